//! Winning vertices from a maximum matching.

use crate::graph::{Adjacency, Bipartite, NONE};
use crate::matching::{
    Algorithm, GallaiEdmonds, Matching, Part, dinic, general_start, karp_sipser, maximum_matching,
    ms_bfs_with_left_reach,
};

/// The verdict for every start vertex of a graph, with the matching that proves it.
///
/// The player to move wins from `v` iff `v` is covered by every maximum matching (`v` is
/// *essential*); the winning strategy is to move, each turn, to the matching partner of the
/// token's vertex.
#[derive(Clone, Debug)]
pub struct Analysis {
    matching: Matching,
    essential: Vec<bool>,
}

impl Analysis {
    /// Derives the verdicts from a *maximum* matching of the bipartite graph `g`, by one
    /// multi-source alternating BFS. `O(V + E)` time, `5 V` bytes of extra memory.
    ///
    /// The caller promises `matching` is maximum; otherwise the verdicts are wrong.
    pub fn from_maximum_matching<A: Adjacency>(g: &A, matching: Matching) -> Analysis {
        let non_essential = non_essential_by_alternating_bfs(g, &matching);
        Analysis::from_non_essential(matching, non_essential)
    }

    /// The verdicts from the vertices missed by some maximum matching (reused in place as the
    /// essential flags). `O(V)`.
    fn from_non_essential(matching: Matching, mut non_essential: Vec<bool>) -> Analysis {
        for flag in &mut non_essential {
            *flag = !*flag;
        }
        Analysis {
            matching,
            essential: non_essential,
        }
    }

    /// The verdicts from the Gallai–Edmonds decomposition: the mover loses exactly on `D`.
    /// `O(V)`.
    pub fn from_gallai_edmonds(decomposition: GallaiEdmonds) -> Analysis {
        let essential = decomposition
            .parts()
            .iter()
            .map(|&p| p != Part::D)
            .collect();
        Analysis {
            matching: decomposition.into_matching(),
            essential,
        }
    }

    /// The Gallai–Edmonds decomposition of `g`, the graph these verdicts are for: `D` is
    /// where the mover loses, `A` its neighbourhood, `C` the rest. `O(V + E)`.
    pub fn decomposition<A: Adjacency>(&self, g: &A) -> GallaiEdmonds {
        let in_d: Vec<bool> = self.essential.iter().map(|&e| !e).collect();
        GallaiEdmonds::from_d(g, self.matching.clone(), &in_d)
    }

    /// Whether the player to move wins with the token on `v`. `O(1)`.
    #[inline]
    pub fn wins(&self, v: u32) -> bool {
        self.essential[v as usize]
    }

    /// A winning move from `v` (its partner in the maximum matching), or `None` if the player
    /// to move loses from `v`. `O(1)`.
    pub fn winning_move(&self, v: u32) -> Option<u32> {
        if self.wins(v) {
            self.matching.mate(v)
        } else {
            None
        }
    }

    /// The maximum matching behind the verdicts.
    pub fn matching(&self) -> &Matching {
        &self.matching
    }

    /// `essential()[v]` is [`Analysis::wins`]`(v)` for every vertex.
    pub fn essential(&self) -> &[bool] {
        &self.essential
    }

    /// Number of vertex ids analysed.
    pub fn vertex_count(&self) -> usize {
        self.essential.len()
    }
}

/// For every vertex, whether it is *missed* by some maximum matching of the bipartite graph
/// `g`, given one maximum matching: exactly the vertices reached from an unmatched vertex by
/// an even-length alternating path (a non-matching edge out, the matching edge back), found
/// by one BFS from all unmatched vertices at once. `O(V + E)`.
///
/// Why: shifting the matching along such a path `u .. v` frees `v` and covers `u`, so `v` is
/// missed by a maximum matching; conversely the symmetric difference of two maximum matchings,
/// one missing `v`, contains such a path ending at `v`.
pub fn non_essential_by_alternating_bfs<A: Adjacency>(g: &A, matching: &Matching) -> Vec<bool> {
    let mut reached = vec![false; g.vertex_count()];
    alternating_reach(g, matching, &mut reached, |_| true);
    reached
}

/// Marks in `reached` every vertex reachable by an even alternating path from an unmatched
/// vertex `v` with `seed(v)`, those included. `O(V + E)`.
fn alternating_reach<A: Adjacency>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool,
) {
    let n = g.vertex_count();
    let mate = matching.mates();
    // Reserved, not filled: only the pages the queue reaches are ever touched.
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in 0..n as u32 {
        if mate[v as usize] == NONE && seed(v) {
            reached[v as usize] = true;
            // Isolated ids (blocked board cells) lead nowhere: not worth a queue slot.
            if g.slot_count(v) > 0 {
                queue.push(v);
            }
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        g.for_each_neighbor(x, |y| {
            let z = mate[y as usize];
            // z == NONE would close an augmenting path: impossible for a maximum matching.
            if z != NONE && !reached[z as usize] {
                reached[z as usize] = true;
                queue.push(z);
            }
        });
    }
}

/// Solves the game from every start vertex of the bipartite graph `g`: a maximum matching by
/// `algorithm`, then the essential vertices by [`non_essential_by_alternating_bfs`] (or, for
/// [`Algorithm::Dinic`], by residual reachability in its own flow network).
/// Cost: the matching's, plus `O(V + E)`.
///
/// ```
/// use bigame::game::analyze;
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::Algorithm;
/// //  0 - 1 - 2          a path on three vertices, left side {0, 2}
/// let g = BipartiteGraph::new(Graph::from_edges(3, &[(0, 1), (1, 2)]), vec![true, false, true]);
/// let a = analyze(&g, Algorithm::default());
/// assert!(!a.wins(0));                   // from an end, the mover steps to 1 and is stuck
/// assert!(a.wins(1));                    // from the middle, the mover steps to an end and wins
/// assert!(matches!(a.winning_move(1), Some(0 | 2)));
/// ```
pub fn analyze<B: Bipartite>(g: &B, algorithm: Algorithm) -> Analysis {
    match algorithm {
        Algorithm::Dinic => {
            let result = dinic(g);
            Analysis {
                matching: result.matching,
                essential: result.essential,
            }
        }
        Algorithm::MsBfs => {
            // The final search forest already settles the left side; one more search from the
            // free right vertices settles the rest.
            match ms_bfs_with_left_reach(g, karp_sipser(g)) {
                (matching, Some(mut reached)) => {
                    alternating_reach(g, &matching, &mut reached, |v| !g.is_left(v));
                    Analysis::from_non_essential(matching, reached)
                }
                (matching, None) => Analysis::from_maximum_matching(g, matching),
            }
        }
        _ => Analysis::from_maximum_matching(g, maximum_matching(g, algorithm)),
    }
}

/// Solves the game from every start vertex of any graph `g` (odd cycles allowed): a maximum
/// matching by the blossom algorithm from [`general_start`] (Karp–Sipser, or on a nearly
/// bipartite graph a maximum matching of its bipartite part), with the Gallai–Edmonds
/// decomposition it yields on the way ([`GallaiEdmonds::new`]); the mover loses exactly on
/// its `D`. Cost: the blossom algorithm's, `O(V E α(V))` worst case, plus `O(V + E)`.
///
/// ```
/// use bigame::game::analyze_general;
/// use bigame::graph::Graph;
/// //  0             a triangle 0-1-2 with a tail 2-3-4: the maximum matchings (two
/// //  | \           edges) can miss any vertex but 3, so the mover wins only from 3
/// //  1 - 2 - 3 - 4
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
/// let a = analyze_general(&g);
/// assert!(a.wins(3));
/// assert!([0, 1, 2, 4].iter().all(|&v| !a.wins(v)));
/// assert!(matches!(a.winning_move(3), Some(2 | 4)));
/// ```
pub fn analyze_general<A: Adjacency>(g: &A) -> Analysis {
    Analysis::from_gallai_edmonds(GallaiEdmonds::new(g, general_start(g)))
}
