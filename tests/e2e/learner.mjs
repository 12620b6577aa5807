// The steps of issue 53 (the defects a player and a learner met, and what a learner needs
// next), run at 1366x768 and at phone width (390x844, touch) by e2e.mjs: no message cut, the
// game's buttons above the fold, the game guarded against board changes, tooltips and big
// boards, the wording; stepping through a game, answers on request, the Why view's legend
// and path, zoom, puzzles.

import path from "node:path";
import { cellPoint, check, cli, colourPixels, same, settle, state, temp } from "./lib.mjs";
import { GARDEN, load, newBoard, startByHint, tap } from "./player.mjs";

const { ROOT } = process.env;
// The message shown is whole: the status line holds what it shows without cutting it, and
// the line and the panel under the board together say the whole message (or the panel all
// of it, when the line had to cut its first sentence). `seen` collects the messages.
async function messageWhole(page, seen) {
  const s = await state(page);
  seen.push(s.status);
  check(s.statusFits, `the status line overflows: ${JSON.stringify(s.statusLine)}`);
  const whole = s.statusLine === s.status || `${s.statusLine} ${s.statusPanel}` === s.status
    || (s.statusLine.endsWith(" …") && s.statusPanel === s.status);
  check(whole, `the message is cut: line ${JSON.stringify(s.statusLine)}, panel ${JSON.stringify(s.statusPanel)}, message ${JSON.stringify(s.status)}`);
  const panel = await page.evaluate(() => { const p = document.getElementById("explain"); return { scroll: p.scrollHeight, client: p.clientHeight }; });
  check(panel.scroll <= panel.client + 1, `the panel scrolls: ${JSON.stringify(panel)}`);
}

// Every message of a game, a hint, Solve and the Why view is shown whole, and the line over the
// board is never taller than two lines (the board under it does not move).
async function noMessageCut(page) {
  const seen = [];
  await messageWhole(page, seen);
  await load(page, GARDEN());
  await page.click("#play");
  await settle(page);
  await messageWhole(page, seen);
  check(seen.at(-1).length > 200, `the play intro is short: ${seen.at(-1)}`);
  await page.click("#hint");
  await messageWhole(page, seen);
  let s = await state(page);
  await tap(page, ...s.game.hint);
  await settle(page);
  await messageWhole(page, seen);
  await page.click("#hint");
  await settle(page);
  await messageWhole(page, seen);
  check(seen.at(-1).includes("every maximum matching"), `the hint's reason: ${seen.at(-1)}`);
  await page.click("#stop");
  await page.click("#solve");
  await settle(page);
  await messageWhole(page, seen);
  await page.click("#why");
  s = await state(page);
  const lose = s.placerWins.find(([r, c]) => r > 1 && c > 1) || s.placerWins[0];
  await tap(page, ...lose);
  await settle(page);
  await messageWhole(page, seen);
  check(seen.at(-1).includes("loses for the player to move"), `the Why reason: ${seen.at(-1)}`);
  const high = await page.evaluate(() => { const l = document.getElementById("status"); return l.clientHeight / parseFloat(getComputedStyle(l).lineHeight); });
  check(high <= 2.05, `the status line is ${high} lines high`);
}

// The buttons of a game (Play, Hint, Undo, Stop) are right under the board and inside the
// window without scrolling, before and during a game, on the default board, the garden and a
// 40 x 40 board.
async function controlsAboveTheFold(page) {
  const boxes = () => page.evaluate(() => {
    window.scrollTo(0, 0);
    const box = (id) => { const r = document.getElementById(id).getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
    return { board: box("board"), play: box("play"), hint: box("hint"), undo: box("undo"), stop: box("stop"), high: window.innerHeight };
  });
  const inside = async (what) => {
    const b = await boxes();
    for (const id of ["play", "hint", "undo", "stop"]) {
      check(b[id].top >= b.board.bottom && b[id].bottom <= b.high, `${what}: ${id} at ${b[id].top}..${b[id].bottom}, the board ends at ${b.board.bottom}, the window at ${b.high}`);
      check(b[id].top - b.board.bottom < 40, `${what}: ${id} is not right under the board (${b[id].top - b.board.bottom} px below it)`);
    }
  };
  await inside("the default board");
  for (const [what, text] of [["the garden", GARDEN()], ["a 40 x 40 board", "40 40\n" + (".".repeat(40) + "\n").repeat(40)]]) {
    await load(page, text);
    await inside(what);
    await page.click("#play");
    await settle(page);
    await page.click("#hint");
    await tap(page, ...(await state(page)).game.hint);
    await settle(page);
    await inside(`${what}, during a game`);
    await page.click("#stop");
  }
}

// During a game the board's controls (kind, size, New, Random, All free, moves, rules, Load,
// Edit, Undo edit) are locked, with a note saying Stop frees them; nothing they do reaches
// the game, whose next tap on a legal cell is a move. A finished game frees them.
async function gameGuarded(page) {
  await load(page, GARDEN());
  await startByHint(page);
  const locked = () => page.evaluate(() => ["kind", "rows", "cols", "new", "random", "clear", "moves", "rules", "edit", "load", "text"]
    .filter((id) => !document.getElementById(id).matches(":disabled")));
  same(await locked(), [], "board controls not locked during a game");
  check(await page.isVisible("#gamelock"), "no note on the locked board controls");
  check((await page.textContent("#gamelock")).includes("Stop"), "the note does not say how to unlock");
  // A script's click on a locked control (as a user's can't) does nothing to the game either.
  const before = await state(page);
  await page.evaluate(() => { for (const id of ["random", "new", "clear"]) document.getElementById(id).click(); });
  let s = await state(page);
  same([s.board, s.game.history.length], [before.board, before.game.history.length], "the game after clicks on locked controls");
  // The next tap on a legal cell moves.
  const move = s.game.pos.legal_moves[0];
  await tap(page, ...move);
  await settle(page);
  s = await state(page);
  check(s.game.history.length > before.game.history.length, `a tap on the legal ${move} did not move: ${s.status}`);
  // Played to the end: the controls are free again.
  for (let t = 0; t < 60 && !s.game.over; t++) {
    await tap(page, ...s.game.pos.legal_moves[0]);
    await settle(page);
    s = await state(page);
  }
  check(s.game.over, "the game did not end");
  check((await locked()).length === 11 && !(await page.isVisible("#gamelock")), "the board controls stay locked after the game");
}

// A tooltip goes with the edit that made it stale (mouse only); a 1000 x 1000 board's canvas
// is drawn at the size shown (its numbers are not downscaled); on tiny cells the token and
// the hint are circled; pinch-zoom is the browser's.
async function bigBoards(page) {
  if (!page.isPhone) {
    await load(page, GARDEN());
    await page.click("#solve");
    await settle(page);
    await page.click("#edit");
    const p = await cellPoint(page, ...(await state(page)).moverWins[0]);
    await page.mouse.move(p.x, p.y);
    await page.mouse.move(p.x + 1, p.y);
    check((await state(page)).tip, "no tooltip on a solved board");
    await page.mouse.down();
    await page.mouse.up();
    const s = await state(page);
    check(!s.solved && !s.tip, `the tooltip stays after an edit: ${await page.textContent("#tip")}`);
  }
  same(await page.evaluate(() => getComputedStyle(document.getElementById("board")).touchAction), "pinch-zoom", "the board's touch-action");
  await newBoard(page, 1000, 1000);
  const scale = await page.evaluate(() => { const c = document.getElementById("board"); return [c.width, c.clientWidth]; });
  check(Math.abs(scale[0] - scale[1]) <= 1, `the 1000 x 1000 canvas is ${scale[0]} pixels drawn in ${scale[1]}`);
  await newBoard(page, 200, 300);
  await page.click("#play");
  await settle(page);
  await page.click("#hint");
  let s = await state(page);
  check(s.cell < 8, `cells of ${s.cell} px are not small`);
  const around = ([r, c]) => [s.origin[0] + (c - 0.5) * s.cell - 12, s.origin[1] + (r - 0.5) * s.cell - 12, 24, 24];
  check(await colourPixels(page, "#cc79a7", ...around(s.game.hint)) > 30, `the hint on ${s.game.hint} is not circled`);
  await tap(page, ...s.game.hint);
  await settle(page);
  s = await state(page);
  const token = s.game.history.at(-1) || s.game.start;
  check(await colourPixels(page, "#d55e00", ...around(token)) > 30, `the token on ${token} is not circled`);
}

// The words: "tap" on a touch screen (never "click" or "hover"), the result of Solve rather
// than the solver's name, the engine's move before what to do, Why's edge-rules note on the
// page, and no NOI 2011 remark in a live Bunny game.
async function wording(page) {
  const visible = () => page.evaluate(() => document.body.innerText);
  await load(page, GARDEN());
  await page.click("#solve");
  await settle(page);
  let s = await state(page);
  check(/^Solved in \d+ ms: the player to move wins on \d+ free cells of \d+\./.test(s.status), `Solve's message: ${s.status}`);
  check(!/ms-bfs|hopcroft|karp|blossom|gf2|push-relabel|pothen/i.test(s.status), `a solver named: ${s.status}`);
  await page.check("input[name=side][value=first]");
  await page.click("#play");
  await settle(page);
  await page.click("#hint");
  s = await state(page);
  await tap(page, ...s.game.hint);
  await settle(page);
  s = await state(page);
  const texts = [await visible(), s.status];
  if (!s.game.over) {
    await tap(page, ...s.game.pos.legal_moves[0]);
    await settle(page);
    s = await state(page);
    if (!s.game.over) check(/^(That threw away[^.]*\. )?The engine played \(\d+, \d+\)\. Your move/.test(s.status), `the engine's move after the instruction: ${s.status}`);
  }
  texts.push(await visible(), s.status);
  await page.click("#stop");
  await page.selectOption("#rules", "edge");
  await page.click("#solve");
  await settle(page);
  const note = await page.textContent("#whynote");
  check(await page.isVisible("#whynote") && note.includes("vertex rules only"), `Why's note under the edge rules: ${note}`);
  texts.push(await visible());
  await load(page, "1 2\nO.\n");
  await page.check("input[name=bside][value=first]");
  await page.click("#bplay");
  await settle(page);
  await tap(page, 1, 1);
  await settle(page);
  const info = await page.textContent("#plyinfo");
  check(!info.includes("NOI 2011"), `the record's remark in a live game: ${info}`);
  texts.push(await visible());
  if (!page.isPhone) return;
  for (const t of texts) {
    const m = t.match(/[^]{0,60}\b(click|hover)[^]{0,60}/i);
    check(!m, `"click" or "hover" on a touch screen: ${JSON.stringify(m && m[0])}`);
  }
}

// A finished game stepped through: ← → Home End (desktop), Prev and Next, a click on a move of
// the list; the board shows that position (the token, the last move's line); a tap on the
// board comes back to the latest; the link names the move shown and opens there.
async function stepThrough(page) {
  await load(page, "1 7\n.......\n");
  await page.check("input[name=side][value=friend]");
  await page.click("#play");
  await settle(page);
  for (const c of [4, 5, 6, 7]) { await tap(page, 1, c); await settle(page); }
  let s = await state(page);
  check(s.game.over && s.game.history.length === 3, `the corridor game: ${s.status}`);
  same(s.game.view, 3, "the move shown at the end");
  const token = async (c) => colourPixels(page, "#d55e00", s.origin[0] + (c - 1) * s.cell, s.origin[1], s.cell, s.cell);
  const shown = async (view, c, what) => {
    s = await state(page);
    same(s.game.view, view, `the move shown ${what}`);
    check(await token(c) > 20, `no token on (1, ${c}) ${what}`);
    for (const o of [4, 5, 6, 7]) if (o !== c) check(await token(o) < 20 || (view > 0 && o === [4, 5, 6, 7][view - 1]), `a token on (1, ${o}) ${what}`);
  };
  if (page.isPhone) await page.click("#gprev");
  else { await page.evaluate(() => document.activeElement && document.activeElement.blur()); await page.keyboard.press("ArrowLeft"); }
  await shown(2, 6, "after one step back");
  check(s.status.startsWith("Move 2 of 3 (second): (1, 6)."), `the message of move 2: ${s.status}`);
  // The last move shown, (1, 5) to (1, 6), is a line in the token's colour across their side.
  check(await colourPixels(page, "#d55e00", s.origin[0] + 5 * s.cell - 3, s.origin[1] + s.cell / 2 - 3, 6, 6) > 4, "the last move's line is not drawn");
  if (page.isPhone) { await page.click("#gprev"); await page.click("#gprev"); }
  else await page.keyboard.press("Home");
  await shown(0, 4, "at the start");
  check(await page.isDisabled("#gprev"), "Prev is enabled at the start");
  await page.click("#moves-played li:nth-child(2)");
  await shown(2, 6, "after a click on move 2");
  const link = await page.inputValue("#gamelink");
  check(link.includes("p=2"), `the link does not name move 2: ${link}`);
  await tap(page, 1, 1);
  s = await state(page);
  same([s.game.view, s.game.history.length], [3, 3], "a tap while stepped back: the latest, no move");
  check(s.status.startsWith("The second player wins") || s.status.startsWith("The first player wins"), `the latest's message again: ${s.status}`);
  await page.goto(link);
  await page.waitForFunction(() => typeof window.bigameState === "function");
  await page.waitForFunction(() => { const g = window.bigameState().game; return g && g.over && g.view === 2; });
  s = await state(page);
  await shown(2, 6, "opened from the link");
  check(!(await page.isHidden("#gsteps")) && !(await page.isDisabled("#gnext")), "no Next after opening the link");
}

// Answers on request during a game: with the toggle on, each legal move is framed green when
// it wins and red when it loses, as \`bigame board\` says of the board with the visited cells
// blocked (the move wins iff the player to move loses on its cell there); the keys h (Hint)
// and u (Undo) on the desktop.
async function answersOnRequest(page) {
  await load(page, GARDEN());
  await startByHint(page);
  await page.click("#answers");
  await settle(page);
  let s = await state(page);
  same(await page.getAttribute("#answers", "aria-pressed"), "true", "Answers after a click on it");
  check(s.game.answers && s.game.answers.length === s.game.pos.legal_moves.length, `no answers: ${JSON.stringify(s.game.answers)}`);
  const rows = s.board.trim().split("\n").slice(1).map((r) => r.split(""));
  for (const [r, c] of [s.game.start, ...s.game.history]) rows[r - 1][c - 1] = "#";
  const file = temp("answers.txt", `${rows.length} ${rows[0].length}\n${rows.map((r) => r.join("")).join("\n")}\n`);
  const want = JSON.parse(cli("board", file, "--format", "json"));
  for (const [cell, wins] of s.game.answers) {
    same(wins, want.placer_wins.some(([r, c]) => r === cell[0] && c === cell[1]), `the answer of ${cell}`);
    const colour = wins ? "#007a56" : "#c62828";
    check(await colourPixels(page, colour, s.origin[0] + (cell[1] - 1) * s.cell, s.origin[1] + (cell[0] - 1) * s.cell, s.cell, s.cell) > 10, `${cell} is not framed ${colour}`);
  }
  if (page.isPhone) return;
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("h");
  await settle(page);
  s = await state(page);
  check(s.game.hint && /^You are (winning|losing)/.test(s.status), `h did not hint: ${s.status}`);
  const plies = s.game.history.length;
  await page.keyboard.press("u");
  await settle(page);
  s = await state(page);
  check(s.game.picking || s.game.history.length < plies, `u did not undo: ${s.status}`);
}

// The Why view teaches: its legend (and what a matching is) shows with it; a losing cell's
// path has its matched steps solid and the others dashed; Swap exchanges them, leaving a
// matching as big without the cell.
async function whyTeaches(page) {
  await load(page, GARDEN());
  await page.click("#solve");
  await settle(page);
  check(await page.isHidden("#whylegend"), "the legend before Why");
  await page.click("#why");
  check(await page.isVisible("#whylegend"), "no legend with Why");
  const legend = await page.textContent("#whylegend");
  check(legend.includes("domino") && legend.includes("dashed frame") && legend.includes("What is a matching"), `the legend: ${legend}`);
  let s = await state(page);
  let found = null;
  for (const cell of s.placerWins) {
    await tap(page, ...cell);
    await settle(page);
    s = await state(page);
    if (s.why && s.why.path.length >= 3) { found = cell; break; }
  }
  check(found, "no losing cell of the garden has a path of two steps");
  check(s.status.includes("every move from here can be answered") && s.status.includes("alternating path"), `the reason: ${s.status}`);
  const key = ([r, c]) => r + "," + c;
  const pairs = new Set();
  for (let k = 0; k < s.why.pairs.length; k += 2) pairs.add(key(s.why.pairs[k]) + "|" + key(s.why.pairs[k + 1])).add(key(s.why.pairs[k + 1]) + "|" + key(s.why.pairs[k]));
  // Black pixels at 21 points of the middle of step k (the segment between path[k-1] and path[k]).
  const dark = (k) => page.evaluate(([a, b]) => {
    const st = window.bigameState(true), g = document.getElementById("board").getContext("2d");
    let n = 0;
    for (let j = 0; j <= 20; j++) {
      const f = 0.3 + 0.4 * j / 20;
      const x = st.origin[0] + (a[1] - 0.5 + f * (b[1] - a[1])) * st.cell, y = st.origin[1] + (a[0] - 0.5 + f * (b[0] - a[0])) * st.cell;
      const d = g.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      if (d[0] < 40 && d[1] < 40 && d[2] < 40) n++;
    }
    return n;
  }, [s.why.path[k - 1], s.why.path[k]]);
  for (let k = 1; k < s.why.path.length; k++) {
    const matched = pairs.has(key(s.why.path[k - 1]) + "|" + key(s.why.path[k]));
    same(matched, k % 2 === 1, `step ${k} of the path matched`);
    const n = await dark(k);
    check(matched ? n === 21 : n < 17 && n > 3, `step ${k} (${matched ? "solid" : "dashed"}): ${n} of 21 points black`);
  }
  const before = s.why.pairs.length;
  check(await page.isVisible("#whyswap"), "no Swap button for a path");
  await page.click("#whyswap");
  s = await state(page);
  same(s.why.pairs.length, before, "the pairs after the swap");
  check(!s.why.pairs.some((c) => key(c) === key(found)), "the cell still has a domino after the swap");
  check(s.status.startsWith("Swapped along the path"), `after Swap: ${s.status}`);
  check(await dark(1) < 17, "the first step is not dashed after the swap");
}

// A big board zoomed: Zoom to token makes the cells big enough to tap and puts the token in
// view, in the place of the whole board (its top and the buttons under it stay); a tap there
// plays; − goes back to the whole board; Ctrl+wheel zooms on the desktop.
async function zoom(page) {
  await newBoard(page, 120, 160);
  const place = () => page.evaluate(() => {
    const b = document.getElementById("boardscroll").getBoundingClientRect(), s = document.getElementById("stop").getBoundingClientRect();
    return { top: b.top + window.scrollY, bottom: b.bottom + window.scrollY, stop: s.top + window.scrollY };
  });
  const before = await place();
  let s = await state(page);
  const whole = s.cell;
  check(whole < 8 && await page.isVisible("#zoombar"), `the 120 x 160 board's cells: ${whole}, zoom bar ${await page.isVisible("#zoombar")}`);
  await startByHint(page);
  await page.click("#zoomtoken");
  s = await state(page);
  check(s.zoom > 1 && s.cell >= 16, `after Zoom to token: zoom ${s.zoom}, cells of ${s.cell} px`);
  same(await place(), before, "the board's place and the buttons under it after zooming");
  const token = s.game.history.at(-1) || s.game.start;
  const inView = await page.evaluate(([r, c]) => {
    const st = window.bigameState(true), canvas = document.getElementById("board").getBoundingClientRect(), box = document.getElementById("boardscroll").getBoundingClientRect();
    const x = canvas.left + st.origin[0] + (c - 0.5) * st.cell, y = canvas.top + st.origin[1] + (r - 0.5) * st.cell;
    return x > box.left && x < box.right && y > box.top && y < box.bottom;
  }, token);
  check(inView, `the token ${token} is not in view after Zoom to token`);
  const move = s.game.pos.legal_moves[0], plies = s.game.history.length;
  await tap(page, ...move);
  await settle(page);
  s = await state(page);
  check(s.game.history.length > plies && String(s.game.history[plies]) === String(move), `a tap on ${move} zoomed in did not play it`);
  while (!(await page.isDisabled("#zoomout"))) await page.click("#zoomout");
  s = await state(page);
  same([s.zoom, s.cell], [1, whole], "the zoom and the cells after zooming out");
  if (page.isPhone) return;
  const p = await page.evaluate(() => { const r = document.getElementById("board").getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
  await page.mouse.move(p.x, p.y);
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -100);
  await page.keyboard.up("Control");
  s = await state(page);
  same(s.zoom, 2, "the zoom after Ctrl+wheel up");
}

// Puzzle mode: first "find the winning move" (answered right, as \`bigame board\` says of the
// board without the token's cell), then "does the player to move win here?" (answered as
// \`bigame board\` says of the token's cell); each answer shows the Why view of the token.
async function puzzles(page) {
  const garden = path.join(ROOT, "examples/garden.txt");
  await load(page, GARDEN());
  await page.click("#puzzle");
  await settle(page);
  let s = await state(page);
  check(s.puzzle && s.puzzle.kind === "find" && s.puzzle.legal.length >= 2, `the first puzzle: ${JSON.stringify(s.puzzle)}`);
  check(s.status.startsWith(`Puzzle: the token is on (${s.puzzle.token[0]}, ${s.puzzle.token[1]}) and you are to move. Find the winning move`), `the puzzle's question: ${s.status}`);
  check(!s.solved, "the puzzle shows the answers");
  const rows = s.board.trim().split("\n").slice(1).map((r) => r.split(""));
  rows[s.puzzle.token[0] - 1][s.puzzle.token[1] - 1] = "#";
  const without = JSON.parse(cli("board", temp("puzzle.txt", `${rows.length} ${rows[0].length}\n${rows.map((r) => r.join("")).join("\n")}\n`), "--format", "json"));
  const wins = s.puzzle.legal.filter(([r, c]) => without.placer_wins.some(([pr, pc]) => pr === r && pc === c));
  check(wins.length > 0, `no winning move among ${JSON.stringify(s.puzzle.legal)}`);
  await tap(page, ...wins[0]);
  await settle(page);
  s = await state(page);
  check(s.puzzle.answered && s.status.startsWith(`Right: (${wins[0][0]}, ${wins[0][1]}) wins`), `the answer: ${s.status}`);
  check(s.why && String(s.why.cell) === String(s.puzzle.token) && s.why.wins, `no Why view of the puzzle: ${JSON.stringify(s.why)}`);
  await page.click("#puzzle");
  await settle(page);
  s = await state(page);
  check(s.puzzle && s.puzzle.kind === "yesno" && !s.why, `the second puzzle: ${JSON.stringify(s.puzzle)}`);
  check(await page.isVisible("#pyes") && await page.isVisible("#pno"), "no Yes and No buttons");
  const all = JSON.parse(cli("board", garden, "--format", "json"));
  const moverWins = !all.placer_wins.some(([r, c]) => r === s.puzzle.token[0] && c === s.puzzle.token[1]);
  await page.click(moverWins ? "#pyes" : "#pno");
  await settle(page);
  s = await state(page);
  check(s.status.startsWith(`Right: the player to move ${moverWins ? "wins" : "loses"} on (${s.puzzle.token[0]}, ${s.puzzle.token[1]}).`), `the yes/no answer: ${s.status}`);
  check(s.why && s.why.wins === moverWins, `the Why view of the yes/no puzzle: ${JSON.stringify(s.why && s.why.wins)}`);
  check(await page.isHidden("#pyes"), "Yes stays after the answer");
}

// [name, step]: run at both sizes.
export const learnerSteps = [
  ["no message cut", noMessageCut],
  ["the game's buttons above the fold", controlsAboveTheFold],
  ["the game guarded against board changes", gameGuarded],
  ["tooltips, big boards, pinch-zoom", bigBoards],
  ["the wording", wording],
  ["stepping through a finished game and an opened link", stepThrough],
  ["answers during a game on request, keys h and u", answersOnRequest],
  ["the Why view's legend and its path's solid and dashed steps", whyTeaches],
  ["zoom on a big board", zoom],
  ["puzzle mode", puzzles],
];
