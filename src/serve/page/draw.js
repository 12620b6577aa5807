// Board drawing: the canvas sized to the window, the cells (one pixel each, scaled up), the
// grid, and the marks of free-cell and Bunny-and-Egg boards (verdicts, token, pieces, plies).
import { bunnyLegal, bunnyShown, canMove, emptyBefore, playing, plyMark, plyReview, startParity, userTurn } from "./position.js";
import { $, BLACK, COLOURS, EMPTY, S, TOUCH, WHITE, canvas, count, tapWord, toIdx, whyAvailable } from "./state.js";
import { canUndo } from "./undo.js";
import { answersShown, shownPath, shownPly, steppedBack } from "./gamepath.js";

const ctx = canvas.getContext("2d");
const image = document.createElement("canvas");
function rgb(hex) { return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)]; }
const RGB = Object.fromEntries(Object.entries(COLOURS).map(([k, v]) => [k, rgb(v)]));
// The row and column numbers in a gutter left of and above the cells (S.ox, S.oy pixels).
const LABEL_FONT = "11px system-ui, sans-serif", LABEL_HIGH = 14;
export function resize() {
  const wrap = $("boardwrap").clientWidth || 600;
  ctx.font = LABEL_FONT;
  S.ox = Math.ceil(ctx.measureText(String(S.rows)).width) + 6; S.oy = LABEL_HIGH + 2;
  const avail = Math.max(100, Math.min(window.innerWidth - 16, wrap) - 2) - S.ox;
  // Fit the width; keep the board and the game's buttons under it (on Bunny boards, the play
  // and replay panels) on screen, from where the board starts on the page.
  const top = canvas.getBoundingClientRect().top + window.scrollY;
  const high = Math.max(240, window.innerHeight - top - (S.kind === "bunny" ? 200 : 56)) - S.oy;
  const fit = Math.min(48, avail / S.cols, high / S.rows);
  // Cells under a pixel stay fractional, so the canvas is never wider than the page shows it:
  // a downscaled canvas garbles the row and column numbers.
  const whole = fit >= 1 ? Math.floor(fit) : fit, zoomed = whole * S.zoom;
  S.cell = zoomed >= 1 ? Math.floor(zoomed) : zoomed;
  canvas.width = Math.ceil(S.ox + S.cols * S.cell); canvas.height = Math.ceil(S.oy + S.rows * S.cell);
  // Zoomed in, the board keeps the place of the whole board (nothing under it moves) and
  // scrolls inside it (zoom.js).
  const box = $("boardscroll");
  box.classList.toggle("zoomed", S.zoom > 1);
  box.style.width = S.zoom > 1 ? Math.ceil(S.ox + S.cols * whole) + 2 + "px" : "";
  box.style.height = S.zoom > 1 ? Math.ceil(S.oy + S.rows * whole) + 2 + "px" : "";
  S.fitCell = whole;
  draw();
}
// The biggest zoom (zoom.js): cells of at most 48 pixels, as the whole board's are at most.
export const maxZoom = () => Math.max(1, 2 ** Math.floor(Math.log2(48 / S.fitCell)));
// The numbers 1, step, 2 step, ... up to n, at least `gap` pixels apart: every cell's number
// when cells are big enough, else every 2nd, 5th, 10th, 20th, ... cell's.
function labelStep(gap) {
  for (const base of [1, 10, 100, 1000]) for (const k of [1, 2, 5]) if (k * base * S.cell >= gap) return k * base;
  return 10000;
}
function labelled(n, step) {
  const out = [];
  if (step === 1 || (step - 1) * S.cell >= 2 * LABEL_HIGH) out.push(1);
  for (let i = step === 1 ? 2 : step; i <= n; i += step) out.push(i);
  return out;
}
// The numbers drawn: rows at their cells' middle height, columns at their middle (canvas
// pixels), for drawing and for the test hook.
export function axes() {
  ctx.font = LABEL_FONT;
  const colGap = ctx.measureText(String(S.cols)).width + 6;
  return {
    rows: labelled(S.rows, labelStep(LABEL_HIGH)).map((r) => [r, S.oy + (r - 0.5) * S.cell]),
    cols: labelled(S.cols, labelStep(colGap)).map((c) => [c, S.ox + (c - 0.5) * S.cell]),
  };
}
function drawAxes() {
  ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, canvas.width, S.oy); ctx.fillRect(0, 0, S.ox, canvas.height);
  ctx.font = LABEL_FONT; ctx.fillStyle = "#333333"; ctx.textBaseline = "middle";
  const a = axes();
  // The last numbers are kept inside the canvas (on small cells they would cross its edge),
  // and left out if that brings them onto the one before.
  ctx.textAlign = "right";
  let last = -Infinity;
  for (const [r, y] of a.rows) {
    const at = Math.min(y, canvas.height - LABEL_HIGH / 2);
    if (at - last >= LABEL_HIGH) { ctx.fillText(String(r), S.ox - 3, at); last = at; }
  }
  ctx.textAlign = "center"; last = -Infinity;
  for (const [c, x] of a.cols) {
    const half = ctx.measureText(String(c)).width / 2, at = Math.min(x, canvas.width - half - 1);
    if (at - half - last >= 4) { ctx.fillText(String(c), at, S.oy / 2 + 1); last = at + half; }
  }
}

// --- drawing -----------------------------------------------------------------
// One pixel per cell into an off-screen canvas, then scaled up: fast for 1000x1000 boards;
// marks, pieces and the grid on top when cells are big enough to see them.
export function draw() {
  controlsView();
  image.width = S.cols; image.height = S.rows;
  const ictx = image.getContext("2d");
  const data = ictx.createImageData(S.cols, S.rows);
  const put = (i, c) => { data.data[4 * i] = c[0]; data.data[4 * i + 1] = c[1]; data.data[4 * i + 2] = c[2]; data.data[4 * i + 3] = 255; };
  let visited = null, shown = null;
  if (S.kind === "free") {
    visited = new Uint8Array(S.rows * S.cols);
    // Under the edge rules cells may be visited again: the used passages are drawn instead.
    if (S.game && S.game.rules !== "edge") for (const i of shownPath()) visited[i] = 1;
    for (let i = 0; i < S.rows * S.cols; i++) {
      if (!S.free[i]) put(i, RGB.blocked);
      else if (visited[i]) put(i, RGB.visited);
      else if (S.verdict && S.verdict[i] === 1) put(i, RGB.mover);
      else if (S.verdict && S.verdict[i] === 2) put(i, RGB.placer);
      else put(i, RGB.free);
    }
  } else {
    shown = bunnyShown();
    const big = S.cell >= 8, ep = startParity();
    for (let i = 0; i < S.rows * S.cols; i++) {
      const p = shown[i], can = canMove(i, p, ep);
      if (p === EMPTY) put(i, big ? RGB.hole : RGB.holePixel);
      else if (big) put(i, can ? RGB.light : RGB.dark);
      else if (p === BLACK) put(i, can ? RGB.blackPiece : RGB.blackStuck);
      else put(i, can ? RGB.whitePiece : RGB.whiteStuck);
    }
  }
  ictx.putImageData(data, 0, 0);
  drawAxes();
  ctx.save(); ctx.translate(S.ox, S.oy);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, 0, 0, S.cols * S.cell, S.rows * S.cell);
  if (S.cell >= 6) {
    ctx.strokeStyle = S.kind === "free" ? "rgba(255,255,255,0.8)" : "rgba(90,70,40,0.35)"; ctx.lineWidth = 1; ctx.beginPath();
    for (let r = 1; r < S.rows; r++) { ctx.moveTo(0, r * S.cell + 0.5); ctx.lineTo(S.cols * S.cell, r * S.cell + 0.5); }
    for (let c = 1; c < S.cols; c++) { ctx.moveTo(c * S.cell + 0.5, 0); ctx.lineTo(c * S.cell + 0.5, S.rows * S.cell); }
    ctx.stroke();
  }
  if (S.kind === "free") drawFreeMarks(visited); else drawBunnyMarks(shown);
  if (S.keyboard && document.activeElement === canvas && S.cursor < S.rows * S.cols) {
    ctx.setLineDash([Math.max(2, S.cell / 5), Math.max(2, S.cell / 8)]);
    ring(S.cursor, COLOURS.cursor, Math.max(2, S.cell / 6));
    ctx.setLineDash([]);
  }
  ctx.restore();
}
// The board tools' buttons from the state: Edit cells pressed while clicks edit, Undo edit
// enabled while there is an edit to take back.
let legendOf;   // the answer the legend shows (it is rebuilt only when that changes)
function controlsView() {
  if (legendOf !== S.counts) { legendOf = S.counts; legend(); }
  // The Play panel: a new game whenever none is in progress (also right after one ends);
  // Solve would colour the start position while the game has moved on, so it waits too.
  const on = !!S.game && !S.game.over;
  $("play").disabled = on; $("solve").disabled = on; $("stop").disabled = !S.game && !S.puzzle;
  $("puzzle").disabled = on;
  $("pyes").hidden = $("pno").hidden = !(S.puzzle && S.puzzle.kind === "yesno" && !S.puzzle.answered);
  // While a game goes on, the board, its moves and rules are locked (a change would drop the
  // game): Stop first. A finished game leaves them free.
  const locked = on || playing();
  $("boardbox").disabled = locked; $("gamelock").hidden = !locked;
  $("hint").disabled = !on || S.game.busy || (S.game.picking ? !S.game.verdicts : !S.game.pos);
  $("undo").disabled = !S.game || S.game.busy || S.game.picking;
  // Stepping through the game's moves (gamesteps.js), once there is a move.
  const n = S.game && !S.game.picking ? S.game.history.length : 0, t = shownPly();
  $("gsteps").hidden = n === 0;
  $("gprev").disabled = !n || t === 0 || S.game.busy; $("gnext").disabled = !n || t === n || S.game.busy;
  $("gply").textContent = n ? "move " + t + " of " + n : "";
  $("zoombar").hidden = S.kind !== "free" || maxZoom() === 1;
  $("zoomin").disabled = S.zoom >= maxZoom(); $("zoomout").disabled = S.zoom <= 1;
  // The Bunny game's panel, and the replay's steps (not during a game).
  $("bplay").disabled = !!S.bgame; $("bstop").disabled = !S.bgame;
  $("bhint").disabled = !userTurn(); $("bundo").disabled = !S.bgame || S.bgame.busy;
  for (const id of ["first", "prev", "next", "last"]) $(id).disabled = playing();
  const edit = $("edit"), editing = S.editing || !S.verdict;
  edit.setAttribute("aria-pressed", String(editing)); edit.textContent = editing ? "Edit cells: on" : "Edit cells: off";
  $("undoedit").disabled = !canUndo();
  const why = $("why"), can = whyAvailable();
  $("whylegend").hidden = !((can && S.whyOn) || S.why);
  $("whyswap").hidden = !(S.why && !S.why.wins && S.why.path.length > 1 && !S.game);
  why.disabled = !can || !!S.game; why.setAttribute("aria-pressed", String(can && S.whyOn)); why.textContent = can && S.whyOn ? "Why: on" : "Why: off";
  $("whynote").textContent = S.game ? "Why: during a game, Hint explains the position."
    : S.counts && S.counts.game ? "Why explains the vertex rules only: under the edge rules who wins comes from a rank over GF(2), not from a matching that can be drawn."
    : !S.counts ? "Why: after Solve, one maximum matching and the reason for the cell you " + tapWord + "." : "";
}
function drawFreeMarks(visited) {
  if (S.cell >= 6 && S.verdict) { // a dark mark on placer-winning cells: colour is never the only cue
    ctx.fillStyle = "#1a1a1a";
    for (let i = 0; i < S.rows * S.cols; i++) if (S.verdict[i] === 2 && !visited[i]) dot(i, 0.15);
  }
  for (const i of [S.selected, S.hover]) { // the winning reply of the cell clicked and of the hovered one
    if (!S.verdict || S.game || S.cell < 6 || i < 0 || !S.free[i]) continue;
    ring(i, "#ffffff", Math.max(2, S.cell / 10));
    if (S.reply[i] >= 0) ring(S.reply[i], COLOURS.hint, Math.max(2, S.cell / 7));
  }
  // The Why view over the frames: its path's steps cross them.
  if (S.why && ((S.verdict && !S.game) || (S.game && !S.game.picking) || S.puzzle)) drawWhy(S.why);
  if (S.puzzle) {   // the puzzle's token, its moves (a "find" puzzle) and the move tried
    const p = S.puzzle;
    if (p.kind === "find" && !p.answered) for (const i of p.legal) ring(i, COLOURS.legal);
    if (p.tried >= 0) ring(p.tried, COLOURS.hint);
    ctx.fillStyle = COLOURS.token; dot(p.token, 0.35); marker(p.token, COLOURS.token);
  }
  if (S.game && S.game.picking && S.game.hint >= 0) { ring(S.game.hint, COLOURS.hint); marker(S.game.hint, COLOURS.hint); }   // a winning start
  // The game's position shown (the latest, or an earlier one stepped back to): its path with
  // move numbers and the last move, the legal moves and the hint only at the latest.
  const path = shownPath();
  // The last move's line is wider than a passage, so that under the edge rules it frames the
  // passage drawn over it.
  if (path.length) movePath(path);
  if (S.game && S.game.rules === "edge") passages(path);
  if (S.game && !S.game.picking && S.game.pos && !steppedBack()) {
    const answers = answersShown();
    for (const [r, c] of S.game.pos.legal_moves) {
      const i = toIdx([r, c]), wins = answers && answers.get(i);
      if (answers && wins === false) ctx.setLineDash([Math.max(2, S.cell / 6), Math.max(2, S.cell / 8)]);
      ring(i, !answers || wins === undefined ? COLOURS.legal : wins ? COLOURS.win : COLOURS.mistake, answers ? Math.max(2, S.cell / 7) : undefined);
      ctx.setLineDash([]);
    }
    if (S.game.hint >= 0) { ring(S.game.hint, COLOURS.hint); marker(S.game.hint, COLOURS.hint); }
  }
  if (path.length) { ctx.fillStyle = COLOURS.token; dot(path[path.length - 1], 0.35); marker(path[path.length - 1], COLOURS.token); }
}
function drawBunnyMarks(shown) {
  if (S.cell >= 8) {
    for (let i = 0; i < S.rows * S.cols; i++) {
      if (shown[i] === EMPTY) continue;
      ctx.fillStyle = shown[i] === BLACK ? COLOURS.blackPiece : COLOURS.whitePiece;
      dot(i, 0.36);
      if (shown[i] === WHITE) { ctx.strokeStyle = "#555"; ctx.lineWidth = Math.max(1, S.cell / 24); ctx.stroke(); }
    }
  }
  const t = S.bunny.ply;
  if (t > 0) { // the last ply: an arrow from where the piece was (now empty) to where it went
    const from = S.bunny.moves[t - 1], to = emptyBefore(t - 1);
    const colour = COLOURS[plyMark(t) || "lose"];
    arrow(from, to, colour);
    ring(to, colour, Math.max(2, S.cell / 7));
    const p = plyReview(t);
    if (p && p.mistake && p.instead) {
      ctx.setLineDash([Math.max(2, S.cell / 6), Math.max(2, S.cell / 8)]);
      ring(toIdx(p.instead), COLOURS.win, Math.max(2, S.cell / 8));
      ctx.setLineDash([]);
    }
  }
  if (S.bunny.recording) for (const i of bunnyLegal() || []) ring(i, COLOURS.legal, Math.max(2, S.cell / 8));
  if (userTurn()) {
    for (const c of S.bgame.pos.legal_moves) ring(toIdx(c), COLOURS.legal, Math.max(2, S.cell / 8));
    if (S.bgame.hint >= 0) ring(S.bgame.hint, COLOURS.hint, Math.max(3, S.cell / 6));
  }
}
// The Why view: the matching's pairs as dominoes (a wide pale bar between the two cells'
// centres), and a losing cell's alternating path as a black line to the unmatched cell.
function drawWhy(w) {
  const centre = (i) => [(i % S.cols + 0.5) * S.cell, (Math.floor(i / S.cols) + 0.5) * S.cell];
  if (S.cell >= 4) {
    ctx.strokeStyle = "rgba(255,255,255,0.5)"; ctx.lineWidth = S.cell * 0.5; ctx.lineCap = "round";
    ctx.beginPath();
    for (let k = 0; k < w.pairs.length; k += 2) { ctx.moveTo(...centre(w.pairs[k])); ctx.lineTo(...centre(w.pairs[k + 1])); }
    ctx.stroke(); ctx.lineCap = "butt";
  }
  // The path's steps: matched ones (along a domino) solid, the others dashed, so that the
  // alternation shows; numbered beside their middle on cells big enough.
  const matched = (a, b) => { for (let k = 0; k < w.pairs.length; k += 2) if ((w.pairs[k] === a && w.pairs[k + 1] === b) || (w.pairs[k] === b && w.pairs[k + 1] === a)) return true; return false; };
  ctx.strokeStyle = "#000000"; ctx.lineWidth = Math.max(2, Math.round(S.cell / 8));
  for (let k = 1; k < w.path.length; k++) {
    ctx.setLineDash(matched(w.path[k - 1], w.path[k]) ? [] : [Math.max(3, S.cell / 6), Math.max(3, S.cell / 6)]);
    ctx.beginPath(); ctx.moveTo(...centre(w.path[k - 1])); ctx.lineTo(...centre(w.path[k])); ctx.stroke();
  }
  ctx.setLineDash([]);
  if (S.cell >= 16) {
    ctx.font = "bold " + Math.round(S.cell * 0.28) + "px system-ui, sans-serif"; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    for (let k = 1; k < w.path.length; k++) {
      const [x0, y0] = centre(w.path[k - 1]), [x1, y1] = centre(w.path[k]);
      // Beside the line, not on it: a quarter cell across the step.
      const x = (x0 + x1) / 2 + (y0 === y1 ? 0 : S.cell * 0.22), y = (y0 + y1) / 2 - (y0 === y1 ? S.cell * 0.22 : 0);
      ctx.fillStyle = "#ffffff"; ctx.fillRect(x - S.cell * 0.13, y - S.cell * 0.15, S.cell * 0.26, S.cell * 0.3);
      ctx.fillStyle = "#000000"; ctx.fillText(String(k), x, y);
    }
  }
  if (!w.wins) { ctx.setLineDash([Math.max(2, S.cell / 6), Math.max(2, S.cell / 8)]); ring(w.path[w.path.length - 1], "#000000", Math.max(2, S.cell / 8)); ctx.setLineDash([]); }
}
// The legend of the colours of a solved free-cell board.
function legend() {
  const l = $("legend");
  if (!S.counts) { l.textContent = "Not solved yet."; return; }
  const mover = S.counts.free_cells - S.counts.placer_wins_count;
  l.textContent = "";
  const item = (colour, text) => {
    const d = document.createElement("div"), s = document.createElement("span");
    s.className = "sw"; s.style.background = colour; d.append(s, document.createTextNode(text)); l.append(d);
  };
  item(COLOURS.placer, count(S.counts.placer_wins_count, "cell", "cells") + ": the placer wins (the player to move loses; dark mark)");
  item(COLOURS.mover, count(mover, "cell", "cells") + ": the player to move wins (" + (TOUCH ? "tap" : "click or hover") + ": the winning reply, pink)");
  item(COLOURS.blocked, count(S.rows * S.cols - S.counts.free_cells, "blocked cell", "blocked cells"));
}
// A game's path: each cell's move number (0 the start; on cells big enough to read it) and
// the last move as a line in the token's colour.
function movePath(path) {
  const centre = (i) => [(i % S.cols + 0.5) * S.cell, (Math.floor(i / S.cols) + 0.5) * S.cell];
  if (path.length > 1 && S.cell >= 6) {
    ctx.strokeStyle = COLOURS.token; ctx.lineWidth = Math.max(4, S.cell / 4); ctx.lineCap = "round";
    ctx.beginPath(); ctx.moveTo(...centre(path[path.length - 2])); ctx.lineTo(...centre(path[path.length - 1])); ctx.stroke();
    ctx.lineCap = "butt";
  }
  if (S.cell < 18) return;
  ctx.font = Math.round(S.cell * 0.3) + "px system-ui, sans-serif"; ctx.textAlign = "left"; ctx.textBaseline = "top";
  ctx.fillStyle = "#1a1a1a";
  path.forEach((i, t) => ctx.fillText(String(t), (i % S.cols) * S.cell + 3, Math.floor(i / S.cols) * S.cell + 2));
}
// The passages of an edge game: a line between the centres of each two cells in a row of `path`.
function passages(path) {
  if (path.length < 2) return;
  const centre = (i) => [(i % S.cols + 0.5) * S.cell, (Math.floor(i / S.cols) + 0.5) * S.cell];
  ctx.strokeStyle = COLOURS.passage; ctx.lineWidth = Math.max(2, S.cell / 8); ctx.lineCap = "round";
  ctx.beginPath();
  for (let t = 1; t < path.length; t++) { ctx.moveTo(...centre(path[t - 1])); ctx.lineTo(...centre(path[t])); }
  ctx.stroke(); ctx.lineCap = "butt";
}
function dot(i, frac) {
  const r = Math.floor(i / S.cols), c = i % S.cols;
  ctx.beginPath(); ctx.arc((c + 0.5) * S.cell, (r + 0.5) * S.cell, Math.max(1, S.cell * frac), 0, 2 * Math.PI); ctx.fill();
}
// A circle round cell i wider than the cell, for cells too small for their frame or dot to
// be seen (a 1000 x 1000 board): the token and the hint, at any size. Nothing on big cells.
const MARKER = 9;   // its radius, pixels
function marker(i, colour) {
  if (S.cell >= 8) return;
  const x = (i % S.cols + 0.5) * S.cell, y = (Math.floor(i / S.cols) + 0.5) * S.cell;
  for (const [c, w] of [["#ffffff", 5], [colour, 3]]) {
    ctx.strokeStyle = c; ctx.lineWidth = w;
    ctx.beginPath(); ctx.arc(x, y, MARKER, 0, 2 * Math.PI); ctx.stroke();
  }
}
function ring(i, colour, width) {
  const r = Math.floor(i / S.cols), c = i % S.cols, w = width || Math.max(1, S.cell / 8);
  ctx.strokeStyle = colour; ctx.lineWidth = w;
  ctx.strokeRect(c * S.cell + w / 2 + 0.5, r * S.cell + w / 2 + 0.5, S.cell - w - 1, S.cell - w - 1);
}
function arrow(from, to, colour) {
  if (S.cell < 8) return;
  const x0 = (from % S.cols + 0.5) * S.cell, y0 = (Math.floor(from / S.cols) + 0.5) * S.cell;
  const x1 = (to % S.cols + 0.5) * S.cell, y1 = (Math.floor(to / S.cols) + 0.5) * S.cell;
  const dx = Math.sign(x1 - x0), dy = Math.sign(y1 - y0), head = S.cell * 0.18;
  const ex = x1 - dx * S.cell * 0.4, ey = y1 - dy * S.cell * 0.4;
  ctx.strokeStyle = colour; ctx.fillStyle = colour; ctx.lineWidth = Math.max(2, S.cell / 10);
  ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(ex, ey); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(ex + dx * head, ey + dy * head);
  ctx.lineTo(ex - dy * head, ey - dx * head); ctx.lineTo(ex + dy * head, ey + dx * head); ctx.closePath(); ctx.fill();
}
