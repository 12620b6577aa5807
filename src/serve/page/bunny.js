// The Bunny-and-Egg board, the actions: a new board, the review (/api/review) and the legal
// plies (/api/bunny/move: the server applies the rules, the page has no copy of them),
// recording plies and editing the start position. What the position is: position.js.
import { api } from "./api.js";
import { draw, resize } from "./draw.js";
import { bunnyLegal, mover, plyText, positionRequest } from "./position.js";
import { replayView } from "./replayview.js";
import { BLACK, EMPTY, S, WHITE, cellName, setSize, status, tapWord, toIdx } from "./state.js";
import { queueText, recordText, syncText } from "./text.js";

// --- Bunny and Egg -------------------------------------------------------------
// While recording: asks the server for the legal plies of the position shown, unless known.
export async function refreshLegal() {
  const b = S.bunny, moves = b.moves, ply = b.ply;
  if (!b.recording || S.bgame || bunnyLegal()) return;
  try {
    const pos = await api("/api/bunny/move", positionRequest(moves, ply));
    if (S.bunny !== b || b.moves !== moves || b.ply !== ply) return;
    b.legal = { moves, ply, cells: pos.legal_moves.map(toIdx) };
  } catch (e) { if (S.bunny === b) status(e.message, true); return; }
  replayView(); draw();
}
export function newBunny(r, c, pieces, moves) {
  S.bgame = null;
  S.bunny = { rows: r, cols: c, pieces, moves: moves || [], ply: 0, review: null, recording: false, seq: S.bunny.seq + 1, legal: null, moving: false };
  setSize(r, c); resize(); replayView(); syncText(true);
  if (S.bunny.moves.length) reviewRecord();
}
// Every cell movable: X on the empty cell's colour, O on the other; the empty cell in the middle.
export function movableBunny(r, c, randomly) {
  const pieces = new Uint8Array(r * c);
  const e = randomly ? Math.floor(Math.random() * r * c) : Math.floor(r / 2) * c + Math.floor(c / 2);
  const ep = (Math.floor(e / c) + e % c) & 1;
  for (let i = 0; i < r * c; i++) {
    let p = ((Math.floor(i / c) + i % c) & 1) === ep ? BLACK : WHITE;
    if (randomly && Math.random() < 0.3) p = BLACK + WHITE - p;
    pieces[i] = p;
  }
  pieces[e] = EMPTY;
  return pieces;
}
// Asks the server to review the record's longest even prefix (a NOI 2011 record has k plies
// for each player); a newer edit makes an older answer stale.
async function reviewRecord() {
  const seq = ++S.bunny.seq, n = S.bunny.moves.length - S.bunny.moves.length % 2;
  if (n === 0) { S.bunny.review = null; replayView(); draw(); return; }
  try {
    const review = await api("/api/review", { record: recordText(n) });
    if (seq !== S.bunny.seq) return;
    S.bunny.review = review;
  } catch (e) {
    if (seq !== S.bunny.seq) return;
    S.bunny.review = null; status("Cannot review the record: " + e.message, true);
  }
  replayView(); draw();
}
// Changes the record after the ply shown (recording).
export function setMoves(moves, ply) {
  S.bunny.moves = moves; S.bunny.ply = ply; S.bunny.review = null; S.bunny.seq++;
  replayView(); draw(); reviewRecord(); queueText(); refreshLegal();
}
export async function bunnyMove(i) {
  const b = S.bunny, t = b.ply, legal = bunnyLegal();
  if (b.moving) return;
  if (legal && !legal.includes(i)) {
    const who = mover(t) === WHITE ? "a white piece O" : "a black piece X";
    status(cellName(i) + " is not a legal move: the " + (mover(t) === WHITE ? "first" : "second") + " player slides " + who + " next to the empty cell.", true);
    return;
  }
  const moves = b.moves.slice(0, t).concat([i]);
  b.moving = true;
  try {
    const pos = await api("/api/bunny/move", positionRequest(moves, t + 1));
    if (S.bunny !== b || !b.recording || b.ply !== t) return;
    b.legal = { moves, ply: t + 1, cells: pos.legal_moves.map(toIdx) };
  } catch (e) {
    if (S.bunny === b) status(e.message.replace(/^history item \d+, /, ""), true);
    return;
  } finally { b.moving = false; }
  setMoves(moves, t + 1);
  status("Recorded p" + plyText(t + 1).slice(1) + ".");
}
// Editing the start position: the piece tool toggles X and O, the empty tool moves the empty cell.
export function bunnyEdit(i, what) {
  if (S.bunny.moves.length) { status("This board has a record: Clear record to edit it, or Record moves to go on with the game.", true); return false; }
  const p = S.bunny.pieces;
  if (what === EMPTY) {
    if (p[i] === EMPTY) return false;
    const e = p.indexOf(EMPTY); p[e] = p[i]; p[i] = EMPTY;
  } else {
    if (p[i] === EMPTY) { status("Exactly one cell is empty: choose \"" + tapWord + ": make it the empty cell\" (or press . on the board) to move it.", true); return false; }
    p[i] = what;
  }
  S.bunny.legal = null; draw(); queueText(); return true;
}
