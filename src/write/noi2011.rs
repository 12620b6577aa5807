//! NOI 2011 "Bunny and Egg" game records in the judge's input format (the reader:
//! [`crate::read::noi2011`]), and their reviews: the judge's answer ([`write_judge`]), a
//! readable table ([`write_explain`]), or JSON ([`write_review_json`], feature `json`).

use crate::board::bunny::{BunnyBoard, Record};
use crate::game::Ply;
use crate::text::plural;
use std::io::{self, Write};

/// Writes a record in the NOI 2011 input format: `n m`, the `n` rows of `X`, `O` and `.`,
/// `k`, then one line `x y` per move (1-based cell of the piece that slides). [`read_record`](crate::read::noi2011::read_record)
/// reads it back as the same record. `O(rows cols + moves)`.
///
/// ```
/// use bigame::read::noi2011::read_record;
/// use bigame::write::noi2011::write_record;
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
pub fn write_review_json(out: &mut impl Write, record: &Record, plies: &[Ply]) -> io::Result<()> {
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
    // `from`, not `other`: a failed write keeps its kind (a closed pipe stays `BrokenPipe`).
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}
