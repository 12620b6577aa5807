//! What a maximum matching gives besides itself: a minimum vertex cover and a maximum
//! independent set of a bipartite graph (König's theorem), and a minimum edge cover of any
//! graph without isolated vertices (Gallai's). Each answer is checked before it is returned.

use super::Matching;
use crate::graph::{Adjacency, Bipartite};

/// Why a cover could not be given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CoverError {
    /// An edge cover was asked for on a graph with an isolated vertex, which no edge covers.
    #[error("vertex {vertex} (0-based id) has no edge, so no set of edges covers it")]
    IsolatedVertex {
        /// The first isolated vertex.
        vertex: u32,
    },
    /// The answer failed its check: the matching given was not a maximum matching of the
    /// graph (or, a bug, the construction went wrong).
    #[error("the cover failed its check: {reason}")]
    Unverified {
        /// What the check found.
        reason: String,
    },
}

/// A minimum vertex cover of the bipartite graph `g` from its maximum matching `matching`, as
/// a sorted list of vertex ids (König): the left vertices that no alternating path from a free
/// left vertex reaches, and the right vertices that one does. It has exactly
/// `matching.size()` vertices, so it is minimum (every edge of the matching needs one of its
/// own) and proves the matching maximum.
///
/// Checked before it is returned: the matching is a matching of `g`, every edge has an end in
/// the cover, and its size is the matching's. Cost: one alternating search and one pass over
/// the edges, `O(V + E)` time, `V` bytes and a queue of `4 V`.
///
/// # Errors
/// [`CoverError::Unverified`] when `matching` is not a maximum matching of `g` (an augmenting
/// path leaves an edge uncovered).
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{maximum_matching, minimum_vertex_cover, Algorithm};
/// // a star 0 - {1, 2, 3} and an edge 4 - 5: left = {0, 4}
/// let g = BipartiteGraph::new(
///     Graph::from_edges(6, &[(0, 1), (0, 2), (0, 3), (4, 5)]),
///     vec![true, false, false, false, true, false],
/// );
/// let m = maximum_matching(&g, Algorithm::default());
/// let cover = minimum_vertex_cover(&g, &m).unwrap();
/// assert_eq!(cover.len(), 2);
/// assert!(cover.contains(&0));
/// ```
pub fn minimum_vertex_cover<B: Bipartite>(
    g: &B,
    matching: &Matching,
) -> Result<Vec<u32>, CoverError> {
    let in_cover = cover_flags(g, matching)?;
    Ok(ids_where(&in_cover, true))
}

/// A maximum independent set of the bipartite graph `g` from its maximum matching
/// `matching`: the complement of [`minimum_vertex_cover`]'s cover, `V - ν` vertices, as a
/// sorted list of ids.
///
/// Checked before it is returned: no edge joins two of its vertices, and it has
/// `V - matching.size()` of them (so its complement is a cover of the matching's size).
/// Cost: [`minimum_vertex_cover`]'s, `O(V + E)`.
///
/// # Errors
/// [`CoverError::Unverified`] when `matching` is not a maximum matching of `g`.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{maximum_matching, maximum_independent_set, Algorithm};
/// // a path 0 - 1 - 2 - 3 - 4: the even vertices
/// let g = BipartiteGraph::new(
///     Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]),
///     vec![true, false, true, false, true],
/// );
/// let m = maximum_matching(&g, Algorithm::default());
/// assert_eq!(maximum_independent_set(&g, &m).unwrap(), vec![0, 2, 4]);
/// ```
pub fn maximum_independent_set<B: Bipartite>(
    g: &B,
    matching: &Matching,
) -> Result<Vec<u32>, CoverError> {
    let in_cover = cover_flags(g, matching)?;
    let set = ids_where(&in_cover, false);
    // Independent because the complement covers every edge (checked by `cover_flags`);
    // checked again here on the set itself, which is what leaves.
    let inside = first_edge(g, |u, v| !in_cover[u as usize] && !in_cover[v as usize]);
    if let Some((u, v)) = inside {
        return unverified(format!("the edge {u} - {v} joins two vertices of the set"));
    }
    if set.len() != g.vertex_count() - matching.size() {
        return unverified(format!(
            "{} vertices, not V - ν = {}",
            set.len(),
            g.vertex_count() - matching.size()
        ));
    }
    Ok(set)
}

/// A minimum edge cover of `g` (any graph, odd cycles too) from its maximum matching
/// `matching`: the matched edges and, for each free vertex, one edge to its first
/// neighbour. Every vertex is covered and there are `V - ν` edges, the fewest possible
/// (Gallai: the smallest edge cover and the largest matching sum to `V`); each edge is
/// `(u, v)` with `u < v`, matched edges first in order of `u`. `matching` must be maximum (as
/// [`crate::solve::solve_graph`]'s, which checks it); a smaller one gives a cover with more
/// edges, which the check below cannot tell from a minimum one.
///
/// Checked before it is returned: the matching is a matching of `g`, every edge is an edge of
/// `g`, every vertex is covered and there are `V - matching.size()` edges. Cost: `O(V + E)`.
///
/// # Errors
/// [`CoverError::IsolatedVertex`] when a vertex has no neighbour (self-loops do not count);
/// [`CoverError::Unverified`] when `matching` is not a matching of `g`.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{minimum_edge_cover, Matching};
/// use bigame::solve::solve_graph;
/// // a triangle 0 - 1 - 2 with a tail 2 - 3: ν = 2, so 4 - 2 = 2 edges cover it all
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
/// let m = solve_graph(&g, None, None).unwrap().analysis.into_matching();
/// let cover = minimum_edge_cover(&g, &m).unwrap();
/// assert_eq!(cover.len(), 2);
/// assert!(minimum_edge_cover(&Graph::from_edges(3, &[(0, 1)]), &Matching::empty(3)).is_err());
/// ```
pub fn minimum_edge_cover<A: Adjacency>(
    g: &A,
    matching: &Matching,
) -> Result<Vec<(u32, u32)>, CoverError> {
    let n = g.vertex_count();
    if !matching.is_valid_in(g) {
        return unverified("the matching is not a matching of the graph".to_string());
    }
    let mut cover: Vec<(u32, u32)> = matching.edges().collect();
    for v in 0..n as u32 {
        if matching.is_matched(v) {
            continue;
        }
        let mut other = None;
        g.for_each_neighbor(v, |w| {
            if other.is_none() && w != v {
                other = Some(w);
            }
        });
        match other {
            Some(w) => cover.push((v.min(w), v.max(w))),
            None => return Err(CoverError::IsolatedVertex { vertex: v }),
        }
    }
    cover.sort_unstable();
    check_edge_cover(g, &cover, n - matching.size())?;
    Ok(cover)
}

/// Checks that `cover` holds edges of `g` only, covers every vertex and has `expected`
/// edges. `O(V + E)`.
fn check_edge_cover<A: Adjacency>(
    g: &A,
    cover: &[(u32, u32)],
    expected: usize,
) -> Result<(), CoverError> {
    let n = g.vertex_count();
    let mut covered = vec![false; n];
    for &(u, v) in cover {
        if u as usize >= n || v as usize >= n || !is_edge(g, u, v) {
            return unverified(format!("{u} - {v} is not an edge of the graph"));
        }
        covered[u as usize] = true;
        covered[v as usize] = true;
    }
    if let Some(v) = covered.iter().position(|&c| !c) {
        return unverified(format!("vertex {v} is not covered"));
    }
    if cover.len() != expected {
        return unverified(format!("{} edges, not V - ν = {expected}", cover.len()));
    }
    Ok(())
}

/// Whether `u - v` is an edge of `g`, by a scan of the shorter neighbourhood. `O(degree)`.
fn is_edge<A: Adjacency>(g: &A, u: u32, v: u32) -> bool {
    let (a, b) = if g.degree(u) <= g.degree(v) {
        (u, v)
    } else {
        (v, u)
    };
    let mut found = false;
    g.for_each_neighbor(a, |w| found |= w == b);
    found
}

/// König's cover as one flag per vertex, checked: a cover of every edge, of the matching's
/// size. `O(V + E)`.
fn cover_flags<B: Bipartite>(g: &B, matching: &Matching) -> Result<Vec<bool>, CoverError> {
    if !matching.is_valid_in(g) {
        return unverified("the matching is not a matching of the graph".to_string());
    }
    let n = g.vertex_count();
    // The left vertices an even alternating path from a free left vertex reaches (the free
    // ones included); the right vertices such paths reach are the mates of the matched ones.
    let mut reached = vec![false; n];
    super::alternating_reach(g, matching, &mut reached, |v| g.is_left(v));
    let mut in_cover = vec![false; n];
    for v in 0..n as u32 {
        if g.is_left(v) && matching.is_matched(v) {
            if reached[v as usize] {
                let w = matching.mate(v).expect("matched");
                in_cover[w as usize] = true;
            } else {
                in_cover[v as usize] = true;
            }
        }
    }
    if let Some((u, v)) = first_edge(g, |u, v| !in_cover[u as usize] && !in_cover[v as usize]) {
        return unverified(format!(
            "the edge {u} - {v} has no end in the cover (the matching is not maximum)"
        ));
    }
    let size = in_cover.iter().filter(|&&c| c).count();
    if size != matching.size() {
        return unverified(format!(
            "{size} vertices, not the matching's {}",
            matching.size()
        ));
    }
    Ok(in_cover)
}

/// The first edge `(u, v)` of `g` (by `u`, then slot) with `bad(u, v)`. `O(V + E)`.
fn first_edge<A: Adjacency>(g: &A, bad: impl Fn(u32, u32) -> bool) -> Option<(u32, u32)> {
    (0..g.vertex_count() as u32).find_map(|u| {
        let mut found = None;
        g.for_each_neighbor(u, |v| {
            if found.is_none() && bad(u, v) {
                found = Some(v);
            }
        });
        found.map(|v| (u, v))
    })
}

/// The ids `v` with `flags[v] == value`, in order. `O(V)`.
fn ids_where(flags: &[bool], value: bool) -> Vec<u32> {
    (0..flags.len() as u32)
        .filter(|&v| flags[v as usize] == value)
        .collect()
}

/// A [`CoverError::Unverified`] with `reason`.
fn unverified<T>(reason: String) -> Result<T, CoverError> {
    Err(CoverError::Unverified { reason })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{BipartiteGraph, Graph, TwoColouring, two_colouring};
    use crate::matching::{Algorithm, maximum_matching};
    use crate::rng::Rng;

    /// The size of a maximum matching by trying every subset of edges (tiny graphs).
    fn brute_matching(n: usize, edges: &[(u32, u32)]) -> usize {
        let mut best = 0;
        for mask in 0u32..1 << edges.len() {
            let mut used = vec![false; n];
            let mut ok = true;
            for (i, &(u, v)) in edges.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    ok &= u != v && !used[u as usize] && !used[v as usize];
                    used[u as usize] = true;
                    used[v as usize] = true;
                }
            }
            if ok {
                best = best.max(mask.count_ones() as usize);
            }
        }
        best
    }

    /// The smallest vertex cover by trying every subset of vertices (tiny graphs).
    fn brute_cover(n: usize, edges: &[(u32, u32)]) -> usize {
        (0u32..1 << n)
            .filter(|s| {
                edges
                    .iter()
                    .all(|&(u, v)| s >> u & 1 == 1 || s >> v & 1 == 1)
            })
            .map(u32::count_ones)
            .min()
            .unwrap_or(0) as usize
    }

    fn random_edges(rng: &mut Rng, n: usize, m: usize) -> Vec<(u32, u32)> {
        (0..m)
            .map(|_| {
                let u = rng.below(n as u64) as u32;
                let v = rng.below(n as u64) as u32;
                (u, v)
            })
            .filter(|&(u, v)| u != v)
            .collect()
    }

    #[test]
    fn covers_match_exhaustive_search_on_small_graphs() {
        let mut rng = Rng::new(52);
        let mut bipartite_seen = 0;
        for round in 0..400 {
            let n = 1 + rng.below(8) as usize;
            let m = rng.below(12) as usize;
            let edges = random_edges(&mut rng, n, m);
            let g = Graph::from_edges(n, &edges);
            let m = crate::solve::solve_graph(&g, None, None)
                .unwrap()
                .analysis
                .into_matching();
            let nu = brute_matching(n, &edges);
            assert_eq!(m.size(), nu, "round {round}");
            if let TwoColouring::Sides(left) = two_colouring(&g) {
                bipartite_seen += 1;
                let b = BipartiteGraph::new(&g, left);
                let cover = minimum_vertex_cover(&b, &m).unwrap();
                assert_eq!(cover.len(), brute_cover(n, &edges), "round {round}");
                let set = maximum_independent_set(&b, &m).unwrap();
                assert_eq!(set.len() + cover.len(), n);
            }
            match minimum_edge_cover(&g, &m) {
                Ok(cover) => assert_eq!(cover.len(), n - nu),
                Err(CoverError::IsolatedVertex { vertex }) => assert_eq!(g.degree(vertex), 0),
                Err(e) => panic!("round {round}: {e}"),
            }
        }
        assert!(bipartite_seen > 100);
    }

    #[test]
    fn a_matching_that_is_not_maximum_fails_the_check() {
        // 0 - 1 - 2 - 3 with only the middle edge matched: an augmenting path remains.
        let g = BipartiteGraph::new(
            Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]),
            vec![true, false, true, false],
        );
        let mut m = Matching::empty(4);
        m.pair(1, 2);
        assert!(matches!(
            minimum_vertex_cover(&g, &m),
            Err(CoverError::Unverified { .. })
        ));
        assert!(maximum_independent_set(&g, &m).is_err());
        let mut not_an_edge = Matching::empty(4);
        not_an_edge.pair(0, 3);
        assert!(minimum_edge_cover(g.adjacency(), &not_an_edge).is_err());
        assert_eq!(maximum_matching(&g, Algorithm::Kuhn).size(), 2);
    }
}
