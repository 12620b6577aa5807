//! Why the edge game of an input is not computed: [`EdgeError`], with the one message every
//! front end shows.

use super::MAX_ELIMINATION_VERTICES;
use crate::game::brute_edge;
use std::fmt;

/// Why the edge game of an input gets no answer. Every constructor of the edge game
/// ([`EdgeAnalysis`](super::EdgeAnalysis), [`EdgePosition`](super::EdgePosition),
/// [`EdgeGame`](super::EdgeGame)) checks its input against both limits before it allocates.
/// `Display` is the one-line message, naming an odd cycle's vertices by their ids from 0 (or
/// a board's cells from 1); [`EdgeError::message`] names them otherwise.
///
/// ```
/// use bigame::game::edge::{EdgeAnalysis, EdgeError};
/// use bigame::graph::Graph;
/// // A triangle with a tail of 30 edges: an odd cycle, too many edges to search.
/// let mut edges = vec![(0, 1), (1, 2), (2, 0)];
/// edges.extend((2..32).map(|v| (v, v + 1)));
/// let e = EdgeAnalysis::of_graph(&Graph::from_edges(33, &edges), false).unwrap_err();
/// assert!(matches!(e, EdgeError::OddCycle { edges: 33, .. }));
/// assert!(e.to_string().starts_with("the graph is not bipartite (odd cycle "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EdgeError {
    /// More vertices (on a board: free cells) than [`MAX_ELIMINATION_VERTICES`]: the
    /// eliminations over GF(2) would take about `V^2 / 4` bytes.
    TooBig {
        /// The vertices the eliminations would have.
        vertices: usize,
    },
    /// The graph is not bipartite (the edge game is PSPACE-complete there) and has more than
    /// [`brute_edge::MAX_EDGES`] edges, too many for the exhaustive search.
    OddCycle {
        /// One odd cycle, in cycle order.
        cycle: OddCycle,
        /// The graph's edges (a board's passages).
        edges: usize,
    },
    /// The sides given for a graph are not a bipartition of it (the message says why).
    BadSides(String),
    /// The answer failed its check (`solve::edge`'s, against the graph): a bug, reported
    /// rather than answered. Front ends show it as an internal error (exit status 3, HTTP
    /// 500, Python's `RuntimeError`), not as bad input.
    Unverified {
        /// What the check found wrong.
        reason: String,
    },
}

/// The vertices of an odd cycle: a graph's ids, or a board's cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OddCycle {
    /// Vertex ids of the graph, from 0.
    Vertices(Vec<u32>),
    /// Cells `(row, column)` of a board, from 0.
    Cells(Vec<(u32, u32)>),
}

/// The most vertices of an odd cycle a message lists.
const SHOWN: usize = 20;

impl EdgeError {
    /// The error of a graph with more than [`MAX_ELIMINATION_VERTICES`] vertices, or `None`.
    /// `O(1)`.
    pub(super) fn check_size(vertices: usize) -> Result<(), EdgeError> {
        match vertices > MAX_ELIMINATION_VERTICES {
            true => Err(EdgeError::TooBig { vertices }),
            false => Ok(()),
        }
    }

    /// The same error with an odd cycle's vertex ids turned into board cells by `cell` (as a
    /// board's front end reports it). `O(cycle length)`.
    pub fn on_cells(self, cell: impl Fn(u32) -> (u32, u32)) -> EdgeError {
        match self {
            EdgeError::OddCycle {
                cycle: OddCycle::Vertices(vertices),
                edges,
            } => EdgeError::OddCycle {
                cycle: OddCycle::Cells(vertices.into_iter().map(cell).collect()),
                edges,
            },
            other => other,
        }
    }

    /// The one-line message, a graph's odd cycle naming its vertices by `name` (a board's
    /// cells are always `row col` from 1); at most 20 of them are listed. `O(message
    /// length)`.
    pub fn message(&self, name: &dyn Fn(u32) -> String) -> String {
        match self {
            EdgeError::TooBig { vertices } => format!(
                "the edge game on {vertices} vertices (free cells) would need about {} GiB for its eliminations over GF(2) (V^2/4 bytes); bigame takes at most {MAX_ELIMINATION_VERTICES} vertices",
                (*vertices as u64 * *vertices as u64 / 4).div_ceil(1 << 30)
            ),
            EdgeError::OddCycle { cycle, edges } => {
                let (what, unit, names, length) = match cycle {
                    OddCycle::Vertices(v) => {
                        let names: Vec<String> = v.iter().take(SHOWN).map(|&v| name(v)).collect();
                        ("graph", "edges", names.join(" "), v.len())
                    }
                    OddCycle::Cells(cells) => {
                        let names: Vec<String> = cells
                            .iter()
                            .take(SHOWN)
                            .map(|(r, c)| format!("{} {}", r + 1, c + 1))
                            .collect();
                        ("board", "passages", names.join(", "), cells.len())
                    }
                };
                let more = match length > SHOWN {
                    true => format!(" ... ({length} vertices)"),
                    false => String::new(),
                };
                format!(
                    "the {what} is not bipartite (odd cycle {names}{more}) and has {edges} {unit}: the edge game is PSPACE-complete on such graphs, and bigame searches it exhaustively only up to {} {unit}",
                    brute_edge::MAX_EDGES
                )
            }
            EdgeError::BadSides(why) => why.clone(),
            EdgeError::Unverified { reason } => format!(
                "internal error: the edge game's answer failed its check ({reason}); please report this input"
            ),
        }
    }
}

impl fmt::Display for EdgeError {
    /// [`EdgeError::message`] with a graph's vertices named by their ids from 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(&|v| v.to_string()))
    }
}

impl std::error::Error for EdgeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_cycle_and_the_limit() {
        let too_big = EdgeError::TooBig { vertices: 1 << 18 };
        assert!(too_big.to_string().contains("about 16 GiB"), "{too_big}");
        let cycle = EdgeError::OddCycle {
            cycle: OddCycle::Vertices(vec![0, 1, 2]),
            edges: 30,
        };
        assert_eq!(
            cycle.message(&|v| (v + 1).to_string()),
            "the graph is not bipartite (odd cycle 1 2 3) and has 30 edges: the edge game is PSPACE-complete on such graphs, and bigame searches it exhaustively only up to 24 edges"
        );
        let cells = cycle.on_cells(|v| (v / 2, v % 2));
        assert!(cells.to_string().starts_with(
            "the board is not bipartite (odd cycle 1 1, 1 2, 2 1) and has 30 passages"
        ));
        let long = EdgeError::OddCycle {
            cycle: OddCycle::Vertices((0..25).collect()),
            edges: 25,
        };
        assert!(
            long.to_string().contains(" 19 ... (25 vertices))"),
            "{long}"
        );
    }
}
