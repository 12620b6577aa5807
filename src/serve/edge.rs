//! The edge game on the page's free-cell boards (`"rules": "edge"` on `/api/board/solve` and
//! `/api/move`): the token may come back to a cell but never use a passage (a step between two
//! cells) twice. Rook and knight boards are bipartite and solved by elimination over GF(2)
//! ([`EdgeAnalysis`]); king boards have odd cycles and are answered only when small enough for
//! the exhaustive search.

use super::handler::ApiError;
use super::wire::{MoveResponse, Turn, cell_vertex, player_name};
use crate::board::{Board, Moves};
use crate::game::Player;
use crate::graph::Adjacency;
use crate::solve::edge::{EdgeAnalysis, EdgeError, edge_position_on_board, solve_edge_board};
use serde::Serialize;

/// The rules of the game on a free-cell board.
#[derive(Clone, Copy, Default, serde::Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(super) enum Rules {
    /// Vertex geography: the token never comes back to a cell.
    #[default]
    Vertex,
    /// Edge geography: the token never uses a passage twice.
    Edge,
}

/// The answer of `POST /api/move` under the edge rules: the vertex game's fields and the
/// passages used, in order, each `[from_row, from_col, to_row, to_col]` (1-based).
#[derive(Serialize)]
pub(super) struct EdgeMoveResponse {
    #[serde(flatten)]
    position: MoveResponse,
    used_passages: Vec<[u32; 4]>,
}

/// The edge game's verdict and winning move of every free cell, indexed by board vertex id
/// ([`solve_edge_board`]): one elimination over GF(2) (`O(|L|² |R| / 64)` words on a
/// bipartite board); the exhaustive search on a small king board; 422 with the library's
/// message on a bigger one, or on a board too big for the eliminations.
pub(super) fn analysis(board: &Board, moves: Moves) -> Result<EdgeAnalysis, ApiError> {
    solve_edge_board(board, moves).map_err(refused)
}

/// The 422 of an input whose edge game is not computed; a 500 for an answer that failed its
/// check (a bug, never an answer).
fn refused(e: EdgeError) -> ApiError {
    match e {
        EdgeError::Unverified { .. } => {
            ApiError::new(axum::http::StatusCode::INTERNAL_SERVER_ERROR, e.to_string())
        }
        _ => ApiError::invalid(e.to_string()),
    }
}

/// Plays `history` (the cells the token moved to) from `start` (a free board vertex) under the
/// edge rules and describes the position reached: as the vertex game's answer, the engine's
/// move being a winning one when there is one, else the first legal move; and the passages
/// used. `O(rows cols)` for the graph, then the eliminations of [`EdgePosition::new`](crate::game::edge::EdgePosition::new) and
/// one query for the answer ([`EdgePosition::best_move`](crate::game::edge::EdgePosition::best_move)).
pub(super) fn play_out(
    board: &Board,
    moves: Moves,
    start: u32,
    history: &[(u64, u64)],
) -> Result<EdgeMoveResponse, ApiError> {
    let (mut position, ids) = edge_position_on_board(board, moves, start).map_err(refused)?;
    let mut index = vec![u32::MAX; board.vertex_count()];
    for (i, &v) in ids.iter().enumerate() {
        index[v as usize] = i as u32;
    }
    for (i, &cell) in history.iter().enumerate() {
        let illegal = || {
            ApiError::invalid(format!(
                "history: ply {} ({}, {}) is not a legal move (no unused passage leads there)",
                i + 1,
                cell.0,
                cell.1
            ))
        };
        let v = cell_vertex(board, cell)
            .map(|v| index[v as usize])
            .filter(|&id| id != u32::MAX)
            .ok_or_else(illegal)?;
        position.play(v).map_err(|_| illegal())?;
    }
    let one_based = |id: u32| {
        let (r, c) = board.cell(ids[id as usize])?;
        Some((r + 1, c + 1))
    };
    let best = position.best_move();
    let legal = position.legal_moves();
    let to_move = if history.len().is_multiple_of(2) {
        Player::First
    } else {
        Player::Second
    };
    let turn = Turn {
        to_move: player_name(to_move),
        plies: history.len(),
        winning: best.is_some(),
        engine_move: best.or(legal.first().copied()).and_then(one_based),
        legal_moves: legal.iter().filter_map(|&v| one_based(v)).collect(),
        over: legal.is_empty(),
        winner: legal.is_empty().then(|| player_name(to_move.other())),
    };
    let used_passages = position
        .used_edges()
        .into_iter()
        .filter_map(|(a, b)| {
            let ((ar, ac), (br, bc)) = (one_based(a)?, one_based(b)?);
            Some([ar, ac, br, bc])
        })
        .collect();
    Ok(EdgeMoveResponse {
        position: MoveResponse {
            token: one_based(position.token()).unwrap_or((0, 0)),
            turn,
        },
        used_passages,
    })
}
