//! What several integration tests share, written once: the `bigame` command and temporary
//! files ([`cli`]), the check of a reader's error and mutations of valid inputs for property
//! tests ([`fuzz`]), the help text read back ([`help`]), random graphs and boards
//! ([`random`]), the legal moves of a Bunny-and-Egg position ([`bunny`]), and the algorithm
//! names ([`algorithms`]). Each test
//! crate uses part of it, hence `dead_code` allowed.
#![allow(dead_code, unused_imports)]

pub mod algorithms;
pub mod bunny;
pub mod cli;
pub mod fuzz;
pub mod help;
pub mod random;

pub use algorithms::{algorithm_names, bipartite_algorithm_names};
pub use cli::{TIMEOUT, TempFile, bigame, bigame_within, temp_file, temp_path};
pub use fuzz::{Edit, check_error, config, edits, mutate};

/// The free cells (`.`) of a board given as LOJ 6033 text (`n m`, then the rows), as 1-based
/// `(row, column)` pairs in row-major order, as the outputs and the web API name cells.
pub fn free_cells(text: &str) -> Vec<(i64, i64)> {
    text.lines()
        .skip(1)
        .enumerate()
        .flat_map(|(r, row)| {
            row.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'.')
                .map(move |(c, _)| (r as i64 + 1, c as i64 + 1))
        })
        .collect()
}
