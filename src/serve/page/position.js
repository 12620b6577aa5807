// The Bunny-and-Egg position as the state holds it (the start, the plies, the ply shown,
// the review, a game against the engine), derived and never changed here: what the views
// draw and the actions ask the server. Imports only the state and the board text.
import { BLACK, EMPTY, S, WHITE, cellName, toCell } from "./state.js";
import { recordText } from "./text.js";

// The empty cell before ply t+1 (0-based t): the start's, or the cell the previous piece left.
export function emptyBefore(t) { return t === 0 ? S.bunny.pieces.indexOf(EMPTY) : S.bunny.moves[t - 1]; }
// The position after bunny.ply plies.
export function bunnyShown() {
  const shown = S.bunny.pieces.slice();
  let empty = shown.indexOf(EMPTY);
  for (let t = 0; t < S.bunny.ply; t++) { const m = S.bunny.moves[t]; shown[empty] = shown[m]; shown[m] = EMPTY; empty = m; }
  return shown;
}
// The checkerboard colour (0 or 1) of the empty cell before the first ply.
export function startParity() { const e = S.bunny.pieces.indexOf(EMPTY); return (Math.floor(e / S.cols) + e % S.cols) & 1; }
// Whether the piece p on cell i can ever move: X on the colour of the start's empty cell
// (ep, from startParity()), O on the other.
export function canMove(i, p, ep) {
  if (p === EMPTY) return true;
  const same = ((Math.floor(i / S.cols) + i % S.cols) & 1) === ep;
  return p === BLACK ? same : !same;
}
export const mover = (t) => (t % 2 === 0 ? WHITE : BLACK);   // who makes ply t+1
// The position after the first `ply` plies of `moves` as /api/bunny/move takes it: the even
// prefix as a NOI 2011 record, an unpaired last ply in `history`. The server's reader and
// engine apply the rules; the page has no copy of them.
export function positionRequest(moves, ply) {
  const even = ply - ply % 2;
  return { record: recordText(even, moves), history: moves.slice(even, ply).map(toCell) };
}
// The cells whose piece may slide into the empty cell after bunny.ply plies, from the server's
// last answer for that position (bunny.legal); null while it is not known.
export function bunnyLegal() {
  const l = S.bunny.legal;
  return l && l.moves === S.bunny.moves && l.ply === S.bunny.ply ? l.cells : null;
}
// The review of ply t (1-based), if reviewed.
export function plyReview(t) { return S.bunny.review && t >= 1 && t <= S.bunny.review.plies.length ? S.bunny.review.plies[t - 1] : null; }
// "mistake" (a won position thrown away), "win" (the player who moved is winning after it),
// "lose" (losing after it, as before it), or null when not reviewed.
export function plyMark(t) {
  const p = plyReview(t);
  if (!p) return null;
  return p.mistake ? "mistake" : p.opponent_winning_after ? "lose" : "win";
}
// A game against the engine on the Bunny board is going on (S.bgame, bunnyplay.js).
export const playing = () => !!(S.bgame && !S.bgame.over);
// It is the user's turn in that game.
export const userTurn = () => !!(playing() && !S.bgame.busy && S.bgame.pos && S.bgame.pos.to_move === S.bgame.side);
// Replaying a record: a Bunny board with plies, neither recording nor playing.
export const replaying = () => S.kind === "bunny" && S.bunny.moves.length > 0 && !S.bunny.recording && !playing();
export const playerName = (t) => (t % 2 ? "first player" : "second player");   // who made ply t (1-based)
export function plyText(t) {
  const m = S.bunny.moves[t - 1], to = emptyBefore(t - 1);
  return "Ply " + t + ": " + playerName(t) + "'s move " + Math.ceil(t / 2) + ", " + (t % 2 ? "O" : "X") + " " + cellName(m) + " → " + cellName(to);
}
