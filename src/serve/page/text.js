// The board as text: LOJ 6033 and NOI 2011 text for requests, the text box and Download.
import { $, PIECE_CHAR, S, toCell } from "./state.js";

// --- board text ----------------------------------------------------------------
// The free-cell board as LOJ 6033 text (or the cells `free` of the board's size).
export function boardText(free = S.free) {
  const lines = [S.rows + " " + S.cols];
  for (let r = 0; r < S.rows; r++) {
    let s = ""; for (let c = 0; c < S.cols; c++) s += free[r * S.cols + c] ? "." : "#";
    lines.push(s);
  }
  return lines.join("\n") + "\n";
}
// The NOI 2011 record: the board before the first ply, k, then the first 2k plies of `moves`
// (the record's by default).
export function recordText(plies, moves = S.bunny.moves) {
  const lines = [S.rows + " " + S.cols];
  for (let r = 0; r < S.rows; r++) {
    let s = ""; for (let c = 0; c < S.cols; c++) s += PIECE_CHAR[S.bunny.pieces[r * S.cols + c]];
    lines.push(s);
  }
  lines.push(String(plies / 2));
  for (let t = 0; t < plies; t++) lines.push(toCell(moves[t]).join(" "));
  return lines.join("\n") + "\n";
}
const TEXT_CELLS = 250000;
let syncedText = "", textQueued = false;
export function syncText(force) {
  const box = $("text");
  if (!force && box.value !== syncedText) return;
  const big = S.rows * S.cols > TEXT_CELLS;
  box.placeholder = big ? "The " + S.rows + " x " + S.cols + " board is too big to show here (Download saves it); paste a board and Load it."
    : S.kind === "free" ? "Paste a LOJ 6033 board: n m, then n rows of . and #"
    : "Paste a NOI 2011 record: n m, n rows of X, O and one ., then k and 2k moves (x y), or just the board";
  syncedText = box.value = big ? "" : S.kind === "free" ? boardText() : recordText(S.bunny.moves.length - S.bunny.moves.length % 2);
}
// Edits come in bursts (a drag): the text follows once per frame.
export function queueText() {
  if (textQueued) return;
  textQueued = true;
  requestAnimationFrame(() => { textQueued = false; syncText(false); });
}
