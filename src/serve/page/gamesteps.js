// Stepping through a free-cell game: a click on a move of the list, the Prev and Next buttons
// under the board, and the keys ← → Home End show that position (the game's latest is kept;
// a click on the board comes back to it). Also the game's keys h (Hint) and u (Undo).
import { draw } from "./draw.js";
import { shownPly } from "./gamepath.js";
import { moveBy, moveList } from "./play.js";
import { $, S, canvas, cellName, status, tapWord } from "./state.js";

// Shows the position after the first t moves of the game (t past the last: the latest).
export function stepTo(t) {
  const g = S.game;
  if (!g || g.picking || g.busy) return;
  const n = g.history.length, k = Math.max(0, Math.min(n, t));
  g.view = k < n ? k : -1;
  if (k === n) status(g.live);
  else {
    status("Move " + k + " of " + n + (k === 0 ? ": the start, " + cellName(g.start) + "."
      : " (" + moveBy(g, k) + "): " + cellName(g.history[k - 1]) + ".") + " ← and → step through the game; End (or a " + tapWord + " on the board) goes back to the latest move.");
  }
  moveList(); draw();
}
$("gprev").onclick = () => stepTo(shownPly() - 1);
$("gnext").onclick = () => stepTo(shownPly() + 1);
const clicked = (ev) => { const li = ev.target.closest("[data-ply]"); if (li) stepTo(Number(li.dataset.ply)); };
$("moves-played").addEventListener("click", clicked);
$("movestart").addEventListener("click", clicked);
const STEPS = { ArrowLeft: (t) => t - 1, ArrowRight: (t) => t + 1, Home: () => 0, End: () => Infinity };
// Keys anywhere but in a form field; on the board the arrows move the cursor instead.
document.addEventListener("keydown", (ev) => {
  const tag = ev.target.tagName;
  if (S.kind !== "free" || !S.game || tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  if (STEPS[ev.key] && ev.target !== canvas && !S.game.picking) { stepTo(STEPS[ev.key](shownPly())); ev.preventDefault(); }
  else if (ev.key === "h" && !$("hint").disabled) { $("hint").click(); ev.preventDefault(); }
  else if (ev.key === "u" && !$("undo").disabled) { $("undo").click(); ev.preventDefault(); }
});
