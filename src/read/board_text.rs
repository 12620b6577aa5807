//! Free-cell boards in the judges' text format: `n m`, then `n` rows of `m` cells (`.` free,
//! `#` blocked), separated by whitespace (the writers of boards and answers:
//! [`crate::write::board_text`]).

use super::scan::{Scanner, describe};
use super::{Counting, ParseError};
use crate::board::Board;
use crate::text::plural;

/// Which characters a board may contain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellRule {
    /// `.` is free, `#` is blocked, anything else is an error (LOJ 6033).
    Strict,
    /// `#` is blocked, any other visible ASCII character (`!` to `~`) is free, anything else is an
    /// error (JSOI 2009).
    AnyButHash,
}

/// The kind of board a text looks like: see [`looks_like_board`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardLook {
    /// A free-cell board: rows of `.` and `#` (for `bigame board`).
    FreeCells,
    /// A Bunny-and-Egg board: rows of `X`, `O` and `.` (for `bigame review`).
    Bunny,
}

/// Whether `input` looks like a board rather than what was asked of it (a graph, say), for a
/// hint in the error message: its first non-blank line is two numbers `n m` and the next one
/// a single token of `.`, `#`, `X` and `O` (with `X` or `O`: a Bunny-and-Egg board). Looks at
/// the first two lines only: `O(length of the leading lines)`.
///
/// ```
/// use bigame::read::board_text::{looks_like_board, BoardLook};
/// assert_eq!(looks_like_board(b"2 3\n.#.\n...\n"), Some(BoardLook::FreeCells));
/// assert_eq!(looks_like_board(b"1 3\nXO.\n"), Some(BoardLook::Bunny));
/// assert_eq!(looks_like_board(b"3 2\n1 2\n2 3\n"), None);
/// ```
pub fn looks_like_board(input: &[u8]) -> Option<BoardLook> {
    let input = super::scan::skip_bom(input);
    let mut lines = input
        .split(|&b| b == b'\n')
        .map(|line| {
            line.split(|&b| super::scan::is_space(b))
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
        })
        .filter(|tokens| !tokens.is_empty());
    let size = lines.next()?;
    let numbers = |t: &&[u8]| t.iter().all(u8::is_ascii_digit);
    if size.len() != 2 || !size.iter().all(numbers) {
        return None;
    }
    match &lines.next()?[..] {
        [row] if row.iter().all(|b| b".#XO".contains(b)) => {
            if row.iter().any(|b| b"XO".contains(b)) {
                Some(BoardLook::Bunny)
            } else {
                Some(BoardLook::FreeCells)
            }
        }
        _ => None,
    }
}

/// Reads a board. Every cell must be present; rows are whitespace-separated tokens of exactly
/// `m` cells; nothing may follow the last row. Checks the announced size against the input
/// length before allocating. `O(input length)`.
///
/// ```
/// use bigame::read::board_text::{read_board, CellRule};
/// let board = read_board(b"2 3\n.#.\n...\n", CellRule::Strict).unwrap();
/// assert!(!board.is_free(0, 1) && board.is_free(1, 1));
/// let err = read_board(b"2 3\n.#.\n..\n", CellRule::Strict).unwrap_err();
/// assert_eq!(err.to_string(), "3:3: row 2 has 2 cells, expected 3");
/// ```
pub fn read_board(input: &[u8], rule: CellRule) -> Result<Board, ParseError> {
    read_board_counted(input, rule, Counting::FromOne)
}

/// [`read_board`], with the rows its errors name counted as `counting` says (Python counts
/// from 0). `O(input length)`.
///
/// ```
/// use bigame::read::board_text::{read_board_counted, CellRule};
/// use bigame::read::Counting;
/// let err = read_board_counted(b"2 3\n.#.\n..\n", CellRule::Strict, Counting::FromZero);
/// assert_eq!(err.unwrap_err().located(Counting::FromZero), "2:2: row 1 has 2 cells, expected 3");
/// ```
pub fn read_board_counted(
    input: &[u8],
    rule: CellRule,
    counting: Counting,
) -> Result<Board, ParseError> {
    let row_name = |r: u32| counting.show(u64::from(r));
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (rows, cols) = read_board_size(&mut s)?;
    let mut board = Board::blocked(rows, cols);
    let mut free = Vec::with_capacity(cols as usize);
    for r in 0..rows {
        let Some((row, at)) = s.token() else {
            return Err(s.position().error(format!(
                "expected row {} of {rows} ({}), found end of input",
                row_name(r),
                plural(cols, "cell", "cells")
            )));
        };
        if row.len() < cols as usize {
            let end = super::scan::Position {
                line: at.line,
                column: at.column + row.len(),
            };
            return Err(end.error(format!(
                "row {} has {}, expected {cols}",
                row_name(r),
                plural(row.len(), "cell", "cells")
            )));
        }
        if row.len() > cols as usize {
            let extra = super::scan::Position {
                line: at.line,
                column: at.column + cols as usize,
            };
            return Err(extra.error(format!(
                "row {} has more than {}",
                row_name(r),
                plural(cols, "cell", "cells")
            )));
        }
        // The common case first, with no branch per cell: a row of valid cells.
        let valid = |b: u8| match rule {
            CellRule::Strict => b == b'.' || b == b'#',
            CellRule::AnyButHash => b.is_ascii_graphic(),
        };
        // A fold, not `all`: no early exit, so the check vectorises.
        if row.iter().fold(true, |ok, &b| ok & valid(b)) {
            free.clear();
            free.extend(row.iter().map(|&b| b != b'#'));
            board.set_row(r, &free);
            continue;
        }
        let c = row.iter().position(|&b| !valid(b)).unwrap_or_default();
        let here = super::scan::Position {
            line: at.line,
            column: at.column + c,
        };
        let expected = match rule {
            CellRule::Strict => "'.' for free or '#' for blocked",
            CellRule::AnyButHash => "'#' for blocked or another visible ASCII character for free",
        };
        return Err(here.error(format!(
            "unknown cell {} in row {} (expected {expected})",
            describe(Some(row[c])),
            row_name(r)
        )));
    }
    s.expect_end("the last row of the board")?;
    Ok(board)
}

/// Reads the `n m` header of a board and checks it before anything is allocated: both at
/// least 1, `n m` cells fit in the input (each takes a byte), and the padded grid fits in
/// `u32` ids. Shared by every board-based format. `O(1)`.
pub(crate) fn read_board_size(s: &mut Scanner) -> Result<(u32, u32), ParseError> {
    let (rows, at_rows) = s.number("the number of rows", u32::MAX as u64)?;
    let (cols, at_cols) = s.number("the number of columns", u32::MAX as u64)?;
    if rows == 0 {
        return Err(at_rows.error("expected the number of rows to be at least 1, found 0"));
    }
    if cols == 0 {
        return Err(at_cols.error("expected the number of columns to be at least 1, found 0"));
    }
    if rows * cols > s.len() as u64 {
        return Err(at_rows.error(format!(
            "a {rows} x {cols} board cannot fit in an input of {} (rows missing or size wrong)",
            plural(s.len(), "byte", "bytes")
        )));
    }
    if !Board::fits(rows, cols) {
        return Err(at_rows.error(format!(
            "a {rows} x {cols} board is too large (at most about 4 billion cells)"
        )));
    }
    Ok((rows as u32, cols as u32))
}
