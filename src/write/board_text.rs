//! Free-cell boards in the judges' text format (the reader: [`crate::read::board_text`]), and
//! the judges' answers: the cells where the player who *places* the token wins, i.e. where
//! the player to move loses (LOJ 6033 and JSOI 2009), or the board redrawn.

use crate::board::{Board, MoveSet, Moves};
use crate::certificate::{Certificate, Claim};
use crate::game::Verdicts;
use crate::text::plural;
use std::io::{self, Write};

/// Writes a board in the judges' input format: `n m`, then `n` rows of `.` (free) and `#`
/// (blocked). [`read_board`](crate::read::board_text::read_board) reads it back as the same board. `O(rows cols)`.
///
/// ```
/// use bigame::board::Board;
/// use bigame::read::board_text::{read_board, CellRule};
/// use bigame::write::board_text::write_board;
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

/// Whether vertex `v` of `board` is a cell where the player who places the token wins: free,
/// and the player to move from it loses. `O(1)`.
#[inline]
fn placer_wins_at<M: MoveSet>(board: &Board<M>, analysis: &impl Verdicts, v: u32) -> bool {
    board.is_free_vertex(v) && !analysis.wins(v)
}

/// The cells where the player who places the token wins (the player to move loses), in
/// row-major order, as 0-based `(row, col)`. Lazy: `O(rows cols)` to exhaust, no allocation.
pub fn placer_wins<'a, M: MoveSet>(
    board: &'a Board<M>,
    analysis: &'a impl Verdicts,
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
fn placer_win_count<M: MoveSet>(board: &Board<M>, analysis: &impl Verdicts) -> usize {
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
fn cell_lines<M: MoveSet>(board: &Board<M>, analysis: &impl Verdicts) -> (usize, [Vec<u8>; 2]) {
    // Below this many cells a second thread costs more than it saves.
    const TWO_THREADS_FROM: u64 = 1 << 18;
    let rows = board.rows();
    let cells = rows as u64 * board.cols() as u64;
    if cells < TWO_THREADS_FROM {
        let (count, text) = format_rows(board, analysis, 0..rows);
        return (count, [text, Vec::new()]);
    }
    let middle = rows / 2;
    let ((top_count, top), (bottom_count, bottom)) = crate::graph::both(
        true,
        || format_rows(board, analysis, 0..middle),
        || format_rows(board, analysis, middle..rows),
    );
    (top_count + bottom_count, [top, bottom])
}

/// The `i j` lines of the placer-winning cells of `rows`, and their number. `O(cells)`.
fn format_rows<M: MoveSet>(
    board: &Board<M>,
    analysis: &impl Verdicts,
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
    analysis: &impl Verdicts,
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
    analysis: &impl Verdicts,
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
    analysis: &impl Verdicts,
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
/// `moves` is the move set `analysis` was made with, whatever the type of `board` (whose
/// cells are all that is read). Streamed, `O(rows cols)`.
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::write::board_text::write_board_json;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// let board = Board::from_fn(1, 3, |_, _| true); // . . .
/// let mut out = Vec::new();
/// let analysis = analyze(&board, Algorithm::default());
/// write_board_json(&mut out, &board, Moves::Rook, &analysis, "ms-bfs").unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(),
///     "{\"rows\":1,\"cols\":3,\"moves\":\"rook\",\"algorithm\":\"ms-bfs\",\"free_cells\":3,\
///      \"placer_wins_count\":2,\"placer_wins\":[[1,1],[1,3]]}\n");
/// ```
pub fn write_board_json<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
) -> io::Result<()> {
    write_json(out, board, moves, analysis, algorithm, "")
}

/// [`write_board_json`] for the edge game (see [`crate::game::edge`]): the same object with
/// `"game":"edge"` first, `algorithm` naming how it was solved (`gf2-elimination`, or
/// `exhaustive-search` for king moves). Streamed, `O(rows cols)`.
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::game::edge::EdgeAnalysis;
/// use bigame::write::board_text::write_edge_board_json;
/// let board = Board::from_fn(2, 2, |_, _| true); // a 4-cycle: every cell loses
/// let mut out = Vec::new();
/// let analysis = EdgeAnalysis::new(&board).unwrap();
/// write_edge_board_json(&mut out, &board, Moves::Rook, &analysis, "gf2-elimination").unwrap();
/// assert!(String::from_utf8(out).unwrap().starts_with("{\"game\":\"edge\",\"rows\":2,"));
/// ```
pub fn write_edge_board_json<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
) -> io::Result<()> {
    write_json(out, board, moves, analysis, algorithm, "\"game\":\"edge\",")
}

/// [`write_board_json`] with the proof of every verdict, so that a contestant sees why
/// without the web page (schema in docs/json.md): after `placer_wins`, `"matching"`, one
/// maximum matching (`certificate`'s), each pair once as `[row, col, partner_row,
/// partner_col]`, the first cell the earlier in row-major order, pairs in row-major order of
/// their first cell: a cell where the player to move wins finds its partner there, the
/// winning move; and `"via"`, for every losing cell the matching covers, `[row, col, next_row,
/// next_col]`, in row-major order: the next losing cell of its even alternating path (a
/// neighbour of the cell's partner). A losing cell's path is the cell, its partner, its
/// `via`, that cell's partner, ..., down to a cell no pair holds; the paths are given as this
/// forest rather than each in full, whose lengths could add up to `(rows cols)^2` (a
/// 2000 x 2000 board has paths of millions of cells). `certificate` must be
/// [`checked_board_certificate`](crate::solve::checked_board_certificate)'s for `board` with
/// the move set of `analysis`. Streamed,
/// `O(rows cols)` time, `4 rows cols` bytes for the partners.
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// use bigame::solve::checked_board_certificate;
/// use bigame::write::board_text::write_board_json_with_proof;
/// let board = Board::from_fn(1, 3, |_, _| true); // . . .
/// let analysis = analyze(&board, Algorithm::default());
/// let certificate = checked_board_certificate(&board, Moves::Rook, analysis.matching()).unwrap();
/// let mut out = Vec::new();
/// write_board_json_with_proof(&mut out, &board, Moves::Rook, &analysis, "ms-bfs", &certificate)
///     .unwrap();
/// let text = String::from_utf8(out).unwrap();
/// // The middle cell wins, its partner (the winning move) an end cell; that end loses via
/// // the other end: end -> partner (1, 2) -> other end, which the matching leaves out.
/// let (matching, via) = if text.contains("[1,1,1,2]") {
///     ("[[1,1,1,2]]", "[[1,1,1,3]]")
/// } else {
///     ("[[1,2,1,3]]", "[[1,3,1,1]]")
/// };
/// assert!(text.ends_with(&format!(",\"matching\":{matching},\"via\":{via}}}\n")), "{text}");
/// ```
pub fn write_board_json_with_proof<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
    certificate: &Certificate,
) -> io::Result<()> {
    write_proof_json(out, board, moves, analysis, algorithm, certificate)?;
    out.write_all(b"}\n")
}

/// The fields of [`write_board_json_with_proof`]'s object, without its closing brace (the
/// Grundy values' writer adds a field). Streamed, `O(rows cols)`.
pub(super) fn write_proof_json<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
    certificate: &Certificate,
) -> io::Result<()> {
    write_json_fields(out, board, moves, analysis, algorithm, "")?;
    let mut mate = vec![u32::MAX; certificate.vertices];
    for &(a, b) in &certificate.matching {
        mate[a as usize] = b;
        mate[b as usize] = a;
    }
    let vertices = || {
        (0..board.rows())
            .flat_map(move |r| board.row_vertices(r).filter(|&v| board.is_free_vertex(v)))
    };
    let cell = |v: u32| board.cell(v).expect("a free cell's vertex");
    out.write_all(b",\"matching\":")?;
    write_quads(
        out,
        vertices()
            .filter(|&v| mate[v as usize] != u32::MAX && v < mate[v as usize])
            .map(|v| (cell(v), cell(mate[v as usize]))),
    )?;
    out.write_all(b",\"via\":")?;
    write_quads(
        out,
        vertices().filter_map(|v| match certificate.claims[v as usize] {
            Claim::LoseVia(p) => Some((cell(v), cell(p))),
            Claim::Win | Claim::LoseUnmatched => None,
        }),
    )
}

/// The cell pairs as a JSON array of `[row, col, row, col]`, 1-based, streamed in chunks.
fn write_quads(
    out: &mut impl Write,
    pairs: impl Iterator<Item = ((u32, u32), (u32, u32))>,
) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    let mut chunk = Vec::with_capacity(1 << 14);
    chunk.push(b'[');
    for (i, ((r, c), (pr, pc))) in pairs.enumerate() {
        if i > 0 {
            chunk.push(b',');
        }
        for (k, x) in [r, c, pr, pc].into_iter().enumerate() {
            chunk.push(if k == 0 { b'[' } else { b',' });
            chunk.extend_from_slice(buf.format(x + 1).as_bytes());
        }
        chunk.push(b']');
        if chunk.len() >= (1 << 14) - 64 {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    chunk.push(b']');
    out.write_all(&chunk)
}

/// The board's JSON object with `game` (a `"key":value,` or nothing) as its first field.
fn write_json<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
    game: &str,
) -> io::Result<()> {
    write_json_fields(out, board, moves, analysis, algorithm, game)?;
    out.write_all(b"}\n")
}

/// The board's JSON object up to `placer_wins` included, without its closing brace.
fn write_json_fields<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    algorithm: &str,
    game: &str,
) -> io::Result<()> {
    write!(
        out,
        "{{{game}\"rows\":{},\"cols\":{},\"moves\":\"{}\",\"algorithm\":\"{algorithm}\",\"free_cells\":{},\"placer_wins_count\":{},\"placer_wins\":[",
        board.rows(),
        board.cols(),
        moves,
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
    out.write_all(b"]")
}
