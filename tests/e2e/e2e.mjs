// End-to-end test of the page of `bigame serve` in Debian's chromium, driven by playwright-core.
// Run by run.sh: node e2e.mjs URL, with BIGAME (the CLI binary), ROOT (the repository) and OUT
// (a folder for screenshots) in the environment.
//
// Each step loads the page afresh and fails on any console error or page error. The page's
// answers are compared with the command-line tool's (`bigame board`, `bigame review`), through
// the page's read-only test hook window.bigameState() and the pixels of its canvas.

import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Failure, cellColour, cellPoint, cellPoints, check, clickCell, cli, cursorPixels, cursorTo,
  same, settle, state, temp } from "./lib.mjs";
import { bunnyDrawRecordReview, bunnyPlay, replayRecord } from "./bunny.mjs";
import { learnerSteps } from "./learner.mjs";
import { playerSteps } from "./player.mjs";

const URL = process.argv[2];
const { BIGAME, ROOT, OUT } = process.env;
if (!URL || !BIGAME || !ROOT || !OUT) {
  console.error("usage: BIGAME=... ROOT=... OUT=... node e2e.mjs URL (see run.sh)");
  process.exit(2);
}
// The judge records the tests use, kept in the repository (tests/data/README.md).
const DATA = path.join(ROOT, "tests/data");

// --- the steps ----------------------------------------------------------------------------------

// Draws a 4 x 6 board by clicking cells, solves it (rook and king moves) and compares the
// coloured cells with `bigame board FILE --format json`.
async function drawAndSolve(page) {
  await page.fill("#rows", "4");
  await page.fill("#cols", "6");
  await page.click("#new");
  const blocked = [[1, 2], [2, 4], [3, 1], [3, 5], [4, 3]];
  for (const [r, c] of blocked) await clickCell(page, r, c);
  // A drag blocks a run of cells: (1,5) to (1,6), then a click frees (1,6) again.
  const [a, b] = await cellPoints(page, [[1, 5], [1, 6]]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await clickCell(page, 1, 6);
  blocked.push([1, 5]);
  const rows = [];
  for (let r = 1; r <= 4; r++) {
    let row = "";
    for (let c = 1; c <= 6; c++) row += blocked.some(([br, bc]) => br === r && bc === c) ? "#" : ".";
    rows.push(row);
  }
  const text = `4 6\n${rows.join("\n")}\n`;
  let s = await state(page);
  same(s.board, text, "the drawn board");
  const file = temp("drawn.txt", text);
  for (const moves of ["rook", "king"]) {
    await page.selectOption("#moves", moves);
    await page.click("#solve");
    await settle(page);
    s = await state(page);
    check(s.solved, `not solved (${moves}): ${s.status}`);
    const want = JSON.parse(cli("board", file, "--format", "json", "--moves", moves));
    same(s.placerWins, want.placer_wins, `placer-winning cells, ${moves} moves`);
    same(s.placerWins.length + s.moverWins.length, want.free_cells, `free cells, ${moves} moves`);
    // The pixels: orange where the placer wins, blue where the mover wins, dark where blocked.
    for (let r = 1; r <= 4; r++) {
      for (let c = 1; c <= 6; c++) {
        const placer = want.placer_wins.some(([pr, pc]) => pr === r && pc === c);
        const colour = rows[r - 1][c - 1] === "#" ? "#333333" : placer ? "#e69f00" : "#0072b2";
        same(await cellColour(page, r, c), colour, `the colour of (${r}, ${c}), ${moves} moves`);
      }
    }
    const legend = await page.textContent("#legend");
    check(legend.includes(`${want.placer_wins_count} cells: the placer wins`), `legend: ${legend}`);
  }
  // One of a kind is singular: a lone free cell (the placer wins there) beside a blocked one.
  await page.fill("#text", "1 2\n.#\n");
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.click("#solve");
  await settle(page);
  const legend = await page.textContent("#legend");
  for (const part of ["1 cell: the placer wins", "0 cells: the player to move wins", "1 blocked cell"]) {
    check(legend.includes(part), `legend of a 1 x 2 board: ${legend}`);
  }
}

// Plays the user's side of a free-cell game to its end, following the hints (so the user wins
// whenever the position allows it): after each click the page shows no tooltip over the board.
async function followHints(page) {
  let userMoves = 0;
  for (let turn = 0; turn < 200; turn++) {
    let s = await state(page);
    if (s.game.over) break;
    check(s.game.pos.winning, `the user should be winning: ${s.status}`);
    await page.click("#hint");
    s = await state(page);
    check(s.game.hint, "no hint");
    await clickCell(page, ...s.game.hint);
    await settle(page);
    same((await state(page)).tip, false, "a tooltip during play");
    userMoves++;
  }
  return userMoves;
}

// Plays to the end against the engine by clicking, on the shipped garden board, with the side
// the page picks by default (the one that can win): the page says who wins with perfect play
// and gives the user the second player (13 of 71 free cells lose for the player to move, as
// `bigame board` says); Play clears Solve's colours and disables Solve; no tooltip shows over
// the cells; the user places the token where Hint says and follows the hints to a win with no
// mistakes; every move is listed under the board. Then the start button works again at once
// (no Stop): Undo goes on with the game, and after a second win a new game starts.
async function playByClicking(page) {
  const garden = path.join(ROOT, "examples/garden.txt");
  const want = JSON.parse(cli("board", garden, "--format", "json"));
  await page.fill("#text", fs.readFileSync(garden, "utf8"));
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.click("#solve");
  await settle(page);
  let s = await state(page);
  same(s.placerWins, want.placer_wins, "the solved garden board");
  // A solved board shows a tooltip on hover (the checks during play would see it).
  const [hr, hc] = s.moverWins[0];
  const hp = await cellPoint(page, hr, hc, 0.6, 0.6);
  await page.mouse.move(hp.x, hp.y);
  check((await state(page)).tip, "no tooltip over a solved board");
  const [pr, pc] = want.placer_wins[0];
  same(await cellColour(page, pr, pc), "#e69f00", `the colour of (${pr}, ${pc}) after Solve`);
  await page.click("#play");
  await settle(page);
  s = await state(page);
  same([s.game.chosen, s.game.side], ["auto", "second"], "the side that can win on garden.txt");
  check(s.status.startsWith(`With perfect play the second player wins: the player to move loses on ${want.placer_wins_count} free cells of ${want.free_cells}, and the placer puts the token on one. You are the second player:`),
    `the opening: ${s.status}`);
  check(!s.solved, "Solve's colours stay on during play");
  same(await cellColour(page, pr, pc), "#e6e6e6", `the colour of (${pr}, ${pc}) during play`);
  check(await page.isDisabled("#solve"), "Solve is enabled during play");
  same(s.tip, false, "a tooltip after Play");
  await page.mouse.move(hp.x, hp.y + 1);
  same((await state(page)).tip, false, "a tooltip over a cell during play");
  // Hint names a start where the player to move loses.
  await page.click("#hint");
  s = await state(page);
  check(s.game.hint && want.placer_wins.some(([r, c]) => r === s.game.hint[0] && c === s.game.hint[1]), `the start hint ${s.game.hint}`);
  const start = s.game.hint;
  await clickCell(page, ...start);
  await settle(page);
  same((await state(page)).tip, false, "a tooltip after the placement");
  const userMoves = await followHints(page);
  s = await state(page);
  check(s.game.over, "the game did not end");
  check(userMoves > 0, "the user made no move");
  check(/^You win! .*You made no mistakes\./.test(s.status), `end message: ${s.status}`);
  same(s.game.pos.winner, s.game.side, "the winner");
  // The move list: the start, then every ply by whom, the last in bold.
  check(await page.isVisible("#movelist"), "no move list");
  same(s.game.moveList.length, s.game.history.length + 1, "the move list's length");
  same(s.game.moveList[0], `Start: you placed the token on (${start[0]}, ${start[1]}).`, "the move list's start");
  s.game.history.forEach(([r, c], t) => {
    same(s.game.moveList[t + 1], `${t % 2 === 0 ? "engine" : "you"}: (${r}, ${c})`, `move ${t + 1} in the list`);
  });
  same(await page.textContent("#movelist li.last"), s.game.moveList.at(-1), "the last move in bold");
  // The game is over: the start button and Solve work again, without Stop.
  check(!(await page.isDisabled("#play")), "Pick a start cell stays disabled after the game");
  check(!(await page.isDisabled("#solve")), "Solve stays disabled after the game");
  // Undo takes back the user's last move and the engine's reply: the game goes on.
  await page.click("#undo");
  await settle(page);
  s = await state(page);
  check(!s.game.over && s.game.pos.legal_moves.length > 0, `undo: ${s.status}`);
  check(await page.isDisabled("#play"), "the start button is enabled while a game is on");
  await followHints(page);
  s = await state(page);
  check(s.game.over && s.status.startsWith("You win!"), `the game after undo: ${s.status}`);
  await page.click("#play");
  await settle(page);
  s = await state(page);
  check(s.game.picking && s.game.history.length === 0 && s.game.start === null, `a new game after the end: ${JSON.stringify(s.game)}`);
  check(s.status.startsWith("With perfect play the second player wins"), `the new game's opening: ${s.status}`);
  same(s.game.moveList, ["No moves yet: place the token."], "the move list of a new game");
}

// A placement that loses for the user, when a winning one exists, is a mistake like any move:
// on a 1x5 corridor (the player to move loses on (1, 1), (1, 3), (1, 5)) the user places the
// token on (1, 2); the page says so at once, lists it, and Undo takes it back; played to the
// end, the count is the CLI's (`bigame play` on the same moves). Moving first, a start where
// the player to move loses is the mistake; on a board with a perfect matching the side that
// can win is the first player.
async function placementMistake(page) {
  const corridor = "1 5\n.....\n";
  await page.fill("#text", corridor);
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.click("#play");
  await settle(page);
  let s = await state(page);
  same(s.game.side, "second", "the side that can win on a 1 x 5 corridor");
  await clickCell(page, 1, 2);
  await settle(page);
  s = await state(page);
  same(s.game.mistakes, [0], "the placement counted as a mistake");
  // The mistake first, then the engine's move, then what to do.
  check(/^That threw away your win: \(1, 1\) would have won\. The engine played \(\d+, \d+\)\. Your move/.test(s.status), `after the placement: ${s.status}`);
  same(s.game.moveList[0], "Start: you placed the token on (1, 2). — a mistake: (1, 1) would have won", "the placement in the move list");
  // Undo before the user's first move takes the placement back, and its mistake.
  await page.click("#undo");
  s = await state(page);
  check(s.game.picking && s.game.start === null, `undo of the placement: ${JSON.stringify(s.game)}`);
  same(s.game.mistakes, [], "the mistakes after undoing the placement");
  await clickCell(page, 1, 2);
  await settle(page);
  for (let turn = 0; turn < 10; turn++) {
    s = await state(page);
    if (s.game.over) break;
    await clickCell(page, ...s.game.pos.legal_moves[0]);
    await settle(page);
  }
  s = await state(page);
  check(s.game.over, "the corridor game did not end");
  check(s.status.startsWith("The engine wins: you have no move. You made 1 mistake (the placement). "), `end message: ${s.status}`);
  same(s.game.mistakes, [0], "the mistakes at the end");
  // The CLI, given the same placement and moves, counts the same.
  const mine = s.game.history.filter((_, t) => t % 2 === 1).map(([r, c]) => `${r} ${c}`);
  const out = execFileSync(BIGAME, ["play", temp("corridor.txt", corridor), "--color", "never"],
    { input: ["1 2", ...mine].join("\n") + "\n", encoding: "utf8" });
  check(out.includes("You made 1 mistake (the placement):\n  the placement: 1 2 (1 1 would have won)\n"), `bigame play:\n${out}`);
  // Moving first, the user places the token too: a start where the mover loses is the mistake.
  await page.check("input[name=side][value=first]");
  await page.click("#play");
  await settle(page);
  await clickCell(page, 1, 3);
  await settle(page);
  s = await state(page);
  same([s.game.side, s.game.mistakes], ["first", [0]], "a losing start for the first player");
  same(s.game.moveList[0], "Start: you placed the token on (1, 3). — a mistake: (1, 2) would have won", "the first player's start in the move list");
  // A perfect matching: the player to move wins everywhere, the first player can win. The
  // game above goes on: the board is locked until Stop.
  await page.click("#stop");
  await page.fill("#text", "2 2\n..\n..\n");
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.check("input[name=side][value=auto]");
  await page.click("#play");
  await settle(page);
  s = await state(page);
  same(s.game.side, "first", "the side that can win on a 2 x 2 board");
  check(s.status.startsWith("With perfect play the first player wins: the player to move wins on every free cell. You move first"), `the opening: ${s.status}`);
}

// The text box shows the board: after Load, New board, Random, a kind switch, and after edits
// on the board (unless the user typed their own text there).
async function textBox(page) {
  const text = () => page.inputValue("#text");
  const garden = fs.readFileSync(path.join(ROOT, "examples/garden.txt"), "utf8");
  same(await text(), (await state(page)).board, "the text box of a new page");
  await page.fill("#text", garden);
  await page.click("#load");
  await settle(page);   // the server reads the text
  same(await text(), garden, "the text box after Load");
  await page.fill("#rows", "3");
  await page.fill("#cols", "4");
  await page.click("#new");
  same(await text(), "3 4\n....\n....\n....\n", "the text box after New board");
  await clickCell(page, 2, 2);
  await page.waitForFunction(() => document.getElementById("text").value === "3 4\n....\n.#..\n....\n");
  await page.click("#random");
  same(await text(), (await state(page)).board, "the text box after Random");
  // Text of the user's own stays while they edit the board; New board replaces it.
  await page.fill("#text", "1 1\n.\n");
  await clickCell(page, 1, 1);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  same(await text(), "1 1\n.\n", "the user's text after an edit");
  await page.click("#clear");
  same(await text(), "3 4\n....\n....\n....\n", "the text box after All free");
  await page.selectOption("#kind", "bunny");
  let s = await state(page);
  same(await text(), s.record, "the text box after switching to Bunny and Egg");
  await page.fill("#rows", "3");
  await page.fill("#cols", "4");
  await page.click("#new");
  s = await state(page);
  same(await text(), s.record, "the text box after New board (Bunny and Egg)");
  check(s.record.startsWith("3 4\n"), `a 3 x 4 Bunny board: ${s.record}`);
  await page.selectOption("#kind", "free");
  same(await text(), (await state(page)).board, "the text box after switching back");
}

// Keyboard: the canvas takes focus, arrows move a cursor, Space toggles a cell, Enter places
// the token and plays; the game is played to its end with keys only.
async function keyboardPlay(page) {
  await page.fill("#text", "3 4\n....\n.#..\n....\n");
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.focus("#board");
  await cursorTo(page, 3, 4);
  check(await cursorPixels(page, 3, 4) > 20, "no visible cursor on (3, 4)");
  same(await cursorPixels(page, 1, 1), 0, "cursor pixels on (1, 1)");
  await page.keyboard.press(" ");
  let s = await state(page);
  same(s.board, "3 4\n....\n.#..\n...#\n", "the board after Space");
  await page.keyboard.press("Space");
  s = await state(page);
  same(s.board, "3 4\n....\n.#..\n....\n", "the board after a second Space");
  await page.click("#play");
  await page.focus("#board");
  await cursorTo(page, 1, 1);
  await page.keyboard.press("Enter");
  await settle(page);
  s = await state(page);
  same(s.game.start, [1, 1], "the start placed with Enter");
  for (let turn = 0; turn < 20; turn++) {
    s = await state(page);
    if (s.game.over) break;
    const target = s.game.pos.winning ? s.game.pos.engine_move : s.game.pos.legal_moves[0];
    await cursorTo(page, ...target);
    const before = s.game.history.length;
    await page.keyboard.press("Enter");
    await settle(page);
    s = await state(page);
    check(s.game.history.length > before, "Enter did not play");
    same(s.game.history[before], target, "the move played with Enter");
  }
  s = await state(page);
  check(s.game.over, "the keyboard game did not end");
  check(/^(You win!|The engine wins)/.test(s.status), `end message: ${s.status}`);
}

// Every visible enabled button and the board are reached by Tab, with a visible outline.
async function tabOrder(page) {
  for (const kind of ["free", "bunny"]) {
    await page.selectOption("#kind", kind);
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    const reached = new Set();
    let outlined = true;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const f = await page.evaluate(() => {
        const e = document.activeElement;
        const st = getComputedStyle(e);
        return { id: e.id || e.textContent.trim(), tag: e.tagName, outline: st.outlineStyle !== "none" && parseFloat(st.outlineWidth) >= 2 };
      });
      if (f.tag === "BUTTON" || f.tag === "CANVAS") {
        reached.add(f.id);
        outlined &&= f.outline;
      }
    }
    const buttons = await page.evaluate(() =>
      [...document.querySelectorAll("button, canvas[tabindex]")]
        .filter((b) => !b.disabled && b.offsetParent !== null)
        .map((b) => b.id || b.textContent.trim()));
    const missing = buttons.filter((b) => !reached.has(b));
    same(missing, [], `buttons not reached by Tab (${kind})`);
    check(outlined, `a focused button or the board had no visible outline (${kind})`);
  }
}

// Phone width: the board comes first (under the status line), then the controls with Play
// first and the board editing last; nothing scrolls sideways, the canvas fits and a tap
// toggles a cell; a game's move list sits under the board, above the controls.
async function phone(page) {
  // A mobile browser widens its layout viewport to fit content that overflows, so innerWidth
  // must stay the phone's 375 px too.
  const noSideScroll = async (what) => {
    const m = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, body: document.body.scrollWidth, inner: window.innerWidth }));
    check(m.inner === 375 && m.scroll <= m.inner && m.body <= m.inner, `${what}: horizontal overflow ${JSON.stringify(m)}`);
  };
  await noSideScroll("the new page");
  const box = (sel) => page.locator(sel).boundingBox();
  const controls = await box("#controls"), board = await box("#board");
  check(board.y + board.height <= controls.y, `the board is not above the controls: ${JSON.stringify([board, controls])}`);
  const play = await box("#playbox"), solve = await box("#solvebox"), edit = await box("#boardbox");
  check(play.y + play.height <= solve.y && solve.y + solve.height <= edit.y, `the controls' order: play ${JSON.stringify(play)}, solve ${JSON.stringify(solve)}, board ${JSON.stringify(edit)}`);
  check(board.x >= 0 && board.x + board.width <= 375, `the canvas does not fit: ${JSON.stringify(board)}`);
  check(board.width > 250, `the canvas does not use the width: ${board.width}`);
  await page.locator("#board").scrollIntoViewIfNeeded();
  const p = await cellPoint(page, 2, 3);
  await page.touchscreen.tap(p.x, p.y);
  let s = await state(page);
  same(s.board.split("\n")[2], "..#.........", "row 2 after a tap");
  await page.click("#solve");
  await settle(page);
  await noSideScroll("a solved board");
  // A game: the move list comes right under the board, before the controls.
  await page.click("#play");
  await settle(page);
  await page.locator("#board").scrollIntoViewIfNeeded();
  const q = await cellPoint(page, 1, 1);
  await page.touchscreen.tap(q.x, q.y);
  await settle(page);
  s = await state(page);
  same(s.game.start, [1, 1], "the start placed by a tap");
  const list = await box("#movelist"), below = await box("#controls");
  check(list.y >= (await box("#board")).y && list.y + list.height <= below.y, `the move list is not between the board and the controls: ${JSON.stringify([list, below])}`);
  await page.click("#stop");
  // A big board scales down to the width.
  await page.fill("#rows", "200");
  await page.fill("#cols", "300");
  await page.click("#new");
  const big = await page.locator("#board").boundingBox();
  check(big.x + big.width <= 375, `a 200 x 300 board does not fit: ${JSON.stringify(big)}`);
  await noSideScroll("a 200 x 300 board");
  await page.screenshot({ path: path.join(OUT, "phone.png"), fullPage: true });
  await page.setInputFiles("#file", path.join(DATA, "noi2011/gen7.in"));
  await page.waitForFunction(() => window.bigameState().reviewed > 0);
  await noSideScroll("a replayed record");
  await page.screenshot({ path: path.join(OUT, "phone-replay.png"), fullPage: true });
}

// A 1000 x 1000 board: drawn on one canvas (not a DOM node per cell), solved with the same
// answer as the CLI, and still answering clicks. Times are reported, not asserted (they
// belong in BENCHMARKS.md): the solve round trip, a click's toggle until the next frame is
// drawn, and the longest main-thread task the browser saw.
async function largeBoard(page) {
  await page.evaluate(() => {
    window.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.fill("#rows", "1000");
  await page.fill("#cols", "1000");
  await page.click("#new");
  await page.click("#random");
  const nodes = await page.evaluate(() => document.querySelectorAll("*").length);
  check(nodes < 400, `${nodes} DOM nodes for a 1000 x 1000 board`);
  let t = Date.now();
  await page.click("#solve");
  await settle(page);
  const solveMs = Date.now() - t;
  // Counts only: the lists of a million cells are slow to pass out of the page.
  const counts = () => page.evaluate(() => {
    const s = window.bigameState();
    return { solved: s.solved, status: s.status, board: s.board, placer: s.placerWins.length, mover: s.moverWins.length };
  });
  const s = await counts();
  check(s.solved, `not solved: ${s.status}`);
  const want = JSON.parse(cli("board", temp("large.txt", s.board), "--format", "json"));
  same(s.placer, want.placer_wins_count, "placer-winning cells on the 1000 x 1000 board");
  same(s.placer + s.mover, want.free_cells, "free cells on the 1000 x 1000 board");
  // With the Edit cells tool, a click toggles a cell; time it until the frame after the change.
  await page.click("#edit");
  const p = await cellPoint(page, 500, 500);
  t = await page.evaluate(() => performance.now());
  await page.mouse.click(p.x, p.y);
  const clickMs = await page.evaluate((t) => new Promise((done) => requestAnimationFrame(() => done(performance.now() - t))), t);
  const after = (await counts()).board;
  check(after !== s.board, "the click on a 1000 x 1000 board changed nothing");
  const longest = await page.evaluate(() => window.longestTask);
  console.log(`     1000 x 1000: solve round trip ${solveMs} ms, a click to the next frame ${clickMs.toFixed(0)} ms, longest task ${longest.toFixed(0)} ms`);
}

// The screenshot for the README: the shipped garden board, solved, with the Why view on and a
// winning cell clicked (its partner framed, the matching as dominoes).
async function screenshot(page) {
  await page.fill("#text", fs.readFileSync(path.join(ROOT, "examples/garden.txt"), "utf8"));
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.click("#solve");
  await settle(page);
  await page.click("#why");
  const s = await state(page);
  const [r, c] = s.moverWins.find(([r, c]) => r === 3 && c >= 4) || s.moverWins[0];
  await clickCell(page, r, c);
  await settle(page);
  check((await state(page)).why, "no Why answer for the screenshot");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(OUT, "serve.png") });
}

// --- the run ------------------------------------------------------------------------------------

// The desktop steps run in two windows, and once more with larger text: how tall the page is
// depends on the fonts (the same page is 704 px tall here at 1000 px wide and 806 px with
// other fonts), so positions are never assumed, only read from the page after scrolling.
const LARGER_TEXT = "body { font-size: 18px !important; line-height: 1.6 !important; }";
const DESKTOPS = [
  ["1000x650", { viewport: { width: 1000, height: 650 } }],
  ["1400x900", { viewport: { width: 1400, height: 900 } }],
  ["1000x650, larger text", { viewport: { width: 1000, height: 650 } }, LARGER_TEXT],
];
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const desktopSteps = [
  ["draw a board and solve it", drawAndSolve],
  ["play against the engine by clicking", playByClicking],
  ["a losing placement is a mistake", placementMistake],
  ["the text box follows the board", textBox],
  ["play with the keyboard", keyboardPlay],
  ["every button reachable by Tab", tabOrder],
  ["draw, record and review a Bunny-and-Egg board", bunnyDrawRecordReview],
  ["replay a NOI 2011 record", replayRecord],
  ["play Bunny and Egg against the engine", bunnyPlay],
  ["a 1000 x 1000 board", largeBoard],
];
// [name, step, context options, extra CSS]
const steps = [];
for (const [size, options, css] of DESKTOPS) {
  for (const [name, step] of desktopSteps) steps.push([`${name} (${size})`, step, options, css]);
}
steps.push(["phone width", phone, PHONE]);
// Issue 43's and issue 53's steps at a laptop's window and a phone's (touch).
const PLAYER_SIZES = [
  ["1366x768", { viewport: { width: 1366, height: 768 } }],
  ["390x844", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
];
for (const [size, options] of PLAYER_SIZES) {
  for (const [name, step] of [...playerSteps, ...learnerSteps]) steps.push([`${name} (${size})`, step, options]);
}
// The README's screenshot (docs/serve.png) is taken in a 1366x768 window.
steps.push(["screenshot", screenshot, { viewport: { width: 1366, height: 768 } }]);

// E2E_ONLY=REGEX runs the steps whose names match (while working on one).
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
if (only) steps.splice(0, steps.length, ...steps.filter(([name]) => only.test(name)));
const started = Date.now();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
let passed = 0, failed = 0;
try {
  for (const [name, step, options, css] of steps) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.isPhone = !!options.hasTouch;
    page.setDefaultTimeout(10000);
    const errors = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(`console error: ${m.text()}`); });
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    const t0 = Date.now();
    try {
      await page.goto(URL);
      await page.waitForFunction(() => typeof window.bigameState === "function");
      if (css) await page.addStyleTag({ content: css });
      await step(page);
      await settle(page);
      // A step that makes requests fail on purpose names the errors it expects (page.allowed).
      const unexpected = errors.filter((e) => !(page.allowed || []).some((re) => re.test(e)));
      check(unexpected.length === 0, unexpected.join("\n"));
      passed++;
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e instanceof Failure ? e.message : e.stack}`);
      if (errors.length) console.log(errors.join("\n"));
      await page.screenshot({ path: path.join(OUT, `fail-${steps.findIndex((s) => s[0] === name)}.png`) }).catch(() => {});
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${OUT}; ${((Date.now() - started) / 1000).toFixed(1)} s in the browser`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
