//! The elimination kept up to date while the matrix changes one entry at a time: what the
//! edge game needs after each move, which deletes one edge (toggles one entry modulo 2).
//!
//! With `E = T M` (`T` the trackers, invertible), toggling `M[i][c]` toggles column `c` of `E`
//! in the rows whose tracker holds `i`: a rank-one change. The form kept is weaker than
//! reduced row echelon form and enough for every question asked: each row is zero (its
//! tracker a kernel vector) or has a *pivot* column set in no other row; the pivot rows then
//! span the row space, and `e_c` is in it exactly when `c` is the pivot of a row equal to
//! `e_c`. After the toggle at most two rows break that form, and each is mended by one pass
//! over the rows.

use super::{Eliminated, NONE};

/// A matrix `[M | I]` over GF(2) brought to the form above and kept there under
/// [`Dynamic::toggle`].
///
/// Memory: that of the [`Eliminated`] it starts from. Each toggle costs
/// `O(rows · (rows + cols) / 64)` word operations at worst (a few row additions per row
/// holding the changed bit), against `O(rows² · (rows + cols) / 64)` for a new elimination.
#[derive(Clone, Debug)]
pub struct Dynamic {
    left_words: usize,
    stride: usize,
    data: Vec<u64>,
    /// Per row, its pivot column, or [`NONE`] if its left part is zero.
    pivot: Vec<u32>,
    /// Per column, the row whose pivot it is, or [`NONE`].
    row_of_pivot: Vec<u32>,
}

impl Dynamic {
    /// Starts from a finished elimination (its reduced row echelon form is the form above).
    /// `O(1)`: the words are moved, not copied.
    pub fn new(e: Eliminated) -> Dynamic {
        Dynamic {
            left_words: e.left_words,
            stride: e.stride,
            data: e.data,
            pivot: e.pivot,
            row_of_pivot: e.row_of_pivot,
        }
    }

    /// Toggles entry `(i, c)` of the original matrix `M` (adds or deletes one edge modulo 2)
    /// and restores the form. Cost: see the type.
    ///
    /// ```
    /// use bigame::game::edge::gf2::{Dynamic, Eliminated};
    /// // Rows {0} and {0, 1}: e_1 is their sum. Toggling (1, 0) leaves rows {0}, {1}.
    /// let rows = [vec![0], vec![0, 1]];
    /// let mut d = Dynamic::new(Eliminated::new(2, 2, |r, t| rows[r].iter().for_each(|&c| t(c))));
    /// let r = d.unit_row(1).unwrap();
    /// assert!(d.tracker_has(r, 0) && d.tracker_has(r, 1));
    /// d.toggle(1, 0);
    /// let r = d.unit_row(1).unwrap();
    /// assert!(!d.tracker_has(r, 0) && d.tracker_has(r, 1));
    /// d.toggle(1, 1); // row 1 is now zero: a kernel vector, and e_1 is out of reach
    /// assert_eq!(d.unit_row(1), None);
    /// ```
    pub fn toggle(&mut self, i: u32, c: u32) {
        let rows = self.pivot.len();
        let changed: Vec<usize> = (0..rows)
            .filter(|&r| self.tracker_has(r, i as usize))
            .collect();
        let (word, bit) = (c as usize / 64, 1u64 << (c % 64));
        for &r in &changed {
            self.data[r * self.stride + word] ^= bit;
        }
        // The zero rows among them now all read e_c: keep one, zero the others with it.
        let zeros: Vec<usize> = changed
            .iter()
            .copied()
            .filter(|&r| self.pivot[r] == NONE)
            .collect();
        let fresh = zeros.first().copied();
        for &r in zeros.iter().skip(1) {
            self.add_row(zeros[0], r);
        }
        let p = self.row_of_pivot[c as usize];
        if p == NONE {
            if let Some(z) = fresh {
                self.establish(z, c);
            }
        } else if changed.contains(&(p as usize)) {
            // The pivot row lost its pivot: c is free again, and the row is mended below.
            let p = p as usize;
            self.pivot[p] = NONE;
            self.row_of_pivot[c as usize] = NONE;
            if let Some(z) = fresh {
                self.establish(z, c);
            }
            self.mend(p);
        } else {
            // Column c is p's again; the fresh row, e_c + row p, keeps non-pivot bits only.
            self.establish(p as usize, c);
            if let Some(z) = fresh {
                self.mend(z);
            }
        }
    }

    /// A row with no pivot whose bits are all in non-pivot columns: zero, or given its lowest
    /// bit as pivot. `O(rows · stride)`.
    fn mend(&mut self, r: usize) {
        let base = r * self.stride;
        let lowest = (0..self.left_words)
            .find(|&w| self.data[base + w] != 0)
            .map(|w| w as u32 * 64 + self.data[base + w].trailing_zeros());
        if let Some(c) = lowest {
            self.establish(r, c);
        }
    }

    /// Makes `c` the pivot of row `r` (which has bit `c`) and clears it from every other row.
    /// `O(rows · stride)`.
    fn establish(&mut self, r: usize, c: u32) {
        self.pivot[r] = c;
        self.row_of_pivot[c as usize] = r as u32;
        let (word, bit) = (c as usize / 64, 1u64 << (c % 64));
        for q in 0..self.pivot.len() {
            if q != r && self.data[q * self.stride + word] & bit != 0 {
                self.add_row(r, q);
            }
        }
    }

    /// Row `dst` += row `src`. `O(stride)`.
    fn add_row(&mut self, src: usize, dst: usize) {
        let s = self.stride;
        for w in 0..s {
            let x = self.data[src * s + w];
            self.data[dst * s + w] ^= x;
        }
    }

    /// The row whose left part is exactly `e_col`, if there is one (then its tracker lists
    /// rows of `M` summing to `e_col`; if there is none, no rows do). `O(cols / 64)`.
    pub fn unit_row(&self, col: u32) -> Option<usize> {
        let r = self.row_of_pivot[col as usize];
        if r == NONE {
            return None;
        }
        let base = r as usize * self.stride;
        let ones: u32 = self.data[base..base + self.left_words]
            .iter()
            .map(|w| w.count_ones())
            .sum();
        (ones == 1).then_some(r as usize)
    }

    /// Whether original row `i` is in row `r`'s tracker. `O(1)`.
    pub fn tracker_has(&self, r: usize, i: usize) -> bool {
        self.data[r * self.stride + self.left_words + i / 64] >> (i % 64) & 1 == 1
    }

    /// Whether some row reduces to zero with original row `i` in its tracker: then the rows
    /// of that tracker sum to zero, `i` among them. `O(rows)`.
    pub fn in_kernel(&self, i: usize) -> bool {
        (0..self.pivot.len()).any(|r| self.pivot[r] == NONE && self.tracker_has(r, i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Random matrices, random toggles: after each, every column's answer (whether `e_c` is a
    /// sum of rows) is a new elimination's, the rows named by the trackers do sum to `e_c`,
    /// and the zero rows' trackers are kernel vectors (holding the same rows as a new
    /// elimination's kernel).
    #[test]
    fn toggles_agree_with_a_new_elimination() {
        let mut rng = Rng::new(43);
        for trial in 0..60 {
            let rows = 1 + rng.below(if trial % 4 == 0 { 140 } else { 12 }) as usize;
            let cols = 1 + rng.below(if trial % 4 == 0 { 150 } else { 12 }) as usize;
            let mut m: Vec<Vec<bool>> = (0..rows)
                .map(|_| (0..cols).map(|_| rng.chance(30)).collect())
                .collect();
            let fill = |m: &Vec<Vec<bool>>| {
                let m = m.clone();
                move |r: usize, toggle: &mut dyn FnMut(u32)| {
                    (0..m[r].len())
                        .filter(|&c| m[r][c])
                        .for_each(|c| toggle(c as u32))
                }
            };
            let mut d = Dynamic::new(Eliminated::new(rows, cols, fill(&m)));
            for _ in 0..40 {
                let (i, c) = (
                    rng.below(rows as u64) as usize,
                    rng.below(cols as u64) as usize,
                );
                m[i][c] ^= true;
                d.toggle(i as u32, c as u32);
                let fresh = Eliminated::new(rows, cols, fill(&m));
                for col in 0..cols as u32 {
                    assert_eq!(d.unit_row(col).is_some(), fresh.unit_row(col).is_some());
                    if let Some(r) = d.unit_row(col) {
                        let mut sum = vec![false; cols];
                        for (i, row) in m.iter().enumerate() {
                            if d.tracker_has(r, i) {
                                sum.iter_mut().zip(row).for_each(|(s, &b)| *s ^= b);
                            }
                        }
                        assert!((0..cols).all(|k| sum[k] == (k == col as usize)));
                    }
                }
                let mut fresh_kernel = vec![false; rows];
                for r in fresh.kernel_rows() {
                    fresh
                        .tracker(r)
                        .for_each(|i| fresh_kernel[i as usize] = true);
                }
                for (i, &k) in fresh_kernel.iter().enumerate() {
                    assert_eq!(d.in_kernel(i), k, "trial {trial}, row {i}");
                }
                for r in (0..rows).filter(|&r| d.pivot[r] == NONE) {
                    let mut sum = vec![false; cols];
                    for (i, row) in m.iter().enumerate() {
                        if d.tracker_has(r, i) {
                            sum.iter_mut().zip(row).for_each(|(s, &b)| *s ^= b);
                        }
                    }
                    assert!(sum.iter().all(|&b| !b));
                }
            }
        }
    }
}
