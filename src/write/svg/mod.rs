//! SVG pictures: a solved free-cell board ([`write_board_svg`], in `board.rs`) and a reviewed
//! Bunny-and-Egg record ([`write_review_svg`], in `review.rs`); this file is the toolkit they
//! share (colours, number and text formatting, the buffered sink, the title, grid, legend and
//! runs of equal cells).
//!
//! Writers only: they get the board and its [`Analysis`](crate::game::Analysis), or the board
//! and the review's [`Ply`](crate::game::Ply) list, as plain values and run no algorithm. The
//! SVG is written by hand (no crate), and the output is deterministic: the same values give
//! the same bytes on every machine.
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

mod board;
mod review;

pub use board::write_board_svg;
pub use review::write_review_svg;

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
