//! The Grundy value of every free cell of a board (`bigame board --grundy`): as text lines,
//! the board redrawn with the values, or the board's JSON object with a `grundy` field.
//! `values` are aligned with [`Board::free_cells`] (row-major order), as
//! [`crate::solve::grundy_of_board`] returns them.

use super::board_text::write_proof_json;
use crate::board::{Board, MoveSet, Moves};
use crate::certificate::Certificate;
use crate::game::Verdicts;
use crate::text::plural;
use std::io::{self, Write};

/// The number of free cells, then one line `i j g` per free cell in row-major order (1-based
/// row and column, its Grundy value). `O(rows cols)`.
///
/// ```
/// use bigame::board::Board;
/// use bigame::write::board_grundy::write_grundy_lines;
/// let board = Board::from_fn(1, 3, |_, c| c != 1); // . # .
/// let mut out = Vec::new();
/// write_grundy_lines(&mut out, &board, &[0, 0]).unwrap();
/// assert_eq!(out, b"2\n1 1 0\n1 3 0\n");
/// ```
pub fn write_grundy_lines<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    values: &[u32],
) -> io::Result<()> {
    writeln!(out, "{}", values.len())?;
    let mut buf = itoa::Buffer::new();
    let mut chunk = Vec::with_capacity(1 << 14);
    for ((r, c, _), &g) in board.free_cells().zip(values) {
        for (x, sep) in [(r + 1, b' '), (c + 1, b' '), (g, b'\n')] {
            chunk.extend_from_slice(buf.format(x).as_bytes());
            chunk.push(sep);
        }
        if chunk.len() >= (1 << 14) - 64 {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    out.write_all(&chunk)
}

/// The board redrawn with each free cell's Grundy value (a digit: a value is at most the
/// number of moves, 8) and `#` for blocked cells, then a one-line summary: how many cells
/// have each value. `O(rows cols)`.
///
/// ```
/// use bigame::board::Board;
/// use bigame::write::board_grundy::write_grundy_pretty;
/// let board = Board::from_fn(1, 3, |_, _| true);
/// let mut out = Vec::new();
/// write_grundy_pretty(&mut out, &board, &[0, 1, 0]).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "010\nGrundy values of 3 free cells: 2 of value 0, 1 of value 1; the player to move wins where the value is not 0\n"
/// );
/// ```
pub fn write_grundy_pretty<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    values: &[u32],
) -> io::Result<()> {
    let mut cells = board.free_cells().zip(values).peekable();
    let mut line = Vec::with_capacity(board.cols() as usize + 1);
    for r in 0..board.rows() {
        line.clear();
        for c in 0..board.cols() {
            match cells.peek() {
                Some(&((fr, fc, _), &g)) if (fr, fc) == (r, c) => {
                    line.extend_from_slice(g.to_string().as_bytes());
                    cells.next();
                }
                _ => line.push(b'#'),
            }
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    let mut counts = Vec::new();
    for &g in values {
        if counts.len() <= g as usize {
            counts.resize(g as usize + 1, 0usize);
        }
        counts[g as usize] += 1;
    }
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|&(_, &k)| k > 0)
        .map(|(g, k)| format!("{k} of value {g}"))
        .collect();
    writeln!(
        out,
        "Grundy values of {}: {}; the player to move wins where the value is not 0",
        plural(values.len(), "free cell", "free cells"),
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join(", ")
        }
    )
}

/// The board's JSON object with the proof of every verdict (as
/// [`write_board_json_with_proof`](super::board_text::write_board_json_with_proof) writes it)
/// and one more field, `"grundy"`: one array per row, each free cell's Grundy value and `null`
/// for a blocked cell (schema in docs/json.md). Streamed, `O(rows cols)`.
pub fn write_board_json_with_grundy<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    (moves, algorithm): (Moves, &str),
    analysis: &impl Verdicts,
    certificate: &Certificate,
    values: &[u32],
) -> io::Result<()> {
    write_proof_json(out, board, moves, analysis, algorithm, certificate)?;
    out.write_all(b",\"grundy\":[")?;
    let mut cells = board.free_cells().zip(values).peekable();
    let mut buf = itoa::Buffer::new();
    let mut chunk = Vec::with_capacity(1 << 14);
    for r in 0..board.rows() {
        chunk.extend_from_slice(if r == 0 { b"[" } else { b",[" });
        for c in 0..board.cols() {
            if c > 0 {
                chunk.push(b',');
            }
            match cells.peek() {
                Some(&((fr, fc, _), &g)) if (fr, fc) == (r, c) => {
                    chunk.extend_from_slice(buf.format(g).as_bytes());
                    cells.next();
                }
                _ => chunk.extend_from_slice(b"null"),
            }
        }
        chunk.push(b']');
        if chunk.len() >= (1 << 14) - 64 {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    out.write_all(&chunk)?;
    out.write_all(b"]}\n")
}
