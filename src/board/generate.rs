//! Deterministic random boards, for tests, benchmarks and test data.

use super::Board;

pub use crate::generate::Rng;

/// A `rows x cols` board with each cell blocked independently with probability
/// `blocked_percent / 100`, deterministic in `seed`. `O(rows cols)`.
///
/// ```
/// use bigame::board::generate::random_board;
/// let a = random_board(20, 30, 10, 7);
/// assert_eq!(a, random_board(20, 30, 10, 7));
/// assert!(a.free_count() > 450 && a.free_count() < 600);
/// ```
pub fn random_board(rows: u32, cols: u32, blocked_percent: u32, seed: u64) -> Board {
    let mut rng = Rng::new(seed);
    Board::from_fn(rows, cols, |_, _| !rng.chance(blocked_percent))
}
