// Zooming into a big free-cell board: + and − (and Ctrl+wheel, or a trackpad's pinch, at the
// pointer) double or halve the cells, up to 48 pixels; "Zoom to token" zooms until the cells
// are big enough to tap and scrolls the token (or the board's middle) into the middle. The
// zoomed board scrolls inside the place of the whole one (draw.js resize), so nothing under
// it moves. A touch screen's pinch zooms the page, as the browser does.
import { maxZoom, resize } from "./draw.js";
import { shownPath } from "./gamepath.js";
import { $, S, canvas } from "./state.js";

const TAP_CELL = 24;
// Sets the zoom and keeps the board point (fx, fy) of the cells (fractions of the board)
// at the box's point (px, py) (pixels from its top left).
function setZoom(z, fx, fy, px, py) {
  S.zoom = Math.max(1, Math.min(maxZoom(), z));
  resize();
  const box = $("boardscroll");
  box.scrollLeft = S.ox + fx * S.cols * S.cell - px;
  box.scrollTop = S.oy + fy * S.rows * S.cell - py;
}
// The board point in the middle of the box now, as fractions of the cells.
function middle() {
  const box = $("boardscroll");
  return [(box.scrollLeft + box.clientWidth / 2 - S.ox) / (S.cols * S.cell), (box.scrollTop + box.clientHeight / 2 - S.oy) / (S.rows * S.cell)];
}
const zoomBy = (k) => { const box = $("boardscroll"), [fx, fy] = middle(); setZoom(S.zoom * k, fx, fy, box.clientWidth / 2, box.clientHeight / 2); };
$("zoomin").onclick = () => zoomBy(2);
$("zoomout").onclick = () => zoomBy(0.5);
$("zoomtoken").onclick = () => {
  const path = shownPath(), i = path.length ? path[path.length - 1] : S.game && S.game.hint >= 0 ? S.game.hint : -1;
  const fx = i >= 0 ? (i % S.cols + 0.5) / S.cols : 0.5, fy = i >= 0 ? (Math.floor(i / S.cols) + 0.5) / S.rows : 0.5;
  const z = Math.max(S.zoom, 2 ** Math.ceil(Math.log2(TAP_CELL / S.fitCell)));
  const box = $("boardscroll");
  // The box's size is the whole board's: known before the zoom.
  const w = Math.ceil(S.ox + S.cols * S.fitCell), h = Math.ceil(S.oy + S.rows * S.fitCell);
  setZoom(z, fx, fy, (box.clientWidth || w) / 2, (box.clientHeight || h) / 2);
};
canvas.addEventListener("wheel", (ev) => {
  if (!ev.ctrlKey || S.kind !== "free") return;   // a plain wheel scrolls
  ev.preventDefault();
  const rect = canvas.getBoundingClientRect(), box = $("boardscroll").getBoundingClientRect();
  const fx = (ev.clientX - rect.left - S.ox) / (S.cols * S.cell), fy = (ev.clientY - rect.top - S.oy) / (S.rows * S.cell);
  setZoom(ev.deltaY < 0 ? S.zoom * 2 : S.zoom / 2, fx, fy, ev.clientX - box.left, ev.clientY - box.top);
}, { passive: false });
