// Playing on Bunny-and-Egg boards against the engine (/api/bunny/move) from the end of the
// record; the game's plies join the record. Hints, undo and mistakes.
import { api } from "./api.js";
import { setMoves } from "./bunny.js";
import { draw } from "./draw.js";
import { emptyBefore, playing, positionRequest, userTurn } from "./position.js";
import { replayView } from "./replayview.js";
import { $, S, cellName, mistakesText, status, toIdx } from "./state.js";

// --- playing on Bunny-and-Egg boards ------------------------------------------------------
// The plies live in the record (bunny.moves), so a game can be replayed and downloaded like
// any record; /api/bunny/move gets its even prefix as NOI 2011 text and an unpaired last ply
// in `history`.
const pieceOf = (side) => (side === "first" ? "O" : "X");
// Ends the game (its plies stay in the record); draw.js draws the buttons from the state.
export function stopBunnyGame() { S.bgame = null; draw(); }
function bunnyPosition() {
  return api("/api/bunny/move", positionRequest(S.bunny.moves, S.bunny.moves.length));
}
$("bplay").onclick = async () => {
  if (S.kind !== "bunny" || S.bgame) return;
  // "auto": the side that wins from the position, settled by the first answer.
  const chosen = document.querySelector("input[name=bside]:checked").value;
  S.bunny.recording = false; $("tip").style.display = "none";
  S.bgame = { chosen, side: chosen === "auto" ? null : chosen, base: S.bunny.moves.length, pos: null, mistakes: [], hint: -1, over: false, busy: false, note: "" };
  S.bunny.ply = S.bunny.moves.length; replayView(); draw();
  status("Playing from " + (S.bgame.base ? "the end of the record (after ply " + S.bgame.base + ")" : "the start") + ".");
  await bunnyAdvance(null);
};
$("bstop").onclick = () => { stopBunnyGame(); replayView(); draw(); status("Game stopped; its plies stay in the record."); };
$("bhint").onclick = () => {
  if (!userTurn() || S.bgame.pos.engine_move === null) return;
  S.bgame.hint = toIdx(S.bgame.pos.engine_move);
  status((S.bgame.pos.winning ? "You are winning: slide " : "You are losing whatever you do; the best try: slide ") + pieceOf(S.bgame.side) + " " + cellName(S.bgame.hint) + " (pink frame).");
  draw();
};
$("bundo").onclick = async () => {
  const g = S.bgame;
  if (!g || g.busy) return;
  const mine = (n) => (n % 2 === 0) === (g.side === "first");   // ply n+1 is the user's
  let n = S.bunny.moves.length;
  do { n--; } while (n >= g.base && !mine(n));
  if (n < g.base) { status("Nothing to undo: you have not moved yet.", true); return; }
  g.over = false; g.mistakes = g.mistakes.filter((p) => p <= n);
  setMoves(S.bunny.moves.slice(0, n), n);
  await bunnyAdvance(null);
};
// Lets the engine move until it is the user's turn or the game is over; `pos` is the answer
// for the current position when the caller has it already.
async function bunnyAdvance(pos) {
  const g = S.bgame;
  g.busy = true; g.hint = -1; draw();
  try {
    for (;;) {
      if (!pos) pos = await bunnyPosition();
      if (S.bgame !== g) return;   // stopped meanwhile
      g.pos = pos;
      // The legal plies of the position, as recording learns them: the replay tells an ended game.
      S.bunny.legal = { moves: S.bunny.moves, ply: S.bunny.moves.length, cells: pos.legal_moves.map(toIdx) };
      if (!g.intro) {
        // The first answer: who wins with perfect play, and the user's side.
        const winner = pos.winning ? pos.to_move : pos.to_move === "first" ? "second" : "first";
        if (!g.side) g.side = winner;
        g.intro = true;
        g.note = "With perfect play the " + winner + " player wins; you are the " + g.side + " player" + (g.side === winner ? "" : ", the side that loses against best play") + " (you slide " + pieceOf(g.side) + "). ";
      }
      if (pos.over) { bunnyFinish(pos); break; }
      if (pos.to_move === g.side) {
        const n = S.bunny.moves.length, engine = n > g.base && ((n - 1) % 2 === 0) !== (g.side === "first");
        // The engine's ply first, then what to do now.
        const last = engine ? "The engine slid " + pieceOf(g.side === "first" ? "second" : "first") + " " + cellName(S.bunny.moves[n - 1]) + " → " + cellName(emptyBefore(n - 1)) + ". " : "";
        status(g.note + last + "Your move: slide a green-framed " + pieceOf(g.side) + " into the empty cell.");
        g.note = "";
        break;
      }
      setMoves(S.bunny.moves.concat([toIdx(pos.engine_move)]), S.bunny.moves.length + 1);
      pos = null;
    }
  } catch (e) { if (S.bgame === g) status(e.message, true); }
  if (S.bgame !== g) return;
  g.busy = false; draw(); replayView(); draw();
}
function bunnyFinish(pos) {
  const g = S.bgame;
  g.over = true;
  const won = pos.winner === g.side;
  status(g.note + (won ? "You win! The engine has no move. " : "The engine wins: you have no move. ") + mistakesText(g.mistakes) + " The game is in the record: replay it or download it.");
  g.note = "";
}
export async function bunnyGameClick(i) {
  const g = S.bgame;
  if (!userTurn()) return;
  if (!g.pos.legal_moves.map(toIdx).includes(i)) {
    status(cellName(i) + " is not a legal move: slide a green-framed " + pieceOf(g.side) + " next to the empty cell into it.", true);
    return;
  }
  const wasWinning = g.pos.winning;
  setMoves(S.bunny.moves.concat([i]), S.bunny.moves.length + 1);
  g.busy = true; draw();
  let after = null;
  try {
    after = await bunnyPosition();
    if (S.bgame !== g) return;
    if (wasWinning && after.winning) {
      g.mistakes.push(S.bunny.moves.length);
      g.note = "That threw away your win: " + cellName(toIdx(g.pos.engine_move)) + " would have won. ";
    }
  } catch (e) { if (S.bgame === g) status(e.message, true); }
  if (S.bgame !== g) return;
  await bunnyAdvance(after);
}
