//! The wire types the engine's answers share, for the vertex game (`api`) and the edge game
//! (`edge`): the position reached ([`MoveResponse`], [`Turn`]) and how cells and players are
//! named in requests and answers.

use crate::board::{Board, MoveSet};
use crate::game::{Play, Player};
use serde::Serialize;

/// The answer of `POST /api/move`; cells are 1-based `[row, col]`.
#[derive(Serialize)]
pub(super) struct MoveResponse {
    pub(super) token: (u32, u32),
    #[serde(flatten)]
    pub(super) turn: Turn,
}

/// The part of both engine answers after the token's cell: whose turn, the engine's move,
/// the verdict, the legal moves, the end.
#[derive(Serialize)]
pub(super) struct Turn {
    pub(super) to_move: &'static str,
    pub(super) plies: usize,
    pub(super) winning: bool,
    pub(super) engine_move: Option<(u32, u32)>,
    pub(super) legal_moves: Vec<(u32, u32)>,
    pub(super) over: bool,
    pub(super) winner: Option<&'static str>,
}

impl Turn {
    /// The position `game` has reached, its cells named by `one_based`. One augmenting search
    /// at most (the engine's move).
    pub(super) fn of(game: &mut dyn Play, one_based: impl Fn(u32) -> Option<(u32, u32)>) -> Turn {
        Turn {
            to_move: player_name(game.to_move()),
            plies: game.history().len(),
            winning: game.is_winning(),
            engine_move: game.best_move().and_then(&one_based),
            legal_moves: game
                .legal_moves()
                .into_iter()
                .filter_map(&one_based)
                .collect(),
            over: game.is_over(),
            winner: game.winner().map(player_name),
        }
    }
}

/// `"first"` or `"second"`.
pub(super) fn player_name(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// The vertex of the 1-based cell `(r, c)`, if it is on the board.
pub(super) fn cell_vertex<M: MoveSet>(board: &Board<M>, (r, c): (u64, u64)) -> Option<u32> {
    let inside =
        (1..=u64::from(board.rows())).contains(&r) && (1..=u64::from(board.cols())).contains(&c);
    inside.then(|| board.vertex(r as u32 - 1, c as u32 - 1))
}
