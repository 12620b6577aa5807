// The board edits that Undo edit (and Ctrl+Z) take back: a copy of the cells before each edit
// (a click, a drag, a key, Random, All free, New board, Load), newest last. No imports but the
// state: the caller puts a copy back.
import { S } from "./state.js";

const stack = [];
const LIMIT = 16000000;   // cells kept in all the copies together (a 1000 x 1000 board: 16 edits)
let kept = 0;
// Remembers the board as it is now, before an edit changes it. O(rows cols).
export function remember() {
  const cells = S.kind === "free" ? S.free.slice() : S.bunny.pieces.slice();
  stack.push({ kind: S.kind, rows: S.rows, cols: S.cols, cells });
  kept += cells.length;
  while (kept > LIMIT && stack.length > 1) kept -= stack.shift().cells.length;
}
// The last copy of this kind of board, taken off the stack; null if there is none.
export function takeBack() {
  if (!stack.length || stack[stack.length - 1].kind !== S.kind) return null;
  const last = stack.pop();
  kept -= last.cells.length;
  return last;
}
// Whether an edit of the board shown can be taken back.
export const canUndo = () => stack.length > 0 && stack[stack.length - 1].kind === S.kind;
// Forgets every copy (a switch of kind, a new Bunny board).
export function forget() { stack.length = 0; kept = 0; }
