// The replay panel of a Bunny-and-Egg record, drawn from the state: the ply counter, what
// the shown ply was with its mark, the list of mistakes (buttons with data-ply; replay.js
// handles their clicks) and the timeline. Reads the state; changes nothing.
import { bunnyLegal, mover, playerName, plyMark, plyReview, plyText } from "./position.js";
import { $, COLOURS, S, WHITE, cellName, count, tapWord, toIdx } from "./state.js";

// The replay panel: ply counter, timeline, what the shown ply was, and the mistakes.
export function replayView() {
  if (S.kind !== "bunny") return;
  const n = S.bunny.moves.length, t = S.bunny.ply, info = $("plyinfo");
  $("plycount").textContent = "ply " + t + " of " + n;
  $("record").textContent = S.bunny.recording ? "Stop recording" : "Record moves";
  $("record").setAttribute("aria-pressed", S.bunny.recording ? "true" : "false");
  info.textContent = ""; info.className = "";
  const say = (text, cls) => { const s = document.createElement("span"); if (cls) s.className = cls; s.textContent = text; info.append(s); };
  if (t === 0) {
    say(n ? "The start, before ply 1." : "No plies yet: press Record moves, then " + tapWord + " pieces next to the empty cell (or load a record).");
    const p = plyReview(1);
    if (p) say(" The first player is " + (p.winning_before ? "winning." : "losing."));
  } else {
    say(plyText(t) + ": ");
    const p = plyReview(t), mark = plyMark(t);
    // An unpaired last ply: the game may go on (the other player's move pairs it), or be over.
    const over = t === n && ((S.bgame && S.bgame.over) || (bunnyLegal() || [null]).length === 0);
    // A live game's last ply is reviewed once the other player answers it; a record's, never
    // (a NOI 2011 record has as many plies for each player).
    const live = !!S.bgame;
    if (!p) say(over ? "the last ply: the " + playerName(t + 1) + " cannot move, so the " + playerName(t) + " wins." + (live ? "" : " Not reviewed (a NOI 2011 record has as many plies for each player).")
      : live ? "reviewed once the " + playerName(t + 1) + " has answered it." : "not reviewed (a NOI 2011 record has as many plies for each player; the other player's move comes next).");
    else {
      info.className = mark;
      if (mark === "mistake") say("a mistake: it threw the win away" + (p.instead ? "; " + cellName(toIdx(p.instead)) + " would have kept it (dashed)." : "."), "mark mistake");
      else if (mark === "win") say("a winning move: the " + playerName(t) + " is winning after it.", "mark win");
      else say("a losing move: the " + playerName(t) + " is losing after it" + (p.winning_before ? "." : " (no move could win)."), "mark lose");
    }
  }
  if (S.bunny.recording && !S.bgame) {
    const legal = bunnyLegal(), who = mover(t) === WHITE ? "the first player (O)" : "the second player (X)";
    say(!legal ? " Now " + who + " moves." : legal.length ? " Now " + who + " moves: " + tapWord + " a green-framed piece." : " Now " + who + " cannot move and loses.");
  }
  mistakesView(); timeline();
}
function mistakesView() {
  const box = $("mistakes"); box.textContent = "";
  const r = S.bunny.review;
  if (!r) return;
  const plies = r.plies.filter((p) => p.mistake);
  const head = document.createElement("div");
  head.textContent = plies.length ? "Mistakes (" + r.first_player_mistakes.length + " by the first player, " + r.second_player_mistakes.length + " by the second):" : "No mistakes in " + count(r.plies.length, "ply", "plies") + ".";
  box.append(head);
  for (const p of plies.slice(0, 200)) {
    const b = document.createElement("button");
    b.textContent = "ply " + p.ply + " (" + p.player + " " + p.move + ")";
    b.dataset.ply = p.ply; b.className = p.ply === S.bunny.ply ? "current" : "";
    box.append(b);
  }
  if (plies.length > 200) box.append(document.createTextNode(" and " + (plies.length - 200) + " more (see the timeline)"));
}
// One bar per ply in its mark's colour; the shown ply is marked below.
export function timeline() {
  const tl = $("timeline"), n = S.bunny.moves.length, w = Math.max(50, tl.clientWidth || 300);
  tl.width = w; tl.height = 16;
  const g = tl.getContext("2d");
  g.fillStyle = "#eee"; g.fillRect(0, 0, w, 16);
  if (!n) return;
  for (let t = 1; t <= n; t++) {
    const x0 = Math.floor((t - 1) * w / n), x1 = Math.max(x0 + 1, Math.floor(t * w / n) - (w / n >= 4 ? 1 : 0));
    const mark = plyMark(t);
    g.fillStyle = mark ? COLOURS[mark] : "#cfcfcf";
    g.fillRect(x0, mark === "mistake" ? 0 : 3, x1 - x0, mark === "mistake" ? 12 : 9);
  }
  const x = S.bunny.ply === 0 ? 0 : Math.min(w - 3, Math.floor((S.bunny.ply - 0.5) * w / n) - 1);
  g.fillStyle = COLOURS.cursor; g.fillRect(x, 12, 3, 4);
}
