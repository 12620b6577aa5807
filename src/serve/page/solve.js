// Free-cell boards: Solve (one /api/board/solve request); draw.js draws the colours and the
// legend from the answer.
import { api } from "./api.js";
import { draw } from "./draw.js";
import { stopGame } from "./play.js";
import { $, S, Tap, count, number, status, toIdx } from "./state.js";
import { boardText } from "./text.js";

// --- free-cell boards: solve ---------------------------------------------------
async function solve() {
  status("Solving…");
  try {
    const t0 = performance.now();
    const rules = $("rules").value;
    const s = await api("/api/board/solve", { board: boardText(), moves: $("moves").value, rules });
    S.verdict = new Int8Array(S.rows * S.cols); S.reply = new Int32Array(S.rows * S.cols).fill(-1);
    for (let i = 0; i < S.rows * S.cols; i++) if (S.free[i]) S.verdict[i] = 1;
    for (const [r, c] of s.placer_wins) S.verdict[toIdx([r, c])] = 2;
    for (const [r, c, rr, rc] of s.winning_replies) S.reply[toIdx([r, c])] = toIdx([rr, rc]);
    S.counts = s; S.editing = false; S.selected = -1; S.why = null; S.whyOn = false;
    draw();
    // The result, not the solver: who wins where (the algorithm's name is for bigame analyze).
    const mover = s.free_cells - s.placer_wins_count;
    status("Solved in " + Math.round(performance.now() - t0) + " ms" + (rules === "edge" ? " (edge rules)" : "") + ": the player to move wins on "
      + count(mover, "free cell", "free cells") + " of " + number(s.free_cells) + ". " + Tap + " a cell for its answer" + (rules === "edge" ? "." : "; Why shows the reason."));
  } catch (e) { status(e.message, true); }
}
$("solve").onclick = () => { if (S.game && !S.game.over) return; if (S.game) { stopGame(); draw(); } solve(); };
