// The Bunny-and-Egg steps of the end-to-end test (run by e2e.mjs in every desktop window):
// drawing, recording and reviewing a board, replaying a judge record, and playing against the
// engine, each compared with the command-line tool (`bigame review`) and the rules.

import fs from "node:fs";
import path from "node:path";
import { cellPoint, check, clickCell, cli, cursorTo, markOf, parseRecord, positionAfter, same, settle, state, temp } from "./lib.mjs";

const { ROOT, OUT } = process.env;
const DATA = path.join(ROOT, "tests/data");

// Bunny and Egg: draws a board by clicks (X <-> O, the empty-cell tool), records plies by
// clicking pieces, downloads it as a NOI 2011 record, and compares the page's marks with
// `bigame review` on the downloaded file.
export async function bunnyDrawRecordReview(page) {
  await page.selectOption("#kind", "bunny");
  await page.fill("#rows", "3");
  await page.fill("#cols", "4");
  await page.click("#new");
  let s = await state(page);
  // New boards have every piece movable: X on the empty cell's colour, O on the other.
  same(s.position, ["OXOX", "XO.O", "OXOX"], "a new 3 x 4 board");
  await clickCell(page, 1, 1); // O -> X
  await clickCell(page, 1, 2); // X -> O
  await clickCell(page, 2, 3); // the empty cell: refused, says why
  s = await state(page);
  check(s.statusError && s.status.includes("empty"), `clicking the empty cell: ${s.status}`);
  await page.check("input[name=tool][value=empty]");
  await clickCell(page, 3, 4); // the empty cell moves to (3, 4); (2, 3) takes its X
  await page.check("input[name=tool][value=piece]");
  s = await state(page);
  same(s.position, ["XOOX", "XOXO", "OXO."], "the drawn bunny board");
  // Keys on the board: x / o set the cursor's cell.
  await page.focus("#board");
  await cursorTo(page, 3, 1);
  await page.keyboard.press("x");
  await page.keyboard.press("o");
  s = await state(page);
  same(s.position[2], "OXO.", "row 3 after x then o");

  // Downloaded before any ply: the board with k = 0, which bigame review reads.
  const [bare] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
  const bareFile = path.join(OUT, "drawn-board.txt");
  await bare.saveAs(bareFile);
  same(fs.readFileSync(bareFile, "utf8"), "3 4\nXOOX\nXOXO\nOXO.\n0\n", "the downloaded board");
  same(JSON.parse(cli("review", bareFile, "--format", "json")).plies, [], "the review of a board with no plies");

  await page.click("#record");
  let plies = 0;
  for (; plies < 8; plies++) {
    await settle(page);   // the server names the legal plies
    s = await state(page);
    if (!s.legal.length) break;
    await clickCell(page, ...s.legal[s.legal.length - 1]);
  }
  await settle(page);
  s = await state(page);
  if (s.plies % 2) {
    // A record holds k plies for each player: take the unpaired last one back.
    await page.click("#unmove");
    await settle(page);
    s = await state(page);
  }
  check(s.plies >= 2, `only ${s.plies} plies recorded`);
  same(s.reviewed, s.plies, "plies reviewed");
  await page.click("#record");

  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
  const file = path.join(OUT, "drawn-record.txt");
  await download.saveAs(file);
  const text = fs.readFileSync(file, "utf8");
  same(text, s.record, "the downloaded record");
  const want = JSON.parse(cli("review", file, "--format", "json"));
  same(s.marks, want.plies.map(markOf), "ply marks of the drawn record");
  same(s.mistakes, { first: want.first_player_mistakes, second: want.second_player_mistakes }, "mistakes of the drawn record");
  // The replay works on what was drawn: step back to the start.
  await page.click("#first");
  s = await state(page);
  same(s.position, ["XOOX", "XOXO", "OXO."], "ply 0 of the drawn record");
}

// Replays a judge record loaded from a file: the mistakes and every ply's mark equal
// `bigame review --format json`; buttons, arrow keys and the mistake list step through it and
// the board shown at each ply is the record's.
export async function replayRecord(page) {
  const file = path.join(DATA, "noi2011/gen7.in");
  const want = JSON.parse(cli("review", file, "--format", "json"));
  const rec = parseRecord(fs.readFileSync(file, "utf8"));
  await page.setInputFiles("#file", file);
  await page.waitForFunction(() => window.bigameState().reviewed > 0);
  await settle(page);
  let s = await state(page);
  same(s.kind, "bunny", "the kind of a loaded record");
  same(s.plies, want.plies.length, "plies");
  same(s.mistakes, { first: want.first_player_mistakes, second: want.second_player_mistakes }, "mistakes");
  same(s.marks, want.plies.map(markOf), "ply marks");
  same(s.ply, 0, "the ply shown after loading");
  same(s.position, positionAfter(rec.rows, 0, rec.moves), "the board at the start");
  // The mistake list: one button per mistake, each jumps to its ply, marked as a mistake.
  const mistakePlies = want.plies.filter((p) => p.mistake).map((p) => p.ply);
  const buttons = await page.$$eval("#mistakes button", (bs) => bs.map((b) => Number(b.dataset.ply)));
  same(buttons, mistakePlies, "the mistake buttons");
  await page.click(`#mistakes button[data-ply="${mistakePlies[1]}"]`);
  s = await state(page);
  same(s.ply, mistakePlies[1], "the ply after clicking a mistake");
  same(s.plyClass, "mistake", "the highlight of a mistake");
  same(s.position, positionAfter(rec.rows, s.ply, rec.moves), `the board at ply ${s.ply}`);
  const info = await page.textContent("#plyinfo");
  check(info.includes("a mistake"), `ply info: ${info}`);
  await page.screenshot({ path: path.join(OUT, "replay-mistake.png") });
  // Arrow keys (focus on a button, not in a field), Home / End, and the buttons.
  await page.focus("#next");
  await page.keyboard.press("Home");
  same((await state(page)).ply, 0, "Home");
  for (let t = 1; t <= 3; t++) {
    await page.keyboard.press("ArrowRight");
    s = await state(page);
    same(s.ply, t, "ArrowRight");
    same(s.position, positionAfter(rec.rows, t, rec.moves), `the board at ply ${t}`);
    same(s.plyClass, markOf(want.plies[t - 1]), `the mark of ply ${t}`);
  }
  await page.keyboard.press("ArrowLeft");
  same((await state(page)).ply, 2, "ArrowLeft");
  await page.keyboard.press("End");
  same((await state(page)).ply, want.plies.length, "End");
  await page.click("#first");
  same((await state(page)).ply, 0, "the first button");
  await page.click("#next");
  await page.click("#next");
  same((await state(page)).ply, 2, "the next button");
  await page.click("#prev");
  same((await state(page)).ply, 1, "the previous button");
  await page.click("#last");
  s = await state(page);
  same(s.position, positionAfter(rec.rows, want.plies.length, rec.moves), "the board at the last ply");
  // The board canvas takes Left / Right while replaying too.
  await page.focus("#board");
  await page.keyboard.press("ArrowLeft");
  same((await state(page)).ply, want.plies.length - 1, "ArrowLeft on the board");
  // A pasted record replays as well.
  const sample = path.join(DATA, "noi2011/sample3.in");
  const want3 = JSON.parse(cli("review", sample, "--format", "json"));
  await page.fill("#text", fs.readFileSync(sample, "utf8"));
  await page.click("#load");
  await settle(page);   // the server reads the text
  await page.waitForFunction(() => window.bigameState().reviewed > 0);
  s = await state(page);
  same(s.marks, want3.plies.map(markOf), "ply marks of a pasted record");
  same(s.mistakes, { first: want3.first_player_mistakes, second: want3.second_player_mistakes }, "mistakes of a pasted record");
  await page.screenshot({ path: path.join(OUT, "replay.png") });
}

// Plays the plies `moves` from the board `rows` by the rules, checking each: the piece slid is
// next to the empty cell and the mover's (O on odd plies, X on even ones). Returns the rows at
// the end and the pieces the player to move could slide then.
function playByRules(rows, moves) {
  const grid = rows.map((row) => row.split(""));
  let er = 0, ec = 0;
  grid.forEach((row, r) => row.forEach((ch, c) => { if (ch === ".") { er = r; ec = c; } }));
  const legal = (ply) => [[er - 1, ec], [er + 1, ec], [er, ec - 1], [er, ec + 1]]
    .filter(([r, c]) => r >= 0 && r < grid.length && c >= 0 && c < grid[0].length && grid[r][c] === (ply % 2 ? "O" : "X"))
    .map(([r, c]) => [r + 1, c + 1]);
  moves.forEach(([x, y], i) => {
    const ply = i + 1;
    check(legal(ply).some(([r, c]) => r === x && c === y), `ply ${ply} (${x}, ${y}) breaks the rules`);
    grid[er][ec] = grid[x - 1][y - 1];
    grid[x - 1][y - 1] = ".";
    [er, ec] = [x - 1, y - 1];
  });
  return { rows: grid.map((row) => row.join("")), legal: legal(moves.length + 1) };
}

// Bunny and Egg against the engine: the board of a judge record and its first 12 plies, the
// side `bigame review` says is winning after them, a whole game played by clicking (and now
// and then by the keyboard) the pieces the hints name. Every ply of the game is legal by our
// own rules, the engine replies at once, the end message says the user won without mistakes,
// and the game, now the record, reviews with `bigame review` as the page marks it.
export async function bunnyPlay(page) {
  const rec = parseRecord(fs.readFileSync(path.join(DATA, "noi2011/gen7.in"), "utf8"));
  const size = `${rec.rows.length} ${rec.rows[0].length}`;
  const P = 12, prefix = rec.moves.slice(0, P);
  const start = `${size}\n${rec.rows.join("\n")}\n${P / 2}\n${prefix.map((m) => m.join(" ")).join("\n")}\n`;
  const before = JSON.parse(cli("review", temp("bunny-start.txt", start), "--format", "json"));
  // After ply P the first player moves: winning iff ply P left its opponent winning.
  const side = before.plies[P - 1].opponent_winning_after ? "first" : "second";
  await page.fill("#text", start);
  await page.click("#load");
 await settle(page);   // the server reads the text
  await settle(page);
  // Outside a game a hovered piece has a tooltip; during the game none covers the board.
  const hp = await cellPoint(page, 1, 1, 0.6, 0.6);
  await page.mouse.move(hp.x, hp.y);
  check((await state(page)).tip, "no tooltip over a Bunny-and-Egg board");
  // The default side is the one that can win.
  await page.click("#bplay");
  await settle(page);
  let s = await state(page);
  same(s.game.base, P, "the game starts after the record's plies");
  same([s.game.chosen, s.game.side], ["auto", side], "the side that can win");
  // The engine's first ply, if it moved first, comes before "Your move".
  check(s.status.startsWith(`With perfect play the ${side} player wins; you are the ${side} player (you slide ${side === "first" ? "O" : "X"}). `)
    && /^(The engine slid [^.]*\. )?Your move/.test(s.status.slice(s.status.indexOf(")") + 3)), `the opening: ${s.status}`);
  let turns = 0;
  for (; turns < 300; turns++) {
    s = await state(page);
    if (s.game.over) break;
    same(s.game.pos.to_move, side, "whose turn after the engine's reply");
    check(s.game.pos.winning, `the user should be winning: ${s.status}`);
    await page.click("#bhint");
    s = await state(page);
    check(s.game.hint && s.game.pos.legal_moves.some(([r, c]) => r === s.game.hint[0] && c === s.game.hint[1]), `hint ${JSON.stringify(s.game.hint)}`);
    if (turns === 2) await page.screenshot({ path: path.join(OUT, "bunny-play.png") });
    if (turns % 4 === 3) {
      await page.focus("#board");
      await cursorTo(page, ...s.game.hint);
      await page.keyboard.press("Enter");
    } else {
      await clickCell(page, ...s.game.hint);
    }
    await settle(page);
    same((await state(page)).tip, false, "a tooltip during a Bunny-and-Egg game");
  }
  s = await state(page);
  check(s.game.over, `the game did not end in ${turns} turns`);
  check(turns >= 3, `only ${turns} moves by the user`);
  check(/^You win! .*You made no mistakes\./.test(s.status), `end message: ${s.status}`);
  same(s.game.pos.winner, side, "the winner");
  same(s.game.mistakes, [], "the user's mistakes");
  // Every ply, the engine's included, by our own rules; the end is where the page says it is.
  same(s.moves.slice(0, P), prefix, "the record's plies");
  const end = playByRules(rec.rows, s.moves);
  same(s.position, end.rows, "the board at the end");
  same(end.legal, [], "the legal moves of the player to move at the end");
  same(s.game.history.length, s.moves.length - P, "the game's plies");
  // The game is the record: its even prefix downloads and reviews as the page marks it.
  await settle(page);
  s = await state(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
  const file = path.join(OUT, "bunny-game.txt");
  await download.saveAs(file);
  same(fs.readFileSync(file, "utf8"), s.record, "the downloaded game");
  const want = JSON.parse(cli("review", file, "--format", "json"));
  same(s.marks.slice(0, want.plies.length), want.plies.map(markOf), "the marks of the game");
  same(want[`${side}_player_mistakes`].filter((m) => (side === "first" ? 2 * m - 1 : 2 * m) > P), [], "the user's mistakes by bigame review");
  // Undo takes the user's last move back (and the engine's reply): the game goes on.
  await page.click("#bundo");
  await settle(page);
  s = await state(page);
  check(!s.game.over && s.game.pos.to_move === side && s.game.pos.legal_moves.length > 0, `undo: ${s.status}`);
  console.log(`     Bunny and Egg: ${turns} moves by the user, ${end.rows.length} x ${end.rows[0].length} board, ${s.plies} plies after the undo`);
}

