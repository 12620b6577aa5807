//! Which edges are in every maximum matching, in some, in none.
//!
//! Bipartite graphs are classified from the Dulmage–Mendelsohn decomposition in `O(V + E)`
//! ([`EdgeClasses::from_decomposition`]); any graph from the Gallai–Edmonds decomposition,
//! which settles every edge but those inside its perfectly matchable part `C`; there the
//! bipartite components of `G[C]` take `O(V + E)` and every other component sampled perfect
//! matchings and searches on every core ([`EdgeClasses::from_gallai_edmonds`], `O(V E α(V))`
//! worst case, seconds on random graphs of a million vertices).
//! Parallel edges are separate edges: two copies of an edge are never both in every maximum
//! matching.

mod barrier;
mod forced;
mod marks;
mod perfect;

pub use perfect::EdgeStage;

use super::dulmage_mendelsohn::pair_components;
use super::{CoarsePart, DulmageMendelsohn, GallaiEdmonds, Part};
use crate::graph::{Adjacency, Bipartite, NONE};

/// How an edge relates to the maximum matchings of its graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeClass {
    /// In every maximum matching.
    Mandatory,
    /// In some maximum matching but not in all of them.
    Allowed,
    /// In no maximum matching.
    Forbidden,
}

impl EdgeClass {
    /// The name used on the command line: `every`, `some` or `none` (the maximum matchings
    /// the edge is in).
    pub fn name(self) -> &'static str {
        match self {
            EdgeClass::Mandatory => "every",
            EdgeClass::Allowed => "some",
            EdgeClass::Forbidden => "none",
        }
    }

    /// Whether some maximum matching contains the edge (it is *maximally matchable*). `O(1)`.
    pub fn is_matchable(self) -> bool {
        self != EdgeClass::Forbidden
    }

    fn code(self) -> u8 {
        match self {
            EdgeClass::Mandatory => MANDATORY,
            EdgeClass::Allowed => ALLOWED,
            EdgeClass::Forbidden => FORBIDDEN,
        }
    }
}

/// What the searches behind [`EdgeClasses::from_gallai_edmonds`] did, counted (neighbour
/// slots scanned plus the steps of walks along tree paths), stage by stage (see
/// [`EdgeClasses::from_gallai_edmonds`] for the stages). All zero when `G[C]` is bipartite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct EdgeClassWork {
    /// Slots scanned and decided by the forcing rules (stage 0).
    pub forced_work: u64,
    /// Perfect matchings sampled (stage 1).
    pub sampled_matchings: u64,
    /// Their work, the greedy fill counted as `V + 2E` each.
    pub sampling_work: u64,
    /// The work of the short searches, one per edge (stage 2).
    pub cycle_work: u64,
    /// Complete searches, one per vertex left (stage 3).
    pub barrier_searches: u64,
    /// Their work.
    pub barrier_work: u64,
}

impl EdgeClassWork {
    /// All the work counted. `O(1)`.
    pub fn total(&self) -> u64 {
        self.forced_work + self.sampling_work + self.cycle_work + self.barrier_work
    }
}

/// Per-slot codes: an empty slot (or one not yet classified), then the three classes.
const EMPTY: u8 = 0;
const MANDATORY: u8 = 1;
const ALLOWED: u8 = 2;
const FORBIDDEN: u8 = 3;

/// The class of every edge of a graph, stored per neighbour slot (see [`Adjacency`]): both
/// slots of an edge hold its class. Memory: `4 V` bytes plus one byte per slot.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{EdgeClass, EdgeClasses};
/// //  0             a triangle with a tail: the maximum matchings (two edges) are
/// //  | \           {0-1, 2-3}, {0-1, 3-4}, {0-2, 3-4} and {1-2, 3-4}, so every edge
/// //  1 - 2 - 3 - 4   is in some of them and none is in all
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
/// let classes = EdgeClasses::general(&g);
/// assert_eq!(classes.class(&g, 0, 1), Some(EdgeClass::Allowed));
/// assert_eq!(classes.class(&g, 2, 3), Some(EdgeClass::Allowed));
/// assert_eq!(classes.class(&g, 3, 4), Some(EdgeClass::Allowed));
/// assert_eq!(classes.class(&g, 0, 3), None); // not an edge
/// // 0 - 1 - 2 - 3: the end edges are in the only maximum matching, the middle one in none.
/// let path = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
/// let classes = EdgeClasses::general(&path);
/// assert_eq!(classes.class(&path, 1, 0), Some(EdgeClass::Mandatory));
/// assert_eq!(classes.class(&path, 1, 2), Some(EdgeClass::Forbidden));
/// assert_eq!(classes.count(EdgeClass::Mandatory), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeClasses {
    /// `start[v]..start[v + 1]` indexes the slots of `v` in `class`.
    start: Vec<u32>,
    class: Vec<u8>,
}

impl EdgeClasses {
    /// Room for the slots of `g`, all empty. `O(V)`.
    fn empty<A: Adjacency>(g: &A) -> EdgeClasses {
        let n = g.vertex_count();
        let mut start = Vec::with_capacity(n + 1);
        let mut total = 0u64;
        start.push(0);
        for v in 0..n as u32 {
            total += g.slot_count(v) as u64;
            assert!(total < u32::MAX as u64, "too many neighbour slots");
            start.push(total as u32);
        }
        EdgeClasses {
            start,
            class: vec![EMPTY; total as usize],
        }
    }

    #[inline]
    fn index(&self, v: u32, slot: u32) -> usize {
        (self.start[v as usize] + slot) as usize
    }

    /// Sets the class of slot `slot` of `v` alone (not of the edge's other half): for tests
    /// that hand a checker a wrong answer. `O(1)`.
    #[cfg(test)]
    pub(crate) fn tamper(&mut self, v: u32, slot: u32, class: EdgeClass) {
        let i = self.index(v, slot);
        self.class[i] = class.code();
    }

    /// The classes of the bipartite graph `g` from its Dulmage–Mendelsohn decomposition `dm`.
    /// `O(V + E)`.
    ///
    /// The rule, for an edge `u - v` (the proof is in the source, on `bipartite_class`): in no maximum
    /// matching if `u` and `v` lie in different coarse parts, or both in the square part but in
    /// different fine blocks; in every maximum matching if it is a matched edge whose block is
    /// just `u` and `v`, with no parallel copy; in some but not all otherwise (every edge
    /// inside an unbalanced part, every other edge inside a fine block).
    ///
    /// The caller promises `dm` is the decomposition of `g`.
    pub fn from_decomposition<B: Bipartite>(g: &B, dm: &DulmageMendelsohn) -> EdgeClasses {
        assert_eq!(
            dm.matching().vertex_count(),
            g.vertex_count(),
            "decomposition of another graph"
        );
        let mut classes = EdgeClasses::empty(g);
        let mate = dm.matching().mates();
        for u in 0..g.vertex_count() as u32 {
            let m = mate[u as usize];
            let mut copies = 0u32;
            if m != NONE {
                g.for_each_neighbor(u, |w| copies += (w == m) as u32);
            }
            for slot in 0..g.slot_count(u) {
                if let Some(v) = g.neighbor(u, slot) {
                    let i = classes.index(u, slot);
                    classes.class[i] = bipartite_class(dm, u, v, copies == 1).code();
                }
            }
        }
        classes
    }

    /// The classes of any graph `g` as numbered: its Gallai–Edmonds decomposition (blossom
    /// from [`super::general_start`], even on a bipartite graph), then
    /// [`EdgeClasses::from_gallai_edmonds`]. Blossom's cost (see [`crate::matching`]). The front
    /// ends call [`crate::solve::edge_classes`] instead, which picks the algorithm (bipartite
    /// when `g` two-colours) and renumbers scattered graphs.
    pub fn general<A: Adjacency>(g: &A) -> EdgeClasses {
        EdgeClasses::from_gallai_edmonds(g, &GallaiEdmonds::new(g, super::general_start(g)))
    }

    /// The classes of any graph `g` from its Gallai–Edmonds decomposition `ge` (`D`: missed by
    /// some maximum matching, `A`: its neighbours, `C`: the rest).
    ///
    /// Method. The structure theorem says a matching is maximum exactly when it matches `C`
    /// perfectly within itself, matches every vertex of `A` into a different component of
    /// `G[D]`, and matches each component `K` of `G[D]` within itself except one vertex (the
    /// one matched to `A`, or a free one). Every component is factor-critical (`K - x` has a
    /// perfect matching for every `x` in `K`), and the bipartite graph of `A` against the
    /// components has positive surplus: every nonempty `S` within `A` is next to at least
    /// `|S| + 1` components. So:
    ///
    /// - **`D - D`** (inside one component `K`; no edge joins two components): in some, not
    ///   every. Not every: each vertex of `D` is missed by some maximum matching. Some: take a
    ///   perfect matching `N` of `K - x` and swap `y`'s edge in it for `x - y`: a near-perfect
    ///   matching of `K` missing some `w`. A maximum matching missing `w` (there is one)
    ///   matches `K - w` within `K`, and `N` can replace that part.
    /// - **`A - D`**: in some, not every. Not every: as above. Some, for `a - x` with `x` in
    ///   `K`: after deleting `a` and `K`, every `S` within the rest of `A` still sees `|S|`
    ///   components, so (Hall) the rest of `A` can be matched into distinct other components;
    ///   add `a - x`, a near-perfect matching of `K - x`, and of every other component, and a
    ///   perfect matching of `C`: that is maximum.
    /// - **`A - A`, `A - C`**: in none (`A` is matched into `D`, `C` within `C`).
    /// - **`C - C`**: the maximum matchings restricted to `C` are the perfect matchings of
    ///   `G[C]`, component by component. On a bipartite component the rule of
    ///   `bipartite_class` for the square part applies (strongly connected components of
    ///   the pair graph, `O(V + E)` for all of them). On any other component `Q` an edge
    ///   `u - v` is in a perfect matching iff `Q - u - v` has one; four stages decide that
    ///   for every edge, each only what the ones before left open, on every core: edges
    ///   forced by a vertex with one neighbour left (`O(V + E)`); perfect matchings sampled
    ///   to favour open edges (each of their edges is in one); one short search per open
    ///   edge for an alternating cycle through it, under a work budget; and one complete
    ///   search per vertex left, from the partner of `u` in `Q - u`, where `v` is even iff
    ///   `Q - u - v` has a perfect matching (the Gallai–Edmonds theorem on `Q - u`). Searches
    ///   that fail leave a *barrier* that rules out more edges at once. Details and proofs:
    ///   the source, `edge_classes/perfect.rs`. An edge of `G[C]` is in every maximum matching
    ///   iff it is the only edge in some perfect matching at its ends (parallel copies
    ///   counted): a perfect matching covers each end by one of them.
    ///
    /// Total: `O(V + E)`, plus for the non-bipartite components of `G[C]`: at most
    /// `O(E sqrt V α(V))` for the samples and the short searches together (their work is
    /// capped), and at most one complete search of `O((V + E) α(V))` per vertex, so
    /// `O(V E α(V))` in the worst case; on random graphs of average degree 8, about thirty
    /// `O(E)` samples and a few hundred short searches. Linear when `G[C]` is bipartite.
    /// Memory: about `30 V` bytes per thread besides the classes.
    ///
    /// # Panics
    /// If `ge` is not the decomposition of `g` (detected when a search finds an augmenting
    /// path).
    pub fn from_gallai_edmonds<A: Adjacency>(g: &A, ge: &GallaiEdmonds) -> EdgeClasses {
        EdgeClasses::from_gallai_edmonds_observed(g, ge, &|_, _, _| {}).0
    }

    /// [`EdgeClasses::from_gallai_edmonds`], calling `report(stage, done, total)` now and
    /// then (from any thread) with the stage under way ([`EdgeStage`]), the edges of the
    /// non-bipartite components of `G[C]` decided so far and their number, for a progress
    /// line; also returns the searches' work. Same cost.
    pub fn from_gallai_edmonds_observed<A: Adjacency>(
        g: &A,
        ge: &GallaiEdmonds,
        report: &(dyn Fn(EdgeStage, u64, u64) + Sync),
    ) -> (EdgeClasses, EdgeClassWork) {
        EdgeClasses::from_gallai_edmonds_planned(g, ge, perfect::Plan::default_plan(), report)
    }

    /// [`EdgeClasses::from_gallai_edmonds_observed`] with the stages and constants of `plan`.
    fn from_gallai_edmonds_planned<A: Adjacency>(
        g: &A,
        ge: &GallaiEdmonds,
        plan: perfect::Plan,
        report: &(dyn Fn(EdgeStage, u64, u64) + Sync),
    ) -> (EdgeClasses, EdgeClassWork) {
        let n = g.vertex_count();
        assert_eq!(
            ge.matching().vertex_count(),
            n,
            "decomposition of another graph"
        );
        let mut classes = EdgeClasses::empty(g);
        let mate = ge.matching().mates();
        let part = ge.parts();
        let in_c = |v: u32| part[v as usize] == Part::C;
        for u in 0..n as u32 {
            for slot in 0..g.slot_count(u) {
                let Some(v) = g.neighbor(u, slot) else {
                    continue;
                };
                let class = match (part[u as usize], part[v as usize]) {
                    (Part::D, Part::D) | (Part::A, Part::D) | (Part::D, Part::A) => ALLOWED,
                    (Part::C, Part::C) => EMPTY,
                    _ => FORBIDDEN,
                };
                let i = classes.index(u, slot);
                classes.class[i] = class;
            }
        }
        // The components of G[C], two-coloured where they can be.
        let side = c_sides(g, in_c);
        let bipartite = |v: u32| side[v as usize] <= 1;
        // Bipartite components: the pair graph's strongly connected components.
        let (component, _) = pair_components(
            g,
            mate,
            |v| side[v as usize] == 0,
            |v| in_c(v) && bipartite(v),
        );
        // Other components: searches.
        let todo: Vec<u32> = (0..n as u32).filter(|&v| side[v as usize] == 2).collect();
        let (searched, work) = perfect::decide(g, &classes.start, mate, &in_c, &todo, plan, report);
        // An edge of G[C] is in some maximum matching iff it is in some perfect matching of
        // G[C]; in every one iff it is the only such edge at its ends (a perfect matching
        // covers each end by one of them).
        for u in 0..n as u32 {
            if !in_c(u) {
                continue;
            }
            let first = classes.start[u as usize] as usize;
            let matchable = |slot: u32, v: u32| {
                if bipartite(u) {
                    v == mate[u as usize] || component[v as usize] == component[u as usize]
                } else {
                    searched[first + slot as usize] == marks::MATCHABLE
                }
            };
            let mut count = 0;
            for slot in 0..g.slot_count(u) {
                match g.neighbor(u, slot) {
                    Some(v) if in_c(v) => count += u32::from(matchable(slot, v)),
                    _ => {}
                }
            }
            for slot in 0..g.slot_count(u) {
                match g.neighbor(u, slot) {
                    Some(v) if in_c(v) => {
                        let class = match (matchable(slot, v), count) {
                            (false, _) => FORBIDDEN,
                            (true, 1) => MANDATORY,
                            (true, _) => ALLOWED,
                        };
                        let i = classes.index(u, slot);
                        classes.class[i] = class;
                    }
                    _ => {}
                }
            }
        }
        (classes, work)
    }

    /// The class of the edge in slot `slot` of `v`, or `None` for an empty slot. `O(1)`.
    #[inline]
    pub fn at(&self, v: u32, slot: u32) -> Option<EdgeClass> {
        match self.class[self.index(v, slot)] {
            MANDATORY => Some(EdgeClass::Mandatory),
            ALLOWED => Some(EdgeClass::Allowed),
            FORBIDDEN => Some(EdgeClass::Forbidden),
            _ => None,
        }
    }

    /// The class of the edge `u - v` of `g` (the graph the classes were computed for; all
    /// parallel copies of an edge have the same class), or `None` if there is no such edge.
    /// `O(degree of u)`.
    pub fn class<A: Adjacency>(&self, g: &A, u: u32, v: u32) -> Option<EdgeClass> {
        (0..g.slot_count(u))
            .find(|&slot| g.neighbor(u, slot) == Some(v))
            .and_then(|slot| self.at(u, slot))
    }

    /// Calls `f(u, v, class)` on every edge of `g` (the graph the classes were computed for)
    /// once, with `u < v`, in order of `u` and then of `u`'s slots; parallel edges once per
    /// copy. `O(V + E)`.
    pub fn for_each_edge<A: Adjacency>(&self, g: &A, mut f: impl FnMut(u32, u32, EdgeClass)) {
        for u in 0..g.vertex_count() as u32 {
            for slot in 0..g.slot_count(u) {
                if let Some(v) = g.neighbor(u, slot)
                    && u < v
                    && let Some(class) = self.at(u, slot)
                {
                    f(u, v, class);
                }
            }
        }
    }

    /// Number of edges of class `class` (parallel copies counted). `O(E)`.
    pub fn count(&self, class: EdgeClass) -> usize {
        let code = class.code();
        self.class.iter().filter(|&&c| c == code).count() / 2
    }
}

/// The class of the edge `u - v` of a bipartite graph with decomposition `dm`;
/// `matched_edge_simple` says whether `u`'s matched edge has no parallel copy. `O(1)`.
///
/// Proof of the rule. Write `H`, `S`, `V` for the horizontal, square and vertical parts and
/// recall (Gallai–Edmonds, see [`DulmageMendelsohn::gallai_edmonds_part`]) that every maximum
/// matching matches `S` perfectly within `S`, the rows of `H` into the columns of `H` and the
/// columns of `V` into the rows of `V`.
///
/// - *Across parts: in none.* Rows of `S` and `V` have no neighbour among the columns of `H`
///   (such a row would be reached from a free column), columns of `S` and `H` none among the
///   rows of `V`; so an edge across parts joins a row of `H` to a column of `S` or `V`, or a
///   row of `S` to a column of `V`, and each of those vertices is matched within its own part
///   by every maximum matching.
/// - *Inside `H` (and symmetrically `V`): in some, not every.* Let `i - j` join a row and a
///   column of `H` and let `P` be an even alternating path from a free column `f` to `j` (it
///   exists by definition; `P = (j)` if `j` is free). If `P` avoids `i`, then
///   `P, i, mate(i)` is an alternating path from a free vertex; flipping it gives a maximum
///   matching with `i - j`. If `P` passes through `i`, it does so as `.., i, mate(i), .., j`,
///   and that stretch closes with `j - i` into an alternating cycle; flipping the cycle gives
///   `i - j`. Not every: the matched edge `i - mate(i)` is the last edge of an even
///   alternating path from a free column, which flipping removes; an unmatched edge is
///   missing from `M` itself.
/// - *Inside `S`.* Two maximum matchings differ inside `S` by disjoint alternating cycles.
///   An unmatched edge `i - j` is in some maximum matching iff it lies on an `M`-alternating
///   cycle, iff the arc from `i`'s pair to `j`'s pair lies on a directed cycle of the pair
///   graph, iff both pairs are in one strongly connected component (one fine block). A
///   matched edge is in every maximum matching iff no alternating cycle passes through it,
///   iff its pair is alone in its block (a directed cycle through the pair would make the
///   block bigger), and no parallel copy can stand in for it.
fn bipartite_class(dm: &DulmageMendelsohn, u: u32, v: u32, matched_edge_simple: bool) -> EdgeClass {
    let part = dm.part(u);
    if part != dm.part(v) {
        return EdgeClass::Forbidden;
    }
    match part {
        CoarsePart::Horizontal | CoarsePart::Vertical => EdgeClass::Allowed,
        CoarsePart::Square if dm.block(u) != dm.block(v) => EdgeClass::Forbidden,
        CoarsePart::Square => {
            if dm.matching().mate(u) == Some(v) && dm.is_single_pair(u) && matched_edge_simple {
                EdgeClass::Mandatory
            } else {
                EdgeClass::Allowed
            }
        }
    }
}

/// The side of every vertex of `C` in a two-colouring of its component of `G[C]`: 0 or 1 if
/// the component is bipartite, 2 if it has an odd cycle; 3 outside `C`. Breadth-first search,
/// `O(V + E)`.
fn c_sides<A: Adjacency>(g: &A, in_c: impl Fn(u32) -> bool) -> Vec<u8> {
    const UNSEEN: u8 = 4;
    let n = g.vertex_count();
    let mut side: Vec<u8> = (0..n as u32)
        .map(|v| if in_c(v) { UNSEEN } else { 3 })
        .collect();
    let mut queue = Vec::new();
    for root in 0..n as u32 {
        if side[root as usize] != UNSEEN {
            continue;
        }
        side[root as usize] = 0;
        queue.clear();
        queue.push(root);
        let mut odd = false;
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            let sx = side[x as usize];
            g.for_each_neighbor(x, |y| {
                let sy = side[y as usize];
                if sy == UNSEEN {
                    side[y as usize] = 1 - sx;
                    queue.push(y);
                } else if sy == sx {
                    odd = true;
                }
            });
        }
        if odd {
            for &v in &queue {
                side[v as usize] = 2;
            }
        }
    }
    side
}

#[cfg(test)]
mod tests;
