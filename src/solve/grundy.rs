//! The Grundy values' entry point for the front ends (`bigame analyze --grundy`).

use crate::game::grundy::{self, GrundyError};
use crate::graph::Graph;

/// The Grundy value of every vertex of `g` (`starts: None`), or of the `starts` only: a
/// vector of `g`'s vertex count whose entries for other vertices are 0 and mean nothing.
/// All starts use [`grundy::grundy_values`] (one global value-0 layer); a few use
/// [`grundy::grundy_value`] each, which searches only their components. Cost: theirs.
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
        Some(starts) => {
            let mut values = vec![0; crate::graph::Adjacency::vertex_count(g)];
            for &s in starts {
                values[s as usize] = grundy::grundy_value(g, s)?;
            }
            Ok(values)
        }
    }
}
