//! [`Algorithm`]: the algorithms bigame ships, by name, and [`maximum_matching`], which runs
//! one of them.

use super::{
    Matching, blossom, dinic, hopcroft_karp, hopcroft_karp_dw, karp_sipser, kuhn, micali_vazirani,
    ms_bfs, pothen_fan, push_relabel,
};
use crate::graph::Bipartite;
use std::fmt;
use std::str::FromStr;

/// The maximum-matching algorithms bigame ships. All of them solve bipartite graphs;
/// [`Algorithm::Blossom`] and [`Algorithm::MicaliVazirani`] also solve general ones
/// ([`Algorithm::solves_general_graphs`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[non_exhaustive]
pub enum Algorithm {
    /// Karp–Sipser start, then multi-source breadth-first passes; inputs on which the passes
    /// stall are finished by pothen-fan, push-relabel or hk-dw, whichever finds paths
    /// fastest (the default).
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
    /// Push–relabel (single push, FIFO, fair, global relabels) from a Karp–Sipser start:
    /// free vertices walk down distance labels.
    PushRelabel,
    /// Kuhn's method, one augmenting path at a time.
    Kuhn,
    /// Dinic's max flow on the unit-capacity network source -> left -> right -> sink.
    Dinic,
    /// Edmonds' blossom algorithm (general graphs too, the default there): on a general graph
    /// it starts from Karp–Sipser, or on a nearly bipartite graph from a maximum matching of
    /// its bipartite part (on a bipartite graph from Karp–Sipser); then one search per
    /// free vertex and phases, under a work cap past which micali-vazirani finishes.
    Blossom,
    /// Micali–Vazirani (general graphs too), O(E sqrt V) whatever the input: forest phases
    /// from all free vertices within a work cap, then phases of shortest augmenting paths;
    /// the same start as blossom.
    #[cfg_attr(feature = "cli", value(name = "micali-vazirani"))]
    MicaliVazirani,
}

impl Algorithm {
    /// Every algorithm, default first.
    pub const ALL: [Algorithm; 9] = [
        Algorithm::MsBfs,
        Algorithm::HopcroftKarp,
        Algorithm::HopcroftKarpDw,
        Algorithm::PothenFan,
        Algorithm::PushRelabel,
        Algorithm::Kuhn,
        Algorithm::Dinic,
        Algorithm::Blossom,
        Algorithm::MicaliVazirani,
    ];

    /// Whether the algorithm solves graphs with odd cycles too (blossom, micali-vazirani).
    pub fn solves_general_graphs(self) -> bool {
        matches!(self, Algorithm::Blossom | Algorithm::MicaliVazirani)
    }

    /// The name used on the command line (`ms-bfs`, `hopcroft-karp`, `hk-dw`, `pothen-fan`,
    /// `push-relabel`, `kuhn`, `dinic`, `blossom`, `micali-vazirani`).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::MsBfs => "ms-bfs",
            Algorithm::HopcroftKarp => "hopcroft-karp",
            Algorithm::HopcroftKarpDw => "hk-dw",
            Algorithm::PothenFan => "pothen-fan",
            Algorithm::PushRelabel => "push-relabel",
            Algorithm::Kuhn => "kuhn",
            Algorithm::Dinic => "dinic",
            Algorithm::Blossom => "blossom",
            Algorithm::MicaliVazirani => "micali-vazirani",
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
                format!("unknown algorithm '{s}' (expected ms-bfs, hopcroft-karp, hk-dw, pothen-fan, push-relabel, kuhn, dinic, blossom or micali-vazirani)")
            })
    }
}

/// A maximum matching of the bipartite graph `g` computed by `algorithm`.
/// Cost: see the table in the [`crate::matching`] docs.
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
/// from one (ms-bfs, hk-dw, pothen-fan, push-relabel, blossom, micali-vazirani; the others, which can take one too, begin
/// from the empty matching, as their textbook versions do). Cost: `start`'s plus the algorithm's.
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
        Algorithm::PushRelabel => push_relabel(g, start(g)),
        Algorithm::Kuhn => kuhn(g, Matching::empty(g.vertex_count())),
        Algorithm::Dinic => dinic(g, Matching::empty(g.vertex_count())).matching,
        Algorithm::Blossom => blossom(g, start(g)),
        Algorithm::MicaliVazirani => micali_vazirani(g, start(g)),
    }
}
