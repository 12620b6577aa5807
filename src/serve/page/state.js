// The shared state of the page (one object, S), its constants and the helpers every module
// uses: element lookup, plurals, the status line, cell names and indices.

export const $ = (id) => document.getElementById(id);
// n and the noun that agrees with it: count(1, "cell", "cells") is "1 cell".
export const count = (n, one, many) => number(n) + " " + (n === 1 ? one : many);
// n with thousands separators: 289,987.
export const number = (n) => n.toLocaleString("en-US");
// "a" or "an" before the number n said aloud: an 8, an 11, an 18, an 80, an 800, a 1,000.
export function article(n) {
  const s = String(n);
  return s.startsWith("8") || [11, 18].includes(n) || (n >= 11000 && n < 12000) || (n >= 18000 && n < 19000) ? "an" : "a";
}
// "a 5 x 5 board", "an 8 x 12 board".
export const boardName = (r, c) => article(r) + " " + number(r) + " x " + number(c) + " board";
export const COLOURS = { placer: "#e69f00", mover: "#0072b2", blocked: "#333333", free: "#e6e6e6",
  visited: "#9e9e9e", token: "#d55e00", legal: "#009e73", hint: "#cc79a7", cursor: "#1565c0",
  passage: "#7b3294",   // a passage used in an edge game
  win: "#007a56", lose: "#6b6b6b", mistake: "#c62828",
  // Bunny and Egg: squares where a piece can ever move (light) or never (dark), the empty cell,
  // and one pixel per cell for boards too small to draw pieces on.
  light: "#efe3c4", dark: "#bfae88", hole: "#fff7d6", blackPiece: "#202020", whitePiece: "#fbfbfb",
  blackStuck: "#6a6a6a", whiteStuck: "#c4c4c4", holePixel: "#e69f00" };
export const MAX_CELLS = 4000000;
export const EMPTY = 0, BLACK = 1, WHITE = 2;   // Bunny-and-Egg cells
export const PIECE_CHAR = [".", "X", "O"];
// The page's state, one object shared by the modules (the module that keeps each field named):
export const S = {
  kind: "free",        // "free" or "bunny" (edit.js)
  rows: 8, cols: 12,   // the board shown (edit.js)
  free: new Uint8Array(8 * 12).fill(1),   // free-cell board: 1 free, 0 blocked (edit.js)
  verdict: null,       // Int8Array: 0 unsolved / blocked, 1 mover wins, 2 placer wins (solve.js)
  reply: null,         // Int32Array: winning reply cell index or -1 (solve.js)
  counts: null,        // the last /api/board/solve answer (solve.js)
  game: null,          // the free-cell game against the engine (play.js)
  // The Bunny-and-Egg board (bunny.js): the position before the first ply, the plies (cells
  // whose piece slides into the empty cell), the ply shown, the review of the plies (an even
  // prefix), and the legal plies of the position shown as the server last named them.
  bunny: { rows: 5, cols: 5, pieces: null, moves: [], ply: 0, review: null, recording: false, seq: 0, legal: null, moving: false },
  // A game against the engine on the Bunny board (bunnyplay.js): the user's side, the plies of
  // the record before it, the last /api/bunny/move answer, the user's mistakes, the hint.
  bgame: null,
  cell: 1,             // pixels per cell on the canvas (draw.js)
  ox: 0, oy: 0,        // the gutter of the row and column numbers: where cell (1, 1) starts (draw.js)
  hover: -1,           // the cell under the mouse (edit.js)
  selected: -1,        // the cell whose answer a click on the solved board shows (edit.js)
  whyOn: false,        // the Why view (why.js)
  why: null,           // its answer for the cell clicked: {cell, wins, pairs, partner, path} (why.js)
  editing: true,       // the Edit cells tool: clicks edit a solved board too (edit.js, solve.js)
  cursor: 0, keyboard: false,   // the keyboard cursor cell, shown after a key on the board (edit.js)
  message: "",         // the whole of the message shown (state.js: status)
  answersOn: false,    // the Answers toggle: legal moves framed by their verdict (answers.js)
  puzzle: null,        // a puzzle on the board shown: {kind, token, legal, answered} (puzzle.js)
  puzzles: 0,          // puzzles given so far: they alternate between the two kinds (puzzle.js)
  zoom: 1, fitCell: 1, // the zoom (1: the whole board) and the cell size that fits (zoom.js, draw.js)
};
export const canvas = $("board");
// Whether the Why view can be on: a board solved under the vertex rules (why.js).
export const whyAvailable = () => !!(S.verdict && S.counts && !S.counts.game);   // the board
// Touch screens have no pointer to hover and are tapped, not clicked: the messages say so.
export const TOUCH = window.matchMedia("(pointer: coarse)").matches;
export const tapWord = TOUCH ? "tap" : "click";
export const Tap = TOUCH ? "Tap" : "Click";
// The message shown: one short line over the board (as many of its first sentences as fit
// there, so the board under it never moves), the rest in the panel under the board, which
// grows. A first sentence too long for the line is cut there with "…" and the panel shows the
// whole message. `S.message` keeps the whole.
export function status(msg, error) {
  const line = $("status"), panel = $("explain");
  S.message = msg;
  line.className = panel.className = error ? "error" : "";
  const sentences = msg.split(/(?<=[.!?])\s+(?=[A-Z(])/);
  const fits = () => line.scrollHeight <= line.clientHeight + 1;
  let n = 0;
  line.textContent = "";
  while (n < sentences.length) {
    line.textContent = sentences.slice(0, n + 1).join(" ");
    if (!fits()) break;
    n++;
  }
  if (n > 0) {
    line.textContent = sentences.slice(0, n).join(" ");
    panel.textContent = sentences.slice(n).join(" ");
    return;
  }
  // Not even the first sentence fits: as many of its words as do, then the whole below.
  const words = sentences[0].split(" ");
  let lo = 0, hi = words.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    line.textContent = words.slice(0, mid).join(" ") + " …";
    if (fits()) lo = mid; else hi = mid - 1;
  }
  line.textContent = words.slice(0, lo).join(" ") + " …";
  panel.textContent = msg;
}
export const cellName = (i) => "(" + (Math.floor(i / S.cols) + 1) + ", " + (i % S.cols + 1) + ")";
export const toIdx = ([r, c]) => (r - 1) * S.cols + (c - 1);
export const toCell = (i) => [Math.floor(i / S.cols) + 1, i % S.cols + 1];

// The user's mistakes as the CLI counts them: "You made 2 mistakes (the placement, ply 3)."
// `plies` are ply numbers, 0 for the placement.
export function mistakesText(plies) {
  if (!plies.length) return "You made no mistakes.";
  const parts = [], moves = plies.filter((p) => p > 0);
  if (plies.includes(0)) parts.push("the placement");
  if (moves.length) parts.push((moves.length > 1 ? "plies " : "ply ") + moves.join(", "));
  return "You made " + count(plies.length, "mistake", "mistakes") + " (" + parts.join(", ") + ").";
}
// A new size: the size inputs follow, and the keyboard cursor stays on its cell, or the
// nearest one inside.
export function setSize(r, c) {
  const [cr, cc] = toCell(S.cursor);
  S.rows = r; S.cols = c; $("rows").value = r; $("cols").value = c;
  S.cursor = (Math.min(cr, r) - 1) * c + Math.min(cc, c) - 1;
}
