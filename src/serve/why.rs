//! `POST /api/board/why`: why a cell of a free-cell board wins or loses under the vertex rules,
//! asked only when the page's Why view is on (Solve never pays for it). The player to move
//! wins exactly when the token's cell is in every maximum matching; the answer is one maximum
//! matching (the dominoes), and for the cell asked, its partner (a win: moving there, and
//! always to the partner after, wins) or an even alternating path from a cell the matching
//! leaves out (a loss: switching the matching along it gives a maximum matching without the
//! cell), the [`Certificate`](crate::certificate::Certificate)'s proof.

use super::api::{BoardInput, Permits, moves_of, read_board};
use super::handler::{ApiError, handle, json_value};
use super::wire::cell_vertex;
use crate::board::{AnyMovesVisitor, Board, MoveSet};
use crate::certificate::Claim;
use crate::matching::Matching;
use crate::solve::{SolveError, checked_certificate, solve_board};
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// `POST /api/board/why`: a board and move set as for solve, and the cell to explain.
#[derive(Deserialize)]
struct WhyRequest {
    board: BoardInput,
    #[serde(default)]
    moves: Option<String>,
    cell: (u64, u64),
}

/// The answer; cells are 1-based `[row, col]`.
#[derive(Serialize)]
struct WhyResponse {
    /// The cell explained.
    cell: (u32, u32),
    /// Whether the player to move wins with the token there.
    wins: bool,
    /// One maximum matching: `[row, col, partner_row, partner_col]`, each pair once.
    matching: Vec<[u32; 4]>,
    /// A winning cell's partner (the winning move); `null` for a losing cell.
    partner: Option<(u32, u32)>,
    /// A losing cell's even alternating path: the cell, its partner, then alternately a
    /// cell off the matching and its partner, ending at a cell the matching leaves out (only
    /// the cell itself when the matching leaves it out); empty for a winning cell.
    path: Vec<(u32, u32)>,
}

/// `POST /api/board/why`: one maximum matching of the board (the default algorithm of the
/// move set, as Solve), its certificate (a complete alternating forest, `O(E α(V))`), and the
/// cell's partner or path. 422 for a cell that is not free. `O(rows cols)` after the matching;
/// the answer lists every matched pair (about 20 bytes a free cell).
pub(super) async fn why(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    let prepare = |request: WhyRequest| {
        let moves = moves_of(request.moves.as_deref())?;
        Ok((read_board(&request.board)?, moves, request.cell))
    };
    handle(&permits, request, prepare, |(board, moves, cell)| {
        let v = cell_vertex(&board, cell)
            .filter(|&v| board.is_free_vertex(v))
            .ok_or_else(|| {
                ApiError::invalid(format!(
                    "cell: ({}, {}) is not a free cell of the {} x {} board",
                    cell.0,
                    cell.1,
                    board.rows(),
                    board.cols()
                ))
            })?;
        let matching = solve_board(&board, moves, None)
            .map_err(ApiError::from_solve)?
            .analysis
            .into_matching();
        let why = board.visit_any_moves(moves, Explain(&matching, v));
        Ok(json_value(why.map_err(ApiError::from_solve)?))
    })
    .await
}

/// The answer for the free board vertex `.1` from a maximum matching `.0` of the board (with
/// its move set).
struct Explain<'a>(&'a Matching, u32);

impl AnyMovesVisitor for Explain<'_> {
    type Output = Result<WhyResponse, SolveError>;
    fn visit<M: MoveSet>(self, board: Cow<'_, Board<M>>) -> Self::Output {
        explain(&board, self.0, self.1)
    }
}

/// The answer for the free board vertex `v` of `board` (with its move set) from a maximum
/// `matching` of it, from its checked certificate.
fn explain<M: MoveSet>(
    board: &Board<M>,
    matching: &Matching,
    v: u32,
) -> Result<WhyResponse, SolveError> {
    let certificate = checked_certificate(board, matching)?;
    let one_based = |u: u32| board.cell(u).map_or((0, 0), |(r, c)| (r + 1, c + 1));
    let pairs = matching
        .edges()
        .map(|(a, b)| {
            let ((ar, ac), (br, bc)) = (one_based(a), one_based(b));
            [ar, ac, br, bc]
        })
        .collect();
    let claim = certificate.claims[v as usize];
    let mut path = Vec::new();
    if !claim.wins() {
        // v, M(v), p, M(p), ... down the via pointers to an unmatched cell.
        let mut at = v;
        loop {
            path.push(one_based(at));
            match certificate.claims[at as usize] {
                Claim::LoseVia(p) => {
                    path.push(one_based(
                        matching.mate(at).expect("a via claim is matched"),
                    ));
                    at = p;
                }
                _ => break,
            }
        }
    }
    Ok(WhyResponse {
        cell: one_based(v),
        wins: claim.wins(),
        matching: pairs,
        partner: claim
            .wins()
            .then(|| matching.mate(v).map(one_based))
            .flatten(),
        path,
    })
}
