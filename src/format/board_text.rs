//! Free-cell boards in the judges' text format, and the judges' answers.
//!
//! Input: `n m`, then `n` rows of `m` cells (`.` free, `#` blocked), separated by whitespace.
//! Output: the cells where the player who *places* the token wins, i.e. where the player to
//! move loses (LOJ 6033 and JSOI 2009), or the board redrawn.

use super::ParseError;
use super::scan::{Scanner, describe};
use crate::board::{Board, MoveSet};
use crate::game::Analysis;
use crate::text::plural;
use std::io::{self, Write};

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
/// use bigame::format::board_text::{looks_like_board, BoardLook};
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
/// use bigame::format::board_text::{read_board, CellRule};
/// let board = read_board(b"2 3\n.#.\n...\n", CellRule::Strict).unwrap();
/// assert!(!board.is_free(0, 1) && board.is_free(1, 1));
/// let err = read_board(b"2 3\n.#.\n..\n", CellRule::Strict).unwrap_err();
/// assert_eq!(err.to_string(), "3:3: row 2 has 2 cells, expected 3");
/// ```
pub fn read_board(input: &[u8], rule: CellRule) -> Result<Board, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (rows, cols) = read_board_size(&mut s)?;
    let mut board = Board::blocked(rows, cols);
    for r in 0..rows {
        let Some((row, at)) = s.token() else {
            return Err(s.position().error(format!(
                "expected row {} of {rows} ({}), found end of input",
                r + 1,
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
                r + 1,
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
                r + 1,
                plural(cols, "cell", "cells")
            )));
        }
        for (c, &b) in row.iter().enumerate() {
            let free = match (b, rule) {
                (b'#', _) => false,
                (b'.', _) => true,
                // Only visible ASCII: a control byte or a byte of a multi-byte character is not
                // one cell.
                (_, CellRule::AnyButHash) if b.is_ascii_graphic() => true,
                _ => {
                    let here = super::scan::Position {
                        line: at.line,
                        column: at.column + c,
                    };
                    let expected = match rule {
                        CellRule::Strict => "'.' for free or '#' for blocked",
                        CellRule::AnyButHash => {
                            "'#' for blocked or another visible ASCII character for free"
                        }
                    };
                    return Err(here.error(format!(
                        "unknown cell {} in row {} (expected {expected})",
                        describe(Some(b)),
                        r + 1
                    )));
                }
            };
            if free {
                board.set_free(r, c as u32, true);
            }
        }
    }
    s.expect_end("the last row of the board")?;
    Ok(board)
}

/// Writes a board in the judges' input format: `n m`, then `n` rows of `.` (free) and `#`
/// (blocked). [`read_board`] reads it back as the same board. `O(rows cols)`.
///
/// ```
/// use bigame::board::Board;
/// use bigame::format::board_text::{read_board, write_board, CellRule};
/// let board = Board::from_fn(2, 3, |r, c| (r, c) != (0, 1));
/// let mut out = Vec::new();
/// write_board(&mut out, &board).unwrap();
/// assert_eq!(out, b"2 3\n.#.\n...\n");
/// assert_eq!(read_board(&out, CellRule::Strict).unwrap(), board);
/// ```
pub fn write_board<M: MoveSet>(out: &mut impl Write, board: &Board<M>) -> io::Result<()> {
    writeln!(out, "{} {}", board.rows(), board.cols())?;
    let mut line = Vec::with_capacity(board.cols() as usize + 1);
    for r in 0..board.rows() {
        line.clear();
        line.extend(
            board
                .row_vertices(r)
                .map(|v| if board.is_free_vertex(v) { b'.' } else { b'#' }),
        );
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
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

/// Whether vertex `v` of `board` is a cell where the player who places the token wins: free,
/// and the player to move from it loses. `O(1)`.
#[inline]
fn placer_wins_at<M: MoveSet>(board: &Board<M>, analysis: &Analysis, v: u32) -> bool {
    board.is_free_vertex(v) && !analysis.wins(v)
}

/// The cells where the player who places the token wins (the player to move loses), in
/// row-major order, as 0-based `(row, col)`. Lazy: `O(rows cols)` to exhaust, no allocation.
pub fn placer_wins<'a, M: MoveSet>(
    board: &'a Board<M>,
    analysis: &'a Analysis,
) -> impl Iterator<Item = (u32, u32)> + 'a {
    (0..board.rows()).flat_map(move |r| {
        let start = board.row_vertices(r).start;
        board
            .row_vertices(r)
            .filter(move |&v| placer_wins_at(board, analysis, v))
            .map(move |v| (r, v - start))
    })
}

/// Number of cells where the placer wins. `O(rows cols)`.
fn placer_win_count<M: MoveSet>(board: &Board<M>, analysis: &Analysis) -> usize {
    (0..board.rows())
        .map(|r| {
            board
                .row_vertices(r)
                .filter(|&v| placer_wins_at(board, analysis, v))
                .count()
        })
        .sum()
}

/// The placer-winning cells as `i j` lines (1-based, row-major) and their number. On a large
/// board the bottom half is formatted on a second thread while this one does the top: on a
/// 2000x2000 board this text is a tenth of the run. `O(rows cols)`; the text is kept in
/// memory (about 10 bytes a line) so that its count can be written first.
fn cell_lines<M: MoveSet>(board: &Board<M>, analysis: &Analysis) -> (usize, [Vec<u8>; 2]) {
    // Below this many cells a second thread costs more than it saves.
    const TWO_THREADS_FROM: u64 = 1 << 18;
    let rows = board.rows();
    let cells = rows as u64 * board.cols() as u64;
    if cells < TWO_THREADS_FROM {
        let (count, text) = format_rows(board, analysis, 0..rows);
        return (count, [text, Vec::new()]);
    }
    let middle = rows / 2;
    let ((top_count, top), (bottom_count, bottom)) = std::thread::scope(|scope| {
        let bottom = scope.spawn(|| format_rows(board, analysis, middle..rows));
        let top = format_rows(board, analysis, 0..middle);
        (top, bottom.join().expect("formatting the answer panicked"))
    });
    (top_count + bottom_count, [top, bottom])
}

/// The `i j` lines of the placer-winning cells of `rows`, and their number. `O(cells)`.
fn format_rows<M: MoveSet>(
    board: &Board<M>,
    analysis: &Analysis,
    rows: std::ops::Range<u32>,
) -> (usize, Vec<u8>) {
    // Every column's `j\n`, made once: copying it is cheaper than formatting it per line.
    let mut columns = Vec::new();
    let mut column_ends = Vec::with_capacity(board.cols() as usize + 1);
    column_ends.push(0);
    let mut buf = itoa::Buffer::new();
    for c in 1..=board.cols() {
        columns.extend_from_slice(buf.format(c).as_bytes());
        columns.push(b'\n');
        column_ends.push(columns.len());
    }
    let mut text = Vec::new();
    let mut prefix = Vec::new();
    let mut count = 0;
    for r in rows {
        prefix.clear();
        prefix.extend_from_slice(buf.format(r + 1).as_bytes());
        prefix.push(b' ');
        for (c, v) in board.row_vertices(r).enumerate() {
            if placer_wins_at(board, analysis, v) {
                text.extend_from_slice(&prefix);
                text.extend_from_slice(&columns[column_ends[c]..column_ends[c + 1]]);
                count += 1;
            }
        }
    }
    (count, text)
}

/// LOJ 6033's answer: the number of placer-winning cells, then each as `i j` (1-based,
/// row-major), one per line. `O(rows cols)`.
pub fn write_loj6033<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    analysis: &Analysis,
) -> io::Result<()> {
    let (count, parts) = cell_lines(board, analysis);
    let mut buf = itoa::Buffer::new();
    out.write_all(buf.format(count).as_bytes())?;
    out.write_all(b"\n")?;
    parts.iter().try_for_each(|part| out.write_all(part))
}

/// JSOI 2009's answer: `LOSE` if the placer wins nowhere, else `WIN` and the cells as `i j`.
/// `O(rows cols)`.
pub fn write_jsoi2009<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    analysis: &Analysis,
) -> io::Result<()> {
    let (count, parts) = cell_lines(board, analysis);
    if count == 0 {
        return out.write_all(b"LOSE\n");
    }
    out.write_all(b"WIN\n")?;
    parts.iter().try_for_each(|part| out.write_all(part))
}

/// The board redrawn: `#` blocked, `*` a cell where the placer wins (the mover loses), `.` a
/// cell where the mover wins; then a one-line summary.
pub fn write_pretty<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    analysis: &Analysis,
) -> io::Result<()> {
    let mut line = Vec::with_capacity(board.cols() as usize + 1);
    let (mut free, mut placer) = (0usize, 0usize);
    for r in 0..board.rows() {
        line.clear();
        for c in 0..board.cols() {
            line.push(if !board.is_free(r, c) {
                b'#'
            } else if analysis.wins(board.vertex(r, c)) {
                free += 1;
                b'.'
            } else {
                free += 1;
                placer += 1;
                b'*'
            });
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    writeln!(
        out,
        "{placer} of {} (*) {} for the player who places the token; \
         on the other {} the player to move wins",
        plural(free, "free cell", "free cells"),
        if placer == 1 { "wins" } else { "win" },
        free - placer
    )
}

/// The answer as one JSON object (schema in docs/json.md):
/// `{"rows", "cols", "moves", "algorithm", "free_cells", "placer_wins_count",
/// "placer_wins": [[i, j], ...]}` with 1-based cells in row-major order: the cells where the
/// player who places the token wins; the player to move wins on every other free cell.
/// Streamed, `O(rows cols)`.
///
/// ```
/// use bigame::board::Board;
/// use bigame::format::board_text::write_json;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// let board = Board::from_fn(1, 3, |_, _| true); // . . .
/// let mut out = Vec::new();
/// write_json(&mut out, &board, &analyze(&board, Algorithm::default()), "ms-bfs").unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(),
///     "{\"rows\":1,\"cols\":3,\"moves\":\"rook\",\"algorithm\":\"ms-bfs\",\"free_cells\":3,\
///      \"placer_wins_count\":2,\"placer_wins\":[[1,1],[1,3]]}\n");
/// ```
pub fn write_json<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    analysis: &Analysis,
    algorithm: &str,
) -> io::Result<()> {
    write!(
        out,
        "{{\"rows\":{},\"cols\":{},\"moves\":\"{}\",\"algorithm\":\"{algorithm}\",\"free_cells\":{},\"placer_wins_count\":{},\"placer_wins\":[",
        board.rows(),
        board.cols(),
        M::NAME,
        board.free_count(),
        placer_win_count(board, analysis)
    )?;
    let mut buf = itoa::Buffer::new();
    let mut chunk = Vec::with_capacity(1 << 14);
    for (i, (r, c)) in placer_wins(board, analysis).enumerate() {
        if i > 0 {
            chunk.push(b',');
        }
        chunk.push(b'[');
        chunk.extend_from_slice(buf.format(r + 1).as_bytes());
        chunk.push(b',');
        chunk.extend_from_slice(buf.format(c + 1).as_bytes());
        chunk.push(b']');
        if chunk.len() >= (1 << 14) - 64 {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    out.write_all(&chunk)?;
    out.write_all(b"]}\n")
}
