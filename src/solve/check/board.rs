//! The self-check on a rook or knight board, exact for every verdict like [`super::bipartite`]'s,
//! but with no second search: the losses come with the [`Vias`] the verdicts' own searches
//! wrote down, and everything else is a bit a cell, tested a machine word (64 ids) at a time.
//!
//! Let `D` be the cells claimed losing, `A` the cells next to one, `F` the unmatched ids.
//!
//! - **The matching.** Each cell's mate is one step away, and the bit sets "mate one step
//!   `k` away", shifted by that step, are exactly "mate one step back": each pair is an edge
//!   and pairs back. Blocked cells and sentinels (isolated ids) are unmatched and lose.
//! - **The barrier.** Every unmatched id loses (`F ⊆ D`); no loser is next to a loser
//!   (`A ∩ D = ∅`); every cell next to a loser is matched to a loser (`mate(A) ⊆ D`, bit sets
//!   shifted by each step). Then each loser is a component of `G - A` by itself, each cell of
//!   `A` is matched into `D`, and each matched loser's mate is in `A`, so `|D| = |A| + |F|`:
//!   `2|M| = |V| + |A| - odd(G - A)`, the matching is maximum and every cell outside `D` is in
//!   every maximum matching (Tutte–Berge, as in [`super`]): every claimed win holds.
//! - **The losses.** A matched loser `v`'s via is a loser `x` one step from `mate(v)`;
//!   following vias from every loser ends at an unmatched one without a loop (two sweeps up
//!   and down the ids prove the losers whose via is already proved, then a walk with a mark
//!   per id, each id walked once, proves the rest). That is an even alternating path from a
//!   free vertex to `v`, simple because its losers are distinct, their mates too, and no
//!   mate is a loser (the mates of matched losers are in `A`): shifting the matching along
//!   it misses `v`, so the mover loses there.
//!
//! Cost: one pass over the ids (their mates and verdicts, sequentially), `O(V / 64)` word
//! operations per step of the move set, and at most three looks at each loser (two sweeps,
//! one step of a walk); about `(moves + 5) V / 8` bytes of bit sets and a stack as long as
//! the longest via chain. On two threads (two halves of the ids) from `2^16` ids.

use super::{TWO_THREADS_FROM, check_kept_parts};
use crate::board::{BipartiteMoves, Board};
use crate::game::Analysis;
use crate::graph::{Adjacency, NONE, both};

/// Checks `analysis` on `board` with the losses' `vias`, as the module docs say. Returns the
/// work (ids passed over, words shifted, via steps walked), or why the answer is not proved.
/// `O(V)`.
pub(super) fn check_board<M: BipartiteMoves>(
    board: &Board<M>,
    analysis: &Analysis,
    vias: &[u8],
) -> Result<u64, String> {
    let n = board.vertex_count();
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    if vias.len() != n {
        return Err(format!(
            "the losses' steps are for {} ids, the board has {n}",
            vias.len()
        ));
    }
    let offsets = board.step_offsets();
    let cell = |v: u32| match board.cell(v) {
        Some((r, c)) => format!("cell ({}, {})", r + 1, c + 1),
        None => format!("id {v} (off the board)"),
    };
    let sets =
        Sets::read(board, mate, wins, &offsets).map_err(|(v, why)| format!("{} {why}", cell(v)))?;
    let words = sets.open.len();
    let mut work = n as u64 + (3 * offsets.len() as u64 + 2) * words as u64;
    // Each pair an edge that pairs back: the mates `k` away, moved by step `k`, are the
    // mates one step back.
    for (k, &offset) in offsets.iter().enumerate() {
        let back = offsets
            .iter()
            .position(|&o| o == offset.wrapping_neg())
            .expect("a move set is closed under negation");
        let moved = |w| shifted(&sets.mates[k], w, offset, |i| sets.mates[k][i]);
        if let Some(w) = (0..words).find(|&w| moved(w) != sets.mates[back][w]) {
            let v = first_bit(moved(w) ^ sets.mates[back][w], w);
            return Err(format!(
                "{} and its mate do not pair each other by one move",
                cell(v)
            ));
        }
    }
    // `A`: the cells next to a loser.
    let losers_open = |i: usize| sets.losers[i] & sets.open[i];
    let mut next_to_loser = vec![0u64; words];
    for &offset in &offsets {
        for (w, word) in next_to_loser.iter_mut().enumerate() {
            *word |= shifted(&sets.losers, w, offset, losers_open);
        }
    }
    for (w, word) in next_to_loser.iter_mut().enumerate() {
        *word &= sets.open[w];
        if *word & sets.losers[w] != 0 {
            let v = first_bit(*word & sets.losers[w], w);
            return Err(format!("{} is claimed losing next to a loser", cell(v)));
        }
    }
    for (k, &offset) in offsets.iter().enumerate() {
        let matched_from = |i: usize| next_to_loser[i] & sets.mates[k][i];
        for w in 0..words {
            let mates_of_a = shifted(&next_to_loser, w, offset, matched_from);
            if mates_of_a & !sets.losers[w] != 0 {
                let v = first_bit(mates_of_a & !sets.losers[w], w);
                return Err(format!(
                    "{} is claimed winning, but its mate is next to a loser",
                    cell(v)
                ));
            }
        }
    }
    // The two halves' losers walked on two threads, each with its own marks: a walk that
    // crosses into the other half is walked there again, at most twice the steps.
    let cut = if n >= TWO_THREADS_FROM {
        words / 2
    } else {
        words
    };
    let walk = |part| walk_vias(&sets, mate, vias, &offsets, part);
    let (low, high) = both(cut < words, || walk(0..cut), || walk(cut..words));
    work += low
        .and_then(|low| Ok(low + high?))
        .map_err(|(v, why)| format!("{} is claimed losing, but {why}", cell(v)))?;
    check_kept_parts(analysis, |v| next_to_loser[v / 64] >> (v % 64) & 1 == 1)?;
    Ok(work)
}

/// The answer as bit sets over the ids (bit `v % 64` of word `v / 64`).
struct Sets {
    /// The board's cells (not blocked, not a sentinel).
    open: Vec<u64>,
    /// The ids claimed losing.
    losers: Vec<u64>,
    /// The unmatched ids.
    free: Vec<u64>,
    /// Per step `k` of the move set: the cells whose mate is one step `k` away.
    mates: Vec<Vec<u64>>,
}

impl Sets {
    /// Reads the answer in one pass, refusing an id matched off the board or not one step
    /// away, or claimed winning while unmatched (the id and why). On two threads (two halves
    /// of the ids) from [`TWO_THREADS_FROM`] ids. `O(V)`.
    fn read<M: BipartiteMoves>(
        board: &Board<M>,
        mate: &[u32],
        wins: &[bool],
        offsets: &[u32],
    ) -> Result<Sets, (u32, &'static str)> {
        let n = mate.len();
        let words = n.div_ceil(64);
        let mut sets = Sets {
            open: vec![0; words],
            losers: vec![0; words],
            free: vec![0; words],
            mates: vec![vec![0; words]; offsets.len()],
        };
        let cut = if n >= TWO_THREADS_FROM {
            words / 2
        } else {
            words
        };
        let (low, high) = sets.split_at_mut(cut);
        let read = |part: Part<'_>, first: usize| part.read(board, mate, wins, offsets, first);
        let (low, high) = both(cut < words, || read(low, 0), || read(high, cut));
        low.and(high)?;
        Ok(sets)
    }

    /// The sets' words from `cut` on, and those before it.
    fn split_at_mut(&mut self, cut: usize) -> (Part<'_>, Part<'_>) {
        let (open_low, open_high) = self.open.split_at_mut(cut);
        let (losers_low, losers_high) = self.losers.split_at_mut(cut);
        let (free_low, free_high) = self.free.split_at_mut(cut);
        let (mates_low, mates_high) = self
            .mates
            .iter_mut()
            .map(|set| set.split_at_mut(cut))
            .unzip();
        (
            Part {
                open: open_low,
                losers: losers_low,
                free: free_low,
                mates: mates_low,
            },
            Part {
                open: open_high,
                losers: losers_high,
                free: free_high,
                mates: mates_high,
            },
        )
    }
}

/// Some consecutive words of each of the [`Sets`].
struct Part<'a> {
    open: &'a mut [u64],
    losers: &'a mut [u64],
    free: &'a mut [u64],
    mates: Vec<&'a mut [u64]>,
}

impl Part<'_> {
    /// Fills the part, whose first word is word `first`, from the answer (see
    /// [`Sets::read`]). `O(ids of the part)`.
    fn read<M: BipartiteMoves>(
        mut self,
        board: &Board<M>,
        mate: &[u32],
        wins: &[bool],
        offsets: &[u32],
        first: usize,
    ) -> Result<(), (u32, &'static str)> {
        let steps = StepTable::new(offsets);
        let free_bytes = board.free_bytes();
        let n = mate.len();
        let ids = (first * 64).min(n)..((first + self.open.len()) * 64).min(n);
        let chunks = mate[ids.clone()]
            .chunks(64)
            .zip(wins[ids.clone()].chunks(64))
            .zip(free_bytes[ids].chunks(64));
        for (i, ((mates, wins), free_bytes)) in chunks.enumerate() {
            let w = first + i;
            let (mut open, mut losers, mut free, mut bad) = (0u64, 0u64, 0u64, 0u64);
            // One word per step, and the others for mates no step away and unmatched ids.
            let mut mates_word = [0u64; 2 * NO_STEP];
            // No branch an id: blocked cells, verdicts and directions are all random on a
            // random board. What is wrong is only marked, and explained after the word.
            for (b, ((&m, &wins), &free_byte)) in mates.iter().zip(wins).zip(free_bytes).enumerate()
            {
                let v = (w * 64 + b) as u32;
                let bit = 1u64 << b;
                let unmatched = m == NONE;
                let is_open = free_byte != 0;
                losers |= bit * u64::from(!wins);
                open |= bit * u64::from(is_open);
                free |= bit * u64::from(unmatched);
                // `NONE - v` may look like a step: an unmatched id's goes to a word of its
                // own (`k + 8`, never read), with arithmetic, not a branch.
                let slot = steps.slot(m.wrapping_sub(v));
                mates_word[slot | (NO_STEP * usize::from(unmatched))] |= bit;
                let wrong = (unmatched & wins) | (!unmatched & (!is_open | (slot == NO_STEP)));
                bad |= bit * u64::from(wrong);
            }
            if bad != 0 {
                let v = first_bit(bad, w);
                let why = if mate[v as usize] == NONE {
                    "is claimed winning but is unmatched"
                } else if !board.is_free_vertex(v) {
                    "is matched, but is no free cell"
                } else {
                    "is matched to a cell no move away"
                };
                return Err((v, why));
            }
            self.open[i] = open;
            self.losers[i] = losers;
            self.free[i] = free;
            for (k, set) in self.mates.iter_mut().enumerate() {
                set[i] = mates_word[k];
            }
        }
        Ok(())
    }
}

/// Where [`StepTable::slot`] puts an id difference that is no step (an unmatched id's too).
const NO_STEP: usize = 8;

/// The slot of each step of a move set, looked up by the id difference it makes: a table
/// over the differences from the most negative step to the most positive one (a few rows of
/// ids), so that finding a mate's direction is one load, not a comparison per step.
struct StepTable {
    /// Added to a difference to index `slots`.
    bias: u32,
    /// The slot of each difference, [`NO_STEP`] for the others; the last entry too, which
    /// every difference out of range reads.
    slots: Vec<u8>,
}

impl StepTable {
    /// The table of `offsets` (wrapping `u32` differences, at most 8). `O(largest step)`.
    fn new(offsets: &[u32]) -> StepTable {
        debug_assert!(offsets.len() <= NO_STEP);
        let reach = offsets
            .iter()
            .map(|&o| (o as i32).unsigned_abs())
            .max()
            .unwrap_or(0);
        let mut slots = vec![NO_STEP as u8; 2 * reach as usize + 2];
        for (k, &offset) in offsets.iter().enumerate() {
            slots[offset.wrapping_add(reach) as usize] = k as u8;
        }
        StepTable { bias: reach, slots }
    }

    /// The slot of the step that makes the id difference `step`, or [`NO_STEP`]. `O(1)`.
    #[inline(always)]
    fn slot(&self, step: u32) -> usize {
        let at = (step.wrapping_add(self.bias) as usize).min(self.slots.len() - 1);
        usize::from(self.slots[at])
    }
}

/// Word `w` of the bit set `word(i)` (for `i` in `0..source.len()`) moved `offset` ids up
/// (`offset` a wrapping `u32`: down when negative); ids moved in from outside are 0. `O(1)`.
#[inline(always)]
fn shifted(source: &[u64], w: usize, offset: u32, word: impl Fn(usize) -> u64) -> u64 {
    let words = source.len() as i64;
    let by = offset as i32 as i64;
    let (q, r) = (by.div_euclid(64), by.rem_euclid(64) as u32);
    let at = |i: i64| {
        if (0..words).contains(&i) {
            word(i as usize)
        } else {
            0
        }
    };
    // Bit `b` of word `w` comes from bit `b - by` of the source.
    let low = at(w as i64 - q);
    if r == 0 {
        return low;
    }
    let below = at(w as i64 - q - 1);
    low << r | below >> (64 - r)
}

/// The id of the lowest bit set in `bits`, word `w`.
fn first_bit(bits: u64, w: usize) -> u32 {
    (w * 64) as u32 + bits.trailing_zeros()
}

/// Follows the vias of every matched loser among the words `part` of the ids down to an
/// unmatched one (see the module docs); `sets` already proves the mates one step away.
/// Returns the steps walked, or a loser and why its via fails. `O(V)`: each id is walked
/// once, `V / 4` bytes of marks.
fn walk_vias(
    sets: &Sets,
    mate: &[u32],
    vias: &[u8],
    offsets: &[u32],
    part: std::ops::Range<usize>,
) -> Result<u64, (u32, &'static str)> {
    let words = sets.open.len();
    let bit = |set: &[u64], v: u32| set[v as usize / 64] >> (v % 64) & 1 == 1;
    // Proved: unmatched, or a via chain from here ends at an unmatched id.
    let mut proved = sets.free.clone();
    let mut walking = vec![0u64; words];
    let mut stack = Vec::new();
    let mut steps = 0u64;
    // The loser a matched loser's via names (`None`: `v` is unmatched), checked to be a
    // losing cell; it is one step from `v`'s mate by construction.
    let via_of = |v: u32| -> Result<Option<u32>, (u32, &'static str)> {
        let m = mate[v as usize];
        if m == NONE {
            return Ok(None);
        }
        let code = vias[v as usize];
        let Some(&offset) = offsets.get(usize::from(code).wrapping_sub(1)) else {
            return Err((v, "it has no via"));
        };
        let x = m.wrapping_sub(offset);
        if x as usize >= mate.len() || !bit(&sets.open, x) || !bit(&sets.losers, x) {
            return Err((v, "its via is not a losing cell next to its mate"));
        }
        Ok(Some(x))
    };
    // Sweeps first, up the ids and back down, proving each loser whose via is proved: they
    // read the answer in order, where a walk jumps along a chain and misses the cache at
    // every step. The walks then only finish what the sweeps left.
    for upwards in [true, false] {
        let words: Vec<usize> = if upwards {
            part.clone().collect()
        } else {
            part.clone().rev().collect()
        };
        for w in words {
            let mut todo = sets.losers[w] & !proved[w];
            while todo != 0 {
                let b = if upwards {
                    todo.trailing_zeros()
                } else {
                    63 - todo.leading_zeros()
                };
                todo &= !(1 << b);
                let v = (w * 64) as u32 + b;
                if let Some(x) = via_of(v)?
                    && bit(&proved, x)
                {
                    proved[w] |= 1 << b;
                    steps += 1;
                }
            }
        }
    }
    for w in part {
        let mut todo = sets.losers[w] & !proved[w];
        while todo != 0 {
            let v = first_bit(todo, w);
            todo &= todo - 1;
            let mut at = v;
            // Most vias lead to a loser already proved: no walk to remember.
            if let Some(x) = via_of(at)?
                && bit(&proved, x)
            {
                proved[at as usize / 64] |= 1 << (at % 64);
                steps += 1;
                continue;
            }
            while !bit(&proved, at) {
                if bit(&walking, at) {
                    return Err((at, "its vias loop"));
                }
                walking[at as usize / 64] |= 1 << (at % 64);
                stack.push(at);
                steps += 1;
                at = via_of(at)?.expect("an unmatched id is proved");
            }
            for v in stack.drain(..) {
                proved[v as usize / 64] |= 1 << (v % 64);
            }
        }
    }
    Ok(steps)
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
