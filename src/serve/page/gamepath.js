// The position of a free-cell game that the board shows: the latest, or an earlier one the
// user stepped back to (the move list, ←/→). Derived from the state, never changed here.
import { S } from "./state.js";

// The number of moves shown: every move, or the first `view` when stepping back.
export function shownPly(g = S.game) {
  if (!g) return 0;
  return g.view >= 0 && g.view < g.history.length ? g.view : g.history.length;
}
// Whether the board shows an earlier position than the game's latest.
export const steppedBack = (g = S.game) => !!g && !g.picking && shownPly(g) < g.history.length;
// The answers of the latest position (answers.js), or null: cell index → whether moving
// there wins.
export function answersShown(g = S.game) {
  return S.answersOn && g && g.answers && g.answers.plies === g.history.length ? g.answers.win : null;
}
// The start, then the moves shown (cell indices); empty before the token is placed.
export function shownPath(g = S.game) {
  if (!g || g.picking || g.start < 0) return [];
  return [g.start, ...g.history.slice(0, shownPly(g))];
}
