//! Graphs and the adjacency traits every algorithm is generic over.
//!
//! Algorithms never ask for a concrete graph type: they ask for an [`Adjacency`] (neighbours of a
//! vertex) and, when they need the two sides, a [`Bipartite`] adjacency. [`Graph`] is the
//! compact CSR graph built from an edge list; boards (see [`crate::board`]) implement the same
//! traits by computing neighbours from the cell index, without building any adjacency array.
//!
//! Vertex ids are `u32`; [`NONE`] (`u32::MAX`) means "no vertex".

use std::collections::VecDeque;

/// The "no vertex" id, used for unmatched vertices and absent parents.
pub const NONE: u32 = u32::MAX;

/// The most vertices a graph may have when it is read from a file, given to the Python
/// package or generated: `2^26` (67108864), the one vertex limit of every front end. Far
/// inside the `u32` ids because a header of a few bytes (`n m`, `p edge n m`, a Matrix Market
/// size line, JSON's `"vertices"`) declares `n` vertices and each costs memory even when
/// isolated: about 22 bytes once solved (1.45 GB for 2^26 isolated vertices), so a 13-byte
/// file cannot make bigame allocate more than that.
pub const MAX_VERTICES: u64 = 1 << 26;

/// The most edges a graph may have when it is read from a file or generated: a [`Graph`]
/// stores both directions of every edge with `u32` offsets, so at most `u32::MAX / 2`.
pub const MAX_EDGES: u64 = (u32::MAX / 2) as u64;

/// The neighbours of each vertex of an undirected graph with vertex ids `0..vertex_count()`.
///
/// Neighbours are listed through numbered *slots* so that iterative depth-first searches can
/// keep a resumable cursor per vertex: slot `i` of `v` holds a neighbour or nothing (a board
/// cell has four slots, some of them off the board or blocked). An edge `{u, v}` appears in a
/// slot of `u` and in a slot of `v`; parallel edges appear once per copy.
///
/// Adjacencies are `Sync`: the algorithms may read a large graph from two threads at once
/// (the sweeps of [`crate::matching::ms_bfs`], a board's halves).
pub trait Adjacency: Sync {
    /// Number of vertex ids; ids are `0..vertex_count()`. Some ids may be isolated (a blocked
    /// board cell is an id with no neighbours).
    fn vertex_count(&self) -> usize;

    /// Number of neighbour slots of `v`. `O(1)`.
    fn slot_count(&self, v: u32) -> u32;

    /// The neighbour in slot `slot` of `v`, or `None` if that slot is empty. `O(1)`.
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32>;

    /// Calls `f` on every neighbour of `v`, in slot order. `O(degree)`.
    ///
    /// Implementors override this when they can iterate faster than slot by slot.
    #[inline]
    fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        for slot in 0..self.slot_count(v) {
            if let Some(w) = self.neighbor(v, slot) {
                f(w);
            }
        }
    }

    /// Calls `f` on every neighbour of `v` and perhaps also on some *isolated* ids (ids with no
    /// neighbours at all). A caller that marks isolated ids as unusable beforehand can skip
    /// the test that filters them out; on a board that test is a hard-to-predict branch per
    /// neighbour (is the cell blocked?). The default lists exactly the neighbours.
    /// `O(slots of v)`.
    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, f: impl FnMut(u32)) {
        self.for_each_neighbor(v, f)
    }

    /// Number of neighbours of `v` (counting parallel edges). `O(slots of v)`.
    fn degree(&self, v: u32) -> u32 {
        let mut d = 0;
        self.for_each_neighbor(v, |_| d += 1);
        d
    }

    /// Whether `w` is a neighbour of the vertex `v` (`false` for `w` out of range). The default reads
    /// `v`'s neighbours, `O(slots of v)`; a board answers from the step between the two cells
    /// in `O(moves)`, without listing `v`'s neighbours.
    fn has_edge(&self, v: u32, w: u32) -> bool {
        let mut found = false;
        self.for_each_neighbor(v, |x| found |= x == w);
        found
    }
}

/// The neighbour slots of all vertices together (twice the edges of a CSR graph; on a board,
/// blocked cells' slots too): what one sweep of `g` scans, the unit the matching algorithms'
/// work budgets count in. `O(V)`.
pub(crate) fn slot_total<A: Adjacency + ?Sized>(g: &A) -> u64 {
    (0..g.vertex_count() as u32)
        .map(|v| u64::from(g.slot_count(v)))
        .sum()
}

/// One sweep of `g`: its ids plus its neighbour slots (`V + 2E` on a graph), the unit of
/// `--stats` and of every stage's work budget. `O(V)`.
pub(crate) fn sweep_work<A: Adjacency + ?Sized>(g: &A) -> u64 {
    g.vertex_count() as u64 + slot_total(g)
}

/// An adjacency whose vertices are split in two sides with every edge between the sides.
///
/// Only *left* vertices are asked for; every other id (right vertices and isolated ids such as
/// blocked cells) is treated as the right side.
pub trait Bipartite: Adjacency {
    /// Whether `v` is on the left side. `O(1)`.
    fn is_left(&self, v: u32) -> bool;
}

impl<A: Adjacency + ?Sized> Adjacency for &A {
    fn vertex_count(&self) -> usize {
        (**self).vertex_count()
    }
    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        (**self).slot_count(v)
    }
    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        (**self).neighbor(v, slot)
    }
    #[inline]
    fn for_each_neighbor(&self, v: u32, f: impl FnMut(u32)) {
        (**self).for_each_neighbor(v, f)
    }
    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, f: impl FnMut(u32)) {
        (**self).for_each_neighbor_or_isolated(v, f)
    }
    #[inline]
    fn degree(&self, v: u32) -> u32 {
        (**self).degree(v)
    }
    #[inline]
    fn has_edge(&self, v: u32, w: u32) -> bool {
        (**self).has_edge(v, w)
    }
}

impl<B: Bipartite + ?Sized> Bipartite for &B {
    #[inline]
    fn is_left(&self, v: u32) -> bool {
        (**self).is_left(v)
    }
}

mod build;
mod edge_order;
mod renumber;
mod scc;
mod simple;
mod square_colouring;
mod symmetric_csr;

pub(crate) use build::{both, join};
pub use edge_order::EdgeOrder;
pub use renumber::{Renumbering, numbering_is_scattered, numbering_is_scattered_counted};
pub(crate) use scc::strongly_connected_components;
pub use simple::without_parallel_edges;
pub use square_colouring::{
    NearBipartition, square_first_colouring, square_first_colouring_counted,
};
pub use symmetric_csr::CsrError;

/// Why [`Graph::try_from_edges`] refused its edges. Vertex ids and edge indices are 0-based.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GraphError {
    /// An end of an edge is not a vertex id (`vertex >= vertices`).
    #[error(
        "edge {edge} (ids from 0) has an end {vertex} out of range ({})",
        if *vertices == 0 { "there are no vertices".to_string() } else { format!("vertices 0 to {}", vertices - 1) }
    )]
    OutOfRange {
        /// The edge's index.
        edge: usize,
        /// The end that is out of range.
        vertex: u32,
        /// The number of vertices.
        vertices: usize,
    },
    /// An edge joins a vertex to itself (the game never uses one).
    #[error("edge {edge} (ids from 0) is a self-loop at vertex {vertex}")]
    SelfLoop {
        /// The edge's index.
        edge: usize,
        /// The vertex.
        vertex: u32,
    },
    /// More vertices than `u32` ids can name (the limit is `u32::MAX - 1`).
    #[error("{vertices} vertices is too many (at most {})", u32::MAX - 1)]
    TooManyVertices {
        /// The number of vertices asked for.
        vertices: usize,
    },
    /// More edges than the adjacency array's `u32` offsets can hold (`2 E` must fit).
    #[error("{edges} edges is too many (at most {})", u32::MAX / 2)]
    TooManyEdges {
        /// The number of edges given.
        edges: usize,
    },
}

/// An undirected graph in compressed sparse row form: `offsets[v]..offsets[v + 1]` indexes the
/// neighbours of `v` in `targets`. Memory: `4 (V + 1) + 8 E` bytes.
///
/// ```
/// use bigame::graph::{Adjacency, Graph};
/// // 0 - 1 - 2
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// assert_eq!(g.neighbors(1), &[0, 2]);
/// assert_eq!(g.edge_count(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Graph {
    /// Builds the graph on vertices `0..n` from its edges (self-loops must not occur, parallel
    /// edges are kept). Neighbours of each vertex keep the order of the edge list. `O(V + E)`.
    ///
    /// Large graphs (over 2^21 half-edges) are built in two cache-friendly passes,
    /// on up to 8 threads: the half-edges are first grouped by blocks of vertices, then each
    /// block is placed within its own small slice of the adjacency array, instead of one pass
    /// of random writes all over it (for 7.3 * 10^6 random edges on 10^6 vertices: half the
    /// CPU time, at the cost of `16 E` bytes of temporary memory). The result does not depend
    /// on the number of threads.
    ///
    /// # Panics
    /// If an endpoint is `>= n`, an edge is a self-loop, `n` is `u32::MAX` or more, or `2 E`
    /// does not fit in `u32`. For edges that come from users, [`Graph::try_from_edges`] says
    /// what is wrong instead.
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Graph {
        Self::from_edge_chunks(n, &[edges])
    }

    /// [`Graph::from_edges`] for edges that come from users: checks them first and returns
    /// what is wrong instead of panicking (the first bad edge, by its index in `edges`).
    /// `O(V + E)`.
    ///
    /// ```
    /// use bigame::graph::{Graph, GraphError};
    /// let g = Graph::try_from_edges(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(g, Graph::from_edges(3, &[(0, 1), (1, 2)]));
    /// let e = Graph::try_from_edges(3, &[(0, 1), (1, 3)]).unwrap_err();
    /// assert_eq!(e, GraphError::OutOfRange { edge: 1, vertex: 3, vertices: 3 });
    /// assert_eq!(e.to_string(), "edge 1 (ids from 0) has an end 3 out of range (vertices 0 to 2)");
    /// assert_eq!(
    ///     Graph::try_from_edges(3, &[(2, 2)]).unwrap_err(),
    ///     GraphError::SelfLoop { edge: 0, vertex: 2 }
    /// );
    /// ```
    ///
    /// # Errors
    /// [`GraphError`]: an end `>= n`, a self-loop, or more vertices or edges than a `Graph`
    /// holds (`n` must be below `u32::MAX`, `2 E` fit in a `u32`).
    pub fn try_from_edges(n: usize, edges: &[(u32, u32)]) -> Result<Graph, GraphError> {
        if n >= u32::MAX as usize {
            return Err(GraphError::TooManyVertices { vertices: n });
        }
        if edges.len() > (u32::MAX / 2) as usize {
            return Err(GraphError::TooManyEdges { edges: edges.len() });
        }
        for (edge, &(u, v)) in edges.iter().enumerate() {
            if let Some(vertex) = [u, v].into_iter().find(|&w| w as usize >= n) {
                return Err(GraphError::OutOfRange {
                    edge,
                    vertex,
                    vertices: n,
                });
            }
            if u == v {
                return Err(GraphError::SelfLoop { edge, vertex: u });
            }
        }
        Ok(Self::from_edges(n, edges))
    }

    /// [`Graph::from_edges`] for edges given in pieces (as parsers working on parts of a file
    /// produce them): the edges are the chunks' edges one after another, so the graph is the
    /// one `from_edges` builds from their concatenation, without copying them into one list.
    /// `O(V + E)`.
    ///
    /// ```
    /// use bigame::graph::{Adjacency, Graph};
    /// let g = Graph::from_edge_chunks(3, &[&[(0, 1)], &[(1, 2), (2, 0)]]);
    /// assert_eq!(g, Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]));
    /// assert_eq!(g.neighbors(1), &[0, 2]);
    /// ```
    ///
    /// # Panics
    /// As [`Graph::from_edges`].
    pub fn from_edge_chunks(n: usize, chunks: &[&[(u32, u32)]]) -> Graph {
        let (offsets, targets) = build::build(n, chunks);
        Graph { offsets, targets }
    }

    /// The neighbours of `v` (with repetitions for parallel edges). `O(1)`.
    #[inline]
    pub fn neighbors(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// Number of edges (parallel edges counted). `O(1)`.
    pub fn edge_count(&self) -> usize {
        self.targets.len() / 2
    }

    /// Every edge once, as `(u, v)` with `u < v`, in order of `u`. `O(V + E)`.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.vertex_count() as u32).flat_map(move |u| {
            self.neighbors(u)
                .iter()
                .filter(move |&&v| u < v)
                .map(move |&v| (u, v))
        })
    }
}

impl Adjacency for Graph {
    fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }
    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        self.offsets[v as usize + 1] - self.offsets[v as usize]
    }
    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        Some(self.targets[(self.offsets[v as usize] + slot) as usize])
    }
    #[inline]
    fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        for &w in self.neighbors(v) {
            f(w);
        }
    }
    #[inline]
    fn degree(&self, v: u32) -> u32 {
        self.slot_count(v)
    }
}

/// An adjacency together with the side of every vertex: a graph known to be bipartite.
#[derive(Clone, Debug)]
pub struct BipartiteGraph<A> {
    adjacency: A,
    left: Vec<bool>,
}

impl<A: Adjacency> BipartiteGraph<A> {
    /// Pairs `adjacency` with its sides (`left[v]` is true for left vertices). The caller
    /// promises every edge joins the two sides; algorithms give wrong answers otherwise.
    /// Use [`two_colouring`] to obtain sides that are guaranteed valid.
    ///
    /// # Panics
    /// If `left.len()` differs from the vertex count.
    pub fn new(adjacency: A, left: Vec<bool>) -> Self {
        assert_eq!(left.len(), adjacency.vertex_count());
        BipartiteGraph { adjacency, left }
    }

    /// The underlying adjacency.
    pub fn adjacency(&self) -> &A {
        &self.adjacency
    }
}

impl<A: Adjacency> Adjacency for BipartiteGraph<A> {
    fn vertex_count(&self) -> usize {
        self.adjacency.vertex_count()
    }
    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        self.adjacency.slot_count(v)
    }
    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        self.adjacency.neighbor(v, slot)
    }
    #[inline]
    fn for_each_neighbor(&self, v: u32, f: impl FnMut(u32)) {
        self.adjacency.for_each_neighbor(v, f)
    }
    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, f: impl FnMut(u32)) {
        self.adjacency.for_each_neighbor_or_isolated(v, f)
    }
    #[inline]
    fn degree(&self, v: u32) -> u32 {
        self.adjacency.degree(v)
    }
    #[inline]
    fn has_edge(&self, v: u32, w: u32) -> bool {
        self.adjacency.has_edge(v, w)
    }
}

impl<A: Adjacency> Bipartite for BipartiteGraph<A> {
    #[inline]
    fn is_left(&self, v: u32) -> bool {
        self.left[v as usize]
    }
}

/// The sides of a graph whose first `left` vertices (ids `0..left`) are the left side and the
/// other `vertex_count - left` the right side, as generated bipartite graphs and Matrix Market
/// files (rows first) number them: `sides[v]` is `v < left`. `O(V)`.
///
/// ```
/// assert_eq!(bigame::graph::left_first_sides(3, 1), [true, false, false]);
/// ```
pub fn left_first_sides(vertex_count: usize, left: u32) -> Vec<bool> {
    (0..vertex_count).map(|v| v < left as usize).collect()
}

/// The result of trying to two-colour a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TwoColouring {
    /// The graph is bipartite; `left[v]` tells the side of `v`. In each connected component
    /// the vertex with the smallest id is on the left.
    Sides(Vec<bool>),
    /// The graph is not bipartite; the vertices of one odd cycle, in cycle order (the last one
    /// is adjacent to the first).
    OddCycle(Vec<u32>),
}

/// Two-colours `g` by breadth-first search, returning the sides or an odd cycle as evidence.
/// `O(V + E)` time, `O(V)` extra memory, no recursion.
///
/// ```
/// use bigame::graph::{two_colouring, Graph, TwoColouring};
/// //   0          0 - 1
/// //  / \         |   |
/// // 1 - 2        3 - 2
/// let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
/// assert!(matches!(two_colouring(&triangle), TwoColouring::OddCycle(c) if c.len() == 3));
/// let square = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
/// assert_eq!(two_colouring(&square), TwoColouring::Sides(vec![true, false, true, false]));
/// ```
pub fn two_colouring<A: Adjacency>(g: &A) -> TwoColouring {
    let n = g.vertex_count();
    let mut parent = vec![NONE; n];
    let mut depth = vec![u32::MAX; n];
    let mut queue = VecDeque::new();
    for root in 0..n as u32 {
        if depth[root as usize] != u32::MAX {
            continue;
        }
        depth[root as usize] = 0;
        queue.push_back(root);
        while let Some(u) = queue.pop_front() {
            let du = depth[u as usize];
            let mut conflict = None;
            g.for_each_neighbor(u, |w| {
                if conflict.is_some() {
                    return;
                }
                let dw = depth[w as usize];
                if dw == u32::MAX {
                    depth[w as usize] = du + 1;
                    parent[w as usize] = u;
                    queue.push_back(w);
                } else if dw % 2 == du % 2 {
                    conflict = Some(w);
                }
            });
            if let Some(w) = conflict {
                return TwoColouring::OddCycle(odd_cycle(&parent, &depth, u, w));
            }
        }
    }
    TwoColouring::Sides(depth.iter().map(|&d| d % 2 == 0).collect())
}

/// The cycle closed by the edge `{u, w}` between two vertices of equal depth parity in a BFS
/// tree: `u` up to the lowest common ancestor, then down to `w`.
fn odd_cycle(parent: &[u32], depth: &[u32], u: u32, w: u32) -> Vec<u32> {
    let (mut a, mut b) = (u, w);
    let mut up = vec![a];
    let mut down = vec![b];
    while depth[a as usize] > depth[b as usize] {
        a = parent[a as usize];
        up.push(a);
    }
    while depth[b as usize] > depth[a as usize] {
        b = parent[b as usize];
        down.push(b);
    }
    while a != b {
        a = parent[a as usize];
        b = parent[b as usize];
        up.push(a);
        down.push(b);
    }
    down.pop(); // the common ancestor is already the last vertex of `up`
    up.extend(down.into_iter().rev());
    up
}

/// A random multigraph for unit tests: `n` vertices and `m` draws of two ends, uniform and
/// independent, self-loops dropped (so parallel edges and odd cycles are common). `O(n + m)`.
#[cfg(test)]
pub(crate) fn random_multigraph(rng: &mut crate::rng::Rng, n: u32, m: u64) -> Graph {
    let edges: Vec<(u32, u32)> = (0..m)
        .map(|_| {
            (
                rng.below(u64::from(n)) as u32,
                rng.below(u64::from(n)) as u32,
            )
        })
        .filter(|(u, v)| u != v)
        .collect();
    Graph::from_edges(n as usize, &edges)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn try_from_edges_refuses_what_from_edges_panics_on() {
        assert_eq!(
            Graph::try_from_edges(0, &[(0, 1)]),
            Err(GraphError::OutOfRange {
                edge: 0,
                vertex: 0,
                vertices: 0
            })
        );
        assert_eq!(
            Graph::try_from_edges(0, &[(0, 1)]).unwrap_err().to_string(),
            "edge 0 (ids from 0) has an end 0 out of range (there are no vertices)"
        );
        // The first bad edge, and its first bad end.
        assert_eq!(
            Graph::try_from_edges(2, &[(0, 1), (5, 7), (1, 1)]),
            Err(GraphError::OutOfRange {
                edge: 1,
                vertex: 5,
                vertices: 2
            })
        );
        assert_eq!(
            Graph::try_from_edges(2, &[(0, 1), (1, 1), (5, 7)]),
            Err(GraphError::SelfLoop { edge: 1, vertex: 1 })
        );
        assert_eq!(
            Graph::try_from_edges(u32::MAX as usize, &[]),
            Err(GraphError::TooManyVertices {
                vertices: u32::MAX as usize
            })
        );
        // Parallel edges and isolated vertices are fine.
        let g = Graph::try_from_edges(4, &[(0, 1), (1, 0)]).unwrap();
        assert_eq!(g, Graph::from_edges(4, &[(0, 1), (1, 0)]));
        assert_eq!(Graph::try_from_edges(0, &[]).unwrap().vertex_count(), 0);
    }

    fn assert_is_odd_cycle(g: &Graph, cycle: &[u32]) {
        assert!(cycle.len() % 2 == 1, "{cycle:?} has even length");
        let mut seen = cycle.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), cycle.len(), "{cycle:?} repeats a vertex");
        for i in 0..cycle.len() {
            let (a, b) = (cycle[i], cycle[(i + 1) % cycle.len()]);
            assert!(g.neighbors(a).contains(&b), "{a}-{b} is not an edge");
        }
    }

    #[test]
    fn odd_cycles_are_found_and_valid() {
        // A 5-cycle hanging off a path, and a triangle among even cycles.
        let g = Graph::from_edges(7, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 2)]);
        match two_colouring(&g) {
            TwoColouring::OddCycle(c) => assert_is_odd_cycle(&g, &c),
            other => panic!("expected an odd cycle, got {other:?}"),
        }
        let k4 = Graph::from_edges(4, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
        match two_colouring(&k4) {
            TwoColouring::OddCycle(c) => assert_is_odd_cycle(&k4, &c),
            other => panic!("expected an odd cycle, got {other:?}"),
        }
    }

    #[test]
    fn sides_are_proper() {
        let g = Graph::from_edges(6, &[(0, 1), (1, 2), (3, 4), (4, 5), (5, 3)]);
        // 3-4-5-3 is a triangle.
        assert!(matches!(two_colouring(&g), TwoColouring::OddCycle(_)));
        let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (4, 5), (0, 3)]);
        match two_colouring(&g) {
            TwoColouring::Sides(left) => {
                for (u, v) in g.edges() {
                    assert_ne!(left[u as usize], left[v as usize]);
                }
            }
            other => panic!("expected sides, got {other:?}"),
        }
    }

    #[test]
    fn parallel_edges_are_kept() {
        let g = Graph::from_edges(2, &[(0, 1), (1, 0)]);
        assert_eq!(g.neighbors(0), &[1, 1]);
        assert_eq!(g.edges().count(), 2);
        assert!(matches!(two_colouring(&g), TwoColouring::Sides(_)));
    }
}
