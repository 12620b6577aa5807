//! SVG pictures: a solved free-cell board ([`write_board_svg`]) and a reviewed Bunny-and-Egg
//! record ([`write_review_svg`]).
//!
//! Writers only: they get the board and its [`Analysis`], or the board and the review's
//! [`Ply`] list, as plain values and run no algorithm. The SVG is written by hand (no crate),
//! and the output is deterministic: the same values give the same bytes on every machine.
//! The only user-provided text printed is the `name` shown in the title, which is escaped
//! (control characters become U+FFFD, which XML cannot carry).
//!
//! Colours come from the Okabe–Ito palette, which stays distinguishable under the common
//! kinds of colour blindness, and the colour is never the only cue: placer-winning cells also
//! carry a dark mark (on boards drawn big enough), first- and second-player moves are circles
//! and diamonds, a mistake is a ring and the winning move instead a dashed arrow. Every picture
//! starts with an opaque white background, so it reads the same in light and dark viewers.
//!
//! Structure (the tests read it, so it is part of the contract):
//! - board picture: `<g id="cells">` is drawn in cell units (cell `(r, c)`, 0-based, is the unit
//!   square at `x = c, y = r`): a `<rect class="mover">` in [`MOVER_WINS`] covering the board,
//!   then `<path class="blocked">` stroked in [`BLOCKED`] and `<path class="placer">` stroked
//!   in [`PLACER_WINS`], 1 unit wide, each with one horizontal line along the middle of a row
//!   per run of equal cells (`M`, `m` and `h` commands only). That keeps a random 1000x1000
//!   board under 3 MB.
//! - review picture: `<rect id="board">` is the grid; `<polyline id="path">` runs through the
//!   centres of the cells the empty cell visits; each ply is a
//!   `<g class="ply first|second[ mistake]" data-ply="N" data-cell="x y">` (1-based cell) whose
//!   first child is the marker, centred on the cell, and a mistake also holds a
//!   `<circle class="mistake-ring">`; each mistake with a winning move instead adds a
//!   `<g class="instead" data-ply="N" data-cell="x y">`.

use crate::board::bunny::{BunnyBoard, Piece};
use crate::board::{Board, MoveSet};
use crate::game::{Analysis, Ply};
use crate::text::plural;
use std::fmt::{self, Display, Write as _};
use std::io::{self, Write};

/// Fill of the cells where the player who places the token wins (the mover loses): orange.
pub const PLACER_WINS: &str = "#e69f00";
/// Fill of the free cells where the player to move wins: blue.
pub const MOVER_WINS: &str = "#0072b2";
/// Fill of blocked cells: dark grey.
pub const BLOCKED: &str = "#333333";
/// Fill of the first player's move markers (circles): blue.
pub const FIRST_PLAYER: &str = "#0072b2";
/// Fill of the second player's move markers (diamonds): orange.
pub const SECOND_PLAYER: &str = "#e69f00";
/// Stroke of the ring around a mistake: vermillion.
pub const MISTAKE: &str = "#d55e00";
/// Stroke of the arrow and ring showing a winning move available instead: bluish green.
pub const INSTEAD: &str = "#009e73";
/// The picture's background.
pub const BACKGROUND: &str = "#ffffff";

/// Text and outlines.
const INK: &str = "#1a1a1a";
/// Row and column numbers.
const LABEL_INK: &str = "#555555";
/// Empty board cells in the review picture and their grid lines.
const BOARD_CELL: &str = "#e6e6e6";
const BOARD_GRID: &str = "#b3b3b3";
/// The path of the empty cell.
const PATH_INK: &str = "#4d4d4d";
const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
const MARGIN: f64 = 16.0;
const TITLE_SIZE: f64 = 16.0;
const TEXT_SIZE: f64 = 13.0;
const LABEL_SIZE: f64 = 11.0;
const LEGEND_ROW: f64 = 22.0;
const SWATCH: f64 = 16.0;
/// Flush the text buffer to the writer once it holds this much.
const CHUNK: usize = 1 << 16;
/// Row or column numbers per side, at most (about).
const MAX_LABELS: u64 = 1000;
/// At most this many move numbers are listed in a title line.
const LISTED: usize = 12;

/// Appends formatted text to a `String` (which cannot fail).
macro_rules! w {
    ($s:expr, $($arg:tt)*) => {{
        let _ = write!($s, $($arg)*);
    }};
}

/// A coordinate printed with at most two decimals and no trailing zeros (`12`, `12.5`, `0.35`).
#[derive(Clone, Copy)]
struct N(f64);

impl Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let abs = hundredths.unsigned_abs();
        let (int, frac) = (abs / 100, abs % 100);
        if frac == 0 {
            write!(f, "{sign}{int}")
        } else if frac % 10 == 0 {
            write!(f, "{sign}{int}.{}", frac / 10)
        } else {
            write!(f, "{sign}{int}.{frac:02}")
        }
    }
}

/// Text escaped for XML content and attribute values.
struct Escaped<'a>(&'a str);

impl Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for ch in self.0.chars() {
            match ch {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&#39;")?,
                c if c.is_control() || c == '\u{fffe}' || c == '\u{ffff}' => {
                    f.write_char('\u{fffd}')?
                }
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Estimated width of `text` in the picture's font: a generous average glyph width, so that
/// the canvas is never too narrow for its text.
fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    text.chars().count() as f64 * size * if bold { 0.66 } else { 0.6 }
}

fn digits(n: u32) -> u32 {
    n.checked_ilog10().unwrap_or(0) + 1
}

/// Collects the SVG text and hands it to the writer in chunks.
struct Sink<'a, W: Write> {
    out: &'a mut W,
    buf: String,
}

impl<'a, W: Write> Sink<'a, W> {
    fn new(out: &'a mut W) -> Self {
        Sink {
            out,
            buf: String::with_capacity(CHUNK + 1024),
        }
    }

    fn flush_if_full(&mut self) -> io::Result<()> {
        flush_if_full(self.out, &mut self.buf)
    }

    fn finish(self) -> io::Result<()> {
        self.out.write_all(self.buf.as_bytes())
    }
}

/// Hands `buf` to `out` once it holds [`CHUNK`] bytes.
fn flush_if_full(out: &mut impl Write, buf: &mut String) -> io::Result<()> {
    if buf.len() >= CHUNK {
        out.write_all(buf.as_bytes())?;
        buf.clear();
    }
    Ok(())
}

/// The title block: the first line bold, then plain lines.
struct Header {
    lines: Vec<String>,
}

impl Header {
    /// Height from the top of the picture to below the last line.
    fn height(&self) -> f64 {
        MARGIN + TITLE_SIZE + (self.lines.len().saturating_sub(1)) as f64 * (TEXT_SIZE + 6.0) + 14.0
    }

    fn width(&self) -> f64 {
        self.lines
            .iter()
            .enumerate()
            .map(|(i, l)| {
                if i == 0 {
                    text_width(l, TITLE_SIZE, true)
                } else {
                    text_width(l, TEXT_SIZE, false)
                }
            })
            .fold(0.0, f64::max)
    }

    fn write(&self, s: &mut String) {
        let mut y = MARGIN + TITLE_SIZE;
        for (i, line) in self.lines.iter().enumerate() {
            if i == 0 {
                w!(
                    s,
                    "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"bold\">{}</text>\n",
                    N(MARGIN),
                    N(y),
                    N(TITLE_SIZE),
                    Escaped(line)
                );
                y += TEXT_SIZE + 8.0;
            } else {
                w!(
                    s,
                    "<text x=\"{}\" y=\"{}\">{}</text>\n",
                    N(MARGIN),
                    N(y),
                    Escaped(line)
                );
                y += TEXT_SIZE + 6.0;
            }
        }
    }
}

/// Where a `rows x cols` grid of square cells sits, with room for row and column numbers.
struct Grid {
    rows: u32,
    cols: u32,
    /// Side of a cell in pixels (a whole number).
    cell: f64,
    /// Top-left corner of the grid.
    x: f64,
    y: f64,
}

impl Grid {
    /// A grid below `top` whose longer side is about `target` pixels, cells between `min` and
    /// `max` pixels.
    fn new(rows: u32, cols: u32, top: f64, target: u32, min: u32, max: u32) -> Grid {
        let cell = (target / rows.max(cols)).clamp(min, max) as f64;
        let left = digits(rows) as f64 * LABEL_SIZE * 0.6 + 10.0;
        Grid {
            rows,
            cols,
            cell,
            x: MARGIN + left,
            y: top + LABEL_SIZE + 8.0,
        }
    }

    fn width(&self) -> f64 {
        self.cols as f64 * self.cell
    }

    fn height(&self) -> f64 {
        self.rows as f64 * self.cell
    }

    fn right(&self) -> f64 {
        self.x + self.width()
    }

    fn bottom(&self) -> f64 {
        self.y + self.height()
    }

    /// The centre of cell `(r, c)` (0-based).
    fn centre(&self, (r, c): (u32, u32)) -> (f64, f64) {
        (
            self.x + (c as f64 + 0.5) * self.cell,
            self.y + (r as f64 + 0.5) * self.cell,
        )
    }

    /// Row and column numbers (1-based): every one when the cells are big enough, else every
    /// 2nd, 5th, 10th, ... so that they never overlap. `O(rows + cols)`.
    fn write_labels(&self, s: &mut String) {
        let col_step = label_step(
            self.cell,
            digits(self.cols) as f64 * LABEL_SIZE * 0.6 + 4.0,
            self.cols,
        );
        let row_step = label_step(self.cell, LABEL_SIZE + 2.0, self.rows);
        w!(
            s,
            "<g class=\"labels\" font-size=\"{}\" fill=\"{LABEL_INK}\">\n<g text-anchor=\"middle\">",
            N(LABEL_SIZE)
        );
        for c in (1..=self.cols).filter(|&c| labelled(c, col_step)) {
            w!(
                s,
                "<text x=\"{}\" y=\"{}\">{c}</text>",
                N(self.x + (c as f64 - 0.5) * self.cell),
                N(self.y - 5.0)
            );
        }
        w!(s, "</g>\n<g text-anchor=\"end\">");
        for r in (1..=self.rows).filter(|&r| labelled(r, row_step)) {
            w!(
                s,
                "<text x=\"{}\" y=\"{}\">{r}</text>",
                N(self.x - 5.0),
                N(self.y + (r as f64 - 0.5) * self.cell + 0.35 * LABEL_SIZE)
            );
        }
        w!(s, "</g>\n</g>\n");
    }

    /// Thin lines between the cells, when the cells are big enough to need them. `O(rows +
    /// cols)`.
    fn write_grid_lines(&self, s: &mut String, colour: &str) {
        if self.cell < 8.0 {
            return;
        }
        w!(
            s,
            "<path class=\"grid\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1\" d=\""
        );
        for r in 1..self.rows {
            w!(
                s,
                "M{} {}h{}",
                N(self.x),
                N(self.y + r as f64 * self.cell),
                N(self.width())
            );
        }
        for c in 1..self.cols {
            w!(
                s,
                "M{} {}v{}",
                N(self.x + c as f64 * self.cell),
                N(self.y),
                N(self.height())
            );
        }
        w!(s, "\"/>\n");
    }

    fn write_border(&self, s: &mut String) {
        w!(
            s,
            "<rect class=\"border\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"1\"/>\n",
            N(self.x),
            N(self.y),
            N(self.width()),
            N(self.height())
        );
    }
}

/// The smallest of 1, 2, 5, 10, 20, 50, ... whose multiple of `cell` pixels is at least
/// `need` and that labels at most about [`MAX_LABELS`] of `count` rows or columns.
fn label_step(cell: f64, need: f64, count: u32) -> u32 {
    let mut power: u64 = 1;
    loop {
        for m in [1, 2, 5] {
            let step = power * m;
            let apart = step as f64 * cell >= need && count as u64 / step <= MAX_LABELS;
            if apart || step >= 1 << 30 {
                return step as u32;
            }
        }
        power *= 10;
    }
}

/// Whether number `i` (1-based) gets a label at step `step`: its multiples, and 1 when the
/// next label is far enough away.
fn labelled(i: u32, step: u32) -> bool {
    i.is_multiple_of(step) || (i == 1 && (step == 1 || step >= 5))
}

/// The legend: one row per entry, a swatch drawn by `draw(s, x, y, size)` then the text.
struct Legend {
    entries: Vec<String>,
}

impl Legend {
    fn height(&self) -> f64 {
        self.entries.len() as f64 * LEGEND_ROW
    }

    fn width(&self) -> f64 {
        SWATCH
            + 8.0
            + self
                .entries
                .iter()
                .map(|e| text_width(e, TEXT_SIZE, false))
                .fold(0.0, f64::max)
    }

    /// Writes the texts from `top`; the swatches are drawn by the caller at
    /// [`Legend::swatch_at`].
    fn write_texts(&self, s: &mut String, top: f64) {
        for (i, e) in self.entries.iter().enumerate() {
            w!(
                s,
                "<text x=\"{}\" y=\"{}\">{}</text>\n",
                N(MARGIN + SWATCH + 8.0),
                N(top + i as f64 * LEGEND_ROW + SWATCH / 2.0 + 0.35 * TEXT_SIZE),
                Escaped(e)
            );
        }
    }

    /// The top-left corner of swatch `i`.
    fn swatch_at(top: f64, i: usize) -> (f64, f64) {
        (MARGIN, top + i as f64 * LEGEND_ROW)
    }
}

fn write_svg_start(s: &mut String, width: f64, height: f64, title: &str) {
    let (width, height) = (width.ceil(), height.ceil());
    w!(
        s,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{FONT_FAMILY}\" font-size=\"{}\" fill=\"{INK}\">\n\
         <title>{}</title>\n\
         <rect id=\"background\" width=\"100%\" height=\"100%\" fill=\"{BACKGROUND}\"/>\n",
        N(TEXT_SIZE),
        Escaped(title),
        w = N(width),
        h = N(height),
    );
}

/// What a board cell shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Blocked,
    Placer,
    Mover,
}

fn verdict<M: MoveSet>(board: &Board<M>, analysis: &Analysis, r: u32, c: u32) -> Verdict {
    let v = board.vertex(r, c);
    if !board.is_free_vertex(v) {
        Verdict::Blocked
    } else if analysis
        .essential()
        .get(v as usize)
        .copied()
        .unwrap_or(false)
    {
        Verdict::Mover
    } else {
        Verdict::Placer
    }
}

/// Appends one horizontal line per run of cells of row `r` with `is(c)`, in cell units along
/// the middle of the row (`y = r + 0.5`), for a path stroked 1 unit wide with butt ends: the
/// first run as `M c r.5 h len`, each later run of the row relative to the end of the previous
/// one (`m gap 0 h len`), about 7 bytes a run. Returns whether any run was written. `O(cols)`.
fn write_runs(
    s: &mut String,
    r: u32,
    cols: u32,
    is: impl Fn(u32) -> bool,
    mut flush: impl FnMut(&mut String) -> io::Result<()>,
) -> io::Result<bool> {
    let mut previous_end: Option<u32> = None;
    let mut c = 0;
    while c < cols {
        if !is(c) {
            c += 1;
            continue;
        }
        let start = c;
        while c < cols && is(c) {
            c += 1;
        }
        let len = c - start;
        match previous_end {
            None => w!(s, "M{start} {r}.5h{len}"),
            Some(end) => w!(s, "m{} 0h{len}", start - end),
        }
        previous_end = Some(c);
        flush(s)?;
    }
    Ok(previous_end.is_some())
}

/// Writes a `<path>` stroked in `colour` covering the cells `(r, c)` with `is(r, c)` (cell
/// units), one line per run of such cells in a row, flushing as it goes (within rows too, so
/// a very long row takes no more memory than a short one). `O(rows cols)`.
fn write_run_path<W: Write>(
    sink: &mut Sink<'_, W>,
    rows: u32,
    cols: u32,
    class: &str,
    colour: &str,
    is: impl Fn(u32, u32) -> bool,
) -> io::Result<()> {
    w!(
        sink.buf,
        "<path class=\"{class}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1\" d=\""
    );
    for r in 0..rows {
        let out = &mut *sink.out;
        let flush = |buf: &mut String| flush_if_full(out, buf);
        if write_runs(&mut sink.buf, r, cols, |c| is(r, c), flush)? {
            sink.buf.push('\n');
        }
    }
    sink.buf.push_str("\"/>\n");
    Ok(())
}

/// A small diamond mark at the centre of a cell, in cell units: the `*` of the pretty
/// format, so that placer-winning cells stand out without colour.
fn write_mark(s: &mut String, r: u32, c: u32) {
    w!(s, "M{}.5 {}.3l.2 .2-.2 .2-.2-.2z", c, r);
}

/// The picture of a solved free-cell board: blocked cells dark grey, cells where the player
/// who places the token wins (the player to move loses) orange with a dark mark, cells where
/// the player to move wins blue, row and column numbers, a title (`name` and the counts) and a
/// legend with the counts. `analysis` must be the analysis of `board` (for any move set).
///
/// Equal cells next to each other in a row are drawn as one line, so the file grows with the
/// number of runs, not cells: 2.9 MB for a random 1000x1000 board with 30% blocked cells. Cells are at most 40 pixels and at least 1; the longer side of the board is drawn
/// about 720 pixels long when that allows. `O(rows cols)` time; the text is written through
/// `out` in 64 KiB pieces.
///
/// ```
/// use bigame::board::Board;
/// use bigame::write::svg::write_board_svg;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// let board = Board::from_fn(1, 3, |_, _| true);
/// let analysis = analyze(&board, Algorithm::default());
/// let mut svg = Vec::new();
/// write_board_svg(&mut svg, &board, &analysis, "a path of three cells").unwrap();
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.starts_with("<?xml") && svg.ends_with("</svg>\n"));
/// assert!(svg.contains("the placer wins on 2 of 3 free cells"));
/// ```
pub fn write_board_svg<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    analysis: &Analysis,
    name: &str,
) -> io::Result<()> {
    let (rows, cols) = (board.rows(), board.cols());
    let (mut placer, mut mover, mut blocked) = (0usize, 0usize, 0usize);
    for r in 0..rows {
        for c in 0..cols {
            match verdict(board, analysis, r, c) {
                Verdict::Blocked => blocked += 1,
                Verdict::Placer => placer += 1,
                Verdict::Mover => mover += 1,
            }
        }
    }
    let free = placer + mover;
    let header = Header {
        lines: vec![
            name.to_string(),
            format!(
                "{rows} × {cols} board, {} moves: the placer wins on {placer} of {} free {}",
                board.moves(),
                free,
                if free == 1 { "cell" } else { "cells" }
            ),
        ],
    };
    let grid = Grid::new(rows, cols, header.height(), 720, 1, 40);
    let marks = grid.cell >= 10.0;
    let legend = Legend {
        entries: vec![
            format!(
                "the placer wins (the player to move loses): {}",
                plural(placer, "cell", "cells")
            ),
            format!(
                "the player to move wins: {}",
                plural(mover, "cell", "cells")
            ),
            format!("blocked: {}", plural(blocked, "cell", "cells")),
        ],
    };
    let legend_top = grid.bottom() + 18.0;
    let width = (grid.right() + MARGIN)
        .max(header.width() + 2.0 * MARGIN)
        .max(legend.width() + 2.0 * MARGIN);
    let height = legend_top + legend.height() + MARGIN - (LEGEND_ROW - SWATCH);

    let mut sink = Sink::new(out);
    let title = format!("{name}: {}", header.lines[1]);
    write_svg_start(&mut sink.buf, width, height, &title);
    header.write(&mut sink.buf);
    grid.write_labels(&mut sink.buf);
    w!(
        sink.buf,
        "<g id=\"cells\" transform=\"translate({} {}) scale({})\" shape-rendering=\"crispEdges\">\n\
         <rect class=\"mover\" width=\"{cols}\" height=\"{rows}\" fill=\"{MOVER_WINS}\"/>\n",
        N(grid.x),
        N(grid.y),
        N(grid.cell)
    );
    let at = |v| move |r, c| verdict(board, analysis, r, c) == v;
    write_run_path(
        &mut sink,
        rows,
        cols,
        "blocked",
        BLOCKED,
        at(Verdict::Blocked),
    )?;
    write_run_path(
        &mut sink,
        rows,
        cols,
        "placer",
        PLACER_WINS,
        at(Verdict::Placer),
    )?;
    if marks {
        w!(
            sink.buf,
            "<path class=\"marks\" fill=\"{INK}\" shape-rendering=\"auto\" d=\""
        );
        for r in 0..rows {
            for c in (0..cols).filter(|&c| at(Verdict::Placer)(r, c)) {
                write_mark(&mut sink.buf, r, c);
            }
            sink.flush_if_full()?;
        }
        w!(sink.buf, "\"/>\n");
    }
    w!(sink.buf, "</g>\n");
    grid.write_grid_lines(&mut sink.buf, BACKGROUND);
    grid.write_border(&mut sink.buf);

    w!(sink.buf, "<g class=\"legend\">\n");
    for (i, fill) in [PLACER_WINS, MOVER_WINS, BLOCKED].into_iter().enumerate() {
        let (x, y) = Legend::swatch_at(legend_top, i);
        w!(
            sink.buf,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"0.5\"/>\n",
            N(x),
            N(y),
            N(SWATCH),
            N(SWATCH)
        );
        if i == 0 && marks {
            w!(
                sink.buf,
                "<path fill=\"{INK}\" transform=\"translate({} {}) scale({})\" d=\"",
                N(x),
                N(y),
                N(SWATCH)
            );
            write_mark(&mut sink.buf, 0, 0);
            w!(sink.buf, "\"/>\n");
        }
    }
    legend.write_texts(&mut sink.buf, legend_top);
    w!(sink.buf, "</g>\n</svg>\n");
    sink.finish()
}

/// The font size of a ply number of `digits` digits in a marker (radius 0.28 cells), or `None`
/// when it would be too small to read.
fn number_size(cell: f64, digits: u32) -> Option<f64> {
    let size = (cell * 0.34).min(1.7 * cell * 0.28 / (0.6 * digits as f64));
    (size >= 6.0).then_some(size)
}

/// The marker of a ply centred at `(x, y)`: a circle for the first player, a diamond for the
/// second. With `numbered` (every ply number of the picture fits, see [`number_size`]) it is
/// 0.28 cells in radius and holds the ply number; otherwise it is a smaller dot, so that the
/// path stays visible.
fn write_ply_marker(
    s: &mut String,
    first: bool,
    number: u32,
    (x, y): (f64, f64),
    cell: f64,
    numbered: bool,
) {
    let outline = (cell * 0.03).max(0.5);
    let r = cell * if numbered { 0.28 } else { 0.18 };
    if first {
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{FIRST_PLAYER}\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\"/>",
            N(x),
            N(y),
            N(r),
            N(outline)
        );
    } else {
        // A square turned by 45 degrees: a diamond of about the circle's area.
        let half = r * 0.86;
        w!(
            s,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" transform=\"rotate(45 {} {})\" fill=\"{SECOND_PLAYER}\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\"/>",
            N(x - half),
            N(y - half),
            N(2.0 * half),
            N(2.0 * half),
            N(x),
            N(y),
            N(outline)
        );
    }
    if let Some(size) = number_size(cell, digits(number)).filter(|_| numbered) {
        let ink = if first { BACKGROUND } else { INK };
        w!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\">{number}</text>",
            N(x),
            N(y + 0.35 * size),
            N(size)
        );
    }
}

fn write_mistake_ring(s: &mut String, (x, y): (f64, f64), cell: f64) {
    w!(
        s,
        "<circle class=\"mistake-ring\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{MISTAKE}\" stroke-width=\"{}\"/>",
        N(x),
        N(y),
        N(cell * 0.45),
        N((cell * 0.08).max(1.5))
    );
}

/// The arrow from `from` towards `to` and the dashed ring around `to`, both on a white halo
/// so that they show on dark pieces too.
fn write_instead(s: &mut String, from: (f64, f64), to: (f64, f64), cell: f64) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / length, dy / length);
    let ring = cell * 0.3;
    let width = (cell * 0.07).max(1.0);
    let halo = width + 2.0 * (cell * 0.04).max(1.0);
    let start = (from.0 + ux * cell * 0.3, from.1 + uy * cell * 0.3);
    // The arrowhead is 3 stroke widths long and starts at the line's end.
    let end = (
        to.0 - ux * (ring + 3.0 * width),
        to.1 - uy * (ring + 3.0 * width),
    );
    let dash = (cell * 0.12).max(2.0);
    for (colour, stroke, head) in [
        (BACKGROUND, halo, ""),
        (INSTEAD, width, " marker-end=\"url(#arrow)\""),
    ] {
        w!(
            s,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{}\"{head}/>",
            N(start.0),
            N(start.1),
            N(end.0),
            N(end.1),
            N(stroke)
        );
    }
    for (colour, stroke, dashes) in [
        (BACKGROUND, halo, String::new()),
        (
            INSTEAD,
            width,
            format!(" stroke-dasharray=\"{} {}\"", N(dash), N(dash * 0.5)),
        ),
    ] {
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\"{dashes}/>",
            N(to.0),
            N(to.1),
            N(ring),
            N(stroke)
        );
    }
}

/// "2 mistakes: moves 1, 19 (plies 1, 37)", the first [`LISTED`] of them.
fn mistake_summary(plies: &[Ply], first: bool) -> String {
    let mistakes: Vec<&Ply> = plies
        .iter()
        .filter(|p| p.is_first_player() == first && p.is_mistake())
        .collect();
    if mistakes.is_empty() {
        return "no mistakes".to_string();
    }
    let list = |f: fn(&Ply) -> u32| {
        let mut text: Vec<String> = mistakes
            .iter()
            .take(LISTED)
            .map(|&p| f(p).to_string())
            .collect();
        if mistakes.len() > LISTED {
            text.push("…".to_string());
        }
        text.join(", ")
    };
    let (moves, ply_list) = (list(Ply::move_number), list(|p| p.number));
    let (move_word, ply_word) = if mistakes.len() == 1 {
        ("move", "ply")
    } else {
        ("moves", "plies")
    };
    format!(
        "{}: {move_word} {moves} ({ply_word} {ply_list})",
        plural(mistakes.len(), "mistake", "mistakes")
    )
}

/// The picture of a reviewed Bunny-and-Egg record: the board at the start (`O` white discs,
/// `X` dark discs, the empty cell a dashed square; plain squares when the cells are smaller
/// than 8 pixels), the path of the empty cell through the game as a polyline, each ply's cell
/// marked with its ply number (first player: blue circles, second player: orange diamonds),
/// mistakes ringed in vermillion with the winning move available instead as a dashed green
/// arrow and ring, a title (`name`, the size and each player's mistakes) and a legend.
/// `plies` are the review of a record played from `board` ([`crate::game::review`]); plies
/// whose cells are not on the board are left out.
///
/// Ply numbers are written when every one fits (up to three digits on boards of up to 50
/// cells a side); otherwise all markers are smaller numberless dots. Cells are 24 to 48 pixels
/// on boards of up to 50 cells a side (the longer side about 640 pixels when that allows),
/// else the longer side is about 1200 pixels with cells of 2 to 23 pixels. `O(rows cols + plies)` time.
///
/// ```
/// use bigame::board::bunny::BunnyBoard;
/// use bigame::write::svg::write_review_svg;
/// use bigame::game::{Position, review};
/// let board = BunnyBoard::parse_rows(&[b"XO.OXO"]).unwrap();
/// let mut p = Position::new(&board, board.empty_vertex());
/// let moves = [board.move_vertex(1, 2).unwrap(), board.move_vertex(1, 1).unwrap()];
/// let plies = review(&mut p, &moves).unwrap();
/// let mut svg = Vec::new();
/// write_review_svg(&mut svg, &board, &plies, "sample 1").unwrap();
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.contains("class=\"ply first mistake\" data-ply=\"1\" data-cell=\"1 2\""));
/// ```
pub fn write_review_svg(
    out: &mut impl Write,
    board: &BunnyBoard,
    plies: &[Ply],
    name: &str,
) -> io::Result<()> {
    let (rows, cols) = (board.rows(), board.cols());
    let per_player = plies.len().div_ceil(2);
    let header = Header {
        lines: vec![
            name.to_string(),
            format!(
                "{rows} × {cols} board, {} ({} each)",
                plural(plies.len(), "ply", "plies"),
                plural(per_player, "move", "moves")
            ),
            format!("first player (O): {}", mistake_summary(plies, true)),
            format!("second player (X): {}", mistake_summary(plies, false)),
        ],
    };
    // About 640 pixels a side, but cells of at least 24 pixels (three-digit ply numbers) on
    // boards of up to 50 cells a side; larger boards up to 1200 pixels.
    let grid = if rows.max(cols) <= 50 {
        Grid::new(rows, cols, header.height(), 640, 24, 48)
    } else {
        Grid::new(rows, cols, header.height(), 1200, 2, 23)
    };
    let cell = grid.cell;
    let legend = Legend {
        entries: vec![
            "O: a white piece, moved by the first player".to_string(),
            "X: a black piece, moved by the second player".to_string(),
            "the empty cell at the start".to_string(),
            "the path of the empty cell".to_string(),
            "a first-player move (O), with its ply number".to_string(),
            "a second-player move (X), with its ply number".to_string(),
            "a mistake: the mover was winning and now loses".to_string(),
            "a winning move that was available instead".to_string(),
        ],
    };
    let legend_top = grid.bottom() + 18.0;
    let width = (grid.right() + MARGIN)
        .max(header.width() + 2.0 * MARGIN)
        .max(legend.width() + 2.0 * MARGIN);
    let height = legend_top + legend.height() + MARGIN - (LEGEND_ROW - SWATCH);

    let mut sink = Sink::new(out);
    let title = format!("{name}: {}", header.lines[1..].join("; "));
    write_svg_start(&mut sink.buf, width, height, &title);
    w!(
        sink.buf,
        "<defs>\n\
         <marker id=\"arrow\" viewBox=\"0 0 3 3\" refX=\"0\" refY=\"1.5\" markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\" overflow=\"visible\"><path d=\"M0 0L3 1.5L0 3z\" fill=\"{INSTEAD}\"/></marker>\n\
         </defs>\n"
    );
    header.write(&mut sink.buf);
    grid.write_labels(&mut sink.buf);
    w!(
        sink.buf,
        "<rect id=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BOARD_CELL}\"/>\n",
        N(grid.x),
        N(grid.y),
        N(grid.width()),
        N(grid.height())
    );
    grid.write_grid_lines(&mut sink.buf, BOARD_GRID);
    let piece = |p: Piece| move |r, c| board.piece(r, c) == p;
    let (er, ec) = board.empty_cell();
    if cell >= 8.0 {
        let radius = cell * 0.4;
        let outline = (cell * 0.04).max(1.0);
        for (p, fill) in [(Piece::White, BACKGROUND), (Piece::Black, INK)] {
            w!(
                sink.buf,
                "<g class=\"pieces {}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"{}\">\n",
                if p == Piece::White { "o" } else { "x" },
                N(outline)
            );
            for r in 0..rows {
                for c in (0..cols).filter(|&c| piece(p)(r, c)) {
                    let (x, y) = grid.centre((r, c));
                    w!(
                        sink.buf,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                        N(x),
                        N(y),
                        N(radius)
                    );
                }
                sink.buf.push('\n');
                sink.flush_if_full()?;
            }
            w!(sink.buf, "</g>\n");
        }
    } else {
        w!(
            sink.buf,
            "<g class=\"pieces\" transform=\"translate({} {}) scale({})\" shape-rendering=\"crispEdges\">\n",
            N(grid.x),
            N(grid.y),
            N(cell)
        );
        write_run_path(&mut sink, rows, cols, "o", BACKGROUND, piece(Piece::White))?;
        write_run_path(&mut sink, rows, cols, "x", INK, piece(Piece::Black))?;
        w!(sink.buf, "</g>\n");
    }
    let empty_side = cell * 0.7;
    let (ex, ey) = grid.centre((er, ec));
    let start_width = (cell * 0.06).max(1.0);
    w!(
        sink.buf,
        "<rect id=\"start\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BACKGROUND}\" stroke=\"{INK}\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>\n",
        N(ex - empty_side / 2.0),
        N(ey - empty_side / 2.0),
        N(empty_side),
        N(empty_side),
        N(start_width),
        N(start_width * 2.5),
        N(start_width * 1.5)
    );
    grid.write_border(&mut sink.buf);

    // The path of the empty cell: the start, then the cell of every ply.
    let cells: Vec<Option<(u32, u32)>> = plies.iter().map(|p| board.cell(p.to)).collect();
    let mut points = String::new();
    let path = std::iter::once(Some((er, ec))).chain(cells.iter().copied());
    for (x, y) in path.flatten().map(|rc| grid.centre(rc)) {
        if !points.is_empty() {
            points.push(' ');
        }
        w!(points, "{},{}", N(x), N(y));
    }
    let path_width = (cell * 0.08).max(1.0);
    w!(
        sink.buf,
        "<polyline points=\"{points}\" fill=\"none\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n\
         <polyline id=\"path\" points=\"{points}\" fill=\"none\" stroke=\"{PATH_INK}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n",
        N(path_width + 2.0 * (cell * 0.04).max(1.0)),
        N(path_width)
    );
    sink.flush_if_full()?;

    // The winning moves instead, under the markers; from the cell the empty cell was on.
    let mut before = Some((er, ec));
    for (p, &here) in plies.iter().zip(&cells) {
        if let (Some(from), Some(to)) = (before, p.instead.and_then(|v| board.cell(v))) {
            w!(
                sink.buf,
                "<g class=\"instead\" data-ply=\"{}\" data-cell=\"{} {}\">",
                p.number,
                to.0 + 1,
                to.1 + 1
            );
            write_instead(&mut sink.buf, grid.centre(from), grid.centre(to), cell);
            w!(sink.buf, "</g>\n");
        }
        before = here;
        sink.flush_if_full()?;
    }
    let largest = plies.iter().map(|p| p.number).max().unwrap_or(0);
    let numbered = number_size(cell, digits(largest)).is_some();
    for (p, &here) in plies.iter().zip(&cells) {
        let Some((r, c)) = here else { continue };
        let first = p.is_first_player();
        w!(
            sink.buf,
            "<g class=\"ply {}{}\" data-ply=\"{}\" data-cell=\"{} {}\">",
            if first { "first" } else { "second" },
            if p.is_mistake() { " mistake" } else { "" },
            p.number,
            r + 1,
            c + 1
        );
        let centre = grid.centre((r, c));
        write_ply_marker(&mut sink.buf, first, p.number, centre, cell, numbered);
        if p.is_mistake() {
            write_mistake_ring(&mut sink.buf, centre, cell);
        }
        w!(sink.buf, "</g>\n");
        sink.flush_if_full()?;
    }

    // The legend, its swatches drawn at a cell size of 20 pixels.
    let s = &mut sink.buf;
    w!(s, "<g class=\"legend\">\n");
    let size = 20.0;
    let centre = |i: usize| {
        let (x, y) = Legend::swatch_at(legend_top, i);
        (x + SWATCH / 2.0, y + SWATCH / 2.0)
    };
    for (i, fill) in [(0, BACKGROUND), (1, INK)] {
        let (x, y) = centre(i);
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"1\"/>\n",
            N(x),
            N(y),
            N(size * 0.4)
        );
    }
    let (x, y) = centre(2);
    w!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BACKGROUND}\" stroke=\"{INK}\" stroke-width=\"1.2\" stroke-dasharray=\"3 1.8\"/>\n",
        N(x - 7.0),
        N(y - 7.0),
        N(14.0),
        N(14.0)
    );
    let (x, y) = centre(3);
    w!(
        s,
        "<path d=\"M{} {}h{}\" stroke=\"{PATH_INK}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>\n",
        N(x - 8.0),
        N(y),
        N(16.0),
        N(path_width.min(3.0))
    );
    write_ply_marker(s, true, 1, centre(4), 28.0, true);
    write_ply_marker(s, false, 2, centre(5), 28.0, true);
    write_mistake_ring(s, centre(6), 20.0);
    let (x, y) = centre(7);
    write_instead(s, (x - 14.0, y), (x + 4.0, y), 16.0);
    legend.write_texts(s, legend_top);
    w!(s, "</g>\n</svg>\n");
    sink.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_exact() {
        let shown: Vec<String> = [0.0, 12.0, 12.5, 0.35, -3.25, 1.0 / 3.0, -0.001]
            .iter()
            .map(|&x| N(x).to_string())
            .collect();
        assert_eq!(shown, ["0", "12", "12.5", "0.35", "-3.25", "0.33", "0"]);
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            Escaped("a<b>&\"c'\u{1}").to_string(),
            "a&lt;b&gt;&amp;&quot;c&#39;\u{fffd}"
        );
    }

    #[test]
    fn runs_are_merged_and_relative() {
        let mut s = String::new();
        let row = [true, true, false, true, false, false, true];
        let keep = |_: &mut String| Ok(());
        assert!(write_runs(&mut s, 3, 7, |c| row[c as usize], keep).unwrap());
        assert_eq!(s, "M0 3.5h2m1 0h1m2 0h1");
        assert!(!write_runs(&mut s, 0, 7, |_| false, keep).unwrap());
    }

    #[test]
    fn label_steps_keep_labels_apart() {
        assert_eq!(label_step(40.0, 17.0, 10), 1);
        assert_eq!(label_step(10.0, 17.0, 10), 2);
        assert_eq!(label_step(1.0, 17.0, 10), 20);
        assert_eq!(label_step(1.0, 17.0, 1_000_000), 1000);
        assert!(labelled(1, 1) && labelled(1, 5) && !labelled(1, 2) && labelled(4, 2));
    }
}
