//! Grundy values (nim-values) of the token game: what decides sums of games, where a turn
//! moves one token of the player's choice (Sprague–Grundy: the mover wins a sum iff the XOR
//! of the parts' values is non-zero).
//!
//! Two exact methods, picked per connected component of the graph:
//!
//! - **Maximum degree 3** (`chain.rs`): every vertex of the component except the start has at
//!   most 3 distinct neighbours. Polynomial: after the first move the token sits on a vertex
//!   with at most 2 moves, so every later value is 0, 1 or 2, and it is read off a chain of
//!   matching questions (one augmenting search each) on the incremental engine.
//! - **Otherwise** (`search.rs`): exact search over positions, memoised by the token and the
//!   token's component of what is left, and pruned by the matching theorem (value 0 exactly
//!   when the token is missed by some maximum matching of what is left, without search). Only
//!   for components of at most [`SEARCH_LIMIT`] vertices and [`SEARCH_BUDGET`] remembered
//!   positions: the problem is PSPACE-complete in general (Burke, Ferland and Teng, FOCS 2021),
//!   and above that a [`GrundyError`] says so; who wins from every start is still answered
//!   by [`crate::game::analyze_general`].

mod blocks;
mod chain;
#[cfg(test)]
mod exhaustive;
mod search;
mod sum;
#[cfg(test)]
mod tests;

use crate::game::Position;
use crate::graph::{Adjacency, Graph};
use crate::matching::{blossom, general_start};
pub use sum::{SumAnswer, grundy_of_sum};

/// The most vertices a component may have for the exact search: the memo keys are 128-bit
/// sets. Random graphs of maximum degree 4 and 5 of this size, 11 x 11 grids and complete
/// graphs up to `K_22` take under 12 ms (BENCHMARKS.md); [`SEARCH_BUDGET`] stops the rest.
pub const SEARCH_LIMIT: usize = 128;

/// The most positions the exact search remembers per component before it gives up (about
/// 40 bytes each, so at most about 100 MB): none of the measured families comes near it, since
/// the matching theorem settles most positions as 0 without search, but the problem is
/// PSPACE-complete at maximum degree 4 and hard instances would exhaust it.
pub const SEARCH_BUDGET: usize = 1 << 21;

/// Why a Grundy value was not computed: the component needs the exact search (a vertex other
/// than the start has more than 3 neighbours) and is too large for it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GrundyError {
    /// The start's component has more than [`SEARCH_LIMIT`] vertices.
    #[error(
        "Grundy values need an exact search here (vertex {vertex} has {degree} neighbours, more than 3) and the component of vertex {start} has {vertices} vertices, over the limit of {SEARCH_LIMIT} (the problem is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins from every start is still answered without --grundy"
    )]
    TooLarge {
        /// A start in the component (0-based id).
        start: u32,
        /// The component's vertex count.
        vertices: usize,
        /// A vertex with more than 3 neighbours.
        vertex: u32,
        /// Its number of distinct neighbours.
        degree: usize,
    },
    /// The exact search remembered [`SEARCH_BUDGET`] positions without finishing.
    #[error(
        "Grundy values need an exact search here (vertex {vertex} has {degree} neighbours, more than 3) and the component of vertex {start} ({vertices} vertices) took more than {SEARCH_BUDGET} positions (the problem is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins from every start is still answered without --grundy"
    )]
    OverBudget {
        /// The start whose search gave up (0-based id).
        start: u32,
        /// The component's vertex count.
        vertices: usize,
        /// A vertex with more than 3 neighbours.
        vertex: u32,
        /// Its number of distinct neighbours.
        degree: usize,
    },
}

impl GrundyError {
    /// The start asked about, a vertex of its component with more than 3 neighbours, and
    /// that vertex's number of distinct neighbours (ids from 0). `O(1)`.
    pub fn wide_vertex(&self) -> (u32, u32, usize) {
        match *self {
            GrundyError::TooLarge {
                start,
                vertex,
                degree,
                ..
            }
            | GrundyError::OverBudget {
                start,
                vertex,
                degree,
                ..
            } => (start, vertex, degree),
        }
    }

    /// Why the exact search stopped, of the start's component, counting its vertices as
    /// `unit` ("vertices", "free cells"): "has 200 vertices, over the limit of 128", or "(200
    /// vertices) took more than 2097152 positions". `O(1)`.
    pub fn why(&self, unit: &str) -> String {
        match *self {
            GrundyError::TooLarge { vertices, .. } => {
                format!("has {vertices} {unit}, over the limit of {SEARCH_LIMIT}")
            }
            GrundyError::OverBudget { vertices, .. } => {
                format!("({vertices} {unit}) took more than {SEARCH_BUDGET} positions")
            }
        }
    }
}

/// The Grundy value of every start vertex of `g` (an isolated vertex has value 0).
///
/// Cost: the Gallai–Edmonds decomposition and the edge classes once (the value-0 layer: a
/// start some maximum matching misses, a move along an edge in some maximum matching), then
/// per other move of a maximum-degree-3 component `O(k)` augmenting searches, `k` the length
/// of its chain up to the first step whose value is remembered (a step across a bridge is
/// remembered once walked): `O(V^2 E α(V))` worst case over all starts, met
/// where chains stay inside one block (a cycle with a pendant at every vertex: every chain
/// runs round the cycle), `O(V E α(V))` where every step crosses a bridge (trees, combs), and
/// short chains on random graphs. Components with a vertex of more than 3 neighbours are
/// searched exactly (exponential), up to [`SEARCH_LIMIT`] vertices and [`SEARCH_BUDGET`]
/// positions. Memory `O(V + E)` plus the memos.
///
/// ```
/// use bigame::game::grundy::grundy_values;
/// use bigame::graph::Graph;
/// // A star with 3 leaves: from the centre every move ends the game (value 1); from a leaf
/// // the one move leads to the centre with two moves left (value 1), so a leaf has value 0.
/// let g = Graph::from_edges(4, &[(0, 1), (0, 2), (0, 3)]);
/// assert_eq!(grundy_values(&g).unwrap(), vec![1, 0, 0, 0]);
/// ```
pub fn grundy_values(g: &Graph) -> Result<Vec<u32>, GrundyError> {
    values_of(g, None)
}

/// The Grundy values of the starts `starts` of `g` (entry `s` of the result for each start
/// `s`, 0 elsewhere), computed together: the components without a start are left alone, a
/// component of maximum degree 3 shares one value-0 layer and one memo for all its starts
/// (as [`grundy_values`]), and elsewhere each start is valued as [`grundy_value`] values it
/// (a start may have any number of neighbours). Cost: at most [`grundy_values`]'s.
///
/// # Panics
/// If a start is not a vertex of `g`.
pub fn grundy_values_of(g: &Graph, starts: &[u32]) -> Result<Vec<u32>, GrundyError> {
    values_of(g, Some(starts))
}

/// The values of every start, or of `starts` only (see [`grundy_values_of`]).
fn values_of(g: &Graph, starts: Option<&[u32]>) -> Result<Vec<u32>, GrundyError> {
    let n = g.vertex_count();
    let mut wanted = vec![starts.is_none(); n];
    for &s in starts.unwrap_or_default() {
        assert!((s as usize) < n, "start {s} is not a vertex");
        wanted[s as usize] = true;
    }
    let mut values = vec![0; n];
    let mut layer: Option<chain::Layer> = None;
    for component in components(g) {
        if !component.iter().any(|&s| wanted[s as usize]) {
            continue;
        }
        let asked = component.iter().copied().filter(|&s| wanted[s as usize]);
        match wide_vertex(g, &component, None) {
            None => {
                let layer = layer.get_or_insert_with(|| chain::Layer::new(g));
                for s in asked {
                    values[s as usize] = layer.value_of_start(s);
                }
            }
            // A few starts of their own: each may be the one wide vertex, which the
            // maximum-degree-3 method allows.
            Some(_) if starts.is_some() => {
                for s in asked {
                    values[s as usize] = grundy_value(g, s)?;
                }
            }
            Some((vertex, degree)) => {
                let mut search = search::Search::new(g, &component, vertex, degree)?;
                for s in asked {
                    values[s as usize] = search.value(s)?;
                }
            }
        }
    }
    Ok(values)
}

/// The Grundy value of the start `start` of `g` (nothing else visited). Cost: as for
/// [`grundy_values`] for one start (the maximum-degree-3 method needs every vertex of the
/// component but `start` to have at most 3 neighbours).
///
/// # Panics
/// If `start` is not a vertex of `g`.
pub fn grundy_value(g: &Graph, start: u32) -> Result<u32, GrundyError> {
    assert!(
        (start as usize) < g.vertex_count(),
        "start {start} is not a vertex"
    );
    let component = component_of(g, start, &vec![false; g.vertex_count()]);
    match wide_vertex(g, &component, Some(start)) {
        None => {
            let mut p = Position::general_with_matching(g, start, blossom(g, general_start(g)));
            Ok(chain::value_here(&mut p))
        }
        Some((vertex, degree)) => search::Search::new(g, &component, vertex, degree)?.value(start),
    }
}

/// The Grundy value of any position: the token on `token` after the vertices of `visited`
/// have been visited (in any order; `visited` may hold `token` or not). The value depends only
/// on the token's component of what is left, which is built as its own graph. Cost: `O(V + E)`
/// for that graph, then as for [`grundy_value`] on it.
///
/// ```
/// use bigame::game::grundy::grundy_of_position;
/// use bigame::graph::Graph;
/// // A path 0-1-2-3 with 0 visited and the token on 1: a path of 3 from its end, value 0.
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
/// assert_eq!(grundy_of_position(&g, &[0], 1).unwrap(), 0);
/// assert_eq!(grundy_of_position(&g, &[], 1).unwrap(), 2);
/// ```
///
/// # Panics
/// If `token` or a visited vertex is not a vertex of `g`.
pub fn grundy_of_position(g: &Graph, visited: &[u32], token: u32) -> Result<u32, GrundyError> {
    let n = g.vertex_count();
    assert!((token as usize) < n, "token {token} is not a vertex");
    let mut gone = vec![false; n];
    for &v in visited {
        gone[v as usize] = v != token;
    }
    let component = component_of(g, token, &gone);
    let mut local = vec![u32::MAX; n];
    for (i, &v) in component.iter().enumerate() {
        local[v as usize] = i as u32;
    }
    let mut edges = Vec::new();
    for &v in &component {
        for &w in g.neighbors(v) {
            if v < w && local[w as usize] != u32::MAX {
                edges.push((local[v as usize], local[w as usize]));
            }
        }
    }
    let sub = Graph::from_edges(component.len(), &edges);
    grundy_value(&sub, local[token as usize])
}

/// The connected components of `g`, each as its vertices in breadth-first order from its
/// smallest id. `O(V + E)`, by an explicit queue.
fn components(g: &Graph) -> Vec<Vec<u32>> {
    let mut seen = vec![false; g.vertex_count()];
    let mut out = Vec::new();
    for s in 0..g.vertex_count() as u32 {
        if !seen[s as usize] {
            let component = component_of(g, s, &seen);
            for &v in &component {
                seen[v as usize] = true;
            }
            out.push(component);
        }
    }
    out
}

/// The vertices reachable from `s` avoiding `gone` (`s` itself counts even if gone), in
/// breadth-first order. `O(V + E)` of what it reaches plus `O(V)`.
fn component_of(g: &Graph, s: u32, gone: &[bool]) -> Vec<u32> {
    let mut mark = gone.to_vec();
    mark[s as usize] = true;
    let mut order = vec![s];
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in g.neighbors(v) {
            if !mark[w as usize] {
                mark[w as usize] = true;
                order.push(w);
            }
        }
    }
    order
}

/// A vertex of `component` other than `except` with more than 3 distinct neighbours, and
/// its count, if there is one: then the maximum-degree-3 method does not apply. `O(V + E)`.
fn wide_vertex(g: &Graph, component: &[u32], except: Option<u32>) -> Option<(u32, usize)> {
    component
        .iter()
        .filter(|&&v| Some(v) != except)
        .map(|&v| (v, distinct_neighbours(g.neighbors(v)).len()))
        .find(|&(_, d)| d > 3)
}

/// The distinct entries of `list`, sorted (parallel edges are one move). `O(len log len)`.
fn distinct_neighbours(list: &[u32]) -> Vec<u32> {
    let mut out = list.to_vec();
    out.sort_unstable();
    out.dedup();
    out
}
