//! Maximum matching in general graphs: Edmonds' blossom algorithm, one augmenting search per
//! free vertex, with blossoms contracted through a union-find over their bases (Gabow's form).
//!
//! A search grows an alternating forest: *even* vertices are the roots (free vertices) and the
//! partners of *odd* vertices; an odd vertex is a matched vertex reached from an even one by a
//! non-matching edge. An edge between two even vertices of one tree closes an odd cycle (a
//! *blossom*): every vertex on it becomes even and the cycle is treated as one vertex, its
//! *base*. An edge from an even vertex to a free vertex outside the forest, or between two
//! trees, closes an augmenting path.
//!
//! Paths through contracted blossoms are never stored explicitly. Each odd vertex records the
//! even vertex that reached it (`parent`); contracting a blossom gives its formerly even
//! vertices a `parent` across the closing edge too. Then from any even vertex `e`, the walk
//! `e, mate[e], parent[mate[e]], mate[..], ...` follows an even alternating path to its root,
//! and flipping the pairs along that walk moves the root's freedom to `e`.

mod search;

pub(crate) use search::BlossomSearch;

use super::Matching;
use crate::graph::{Adjacency, NONE, slot_total};

/// Phases need at least this many free vertices (one alone is a single search).
const PHASE_ROOTS: usize = 2;
/// Phases run when the searches since the last ones have scanned this many times the graph's
/// edge ends: searches that cheap never pay for a phase.
const PHASE_BUDGET: u64 = 1;
/// Phases start when the searches' scans per path exceed what a phase would pay per path if
/// it found one per this many free vertices.
const PHASE_YIELD: usize = 16;

/// A maximum matching of the general graph `g`, grown from `initial` (any matching of `g`, e.g.
/// [`super::karp_sipser`]) by one blossom search per free vertex, and by phases when those get
/// expensive; all under a work cap, past which [`super::micali_vazirani`]'s own phases finish
/// from the matching reached.
///
/// A search that fails leaves a forest none of whose vertices can ever lie on an augmenting
/// path again (Edmonds), so it is set aside for good. A search that succeeds may cross the
/// whole graph (long augmenting paths: a maze with a few odd chords); so each time the
/// searches have scanned as many slots as the graph has edge ends, and their scans per path
/// exceed what a phase would pay for one (a look at the graph for a path per 16 free
/// vertices), phases run: one forest from all free vertices, many
/// disjoint paths per scan, while each finds two paths or more, each more cheaply than the
/// successful searches before them (scans per path). On sparse random graphs after
/// Karp–Sipser this costs a few passes' worth of `O(V + E)`.
///
/// **Worst case**, by construction: `O(E sqrt V α(V))`. The searches' and phases' work (slots
/// scanned, plus every step of the walks along tree paths: contractions, common bases, flips)
/// is capped at `(V + 2E) ⌈sqrt V⌉` (`work_cap`), checked after every vertex scanned and
/// every contraction, so it overshoots by `O(V + E)` at most; a search cut short changes no
/// mate. From the matching reached, Micali–Vazirani needs `O(sqrt V)` phases of
/// `O(E α(V))`. Without the cap the searches alone would be `O(V^3)`: a contraction walks
/// vertex by vertex, also through blossoms already formed (`O(V)` per contraction, `O(V)`
/// contractions per search). Memory: about `25 V` bytes beyond the graph, plus
/// Micali–Vazirani's if it runs. No recursion.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{blossom, karp_sipser, Matching};
/// //      1           a triangle 0-1-2 with a tail 2-3-4-5:
/// //     / \          a perfect matching needs the odd cycle
/// //    0 - 2 - 3 - 4 - 5
/// let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5)]);
/// let m = blossom(&g, Matching::empty(6));
/// assert_eq!(m.size(), 3);
/// assert!(m.is_valid_in(&g));
/// assert_eq!(blossom(&g, karp_sipser(&g)).size(), 3);
/// ```
pub fn blossom<A: Adjacency>(g: &A, initial: Matching) -> Matching {
    blossom_with_work(g, initial).0
}

/// [`blossom`], also returning its work: the neighbour slots its searches and phases scanned
/// (lookahead included), plus, when the cap was reached, every step of their walks and
/// Micali–Vazirani's scans. Counted rather than timed, so that tests can bound it on any
/// machine. Cost: as [`blossom`].
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{blossom_with_work, Matching};
/// //  0 - 1 - 2   a path: one search from the free end 0 reaches 1 and stops
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let (m, scanned) = blossom_with_work(&g, Matching::empty(3));
/// assert_eq!(m.size(), 1);
/// assert!(scanned >= 1 && scanned <= 4 * 2);
/// ```
pub fn blossom_with_work<A: Adjacency>(g: &A, initial: Matching) -> (Matching, u64) {
    match blossom_under_cap(g, initial, work_cap(g)) {
        BlossomRun::Complete { matching, forest } => (matching, forest.scanned()),
        BlossomRun::Capped { matching, work } => {
            let (matching, mv, _) = super::mv_phases_with_d(g, matching);
            (matching, work + mv.scans)
        }
    }
}

/// The work cap of [`blossom`]'s searches and phases: `(V + 2E) ⌈sqrt V⌉`, the bipartite
/// guard's cap (`ms_bfs`). `O(V)` (to count the slots).
pub(crate) fn work_cap<A: Adjacency>(g: &A) -> u64 {
    let n = g.vertex_count() as u64;
    let unit = n + slot_total(g);
    unit.saturating_mul(ceil_sqrt(n))
}

/// `⌈sqrt n⌉`, exactly (no floating point). `O(1)`.
pub(crate) fn ceil_sqrt(n: u64) -> u64 {
    let root = n.isqrt();
    root + u64::from(root * root < n)
}

/// How [`blossom_under_cap`] ended.
pub(crate) enum BlossomRun {
    /// A maximum matching, and the search state whose retired forests form one complete
    /// alternating forest (see [`maximum_with_forest`]).
    Complete {
        matching: Matching,
        forest: BlossomSearch,
    },
    /// The work passed the cap: the matching reached (valid, perhaps not maximum) and the
    /// work done.
    Capped { matching: Matching, work: u64 },
}

/// The searches and phases of [`blossom`] under the work cap `cap`.
pub(crate) fn blossom_under_cap<A: Adjacency>(g: &A, initial: Matching, cap: u64) -> BlossomRun {
    with_phases(g, initial, PHASE_ROOTS, PHASE_BUDGET, cap)
}

/// [`blossom`] without the cap, also returning the search state whose retired forests,
/// together, form one complete alternating forest from every free vertex of the final
/// matching (the failed trees never change after they fail, and no edge leaves the even
/// vertices of one): its even vertices are `D` of the Gallai–Edmonds decomposition, its odd
/// ones `A`. Free isolated vertices are never searched and carry no label. Cheap from a
/// maximum matching (every search fails and is retired); `O(V^3)` worst case otherwise.
pub(crate) fn maximum_with_forest<A: Adjacency>(
    g: &A,
    initial: Matching,
) -> (Matching, BlossomSearch) {
    match with_phases(g, initial, PHASE_ROOTS, PHASE_BUDGET, u64::MAX) {
        BlossomRun::Complete { matching, forest } => (matching, forest),
        BlossomRun::Capped { .. } => unreachable!("no cap"),
    }
}

/// One search per free vertex, and phases each time the searches have scanned `budget` times
/// the graph's edge ends since the last check and phases would find paths more cheaply (or
/// always, for `budget` 0; while at least `min_roots` vertices are free), until the work
/// passes `cap`. The tests force phases with `(1, 0)` and forbid them
/// with `usize::MAX`.
fn with_phases<A: Adjacency>(
    g: &A,
    initial: Matching,
    min_roots: usize,
    budget: u64,
    cap: u64,
) -> BlossomRun {
    let n = g.vertex_count();
    assert_eq!(initial.vertex_count(), n, "matching of the wrong size");
    let mut mate = initial.into_mates();
    let mut search = BlossomSearch::new(n);
    search.set_work_limit(cap);
    let ends = slot_total(g);
    let allowance = budget.saturating_mul(ends);
    let mut next_phases = allowance;
    // The successful searches since the last phases: paths found, slots scanned. (Failed
    // searches are left out: their forests are retired, O(E) over the whole run, so they say
    // nothing about what a path costs.)
    let mut searched = PathCost::default();
    // Free vertices that a search or a phase may still start from: not isolated, not in a
    // retired forest. Counted once over every id; after phases, recounted over the roots of
    // the last count only (a matched vertex stays matched, a retired one retired), so a
    // recount costs no more than the phase before it, which started from each of them, and
    // many isolated vertices cost one sweep in all.
    let free_roots = |mate: &[u32], search: &BlossomSearch| {
        (0..n as u32)
            .filter(|&v| may_root(g, mate, search, v))
            .count() as u64
    };
    let mut last_roots: Option<Vec<u32>> = None;
    let mut roots = free_roots(&mate, &search);
    for root in 0..n as u32 {
        if !may_root(g, &mate, &search, root) {
            continue;
        }
        let before = search.scanned();
        let path = search.search(g, &mut mate, &[root], |_| true);
        if search.over_work_limit() {
            // A search cut short flipped nothing; its forest is incomplete, so not retired.
            search.clear();
            return capped(mate, &search);
        }
        if path.is_some() {
            searched.paths += 1;
            searched.scans += search.scanned() - before;
            roots = roots.saturating_sub(2);
            search.clear();
        } else {
            roots = roots.saturating_sub(1);
            search.retire();
        }
        // Where augmenting paths are long (a maze with a few odd edges), each search may
        // cross the whole graph, while one forest from all the free vertices finds many
        // paths per scan (3.2 s against 0.1 s). So each time the searches have scanned the
        // graph's edge ends again, phases run if they would be cheaper: a phase looks at the
        // graph about once, so if it finds a path per PHASE_YIELD roots it is worth it where
        // the searches' scans per path exceed `ends PHASE_YIELD / roots`. (Failed searches,
        // retired for good, O(E) together, say nothing about what a path costs. Phases
        // started on the allowance alone cost a king's board with 30% blocked 30%.)
        if search.scanned() > next_phases {
            let phase = PathCost {
                paths: roots,
                scans: ends.saturating_mul(PHASE_YIELD as u64),
            };
            if budget == 0 || phase.cheaper_than(searched) {
                let left = last_roots.get_or_insert_with(|| {
                    (0..n as u32)
                        .filter(|&v| may_root(g, &mate, &search, v))
                        .collect()
                });
                left.retain(|&v| may_root(g, &mate, &search, v));
                run_phases(g, &mut mate, &mut search, min_roots, searched, left);
                if search.over_work_limit() {
                    return capped(mate, &search);
                }
                left.retain(|&v| may_root(g, &mate, &search, v));
                roots = left.len() as u64;
            }
            searched = PathCost::default();
            next_phases = search.scanned().saturating_add(allowance);
        }
    }
    BlossomRun::Complete {
        matching: Matching::from_mates(mate),
        forest: search,
    }
}

/// Whether a search or a phase may start from `v`: free, not isolated, and not in a retired
/// forest (by Edmonds, none of whose vertices is ever on an augmenting path again). `O(1)`.
#[inline]
fn may_root<A: Adjacency>(g: &A, mate: &[u32], search: &BlossomSearch, v: u32) -> bool {
    mate[v as usize] == NONE && !search.is_even(v) && g.slot_count(v) > 0
}

fn capped(mate: Vec<u32>, search: &BlossomSearch) -> BlossomRun {
    BlossomRun::Capped {
        matching: Matching::from_mates(mate),
        work: search.work(),
    }
}

/// Paths found and neighbour slots scanned to find them.
#[derive(Clone, Copy, Default)]
struct PathCost {
    paths: u64,
    scans: u64,
}

impl PathCost {
    /// Whether these paths cost fewer scans each than `other`'s (false when `other` found
    /// none: no rate to beat). Exact, in integers.
    fn cheaper_than(self, other: PathCost) -> bool {
        other.paths > 0
            && u128::from(self.paths) * u128::from(other.scans)
                > u128::from(other.paths) * u128::from(self.scans)
    }
}

/// Phases from `roots` (every free vertex outside the retired forests: left with those still
/// free), while at least `min_roots` are free and a phase finds two paths or more, more
/// cheaply each than `searched`, the successful searches before them. `O(E α(V))` per phase
/// plus its contractions' walks (see [`BlossomSearch::phase`]); `O(roots)` besides, never
/// `O(V)`.
fn run_phases<A: Adjacency>(
    g: &A,
    mate: &mut [u32],
    search: &mut BlossomSearch,
    min_roots: usize,
    searched: PathCost,
    roots: &mut Vec<u32>,
) {
    loop {
        // Phases only match free vertices and retire nothing until the last, so the roots
        // of the next phase are those of this one still free: O(roots), not O(V), a phase.
        roots.retain(|&v| mate[v as usize] == NONE);
        if roots.len() < min_roots {
            return;
        }
        let before = search.scanned();
        let found = search.phase(g, mate, roots);
        if search.over_work_limit() {
            // Cut short: the paths it flipped stand, its forest is incomplete.
            search.clear();
            return;
        }
        if found == 0 {
            // No path from any free vertex: the forest is complete (Edmonds), its trees
            // Hungarian, so it is kept as the searches' failed forests would be.
            search.retire();
            return;
        }
        search.clear();
        // A path alone for a whole scan, or paths at more scans each than the searches paid:
        // single searches, which stop at their path, do the rest cheaper. (Where augmenting
        // paths are long and scattered, a maze with odd chords in a random numbering, a phase
        // finds a path per 40 free vertices but for a twelfth of the searches' scans per path.
        // A rule that also went on while a phase found a path per PHASE_YIELD free vertices
        // changed the work on no family measured, and was dropped.)
        let phase = PathCost {
            paths: found as u64,
            scans: search.scanned() - before,
        };
        if found < 2 || !phase.cheaper_than(searched) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;
    use crate::matching::karp_sipser;

    #[test]
    fn path_costs_compare_scans_per_path_exactly() {
        let cost = |paths, scans| PathCost { paths, scans };
        assert!(cost(20, 580).cheaper_than(cost(3, 1100))); // 29 against 367 scans a path
        assert!(!cost(3, 1100).cheaper_than(cost(20, 580)));
        assert!(
            !cost(2, 10).cheaper_than(cost(1, 5)),
            "equal is not cheaper"
        );
        assert!(
            !cost(5, 1).cheaper_than(cost(0, 1000)),
            "no paths: no rate to beat"
        );
        assert!(
            cost(u64::MAX, u64::MAX - 1).cheaper_than(cost(1, 1)),
            "no overflow"
        );
    }

    /// The "hell" graph (s1[i]-s2[i] listed first, then s1 x s3, then s2 x s4) plus a
    /// triangle, so that it is not bipartite.
    fn hell_with_triangle(n: u32) -> Graph {
        let (s1, s2, s3, s4, t) = (0, n, 2 * n, 3 * n, 4 * n);
        let mut edges: Vec<(u32, u32)> = (0..n).map(|i| (s1 + i, s2 + i)).collect();
        edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s1 + i, s3 + j))));
        edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s2 + i, s4 + j))));
        edges.extend([(t, t + 1), (t + 1, t + 2), (t + 2, t)]);
        Graph::from_edges(4 * n as usize + 3, &edges)
    }

    #[test]
    fn the_hell_graph_with_a_triangle_costs_a_few_sweeps() {
        // Without lookahead, the search from the j-th free vertex of s3 first expands the j
        // earlier ones (now matched into s1), n scans each: n^3 / 2 in all.
        for n in [40, 160] {
            let g = hell_with_triangle(n);
            let (m, search) = maximum_with_forest(&g, karp_sipser(&g));
            assert_eq!(m.size(), 2 * n as usize + 1);
            let ends = 2 * g.edge_count() as u64;
            assert!(
                search.scanned() <= 3 * ends,
                "n = {n}: {} scans, {ends} edge ends",
                search.scanned()
            );
        }
    }

    /// Only the neighbours of the vertices free at the first search look ahead: a failed
    /// search on a random graph scans each even vertex it reached once, plus the slots of
    /// the free vertices and of their neighbours, where a lookahead from every even vertex
    /// scanned nearly twice as much.
    #[test]
    fn only_the_neighbours_of_free_vertices_look_ahead() {
        let mut rng = crate::rng::Rng::new(5);
        let n = 3000;
        let g = crate::graph::random_multigraph(&mut rng, n, 3 * n as u64);
        let mut mate = blossom(&g, karp_sipser(&g)).into_mates();
        let slots = |v: u32| u64::from(g.slot_count(v));
        let free: Vec<u32> = (0..n).filter(|&v| mate[v as usize] == NONE).collect();
        let mut near = vec![false; n as usize];
        for &f in &free {
            g.for_each_neighbor(f, |u| near[u as usize] = true);
        }
        let root = *free
            .iter()
            .find(|&&f| slots(f) > 0)
            .expect("a free vertex with edges");
        let mut search = BlossomSearch::new(n as usize);
        assert_eq!(search.search(&g, &mut mate, &[root], |_| true), None);
        let even: u64 = (search.touched().iter().copied())
            .filter(|&v| search.is_even(v))
            .map(slots)
            .sum();
        let free_slots: u64 = free.iter().copied().map(slots).sum();
        let near_slots: u64 = (0..n).filter(|&v| near[v as usize]).map(slots).sum();
        assert!(
            even > 4 * (free_slots + near_slots),
            "the search reaches most of the graph ({even} slots of even vertices; free \
             {free_slots}, near them {near_slots})"
        );
        assert!(
            search.scanned() <= even + free_slots + near_slots,
            "{} scans: {even} of even vertices, {free_slots} of free ones, {near_slots} near",
            search.scanned()
        );
    }

    /// Phases find the same maximum matching size as one search per free vertex (which the
    /// oracle tests check against exhaustive search), on graphs with hundreds of free
    /// vertices, odd cycles everywhere, and the complete forest after them is the same.
    #[test]
    fn phases_agree_with_one_search_per_free_vertex() {
        let mut rng = crate::rng::Rng::new(3);
        for _ in 0..60 {
            let n = 100 + rng.below(300) as u32;
            let m = n as u64 * (2 + rng.below(6)) / 4;
            let g = crate::graph::random_multigraph(&mut rng, n, m);
            let complete = |run| match run {
                BlossomRun::Complete { matching, forest } => (matching, forest),
                BlossomRun::Capped { .. } => panic!("no cap"),
            };
            let (with, forest) =
                complete(with_phases(&g, Matching::empty(n as usize), 1, 0, u64::MAX));
            let (without, reference) = complete(with_phases(
                &g,
                Matching::empty(n as usize),
                usize::MAX,
                0,
                u64::MAX,
            ));
            assert!(with.is_valid_in(&g));
            assert_eq!(with.size(), without.size());
            for v in 0..n {
                assert_eq!(forest.is_even(v), reference.is_even(v), "vertex {v}");
                assert_eq!(forest.is_odd(v), reference.is_odd(v), "vertex {v}");
            }
        }
    }

    /// A phase stops once a path is found and one tree is left: the last tree could meet no
    /// other, so growing it along its long tail would be work for nothing.
    ///
    /// ```text
    ///   0 - 1      2 - 3 = 4 - 5 = 6 - ... = 2L    free: 0, 1, 2
    /// ```
    #[test]
    fn a_phase_stops_when_one_tree_is_left() {
        let tail = 2000u32;
        let mut edges = vec![(0, 1)];
        let mut mate = vec![NONE; 3 + tail as usize];
        for v in 2..2 + tail {
            edges.push((v, v + 1));
        }
        for v in (3..2 + tail).step_by(2) {
            (mate[v as usize], mate[v as usize + 1]) = (v + 1, v);
        }
        let g = Graph::from_edges(mate.len(), &edges);
        let mut search = BlossomSearch::new(g.vertex_count());
        assert_eq!(search.phase(&g, &mut mate, &[0, 1, 2]), 1);
        assert_eq!((mate[0], mate[1]), (1, 0));
        assert!(search.scanned() <= 4, "{} slots scanned", search.scanned());
        search.clear();
        // Alone, the same tree grows to the end of its tail and proves it has no path.
        assert_eq!(search.phase(&g, &mut mate, &[2]), 0);
        assert!(search.scanned() > u64::from(tail));
    }

    /// Whatever the cap, from none to the searches' full work, the matching is maximum and
    /// the decomposition (blossom's forest, or Micali–Vazirani's last phase past the cap) is
    /// the same.
    #[test]
    fn any_cap_hands_over_to_micali_vazirani_with_the_same_answers() {
        use crate::matching::GallaiEdmonds;
        let mut rng = crate::rng::Rng::new(7);
        let mut handed_over = 0;
        for _ in 0..300 {
            let n = 2 + rng.below(200) as u32;
            let m = u64::from(n) * (1 + rng.below(8)) / 4;
            let g = crate::graph::random_multigraph(&mut rng, n, m);
            let reference = GallaiEdmonds::under_cap(&g, Matching::empty(n as usize), u64::MAX);
            for cap in [0, 1, 10, 100, 1000, 10_000] {
                if let BlossomRun::Capped { matching, .. } =
                    blossom_under_cap(&g, Matching::empty(n as usize), cap)
                {
                    handed_over += 1;
                    assert!(matching.is_valid_in(&g), "cap {cap}");
                }
                let ge = GallaiEdmonds::under_cap(&g, Matching::empty(n as usize), cap);
                assert!(ge.matching().is_valid_in(&g));
                assert_eq!(
                    ge.matching().size(),
                    reference.matching().size(),
                    "cap {cap}"
                );
                assert_eq!(ge.parts(), reference.parts(), "cap {cap}");
                assert_eq!(
                    ge.component_count(),
                    reference.component_count(),
                    "cap {cap}"
                );
            }
        }
        assert!(
            handed_over > 1000,
            "only {handed_over} runs reached their cap"
        );
    }
}
