//! "First player chooses" (bigame's own statement, no contest source): one player picks the
//! start vertex of any graph and the other moves first; who cannot move loses. The picker loses
//! wherever the token starts exactly when the graph has a perfect matching (every vertex is then
//! in every maximum matching). Input: an edge list `n m`, then `m` lines `u v`. Answer: `first`
//! (the player who moves first wins from every start), or `second V`: the picker wins by
//! starting on `V`, any such vertex (the solver prints the smallest; the checker accepts
//! every one).

use super::batch::{Shape, any_graph};
use super::check::{Tokens, Verdict, bad_input, read_jury};
use super::validate::{Mode, Reader, Violation};
use super::{Problem, analyze_any, read_edge_list};
use crate::generate::Rng;
use crate::graph::{Adjacency, Graph};
use crate::read::ParseError;

/// The statement's `n, m <= 200000`.
const MAX: i64 = 200_000;

/// First player chooses.
pub struct FirstPlayerChooses;

fn read(input: &[u8], mode: Mode) -> Result<Graph, Violation> {
    let mut r = Reader::new(input, mode)?;
    read_edge_list(&mut r, (1, MAX), (0, MAX), None).map(|(g, _)| g)
}

impl Problem for FirstPlayerChooses {
    fn name(&self) -> &'static str {
        "first-player-chooses"
    }
    fn several_answers(&self) -> Option<&'static str> {
        Some("any winning start")
    }
    fn summary(&self) -> &'static str {
        "bigame's own: one player picks the start, the other moves first; 'first', or 'second V' with a winning start V"
    }
    fn limits(&self) -> &'static str {
        "1 <= n <= 200000, 0 <= m <= 200000, 1 <= u, v <= n, u != v, no edge twice"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let graph = read(input, Mode::Lenient)?;
        let analysis = analyze_any(&graph);
        // The picker wins from a vertex some maximum matching misses: the mover loses there.
        let answer = match (0..graph.vertex_count() as u32).find(|&v| !analysis.wins(v)) {
            Some(v) => format!("second {}\n", v + 1),
            None => "first\n".to_string(),
        };
        Ok(answer.into_bytes())
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict).map(|_| ())
    }
    fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Verdict {
        let graph = match read(input, Mode::Lenient) {
            Ok(graph) => graph,
            Err(v) => return bad_input(self.name(), &v.into()),
        };
        let n = graph.vertex_count();
        let analysis = analyze_any(&graph);
        // The picker wins from v exactly when the mover loses there.
        let picker_wins = |v: u32| !analysis.wins(v);
        let picker_start = (0..n as u32).find(|&v| picker_wins(v));
        // The jury first: `first` where a start wins for the picker, or a start that loses.
        let jury = match read_jury(answer, |t| read_answer(t, n)) {
            Ok(jury) => jury,
            Err(verdict) => return verdict,
        };
        match (jury, picker_start) {
            (None, Some(v)) => {
                return Verdict::Fail(format!(
                    "the answer file says first, but the picker wins by starting on {}",
                    v + 1
                ));
            }
            (Some(v), _) if !picker_wins(v) => {
                return Verdict::Fail(format!(
                    "the answer file says second {}, but the first player wins from {}",
                    v + 1,
                    v + 1
                ));
            }
            _ => {}
        }
        let found = match read_answer(&mut Tokens::new(output), n) {
            Ok(found) => found,
            Err(verdict) => return verdict,
        };
        match (found, picker_start) {
            (None, None) => Verdict::Accepted("first".to_string()),
            (None, Some(v)) => Verdict::WrongAnswer(format!(
                "the output says first, but the picker wins by starting on {}",
                v + 1
            )),
            (Some(v), _) if picker_wins(v) => Verdict::Accepted(format!("second {}", v + 1)),
            (Some(v), _) => Verdict::WrongAnswer(format!(
                "the first player wins when the token starts on {}",
                v + 1
            )),
        }
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let g = any_graph(shape, rng, MAX as u64, MAX as u64);
        format!("{} {}\n{}", g.n, g.list.len(), g.lines()).into_bytes()
    }
}

/// An answer read as `None` for `first`, `Some(V)` (0-based) for `second V`.
fn read_answer(tokens: &mut Tokens, n: usize) -> Result<Option<u32>, Verdict> {
    if tokens.word("'first' or 'second'", &["first", "second"])? == b"first" {
        tokens.end()?;
        return Ok(None);
    }
    let v = tokens.integer("the start vertex V", 1, n as i64)?;
    tokens.end()?;
    Ok(Some(v as u32 - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute;
    use crate::generate::Rng;

    #[test]
    fn random_graphs_match_exhaustive_search() {
        let mut rng = Rng::new(5);
        for _ in 0..500 {
            let n = 1 + rng.below(9) as u32;
            let edges: Vec<(u32, u32)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| rng.chance(30))
                .collect();
            let mut text = format!("{n} {}\n", edges.len());
            for (u, v) in &edges {
                text.push_str(&format!("{} {}\n", u + 1, v + 1));
            }
            FirstPlayerChooses.validate(text.as_bytes()).unwrap();
            let answer =
                String::from_utf8(FirstPlayerChooses.solve(text.as_bytes()).unwrap()).unwrap();
            let graph = Graph::from_edges(n as usize, &edges);
            let wins = brute::winning_vertices(&graph);
            let perfect = 2 * brute::maximum_matching_size(&graph) == graph.vertex_count();
            let expected = match wins.iter().position(|&w| !w) {
                Some(v) => format!("second {}\n", v + 1),
                None => "first\n".to_string(),
            };
            assert_eq!(answer, expected, "{text}");
            assert_eq!(answer == "first\n", perfect, "{text}");
            // The checker accepts exactly the right answers.
            let input = text.as_bytes();
            let first = FirstPlayerChooses.check(input, b"first\n", answer.as_bytes());
            assert_eq!(first.exit_code() == 0, perfect, "{text}{first}");
            for (v, &mover_wins) in wins.iter().enumerate() {
                let output = format!("second {}\n", v + 1);
                let verdict = FirstPlayerChooses.check(input, output.as_bytes(), answer.as_bytes());
                assert_eq!(
                    verdict.exit_code() == 0,
                    !mover_wins,
                    "{text}{output}{verdict}"
                );
                assert_ne!(verdict.exit_code(), 3, "{text}{output}{verdict}");
                // The same answer as the jury's: a failure exactly when it is wrong.
                let jury = FirstPlayerChooses.check(input, answer.as_bytes(), output.as_bytes());
                let code = if mover_wins { 3 } else { 0 };
                assert_eq!(jury.exit_code(), code, "{text}{output}{jury}");
            }
            let jury = FirstPlayerChooses.check(input, answer.as_bytes(), b"first\n");
            assert_eq!(
                jury.exit_code(),
                if perfect { 0 } else { 3 },
                "{text}{jury}"
            );
        }
    }
}
