//! The game itself: which vertices win for the player to move, and why.
//!
//! [`analyze`] answers for every vertex at once from one maximum matching;
//! [`brute`] is the exhaustive search that serves as ground truth in tests.

mod analysis;
pub mod brute;

pub use analysis::{Analysis, analyze, non_essential_by_alternating_bfs};
