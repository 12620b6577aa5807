//! "Edge geography" (bigame's own statement, no contest source): the edge game on a bipartite
//! graph from a given start vertex `s` (the token never moves along a used edge; who cannot
//! move loses): is the player to move winning, and with which move? Input: `n m s`, then `m`
//! lines `u v` (a bipartite graph, no edge twice). Answer: `lose`, or `win V` with `V` any
//! winning first move. Several right answers: the checker accepts every winning move.
//!
//! Moving from `s` to `v` wins exactly when the opponent, to move from `v` on the graph
//! without the edge `s v`, loses (see [`crate::game::edge`]).

use super::batch::{Shape, hard_family, random_simple_graph};
use super::check::{Verdict, bad_input};
use super::validate::{Mode, Reader, Violation};
use super::winning_move::check_move;
use super::{Problem, read_edge_list};
use crate::game::edge::EdgeAnalysis;
use crate::generate::Rng;
use crate::generate::hard::Family;
use crate::graph::{Adjacency, Graph};
use crate::read::ParseError;

/// The statement's `n <= 4000` (two eliminations of a dense `2000 x 2000` matrix are about
/// 10^8 word operations) and `m <= 200000`.
const MAX_N: i64 = 4000;
const MAX_M: i64 = 200_000;

/// Edge geography.
pub struct EdgeGeography;

/// The graph and the 0-based start; in strict mode the graph must be bipartite. `O(n + m)`.
fn read(input: &[u8], mode: Mode) -> Result<(Graph, u32), Violation> {
    let mut r = Reader::new(input, mode)?;
    let (graph, start) = read_edge_list(&mut r, (1, MAX_N), (0, MAX_M), Some("s"))?;
    if let crate::graph::TwoColouring::OddCycle(cycle) = crate::graph::two_colouring(&graph)
        && (mode == Mode::Strict || graph.edge_count() > crate::game::brute_edge::MAX_EDGES)
    {
        let shown: Vec<String> = cycle.iter().take(10).map(|v| (v + 1).to_string()).collect();
        return Err(Violation {
            line: 1,
            column: 1,
            message: format!("the graph is not bipartite (odd cycle {})", shown.join(" ")),
        });
    }
    Ok((graph, start.expect("read with a start")))
}

/// The edge game's analysis of `graph` (bipartite, or small: see [`read`]).
fn analyze(graph: &Graph) -> EdgeAnalysis {
    EdgeAnalysis::of_graph(graph, false)
        .expect("read refuses big graphs with odd cycles and takes at most 4000 vertices")
}

/// Whether moving from `start` to its neighbour `to` wins: `to` loses on the graph without
/// one copy of the edge. One analysis.
fn move_wins(graph: &Graph, start: u32, to: u32) -> bool {
    let mut removed = false;
    let edges: Vec<(u32, u32)> = graph
        .edges()
        .filter(|&e| {
            let hit = !removed && e == (start.min(to), start.max(to));
            removed |= hit;
            !hit
        })
        .collect();
    !analyze(&Graph::from_edges(graph.vertex_count(), &edges)).wins(to)
}

impl Problem for EdgeGeography {
    fn name(&self) -> &'static str {
        "edge-geography"
    }
    fn several_answers(&self) -> Option<&'static str> {
        Some("any winning move of the edge game")
    }
    fn summary(&self) -> &'static str {
        "bigame's own: the edge game (no edge used twice) from vertex s of a bipartite graph; 'lose', or 'win V' with any winning move V"
    }
    fn limits(&self) -> &'static str {
        "1 <= n <= 4000, 0 <= m <= 200000, 1 <= s <= n, 1 <= u, v <= n, u != v, no edge twice, the graph bipartite"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let (graph, start) = read(input, Mode::Lenient)?;
        let answer = match analyze(&graph).winning_move(start) {
            Some(v) => format!("win {}\n", v + 1),
            None => "lose\n".to_string(),
        };
        Ok(answer.into_bytes())
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict).map(|_| ())
    }
    fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Verdict {
        let (graph, start) = match read(input, Mode::Lenient) {
            Ok(read) => read,
            Err(v) => return bad_input(self.name(), &v.into()),
        };
        let wins = analyze(&graph).wins(start);
        check_move(&graph, (start, wins), output, answer, |v| {
            move_wins(&graph, start, v)
        })
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let (max_n, max_m) = (MAX_N as u64, MAX_M as u64);
        let bipartite: Vec<Family> = Family::ALL
            .into_iter()
            .filter(|f| f.is_bipartite())
            .collect();
        let family = bipartite[rng.below(bipartite.len() as u64) as usize];
        let g = match shape {
            Shape::Adversarial => hard_family(rng, family, max_n, max_m)
                .unwrap_or_else(|| random_simple_graph(rng, max_n as u32, max_m, true)),
            _ => {
                let n = shape.size(1, max_n, rng).max(1) as u32;
                let m = match shape {
                    Shape::Tiny => rng.below(n as u64 * 2 + 1),
                    Shape::Largest => max_m,
                    _ => n as u64 * (1 + rng.below(8)) / 4,
                };
                random_simple_graph(rng, n, m.min(max_m), true)
            }
        };
        let start = match g.list.len() as u64 {
            0 => rng.below(g.n as u64) as u32,
            m => {
                let (u, v) = g.list[rng.below(m) as usize];
                if rng.chance(50) { u } else { v }
            }
        };
        format!("{} {} {}\n{}", g.n, g.list.len(), start + 1, g.lines()).into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute_edge;

    #[test]
    fn the_solver_and_the_checker_agree_with_exhaustive_search() {
        let mut rng = Rng::new(41);
        for _ in 0..300 {
            let n = 2 + rng.below(8) as u32;
            let left = 1 + rng.below(n as u64 - 1) as u32;
            let edges: Vec<(u32, u32)> = (0..left)
                .flat_map(|u| (left..n).map(move |v| (u, v)))
                .filter(|_| rng.chance(40))
                .take(14)
                .collect();
            let s = rng.below(n as u64) as u32;
            let mut text = format!("{n} {} {}\n", edges.len(), s + 1);
            for (u, v) in &edges {
                text.push_str(&format!("{} {}\n", u + 1, v + 1));
            }
            let input = text.as_bytes();
            EdgeGeography.validate(input).unwrap();
            let graph = Graph::from_edges(n as usize, &edges);
            let answer = EdgeGeography.solve(input).unwrap();
            assert_eq!(EdgeGeography.check(input, &answer, &answer).exit_code(), 0);
            assert_eq!(answer == b"lose\n", !brute_edge::wins(&graph, s), "{text}");
            for v in 0..n {
                let output = format!("win {}\n", v + 1);
                let right = graph.neighbors(s).contains(&v)
                    && !brute_edge::wins_after(&graph, &[(s, v)], v);
                let verdict = EdgeGeography.check(input, output.as_bytes(), &answer);
                assert_eq!(verdict.exit_code() == 0, right, "{text}{output}{verdict}");
            }
        }
    }

    #[test]
    fn odd_cycles_are_refused_by_the_validator() {
        let v = EdgeGeography
            .validate(b"3 3 1\n1 2\n2 3\n3 1\n")
            .unwrap_err();
        assert!(v.message.contains("not bipartite"), "{}", v.message);
        // The solver still answers a small one (by exhaustive search): three moves round.
        assert_eq!(
            EdgeGeography.solve(b"3 3 1\n1 2\n2 3\n3 1\n").unwrap(),
            b"win 2\n"
        );
    }
}
