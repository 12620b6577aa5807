// Free-cell boards: Solve (one /api/board/solve request) and the legend of the colours.
import { api } from "./api.js";
import { draw } from "./draw.js";
import { stopGame } from "./play.js";
import { $, COLOURS, S, cellName, count, status, toIdx } from "./state.js";
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
    legend(); draw();
    status("Solved in " + Math.round(performance.now() - t0) + " ms (" + s.algorithm + (rules === "edge" ? ", edge rules" : "") + ").");
  } catch (e) { status(e.message, true); }
}
export function legend() {
  const l = $("legend");
  if (!S.counts) { l.textContent = "Not solved yet."; return; }
  const mover = S.counts.free_cells - S.counts.placer_wins_count;
  l.textContent = "";
  const item = (colour, text) => {
    const d = document.createElement("div"), s = document.createElement("span");
    s.className = "sw"; s.style.background = colour; d.append(s, document.createTextNode(text)); l.append(d);
  };
  item(COLOURS.placer, count(S.counts.placer_wins_count, "cell", "cells") + ": the placer wins (the player to move loses; dark mark)");
  item(COLOURS.mover, count(mover, "cell", "cells") + ": the player to move wins (click or hover: the winning reply, pink)");
  item(COLOURS.blocked, count(S.rows * S.cols - S.counts.free_cells, "blocked cell", "blocked cells"));
}
// Forgets the solution (the board changed): its colours, legend and "Solved in" message.
export function unsolve() {
  if (S.verdict) status("");
  S.verdict = null; S.reply = null; S.counts = null; S.selected = -1; S.why = null; S.whyOn = false; legend();
}
// What a solved board says of cell i: who wins there and, for the player to move, how.
export function cellAnswer(i) {
  const name = cellName(i) + ": ";
  if (!S.free[i]) return name + "a blocked cell.";
  if (S.verdict[i] === 2) return name + "the placer wins here (the player to move loses, whatever the move).";
  const w = S.reply[i];
  return name + "the player to move wins" + (w >= 0 ? " by moving to " + cellName(w) + " (pink frame)." : ".");
}

$("solve").onclick = () => { if (S.game && !S.game.over) return; if (S.game) { stopGame(); draw(); } solve(); };
