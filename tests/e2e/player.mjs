// The steps of issue 43 (the page as a player enjoys it), run at 1366x768 and at phone width
// (390x844, touch) by e2e.mjs: coordinates on the board, a board that never moves, answers on
// a tap, the Edit tool and undo, the messages.

import fs from "node:fs";
import path from "node:path";
import { cellPoint, check, cli, same, settle, state, temp } from "./lib.mjs";

const { ROOT } = process.env;

// A tap at phone width, a click on the desktop, on 1-based cell (r, c).
export async function tap(page, r, c) {
  const p = await cellPoint(page, r, c);
  if (page.isPhone) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}
async function newBoard(page, rows, cols) {
  await page.fill("#rows", String(rows));
  await page.fill("#cols", String(cols));
  await page.click("#new");
}
async function load(page, text) {
  await page.fill("#text", text);
  await page.click("#load");
  await settle(page);
}
// How many dark (ink) pixels the canvas has in the box (x, y, w, h), canvas pixels.
function ink(page, x, y, w, h) {
  return page.evaluate(([x, y, w, h]) => {
    const d = document.getElementById("board").getContext("2d").getImageData(Math.round(x), Math.round(y), Math.round(w), Math.round(h)).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 128 && d[i + 1] < 128 && d[i + 2] < 128) n++;
    return n;
  }, [x, y, w, h]);
}

// Row numbers left of the cells and column numbers above them: every one on a small board,
// every 10th or so on a big one, each drawn (ink in the gutter at its row or column).
async function coordinates(page) {
  await newBoard(page, 8, 12);
  let s = await state(page);
  check(s.origin[0] >= 8 && s.origin[1] >= 10, `no gutter for the numbers: origin ${s.origin}`);
  same(s.axes.rows.map(([r]) => r), [1, 2, 3, 4, 5, 6, 7, 8], "the row numbers of an 8 x 12 board");
  same(s.axes.cols.map(([c]) => c), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "the column numbers of an 8 x 12 board");
  for (const [r, y] of s.axes.rows) {
    same(y, s.origin[1] + (r - 0.5) * s.cell, `row ${r}'s number at its row`);
    check(await ink(page, 0, y - s.cell / 2, s.origin[0], s.cell) > 3, `row ${r}'s number is not drawn`);
  }
  for (const [c, x] of s.axes.cols) check(await ink(page, x - s.cell / 2, 0, s.cell, s.origin[1]) > 3, `column ${c}'s number is not drawn`);
  // The numbers agree with the messages: a cell clicked is named by its row and column.
  await newBoard(page, 200, 300);
  s = await state(page);
  const rows = s.axes.rows.map(([r]) => r), cols = s.axes.cols.map(([c]) => c);
  check(rows.length >= 4 && rows.length < 200 && rows.every((r) => r >= 1 && r <= 200), `the row numbers of a 200 x 300 board: ${rows}`);
  check(cols.length >= 3 && cols.length < 300 && cols.every((c) => c >= 1 && c <= 300), `the column numbers of a 200 x 300 board: ${cols}`);
  const gap = cols[2] - cols[1];
  check([10, 20, 50, 100].includes(gap) && cols.slice(1).every((c) => c % gap === 0), `round column numbers: ${cols}`);
}

// The board's top stays where it is through a whole game and its messages (one line or
// four), Solve, and an error message.
async function boardStill(page) {
  await load(page, fs.readFileSync(path.join(ROOT, "examples/garden.txt"), "utf8"));
  const top = () => page.evaluate(() => document.getElementById("board").getBoundingClientRect().top + window.scrollY);
  const tops = [], statuses = [];
  const look = async () => { tops.push(await top()); statuses.push((await state(page)).status); };
  await look();
  await page.click("#solve");
  await settle(page);
  await look();
  await page.click("#play");
  await settle(page);
  await look();
  await page.click("#hint");
  await look();
  let s = await state(page);
  await tap(page, ...s.game.hint);
  await settle(page);
  await look();
  for (let moves = 0; moves < 40; moves++) {
    s = await state(page);
    if (s.game.over) break;
    await tap(page, ...s.game.pos.engine_move);
    await settle(page);
    await look();
  }
  s = await state(page);
  check(s.game.over, "the game did not end");
  await page.click("#stop");
  await look();
  check(new Set(statuses).size >= 4, `too few different messages to tell: ${statuses}`);
  check(tops.every((t) => t === tops[0]), `the board moved: tops ${tops} for the messages ${JSON.stringify(statuses)}`);
}

// Pink pixels (the winning reply's frame, #cc79a7) in 1-based cell (r, c).
function pinkPixels(page, r, c) {
  return page.evaluate(([r, c]) => {
    const s = window.bigameState(true), n = s.cell;
    const d = document.getElementById("board").getContext("2d").getImageData(s.origin[0] + (c - 1) * n, s.origin[1] + (r - 1) * n, n, n).data;
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === 0xcc && d[i + 1] === 0x79 && d[i + 2] === 0xa7) k++;
    return k;
  }, [r, c]);
}
const GARDEN = () => fs.readFileSync(path.join(ROOT, "examples/garden.txt"), "utf8");
// On a solved board a tap (or click) shows the cell's answer and keeps the solution; Edit
// cells makes taps edit; an edit clears "Solved in"; Undo edit and Ctrl+Z take edits back.
async function tapAnswers(page) {
  await load(page, GARDEN());
  const before = (await state(page)).board;
  await page.click("#solve");
  await settle(page);
  let s = await state(page);
  check(s.solved && s.status.startsWith("Solved in"), `not solved: ${s.status}`);
  same(await page.getAttribute("#edit", "aria-pressed"), "false", "Edit cells after Solve");
  const [mr, mc] = s.moverWins.find(([r, c]) => r > 1 && c > 1) || s.moverWins[0];
  await tap(page, mr, mc);
  s = await state(page);
  check(s.solved && s.board === before, "a tap on a solved board changed it");
  const m = /^\((\d+), (\d+)\): the player to move wins by moving to \((\d+), (\d+)\)/.exec(s.status);
  check(m && Number(m[1]) === mr && Number(m[2]) === mc, `the answer of (${mr}, ${mc}): ${s.status}`);
  const [rr, rc] = [Number(m[3]), Number(m[4])];
  check(Math.abs(rr - mr) + Math.abs(rc - mc) === 1, `the reply (${rr}, ${rc}) is not a rook step from (${mr}, ${mc})`);
  check(await pinkPixels(page, rr, rc) > 10, `no pink frame on the reply (${rr}, ${rc}) after a tap`);
  const [pr, pc] = s.placerWins[0];
  await tap(page, pr, pc);
  s = await state(page);
  check(s.solved && s.status === `(${pr}, ${pc}): the placer wins here (the player to move loses, whatever the move).`, `the answer of (${pr}, ${pc}): ${s.status}`);
  // The Edit cells tool: a tap edits, the solution and its "Solved in" go.
  await page.click("#edit");
  same(await page.getAttribute("#edit", "aria-pressed"), "true", "Edit cells after a click on it");
  await tap(page, mr, mc);
  s = await state(page);
  check(!s.solved && s.board !== before, "a tap with Edit cells did not edit");
  check(!s.status.includes("Solved in"), `"Solved in" after an edit: ${s.status}`);
  check(!(await page.isDisabled("#undoedit")), "Undo edit is disabled after an edit");
  await page.click("#undoedit");
  s = await state(page);
  same(s.board, before, "the board after Undo edit");
  // Two edits, taken back by Ctrl+Z (on the board) or the button (no keyboard on a phone).
  await tap(page, 1, 1);
  await tap(page, 2, 2);
  const undo = async () => { if (page.isPhone) await page.click("#undoedit"); else { await page.focus("#board"); await page.keyboard.press("Control+z"); } };
  await undo();
  await undo();
  s = await state(page);
  same(s.board, before, "the board after undoing two edits");
  // Random is an edit too.
  await page.click("#random");
  check((await state(page)).board !== before, "Random changed nothing");
  await page.click("#undoedit");
  same((await state(page)).board, before, "the board after undoing Random");
  // So is Load: the board before it was the first, all free 8 x 12.
  await page.click("#undoedit");
  same((await state(page)).board, "8 12\n" + "............\n".repeat(8), "the board after undoing Load");
  check(await page.isDisabled("#undoedit"), "Undo edit is enabled with nothing to undo");
}

// [name, step]: run at both sizes.
export const playerSteps = [
  ["row and column numbers on the board", coordinates],
  ["the board never moves", boardStill],
  ["a tap on a solved board shows the answer; the Edit tool and undo", tapAnswers],
];
