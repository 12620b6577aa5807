// The Why view of a solved free-cell board (vertex rules): a click on a cell asks the server
// (/api/board/why, only then, so Solve never pays for it) for one maximum matching, drawn as
// dominoes, and the cell's reason: a winning cell's partner, or a losing cell's even
// alternating path from a cell the matching leaves out. The player to move wins exactly when
// the token's cell is in every maximum matching; the strategy is "always move to the partner".
import { api } from "./api.js";
import { draw } from "./draw.js";
import { $, S, cellName, status, tapWord, toCell, toIdx, whyAvailable } from "./state.js";
import { boardText } from "./text.js";

let asked = 0;   // the newest request: an older answer is dropped
// Asks for the reason of cell i and shows it (dominoes, partner or path, the status line).
export async function explain(i) {
  const seq = ++asked, counts = S.counts;
  if (!S.free[i]) { S.why = null; draw(); return; }
  try {
    const w = await api("/api/board/why", { board: boardText(), moves: $("moves").value, cell: toCell(i) });
    if (seq !== asked || S.counts !== counts || !S.whyOn) return;
    S.why = answer(i, w);
    status(reason(S.why));
  } catch (e) { if (seq === asked) status(e.message, true); return; }
  draw();
}
// The state's form of a /api/board/why answer for cell i: cell indices, the pairs flat.
function answer(i, w) {
  const pairs = new Int32Array(2 * w.matching.length);
  w.matching.forEach(([a, b, c, d], k) => { pairs[2 * k] = toIdx([a, b]); pairs[2 * k + 1] = toIdx([c, d]); });
  return { cell: i, wins: w.wins, pairs, partner: w.partner ? toIdx(w.partner) : -1, path: w.path.map(toIdx) };
}
// Hint during a game under the vertex rules: the same reason for the position (the board
// without the cells visited, the token's kept), drawn over the game; `said` is the hint's own
// message, put before the reason. A winning position's hint becomes the token's partner, the
// move the dominoes show.
export async function explainPosition(g, said) {
  const seq = ++asked, plies = g.history.length, token = g.token(), free = S.free.slice();
  for (const i of [g.start, ...g.history]) if (i !== token) free[i] = 0;
  try {
    const w = await api("/api/board/why", { board: boardText(free), moves: g.moves, cell: toCell(token) });
    if (seq !== asked || S.game !== g || g.busy || g.history.length !== plies) return;
    S.why = answer(token, w);
    if (w.wins) g.hint = S.why.partner;
    status(said + " " + reason(S.why));
  } catch (e) { if (seq === asked) status(e.message, true); return; }
  draw();
}
// A puzzle's answer (puzzle.js): the reason for the token's cell p.token on the board shown,
// after `said` (right or wrong, and the answer).
export async function explainPuzzle(p, said) {
  const seq = ++asked;
  try {
    const w = await api("/api/board/why", { board: boardText(), moves: $("moves").value, cell: toCell(p.token) });
    if (seq !== asked || S.puzzle !== p) return;
    S.why = answer(p.token, w);
    status(said + " " + reason(S.why));
  } catch (e) { if (seq === asked) status(e.message, true); return; }
  draw();
}
// The reason in words: plain words first, then the terms (the legend under the board says
// what the drawing shows, and what a matching is).
function reason(w) {
  const name = cellName(w.cell);
  if (w.wins) {
    return name + " wins for the player to move. Move to its partner " + cellName(w.partner) + " (its domino); after every reply, move to the partner of the cell reached: "
      + "there always is one, so the opponent runs out of moves first. In terms: " + name + " is in every maximum matching (the dominoes show one).";
  }
  if (w.path.length === 1) {
    return name + " loses for the player to move: every move from here can be answered. This maximum matching leaves " + name
      + " out (no domino), so every move goes to a cell with a domino, and the opponent answers with its partner.";
  }
  return name + " loses for the player to move: every move from here can be answered. Swap the pairs along the path from " + cellName(w.path[w.path.length - 1])
    + ", which this matching leaves out (Swap shows it): the result is a maximum matching without " + name + ", and the opponent answers every move with the partner in it. "
    + "In terms: an even alternating path, its steps " + (w.path.length - 1) + ", solid along a domino and dashed between.";
}
// The matching after swapping along the path: its solid steps out, its dashed steps in, so
// that the cell explained has no domino. O(pairs + path).
function swapped(w) {
  const key = (a, b) => Math.min(a, b) + "," + Math.max(a, b), onPath = new Set();
  for (let k = 1; k < w.path.length; k++) onPath.add(key(w.path[k - 1], w.path[k]));
  const out = [];
  for (let k = 0; k < w.pairs.length; k += 2) if (!onPath.has(key(w.pairs[k], w.pairs[k + 1]))) out.push(w.pairs[k], w.pairs[k + 1]);
  for (let k = 1; k < w.path.length; k += 2) out.push(w.path[k], w.path[k + 1]);
  return Int32Array.from(out);
}
$("whyswap").onclick = () => {
  const w = S.why;
  if (!w || w.wins || w.path.length < 2) return;
  w.swapped = !w.swapped;
  if (w.swapped) { w.before = w.pairs; w.pairs = swapped(w); } else w.pairs = w.before;
  $("whyswap").setAttribute("aria-pressed", String(w.swapped));
  status(w.swapped ? "Swapped along the path: still a maximum matching (as many dominoes), and " + cellName(w.cell) + " has none; the path is now "
    + "dashed where it was solid. Swap again to go back." : reason(w));
  draw();
};
$("why").onclick = () => {
  if (!whyAvailable()) return;
  S.whyOn = !S.whyOn; S.why = null;
  if (S.whyOn) {
    if (S.selected >= 0) explain(S.selected); else status("Why: " + tapWord + " a cell to see the reason for its answer.");
  } else status("");
  draw();
};
