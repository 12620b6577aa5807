//! The crate's deterministic pseudo-random generator: at the bottom of the layers, so that
//! every module and its tests can draw from it ([`crate::generate`] re-exports it).

/// A small deterministic pseudo-random generator (xorshift64*): the same seed gives the same
/// numbers on every machine and version (only `u64` arithmetic, no platform-dependent
/// behaviour). Not for cryptography.
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

    /// True with probability `percent / 100` (up to the tiny bias of `% 100`). `O(1)`.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.next_u64() % 100 < percent as u64
    }

    /// A uniform number in `0..n` (`n >= 1`), without modulo bias: draws that fall in the
    /// incomplete last block of `2^64` are redrawn. `O(1)` expected.
    ///
    /// # Panics
    /// If `n == 0`.
    ///
    /// ```
    /// use bigame::generate::Rng;
    /// let mut rng = Rng::new(3);
    /// assert!((0..1000).all(|_| rng.below(7) < 7));
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "Rng::below(0)");
        // The largest multiple of n that fits, as an exclusive bound: 2^64 - (2^64 mod n).
        let rejected = n.wrapping_neg() % n;
        loop {
            let x = self.next_u64();
            if x >= rejected {
                return x % n;
            }
        }
    }

    /// Shuffles `items` uniformly at random (Fisher–Yates, one [`Rng::below`] per item from
    /// the last down). `O(len)`.
    ///
    /// ```
    /// use bigame::generate::Rng;
    /// let mut items = [1, 2, 3, 4, 5];
    /// Rng::new(1).shuffle(&mut items);
    /// items.sort();
    /// assert_eq!(items, [1, 2, 3, 4, 5]);
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}
