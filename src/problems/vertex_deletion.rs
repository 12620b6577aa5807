//! AtCoder ABC223 G "Vertex Deletion": in a tree, how many vertices can be deleted (with their
//! edges) without shrinking the maximum matching? Exactly the vertices some maximum matching
//! misses, where the player to move loses. `vertex-deletion` reads the contest's format (`N`,
//! then `N - 1` edges `u v`); `vertex-deletion-graph` asks the same of any graph, given as an
//! edge list `n m` and `m` edges.

use super::batch::{Shape, any_graph};
use super::validate::{Mode, Reader, Violation};
use super::{Problem, analyze_any, read_edge_list};
use crate::generate::Rng;
use crate::graph::{Adjacency, Graph};
use crate::read::ParseError;

/// ABC223 G on trees.
pub struct VertexDeletion;

/// The same question on any graph.
pub struct VertexDeletionGraph;

/// The number of vertices missed by some maximum matching, as the judge's one line.
/// The matching's cost (`O(E sqrt V)` bipartite, blossom otherwise).
fn answer(graph: &Graph) -> Vec<u8> {
    let analysis = analyze_any(graph);
    let count = (0..graph.vertex_count() as u32)
        .filter(|&v| !analysis.wins(v))
        .count();
    format!("{count}\n").into_bytes()
}

/// Reads ABC223 G: `N` (`2..=200000`), `N - 1` lines `u v`; strict mode checks `u < v` and
/// that the edges form a tree (no edge closes a cycle; with `N - 1` edges it is then
/// connected). `O(N α(N))`.
fn read_tree(input: &[u8], mode: Mode) -> Result<Graph, Violation> {
    let mut r = Reader::new(input, mode)?;
    let hard_n = crate::graph::MAX_VERTICES as i64;
    let n = r.read_limit("N", 2, 200_000, hard_n)?;
    r.read_eoln()?;
    if (n - 1) as u128 > (r.len() as u128 + 1) / 4 {
        return Err(r.violation(format!(
            "{} edges cannot fit in an input of {} bytes",
            n - 1,
            r.len()
        )));
    }
    let mut parent: Vec<u32> = (0..n as u32).collect();
    fn root(parent: &mut [u32], mut v: u32) -> u32 {
        while parent[v as usize] != v {
            // Path halving keeps the trees shallow without recursion.
            parent[v as usize] = parent[parent[v as usize] as usize];
            v = parent[v as usize];
        }
        v
    }
    let mut edges = Vec::with_capacity(n as usize - 1);
    for _ in 1..n {
        let at = r.position();
        let u = r.read_int("u", 1, n)?;
        r.read_space()?;
        let v_at = r.position();
        let v = r.read_int("v", 1, n)?;
        if u == v {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message: format!("the edge {u} {v} is a self-loop"),
            });
        }
        if r.strict() {
            if u > v {
                return Err(Violation {
                    line: v_at.0,
                    column: v_at.1,
                    message: format!("expected u < v, found {u} {v}"),
                });
            }
            let (a, b) = (
                root(&mut parent, u as u32 - 1),
                root(&mut parent, v as u32 - 1),
            );
            if a == b {
                return Err(Violation {
                    line: at.0,
                    column: at.1,
                    message: format!("the edge {u} {v} closes a cycle: the graph is not a tree"),
                });
            }
            parent[a as usize] = b;
        }
        r.read_eoln()?;
        edges.push(((u - 1) as u32, (v - 1) as u32));
    }
    r.read_eof()?;
    Ok(Graph::from_edges(n as usize, &edges))
}

/// Reads the any-graph variant: an edge list within the same limits as ABC223 G.
fn read_graph(input: &[u8], mode: Mode) -> Result<Graph, Violation> {
    let mut r = Reader::new(input, mode)?;
    read_edge_list(&mut r, (1, 200_000), (0, 200_000), None).map(|(g, _)| g)
}

impl Problem for VertexDeletion {
    fn name(&self) -> &'static str {
        "vertex-deletion"
    }
    fn summary(&self) -> &'static str {
        "AtCoder ABC223 G Vertex Deletion: in a tree, the vertices whose deletion keeps the maximum matching (count)"
    }
    fn limits(&self) -> &'static str {
        "2 <= N <= 200000, 1 <= u < v <= N, the edges form a tree"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        Ok(answer(&read_tree(input, Mode::Lenient)?))
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read_tree(input, Mode::Strict).map(|_| ())
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let n = shape.size(2, 200_000, rng) as u32;
        // Adversarial trees: deep ones (a recursive search overflows its stack) and a star.
        let kind = match shape {
            Shape::Adversarial => 3 + rng.below(4),
            _ => rng.below(3),
        };
        // The parent of vertex i >= 1, by kind.
        let parent = |i: u32, rng: &mut Rng| -> u32 {
            match kind {
                // A random recursive tree.
                0 => rng.below(i as u64) as u32,
                // A caterpillar: the even vertices a path, each odd one a leaf on it.
                1 if i % 2 == 1 => i - 1,
                1 => i - 2,
                // A complete binary tree.
                2 => (i - 1) / 2,
                // A path.
                3 => i - 1,
                // A star.
                4 => 0,
                // A broom: a path, then a star at its end.
                5 if i < n / 2 => i - 1,
                5 => n / 2 - 1,
                // A spider: 8 long legs.
                _ => i.saturating_sub(8),
            }
        };
        let list: Vec<(u32, u32)> = (1..n).map(|i| (parent(i, rng), i)).collect();
        let edges = super::batch::relabelled(super::batch::Edges { n, list }, rng);
        let mut text = format!("{n}\n");
        for &(u, v) in &edges.list {
            text.push_str(&format!("{} {}\n", u.min(v) + 1, u.max(v) + 1));
        }
        text.into_bytes()
    }
}

impl Problem for VertexDeletionGraph {
    fn name(&self) -> &'static str {
        "vertex-deletion-graph"
    }
    fn summary(&self) -> &'static str {
        "ABC223 G on any graph (edge list 'n m'): the vertices whose deletion keeps the maximum matching (count)"
    }
    fn limits(&self) -> &'static str {
        "1 <= n <= 200000, 0 <= m <= 200000, 1 <= u, v <= n, u != v, no edge twice"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        Ok(answer(&read_graph(input, Mode::Lenient)?))
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read_graph(input, Mode::Strict).map(|_| ())
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let g = any_graph(shape, rng, 200_000, 200_000);
        format!("{} {}\n{}", g.n, g.list.len(), g.lines()).into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute;
    use crate::generate::Rng;

    /// Deletions that keep the maximum matching, by brute force: `G - v` for every `v`.
    fn brute_count(n: u32, edges: &[(u32, u32)]) -> usize {
        let full = brute::maximum_matching_size(&Graph::from_edges(n as usize, edges));
        (0..n)
            .filter(|&v| {
                let rest: Vec<(u32, u32)> = edges
                    .iter()
                    .copied()
                    .filter(|&(a, b)| a != v && b != v)
                    .collect();
                brute::maximum_matching_size(&Graph::from_edges(n as usize, &rest)) == full
            })
            .count()
    }

    #[test]
    fn random_trees_match_brute_force() {
        let mut rng = Rng::new(11);
        for _ in 0..400 {
            let n = 2 + rng.below(11) as u32;
            let edges: Vec<(u32, u32)> = (1..n).map(|v| (rng.below(v as u64) as u32, v)).collect();
            let mut text = format!("{n}\n");
            for (u, v) in &edges {
                text.push_str(&format!("{} {}\n", u + 1, v + 1));
            }
            VertexDeletion.validate(text.as_bytes()).unwrap();
            let got = VertexDeletion.solve(text.as_bytes()).unwrap();
            assert_eq!(
                got,
                format!("{}\n", brute_count(n, &edges)).into_bytes(),
                "{text}"
            );
        }
    }

    #[test]
    fn random_graphs_match_brute_force() {
        let mut rng = Rng::new(12);
        for _ in 0..400 {
            let n = 1 + rng.below(9) as u32;
            let edges: Vec<(u32, u32)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| rng.chance(35))
                .collect();
            let mut text = format!("{n} {}\n", edges.len());
            for (u, v) in &edges {
                text.push_str(&format!("{} {}\n", u + 1, v + 1));
            }
            VertexDeletionGraph.validate(text.as_bytes()).unwrap();
            let got = VertexDeletionGraph.solve(text.as_bytes()).unwrap();
            let graph = Graph::from_edges(n as usize, &edges);
            // The same count from the game oracle: the mover loses exactly where a maximum
            // matching misses the vertex.
            let losing = brute::winning_vertices(&graph)
                .iter()
                .filter(|&&w| !w)
                .count();
            assert_eq!(losing, brute_count(n, &edges));
            assert_eq!(got, format!("{losing}\n").into_bytes(), "{text}");
            assert_eq!(graph.vertex_count(), n as usize);
        }
    }
}
