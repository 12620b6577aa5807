// The helpers of the end-to-end test (e2e.mjs and the steps in other files): checks, the
// command-line tool, the page's test hook, and the cells of the board canvas as window points
// and pixels (the canvas has a gutter for the row and column numbers: bigameState().origin).

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const { BIGAME, OUT } = process.env;

// --- helpers ----------------------------------------------------------------------------------

export class Failure extends Error {}
export function check(ok, what) {
  if (!ok) throw new Failure(what);
}
export function same(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  check(a === e, `${what}:\n  page: ${a}\n  cli:  ${e}`);
}
export function cli(...args) {
  return execFileSync(BIGAME, args, { encoding: "utf8", maxBuffer: 1 << 30 });
}
export function temp(name, text) {
  const file = path.join(OUT, name);
  fs.writeFileSync(file, text);
  return file;
}
export const state = (page) => page.evaluate(() => window.bigameState());
// Waits until no API request is in flight (and no engine turn is running).
export async function settle(page) {
  await page.waitForFunction(() => {
    const s = window.bigameState(true);
    return !s.busy && !s.gameBusy;
  });
}
// The window points (for page.mouse) of 1-based cells [[r, c], ...] of the board canvas, at
// fractions (fx, fy) of the cell. Where the cells are depends on the fonts, the window and
// what scrolled the page last (page.click scrolls its button into view), so they are read from
// the page every time: when a cell is not wholly inside the window, the page is first scrolled
// to centre the cells. Fails when a cell is still outside, or something else covers its point.
export async function cellPoints(page, cells, fx = 0.5, fy = 0.5) {
  const got = await page.evaluate(([cells, fx, fy]) => {
    const canvas = document.getElementById("board"), s = window.bigameState(true);
    const view = document.documentElement;
    const boxes = () => {
      const rect = canvas.getBoundingClientRect(), kx = canvas.clientWidth / canvas.width, ky = canvas.clientHeight / canvas.height;
      const w = s.cell * kx, h = s.cell * ky;
      const x0 = rect.left + canvas.clientLeft + s.origin[0] * kx, y0 = rect.top + canvas.clientTop + s.origin[1] * ky;
      return cells.map(([r, c]) => ({ left: x0 + (c - 1) * w, top: y0 + (r - 1) * h, w, h }));
    };
    const inside = (b) => b.left >= 0 && b.top >= 0 && b.left + b.w <= view.clientWidth && b.top + b.h <= view.clientHeight;
    let bs = boxes();
    if (!bs.every(inside)) {
      const left = Math.min(...bs.map((b) => b.left)), right = Math.max(...bs.map((b) => b.left + b.w));
      const top = Math.min(...bs.map((b) => b.top)), bottom = Math.max(...bs.map((b) => b.top + b.h));
      window.scrollBy({ left: (left + right - view.clientWidth) / 2, top: (top + bottom - view.clientHeight) / 2, behavior: "instant" });
      bs = boxes();
    }
    return bs.map((b, i) => {
      const x = b.left + fx * b.w, y = b.top + fy * b.h;
      const hit = document.elementFromPoint(x, y);
      return { x, y, cell: cells[i], inside: inside(b), hit: hit === canvas ? null : hit ? hit.id || hit.tagName : "nothing" };
    });
  }, [cells, fx, fy]);
  for (const p of got) {
    check(p.inside, `cell (${p.cell}) is outside the window even after scrolling: ${JSON.stringify(p)}`);
    check(p.hit === null, `cell (${p.cell}) is covered by ${p.hit} at (${p.x}, ${p.y})`);
  }
  return got.map(({ x, y }) => ({ x, y }));
}
export const cellPoint = async (page, r, c, fx = 0.5, fy = 0.5) => (await cellPoints(page, [[r, c]], fx, fy))[0];
export async function clickCell(page, r, c) {
  const p = await cellPoint(page, r, c);
  await page.mouse.click(p.x, p.y);
}
// The canvas pixel (in canvas coordinates) near the top-left of a cell, clear of marks and grid.
export async function cellColour(page, r, c) {
  return page.evaluate(([r, c]) => {
    const canvas = document.getElementById("board"), s = window.bigameState();
    const x = s.origin[0] + Math.floor((c - 1 + 0.25) * s.cell), y = s.origin[1] + Math.floor((r - 1 + 0.25) * s.cell);
    const d = canvas.getContext("2d").getImageData(x, y, 1, 1).data;
    return "#" + [d[0], d[1], d[2]].map((v) => v.toString(16).padStart(2, "0")).join("");
  }, [r, c]);
}
// How many pixels of the cursor's colour (#1565c0) the canvas shows in 1-based cell (r, c).
export async function cursorPixels(page, r, c) {
  return page.evaluate(([r, c]) => {
    const canvas = document.getElementById("board"), s = window.bigameState(true), n = s.cell;
    const d = canvas.getContext("2d").getImageData(s.origin[0] + (c - 1) * n, s.origin[1] + (r - 1) * n, n, n).data;
    let count = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === 0x15 && d[i + 1] === 0x65 && d[i + 2] === 0xc0) count++;
    return count;
  }, [r, c]);
}
// Moves the keyboard cursor of the focused board to 1-based (r, c) with the arrow keys.
export async function cursorTo(page, r, c) {
  let s = await state(page);
  for (let i = s.cursor[0]; i < r; i++) await page.keyboard.press("ArrowDown");
  for (let i = s.cursor[0]; i > r; i--) await page.keyboard.press("ArrowUp");
  for (let i = s.cursor[1]; i < c; i++) await page.keyboard.press("ArrowRight");
  for (let i = s.cursor[1]; i > c; i--) await page.keyboard.press("ArrowLeft");
  s = await state(page);
  same(s.cursor, [r, c], "the keyboard cursor");
}
// Pixels of colour "#rrggbb" in the board canvas's box (x, y, w, h) (canvas pixels).
export function colourPixels(page, colour, x, y, w, h) {
  return page.evaluate(([colour, x, y, w, h]) => {
    const d = document.getElementById("board").getContext("2d").getImageData(Math.round(x), Math.round(y), Math.round(w), Math.round(h)).data;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b) k++;
    return k;
  }, [colour, x, y, w, h]);
}
// The board position after applying a record's plies to its start (our own simulation).
export function positionAfter(rows, plies, moves) {
  const grid = rows.map((row) => row.split(""));
  let er = 0, ec = 0;
  grid.forEach((row, r) => row.forEach((ch, c) => { if (ch === ".") { er = r; ec = c; } }));
  for (const [x, y] of moves.slice(0, plies)) {
    grid[er][ec] = grid[x - 1][y - 1];
    grid[x - 1][y - 1] = ".";
    [er, ec] = [x - 1, y - 1];
  }
  return grid.map((row) => row.join(""));
}
export function parseRecord(text) {
  const t = text.trim().split(/\s+/);
  const n = Number(t[0]);
  const rows = t.slice(2, 2 + n);
  const k = Number(t[2 + n] || 0);
  const moves = [];
  for (let i = 0; i < 2 * k; i++) moves.push([Number(t[3 + n + 2 * i]), Number(t[4 + n + 2 * i])]);
  return { rows, moves };
}
// The mark the page must show for a ply of `bigame review --format json`.
export const markOf = (p) => (p.mistake ? "mistake" : p.opponent_winning_after ? "lose" : "win");

