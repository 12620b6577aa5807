//! Karp–Sipser: a fast maximal matching that is usually close to maximum.

use super::Matching;
use crate::graph::{Adjacency, NONE};

/// A maximal matching of `g` by the Karp–Sipser rule: while some unmatched vertex has exactly
/// one unmatched neighbour, match those two (this choice is always part of *some* maximum
/// matching); otherwise match any unmatched vertex to an unmatched neighbour, and repeat.
/// `O(V + E)` time, `8 V` bytes of working state, no recursion. Works on any graph.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::karp_sipser;
/// // 0 - 1 - 2 - 3 : the degree-one rule takes 0-1 and then 2-3.
/// let m = karp_sipser(&Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]));
/// assert_eq!(m.size(), 2);
/// ```
pub fn karp_sipser<A: Adjacency>(g: &A) -> Matching {
    let mut mate = vec![NONE; g.vertex_count()];
    karp_sipser_into(g, &mut mate, 0);
    Matching::from_mates(mate)
}

/// What [`karp_sipser`] costs, charged at its bound for a work meter: this many sweeps of
/// `V + slots` (a look at the whole graph; the caller has that figure). Why five: the first sweep counts degrees; after it each vertex's slots are
/// read at most once when it is matched (`take`), at most twice when it is popped as a
/// degree-one vertex (it is pushed once at the start and once more when its free degree
/// falls to one, and degrees only fall), and once by the greedy step (which moves on as soon
/// as the vertex is matched or has no free neighbour).
pub const KARP_SIPSER_SWEEPS: u64 = 5;

/// [`karp_sipser`] writing each vertex's mate, plus `shift`, to `out` (entry `v` for vertex
/// `v`, as many as `out` holds; [`NONE`] stays [`NONE`]), so that a half's answer lands in
/// place in the whole's.
fn karp_sipser_into<A: Adjacency>(g: &A, out: &mut [u32], shift: u32) {
    let n = g.vertex_count();
    // Per vertex: its mate, and the number of unmatched neighbours while it is unmatched.
    // Kept side by side so that the update of a neighbour costs one cache miss, not two: on a
    // big random graph that is most of the time.
    let mut state: Vec<Vertex> = Vec::with_capacity(n);
    let mut degree_one: Vec<u32> = Vec::new();
    for v in 0..n as u32 {
        let free_degree = g.degree(v);
        if free_degree == 1 {
            degree_one.push(v);
        }
        state.push(Vertex {
            // Isolated ids are marked as matched (to themselves) for the duration, so that
            // they look unavailable and neighbour scans need not filter them out; unmarked at
            // the end.
            mate: if free_degree == 0 { v } else { NONE },
            free_degree,
        });
    }

    // Matching u-w makes both unavailable: their unmatched neighbours lose one free neighbour.
    // When u had a single free neighbour (w), only w's neighbours need the update.
    let take =
        |u: u32, w: u32, u_had_one: bool, state: &mut [Vertex], degree_one: &mut Vec<u32>| {
            state[u as usize].mate = w;
            state[w as usize].mate = u;
            for x in [u, w] {
                if x == u && u_had_one {
                    continue;
                }
                g.for_each_neighbor_or_isolated(x, |y| {
                    let s = &mut state[y as usize];
                    if s.mate == NONE {
                        s.free_degree -= 1;
                        if s.free_degree == 1 {
                            degree_one.push(y);
                        }
                    }
                });
            }
        };
    let first_free_neighbor = |u: u32, state: &[Vertex]| {
        let mut found = NONE;
        g.for_each_neighbor_or_isolated(u, |w| {
            if found == NONE && state[w as usize].mate == NONE {
                found = w;
            }
        });
        found
    };

    let mut next_greedy = 0u32;
    loop {
        while let Some(u) = degree_one.pop() {
            if state[u as usize].mate != NONE {
                continue;
            }
            // Its neighbours may all have been matched since it was pushed.
            let w = first_free_neighbor(u, &state);
            if w != NONE {
                take(u, w, true, &mut state, &mut degree_one);
            }
        }
        // No degree-one vertex left: one greedy choice, then back to the rule.
        while (next_greedy as usize) < n {
            let u = next_greedy;
            if state[u as usize].mate == NONE {
                let w = first_free_neighbor(u, &state);
                if w != NONE {
                    take(u, w, false, &mut state, &mut degree_one);
                    break;
                }
            }
            next_greedy += 1;
        }
        if degree_one.is_empty() && next_greedy as usize >= n {
            break;
        }
    }
    for (v, (s, out)) in state.iter().zip(out).enumerate() {
        *out = if s.mate == v as u32 || s.mate == NONE {
            NONE
        } else {
            s.mate + shift
        };
    }
}

/// What Karp–Sipser keeps per vertex.
#[derive(Clone, Copy)]
struct Vertex {
    mate: u32,
    free_degree: u32,
}

/// [`karp_sipser`] run on the two halves of `g`'s ids, `0..cut` and `cut..`, on two threads,
/// each half seeing only its own edges; the two matchings together are a matching of `g`.
///
/// Where ids follow the geometry (a board's row-major cells) few edges cross the cut, so the
/// result leaves hardly more free vertices than one [`karp_sipser`] and takes about half
/// the wall-clock time on two cores. Where they do not (a random graph), half its edges
/// cross and the start is much worse: use [`karp_sipser`]. The answer depends only on `g` and
/// `cut`, not on the machine. `O(V + E)` work, `8 V` bytes per half of working state.
///
/// Crate-private: its one caller, `game::analyze_board`, picks the cut (the middle row of a
/// board); a `cut` past the last id is clamped, so any value is safe.
pub(crate) fn karp_sipser_halves<A: Adjacency>(g: &A, cut: u32) -> Matching {
    let n = g.vertex_count() as u32;
    let cut = cut.min(n);
    // Zeros, untouched until each half writes every entry of its own part.
    let mut mate = vec![0; n as usize];
    let (low, high) = mate.split_at_mut(cut as usize);
    crate::graph::both(
        true,
        || solve_range(g, 0..cut, low),
        || solve_range(g, cut..n, high),
    );
    Matching::from_mates(mate)
}

/// Karp–Sipser on the ids of `range` and the edges between them, written to `mate` (indexed
/// from `range.start`, in `g`'s ids).
fn solve_range<A: Adjacency>(g: &A, range: std::ops::Range<u32>, mate: &mut [u32]) {
    let view = IdRange {
        g,
        start: range.start,
        len: range.end - range.start,
    };
    // The view's last id, the outside, has no entry in `mate`: it is never matched.
    karp_sipser_into(&view, mate, range.start);
}

/// The subgraph of `g` on the ids `start..start + len`, renumbered from 0, plus one isolated
/// id `len` that stands for every id outside: [`Adjacency::for_each_neighbor_or_isolated`]
/// may name it, so that [`karp_sipser`] keeps its branch-free scans.
struct IdRange<'g, A> {
    g: &'g A,
    start: u32,
    len: u32,
}

impl<A: Adjacency> IdRange<'_, A> {
    /// `w`'s id in the view, or the outside id `len`.
    #[inline]
    fn local(&self, w: u32) -> u32 {
        let i = w.wrapping_sub(self.start);
        if i < self.len { i } else { self.len }
    }
}

impl<A: Adjacency> Adjacency for IdRange<'_, A> {
    fn vertex_count(&self) -> usize {
        self.len as usize + 1
    }

    fn slot_count(&self, v: u32) -> u32 {
        if v < self.len {
            self.g.slot_count(v + self.start)
        } else {
            0
        }
    }

    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        let w = self.g.neighbor(v + self.start, slot)?;
        let i = self.local(w);
        (i < self.len).then_some(i)
    }

    #[inline]
    fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        if v < self.len {
            self.g.for_each_neighbor(v + self.start, |w| {
                let i = self.local(w);
                if i < self.len {
                    f(i);
                }
            });
        }
    }

    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, mut f: impl FnMut(u32)) {
        if v < self.len {
            self.g
                .for_each_neighbor_or_isolated(v + self.start, |w| f(self.local(w)));
        }
    }

    #[inline]
    fn degree(&self, v: u32) -> u32 {
        if v >= self.len {
            return 0;
        }
        // The graph's own count (on a board, branch-free) less the neighbours outside: few
        // ids have any, so the test is a well-predicted branch, not one per cell.
        let u = v + self.start;
        let mut outside = 0;
        self.g.for_each_neighbor_or_isolated(u, |w| {
            if self.local(w) == self.len && self.g.degree(w) > 0 {
                outside += 1;
            }
        });
        self.g.degree(u) - outside
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;
    use crate::matching::ms_bfs::tests::random_board;
    use crate::rng::Rng;

    /// A view's degree counts the neighbours inside its range, whatever the cells outside
    /// are (free, blocked or sentinels), on boards and on a plain graph.
    #[test]
    fn a_view_counts_only_its_own_neighbours() {
        let board = random_board(9, 11, 35, 7);
        let mut rng = Rng::new(3);
        let edges: Vec<(u32, u32)> = (0..200)
            .map(|_| (rng.below(60) as u32, rng.below(60) as u32))
            .filter(|(u, v)| u != v)
            .collect();
        let graph = Graph::from_edges(60, &edges);
        check_views(&board);
        check_views(&graph);
    }

    fn check_views<A: Adjacency>(g: &A) {
        let n = g.vertex_count() as u32;
        for start in [0, 1, n / 3, n / 2] {
            for end in [n / 2, n - 1, n] {
                if end < start {
                    continue;
                }
                let view = IdRange {
                    g,
                    start,
                    len: end - start,
                };
                for v in 0..=view.len {
                    let mut inside = 0;
                    if v < view.len {
                        g.for_each_neighbor(v + start, |w| {
                            inside += u32::from((start..end).contains(&w));
                        });
                    }
                    assert_eq!(view.degree(v), inside, "{start}..{end}, id {v}");
                }
            }
        }
    }

    /// 0 - 1 - 2 - 3 - 4 - 5, cut between 2 and 3: each half is a path of three, matched
    /// once, and the edge 2-3 across the cut is not used.
    #[test]
    fn halves_of_a_path_leave_the_edge_across_the_cut() {
        let g = crate::graph::Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
        let m = karp_sipser_halves(&g, 3);
        assert_eq!(m.size(), 2);
        assert!(m.is_valid_in(&g));
        assert_ne!(m.mates()[2], 3);
    }

    /// The halves' matchings together are a matching of the whole, maximal within each half.
    #[test]
    fn halves_make_a_matching_maximal_in_each_half() {
        let board = random_board(40, 37, 30, 11);
        let n = board.vertex_count() as u32;
        for cut in [0, 1, n / 3, n / 2, n] {
            let m = karp_sipser_halves(&board, cut);
            assert!(m.is_valid_in(&board));
            let mates = m.mates();
            for v in 0..n {
                board.for_each_neighbor(v, |w| {
                    let same_half = (v < cut) == (w < cut);
                    assert!(
                        !same_half || mates[v as usize] != NONE || mates[w as usize] != NONE,
                        "cut {cut}: {v}-{w} could still be matched"
                    );
                });
            }
        }
    }
}
