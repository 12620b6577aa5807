//! Sums of games: several positions, one token each, a turn moves one token of the player's
//! choice, and who cannot move in any part loses. By Sprague–Grundy the player to move wins
//! exactly when the XOR of the parts' Grundy values is not 0, and a winning move takes a part
//! of value `g` with `g XOR total < g` to a position of value `g XOR total`.

use super::{GrundyError, grundy_of_position, grundy_value};
use crate::graph::Graph;

/// The answer for a sum: each part's value, their XOR, and a winning move when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnswer {
    /// The Grundy value of each part, in the order given.
    pub values: Vec<u32>,
    /// Their XOR: the sum's value (the player to move wins iff it is not 0).
    pub total: u32,
    /// A winning move: the part's index and the neighbour of its start the token moves to.
    pub winning_move: Option<(usize, u32)>,
}

/// Solves the sum of the positions `parts` (a graph and the token's start each). Cost: each
/// part's [`grundy_value`], then for the part moved in one [`grundy_of_position`] per move
/// until one has the value wanted.
///
/// # Errors
/// [`GrundyError`] when a part is too large for the exact search.
///
/// ```
/// use bigame::game::grundy::grundy_of_sum;
/// use bigame::graph::Graph;
/// // A path of 2 from an end (value 1) and a path of 3 from its middle (value 1): XOR 0.
/// let a = Graph::from_edges(2, &[(0, 1)]);
/// let b = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let answer = grundy_of_sum(&[(&a, 0), (&b, 1)]).unwrap();
/// assert_eq!((answer.values, answer.total, answer.winning_move), (vec![1, 1], 0, None));
/// ```
///
/// # Panics
/// If a start is not a vertex of its graph.
pub fn grundy_of_sum(parts: &[(&Graph, u32)]) -> Result<SumAnswer, GrundyError> {
    let values = parts
        .iter()
        .map(|&(g, s)| grundy_value(g, s))
        .collect::<Result<Vec<_>, _>>()?;
    let total = values.iter().fold(0, |x, &v| x ^ v);
    let mut winning_move = None;
    if total != 0 {
        let i = values
            .iter()
            .position(|&v| v ^ total < v)
            .expect("a part whose value has the total's highest bit");
        let (g, s) = parts[i];
        let target = values[i] ^ total;
        let mut moves = g.neighbors(s).to_vec();
        moves.dedup();
        for u in moves {
            if grundy_of_position(g, &[s], u)? == target {
                winning_move = Some((i, u));
                break;
            }
        }
        debug_assert!(winning_move.is_some(), "the mex has every smaller value");
    }
    Ok(SumAnswer {
        values,
        total,
        winning_move,
    })
}
