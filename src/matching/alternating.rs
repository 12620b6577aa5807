//! Alternating reachability: the vertices an even alternating path reaches from a free vertex.
//!
//! Given a maximum matching, these are exactly the vertices some maximum matching misses
//! (shift the matching along the path), which is what decides the game.

use super::Matching;
use crate::graph::{Adjacency, NONE};

/// Marks in `reached` every vertex reachable by an even alternating path (a non-matching edge
/// out, the matching edge back) from an unmatched vertex `v` with `seed(v)`, those included;
/// marks already set stay set, and a vertex already marked is not searched from. Returns
/// whether the search met an unmatched vertex across a non-matching edge: an augmenting path,
/// so `matching` was not maximum (never, for the maximum matchings every caller passes; the
/// Dulmage–Mendelsohn decomposition checks it). One BFS, `O(V + E)`, `4 V` bytes for its
/// queue.
///
/// ```text
///  0 = 1 - 2 = 3 - 4      matched 0=1, 2=3; 4 is free: from 4 the path 4-3=2 reaches 2,
///                         then 2-1=0 reaches 0: {0, 2, 4} are missed by some maximum matching
/// ```
pub(crate) fn alternating_reach<A: Adjacency>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool,
) -> bool {
    search_from(
        g,
        matching.mates(),
        reached,
        0..g.vertex_count() as u32,
        &seed,
        &mut NoVias,
    )
}

/// [`alternating_reach`] on two threads: the seeds below `cut` are searched from on this one,
/// those from `cut` up on a second, each thread with its own copy of the marks, merged at the
/// end. The marks are exactly [`alternating_reach`]'s (a union of searches is the search from
/// the union of their seeds). Where ids follow the geometry (a board's rows) the two searches
/// seldom meet and take about half the wall-clock time; where they do, each may search what
/// the other does: at worst twice the work, in the wall-clock time of one search.
/// `O(V + E)` per thread, `V` bytes for the copy.
pub(crate) fn alternating_reach_halves<A: Adjacency>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool + Sync,
    cut: u32,
) -> bool {
    reach_halves(g, matching.mates(), reached, &seed, cut, NoVias, NoVias)
}

/// How a graph names, in one byte, the step from a vertex to one of its neighbours: what
/// [`Vias`] store. A board names a step by its move's slot.
pub(crate) trait StepCodes: Sync {
    /// The code of the step from `x` to its neighbour `y`, below `u8::MAX`; `u8::MAX` if no
    /// step leads from `x` to `y`. `O(1)`.
    fn step_code(&self, x: u32, y: u32) -> u8;
}

/// No step codes: what a caller that wants no [`Vias`] passes (`NO_CODES`).
pub(crate) enum NoStepCodes {}

impl StepCodes for NoStepCodes {
    fn step_code(&self, _: u32, _: u32) -> u8 {
        match *self {}
    }
}

/// `None`, of the type a caller that wants no [`Vias`] passes for the codes.
pub(crate) const NO_CODES: Option<&NoStepCodes> = None;

/// The witness of a reach: for each matched vertex `z` a search reached, one plus the code of
/// the step from the reached vertex `x` to `z`'s mate by which the search came (so that the
/// even alternating path to `x` goes on `x - mate(z) = z`); `0` for every other vertex. One
/// byte a vertex. The self-check on a board follows these steps instead of searching again.
pub(crate) type Vias = Vec<u8>;

/// [`alternating_reach_halves`] (or, with `cut` at or past the last id, [`alternating_reach`]
/// on one thread), writing the step each newly reached matched vertex came by into `vias`
/// (see [`Vias`]; entries of vertices not reached here are left as they are). The second
/// thread keeps its own steps (`V` bytes, touched only where it reaches), taken for the
/// vertices only it reached: each vertex's step then leads to a vertex reached earlier by the
/// same thread, or to one the first thread reached, whose steps stay among its own, so
/// following the steps never loops. Same cost as [`alternating_reach_halves`].
pub(crate) fn alternating_reach_with_vias<A: Adjacency, C: StepCodes>(
    g: &A,
    codes: &C,
    matching: &Matching,
    reached: &mut [bool],
    vias: &mut [u8],
    seed: impl Fn(u32) -> bool + Sync,
    cut: u32,
) -> bool {
    let mates = matching.mates();
    let n = g.vertex_count() as u32;
    if cut >= n {
        let mut lower = Coded { codes, vias };
        return search_from(g, mates, reached, 0..n, &seed, &mut lower);
    }
    let mut upper_vias = vec![0u8; n as usize];
    let lower = Coded { codes, vias };
    let upper = Coded {
        codes,
        vias: &mut upper_vias,
    };
    reach_halves(g, mates, reached, &seed, cut, lower, upper)
}

/// The two searches of [`alternating_reach_halves`], each writing down how it reached its
/// vertices (the first thread with `lower_record`, the second with `upper_record`).
fn reach_halves<A: Adjacency, R: Record + Send>(
    g: &A,
    mates: &[u32],
    reached: &mut [bool],
    seed: &(impl Fn(u32) -> bool + Sync),
    cut: u32,
    mut lower_record: R,
    mut upper_record: R,
) -> bool {
    let n = g.vertex_count() as u32;
    let cut = cut.min(n);
    let mut upper_marks = reached.to_vec();
    let (lower, upper) = crate::graph::both(
        true,
        || search_from(g, mates, reached, 0..cut, seed, &mut lower_record),
        || search_from(g, mates, &mut upper_marks, cut..n, seed, &mut upper_record),
    );
    // By blocks of 64 without a branch a vertex (which would mispredict on a random board);
    // only the vertices the second thread alone reached hand their record over.
    for (block, (marks, uppers)) in reached
        .chunks_mut(64)
        .zip(upper_marks.chunks(64))
        .enumerate()
    {
        let mut only_upper = 0u64;
        for (i, (mark, &upper)) in marks.iter_mut().zip(uppers).enumerate() {
            only_upper |= u64::from(upper & !*mark) << i;
            *mark |= upper;
        }
        while only_upper != 0 {
            let v = block * 64 + only_upper.trailing_zeros() as usize;
            only_upper &= only_upper - 1;
            upper_record.hand_over(v, &mut lower_record);
        }
    }
    lower || upper
}

/// What a search writes down about each vertex it reaches.
trait Record {
    /// The search reached `z`, the mate of `x`'s neighbour `y`.
    fn reached(&mut self, z: u32, x: u32, y: u32);
    /// `v` was reached by this (the second) thread's search only: its record goes to the
    /// first thread's.
    fn hand_over(&self, v: usize, lower: &mut Self);
}

/// Nothing written down.
struct NoVias;

impl Record for NoVias {
    #[inline(always)]
    fn reached(&mut self, _: u32, _: u32, _: u32) {}
    #[inline(always)]
    fn hand_over(&self, _: usize, _: &mut Self) {}
}

/// The step each vertex was reached by, coded by `codes` into `vias` (see [`Vias`]).
struct Coded<'a, C> {
    codes: &'a C,
    vias: &'a mut [u8],
}

impl<C: StepCodes> Record for Coded<'_, C> {
    #[inline(always)]
    fn reached(&mut self, z: u32, x: u32, y: u32) {
        self.vias[z as usize] = self.codes.step_code(x, y).wrapping_add(1);
    }
    #[inline(always)]
    fn hand_over(&self, v: usize, lower: &mut Self) {
        lower.vias[v] = self.vias[v];
    }
}

/// The search of [`alternating_reach`] from the seeds among `ids`, each vertex it reaches
/// written down by `record`.
fn search_from<A: Adjacency>(
    g: &A,
    mate: &[u32],
    reached: &mut [bool],
    ids: std::ops::Range<u32>,
    seed: &impl Fn(u32) -> bool,
    record: &mut impl Record,
) -> bool {
    // Reserved, not filled: only the pages the queue reaches are ever touched.
    let mut queue: Vec<u32> = Vec::with_capacity(g.vertex_count());
    for v in ids {
        if mate[v as usize] == NONE && seed(v) {
            reached[v as usize] = true;
            // Isolated ids (blocked board cells) lead nowhere: not worth a queue slot.
            if g.slot_count(v) > 0 {
                queue.push(v);
            }
        }
    }
    let mut augmenting = false;
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        g.for_each_neighbor(x, |y| {
            let z = mate[y as usize];
            if z == NONE {
                augmenting = true;
            } else if !reached[z as usize] {
                reached[z as usize] = true;
                record.reached(z, x, y);
                queue.push(z);
            }
        });
    }
    augmenting
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;

    #[test]
    fn the_reach_follows_matching_edges_back() {
        //  0 = 1 - 2 = 3 - 4
        let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let mut matching = Matching::empty(5);
        matching.pair(0, 1);
        matching.pair(2, 3);
        let mut reached = vec![false; 5];
        assert!(!alternating_reach(&g, &matching, &mut reached, |_| true));
        assert_eq!(reached, [true, false, true, false, true]);
        // Seeds refused: nothing is reached.
        let mut none = vec![false; 5];
        assert!(!alternating_reach(&g, &matching, &mut none, |_| false));
        assert_eq!(none, [false; 5]);
    }

    /// Split anywhere, the two threads mark exactly what one search marks, marks set
    /// beforehand included, and both report an augmenting path.
    #[test]
    fn halves_mark_what_one_search_marks() {
        use crate::matching::ms_bfs::tests::random_board;
        use crate::matching::{Algorithm, maximum_matching};
        let board = random_board(12, 13, 30, 5);
        let n = board.vertex_count() as u32;
        let maximum = maximum_matching(&board, Algorithm::HopcroftKarp);
        let mut mates = maximum.mates().to_vec();
        let v = (0..n).find(|&v| mates[v as usize] != NONE).unwrap();
        let w = mates[v as usize];
        (mates[v as usize], mates[w as usize]) = (NONE, NONE);
        let smaller = Matching::from_mates(mates);
        for matching in [&maximum, &smaller] {
            let mut given = vec![false; n as usize];
            given[(n / 2) as usize] = true;
            let seed = |v: u32| !v.is_multiple_of(3);
            let mut one = given.clone();
            let augmenting = alternating_reach(&board, matching, &mut one, seed);
            for cut in [0, 1, n / 4, n / 2, n - 1, n] {
                let mut two = given.clone();
                let found = alternating_reach_halves(&board, matching, &mut two, seed, cut);
                assert_eq!(two, one, "cut {cut}");
                assert_eq!(found, augmenting, "cut {cut}");
            }
        }
    }

    #[test]
    fn an_augmenting_path_is_reported() {
        //  0 - 1 = 2 - 3   matched 1=2 only: 0 and 3 are free, 0-1=2-3 augments
        let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
        let mut matching = Matching::empty(4);
        matching.pair(1, 2);
        let mut reached = vec![false; 4];
        assert!(alternating_reach(&g, &matching, &mut reached, |v| v == 0));
        assert_eq!(reached, [true, false, true, false]);
    }
}
