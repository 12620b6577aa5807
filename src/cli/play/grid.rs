//! How a board's picture fits the terminal: 2 characters a cell (a space, then the glyph)
//! when the width allows, else 1; column numbers written vertically (one line per digit) once
//! they have two digits, so a cell never needs more than 2 characters.

use super::style::{Palette, Role};
use std::io::{self, Write};
use std::ops::Range;

/// The columns assumed when the output is not a terminal (a pipe or a file).
pub const DEFAULT_COLUMNS: usize = 80;

/// The shape of a board's picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Characters a cell: 2 (a space then the glyph) or 1 (the glyph alone).
    pub cell: usize,
    /// Characters of a row number.
    pub label: usize,
    /// The width of a line of the picture.
    pub width: usize,
    /// The terminal's width the layout was chosen for.
    pub columns: usize,
}

impl Layout {
    /// The widest layout of a `rows x cols` board that fits `columns`; 1 character a cell
    /// when none does. `O(1)`.
    pub fn new(rows: u32, cols: u32, columns: usize) -> Layout {
        // A space before the row numbers, as the board's text has none.
        let label = rows.to_string().len() + 1;
        let width = |cell: usize| label + 1 + cell * cols as usize;
        let cell = if width(2) <= columns { 2 } else { 1 };
        Layout {
            cell,
            label,
            width: width(cell),
            columns,
        }
    }

    /// Whether the picture fits the terminal. `O(1)`.
    pub fn fits(&self) -> bool {
        self.width <= self.columns
    }

    /// The row number of row `r` (0-based) and the space after it.
    pub fn row_label(&self, r: u32, palette: Palette) -> String {
        palette.paint(Role::Label, &format!("{:>w$} ", r + 1, w = self.label))
    }

    /// What to say before the game when the picture is wider than the terminal, else `None`.
    pub fn too_wide(&self) -> Option<String> {
        (!self.fits()).then(|| {
            format!(
                "The board needs {} columns and the terminal has {}: its lines will wrap (a wider terminal shows it whole).",
                self.width, self.columns
            )
        })
    }

    /// The lines the column numbers take ([`Layout::write_column_header`]). `O(1)`.
    pub fn header_lines(cols: u32) -> usize {
        cols.to_string().len()
    }

    /// Writes the column numbers above the cells: one line when they have one digit, else one
    /// line per digit, the most significant first (blank where a number has fewer digits).
    pub fn write_column_header(
        &self,
        out: &mut dyn Write,
        cols: u32,
        palette: Palette,
    ) -> io::Result<()> {
        let digits = cols.to_string().len();
        for place in (0..digits).rev() {
            let mut line = " ".repeat(self.label + 1);
            for c in 1..=cols {
                let text = c.to_string();
                let digit = if text.len() > place {
                    text.as_bytes()[text.len() - 1 - place] as char
                } else {
                    ' '
                };
                line.push_str(&" ".repeat(self.cell - 1));
                line.push(digit);
            }
            writeln!(out, "{}", palette.paint(Role::Label, line.trim_end()))?;
        }
        Ok(())
    }
}

/// The rows of a board's picture to draw: all of them when the picture fits `room` lines of
/// the terminal (`None`: no terminal, or the whole board asked for), counting `per_row`
/// lines a row and `other` lines for the column numbers and the legend; else as many as fit
/// with one line more for the note saying so, around row `focus` (the token's), so that a
/// board taller than the terminal never scrolls the token off the screen. `O(1)`.
pub fn rows_shown(
    rows: u32,
    per_row: usize,
    other: usize,
    focus: Option<u32>,
    room: Option<usize>,
) -> Range<u32> {
    let Some(room) = room else {
        return 0..rows;
    };
    if rows as usize * per_row + other <= room {
        return 0..rows;
    }
    // At least 3 rows: the token's and one on each side, whatever the terminal.
    let n = (room.saturating_sub(other + 1) / per_row.max(1))
        .max(3)
        .min(rows as usize) as u32;
    let start = focus.unwrap_or(0).saturating_sub(n / 2).min(rows - n);
    start..start + n
}

/// The note under a picture cut to `shown` of `rows` rows: which ones, and how to see all.
pub fn rows_note(shown: &Range<u32>, rows: u32) -> String {
    format!(
        "Rows {} to {} of {rows}, around the token (show draws the whole board).",
        shown.start + 1,
        shown.end
    )
}

/// Writes [`rows_note`] when the picture is cut (`shown` is not every row), else nothing.
pub fn write_rows_note(
    out: &mut dyn Write,
    shown: &Range<u32>,
    rows: u32,
    palette: Palette,
) -> io::Result<()> {
    if shown.len() == rows as usize {
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        palette.paint(Role::Label, &rows_note(shown, rows))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(rows: u32, cols: u32, columns: usize) -> String {
        let mut out = Vec::new();
        let layout = Layout::new(rows, cols, columns);
        layout
            .write_column_header(&mut out, cols, Palette { colour: false })
            .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_40_column_board_fits_80_columns() {
        // 2 characters a cell do not fit (3 + 1 + 80), 1 does.
        let l = Layout::new(40, 40, 80);
        assert_eq!((l.cell, l.width, l.fits()), (1, 44, true));
        assert_eq!(Layout::new(12, 12, 80).cell, 2);
        let h = header(12, 12, 80);
        assert_eq!(
            h,
            "                       1 1 1\n     1 2 3 4 5 6 7 8 9 0 1 2\n"
        );
        assert!(header(40, 40, 80).lines().all(|l| l.len() <= 44));
        let wide = Layout::new(10, 200, 80);
        assert!(!wide.fits());
        assert!(wide.too_wide().unwrap().contains("needs 204 columns"));
    }

    #[test]
    fn a_tall_board_is_cut_around_the_token() {
        // 40 rows, 2 header lines and a legend in 20 lines: 16 rows (with the note's line).
        assert_eq!(rows_shown(40, 1, 3, Some(20), Some(20)), 12..28);
        assert_eq!(rows_shown(40, 1, 3, Some(0), Some(20)), 0..16);
        assert_eq!(rows_shown(40, 1, 3, Some(39), Some(20)), 24..40);
        assert_eq!(rows_shown(40, 1, 3, Some(39), None), 0..40);
        assert_eq!(rows_shown(10, 1, 3, Some(9), Some(20)), 0..10);
        // Never fewer than 3 rows.
        assert_eq!(rows_shown(40, 1, 3, Some(5), Some(2)), 4..7);
        assert_eq!(rows_shown(2, 1, 3, Some(1), Some(1)), 0..2);
        assert_eq!(
            rows_note(&(12..28), 40),
            "Rows 13 to 28 of 40, around the token (show draws the whole board)."
        );
    }
}
