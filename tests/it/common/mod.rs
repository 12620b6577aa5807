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
