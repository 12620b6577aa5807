// Answers during a free-cell game, on request: with the Answers toggle on, every legal move of
// the player to move is framed green (it wins: the opponent is left losing) or red, dashed (it
// loses against best play). One /api/move request per legal move (at most 8: one step of a
// king or a knight), asked once per position, only while the toggle is on.
import { api } from "./api.js";
import { draw } from "./draw.js";
import { $, S, status, toCell, toIdx } from "./state.js";
import { boardText } from "./text.js";

// Asks for the answers of the game's latest position, unless known or not wanted.
export async function showAnswers(g = S.game) {
  if (!S.answersOn || !g || g.picking || g.over || g.busy || !g.pos) return;
  const plies = g.history.length;
  if (g.answers && g.answers.plies === plies) return;
  const cells = g.pos.legal_moves, history = g.history.map(toCell);
  try {
    const after = await Promise.all(cells.map((c) => api("/api/move", { board: boardText(), moves: g.moves, rules: g.rules, start: toCell(g.start), history: [...history, c] })));
    if (S.game !== g || g.history.length !== plies) return;
    // A move wins when the player to move after it (the opponent) is losing.
    g.answers = { plies, win: new Map(cells.map((c, k) => [toIdx(c), !after[k].winning])) };
  } catch (e) { if (S.game === g) status(e.message, true); return; }
  draw();
}
$("answers").onclick = () => {
  S.answersOn = !S.answersOn;
  $("answers").setAttribute("aria-pressed", String(S.answersOn));
  $("answers").textContent = S.answersOn ? "Answers: on" : "Answers: off";
  if (S.answersOn) status("Answers: a green frame wins, a red dashed frame loses against best play.");
  draw(); showAnswers();
};
