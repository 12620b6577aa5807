//! The game itself: which vertices win for the player to move, and why.
//!
//! [`analyze`] answers for every vertex at once from one maximum matching; [`Position`]
//! follows a game move by move, keeping the matching up to date with one augmenting search per
//! move, and [`Game`] adds turns, a best move and undo on top; [`review`] finds the mistakes in
//! a record; [`brute`] (with its Bunny-and-Egg front end [`brute_bunny`]) is the exhaustive
//! search that serves as ground truth in tests. [`grundy`] gives the Grundy values that decide
//! sums of games.
//!
//! [`edge`] solves the sibling game, edge geography (no edge used twice), by linear algebra over
//! GF(2) on bipartite graphs, with [`brute_edge`] its exhaustive search.

mod analysis;
pub mod brute;
pub mod brute_bunny;
pub mod brute_edge;
pub mod edge;
mod engine;
pub mod grundy;
mod review;
mod session;
mod verdicts;

pub use analysis::{
    Analysis, analyze, analyze_board, analyze_board_with_stats, analyze_general,
    analyze_general_with, analyze_general_with_stats, analyze_with_stats,
    non_essential_by_alternating_bfs,
};
pub(crate) use analysis::{analyze_board_with_vias, analyze_general_plain};
pub use engine::{BipartiteRepair, GeneralRepair, IllegalMove, Position, Repair};
pub use review::{Ply, ReviewError, review};
pub use session::{Game, Play, Player};
pub use verdicts::Verdicts;
