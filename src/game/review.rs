//! Reviewing a game record: for every ply, who was winning and which moves were mistakes.

use super::engine::{IllegalMove, Position, Repair};
use crate::graph::Adjacency;

/// The verdicts around one ply of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// 1-based ply number; odd plies are the first player's.
    pub number: u32,
    /// The vertex the token moved to.
    pub to: u32,
    /// Whether the player making this ply was winning before it.
    pub winning_before: bool,
    /// Whether the opponent (to move next) is winning after it.
    pub opponent_wins_after: bool,
    /// For a mistake, a winning move that was available instead; `None` otherwise.
    pub instead: Option<u32>,
}

impl Ply {
    /// A mistake: the mover was winning before the ply and the opponent is winning after it.
    /// `O(1)`.
    pub fn is_mistake(&self) -> bool {
        self.winning_before && self.opponent_wins_after
    }

    /// Whether the first player made this ply. `O(1)`.
    pub fn is_first_player(&self) -> bool {
        self.number % 2 == 1
    }

    /// The mover's own move number (the judge's numbering: ply `2i - 1` is the first
    /// player's move `i`, ply `2i` the second player's). `O(1)`.
    pub fn move_number(&self) -> u32 {
        self.number.div_ceil(2)
    }
}

/// A record with an illegal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: {error}")]
pub struct ReviewError {
    /// 1-based number of the illegal ply.
    pub ply: u32,
    /// What was wrong with it.
    pub error: IllegalMove,
}

/// Reviews the moves `moves` (vertices the token moves to, alternately by the first and the
/// second player) played from `position`, which is left at the end of the record. Both
/// players' plies are reviewed.
///
/// Cost: one alternating search per ply plus one for the final position, each `O(V + E)` in
/// the worst case (see [`Position`]).
///
/// ```
/// use bigame::board::bunny::BunnyBoard;
/// use bigame::game::{Position, review};
/// let board = BunnyBoard::parse_rows(&[b"XO.OXO"]).unwrap();
/// let mut p = Position::new(&board, board.empty_vertex());
/// let moves = [board.move_vertex(1, 2).unwrap(), board.move_vertex(1, 1).unwrap()];
/// let plies = review(&mut p, &moves).unwrap();
/// assert!(plies[0].is_mistake());
/// assert_eq!(plies[0].instead, board.move_vertex(1, 4));
/// ```
pub fn review<G: Adjacency, R: Repair<G>>(
    position: &mut Position<G, R>,
    moves: &[u32],
) -> Result<Vec<Ply>, ReviewError> {
    let mut plies = Vec::with_capacity(moves.len());
    for (i, &to) in moves.iter().enumerate() {
        let number = i as u32 + 1;
        let best = position.winning_move();
        position
            .play(to)
            .map_err(|error| ReviewError { ply: number, error })?;
        let opponent_wins_after = position.mover_wins();
        let winning_before = best.is_some();
        plies.push(Ply {
            number,
            to,
            winning_before,
            opponent_wins_after,
            instead: if winning_before && opponent_wins_after {
                best
            } else {
                None
            },
        });
    }
    Ok(plies)
}
