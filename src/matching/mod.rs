//! Maximum matching: six bipartite algorithms and Edmonds' blossom algorithm for general
//! graphs, behind one [`Matching`] result; and the Gallai–Edmonds decomposition.
//!
//! | algorithm | cost | notes |
//! |---|---|---|
//! | [`Algorithm::MsBfs`] (default) | `O(E sqrt V)` worst case, a few `O(V + E)` passes in practice | Karp–Sipser start, multi-source BFS passes; a work budget hands stalling inputs to HK-DW |
//! | [`Algorithm::HopcroftKarp`] | `O(E sqrt V)` | shortest augmenting paths in phases |
//! | [`Algorithm::HopcroftKarpDw`] | `O(E sqrt V)` | Hopcroft–Karp plus a Duff–Wiberg depth-first sweep per phase; Karp–Sipser start |
//! | [`Algorithm::PothenFan`] | `O(V E)` | depth-first phases with lookahead and fairness (PF+); Karp–Sipser start |
//! | [`Algorithm::Kuhn`] | `O(V E)` | one augmenting path at a time (seeds 000/002) |
//! | [`Algorithm::Dinic`] | `O(E sqrt V)` | unit-capacity max flow on an explicit network (seed 004) |
//! | [`Algorithm::Blossom`] | `O(V E α(V))` | Edmonds, any graph; Karp–Sipser start, failed trees set aside |
//!
//! The bipartite ones are generic over [`Bipartite`], [`blossom`] over any [`Adjacency`], so
//! they run on CSR graphs and on boards alike; none of them recurses.
//!
//! On top of a maximum matching: the Dulmage–Mendelsohn decomposition of bipartite graphs
//! ([`DulmageMendelsohn`], with MATLAB-style [`dmperm`] permutations) and the class of every
//! edge, in every, some or no maximum matching ([`EdgeClasses`], any graph).

mod alternating;
mod blossom;
mod dinic;
mod dulmage_mendelsohn;
mod edge_classes;
mod gallai_edmonds;
mod hopcroft_karp;
mod karp_sipser;
mod kuhn;
mod ms_bfs;
mod near_bipartite;
mod pothen_fan;

pub(crate) use alternating::alternating_reach;
pub(crate) use blossom::maximum_with_forest;
pub use blossom::{BlossomSearch, blossom};
pub use dinic::{DinicResult, dinic};
pub use dulmage_mendelsohn::{CoarsePart, Dmperm, DulmageMendelsohn, dmperm};
pub use edge_classes::{EdgeClass, EdgeClasses, bipartite_class};
pub use gallai_edmonds::{GallaiEdmonds, Part};
pub use hopcroft_karp::{hopcroft_karp, hopcroft_karp_dw};
pub use karp_sipser::{karp_sipser, karp_sipser_halves};
pub use kuhn::kuhn;
pub(crate) use ms_bfs::ms_bfs_with_left_reach;
pub use ms_bfs::{MsBfsWork, ms_bfs, ms_bfs_with_work};
pub use near_bipartite::general_start;
pub use pothen_fan::pothen_fan;

use crate::graph::{Adjacency, Bipartite, NONE};
use std::fmt;
use std::str::FromStr;

/// A matching, stored as a mate array: `mate[v]` is the partner of `v` or [`NONE`].
///
/// ```
/// use bigame::matching::Matching;
/// let mut m = Matching::empty(4);
/// m.pair(0, 1);
/// assert_eq!(m.mate(1), Some(0));
/// assert_eq!(m.mate(2), None);
/// assert_eq!(m.size(), 1);
/// assert!(m.contains_edge(1, 0));
/// assert_eq!(m.edges().collect::<Vec<_>>(), vec![(0, 1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<u32>,
}

impl Matching {
    /// The empty matching on `n` vertices. `O(V)`.
    pub fn empty(n: usize) -> Self {
        Matching {
            mate: vec![NONE; n],
        }
    }

    /// Wraps a mate array. `O(1)`.
    ///
    /// # Panics
    /// Never; but a mate array that is not symmetric (`mate[mate[v]] == v`) makes the other
    /// methods meaningless. [`Matching::is_valid_in`] checks it.
    pub fn from_mates(mate: Vec<u32>) -> Self {
        Matching { mate }
    }

    /// The partner of `v`, if `v` is matched. `O(1)`.
    #[inline]
    pub fn mate(&self, v: u32) -> Option<u32> {
        let m = self.mate[v as usize];
        (m != NONE).then_some(m)
    }

    /// The mate array, consuming the matching (no copy). `O(1)`.
    pub fn into_mates(self) -> Vec<u32> {
        self.mate
    }

    /// The raw mate array (`NONE` for unmatched vertices). `O(1)`.
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// Whether `v` is matched. `O(1)`.
    #[inline]
    pub fn is_matched(&self, v: u32) -> bool {
        self.mate[v as usize] != NONE
    }

    /// Number of vertices the matching is defined on. `O(1)`.
    pub fn vertex_count(&self) -> usize {
        self.mate.len()
    }

    /// Number of matched edges. `O(V)`.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// The matched edges, each once as `(u, v)` with `u < v`, in order of `u`. `O(V)`.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.mate
            .iter()
            .enumerate()
            .filter(|&(u, &v)| v != NONE && (u as u32) < v)
            .map(|(u, &v)| (u as u32, v))
    }

    /// Whether `{u, v}` is a matched edge. `O(1)`.
    pub fn contains_edge(&self, u: u32, v: u32) -> bool {
        self.mate[u as usize] == v && v != NONE
    }

    /// Matches `u` with `v` (both must be unmatched or matched to each other). `O(1)`.
    #[inline]
    pub fn pair(&mut self, u: u32, v: u32) {
        self.mate[u as usize] = v;
        self.mate[v as usize] = u;
    }

    /// Whether this is a matching of `g`: symmetric, and every matched pair is an edge of `g`.
    /// `O(V + E)`.
    pub fn is_valid_in<A: Adjacency>(&self, g: &A) -> bool {
        if self.mate.len() != g.vertex_count() {
            return false;
        }
        (0..self.mate.len() as u32).all(|v| match self.mate(v) {
            None => true,
            Some(w) => {
                let mut adjacent = false;
                g.for_each_neighbor(v, |x| adjacent |= x == w);
                (w as usize) < self.mate.len() && self.mate[w as usize] == v && adjacent
            }
        })
    }
}

/// The maximum-matching algorithms bigame ships. All of them solve bipartite graphs;
/// [`Algorithm::Blossom`] also solves general ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Algorithm {
    /// Karp–Sipser start, then multi-source breadth-first passes; inputs on which the passes
    /// stall are finished by hk-dw (the default).
    #[default]
    MsBfs,
    /// Hopcroft–Karp: breadth-first layers, then depth-first phases along shortest paths.
    HopcroftKarp,
    /// Hopcroft–Karp with Duff and Wiberg's extra depth-first sweep in every phase, from a
    /// Karp–Sipser start.
    #[cfg_attr(feature = "cli", value(name = "hk-dw"))]
    HopcroftKarpDw,
    /// Pothen–Fan+: depth-first phases with lookahead and alternating scan direction, from a
    /// Karp–Sipser start.
    PothenFan,
    /// Kuhn's method, one augmenting path at a time.
    Kuhn,
    /// Dinic's max flow on the unit-capacity network source -> left -> right -> sink.
    Dinic,
    /// Edmonds' blossom algorithm (general graphs too): Karp–Sipser start, then one search
    /// per free vertex.
    Blossom,
}

impl Algorithm {
    /// Every algorithm, default first.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::MsBfs,
        Algorithm::HopcroftKarp,
        Algorithm::HopcroftKarpDw,
        Algorithm::PothenFan,
        Algorithm::Kuhn,
        Algorithm::Dinic,
        Algorithm::Blossom,
    ];

    /// The name used on the command line (`ms-bfs`, `hopcroft-karp`, `hk-dw`, `pothen-fan`,
    /// `kuhn`, `dinic`, `blossom`).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::MsBfs => "ms-bfs",
            Algorithm::HopcroftKarp => "hopcroft-karp",
            Algorithm::HopcroftKarpDw => "hk-dw",
            Algorithm::PothenFan => "pothen-fan",
            Algorithm::Kuhn => "kuhn",
            Algorithm::Dinic => "dinic",
            Algorithm::Blossom => "blossom",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| {
                format!("unknown algorithm '{s}' (expected ms-bfs, hopcroft-karp, hk-dw, pothen-fan, kuhn, dinic or blossom)")
            })
    }
}

/// A maximum matching of the bipartite graph `g` computed by `algorithm`.
/// Cost: see the table in the [module docs](self).
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{maximum_matching, Algorithm};
/// // 0 - 1 - 2 - 3   (a path: the middle edge alone is maximal, not maximum)
/// let g = BipartiteGraph::new(
///     Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]),
///     vec![true, false, true, false],
/// );
/// for algorithm in Algorithm::ALL {
///     assert_eq!(maximum_matching(&g, algorithm).size(), 2);
/// }
/// ```
pub fn maximum_matching<B: Bipartite>(g: &B, algorithm: Algorithm) -> Matching {
    maximum_matching_from(g, algorithm, karp_sipser)
}

/// [`maximum_matching`] with `start` making the initial matching of the algorithms that begin
/// from one (ms-bfs, hk-dw, pothen-fan, blossom; the others begin from the empty matching, as
/// their textbook versions do). Cost: `start`'s plus the algorithm's.
pub fn maximum_matching_from<B: Bipartite>(
    g: &B,
    algorithm: Algorithm,
    start: impl FnOnce(&B) -> Matching,
) -> Matching {
    match algorithm {
        Algorithm::MsBfs => ms_bfs(g, start(g)),
        Algorithm::HopcroftKarp => hopcroft_karp(g, Matching::empty(g.vertex_count())),
        Algorithm::HopcroftKarpDw => hopcroft_karp_dw(g, start(g)),
        Algorithm::PothenFan => pothen_fan(g, start(g)),
        Algorithm::Kuhn => kuhn(g, Matching::empty(g.vertex_count())),
        Algorithm::Dinic => dinic(g).matching,
        Algorithm::Blossom => blossom(g, start(g)),
    }
}
