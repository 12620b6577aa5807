//! Random graphs: general or bipartite, simple unless asked otherwise (no parallel edges, as
//! NetworkX's `gnm_random_graph` and contest generators make them), never self-loops.

use super::{GenError, Rng, invalid};
use crate::graph::Graph;
use crate::graph::MAX_VERTICES;

/// The most edges a generated graph may have: `2^26` (about 67 million). Generating one takes
/// about 24 bytes per edge at the peak (the edge list and the CSR graph), so this keeps a
/// run under about 2 GB.
pub const MAX_GENERATED_EDGES: u64 = 1 << 26;

/// What graph to generate.
///
/// ```
/// use bigame::generate::{GraphSpec, random_graph};
/// let g = random_graph(&GraphSpec::bipartite(3, 4, 12), 1).unwrap(); // all 12 pairs
/// assert_eq!(g.graph.edge_count(), 12);
/// assert_eq!(g.left, Some(3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphSpec {
    /// Number of vertices `n` (`1 <=` n `<=` [`MAX_VERTICES`]).
    pub vertices: u32,
    /// Number of edges `m` (at most [`MAX_GENERATED_EDGES`]).
    pub edges: u64,
    /// For a bipartite graph, the size of the left side: vertices `0..left` are the left side,
    /// `left..n` the right side, and every edge joins the two. `None`: any two vertices.
    pub left: Option<u32>,
    /// No parallel edges (each pair at most once): the default. `false` ([`GraphSpec::multi`])
    /// draws every edge independently, so pairs may repeat. Self-loops never occur.
    pub simple: bool,
}

impl GraphSpec {
    /// A simple general graph: `n` vertices, `m` distinct pairs. `O(1)`.
    pub fn general(vertices: u32, edges: u64) -> GraphSpec {
        GraphSpec {
            vertices,
            edges,
            left: None,
            simple: true,
        }
    }

    /// A simple bipartite graph with `left` and `right` vertices (saturating at `u32::MAX` in
    /// total, which [`random_graph`] refuses). `O(1)`.
    pub fn bipartite(left: u32, right: u32, edges: u64) -> GraphSpec {
        GraphSpec {
            vertices: left.saturating_add(right),
            edges,
            left: Some(left),
            simple: true,
        }
    }

    /// The same graph with parallel edges allowed: every edge drawn independently. `O(1)`.
    ///
    /// ```
    /// use bigame::generate::{GraphSpec, random_graph};
    /// // 10 edges on 3 vertices (3 pairs): only a multigraph can have them.
    /// assert!(random_graph(&GraphSpec::general(3, 10), 1).is_err());
    /// let g = random_graph(&GraphSpec::general(3, 10).multi(), 1).unwrap();
    /// assert_eq!(g.graph.edge_count(), 10);
    /// ```
    pub fn multi(self) -> GraphSpec {
        GraphSpec {
            simple: false,
            ..self
        }
    }

    /// The same graph without parallel edges (the default; undoes [`GraphSpec::multi`]).
    /// `O(1)`.
    pub fn simple(self) -> GraphSpec {
        GraphSpec {
            simple: true,
            ..self
        }
    }

    /// How many distinct pairs an edge can join: `n (n - 1) / 2`, or `left * right` for a
    /// bipartite graph; the most edges a simple graph can have. `O(1)`.
    pub fn pairs(&self) -> u64 {
        let n = self.vertices as u64;
        match self.left {
            Some(left) => left as u64 * (n.saturating_sub(left as u64)),
            None => n * n.saturating_sub(1) / 2,
        }
    }
}

/// The number of edges for an average degree `degree` on `vertices` vertices:
/// `round(vertices * degree / 2)`. Plain IEEE-754 double arithmetic (one multiplication, one
/// division, rounding), which gives the same answer on every platform. `O(1)`.
///
/// # Errors
/// A degree that is negative, not finite, or gives more than [`MAX_GENERATED_EDGES`] edges.
///
/// ```
/// use bigame::generate::graph::edges_for_degree;
/// assert_eq!(edges_for_degree(1000, 3.0), Ok(1500));
/// assert_eq!(edges_for_degree(5, 1.5), Ok(4)); // 3.75 rounds to 4
/// assert!(edges_for_degree(5, -1.0).is_err());
/// ```
pub fn edges_for_degree(vertices: u32, degree: f64) -> Result<u64, GenError> {
    if !degree.is_finite() || degree < 0.0 {
        return invalid(format!(
            "average degree {degree} is not a non-negative number"
        ));
    }
    let m = (vertices as f64 * degree / 2.0).round();
    if m > MAX_GENERATED_EDGES as f64 {
        return invalid(format!(
            "average degree {degree} on {} is {m} edges, too many (at most {MAX_GENERATED_EDGES})",
            crate::text::plural(vertices, "vertex", "vertices")
        ));
    }
    Ok(m as u64)
}

/// A generated graph and, for a bipartite one, its left side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedGraph {
    /// The graph (vertex `i` is written as `i + 1`).
    pub graph: Graph,
    /// For a bipartite graph, the size of the left side (vertices `0..left`).
    pub left: Option<u32>,
}

impl GeneratedGraph {
    /// For a bipartite graph, the side of every vertex (`true` on the left), as the Matrix
    /// Market writer takes it. `O(V)`.
    pub fn sides(&self) -> Option<Vec<bool>> {
        use crate::graph::{Adjacency, left_first_sides};
        Some(left_first_sides(self.graph.vertex_count(), self.left?))
    }
}

/// A random graph as `spec` asks, deterministic in `seed`.
///
/// - Simple (the default): `m` distinct pairs (two distinct vertices, or a left and a right
///   vertex), uniform among all sets of `m` pairs. Sparse (`m` at most half the pairs):
///   pairs are drawn, sorted and deduplicated, and the missing ones drawn again,
///   `O(V + E log E)`; dense: the pairs left *out* are drawn that way and the others
///   enumerated, `O(V + pairs)` (at most `2 m`), so even a complete graph is quick.
/// - [`GraphSpec::multi`]: every edge independently uniform over the possible pairs.
///   `O(V + E)`.
///
/// # Errors
/// No vertices, more than [`MAX_VERTICES`] vertices, more than [`MAX_GENERATED_EDGES`]
/// edges, a left side of `0` or `n` vertices (or more) when there are edges, edges without any
/// possible pair (one vertex), or more edges than pairs for a simple graph (`n (n - 1) / 2`,
/// or `left * right`).
///
/// ```
/// use bigame::generate::{GraphSpec, random_graph};
/// let a = random_graph(&GraphSpec::general(100, 300), 7).unwrap();
/// assert_eq!(a, random_graph(&GraphSpec::general(100, 300), 7).unwrap());
/// assert_ne!(a, random_graph(&GraphSpec::general(100, 300), 8).unwrap());
/// assert!(a.graph.edges().all(|(u, v)| u != v));
/// let mut pairs: Vec<_> = a.graph.edges().map(|(u, v)| (u.min(v), u.max(v))).collect();
/// pairs.sort_unstable();
/// pairs.dedup();
/// assert_eq!(pairs.len(), 300); // no parallel edges
/// ```
pub fn random_graph(spec: &GraphSpec, seed: u64) -> Result<GeneratedGraph, GenError> {
    check(spec)?;
    let mut rng = Rng::new(seed);
    let n = spec.vertices;
    let edges = if spec.simple {
        let pairs = spec.pairs();
        if spec.edges <= pairs / 2 {
            let mut keys = distinct_keys(spec, spec.edges, &mut rng);
            // The keys come out sorted; shuffle them so the edge order carries no pattern.
            rng.shuffle(&mut keys);
            keys.iter().map(|&k| decode(spec, k)).collect()
        } else {
            let left_out = distinct_keys(spec, pairs - spec.edges, &mut rng);
            let mut edges = Vec::with_capacity(spec.edges as usize);
            let mut skip = left_out.iter().peekable();
            for_each_key(spec, |k| {
                if skip.peek() == Some(&&k) {
                    skip.next();
                } else {
                    edges.push(decode(spec, k));
                }
            });
            rng.shuffle(&mut edges);
            edges
        }
    } else {
        (0..spec.edges)
            .map(|_| decode(spec, random_key(spec, &mut rng)))
            .collect::<Vec<_>>()
    };
    Ok(GeneratedGraph {
        graph: Graph::from_edges(n as usize, &edges),
        left: spec.left,
    })
}

/// Refuses specs that cannot be generated, before anything is allocated. `O(1)`.
fn check(spec: &GraphSpec) -> Result<(), GenError> {
    let n = spec.vertices as u64;
    if n == 0 {
        return invalid("a graph needs at least 1 vertex");
    }
    if n > MAX_VERTICES {
        return invalid(format!(
            "{n} vertices is too many (at most {MAX_VERTICES}, what the graph readers accept)"
        ));
    }
    if spec.edges > MAX_GENERATED_EDGES {
        return invalid(format!(
            "{} edges is too many (at most {MAX_GENERATED_EDGES})",
            spec.edges
        ));
    }
    if let Some(left) = spec.left
        && left as u64 > n
    {
        return invalid(format!(
            "the left side ({}) is larger than the graph ({})",
            crate::text::plural(left, "vertex", "vertices"),
            crate::text::plural(n, "vertex", "vertices")
        ));
    }
    let pairs = spec.pairs();
    if spec.edges > 0 && pairs == 0 {
        return invalid(match spec.left {
            Some(left) => format!(
                "{} asked for, but a bipartite graph with sides of {left} and {} has no possible edge",
                crate::text::plural(spec.edges, "edge", "edges"),
                crate::text::plural(n - left as u64, "vertex", "vertices")
            ),
            None => format!(
                "{} asked for, but a graph with 1 vertex has no possible edge (no self-loops)",
                crate::text::plural(spec.edges, "edge", "edges")
            ),
        });
    }
    if spec.simple && spec.edges > pairs {
        let graph = match spec.left {
            Some(left) => format!(
                "a bipartite graph with sides of {left} and {} vertices has at most {pairs} ({left} x {})",
                n - left as u64,
                n - left as u64
            ),
            None => format!(
                "a graph on {} has at most {pairs} (n (n - 1) / 2)",
                crate::text::plural(n, "vertex", "vertices")
            ),
        };
        return Err(GenError::TooManyEdges {
            what: format!(
                "{} asked for, but without parallel edges {graph}",
                crate::text::plural(spec.edges, "edge", "edges"),
            ),
        });
    }
    Ok(())
}

/// A pair as a number: `u * n + v` with `u < v` (general), or `u * right + (v - left)`
/// with `u` on the left and `v` on the right (bipartite). Keys sort in the order of
/// `(u, v)`.
fn random_key(spec: &GraphSpec, rng: &mut Rng) -> u64 {
    let n = spec.vertices as u64;
    match spec.left {
        Some(left) => {
            let left = left as u64;
            rng.below(left) * (n - left) + rng.below(n - left)
        }
        None => loop {
            let (u, v) = (rng.below(n), rng.below(n));
            if u != v {
                break u.min(v) * n + u.max(v);
            }
        },
    }
}

/// The edge of a key (see [`random_key`]).
fn decode(spec: &GraphSpec, key: u64) -> (u32, u32) {
    let n = spec.vertices as u64;
    match spec.left {
        Some(left) => {
            let right = n - left as u64;
            ((key / right) as u32, (left as u64 + key % right) as u32)
        }
        None => ((key / n) as u32, (key % n) as u32),
    }
}

/// Calls `f` with every key, in increasing order. `O(pairs)`.
fn for_each_key(spec: &GraphSpec, mut f: impl FnMut(u64)) {
    let n = spec.vertices as u64;
    match spec.left {
        Some(left) => (0..left as u64 * (n - left as u64)).for_each(f),
        None => {
            for u in 0..n {
                for v in u + 1..n {
                    f(u * n + v);
                }
            }
        }
    }
}

/// `count` distinct random keys (at most half of the pairs), sorted: draw, sort, deduplicate;
/// draw the missing ones, keep those not seen yet, merge; repeat. Each round at least halves
/// what is missing in expectation (at most half the pairs are taken), so the rounds cost
/// `O(count log count)` in all.
fn distinct_keys(spec: &GraphSpec, count: u64, rng: &mut Rng) -> Vec<u64> {
    let mut keys: Vec<u64> = (0..count).map(|_| random_key(spec, rng)).collect();
    keys.sort_unstable();
    keys.dedup();
    while (keys.len() as u64) < count {
        let missing = count - keys.len() as u64;
        let mut extra: Vec<u64> = (0..missing).map(|_| random_key(spec, rng)).collect();
        extra.sort_unstable();
        extra.dedup();
        extra.retain(|k| keys.binary_search(k).is_err());
        let mut merged = Vec::with_capacity(keys.len() + extra.len());
        let (mut i, mut j) = (0, 0);
        while i < keys.len() || j < extra.len() {
            if j == extra.len() || (i < keys.len() && keys[i] < extra[j]) {
                merged.push(keys[i]);
                i += 1;
            } else {
                merged.push(extra[j]);
                j += 1;
            }
        }
        keys = merged;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;

    #[test]
    fn dense_simple_graphs_are_complete_when_asked_for_every_pair() {
        let g = random_graph(&GraphSpec::general(6, 15), 1).unwrap();
        let mut edges: Vec<_> = g.graph.edges().collect();
        edges.sort_unstable();
        edges.dedup();
        assert_eq!(edges.len(), 15);
        let b = random_graph(&GraphSpec::bipartite(3, 4, 11), 2).unwrap();
        let mut edges: Vec<_> = b.graph.edges().collect();
        edges.sort_unstable();
        edges.dedup();
        assert_eq!(edges.len(), 11);
        assert!(edges.iter().all(|&(u, v)| u < 3 && v >= 3));
        assert_eq!(b.graph.vertex_count(), 7);
    }

    #[test]
    fn impossible_specs_are_refused() {
        assert!(random_graph(&GraphSpec::general(0, 0), 1).is_err());
        assert!(random_graph(&GraphSpec::general(1, 1).multi(), 1).is_err());
        assert!(random_graph(&GraphSpec::general(1, 0), 1).is_ok());
        assert!(random_graph(&GraphSpec::general(4, 7), 1).is_err());
        assert!(random_graph(&GraphSpec::general(4, 7).multi(), 1).is_ok());
        assert!(random_graph(&GraphSpec::bipartite(3, 4, 13), 1).is_err());
        assert!(random_graph(&GraphSpec::bipartite(0, 4, 1), 1).is_err());
        assert!(random_graph(&GraphSpec::general(u32::MAX, 1), 1).is_err());
        assert!(random_graph(&GraphSpec::general(10, MAX_GENERATED_EDGES + 1), 1).is_err());
        let mut spec = GraphSpec::bipartite(5, 5, 1);
        spec.left = Some(11);
        assert!(random_graph(&spec, 1).is_err());
    }
}
