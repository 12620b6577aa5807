//! "A cover of this graph": the entry point of `bigame match --cover`, `--independent-set`
//! and `--edge-cover` and of every other front end that asks for one. The matching comes from
//! [`solve_graph`] (the algorithm picked and the answer self-checked as for the verdicts),
//! the cover from [`crate::matching`]'s functions, which check it before it leaves.

use super::{Solution, SolveError, solve_graph};
use crate::graph::{Adjacency, BipartiteGraph, TwoColouring, two_colouring};
use crate::matching::{
    Algorithm, CoverError, maximum_independent_set, minimum_edge_cover, minimum_vertex_cover,
};

/// Which cover [`solve_cover`] is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverKind {
    /// A minimum vertex cover (bipartite graphs only: König).
    VertexCover,
    /// A maximum independent set (bipartite graphs only: the complement of the cover).
    IndependentSet,
    /// A minimum edge cover (any graph without isolated vertices).
    EdgeCover,
}

impl CoverKind {
    /// The name used in messages and JSON: `vertex_cover`, `independent_set`, `edge_cover`.
    /// `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            CoverKind::VertexCover => "vertex_cover",
            CoverKind::IndependentSet => "independent_set",
            CoverKind::EdgeCover => "edge_cover",
        }
    }
}

/// A cover, as [`solve_cover`] returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cover {
    /// A vertex set (a vertex cover or an independent set): sorted ids.
    Vertices(Vec<u32>),
    /// An edge set (an edge cover): `(u, v)` with `u < v`.
    Edges(Vec<(u32, u32)>),
}

impl Cover {
    /// The number of vertices or edges. `O(1)`.
    pub fn len(&self) -> usize {
        match self {
            Cover::Vertices(v) => v.len(),
            Cover::Edges(e) => e.len(),
        }
    }

    /// Whether the cover is empty. `O(1)`.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A maximum matching of `g` ([`solve_graph`], with `sides` and `algorithm` as there) and the
/// cover `kind` made from it, checked (a vertex cover of the matching's size, an independent
/// set of `V - ν` vertices with no edge inside, an edge cover of `V - ν` edges covering every
/// vertex).
///
/// Cost: [`solve_graph`]'s, plus `O(V + E)` to two-colour `g` (when `sides` are not given) and
/// to build and check the cover.
///
/// # Errors
/// [`SolveError::NotBipartiteCover`] for a vertex cover or independent set of a graph with an
/// odd cycle (NP-hard in general); [`SolveError::IsolatedVertex`] for an edge cover of a graph
/// with an isolated vertex; what [`solve_graph`] refuses; [`SolveError::Unverified`] if the
/// cover fails its check (a bug).
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::solve::{Cover, CoverKind, SolveError, solve_cover};
/// // a 4-cycle 0 - 1 - 2 - 3 - 0: {0, 2} covers it
/// let square = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
/// let (solved, cover) = solve_cover(&square, None, None, CoverKind::VertexCover).unwrap();
/// assert_eq!(cover, Cover::Vertices(vec![0, 2]));
/// assert_eq!(solved.analysis.matching().size(), 2);
/// let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
/// let refused = solve_cover(&triangle, None, None, CoverKind::VertexCover);
/// assert!(matches!(refused, Err(SolveError::NotBipartiteCover { .. })));
/// let (_, edges) = solve_cover(&triangle, None, None, CoverKind::EdgeCover).unwrap();
/// assert_eq!(edges.len(), 2);
/// ```
pub fn solve_cover<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
    kind: CoverKind,
) -> Result<(Solution, Cover), SolveError> {
    if kind == CoverKind::EdgeCover {
        if let Some(vertex) = (0..g.vertex_count() as u32).find(|&v| isolated(g, v)) {
            return Err(SolveError::IsolatedVertex { vertex });
        }
        let solved = solve_graph(g, sides, algorithm)?;
        let cover = minimum_edge_cover(g, solved.analysis.matching()).map_err(from_cover)?;
        return Ok((solved, Cover::Edges(cover)));
    }
    let left = match sides {
        Some(left) => left,
        None => match two_colouring(g) {
            TwoColouring::Sides(left) => left,
            TwoColouring::OddCycle(cycle) => {
                return Err(SolveError::NotBipartiteCover { cycle, kind });
            }
        },
    };
    let solved = solve_graph(g, Some(left.clone()), algorithm)?;
    let b = BipartiteGraph::new(g, left);
    let matching = solved.analysis.matching();
    let vertices = match kind {
        CoverKind::VertexCover => minimum_vertex_cover(&b, matching),
        _ => maximum_independent_set(&b, matching),
    }
    .map_err(from_cover)?;
    Ok((solved, Cover::Vertices(vertices)))
}

/// Whether `v` has no neighbour but itself. `O(degree)`.
fn isolated<A: Adjacency>(g: &A, v: u32) -> bool {
    let mut other = false;
    g.for_each_neighbor(v, |w| other |= w != v);
    !other
}

/// A cover's failed check, as the solver's error (it comes after the matching passed its own
/// self-check, so it is a bug).
fn from_cover(e: CoverError) -> SolveError {
    match e {
        CoverError::IsolatedVertex { vertex } => SolveError::IsolatedVertex { vertex },
        other => SolveError::Unverified {
            reason: other.to_string(),
        },
    }
}
