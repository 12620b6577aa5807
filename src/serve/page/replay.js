// Replay of a Bunny-and-Egg record, the actions: stepping through the plies (buttons, keys,
// the timeline, the mistakes), recording, undoing and clearing plies. The panel is drawn by
// replayview.js.
import { refreshLegal, setMoves } from "./bunny.js";
import { draw } from "./draw.js";
import { playing, replaying } from "./position.js";
import { replayView } from "./replayview.js";
import { $, S, canvas, status } from "./state.js";

export function goPly(t) {
  if (S.kind !== "bunny" || playing()) return;
  S.bunny.ply = Math.max(0, Math.min(S.bunny.moves.length, t));
  replayView(); draw(); refreshLegal();
}
$("timeline").addEventListener("pointerdown", (ev) => {
  const n = S.bunny.moves.length, rect = $("timeline").getBoundingClientRect();
  if (n) goPly(Math.ceil((ev.clientX - rect.left) / rect.width * n));
});
$("mistakes").addEventListener("click", (ev) => { const ply = ev.target.dataset && ev.target.dataset.ply; if (ply) goPly(Number(ply)); });
export const STEP_KEYS = { ArrowLeft: (t) => t - 1, ArrowRight: (t) => t + 1, Home: () => 0, End: () => Infinity };
// Left / Right / Home / End step through a record anywhere but in a form field or the board.
document.addEventListener("keydown", (ev) => {
  const tag = ev.target.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || ev.target === canvas || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  if (replaying() && STEP_KEYS[ev.key]) { goPly(STEP_KEYS[ev.key](S.bunny.ply)); ev.preventDefault(); }
});

$("record").onclick = () => { S.bgame = null; S.bunny.recording = !S.bunny.recording; replayView(); draw(); status(S.bunny.recording ? "Recording: plies made now replace any after the ply shown." : ""); refreshLegal(); };
$("unmove").onclick = () => { S.bgame = null; if (S.bunny.ply > 0) setMoves(S.bunny.moves.slice(0, S.bunny.ply - 1), S.bunny.ply - 1); };
$("clearrec").onclick = () => { S.bgame = null; S.bunny.recording = false; setMoves([], 0); status("The record is cleared: the board can be edited."); };
$("first").onclick = () => goPly(0);
$("prev").onclick = () => goPly(S.bunny.ply - 1);
$("next").onclick = () => goPly(S.bunny.ply + 1);
$("last").onclick = () => goPly(S.bunny.moves.length);
