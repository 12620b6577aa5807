// Puzzles on the board shown (vertex rules): the token on a free cell and the player to move,
// then either "find the winning move" (a cell where the player to move wins, with at least two
// moves) or "does the player to move win here?" (Yes / No), the kinds in turn. The answer is
// checked by the server (/api/board/solve, /api/move), then the Why view shows the reason.
import { api } from "./api.js";
import { draw } from "./draw.js";
import { stopGame } from "./play.js";
import { $, S, cellName, status, tapWord, toCell, toIdx } from "./state.js";
import { boardText } from "./text.js";
import { explainPuzzle } from "./why.js";

const moves = () => $("moves").value;
// The legal moves from cell i at the start of a game (cell indices).
async function legalFrom(i) {
  const pos = await api("/api/move", { board: boardText(), moves: moves(), rules: "vertex", start: toCell(i), history: [] });
  return pos.legal_moves.map(toIdx);
}
$("puzzle").onclick = async () => {
  if (S.game && !S.game.over) return;
  stopGame();
  $("rules").value = "vertex";
  const kind = S.puzzles++ % 2 === 0 ? "find" : "yesno";
  try {
    const sol = await api("/api/board/solve", { board: boardText(), moves: moves(), rules: "vertex" });
    const loses = new Set(sol.placer_wins.map(toIdx)), free = [];
    for (let i = 0; i < S.rows * S.cols; i++) if (S.free[i]) free.push(i);
    // Random candidates, each checked for enough moves; a "find" puzzle needs a winning cell.
    const pool = free.filter((i) => kind === "yesno" || !loses.has(i)).sort(() => Math.random() - 0.5).slice(0, 40);
    for (const token of pool) {
      const legal = await legalFrom(token);
      if (legal.length < (kind === "find" ? 2 : 1)) continue;
      S.puzzle = { kind, token, legal, wins: !loses.has(token), answered: false };
      S.why = null; draw();
      status(kind === "find"
        ? "Puzzle: the token is on " + cellName(token) + " and you are to move. Find the winning move: " + tapWord + " one of the green-framed cells."
        : "Puzzle: the token is on " + cellName(token) + ". Does the player to move win here? Answer Yes or No.");
      return;
    }
    status(kind === "find" ? "No puzzle here: no free cell with two moves or more wins for the player to move. Random draws another board." : "No puzzle here: no free cell has a move.", true);
  } catch (e) { status(e.message, true); }
};
// The answer to a "find" puzzle: a tap on cell i.
export async function puzzleClick(i) {
  const p = S.puzzle;
  if (p.answered || p.kind !== "find") return;
  if (!p.legal.includes(i)) { status(cellName(i) + " is not a move from " + cellName(p.token) + ": " + tapWord + " a green-framed cell.", true); return; }
  try {
    const after = await api("/api/move", { board: boardText(), moves: moves(), rules: "vertex", start: toCell(p.token), history: [toCell(i)] });
    if (S.puzzle !== p) return;
    p.answered = true; p.tried = i;
    const right = !after.winning;
    explainPuzzle(p, right ? "Right: " + cellName(i) + " wins (the opponent is left losing)." : "Not this one: after " + cellName(i) + " the opponent wins.");
  } catch (e) { status(e.message, true); }
}
function yesNo(yes) {
  const p = S.puzzle;
  if (!p || p.answered || p.kind !== "yesno") return;
  p.answered = true;
  explainPuzzle(p, (yes === p.wins ? "Right: " : "No: ") + "the player to move " + (p.wins ? "wins" : "loses") + " on " + cellName(p.token) + ".");
  draw();
}
$("pyes").onclick = () => yesNo(true);
$("pno").onclick = () => yesNo(false);
