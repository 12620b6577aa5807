//! NOI 2011 "Bunny and Egg" game records, and the reviews written back.
//!
//! Input: `n m`, then `n` rows of `m` cells (`X` black piece, `O` white piece, exactly one
//! `.` empty cell), then `k`, then `2k` moves `x y` (1-based row and column of the piece that
//! slides into the empty cell; odd moves are the first player's, who moves `O`, even moves the
//! second player's, who moves `X`). Tokens are separated by any whitespace. Every move is
//! checked against the rules while reading.
//!
//! Output: the judge's answer ([`write_judge`]), a readable table ([`write_explain`]), or JSON
//! ([`write_json`], feature `json`).

use super::ParseError;
use super::scan::{Position, Scanner, describe};
use crate::board::bunny::{BunnyBoard, Piece, Record};
use crate::game::Ply;
use crate::text::plural;
use std::io::{self, Write};

/// Names ply `ply` (1-based) in error messages: `ply 3 (first player's move 2)`.
pub fn ply_name(ply: u64) -> String {
    let who = if ply % 2 == 1 { "first" } else { "second" };
    format!("ply {ply} ({who} player's move {})", ply.div_ceil(2))
}

/// Reads and checks a record: board shape, exactly one empty cell, `2k` moves each sliding a
/// piece of the mover's colour from a cell adjacent to the empty cell, nothing after them.
/// `O(input length + rows cols)`.
///
/// ```
/// use bigame::format::noi2011::read_record;
/// let r = read_record(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap();
/// assert_eq!(r.moves.len(), 2);
/// let e = read_record(b"1 6\nXO.OXO\n1\n1 2\n1 4\n").unwrap_err();
/// assert_eq!(e.to_string(),
///     "5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)");
/// ```
pub fn read_record(input: &[u8]) -> Result<Record, ParseError> {
    read(input, true)
}

/// Reads a board, optionally followed by a record (`k` and `2k` moves, checked as by
/// [`read_record`]): a position to play from. A bare board is a record with no moves.
/// `O(input length + rows cols)`.
///
/// ```
/// use bigame::format::noi2011::read_position;
/// assert!(read_position(b"1 6\nXO.OXO\n").unwrap().moves.is_empty());
/// assert_eq!(read_position(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap().moves.len(), 2);
/// ```
pub fn read_position(input: &[u8]) -> Result<Record, ParseError> {
    read(input, false)
}

fn read(input: &[u8], record_required: bool) -> Result<Record, ParseError> {
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
                r + 1,
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
                        r + 1,
                        plural(row.len(), "cell", "cells")
                    ),
                )
            } else {
                (
                    cols as usize,
                    format!(
                        "row {} has more than {}",
                        r + 1,
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
                    r + 1
                )));
            };
            if piece == Piece::Empty {
                if let Some((er, ec)) = empty {
                    return Err(column(c).error(format!(
                        "a second empty cell '.' at ({}, {}); the first is at ({}, {}) (expected exactly one)",
                        r + 1,
                        c + 1,
                        er + 1,
                        ec + 1
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
        let (x, at) = s.number(format_args!("the row of {}", ply_name(ply)), u64::MAX)?;
        let (y, _) = s.number(format_args!("the column of {}", ply_name(ply)), u64::MAX)?;
        let fail = |why: String| Err(at.error(format!("{}: {why}", ply_name(ply))));
        let Some(v) = board.move_vertex(x, y) else {
            return fail(format!(
                "({x}, {y}) is off the board (rows 1 to {rows}, columns 1 to {cols})"
            ));
        };
        let (r, c) = ((x - 1) as u32, (y - 1) as u32);
        if (r, c) == hole {
            return fail(format!("({x}, {y}) is the empty cell"));
        }
        if r.abs_diff(hole.0) + c.abs_diff(hole.1) != 1 {
            return fail(format!(
                "({x}, {y}) is not adjacent to the empty cell ({}, {})",
                hole.0 + 1,
                hole.1 + 1
            ));
        }
        let (mine, name) = if ply % 2 == 1 {
            (Piece::White, "the first player moves white pieces 'O'")
        } else {
            (Piece::Black, "the second player moves black pieces 'X'")
        };
        let here = (r * cols + c) as usize;
        if cells[here] != mine {
            return fail(format!(
                "{name}, but ({x}, {y}) holds '{}'",
                cells[here].to_byte() as char
            ));
        }
        cells.swap(here, (hole.0 * cols + hole.1) as usize);
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

/// Writes a record in the NOI 2011 input format: `n m`, the `n` rows of `X`, `O` and `.`,
/// `k`, then one line `x y` per move (1-based cell of the piece that slides). [`read_record`]
/// reads it back as the same record. `O(rows cols + moves)`.
///
/// ```
/// use bigame::format::noi2011::{read_record, write_record};
/// let input = b"1 6\nXO.OXO\n1\n1 2\n1 1\n";
/// let mut out = Vec::new();
/// write_record(&mut out, &read_record(input).unwrap()).unwrap();
/// assert_eq!(out, input);
/// ```
pub fn write_record(out: &mut impl Write, record: &Record) -> io::Result<()> {
    let board = &record.board;
    writeln!(out, "{} {}", board.rows(), board.cols())?;
    let mut line = Vec::with_capacity(board.cols() as usize + 1);
    for r in 0..board.rows() {
        line.clear();
        line.extend((0..board.cols()).map(|c| board.piece(r, c).to_byte()));
        line.push(b'\n');
        out.write_all(&line)?;
    }
    let mut buf = itoa::Buffer::new();
    out.write_all(buf.format(record.moves_per_player).as_bytes())?;
    out.write_all(b"\n")?;
    for &v in &record.moves {
        let (x, y) = board.move_of_vertex(v).ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("move {v} is not a cell"),
            )
        })?;
        out.write_all(buf.format(x).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(buf.format(y).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// The judge's answer: the number of the first player's mistakes, then their move numbers
/// (1-based, increasing), one per line. `O(plies)`.
pub fn write_judge(out: &mut impl Write, plies: &[Ply]) -> io::Result<()> {
    let mistakes: Vec<u32> = plies
        .iter()
        .filter(|p| p.is_first_player() && p.is_mistake())
        .map(|p| p.move_number())
        .collect();
    let mut buf = itoa::Buffer::new();
    out.write_all(buf.format(mistakes.len()).as_bytes())?;
    out.write_all(b"\n")?;
    for m in mistakes {
        out.write_all(buf.format(m).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn cell_text(board: &BunnyBoard, v: u32) -> String {
    match board.move_of_vertex(v) {
        Some((x, y)) => format!("({x}, {y})"),
        None => "-".to_string(),
    }
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// A readable table, one row per ply: ply number, player, the cell whose piece moved
/// (1-based `(row, column)`), whether the mover was winning before, whether the ply was a
/// mistake, and for a mistake a winning move available instead; then one summary line per
/// player. `O(plies)`.
pub fn write_explain(out: &mut impl Write, board: &BunnyBoard, plies: &[Ply]) -> io::Result<()> {
    writeln!(
        out,
        "{:>5}  {:<6}  {:<12}  {:<7}  {:<7}  instead",
        "ply", "player", "cell", "winning", "mistake"
    )?;
    for p in plies {
        let instead = p.instead.map_or(String::new(), |v| cell_text(board, v));
        let line = format!(
            "{:>5}  {:<6}  {:<12}  {:<7}  {:<7}  {instead}",
            p.number,
            if p.is_first_player() {
                "first"
            } else {
                "second"
            },
            cell_text(board, p.to),
            yes_no(p.winning_before),
            yes_no(p.is_mistake()),
        );
        writeln!(out, "{}", line.trim_end())?;
    }
    for (first, name) in [(true, "first"), (false, "second")] {
        let list: Vec<String> = plies
            .iter()
            .filter(|p| p.is_first_player() == first && p.is_mistake())
            .map(|p| p.move_number().to_string())
            .collect();
        if list.is_empty() {
            writeln!(out, "{name} player: 0 mistakes")?;
        } else {
            writeln!(
                out,
                "{name} player: {} ({} {})",
                plural(list.len(), "mistake", "mistakes"),
                if list.len() == 1 { "move" } else { "moves" },
                list.join(", ")
            )?;
        }
    }
    Ok(())
}

/// The review as one JSON object (schema in the `bigame review --help` text):
/// `{"rows", "cols", "moves_per_player", "first_player_mistakes": [move numbers],
/// "second_player_mistakes": [...], "plies": [{"ply", "player": "first"|"second", "move",
/// "cell": [x, y], "winning_before", "opponent_winning_after", "mistake",
/// "instead": [x, y] | null}]}`, followed by a newline. `O(plies)`.
#[cfg(feature = "json")]
pub fn write_json(out: &mut impl Write, record: &Record, plies: &[Ply]) -> io::Result<()> {
    use serde::Serialize;

    #[derive(Serialize)]
    struct Report<'a> {
        rows: u32,
        cols: u32,
        moves_per_player: u32,
        first_player_mistakes: Vec<u32>,
        second_player_mistakes: Vec<u32>,
        plies: Vec<PlyJson<'a>>,
    }
    #[derive(Serialize)]
    struct PlyJson<'a> {
        ply: u32,
        player: &'a str,
        #[serde(rename = "move")]
        move_number: u32,
        cell: Option<(u32, u32)>,
        winning_before: bool,
        opponent_winning_after: bool,
        mistake: bool,
        instead: Option<(u32, u32)>,
    }
    let board = &record.board;
    let mistakes = |first: bool| {
        plies
            .iter()
            .filter(|p| p.is_first_player() == first && p.is_mistake())
            .map(|p| p.move_number())
            .collect()
    };
    let report = Report {
        rows: board.rows(),
        cols: board.cols(),
        moves_per_player: record.moves_per_player,
        first_player_mistakes: mistakes(true),
        second_player_mistakes: mistakes(false),
        plies: plies
            .iter()
            .map(|p| PlyJson {
                ply: p.number,
                player: if p.is_first_player() {
                    "first"
                } else {
                    "second"
                },
                move_number: p.move_number(),
                cell: board.move_of_vertex(p.to),
                winning_before: p.winning_before,
                opponent_winning_after: p.opponent_wins_after,
                mistake: p.is_mistake(),
                instead: p.instead.and_then(|v| board.move_of_vertex(v)),
            })
            .collect(),
    };
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::other)?;
    out.write_all(b"\n")
}
