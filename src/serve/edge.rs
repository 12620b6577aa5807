//! The edge game on the page's free-cell boards (`"rules": "edge"` on `/api/board/solve` and
//! `/api/move`): the token may come back to a cell but never use a passage (a step between two
//! cells) twice. Rook and knight boards are bipartite and solved by elimination over GF(2)
//! ([`EdgeAnalysis`]); king boards have odd cycles and are answered only when small enough for
//! the exhaustive search.

use super::api::{MoveResponse, Turn, cell_vertex, player_name};
use super::handler::ApiError;
use crate::board::{Board, Knight, Moves};
use crate::game::Player;
use crate::game::edge::{EdgeAnalysis, EdgePosition, too_big_for_elimination};
use crate::graph::Adjacency;
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

/// The refusal of a king board too big for the exhaustive search (odd cycles).
fn too_big(passages: usize) -> ApiError {
    ApiError::invalid(format!(
        "with king moves the board has {passages} passages and odd cycles: the edge game is PSPACE-complete there, and bigame searches it exhaustively only up to {} passages",
        crate::game::brute_edge::MAX_EDGES
    ))
}

/// The edge game's verdict and winning move of every free cell, indexed by board vertex id.
/// One elimination over GF(2) (`O(|L|² |R| / 64)` words on a bipartite board); the exhaustive
/// search on a small king board; 422 on a bigger one.
pub(super) fn analysis(board: &Board, moves: Moves) -> Result<EdgeAnalysis, ApiError> {
    if let Some(why) = too_big_for_elimination(board.free_count()) {
        return Err(ApiError::invalid(why));
    }
    match moves {
        Moves::Rook => Ok(EdgeAnalysis::new(board)),
        Moves::Knight => Ok(EdgeAnalysis::new(&board.clone().with_moves::<Knight>())),
        Moves::King => {
            let (graph, ids) = board.to_graph_with(moves);
            let analysis =
                EdgeAnalysis::of_graph(&graph, false).map_err(|_| too_big(graph.edge_count()))?;
            Ok(analysis.to_ids(&ids, board.vertex_count()))
        }
    }
}

/// Plays `history` (the cells the token moved to) from `start` (a free board vertex) under the
/// edge rules and describes the position reached: as the vertex game's answer, the engine's
/// move being a winning one when there is one, else the first legal move; and the passages
/// used. `O(rows cols)` for the graph, then one elimination for the answer
/// ([`EdgePosition::best_move`]).
pub(super) fn play_out(
    board: &Board,
    moves: Moves,
    start: u32,
    history: &[(u64, u64)],
) -> Result<EdgeMoveResponse, ApiError> {
    let (graph, ids) = board.to_graph_with(moves);
    if let Some(why) = too_big_for_elimination(graph.vertex_count()) {
        return Err(ApiError::invalid(why));
    }
    let mut index = vec![u32::MAX; board.vertex_count()];
    for (i, &v) in ids.iter().enumerate() {
        index[v as usize] = i as u32;
    }
    let mut position = EdgePosition::new(&graph, index[start as usize])
        .map_err(|_| too_big(graph.edge_count()))?;
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
