//! Gaussian elimination over GF(2) on bitset rows, 64 columns a word, with the row operations
//! recorded: the matrix `[M | I]` is brought to reduced row echelon form, so each row's right
//! part (its *tracker*) says which original rows it is the sum of.
//!
//! What the edge game reads from it: a row reduced to zero gives, in its tracker, a vector `x`
//! with `xᵀM = 0` (a kernel vector), and the zero rows' trackers are a basis of that kernel; a
//! pivot row equal to `e_c` gives, in its tracker, rows of `M` summing to `e_c`, and `e_c` is
//! in the row space of `M` exactly when such a row exists.
//!
//! Rows are inserted one by one and reduced against the pivot rows found so far (each pivot row
//! keeps its pivot as its lowest set bit), then a back substitution makes every pivot column a
//! unit column. Each row remembers the range of words where its bits can be, and a row
//! operation touches only the operand's ranges: on a banded matrix (a board numbered row by
//! row) the left part stays in the band, so the work is far below the dense bound.

mod update;

pub use update::Dynamic;

const NONE: u32 = u32::MAX;

/// A matrix `[M | I]` over GF(2) in reduced row echelon form (see the module docs).
///
/// Memory: `rows · (⌈cols/64⌉ + ⌈rows/64⌉)` words plus 6 words a row (about 100 MB for
/// 20,000 × 20,000). Time: `O(rows² · (rows + cols) / 64)` word operations in the worst case
/// (a dense matrix), much less when rows have short, local supports.
#[derive(Clone, Debug)]
pub struct Eliminated {
    /// Words of the left part `M` in each row.
    left_words: usize,
    /// Words in a row: the left part, then the tracker.
    stride: usize,
    data: Vec<u64>,
    /// Per row, the half-open word ranges `[lo, hi)` outside which its left part and its
    /// tracker are zero (tracker ranges count from the tracker's first word).
    left_range: Vec<(u32, u32)>,
    tracker_range: Vec<(u32, u32)>,
    /// Per row, its pivot column, or [`NONE`] if its left part is zero.
    pivot: Vec<u32>,
    /// Per column, the row whose pivot it is, or [`NONE`].
    row_of_pivot: Vec<u32>,
}

impl Eliminated {
    /// Eliminates the `rows × cols` matrix whose row `r` has the columns `fill(r, toggle)`
    /// toggles (calling `toggle(c)` twice clears column `c` again, so parallel edges count
    /// modulo 2). Cost and memory: see the type.
    ///
    /// ```
    /// use bigame::game::edge::gf2::Eliminated;
    /// // Rows {0, 1}, {1, 2}, {0, 2}: the third is the sum of the first two.
    /// let rows = [[0, 1], [1, 2], [0, 2]];
    /// let e = Eliminated::new(3, 3, |r, toggle| rows[r].iter().for_each(|&c| toggle(c)));
    /// let kernel: Vec<Vec<u32>> = e.kernel_rows().map(|r| e.tracker(r).collect()).collect();
    /// assert_eq!(kernel, [vec![0, 1, 2]]);
    /// assert_eq!(e.unit_row(0), None); // e_0 is not a sum of the rows
    /// ```
    pub fn new(rows: usize, cols: usize, mut fill: impl FnMut(usize, &mut dyn FnMut(u32))) -> Self {
        let left_words = cols.div_ceil(64);
        let tracker_words = rows.div_ceil(64);
        let stride = left_words + tracker_words;
        let mut e = Eliminated {
            left_words,
            stride,
            data: vec![0; rows * stride],
            left_range: vec![(0, 0); rows],
            tracker_range: vec![(0, 0); rows],
            pivot: vec![NONE; rows],
            row_of_pivot: vec![NONE; cols],
        };
        for r in 0..rows {
            let row = &mut e.data[r * stride..(r + 1) * stride];
            let (mut lo, mut hi) = (u32::MAX, 0);
            fill(r, &mut |c| {
                let w = c as usize / 64;
                row[w] ^= 1 << (c % 64);
                lo = lo.min(w as u32);
                hi = hi.max(w as u32 + 1);
            });
            row[left_words + r / 64] |= 1 << (r % 64);
            e.left_range[r] = (lo.min(hi), hi);
            e.tracker_range[r] = ((r / 64) as u32, (r / 64) as u32 + 1);
            e.insert(r);
        }
        e.back_substitute();
        e
    }

    /// Reduces row `r` against the pivot rows until its lowest bit is a new pivot or it is
    /// zero.
    fn insert(&mut self, r: usize) {
        while let Some(c) = self.lowest_left_bit(r) {
            let p = self.row_of_pivot[c as usize];
            if p == NONE {
                self.pivot[r] = c;
                self.row_of_pivot[c as usize] = r as u32;
                return;
            }
            self.add_row(p as usize, r);
        }
    }

    /// The lowest set column of row `r`'s left part, tightening its range's start.
    fn lowest_left_bit(&mut self, r: usize) -> Option<u32> {
        let (mut lo, hi) = self.left_range[r];
        let base = r * self.stride;
        while lo < hi {
            let word = self.data[base + lo as usize];
            if word != 0 {
                self.left_range[r].0 = lo;
                return Some(lo * 64 + word.trailing_zeros());
            }
            lo += 1;
        }
        self.left_range[r] = (hi, hi);
        None
    }

    /// Row `dst` += row `src`, over `src`'s ranges only. `O(length of src's ranges)`.
    fn add_row(&mut self, src: usize, dst: usize) {
        let stride = self.stride;
        let (s, d) = if src < dst {
            let (a, b) = self.data.split_at_mut(dst * stride);
            (&a[src * stride..(src + 1) * stride], &mut b[..stride])
        } else {
            let (a, b) = self.data.split_at_mut(src * stride);
            (&b[..stride], &mut a[dst * stride..(dst + 1) * stride])
        };
        let (slo, shi) = self.left_range[src];
        for w in slo as usize..shi as usize {
            d[w] ^= s[w];
        }
        let lw = self.left_words;
        let (tlo, thi) = self.tracker_range[src];
        for w in tlo as usize..thi as usize {
            d[lw + w] ^= s[lw + w];
        }
        let union = |a: (u32, u32), b: (u32, u32)| {
            if a.0 >= a.1 {
                b
            } else {
                (a.0.min(b.0), a.1.max(b.1))
            }
        };
        if slo < shi {
            self.left_range[dst] = union(self.left_range[dst], (slo, shi));
        }
        self.tracker_range[dst] = union(self.tracker_range[dst], (tlo, thi));
    }

    /// Clears every pivot column above its pivot, pivots from the highest down: a reduced row
    /// added to a lower one brings only non-pivot columns, so each row needs one ascending
    /// scan.
    fn back_substitute(&mut self) {
        for c in (0..self.row_of_pivot.len()).rev() {
            let p = self.row_of_pivot[c];
            if p == NONE {
                continue;
            }
            let p = p as usize;
            let mut next = c as u32 + 1;
            loop {
                let (_, hi) = self.left_range[p];
                let base = p * self.stride;
                let mut found = None;
                let mut w = next / 64;
                while w < hi {
                    let mut word = self.data[base + w as usize];
                    if w == next / 64 {
                        word &= u64::MAX << (next % 64);
                    }
                    while word != 0 {
                        let d = w * 64 + word.trailing_zeros();
                        if self.row_of_pivot[d as usize] != NONE {
                            found = Some(d);
                            break;
                        }
                        word &= word - 1;
                    }
                    if found.is_some() {
                        break;
                    }
                    w += 1;
                }
                match found {
                    Some(d) => {
                        self.add_row(self.row_of_pivot[d as usize] as usize, p);
                        next = d + 1;
                    }
                    None => break,
                }
            }
        }
    }

    /// The rows whose left part is zero: their trackers are a basis of `{x : xᵀM = 0}`.
    /// `O(rows)`.
    pub fn kernel_rows(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.pivot.len()).filter(|&r| self.pivot[r] == NONE)
    }

    /// The row whose left part is exactly `e_col`, if there is one (then its tracker lists
    /// rows of `M` summing to `e_col`; if there is none, no rows do). `O(row length)`.
    pub fn unit_row(&self, col: u32) -> Option<usize> {
        let r = self.row_of_pivot[col as usize];
        if r == NONE {
            return None;
        }
        let r = r as usize;
        let (lo, hi) = self.left_range[r];
        let base = r * self.stride;
        let ones: u32 = (lo..hi)
            .map(|w| self.data[base + w as usize].count_ones())
            .sum();
        (ones == 1).then_some(r)
    }

    /// Whether original row `i` is in row `r`'s tracker. `O(1)`.
    pub fn tracker_has(&self, r: usize, i: usize) -> bool {
        self.data[r * self.stride + self.left_words + i / 64] >> (i % 64) & 1 == 1
    }

    /// The original rows in row `r`'s tracker, ascending. `O(tracker range + its bits)`.
    pub fn tracker(&self, r: usize) -> impl Iterator<Item = u32> + '_ {
        let (lo, hi) = self.tracker_range[r];
        let base = r * self.stride + self.left_words;
        (lo..hi).flat_map(move |w| {
            let mut word = self.data[base + w as usize];
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros();
                    word &= word - 1;
                    w * 64 + bit
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Row `r` of a random matrix as a bitmask (at most 64 columns), and the dense rank.
    fn random_rows(rng: &mut Rng, rows: usize, cols: u32, percent: u32) -> Vec<u64> {
        (0..rows)
            .map(|_| {
                (0..cols)
                    .filter(|_| rng.chance(percent))
                    .fold(0, |m, c| m | 1 << c)
            })
            .collect()
    }

    #[test]
    fn kernels_and_unit_rows_agree_with_subset_enumeration() {
        let mut rng = Rng::new(41);
        for trial in 0..300 {
            let rows = 1 + rng.below(9) as usize;
            let cols = 1 + rng.below(70) as u32 % 64;
            let m = random_rows(&mut rng, rows, cols, [10, 30, 60][trial % 3]);
            let e = Eliminated::new(rows, cols as usize, |r, toggle| {
                (0..cols)
                    .filter(|&c| m[r] >> c & 1 == 1)
                    .for_each(&mut *toggle)
            });
            let sum = |set: u64| {
                (0..rows)
                    .filter(|&i| set >> i & 1 == 1)
                    .fold(0, |a, i| a ^ m[i])
            };
            // Every kernel row's tracker sums to zero, they are independent, and their
            // number is rows - rank.
            let kernel: Vec<u64> = e
                .kernel_rows()
                .map(|r| e.tracker(r).fold(0, |a, i| a | 1 << i))
                .collect();
            let all_sums: std::collections::HashSet<u64> = (0..1u64 << rows).map(sum).collect();
            let rank = all_sums.len().trailing_zeros() as usize;
            assert_eq!(kernel.len(), rows - rank);
            for &x in &kernel {
                assert!(x != 0 && sum(x) == 0);
            }
            for c in 0..cols {
                match e.unit_row(c) {
                    Some(r) => {
                        let y = e.tracker(r).fold(0, |a, i| a | 1 << i);
                        assert_eq!(sum(y), 1 << c);
                        assert!(e.tracker(r).all(|i| e.tracker_has(r, i as usize)));
                    }
                    None => assert!(!all_sums.contains(&(1 << c))),
                }
            }
        }
    }

    #[test]
    fn toggling_twice_cancels() {
        let e = Eliminated::new(1, 3, |_, toggle| {
            toggle(1);
            toggle(1);
        });
        assert_eq!(e.kernel_rows().collect::<Vec<_>>(), [0]);
    }

    /// The rank of rows given as column lists, by a naive elimination on `bool` vectors.
    fn naive_rank(rows: &[Vec<u32>], cols: usize) -> usize {
        let mut basis: Vec<Vec<bool>> = Vec::new();
        for row in rows {
            let mut v = vec![false; cols];
            row.iter().for_each(|&c| v[c as usize] ^= true);
            for b in &basis {
                let lead = b.iter().position(|&x| x).unwrap();
                if v[lead] {
                    v.iter_mut().zip(b).for_each(|(x, &y)| *x ^= y);
                }
            }
            if v.iter().any(|&x| x) {
                // Keep the basis reduced at its leads so one pass suffices.
                let lead = v.iter().position(|&x| x).unwrap();
                for b in &mut basis {
                    if b[lead] {
                        b.iter_mut().zip(&v).for_each(|(x, &y)| *x ^= y);
                    }
                }
                basis.push(v);
            }
        }
        basis.len()
    }

    #[test]
    fn many_word_rows_and_trackers_agree_with_a_naive_rank() {
        let mut rng = Rng::new(64);
        for trial in 0..40 {
            let rows = 1 + rng.below(150) as usize;
            let cols = 1 + rng.below(200) as usize;
            let percent = [1, 3, 20][trial % 3];
            let m: Vec<Vec<u32>> = (0..rows)
                .map(|_| (0..cols as u32).filter(|_| rng.chance(percent)).collect())
                .collect();
            let e = Eliminated::new(rows, cols, |r, toggle| m[r].iter().for_each(|&c| toggle(c)));
            let sum = |set: &[u32]| {
                let mut v = vec![false; cols];
                for &i in set {
                    m[i as usize].iter().for_each(|&c| v[c as usize] ^= true);
                }
                v
            };
            let rank = naive_rank(&m, cols);
            let kernel: Vec<Vec<u32>> = e.kernel_rows().map(|r| e.tracker(r).collect()).collect();
            assert_eq!(kernel.len(), rows - rank);
            for x in &kernel {
                assert!(!x.is_empty() && sum(x).iter().all(|&b| !b));
            }
            for c in 0..cols as u32 {
                let mut with_unit = m.clone();
                with_unit.push(vec![c]);
                let spanned = naive_rank(&with_unit, cols) == rank;
                assert_eq!(
                    e.unit_row(c).is_some(),
                    spanned,
                    "trial {trial}, column {c}"
                );
                if let Some(r) = e.unit_row(c) {
                    let y: Vec<u32> = e.tracker(r).collect();
                    let v = sum(&y);
                    assert!((0..cols).all(|d| v[d] == (d == c as usize)));
                }
            }
        }
    }
}
