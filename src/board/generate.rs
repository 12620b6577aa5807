//! Deterministic random boards, for tests, benchmarks and test data.

use super::Board;

/// A small deterministic pseudo-random generator (xorshift64*): the same seed gives the same
/// boards on every machine and version. Not for cryptography.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from any seed (0 included). `O(1)`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    /// The next 64 random bits. `O(1)`.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// True with probability `percent / 100`. `O(1)`.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.next_u64() % 100 < percent as u64
    }
}

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
