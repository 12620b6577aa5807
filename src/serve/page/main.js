// The entry point: loads every module (each wires its own controls), the read-only test hook
// window.bigameState(), and the first drawing.
import { pending } from "./api.js";
import "./bunnyplay.js";
import { axes, resize } from "./draw.js";
import { showBoard } from "./edit.js";
import { readLink } from "./link.js";
import { answersShown, shownPly } from "./gamepath.js";
import { startGame } from "./play.js";
import "./why.js";
import { stepTo } from "./gamesteps.js";
import "./zoom.js";
import "./puzzle.js";
import { bunnyLegal, bunnyShown, plyMark } from "./position.js";
import "./replay.js";
import { timeline } from "./replayview.js";
import "./solve.js";
import { $, PIECE_CHAR, S, TOUCH, status, toCell, toIdx } from "./state.js";
import { boardText, recordText, syncText } from "./text.js";

// --- a read-only view for tests and the console ------------------------------------------
// window.bigameState(): what the page shows, as plain data (cells 1-based [row, col]).
// bigameState(true): only the fields above `board` (cheap on a 1000 x 1000 board, for polling).
window.bigameState = (brief) => {
  const s = { kind: S.kind, rows: S.rows, cols: S.cols, busy: pending() > 0, status: S.message, statusError: $("status").className === "error",
    statusLine: $("status").textContent, statusPanel: $("explain").textContent, statusFits: $("status").scrollHeight <= $("status").clientHeight + 1,
    cursor: toCell(S.cursor), cell: S.cell, zoom: S.zoom, origin: [S.ox, S.oy], gameBusy: !!(S.game && S.game.busy) || !!(S.bgame && S.bgame.busy), tip: $("tip").style.display === "block" };
  if (brief) return s;
  s.axes = axes();
  if (S.kind === "free") {
    s.board = boardText();
    s.solved = !!S.verdict;
    s.placerWins = []; s.moverWins = [];
    if (S.verdict) for (let i = 0; i < S.rows * S.cols; i++) { if (S.verdict[i] === 2) s.placerWins.push(toCell(i)); else if (S.verdict[i] === 1) s.moverWins.push(toCell(i)); }
    s.rules = $("rules").value;
    s.puzzle = S.puzzle && { kind: S.puzzle.kind, token: toCell(S.puzzle.token), legal: S.puzzle.legal.map(toCell), answered: S.puzzle.answered };
    s.why = S.why && { on: S.whyOn, cell: toCell(S.why.cell), wins: S.why.wins, partner: S.why.partner >= 0 ? toCell(S.why.partner) : null, path: S.why.path.map(toCell),
      pairs: [...S.why.pairs].map(toCell) };
    s.game = S.game && { rules: S.game.rules, chosen: S.game.chosen, side: S.game.side, picking: S.game.picking, busy: !!S.game.busy, over: S.game.over, start: S.game.start >= 0 ? toCell(S.game.start) : null,
      history: S.game.history.map(toCell), view: shownPly(), answers: answersShown() && [...answersShown()].map(([i, w]) => [toCell(i), w]), mistakes: S.game.mistakes.slice(), pos: S.game.pos, hint: S.game.hint >= 0 ? toCell(S.game.hint) : null,
      verdicts: !!S.game.verdicts, moveList: [$("movestart").textContent, ...[...$("moves-played").children].map((li) => li.textContent)] };
  } else {
    const shown = bunnyShown();
    s.record = recordText(S.bunny.moves.length - S.bunny.moves.length % 2);
    s.position = []; for (let r = 0; r < S.rows; r++) { let row = ""; for (let c = 0; c < S.cols; c++) row += PIECE_CHAR[shown[r * S.cols + c]]; s.position.push(row); }
    s.ply = S.bunny.ply; s.plies = S.bunny.moves.length; s.recording = S.bunny.recording;
    s.moves = S.bunny.moves.map(toCell);
    s.legal = (bunnyLegal() || []).map(toCell);
    s.reviewed = S.bunny.review ? S.bunny.review.plies.length : 0;
    s.marks = S.bunny.moves.map((_, t) => plyMark(t + 1));
    s.mistakes = S.bunny.review ? { first: S.bunny.review.first_player_mistakes.slice(), second: S.bunny.review.second_player_mistakes.slice() } : null;
    s.plyClass = $("plyinfo").className;
    s.game = S.bgame && { chosen: S.bgame.chosen, side: S.bgame.side, over: S.bgame.over, busy: S.bgame.busy, base: S.bgame.base, history: S.bunny.moves.slice(S.bgame.base).map(toCell),
      mistakes: S.bgame.mistakes.slice(), pos: S.bgame.pos, hint: S.bgame.hint >= 0 ? toCell(S.bgame.hint) : null };
  }
  return s;
};

window.addEventListener("resize", () => { resize(); if (S.kind === "bunny") timeline(); status(S.message, $("status").className === "error"); });
// Touch screens: the page's fixed texts say tap where they say click (data-touch).
if (TOUCH) for (const el of document.querySelectorAll("[data-touch]")) el.textContent = el.dataset.touch;
resize();
syncText(true);
status("Draw a board, then Solve or Play.");
// A game's link (the address after "#"): its board, then the game replayed between two players;
// also when a link is opened in this page (only the part after "#" changes: no reload).
function openLink() {
  const linked = readLink(location.hash);
  if (linked instanceof Error) { status("Cannot replay the link: " + linked.message + ".", true); return; }
  if (!linked) return;
  if (S.kind !== "free") { $("kind").value = "free"; $("kind").onchange(); }
  $("moves").value = linked.moves; $("rules").value = linked.rules;
  document.querySelector("input[name=side][value=friend]").checked = true;
  showBoard(linked.rows, linked.cols, linked.free);
  // Opened at the start (or at the link's move), with the moves to step through.
  startGame("friend", linked.cells.map(toIdx)).then(() => { if (S.game && S.game.history.length) stepTo(linked.ply); });
}
openLink();
window.addEventListener("hashchange", openLink);
