//! Multi-source alternating BFS with tree grafting (the default algorithm), guarded by a work
//! budget that hands stalling inputs over to Pothen–Fan+, push–relabel or
//! Hopcroft–Karp–Duff–Wiberg.
//!
//! This file holds the entry points and their work counts; the forest the passes grow and
//! graft in `forest.rs`, one pass's search in `search.rs`, the sweeps over all ids on two
//! threads in `split.rs`; the guard's guarantee (the budget, the cap and the finish, with the
//! proof of the bound) in `cap.rs`, its strategy in `guard.rs`, the passes' trend in
//! `trend.rs`.

use super::Matching;
use super::alternating::{NO_CODES, StepCodes};
use crate::graph::Bipartite;

mod cap;
mod forest;
mod guard;
mod search;
mod split;
#[cfg(test)]
pub(crate) mod tests;
mod trend;
use forest::Forest;
pub(crate) use forest::LeftReach;
use guard::{Strategy, guarded};

/// Extends `initial` (ideally a Karp–Sipser matching) to a maximum matching of `g`.
///
/// A *pass* is one breadth-first search run at once from every free left vertex: each vertex
/// joins the search tree of the free vertex that reached it first, and a tree stops growing as
/// soon as it touches a free right vertex. After the pass, every tree that did so is augmented
/// along its path; trees are vertex-disjoint, so the paths are too. Paths need not be
/// shortest (unlike Hopcroft–Karp), so one pass does the work of many phases on grid-like
/// graphs.
///
/// Trees that found no path are kept for the next pass instead of being rebuilt (*tree
/// grafting*, after Azad, Buluç and Pothen): only the vertices of augmented trees are released,
/// each released right vertex next to a kept tree is grafted onto the one of them that has
/// received the fewest grafts so far, and the next pass searches on from the grafted vertices
/// alone. So a late pass that finds a handful of paths costs about the size of the trees it
/// dissolves, not a sweep of the whole graph. Spreading the grafts matters: handed to the
/// first kept tree, every released vertex of the "hell" graph (a greedy start that takes the
/// listed edges, then one tree that claims every matched vertex) joins the same tree again,
/// and each pass finds one path. When a pass finds no path, the kept trees hold every vertex
/// reachable from a free left vertex by an alternating path, none of them free on the right:
/// the matching is maximum.
///
/// **The guard.** Passes alone are `O(V E)` in the worst case. So every pass is charged its
/// work (neighbour slots scanned, plus a quarter for each vertex of the sequential sweep that
/// releases augmented trees) against a budget that starts at one unit `U = V + 2E` and is
/// credited `4 U k / d` for a pass that augments `k` paths while at most `d` can remain (see
/// `Strategy::charge` for why `d` bounds the deficiency). Before any trials, the passes also stop
/// once those that *stalled* (credited less than an eighth of their work) have done a unit of
/// work in all: the credit of a few good first passes must not pay for a dozen sweeps that
/// find a path or two each. Nor, before any trials, may a steady trickle of paths go on once
/// the trend of the last passes (paths and work per pass, each shrinking by a factor per
/// pass) projects more than eight units of passes still to come: a three-dimensional grid with
/// 10% of its cells removed found about a tenth of the remaining paths per pass for half a
/// unit each, earning credit for 29 passes and 15 units where push–relabel needs two. When
/// the budget runs out or the passes stall, trial phases of the other kinds are run (see
/// `trials` in the source): first two units of [`push_relabel`], which goes on at once if its
/// second unit found paths at 1.5 times the rate of the last charged pass (or phase) or more;
/// else two phases of Pothen–Fan+ ([`pothen_fan`]: depth-first, one in each scan direction)
/// and one of Hopcroft–Karp–Duff–Wiberg ([`hopcroft_karp_dw`]). The kind that found paths at
/// the best rate goes on if that rate is at least the last charged pass's or phase's, its
/// phases (for push–relabel: chunks of one unit) charged to the same budget and credited as
/// passes are; when that budget runs out too, the trials are run again. If none pays, one
/// phase from a fresh Karp–Sipser matching is tried (the passes' paths can leave the matching
/// in a worse shape for depth-first sweeps than they found it), and goes on if it gets further
/// than the trials did, at a better rate than all the charged work so far. Else the passes
/// resume with a new forest. Whatever goes on gets a fresh allowance as large as all the work
/// spent so far. Past `U sqrt V` of charged work, Hopcroft–Karp–Duff–Wiberg finishes in any
/// case.
///
/// Push–relabel is for long augmenting paths between scattered free vertices: a maze
/// numbered at random (`bigame gen hard maze --relabel`, 10^6 edges) took 157 passes and 16
/// failed trials of the other kinds (6.3 s); its distance labels send each free vertex down
/// a shortest path without a sweep of the grid, and the guard now hands over after 10 passes
/// (0.44 s). The corridor numbered at random (`bigame gen hard corridor --relabel`) ran 16
/// passes, 7 units, on the credit of its first two before the budget ran out (2.4x bigame's
/// `push-relabel` at 10^6 edges); with the stall rule 6 or 7 passes, and push–relabel's
/// trial, ten times the passes' rate, spares the depth-first and Hopcroft–Karp trials.
///
/// The depth-first phases are for long augmenting paths: a grid with 2% of its cells removed
/// at random, read as a Matrix Market file (rows and columns numbered apart), left a few
/// hundred paths that the passes found a dozen at a time for a sweep of the grid each (249
/// passes, 59 s at 2 M + 2 M vertices); Pothen–Fan+ finds hundreds in its second phase.
///
/// Cost: `O((V + E) sqrt V)` worst case (`O(E sqrt V)` without isolated vertices), by
/// construction: all of the above is a strategy, run under a budget whose cap of
/// `U ceil(sqrt V)` charged work hands over to Hopcroft–Karp–Duff–Wiberg, and whose renewals
/// allow `O(log V)` rounds of trials (the proof is in `cap.rs`). On random graphs and boards
/// the budget is seldom exhausted and the guard costs a counter in a register per neighbour
/// scanned: a few `O(V + E)` passes in all. `12 V` bytes of working memory besides the
/// queue, and `V / 8` for a bit per id.
///
/// From `2^20` ids the sweeps over all vertices (setting up the forest, releasing the
/// augmented trees, handing back the matching and the reach) run on two threads, one per half
/// of the ids: on a 2000x2000 board they took about half of the passes' time. The passes
/// themselves, and so the answer, are the same on one thread or two.
///
/// [`hopcroft_karp_dw`]: super::hopcroft_karp_dw
/// [`pothen_fan`]: super::pothen_fan
/// [`push_relabel`]: fn@super::push_relabel
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{ms_bfs, Matching};
/// //  0 - 1 - 2 - 3 - 4 - 5     left: even ids
/// let path = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
/// let g = BipartiteGraph::new(path, (0..6).map(|v| v % 2 == 0).collect());
/// let mut start = Matching::empty(6);
/// start.pair(1, 2);
/// start.pair(3, 4);
/// // 0 finds the augmenting path 0-1=2-3=4-5 in the first pass
/// assert_eq!(ms_bfs(&g, start).size(), 3);
/// ```
pub fn ms_bfs<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    ms_bfs_with_left_reach(g, initial, None).0
}

/// [`ms_bfs`], and as a by-product the left vertices missed by some maximum matching: those
/// the final search trees hold, and the isolated free ones; `None` when the guard handed the
/// search over to Hopcroft–Karp–Duff–Wiberg, which leaves no such forest. `O(V)` on top of
/// [`ms_bfs`].
///
/// With `halves`, a cut of the ids that few edges cross (a board's middle row), the first
/// pass of each forest searches the two halves on two threads and then finishes what crosses
/// the cut on one (see `Forest::search_halves`): on a 2000x2000 board with 30% of the cells
/// blocked that pass holds nearly all the passes' search. The matching may then differ from
/// [`ms_bfs`]'s; any cut gives a maximum matching and the same reach, only slower where many
/// edges cross it.
pub(crate) fn ms_bfs_with_left_reach<B: Bipartite>(
    g: &B,
    initial: Matching,
    halves: Option<u32>,
) -> (Matching, Option<Vec<bool>>) {
    let (matching, reach, _) = guarded(g, initial, Strategy::new(g), halves, NO_CODES);
    (matching, reach.map(|reach| reach.reached))
}

/// [`ms_bfs_with_left_reach`] and the work it did (for the stats of the default path), the
/// reach with its [`Vias`](crate::matching::Vias) when `codes` is given. `O(V)` more for
/// them.
pub(crate) fn ms_bfs_counted_with_left_reach<B: Bipartite, C: StepCodes>(
    g: &B,
    initial: Matching,
    halves: Option<u32>,
    codes: Option<&C>,
) -> (Matching, Option<LeftReach>, MsBfsWork) {
    guarded(g, initial, Strategy::new(g), halves, codes)
}

/// The work [`ms_bfs_with_work`] did: what a test can count to catch a quadratic relapse
/// without timing anything, and what a user can read to see which way the guard went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct MsBfsWork {
    /// Breadth-first passes run.
    pub passes: u32,
    /// Work charged to the passes (neighbour slots scanned, a quarter per vertex swept).
    pub pass_scans: u64,
    /// Hopcroft–Karp–Duff–Wiberg phases run, trials included.
    pub phases: u32,
    /// Neighbour slots those phases scanned.
    pub phase_scans: u64,
    /// Pothen–Fan+ phases run (depth-first, with lookahead and fairness), trials included.
    pub depth_first_phases: u32,
    /// Neighbour slots those phases scanned.
    pub depth_first_scans: u64,
    /// Push–relabel chunks run (each about `V + 2E` of work), trials included.
    pub push_chunks: u32,
    /// Neighbour slots those chunks scanned, global relabels included.
    pub push_scans: u64,
    /// Trial phases that did not pay (the search went on with passes or another trial).
    pub failed_trials: u32,
}

/// [`ms_bfs`], and the work it did. Same cost.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{karp_sipser, ms_bfs_with_work};
/// // 0 - 1 - 2 - 3      left: 0, 2
/// let g = BipartiteGraph::new(
///     Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]),
///     vec![true, false, true, false],
/// );
/// let (m, work) = ms_bfs_with_work(&g, karp_sipser(&g));
/// assert_eq!(m.size(), 2);
/// assert_eq!((work.passes, work.phases), (1, 0)); // Karp-Sipser left nothing to do
/// ```
pub fn ms_bfs_with_work<B: Bipartite>(g: &B, initial: Matching) -> (Matching, MsBfsWork) {
    let (matching, _, work) = ms_bfs_counted(g, initial);
    (matching, work)
}

/// [`ms_bfs_with_left_reach`] and the work it did.
pub(crate) fn ms_bfs_counted<B: Bipartite>(
    g: &B,
    initial: Matching,
) -> (Matching, Option<Vec<bool>>, MsBfsWork) {
    let (matching, reach, work) = guarded(g, initial, Strategy::new(g), None, NO_CODES);
    (matching, reach.map(|reach| reach.reached), work)
}
