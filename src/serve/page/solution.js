// The solution of a free-cell board in the state (S.verdict, S.reply, S.counts): forgetting it
// when the board changes, and what it says of a cell. Changes the state only.
import { S, cellName, status } from "./state.js";

// Forgets the solution (the board changed): its colours, legend and "Solved in" message.
export function unsolve() {
  if (S.verdict) status("");
  S.verdict = null; S.reply = null; S.counts = null; S.selected = -1; S.why = null; S.whyOn = false;
}
// What a solved board says of cell i: who wins there and, for the player to move, how.
export function cellAnswer(i) {
  const name = cellName(i) + ": ";
  if (!S.free[i]) return name + "a blocked cell.";
  if (S.verdict[i] === 2) return name + "the placer wins here (the player to move loses, whatever the move).";
  const w = S.reply[i];
  return name + "the player to move wins" + (w >= 0 ? " by moving to " + cellName(w) + " (pink frame)." : ".");
}

