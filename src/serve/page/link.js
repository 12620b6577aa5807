// A free-cell game as a link: the board (rows run-length coded: "3.#2." is "...#.."), the
// move set, the rules, the start and the moves, in the page address after "#", so that
// opening the link replays the game. No imports: it only turns games into text and back.

// The address of the game: the page's own address with the game after "#". O(rows cols + moves).
export function gameLink(base, rows, cols, free, moves, rules, cells, ply) {
  const lines = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols;) {
      const v = free[r * cols + c];
      let n = 1;
      while (c + n < cols && free[r * cols + c + n] === v) n++;
      line += (n > 1 ? n : "") + (v ? "." : "#");
      c += n;
    }
    lines.push(line);
  }
  const p = new URLSearchParams({ b: rows + "x" + cols + ":" + lines.join("/"), m: moves, r: rules });
  if (cells.length) p.set("g", cells.map(([r, c]) => r + "," + c).join(";"));
  if (ply !== undefined) p.set("p", String(ply));
  return base.split("#")[0] + "#" + p.toString();
}
// The game of an address's "#..." part: {rows, cols, free, moves, rules, cells, ply} (cells:
// the start, then the moves, 1-based [row, col]; ply: the move to show, 0 the start unless
// the link names one); null when it holds no game; an Error naming what is wrong when it is
// not one.
export function readLink(hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const b = p.get("b");
  if (!b) return null;
  const m = /^(\d+)x(\d+):(.*)$/.exec(b);
  if (!m) return new Error("the board of the link is not ROWSxCOLS:ROWS");
  const rows = Number(m[1]), cols = Number(m[2]), lines = m[3].split("/");
  if (!(rows >= 1 && cols >= 1) || rows * cols > 4000000 || lines.length !== rows) return new Error("the link's board has " + lines.length + " rows, not " + rows);
  const free = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    let c = 0;
    for (const [, n, ch] of lines[r].matchAll(/(\d*)([.#])/g)) {
      const k = n ? Number(n) : 1;
      if (c + k > cols) return new Error("row " + (r + 1) + " of the link's board is longer than " + cols);
      free.fill(ch === "." ? 1 : 0, r * cols + c, r * cols + c + k); c += k;
    }
    if (c !== cols) return new Error("row " + (r + 1) + " of the link's board has " + c + " cells, not " + cols);
  }
  const cells = (p.get("g") || "").split(";").filter(Boolean).map((s) => s.split(",").map(Number));
  if (cells.some((c) => c.length !== 2 || !(c[0] >= 1 && c[0] <= rows && c[1] >= 1 && c[1] <= cols))) return new Error("a cell of the link's game is off the board");
  const ply = p.has("p") ? Number(p.get("p")) : 0;
  if (!(Number.isInteger(ply) && ply >= 0)) return new Error("the link's move p=" + p.get("p") + " is not a move number");
  return { rows, cols, free, moves: p.get("m") || "rook", rules: p.get("r") || "vertex", cells, ply };
}
