// Playing on free-cell boards against the engine: picking the side and the start, the
// engine's replies (/api/move), hints, undo, mistakes and the list of moves.
import { api } from "./api.js";
import { draw } from "./draw.js";
import { unsolve } from "./solution.js";
import { $, S, TOUCH, Tap, cellName, count, mistakesText, number, status, tapWord, toCell, toIdx } from "./state.js";
import { gameLink } from "./link.js";
import { shownPly, steppedBack } from "./gamepath.js";
import { showAnswers } from "./answers.js";
import { explainPosition } from "./why.js";
import { boardText } from "./text.js";

// --- playing on free-cell boards ---------------------------------------------------------
// A game (`game`): the side the user asked for (`chosen`: "auto" is the side that can win) and
// the one they have (`side`, settled when the board's verdicts arrive), the start cell and the
// moves (cell indices), the last /api/move answer (`pos`), the user's mistakes as ply numbers
// (0 is the placement) with a winning cell instead of each (`instead`), the hint, and the
// verdicts of every start (from /api/board/solve, asked when the game starts: they say who
// can win and whether the placement was a mistake; they are not drawn, the position changes).
const PICK = Tap + " a free cell" + (TOUCH ? "" : " (or move the cursor there and press Enter)") + " to place the token; Hint names a winning one.";
const FRIEND_PICK = "Second player: " + tapWord + " a free cell to place the token; Hint names a winning one.";
const pick = (g) => (g.friend ? FRIEND_PICK : PICK);
// Two people at one screen (no engine): who makes ply t (1-based; 0 is the placement).
const plyPlayer = (t) => (t % 2 === 1 ? "first" : "second");
// Who made move t (1-based) of game g, as the move list says it: "you", "engine", "first".
export const moveBy = (g, t) => (g.friend ? plyPlayer(t) : ((t % 2 === 1) === (g.side === "first") ? "you" : "engine"));
export function stopGame() {
  S.game = null; S.puzzle = null; S.why = null; $("tip").style.display = "none";
  moveList(); draw();
}
$("play").onclick = () => {
  if (S.game && !S.game.over) return;
  startGame(document.querySelector("input[name=side]:checked").value);
};
// A new game on the board shown: against the engine (chosen: "auto", "first", "second") or
// between two people ("friend"). `cells` (a link's game: the start and the moves, indices)
// are replayed at once, ply by ply, so that the mistakes are counted as if played here.
export function startGame(chosen, cells) {
  unsolve(); $("tip").style.display = "none"; S.hover = -1;
  const g = S.game = { chosen, side: chosen, friend: chosen === "friend", moves: $("moves").value, rules: $("rules").value, start: -1, history: [], pos: null, mistakes: [], instead: {}, picking: true,
    hint: -1, over: false, busy: false, verdicts: null, note: "", view: -1, live: "",
    token() { return this.history.length ? this.history[this.history.length - 1] : this.start; } };
  g.ready = api("/api/board/solve", { board: boardText(), moves: g.moves, rules: g.rules }).then((sol) => {
    if (S.game !== g) return;
    const placer = new Uint8Array(S.rows * S.cols);
    for (const c of sol.placer_wins) placer[toIdx(c)] = 1;
    g.verdicts = { placer, placerCount: sol.placer_wins_count, free: sol.free_cells };
    if (g.side === "auto") g.side = sol.placer_wins_count > 0 ? "second" : "first";
    if (g.picking && !cells) status(playIntro(g) + " " + pick(g));
    draw();
  }, (e) => {
    if (S.game !== g) return;
    if (g.side === "auto") g.side = "second";
    status("Cannot tell who wins (" + e.message + "); " + (g.friend ? "the second player places the token." : "you place the token."), true);
  });
  status("Solving the board to tell who can win… " + pick(g));
  moveList(); draw();
  return cells && cells.length ? replayCells(g, cells) : Promise.resolve();
}
// Plays a link's game: the placement, then each move as if clicked (a move the rules refuse
// stops the replay with the server's message).
async function replayCells(g, cells) {
  await gameClick(cells[0]);
  for (const i of cells.slice(1)) {
    if (S.game !== g || g.over || !g.pos) return;
    if (!g.pos.legal_moves.map(toIdx).includes(i)) { status("The link's game stops here: " + cellName(i) + " is not a legal move.", true); return; }
    await gameClick(i);
  }
}
// Who wins with perfect play, and the user's side.
function playIntro(g) {
  const v = g.verdicts, mover = v.free - v.placerCount;
  const who = v.placerCount > 0
    ? "With perfect play the second player wins: the player to move loses on " + count(v.placerCount, "free cell", "free cells") + " of " + number(v.free) + ", and the placer puts the token on one."
    : "With perfect play the first player wins: the player to move wins on every free cell.";
  let you;
  if (g.friend) {
    return who + " Two players at this screen: the second player places the token, then the first player moves; Hint helps the player to move, and the mistakes are counted at the end.";
  }
  if (g.side === "second") {
    you = v.placerCount > 0 ? "You are the second player: you place the token, the engine moves first."
      : "You are the second player, the side that loses against best play: you place the token, the engine moves first.";
  } else {
    you = mover > 0 ? "You move first and pick the start as well: from any of the " + count(mover, "free cell", "free cells") + " where the player to move wins, you win."
      : "You move first and pick the start, but the player to move loses on every free cell: the engine wins against best play.";
  }
  return (g.rules === "edge" ? "Edge rules (no passage twice). " : "") + who + " " + you;
}
$("stop").onclick = () => { stopGame(); status(""); draw(); };
$("hint").onclick = () => {
  if (!S.game || S.game.over || S.game.busy) return;
  if (S.game.picking) {
    const v = S.game.verdicts;
    if (!v) return;
    const want = S.game.side === "first" ? 0 : 1, i = bestStart(want);
    if (i < 0) { status("No start wins for you: the engine wins from every cell against best play."); return; }
    S.game.hint = i;
    status("Place the token on " + cellName(i) + " (pink frame): the player to move " + (want ? "loses" : "wins") + " there."); draw();
    return;
  }
  if (!S.game.pos || S.game.pos.engine_move === null) return;
  const [r, c] = S.game.pos.engine_move; S.game.hint = toIdx([r, c]);
  const said = (S.game.pos.winning ? (S.game.friend ? "The player to move is winning: " : "You are winning: ") : (S.game.friend ? "The player to move loses whatever the move; the best try: " : "You are losing whatever you do; the best try: ")) + "move to (" + r + ", " + c + ").";
  status(said); draw();
  // Under the vertex rules, the reason too: the matching of what is left, and the path or partner.
  if (S.game.rules === "vertex") explainPosition(S.game, said);
};
// The first free cell (row-major) where the placer wins (want 1) or the player to move wins
// (want 0), as the CLI's hint names it; -1 if there is none.
function bestStart(want) {
  const v = S.game.verdicts;
  for (let i = 0; i < S.rows * S.cols; i++) if (S.free[i] && v.placer[i] === want) return i;
  return -1;
}
$("undo").onclick = async () => {
  if (!S.game || S.game.busy || S.game.picking) return;
  const h = S.game.history.slice();
  const userTurn = (n) => S.game.friend || (n % 2 === 0) === (S.game.side === "first");
  let n = h.length;
  do { n--; } while (n >= 0 && !userTurn(n));
  if (n < 0) {
    // No move of the user's to take back: the placement goes, with its mistake.
    Object.assign(S.game, { start: -1, history: [], pos: null, picking: true, over: false, hint: -1, mistakes: [], instead: {}, note: "" });
    status("Took back " + (S.game.friend ? "the placement. " : "your placement. ") + pick(S.game)); moveList(); draw();
    return;
  }
  S.game.history = h.slice(0, n); S.game.mistakes = S.game.mistakes.filter((p) => p <= n); S.game.over = false;
  await advance();
};
async function position() {
  return api("/api/move", { board: boardText(), moves: S.game.moves, rules: S.game.rules, start: toCell(S.game.start), history: S.game.history.map(toCell) });
}
// Lets the engine move until it is the user's turn or the game is over.
async function advance() {
  const g = S.game;
  g.busy = true; g.hint = -1; S.why = null; draw();
  try {
    for (;;) {
      const pos = await position();
      if (S.game !== g) return;   // stopped meanwhile
      g.pos = pos;
      if (pos.over) { finish(pos); break; }
      if (g.friend) {
        // What happened first (a mistake, the last move), then what to do now.
        status(g.note + (g.history.length ? "The " + plyPlayer(g.history.length) + " player moved to " + cellName(g.token()) + ". " : "") + "The " + pos.to_move + " player's move: " + tapWord + " a green-framed cell.");
        g.note = "";
        break;
      }
      if (pos.to_move === g.side) {
        status(g.note + (g.history.length ? "The engine played " + cellName(g.token()) + ". " : "") + "Your move (" + g.side + " player): " + tapWord + " a green-framed cell.");
        g.note = "";
        break;
      }
      g.history.push(toIdx(pos.engine_move));
    }
  } catch (e) { if (S.game === g) status(e.message, true); }
  if (S.game !== g) return;
  // The message of the latest position, said again when stepping comes back to it.
  g.busy = false; g.live = S.message; g.view = -1; moveList(); draw(); showAnswers(g);
}
// The end of a game: who won, the user's mistakes, and the start button works again.
function finish(pos) {
  const g = S.game;
  g.over = true;
  if (g.friend) {
    const loser = pos.winner === "first" ? "second" : "first";
    status(g.note + "The " + pos.winner + " player wins: the " + loser + " player has no move. " + friendMistakes(g.mistakes) + " Copy the link under the moves to replay the game.");
    g.note = "";
    return;
  }
  const won = pos.winner === g.side;
  status(g.note + (won ? "You win! The engine has no move. " : "The engine wins: you have no move. ") + mistakesText(g.mistakes) + " Pick a start cell to play again, or Stop to edit the board.");
  g.note = "";
}
// Both players' mistakes, for a game between two people: "The first player made 1 mistake
// (ply 3); the second player made none."
function friendMistakes(plies) {
  const of = (who) => {
    const mine = plies.filter((p) => plyPlayer(p) === who);
    if (!mine.length) return "the " + who + " player made none";
    const named = mine.map((p) => (p === 0 ? "the placement" : "ply " + p));
    return "the " + who + " player made " + count(mine.length, "mistake", "mistakes") + " (" + named.join(", ") + ")";
  };
  const text = of("first") + "; " + of("second") + ".";
  return text[0].toUpperCase() + text.slice(1);
}
const THREW = (g, ply, i) => "That threw away " + (g.friend ? "the " + plyPlayer(ply) + " player's" : "your") + " win: " + cellName(i) + " would have won. ";
export async function gameClick(i) {
  const g = S.game;
  if (steppedBack(g)) { g.view = -1; status(g.live); moveList(); draw(); return; }
  if (g.over) { status("The game is over: Pick a start cell plays again, Undo takes your last move back, Stop goes back to editing the board.", true); return; }
  if (g.busy) return;
  if (g.picking) {
    if (!S.free[i]) { status("Pick a free cell for the token.", true); return; }
    g.start = i; g.picking = false; g.hint = -1; g.busy = true; moveList(); draw();
    await g.ready;
    if (S.game !== g) return;
    // A placement is a mistake when it loses for the user although some start would win.
    if (g.verdicts) {
      const want = g.side === "first" ? 0 : 1;
      const instead = g.verdicts.placer[i] === want ? -1 : bestStart(want);
      if (instead >= 0) { g.mistakes.push(0); g.instead[0] = instead; g.note = THREW(g, 0, instead); }
    }
    await advance();
    return;
  }
  const legal = g.pos.legal_moves.map(toIdx);
  if (!legal.includes(i)) { status(cellName(i) + " is not a legal move: pick a green-framed cell.", true); return; }
  const wasWinning = g.pos.winning, winningMove = g.pos.engine_move && toIdx(g.pos.engine_move);
  g.history.push(i);
  g.busy = true; draw();
  try {
    const after = await position();
    if (S.game !== g) return;
    if (wasWinning && after.winning) {
      const ply = g.history.length;
      g.mistakes.push(ply); g.instead[ply] = winningMove; g.note = THREW(g, ply, winningMove);
    }
  } catch (e) { if (S.game === g) status(e.message, true); }
  if (S.game !== g) return;
  g.busy = false;
  await advance();
}
// The moves of the free-cell game under the board: the start (kept in view), then every ply,
// by whom, each mistake with the cell that would have won; the last ply in bold, scrolled into
// view.
export function moveList() {
  const box = $("movelist"), head = $("movestart"), ol = $("moves-played");
  box.classList.toggle("shown", !!S.game);
  head.textContent = ""; ol.textContent = "";
  if (!S.game) return;
  const g = S.game;
  const fill = (el, text, ply) => {
    el.append(text);
    if (g.mistakes.includes(ply)) {
      const m = document.createElement("span");
      m.className = "mark mistake"; m.textContent = " — a mistake: " + cellName(g.instead[ply]) + " would have won";
      el.append(m);
    }
  };
  const link = $("gamelink");
  link.value = g.start < 0 ? "" : gameLink(location.href, S.rows, S.cols, S.free, g.moves, g.rules, [g.start, ...g.history].map(toCell),
    steppedBack(g) ? shownPly(g) : undefined);   // stepped back: the link opens at that move
  if (g.start < 0) { head.textContent = "No moves yet: place the token."; return; }
  // Each entry shows its position when clicked (data-ply: the moves made by then).
  fill(head, "Start: " + (g.friend ? "the second player" : "you") + " placed the token on " + cellName(g.start) + ".", 0);
  head.dataset.ply = 0;
  g.history.forEach((c, t) => {
    const li = document.createElement("li");
    fill(li, moveBy(g, t + 1) + ": " + cellName(c), t + 1);
    li.dataset.ply = t + 1;
    ol.append(li);
  });
  if (ol.lastChild) ol.lastChild.className = "last";
  const shown = shownPly(g);
  head.classList.toggle("shown", steppedBack(g) && shown === 0);
  if (steppedBack(g) && shown > 0) ol.children[shown - 1].classList.add("shown");
  const li = steppedBack(g) && shown > 0 ? ol.children[shown - 1] : null;
  ol.scrollTop = li ? li.offsetTop - ol.offsetTop - ol.clientHeight / 2 : ol.scrollHeight;
}
$("copylink").onclick = async () => {
  const link = $("gamelink");
  if (!link.value) return;
  link.select();
  try { await navigator.clipboard.writeText(link.value); status("Copied the link: opening it replays this game."); }
  catch (e) { status("Select the link and copy it (the browser did not let the page copy it)."); }
};
