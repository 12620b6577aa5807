// The steps of issue 43 (the page as a player enjoys it), run at 1366x768 and at phone width
// (390x844, touch) by e2e.mjs: coordinates on the board, a board that never moves, answers on
// a tap, the Edit tool and undo, the messages.

import fs from "node:fs";
import path from "node:path";
import { cellPoint, check, cli, colourPixels, same, settle, state, temp } from "./lib.mjs";

const { ROOT } = process.env;

// A tap at phone width, a click on the desktop, on 1-based cell (r, c).
export async function tap(page, r, c) {
  const p = await cellPoint(page, r, c);
  if (page.isPhone) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}
// Starts a game (the side picked in the Play panel) and places the token where Hint says.
export async function startByHint(page) {
  await page.click("#play");
  await settle(page);
  await page.click("#hint");
  await tap(page, ...(await state(page)).game.hint);
  await settle(page);
}
export async function newBoard(page, rows, cols) {
  await page.fill("#rows", String(rows));
  await page.fill("#cols", String(cols));
  await page.click("#new");
}
export async function load(page, text) {
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
export const GARDEN = () => fs.readFileSync(path.join(ROOT, "examples/garden.txt"), "utf8");
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

// The messages: the server gone, a refused Load on either kind (and no console error for it:
// the harness fails on any), a and an, thousands separators, the end of a Bunny game.
async function messages(page) {
  // The server gone: every API request fails to connect (the errors this step expects: the
  // harness checks the rest at the end).
  page.allowed = [/request failed: .*\/api\/board\/solve/, /Failed to load resource/];
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.click("#solve");
  await settle(page);
  let s = await state(page);
  check(s.statusError && s.status.startsWith("The server has stopped") && !s.status.includes("fetch"), `the server gone: ${s.status}`);
  await page.unroute("**/api/**");
  // A refused Load on the free-cell kind speaks of a board.
  await load(page, "2 3\n.X.\n...\n");
  s = await state(page);
  check(s.statusError && s.kind === "free" && s.status.startsWith("Cannot read the board: line 2:2: unknown cell 'X'"), `a refused Load of a free-cell board: ${s.status}`);
  await load(page, "8 12\n" + "............\n".repeat(8));
  s = await state(page);
  same(s.status, "Loaded an 8 x 12 board.", "the Load message of an 8 x 12 board");
  await newBoard(page, 600, 500);
  await page.click("#solve");
  await settle(page);
  const legend = await page.textContent("#legend");
  check(legend.includes("300,000 cells: the player to move wins"), `thousands separators in the legend: ${legend}`);
  // A Bunny game that ends after the first player's move: nobody's move comes next.
  await load(page, "1 2\nO.\n");
  s = await state(page);
  same([s.kind, s.status], ["bunny", "Loaded a 1 x 2 board."], "a Bunny board loaded on the free-cell kind");
  await page.check("input[name=bside][value=first]");
  await page.click("#bplay");
  await settle(page);
  await tap(page, 1, 1);
  await settle(page);
  s = await state(page);
  check(s.game.over && s.status.startsWith("You win!"), `the 1 x 2 game: ${s.status}`);
  const info = await page.textContent("#plyinfo");
  check(!info.includes("comes next") && info.includes("the second player cannot move"), `the last ply of an ended game: ${info}`);
  await page.click("#bstop");
  const after = await page.textContent("#plyinfo");
  check(!after.includes("comes next"), `the last ply after Stop: ${after}`);
  // A refused Load on the Bunny kind speaks of a record.
  await load(page, "1 3\nXO.\n1\n1 1\n");
  s = await state(page);
  check(s.statusError && s.kind === "bunny" && s.status.startsWith("Cannot read the Bunny-and-Egg record: line "), `a refused Load of a record: ${s.status}`);
}

// Issue 41's rules switch: Solve under the edge rules equals `bigame board --game edge`, under
// the vertex rules `bigame board`; a game under the edge rules comes back to its start along
// new passages, which are drawn.
async function edgeRules(page) {
  const garden = path.join(ROOT, "examples/garden.txt");
  await load(page, GARDEN());
  for (const [rules, args] of [["edge", ["--game", "edge"]], ["vertex", []]]) {
    await page.selectOption("#rules", rules);
    await page.click("#solve");
    await settle(page);
    const s = await state(page);
    const want = JSON.parse(cli("board", garden, "--format", "json", ...args));
    check(s.solved, `not solved under the ${rules} rules: ${s.status}`);
    same(s.placerWins, want.placer_wins, `the placer's cells under the ${rules} rules`);
  }
  // A 2 x 2 board: under the edge rules the player to move loses everywhere (4 of 4).
  await page.selectOption("#rules", "edge");
  await load(page, "2 2\n..\n..\n");
  await page.click("#solve");
  await settle(page);
  let s = await state(page);
  same(s.placerWins, [[1, 1], [1, 2], [2, 1], [2, 2]], "the placer's cells of a 2 x 2 board, edge rules");
  await page.click("#play");
  await settle(page);
  s = await state(page);
  same([s.game.rules, s.game.side], ["edge", "second"], "the rules and the side of an edge game on 2 x 2");
  check(s.status.startsWith("Edge rules (no passage twice). With perfect play the second player wins"), `the opening: ${s.status}`);
  await page.click("#hint");
  s = await state(page);
  const start = s.game.hint;
  await tap(page, ...start);
  await settle(page);
  for (let moves = 0; moves < 8; moves++) {
    s = await state(page);
    if (s.game.over) break;
    await page.click("#hint");
    s = await state(page);
    await tap(page, ...s.game.hint);
    await settle(page);
  }
  s = await state(page);
  check(s.game.over && s.status.startsWith("You win!"), `the edge game on 2 x 2: ${s.status}`);
  same(s.game.history.length, 4, "the plies of the edge game round the 2 x 2 board");
  same(s.game.history[3], start, "the token back on its start");
  // Each passage drawn: the line's colour at the middle of the side between its two cells.
  const path4 = [start, ...s.game.history];
  for (let t = 1; t < path4.length; t++) {
    const [a, b] = [path4[t - 1], path4[t]];
    const x = s.origin[0] + ((a[1] + b[1]) / 2 - 0.5) * s.cell, y = s.origin[1] + ((a[0] + b[0]) / 2 - 0.5) * s.cell;
    check(await colourPixels(page, "#7b3294", x - 3, y - 3, 6, 6) > 10, `the passage ${a} - ${b} is not drawn`);
  }
}

// The Why view: Solve asks nothing of /api/board/why; with Why on, a tap on a winning cell
// shows one maximum matching covering every winning cell and the cell's partner (its winning
// reply), a tap on a losing cell the even alternating path from an unmatched cell, drawn.
async function whyView(page) {
  const asked = [];
  page.on("request", (r) => { if (r.url().includes("/api/board/why")) asked.push(r.url()); });
  await load(page, GARDEN());
  check(await page.isDisabled("#why"), "Why is enabled before Solve");
  await page.click("#solve");
  await settle(page);
  same(asked.length, 0, "requests for the Why view during Solve");
  let s = await state(page);
  await page.click("#why");
  same(await page.getAttribute("#why", "aria-pressed"), "true", "Why after a click on it");
  const [mr, mc] = s.moverWins.find(([r, c]) => r > 1 && c > 1) || s.moverWins[0];
  await tap(page, mr, mc);
  await settle(page);
  s = await state(page);
  check(s.why && s.why.wins, `no reason for (${mr}, ${mc}): ${s.status}`);
  same(s.why.cell, [mr, mc], "the cell explained");
  const key = ([r, c]) => r + "," + c;
  const mate = new Map();
  for (let k = 0; k < s.why.pairs.length; k += 2) { mate.set(key(s.why.pairs[k]), s.why.pairs[k + 1]); mate.set(key(s.why.pairs[k + 1]), s.why.pairs[k]); }
  check(s.moverWins.every((c) => mate.has(key(c))), "a winning cell is not in the matching");
  same(mate.get(key([mr, mc])), s.why.partner, "the partner is the matching's");
  check(s.status.includes("every maximum matching") && s.status.includes(`partner (${s.why.partner[0]}, ${s.why.partner[1]})`), `the reason of a winning cell: ${s.status}`);
  // A losing cell that the matching covers: its path goes to a cell the matching leaves out.
  const lose = s.placerWins.find((c) => mate.has(key(c))) || s.placerWins[0];
  await tap(page, ...lose);
  await settle(page);
  s = await state(page);
  check(s.why && !s.why.wins, `no reason for the losing (${lose}): ${s.status}`);
  same(s.why.path[0], lose, "the path's first cell");
  const end = s.why.path.at(-1);
  check(s.why.path.length % 2 === 1 && !s.why.pairs.some((c) => key(c) === key(end)), `the path ${JSON.stringify(s.why.path)} does not end at an unmatched cell`);
  if (s.why.path.length > 1) {
    check(s.status.includes("alternating path"), `the reason of a losing cell: ${s.status}`);
    const [a, b] = s.why.path;
    const x = s.origin[0] + ((a[1] + b[1]) / 2 - 0.5) * s.cell, y = s.origin[1] + ((a[0] + b[0]) / 2 - 0.5) * s.cell;
    check(await colourPixels(page, "#000000", x - 2, y - 2, 4, 4) > 2, `the path's first step ${a} - ${b} is not drawn`);
  }
  check(s.solved, "the Why view lost the solution");
  await page.click("#why");
  s = await state(page);
  check(!s.why, "the reason stays after Why is off");
  // During a game, Hint shows the same for the position: the matching of the cells left (no
  // visited cell in it) and the token's partner, which the hint names.
  await startByHint(page);
  await page.click("#hint");
  await settle(page);
  s = await state(page);
  const token = s.game.history.length ? s.game.history.at(-1) : s.game.start;
  check(s.why && s.why.wins && key(s.why.cell) === key(token), `no reason for the game's position: ${s.status}`);
  same(s.game.hint, s.why.partner, "the hint is the token's partner");
  const visited = [s.game.start, ...s.game.history].filter((c) => key(c) !== key(token)).map(key);
  check(!s.why.pairs.some((c) => visited.includes(key(c))), "a visited cell in the game's matching");
  check(s.status.startsWith("You are winning: move to") && s.status.includes("every maximum matching"), `the game's hint: ${s.status}`);
  await tap(page, ...s.game.hint);
  await settle(page);
  check(!(await state(page)).why, "the reason stays after a move");
}

// Two people at one screen: no engine move, the same move list, Hint for the player to move,
// both players' mistakes at the end; the game's link replays it in a new page.
async function friendGame(page) {
  await load(page, "1 5\n.....\n");
  await page.check("input[name=side][value=friend]");
  await page.click("#play");
  await settle(page);
  let s = await state(page);
  check(s.status.includes("Two players at this screen") && s.status.endsWith(`Second player: ${page.isPhone ? "tap" : "click"} a free cell to place the token; Hint names a winning one.`), `the opening: ${s.status}`);
  await page.click("#hint");
  s = await state(page);
  check([[1, 1], [1, 3], [1, 5]].some((c) => JSON.stringify(c) === JSON.stringify(s.game.hint)), `the placement hint ${s.game.hint}`);
  // The second player places the token on (1, 2): the player to move wins there, a mistake.
  await tap(page, 1, 2);
  await settle(page);
  s = await state(page);
  same(s.game.history, [], "no engine move after the placement");
  check(s.status.startsWith("That threw away the second player's win: (1, 1) would have won. The first player's move"), `after the placement: ${s.status}`);
  await page.click("#hint");
  s = await state(page);
  check(["1,1", "1,3"].includes(String(s.game.hint)), `the first player's hint: ${s.game.hint}`);
  await tap(page, 1, 1);
  await settle(page);
  s = await state(page);
  check(s.game.over, `the game is not over: ${s.status}`);
  same(s.status, "The first player wins: the second player has no move. The first player made none; the second player made 1 mistake (the placement). Copy the link under the moves to replay the game.", "the end of a game between two people");
  same(s.game.moveList, ["Start: the second player placed the token on (1, 2). — a mistake: (1, 1) would have won", "first: (1, 1)"], "the move list");
  const link = await page.inputValue("#gamelink");
  check(link.includes("#") && link.includes("g=1%2C2%3B1%2C1"), `the link: ${link}`);
  // The link, opened: the board, the game replayed, the mistakes counted again.
  await page.goto(link);
  await page.waitForFunction(() => typeof window.bigameState === "function");
  await page.waitForFunction(() => { const g = window.bigameState().game; return g && g.over; });
  s = await state(page);
  same([s.board, s.game.start, s.game.history, s.game.mistakes], ["1 5\n.....\n", [1, 2], [[1, 1]], [0]], "the game replayed from its link");
  // Opened at the start, to step through; End shows the last move and the game's end.
  same(s.game.view, 0, "the move a link opens at");
  check(s.status.startsWith("Move 0 of 1: the start, (1, 2)."), `the opened link's message: ${s.status}`);
  await page.click("#gnext");
  s = await state(page);
  same(s.game.view, 1, "the move shown after Next");
  check(s.status.startsWith("The first player wins"), `the replayed game's end: ${s.status}`);
  // A longer game on the garden board under the edge rules, through its link as well.
  await page.goto(link.split("#")[0]);
  await page.waitForFunction(() => typeof window.bigameState === "function");
  await load(page, GARDEN());
  await page.selectOption("#rules", "edge");
  await page.check("input[name=side][value=friend]");
  await startByHint(page);
  for (let t = 0; t < 6; t++) {
    s = await state(page);
    if (s.game.over) break;
    await tap(page, ...s.game.pos.legal_moves[0]);
    await settle(page);
  }
  s = await state(page);
  const played = { start: s.game.start, history: s.game.history, mistakes: s.game.mistakes, over: s.game.over };
  await page.goto(await page.inputValue("#gamelink"));
  await page.waitForFunction(() => typeof window.bigameState === "function");
  await page.waitForFunction((n) => { const g = window.bigameState().game; return g && g.history.length === n && !g.busy; }, played.history.length);
  await settle(page);
  s = await state(page);
  same({ start: s.game.start, history: s.game.history, mistakes: s.game.mistakes, over: s.game.over }, played, "the edge game replayed from its link");
  same(s.rules, "edge", "the rules of the linked game");
}

// [name, step]: run at both sizes.
export const playerSteps = [
  ["row and column numbers on the board", coordinates],
  ["the board never moves", boardStill],
  ["a tap on a solved board shows the answer; the Edit tool and undo", tapAnswers],
  ["the messages", messages],
  ["the vertex and edge rules", edgeRules],
  ["the Why view", whyView],
  ["two players at one screen, and a game's link", friendGame],
];
