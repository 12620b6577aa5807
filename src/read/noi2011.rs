//! NOI 2011 "Bunny and Egg" game records (the writers of records and reviews:
//! [`crate::write::noi2011`]).
//!
//! Input: `n m`, then `n` rows of `m` cells (`X` black piece, `O` white piece, exactly one
//! `.` empty cell), then `k`, then `2k` moves `x y` (1-based row and column of the piece that
//! slides into the empty cell; odd moves are the first player's, who moves `O`, even moves the
//! second player's, who moves `X`). Tokens are separated by any whitespace. Every move is
//! checked against the rules while reading.

use super::scan::{Position, Scanner, describe};
use super::{Counting, ParseError};
use crate::board::bunny::{BunnyBoard, Piece, Record, legal_slides};
use crate::text::plural;

/// Names ply `ply` (1-based) in error messages: `ply 3 (first player's move 2)`.
pub fn ply_name(ply: u64) -> String {
    ply_name_counted(ply, Counting::FromOne)
}

/// Names ply `ply` (1-based) counted as `counting` says: ply 3 is `ply 2 (first player's
/// move 1)` from 0. `O(1)`.
pub fn ply_name_counted(ply: u64, counting: Counting) -> String {
    let who = if ply % 2 == 1 { "first" } else { "second" };
    let (number, mover) = (counting.show(ply - 1), counting.show(ply.div_ceil(2) - 1));
    format!("ply {number} ({who} player's move {mover})")
}

/// Reads and checks a record: board shape, exactly one empty cell, `2k` moves each sliding a
/// piece of the mover's colour from a cell adjacent to the empty cell, nothing after them.
/// `O(input length + rows cols)`.
///
/// ```
/// use bigame::read::noi2011::read_record;
/// let r = read_record(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap();
/// assert_eq!(r.moves.len(), 2);
/// let e = read_record(b"1 6\nXO.OXO\n1\n1 2\n1 4\n").unwrap_err();
/// assert_eq!(e.to_string(),
///     "5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)");
/// ```
pub fn read_record(input: &[u8]) -> Result<Record, ParseError> {
    read(input, true, Counting::FromOne)
}

/// [`read_record`], with the rows, cells and plies its errors name counted as `counting`
/// says (Python counts from 0: the move `1 4` is the cell `(0, 3)`). `O(input length + rows
/// cols)`.
///
/// ```
/// use bigame::read::noi2011::read_record_counted;
/// use bigame::read::Counting;
/// let e = read_record_counted(b"1 6\nXO.OXO\n1\n1 2\n1 4\n", Counting::FromZero).unwrap_err();
/// assert_eq!(e.located(Counting::FromZero),
///     "4:0: ply 1 (second player's move 0): (0, 3) is not adjacent to the empty cell (0, 1)");
/// ```
pub fn read_record_counted(input: &[u8], counting: Counting) -> Result<Record, ParseError> {
    read(input, true, counting)
}

/// Reads a board, optionally followed by a record (`k` and `2k` moves, checked as by
/// [`read_record`]): a position to play from. A bare board is a record with no moves.
/// `O(input length + rows cols)`.
///
/// ```
/// use bigame::read::noi2011::read_position;
/// assert!(read_position(b"1 6\nXO.OXO\n").unwrap().moves.is_empty());
/// assert_eq!(read_position(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap().moves.len(), 2);
/// ```
pub fn read_position(input: &[u8]) -> Result<Record, ParseError> {
    read(input, false, Counting::FromOne)
}

fn read(input: &[u8], record_required: bool, counting: Counting) -> Result<Record, ParseError> {
    let show = |i: u32| counting.show(u64::from(i));
    // A cell of the input's moves (`x y`, from 1): shown as the record writes it, or from 0.
    let cell = |x: u64, y: u64| match counting {
        Counting::FromOne => format!("({x}, {y})"),
        Counting::FromZero => format!("({}, {})", x as i128 - 1, y as i128 - 1),
    };
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (rows, cols) = super::board_text::read_board_size(&mut s)?;
    let mut cells = Vec::with_capacity((rows * cols) as usize);
    let mut empty: Option<(u32, u32)> = None;
    let mut first_row_at = None;
    for r in 0..rows {
        let Some((row, at)) = s.token() else {
            return Err(s.position().error(format!(
                "expected row {} of {rows} ({}), found end of input",
                show(r),
                plural(cols, "cell", "cells")
            )));
        };
        first_row_at.get_or_insert(at);
        let column = |c: usize| Position {
            line: at.line,
            column: at.column + c,
        };
        if row.len() != cols as usize {
            let (c, what) = if row.len() < cols as usize {
                (
                    row.len(),
                    format!(
                        "row {} has {}, expected {cols}",
                        show(r),
                        plural(row.len(), "cell", "cells")
                    ),
                )
            } else {
                (
                    cols as usize,
                    format!(
                        "row {} has more than {}",
                        show(r),
                        plural(cols, "cell", "cells")
                    ),
                )
            };
            return Err(column(c).error(what));
        }
        for (c, &b) in row.iter().enumerate() {
            let Some(piece) = Piece::from_byte(b) else {
                return Err(column(c).error(format!(
                    "unknown cell {} in row {} (expected 'X', 'O' or '.')",
                    describe(Some(b)),
                    show(r)
                )));
            };
            if piece == Piece::Empty {
                if let Some((er, ec)) = empty {
                    return Err(column(c).error(format!(
                        "a second empty cell '.' at ({}, {}); the first is at ({}, {}) (expected exactly one)",
                        show(r),
                        show(c as u32),
                        show(er),
                        show(ec)
                    )));
                }
                empty = Some((r, c as u32));
            }
            cells.push(piece);
        }
    }
    let Some(mut hole) = empty else {
        let at = first_row_at.expect("at least one row");
        return Err(at.error("the board has no empty cell '.' (expected exactly one)"));
    };
    let board = BunnyBoard::new(rows, cols, &cells).expect("size and empty cell checked");
    if !record_required && s.is_at_end() {
        return Ok(Record {
            board,
            moves_per_player: 0,
            moves: Vec::new(),
        });
    }
    // The judge promises k >= 1; an empty record (k = 0) is still a record, with no mistakes.
    let (k, _) = s.number(
        "the number of moves per player",
        (rows as u64 * cols as u64).min(u32::MAX as u64 / 2),
    )?;
    let plies = 2 * k;
    let mut moves = Vec::with_capacity((plies as usize).min(s.len() / 2 + 1));
    for ply in 1..=plies {
        let name = ply_name_counted(ply, counting);
        let (x, at) = s.number(format_args!("the row of {name}"), u64::MAX)?;
        let (y, _) = s.number(format_args!("the column of {name}"), u64::MAX)?;
        let fail = |why: String| Err(at.error(format!("{name}: {why}")));
        let Some(v) = board.move_vertex(x, y) else {
            let from = show(0);
            return fail(format!(
                "{} is off the board (rows {from} to {}, columns {from} to {})",
                cell(x, y),
                show(rows - 1),
                show(cols - 1)
            ));
        };
        let (r, c) = ((x - 1) as u32, (y - 1) as u32);
        let here = (r * cols + c) as usize;
        let empty = (hole.0 * cols + hole.1) as usize;
        let first = ply % 2 == 1;
        if !legal_slides(rows, cols, &cells, empty, first).any(|w| w == here) {
            // Refused by the rule: say which part of it the ply breaks.
            if (r, c) == hole {
                return fail(format!("{} is the empty cell", cell(x, y)));
            }
            if r.abs_diff(hole.0) + c.abs_diff(hole.1) != 1 {
                return fail(format!(
                    "{} is not adjacent to the empty cell ({}, {})",
                    cell(x, y),
                    show(hole.0),
                    show(hole.1)
                ));
            }
            let rule = if first {
                "the first player moves white pieces 'O'"
            } else {
                "the second player moves black pieces 'X'"
            };
            return fail(format!(
                "{rule}, but {} holds '{}'",
                cell(x, y),
                cells[here].to_byte() as char
            ));
        }
        cells.swap(here, empty);
        hole = (r, c);
        moves.push(v);
    }
    s.expect_end("the last move")?;
    Ok(Record {
        board,
        moves_per_player: k as u32,
        moves,
    })
}
