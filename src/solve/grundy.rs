//! The Grundy values' entry points for the front ends (`bigame analyze --grundy`, `bigame
//! board --grundy`).

use crate::board::{Board, Moves};
use crate::game::grundy::{self, GrundyError};
use crate::graph::Graph;

/// Up to this many starts are valued one by one, with a matching each.
const FEW_STARTS: usize = 4;

/// The Grundy value of every vertex of `g` (`starts: None`), or of the `starts` only: a
/// vector of `g`'s vertex count whose entries for other vertices are 0 and mean nothing.
/// All starts use [`grundy::grundy_values`] (one global value-0 layer), more than
/// 4 [`grundy::grundy_values_of`] (the same layer, only their components), and a
/// few [`grundy::grundy_value`] each (one matching each). Cost: theirs.
///
/// # Errors
/// [`GrundyError`] when a start needs the exact search and its component is too large for it
/// (who wins is still answered by [`crate::solve::solve_graph`]).
///
/// # Panics
/// If a start is not a vertex of `g`.
pub fn grundy_of_starts(g: &Graph, starts: Option<&[u32]>) -> Result<Vec<u32>, GrundyError> {
    match starts {
        None => grundy::grundy_values(g),
        // One matching each is cheaper than the layer's edge classes for a few starts; many
        // share the layer and its memo.
        Some(starts) if starts.len() <= FEW_STARTS => {
            let mut values = vec![0; crate::graph::Adjacency::vertex_count(g)];
            for &s in starts {
                values[s as usize] = grundy::grundy_value(g, s)?;
            }
            Ok(values)
        }
        Some(starts) => grundy::grundy_values_of(g, starts),
    }
}

/// The Grundy value of every free cell of `board` with the move set `moves`, in row-major
/// order (aligned with [`Board::free_cells`]). The board is built as a graph on its free
/// cells ([`Board::to_graph_with`], `O(rows cols)`), then [`grundy::grundy_values`]: exact and
/// polynomial where no cell but the start has more than 3 moves (boards of 2 rows with rook
/// moves, or sparse boards), an exact search of each other region up to
/// [`grundy::SEARCH_LIMIT`] cells. A [`GrundyError`] names vertices by their index in that
/// order (see [`Board::free_cells`]).
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::solve::grundy_of_board;
/// // . . .  with rook moves: a path of 3 (the ends 0, the middle mex{0} = 1).
/// let board = Board::from_fn(1, 3, |_, _| true);
/// assert_eq!(grundy_of_board(&board, Moves::Rook).unwrap(), vec![0, 1, 0]);
/// ```
///
/// # Errors
/// [`GrundyError`] when a region needs the exact search and is too large for it (who wins
/// is still answered by [`crate::solve::solve_board`]).
pub fn grundy_of_board(board: &Board, moves: Moves) -> Result<Vec<u32>, GrundyError> {
    let (g, _) = board.to_graph_with(moves);
    grundy::grundy_values(&g)
}
