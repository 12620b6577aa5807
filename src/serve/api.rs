//! The JSON API: request and response types, and handlers that call the library (the same
//! readers, solvers and writers as the command-line tool), each on the skeleton of
//! [`handle`].

use super::MAX_CELLS;
use super::edge::{self, Rules};
use super::handler::{ApiError, handle, json_response, json_value};
use super::wire::{MoveResponse, Turn, cell_vertex};
use crate::board::bunny::Record;
use crate::board::{Board, Moves};
use crate::game::{Game, Play, Player, Verdicts, review as review_game};
use crate::read::board_text::{self, CellRule};
use crate::read::noi2011;
use crate::solve::{bunny_position, game_on_board, solve_board};
use crate::write;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// The router's state: the permits of concurrent computations.
pub(super) type Permits = State<Arc<Semaphore>>;

/// A board as sent: LOJ 6033 text (`"n m\n...\n"`), or its rows as strings.
#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum BoardInput {
    Text(String),
    Grid {
        rows: u64,
        cols: u64,
        cells: Vec<String>,
    },
}

/// `POST /api/board/solve`.
#[derive(Deserialize)]
struct SolveRequest {
    board: BoardInput,
    #[serde(default)]
    moves: Option<String>,
    #[serde(default)]
    rules: Rules,
}

/// `POST /api/review`.
#[derive(Deserialize)]
struct ReviewRequest {
    record: String,
}

/// `POST /api/move`.
#[derive(Deserialize)]
struct MoveRequest {
    board: BoardInput,
    #[serde(default)]
    moves: Option<String>,
    #[serde(default)]
    rules: Rules,
    start: (u64, u64),
    #[serde(default)]
    history: Vec<(u64, u64)>,
}

/// `POST /api/bunny/move`.
#[derive(Deserialize)]
struct BunnyMoveRequest {
    record: String,
    #[serde(default)]
    history: Vec<(u64, u64)>,
}

/// `POST /api/read`: a text to read as a board of this kind; `soft`: a refusal is an answer
/// (200 `{"refused": message}`), not an error status, which browsers log as a console error.
#[derive(Deserialize)]
struct ReadRequest {
    kind: BoardKind,
    text: String,
    #[serde(default)]
    soft: bool,
}

/// The two kinds of board the page draws.
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum BoardKind {
    /// A free-cell board (LOJ 6033 text: `.` free, `#` blocked).
    Free,
    /// A Bunny-and-Egg board (NOI 2011 text, optionally with its record).
    Bunny,
}

/// The answer of `POST /api/read`: the board's rows as text, one character a cell (`.` and
/// `#`, or `X`, `O` and `.` before the first ply), and for a Bunny board the plies of its
/// record as 1-based `[row, col]` (none for a bare board).
#[derive(Serialize)]
struct ReadResponse {
    rows: u32,
    cols: u32,
    cells: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<(u32, u32)>>,
}

/// The answer of `POST /api/bunny/move`; cells are 1-based `[row, col]`.
#[derive(Serialize)]
struct BunnyMoveResponse {
    /// The empty cell (where the token of the reduction stands).
    empty: (u32, u32),
    #[serde(flatten)]
    turn: Turn,
}

/// The move set named in a request (rook when absent).
pub(super) fn moves_of(name: Option<&str>) -> Result<Moves, ApiError> {
    name.map_or(Ok(Moves::Rook), |n| n.parse().map_err(ApiError::invalid))
}

/// Reads a board with the LOJ 6033 reader (a grid is turned into that text first), refusing
/// boards of more than [`MAX_CELLS`] cells. `O(input length)`.
pub(super) fn read_board(input: &BoardInput) -> Result<Board, ApiError> {
    let too_big = |rows: u64, cols: u64| {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("a {rows} x {cols} board has more than {MAX_CELLS} cells"),
        )
    };
    let board = match input {
        BoardInput::Text(text) => board_text::read_board(text.as_bytes(), CellRule::Strict),
        BoardInput::Grid { rows, cols, cells } => {
            if rows.saturating_mul(*cols) > MAX_CELLS {
                return Err(too_big(*rows, *cols));
            }
            let mut text = format!("{rows} {cols}\n");
            for row in cells {
                text.push_str(row);
                text.push('\n');
            }
            board_text::read_board(text.as_bytes(), CellRule::Strict)
        }
    }
    .map_err(|e| ApiError::invalid(format!("board:{e}")))?;
    let (rows, cols) = (u64::from(board.rows()), u64::from(board.cols()));
    if rows * cols > MAX_CELLS {
        return Err(too_big(rows, cols));
    }
    Ok(board)
}

/// `POST /api/board/solve`: `bigame board --format json`'s object with one more field,
/// `"winning_replies": [[i, j, ri, rj], ...]`: for every free cell `(i, j)` where the player
/// to move wins, the winning reply `(ri, rj)` (1-based, row-major). `O(rows cols)` after the
/// matching (ms-bfs for rook and knight moves, blossom for king moves).
pub(super) async fn solve(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    let prepare = |request: SolveRequest| {
        let moves = moves_of(request.moves.as_deref())?;
        Ok((read_board(&request.board)?, moves, request.rules))
    };
    handle(&permits, request, prepare, |(board, moves, rules)| {
        let solution = if rules == Rules::Edge {
            let analysis = edge::analysis(&board, moves)?;
            let method = write::edge::method_name(&analysis);
            Solution::new(&board, moves, &analysis, method, Some("edge"))
        } else {
            let solved = solve_board(&board, moves, None).map_err(ApiError::from_solve)?;
            Solution::new(
                &board,
                moves,
                &solved.analysis,
                solved.algorithm.name(),
                None,
            )
        };
        // The command-line writer's bytes: compact, one line.
        let mut out = serde_json::to_vec(&solution).expect("plain numbers and names");
        out.push(b'\n');
        Ok(json_response(out))
    })
    .await
}

/// The answer of `POST /api/board/solve`: `bigame board --format json`'s members (the same
/// names and order as [`write::board_text::write_board_json`], 1-based cells) and the winning
/// replies.
#[derive(Serialize)]
struct Solution {
    /// `"edge"` under the edge rules (as `bigame board --game edge` writes it), else absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'static str>,
    rows: u32,
    cols: u32,
    moves: &'static str,
    algorithm: &'static str,
    free_cells: usize,
    placer_wins_count: usize,
    placer_wins: Vec<[u32; 2]>,
    winning_replies: Vec<[u32; 4]>,
}

impl Solution {
    /// The answer for `board` solved with `moves` by `algorithm` (under the edge rules when
    /// `game` is `Some("edge")`). `O(rows cols)`.
    fn new(
        board: &Board,
        moves: Moves,
        analysis: &impl Verdicts,
        algorithm: &'static str,
        game: Option<&'static str>,
    ) -> Solution {
        let placer_wins: Vec<[u32; 2]> = write::board_text::placer_wins(board, analysis)
            .map(|(r, c)| [r + 1, c + 1])
            .collect();
        let winning_replies = board
            .free_cells()
            .filter_map(|(r, c, v)| {
                let (rr, rc) = analysis.winning_move(v).and_then(|w| board.cell(w))?;
                Some([r + 1, c + 1, rr + 1, rc + 1])
            })
            .collect();
        Solution {
            game,
            rows: board.rows(),
            cols: board.cols(),
            moves: moves.name(),
            algorithm,
            free_cells: board.free_count(),
            placer_wins_count: placer_wins.len(),
            placer_wins,
            winning_replies,
        }
    }
}

/// `POST /api/review`: `bigame review --format json`'s object. `O(input length + rows cols +
/// plies)` (one augmenting search per ply).
pub(super) async fn review(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    handle(&permits, request, Ok, |request: ReviewRequest| {
        let record = read_bunny(&request.record, noi2011::read_record)?;
        let board = &record.board;
        let mut position = bunny_position(board).map_err(ApiError::from_solve)?;
        let plies = review_game(&mut position, &record.moves).map_err(|e| {
            ApiError::invalid(format!(
                "record: {}: illegal move",
                noi2011::ply_name(u64::from(e.ply))
            ))
        })?;
        let mut out = Vec::new();
        let _ = write::noi2011::write_review_json(&mut out, &record, &plies);
        Ok(json_response(out))
    })
    .await
}

/// `POST /api/move`: plays `history` from `start` and answers for the player to move: the
/// engine's move ([`Game::best_move`]), whether that player wins, the legal moves, whether
/// the game is over. An illegal move gets 422 naming its ply. One maximum matching, then one
/// augmenting search per move.
pub(super) async fn engine_move(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    let prepare = |request: MoveRequest| {
        let moves = moves_of(request.moves.as_deref())?;
        Ok((read_board(&request.board)?, moves, request))
    };
    handle(&permits, request, prepare, |(board, moves, request)| {
        let start = cell_vertex(&board, request.start)
            .filter(|&v| board.is_free_vertex(v))
            .ok_or_else(|| {
                ApiError::invalid(format!(
                    "start: ({}, {}) is not a free cell of the {} x {} board",
                    request.start.0,
                    request.start.1,
                    board.rows(),
                    board.cols()
                ))
            })?;
        let history = &request.history;
        if request.rules == Rules::Edge {
            return edge::play_out(&board, moves, start, history).map(json_value);
        }
        play_out(game_on_board(board.clone(), moves, start), &board, history).map(json_value)
    })
    .await
}

/// `POST /api/bunny/move`: reads a Bunny-and-Egg position (a NOI 2011 board, optionally with
/// `k` and its `2k` plies, by [`noi2011::read_position`]), plays the further plies of
/// `history` (any number, so a game can stop after either player's move), and answers for the
/// player to move as [`engine_move`] does: the engine's move, whether that player wins, the
/// legal moves (the pieces that can slide into the empty cell), whether the game is over. A
/// record the reader refuses gets 422 `record:LINE:COLUMN: ...`, an illegal ply of `history`
/// 422 naming the ply. `O(input length + rows cols)` for the reading and the first maximum
/// matching, then one augmenting search per ply.
pub(super) async fn bunny_move(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    handle(&permits, request, Ok, |request: BunnyMoveRequest| {
        let record = read_bunny(&request.record, noi2011::read_position)?;
        let board = &record.board;
        let (rows, cols) = (u64::from(board.rows()), u64::from(board.cols()));
        let mut game = Game::from_position(bunny_position(board).map_err(ApiError::from_solve)?);
        for &v in &record.moves {
            // The reader checked every ply against the rules; the reduction agrees.
            game.play(v).map_err(|_| {
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "a ply of the record the reader accepted is illegal in the game",
                )
            })?;
        }
        for (i, &(x, y)) in request.history.iter().enumerate() {
            let ply = game.history().len() as u64 + 1;
            let illegal = |why: String| {
                ApiError::invalid(format!(
                    "history item {}, {}: ({x}, {y}) {why}",
                    i + 1,
                    noi2011::ply_name(ply)
                ))
            };
            let Some(v) = board.move_vertex(x, y) else {
                return Err(illegal(format!(
                    "is off the board (rows 1 to {rows}, columns 1 to {cols})"
                )));
            };
            if game.play(v).is_err() {
                let (er, ec) = board.move_of_vertex(game.token()).unwrap_or((0, 0));
                let piece = match game.to_move() {
                    Player::First => "the first player slides a white piece 'O'",
                    Player::Second => "the second player slides a black piece 'X'",
                };
                return Err(illegal(format!(
                    "is not a legal move: {piece} next to the empty cell ({er}, {ec}) into it"
                )));
            }
        }
        let one_based = |v: u32| board.move_of_vertex(v);
        Ok(json_value(BunnyMoveResponse {
            empty: one_based(game.token()).unwrap_or((0, 0)),
            turn: Turn::of(&mut game, one_based),
        }))
    })
    .await
}

/// `POST /api/read`: reads `text` with the command-line tool's reader of the `kind` (the LOJ
/// 6033 board reader, or the NOI 2011 reader of a board with an optional record, every ply
/// checked against the rules) and answers the cells and the plies, so that the page draws
/// what the tool reads and needs no reader of its own. Errors as for the other endpoints:
/// 422 `board:LINE:COLUMN: ...` or `record:LINE:COLUMN: ...`, 413 over [`MAX_CELLS`]; with
/// `soft`, text the reader refuses is answered 200 `{"refused": "board:LINE:COLUMN: ..."}`.
/// `O(input length + rows cols)`.
pub(super) async fn read(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    handle(&permits, request, Ok, |request: ReadRequest| {
        let soft = request.soft;
        match read_text(request) {
            Err(e) if soft && e.status == StatusCode::UNPROCESSABLE_ENTITY => {
                Ok(json_value(serde_json::json!({ "refused": e.message })))
            }
            answer => answer.map(json_value),
        }
    })
    .await
}

/// What `/api/read` answers for `request` read by its kind's reader. `O(input length + rows
/// cols)`.
fn read_text(request: ReadRequest) -> Result<ReadResponse, ApiError> {
    // The answer for a board of `rows` x `cols` cells, `cell(r, c)` the character of each.
    let answer = |rows: u32, cols: u32, cell: &dyn Fn(u32, u32) -> u8, moves| ReadResponse {
        rows,
        cols,
        cells: (0..rows)
            .map(|r| String::from_utf8((0..cols).map(|c| cell(r, c)).collect()).expect("ASCII"))
            .collect(),
        moves,
    };
    Ok(match request.kind {
        BoardKind::Free => {
            let board = read_board(&BoardInput::Text(request.text))?;
            let cell = |r, c| if board.is_free(r, c) { b'.' } else { b'#' };
            answer(board.rows(), board.cols(), &cell, None)
        }
        BoardKind::Bunny => {
            let record = read_bunny(&request.text, noi2011::read_position)?;
            let board = &record.board;
            let cell = |r, c| board.piece(r, c).to_byte();
            let moves = record.moves.iter().filter_map(|&v| board.move_of_vertex(v));
            answer(board.rows(), board.cols(), &cell, Some(moves.collect()))
        }
    })
}

/// A Bunny-and-Egg record or position read by `reader` (the NOI 2011 readers): 422
/// `record:LINE:COLUMN: ...` when it refuses the text, 413 for a board over [`MAX_CELLS`].
/// `O(text length + rows cols)`.
fn read_bunny(
    text: &str,
    reader: fn(&[u8]) -> Result<Record, crate::read::ParseError>,
) -> Result<Record, ApiError> {
    let record = reader(text.as_bytes()).map_err(|e| ApiError::invalid(format!("record:{e}")))?;
    let (rows, cols) = (
        u64::from(record.board.rows()),
        u64::from(record.board.cols()),
    );
    if rows * cols > MAX_CELLS {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("a {rows} x {cols} board has more than {MAX_CELLS} cells"),
        ));
    }
    Ok(record)
}

/// Plays `history` in `game` and describes the position reached.
fn play_out(
    mut game: Box<dyn Play + Send + Sync>,
    board: &Board,
    history: &[(u64, u64)],
) -> Result<MoveResponse, ApiError> {
    for (i, &cell) in history.iter().enumerate() {
        let ply = i as u64 + 1;
        let illegal = || {
            ApiError::invalid(format!(
                "history: ply {ply} ({}, {}) is not a legal move",
                cell.0, cell.1
            ))
        };
        let v = cell_vertex(board, cell).ok_or_else(illegal)?;
        game.play(v).map_err(|_| illegal())?;
    }
    let one_based = |v: u32| board.cell(v).map(|(r, c)| (r + 1, c + 1));
    Ok(MoveResponse {
        token: one_based(game.token()).unwrap_or((0, 0)),
        turn: Turn::of(game.as_mut(), one_based),
    })
}
