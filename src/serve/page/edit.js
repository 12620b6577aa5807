// Editing: the pointer and keyboard on the board (toggling cells, the cursor, tooltips), and
// the board controls (kind, size, New, Random, All free, Load through /api/read, Download).
import { api } from "./api.js";
import { bunnyEdit, bunnyMove, movableBunny, newBunny } from "./bunny.js";
import { bunnyGameClick, stopBunnyGame } from "./bunnyplay.js";
import { draw, resize } from "./draw.js";
import { gameClick, stopGame } from "./play.js";
import { puzzleClick } from "./puzzle.js";
import { bunnyShown, canMove, playing, replaying, startParity } from "./position.js";
import { STEP_KEYS, goPly } from "./replay.js";
import { replayView } from "./replayview.js";
import { cellAnswer, unsolve } from "./solution.js";
import { $, BLACK, EMPTY, MAX_CELLS, PIECE_CHAR, S, WHITE, boardName, canvas, cellName, count, setSize, status, tapWord } from "./state.js";
import { explain } from "./why.js";
import { boardText, queueText, recordText, syncText } from "./text.js";
import { forget, remember, takeBack } from "./undo.js";

// --- editing by pointer ------------------------------------------------------------
let painting = -1;
function cellAt(ev) {
  // The drawing area is the canvas less its border, scaled by CSS on narrow screens.
  const rect = canvas.getBoundingClientRect();
  const x = (ev.clientX - rect.left - canvas.clientLeft) * canvas.width / canvas.clientWidth - S.ox;
  const y = (ev.clientY - rect.top - canvas.clientTop) * canvas.height / canvas.clientHeight - S.oy;
  const c = Math.floor(x / S.cell), r = Math.floor(y / S.cell);
  return r >= 0 && r < S.rows && c >= 0 && c < S.cols ? r * S.cols + c : -1;
}
const tool = () => document.querySelector("input[name=tool]:checked").value;
// A solved free-cell board answers clicks (the cell's verdict and winning reply) until the
// player picks the Edit cells tool, so a tap never throws the solution away.
const editing = () => S.editing || !S.verdict;
function showAnswer(i) { S.selected = i; status(cellAnswer(i)); draw(); if (S.whyOn) explain(i); }
// Edits a Bunny-and-Egg cell, remembered for Undo edit unless refused.
function editBunny(i, what) { remember(); if (!bunnyEdit(i, what)) takeBack(); draw(); }
// A click or Enter on cell i: play, show the answer, record a ply, or edit.
function act(i) {
  if (S.kind === "free") {
    if (S.puzzle) { puzzleClick(i); return; }
    if (S.game) { gameClick(i); return; }
    if (!editing()) { showAnswer(i); return; }
    remember(); S.free[i] = S.free[i] ? 0 : 1; unsolve(); draw(); queueText(); return;
  }
  if (playing()) { bunnyGameClick(i); return; }
  if (S.bgame) { status("The game is over: Undo takes your last move back, Stop ends the game (its plies stay in the record).", true); return; }
  if (S.bunny.recording) { bunnyMove(i); return; }
  if (tool() === "empty") editBunny(i, EMPTY);
  else editBunny(i, S.bunny.pieces[i] === BLACK ? WHITE : BLACK);
}
canvas.addEventListener("pointerdown", (ev) => {
  const i = cellAt(ev); if (i < 0) return;
  S.keyboard = false; S.cursor = i;
  // The tip described the cell before the click (which may edit it): the next move shows it again.
  $("tip").style.display = "none";
  if (S.kind === "free") {
    if (S.game || S.puzzle || !editing()) { act(i); return; }
    remember(); painting = S.free[i] ? 0 : 1; S.free[i] = painting; unsolve(); draw(); queueText();
  } else {
    if (S.bgame || S.bunny.recording || tool() === "empty" || S.bunny.pieces[i] === EMPTY || S.bunny.moves.length) { act(i); return; }
    painting = S.bunny.pieces[i] === BLACK ? WHITE : BLACK; editBunny(i, painting);
  }
  canvas.setPointerCapture(ev.pointerId);
});
canvas.addEventListener("pointermove", (ev) => {
  const i = cellAt(ev);
  if (painting >= 0 && i >= 0) {
    if (S.kind === "free" && S.free[i] !== painting) { S.free[i] = painting; if (S.verdict) unsolve(); draw(); queueText(); }
    if (S.kind === "bunny" && S.bunny.pieces[i] !== EMPTY && S.bunny.pieces[i] !== painting) { S.bunny.pieces[i] = painting; draw(); queueText(); }
  }
  if (ev.pointerType === "mouse") {
    tip(ev, i);
    if (i !== S.hover) { S.hover = i; if (S.verdict && S.cell >= 6) draw(); }   // the frames need big cells
  }
});
canvas.addEventListener("pointerup", () => { painting = -1; });
canvas.addEventListener("pointercancel", () => { painting = -1; });
canvas.addEventListener("pointerleave", () => { $("tip").style.display = "none"; S.hover = -1; if (S.verdict && S.cell >= 6) draw(); });
function tip(ev, i) {
  const t = $("tip");
  let text = null;
  // No tips during a game: they would cover the cells being played.
  if ((S.kind === "free" && S.game && !S.game.over) || (S.kind === "bunny" && playing())) i = -1;
  if (i >= 0 && S.kind === "free" && S.verdict && S.free[i]) {
    text = cellAnswer(i);
  } else if (i >= 0 && S.kind === "bunny") {
    const p = bunnyShown()[i];
    text = cellName(i) + ": " + (p === EMPTY ? "the empty cell" : (p === BLACK ? "X (second player)" : "O (first player)") + (canMove(i, p, startParity()) ? ", can move" : ", never moves"));
  }
  if (!text) { t.style.display = "none"; return; }
  t.textContent = text; t.style.display = "block";
  const rect = $("boardwrap").getBoundingClientRect();
  const x = Math.min(ev.clientX - rect.left + 12, rect.width - t.offsetWidth - 2);
  t.style.left = Math.max(0, x) + "px"; t.style.top = (ev.clientY - rect.top + 14) + "px";
}

canvas.addEventListener("keydown", (ev) => {
  const k = ev.key;
  if (replaying() && STEP_KEYS[k]) { goPly(STEP_KEYS[k](S.bunny.ply)); ev.preventDefault(); return; }
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (moves[k]) {
    const [dr, dc] = moves[k];
    const r = Math.max(0, Math.min(S.rows - 1, Math.floor(S.cursor / S.cols) + dr)), c = Math.max(0, Math.min(S.cols - 1, S.cursor % S.cols + dc));
    S.cursor = r * S.cols + c; S.keyboard = true; draw(); ev.preventDefault(); return;
  }
  if (k === " " || k === "Enter") { S.keyboard = true; act(S.cursor); draw(); ev.preventDefault(); return; }
  if (S.kind === "bunny" && !S.bunny.recording && !S.bgame && "xXoO.eE".includes(k) && k.length === 1) {
    S.keyboard = true;
    editBunny(S.cursor, "xX".includes(k) ? BLACK : "oO".includes(k) ? WHITE : EMPTY);
    ev.preventDefault();
  }
});
canvas.addEventListener("focus", () => { if (S.cursor >= S.rows * S.cols) S.cursor = 0; draw(); });
canvas.addEventListener("blur", () => { S.keyboard = false; draw(); });
// --- board controls ------------------------------------------------------------------
function setBoard(r, c, cells) {
  setSize(r, c); S.free = cells; unsolve(); stopGame(); S.zoom = 1; resize(); syncText(true);
}
// The text box shows the board (LOJ 6033 text, or the NOI 2011 record Download writes):
// replaced whenever the board is (New board, Random, All free, Load, a kind switch), and kept
// up to date after edits unless the user has typed their own text into it meanwhile. Boards
// over TEXT_CELLS cells are not copied in (megabytes of text in a text box slow every edit).
let saved = { rows: 8, cols: 12 };   // the other kind's size, restored when switching back
function setKind(k) {
  if (k === S.kind) return;
  const other = saved;
  saved = { rows: S.rows, cols: S.cols };
  stopGame(); stopBunnyGame(); forget(); S.kind = k; S.zoom = 1; $("kind").value = k; document.body.dataset.kind = k;
  $("clear").textContent = k === "free" ? "All free" : "All movable";
  if (k === "free") { if (S.free.length !== other.rows * other.cols) S.free = new Uint8Array(other.rows * other.cols).fill(1); setBoard(other.rows, other.cols, S.free); }
  else if (!S.bunny.pieces) newBunny(5, 5, movableBunny(5, 5, false));
  else { S.bunny.recording = false; setSize(S.bunny.rows, S.bunny.cols); resize(); replayView(); }
  syncText(true);
  status(k === "free" ? "Free-cell board: draw, then Solve or Play." : "Bunny-and-Egg board: edit it, record moves, or load a record to replay.");
}
$("kind").onchange = () => setKind($("kind").value);
$("new").onclick = () => {
  const r = Math.floor(Number($("rows").value)), c = Math.floor(Number($("cols").value));
  if (!(r >= 1 && c >= 1) || r * c > MAX_CELLS || (S.kind === "bunny" && r * c < 2)) { status("Pick 1 to 2000 rows and columns (at most 4,000,000 cells).", true); return; }
  if (S.kind === "free") { remember(); setBoard(r, c, new Uint8Array(r * c).fill(1)); } else { forget(); newBunny(r, c, movableBunny(r, c, false)); }
  status("");
};
$("clear").onclick = () => { if (S.kind === "free") { remember(); setBoard(S.rows, S.cols, new Uint8Array(S.rows * S.cols).fill(1)); } else { forget(); newBunny(S.rows, S.cols, movableBunny(S.rows, S.cols, false)); } };
$("random").onclick = () => {
  if (S.kind === "bunny") { forget(); newBunny(S.rows, S.cols, movableBunny(S.rows, S.cols, true)); return; }
  const f = new Uint8Array(S.rows * S.cols); for (let i = 0; i < f.length; i++) f[i] = Math.random() < 0.75 ? 1 : 0;
  remember(); setBoard(S.rows, S.cols, f);
};
$("edit").onclick = () => {
  if (S.kind !== "free") return;
  S.editing = !editing(); S.selected = -1; draw();
  status(S.editing ? "Edit cells: a " + tapWord + " or drag toggles free / blocked cells." : "A " + tapWord + " on a cell shows its answer.");
};
// Takes the last board edit back (Undo edit, Ctrl+Z): the cells as they were before it.
function undoEdit() {
  if (S.game && !S.game.over) { status("Stop the game to edit the board.", true); return; }
  if (S.kind === "bunny" && (S.bunny.moves.length || S.bunny.recording || S.bgame)) { status("This board has a record: Clear record to edit it.", true); return; }
  const last = takeBack();
  if (!last) { status("No edit to undo.", true); return; }
  if (S.kind === "free") {
    if (last.rows === S.rows && last.cols === S.cols) { stopGame(); S.free = last.cells; unsolve(); draw(); queueText(); }
    else setBoard(last.rows, last.cols, last.cells);
  } else { S.bunny.pieces = last.cells; S.bunny.legal = null; draw(); queueText(); }
  status("Undid the last edit.");
}
$("undoedit").onclick = undoEdit;
document.addEventListener("keydown", (ev) => {
  const tag = ev.target.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;   // their own undo
  if ((ev.ctrlKey || ev.metaKey) && !ev.shiftKey && !ev.altKey && ev.key.toLowerCase() === "z") { undoEdit(); ev.preventDefault(); }
});
// Shows a free-cell board (a game's link), remembered for Undo edit.
export function showBoard(r, c, cells) { remember(); setBoard(r, c, cells); }
$("moves").onchange = $("rules").onchange = () => { unsolve(); stopGame(); draw(); };
// Loads either kind, read by the server (the command-line tool's readers) as the kind shown;
// text that reader refuses is read as the other kind when it looks like one (X or O: a
// Bunny-and-Egg board). Refusals come as answers (soft), not as error statuses, which the
// browser would log as console errors.
const KIND_TEXT = { free: "board", bunny: "Bunny-and-Egg record" };
const refusal = (message) => message.replace(/^(board|record):/, "line ");
$("load").onclick = async () => {
  const text = $("text").value, first = S.kind, other = first === "free" ? "bunny" : "free";
  try {
    let kind = first, read = await api("/api/read", { kind, text, soft: true });
    if (read.refused && (other === "bunny") === /[XO]/.test(text)) {
      const second = await api("/api/read", { kind: other, text, soft: true });
      if (second.refused) { status("Cannot read the " + KIND_TEXT[first] + ": " + refusal(read.refused) + " (nor as a " + KIND_TEXT[other] + ": " + refusal(second.refused) + ")", true); return; }
      kind = other; read = second;
    }
    if (read.refused) { status("Cannot read the " + KIND_TEXT[first] + ": " + refusal(read.refused), true); return; }
    const r = read.rows, c = read.cols, cells = new Uint8Array(r * c), isBunny = kind === "bunny";
    read.cells.forEach((row, i) => { for (let j = 0; j < c; j++) cells[i * c + j] = isBunny ? PIECE_CHAR.indexOf(row[j]) : row[j] === "." ? 1 : 0; });
    if (isBunny) {
      const moves = read.moves.map(([x, y]) => (x - 1) * c + (y - 1));
      setKind("bunny"); newBunny(r, c, cells, moves);
      status("Loaded " + boardName(r, c) + (moves.length ? " and " + count(moves.length, "ply", "plies") + ": step with Next and Prev or the arrow keys." : "."));
    } else {
      setKind("free"); remember(); setBoard(r, c, cells); status("Loaded " + boardName(r, c) + ".");
    }
  } catch (e) { status("Cannot load the text: " + e.message, true); }
};
$("file").onchange = async (ev) => { const f = ev.target.files[0]; if (!f) return; $("text").value = await f.text(); await $("load").onclick(); };
$("download").onclick = () => {
  let text = boardText(), name = "board.txt";
  if (S.kind === "bunny") {
    const n = S.bunny.moves.length, even = n - n % 2;
    text = recordText(even); name = "record.txt";
    status("Downloaded the board with " + count(even / 2, "move per player", "moves per player") + (n > even ? " (the last ply waits for the other player's move and is left out)." : "."));
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  a.download = name; a.click(); setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};
// Solve after a game ends leaves the game (its position would hide the colours).
