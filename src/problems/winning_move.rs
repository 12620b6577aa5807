//! "Winning move" (bigame's own statement, no contest source): the token game on any graph
//! from a given start vertex `s`: is the player to move winning, and with which move? Input:
//! `n m s`, then `m` lines `u v`. Answer: `lose`, or `win V` with `V` any winning first move
//! (the solver prints the start's partner in its maximum matching; the checker accepts every
//! winning move). Several right answers: the problem for `bigame check`.
//!
//! Moving from `s` to `v` wins exactly when the opponent, now to move from `v` with `s` gone
//! for good, loses: when some maximum matching of `G - s` misses `v`.

use super::batch::{Shape, any_graph};
use super::check::{Tokens, Verdict, bad_input, read_jury};
use super::validate::{Mode, Reader, Violation};
use super::{Problem, analyze_any, read_edge_list};
use crate::generate::Rng;
use crate::graph::{Adjacency, Graph};
use crate::read::ParseError;

/// The statement's `n, m <= 200000`.
const MAX: i64 = 200_000;

/// Winning move.
pub struct WinningMove;

/// The graph and the 0-based start. `O(n + m)`.
fn read(input: &[u8], mode: Mode) -> Result<(Graph, u32), Violation> {
    let mut r = Reader::new(input, mode)?;
    let (graph, start) = read_edge_list(&mut r, (1, MAX), (0, MAX), Some("s"))?;
    Ok((graph, start.expect("read with a start")))
}

/// Whether moving the token from `start` to its neighbour `to` wins: `to` is missed by some
/// maximum matching of the graph without `start`. One matching of `G - start`.
fn move_wins(graph: &Graph, start: u32, to: u32) -> bool {
    let edges: Vec<(u32, u32)> = (0..graph.vertex_count() as u32)
        .filter(|&u| u != start)
        .flat_map(|u| graph.neighbors(u).iter().map(move |&v| (u, v)))
        .filter(|&(u, v)| u < v && v != start)
        .collect();
    !analyze_any(&Graph::from_edges(graph.vertex_count(), &edges)).wins(to)
}

/// An answer read as `Some(V)` (0-based) for `win V`, `None` for `lose`.
fn read_answer(tokens: &mut Tokens, n: usize) -> Result<Option<u32>, Verdict> {
    if tokens.word("'win' or 'lose'", &["win", "lose"])? == b"lose" {
        tokens.end()?;
        return Ok(None);
    }
    let v = tokens.integer("the vertex V", 1, n as i64)?;
    tokens.end()?;
    Ok(Some(v as u32 - 1))
}

/// The verdict on `output` (`lose` or `win V`) for a token game from `start` on `graph` in
/// which the player to move wins iff `wins`, and the move to a neighbour `v` wins iff
/// `move_wins(v)`. The jury first: an `answer` that says `lose` where the mover wins, or a
/// move that is none or loses, is [`Verdict::Fail`] whatever the output; then the output is
/// judged, any winning move accepted. Shared by the problems whose answers are any winning
/// move. Two `move_wins` calls at most.
pub(super) fn check_move(
    graph: &Graph,
    (start, wins): (u32, bool),
    output: &[u8],
    answer: &[u8],
    move_wins: impl Fn(u32) -> bool,
) -> Verdict {
    let n = graph.vertex_count();
    let s = start + 1;
    let is_move = |v: u32| graph.neighbors(start).contains(&v);
    let jury = match read_jury(answer, |t| read_answer(t, n)) {
        Ok(jury) => jury,
        Err(verdict) => return verdict,
    };
    let fault = match jury {
        None if wins => Some("lose, but the player to move wins".to_string()),
        Some(v) if !is_move(v) => Some(format!("win {}, which is no move from {s}", v + 1)),
        Some(v) if !wins || !move_wins(v) => Some(format!(
            "win {}, but the move {s} -> {} loses",
            v + 1,
            v + 1
        )),
        _ => None,
    };
    if let Some(fault) = fault {
        return Verdict::Fail(format!("the answer file says {fault} (from {s})"));
    }
    let found = match read_answer(&mut Tokens::new(output), n) {
        Ok(found) => found,
        Err(verdict) => return verdict,
    };
    match found {
        None if wins => Verdict::WrongAnswer(format!(
            "the player to move from {s} wins, the output says lose"
        )),
        None => Verdict::Accepted("lose".to_string()),
        Some(v) if !is_move(v) => {
            Verdict::WrongAnswer(format!("{} is not a neighbour of {s}: not a move", v + 1))
        }
        Some(v) if !wins => Verdict::WrongAnswer(format!(
            "the player to move from {s} loses, and the move to {} loses too",
            v + 1
        )),
        Some(v) if move_wins(v) => Verdict::Accepted(format!("win {}", v + 1)),
        Some(v) => Verdict::WrongAnswer(format!(
            "the move {s} -> {} loses: the opponent wins from {}",
            v + 1,
            v + 1
        )),
    }
}

impl Problem for WinningMove {
    fn name(&self) -> &'static str {
        "winning-move"
    }
    fn several_answers(&self) -> Option<&'static str> {
        Some("any winning move")
    }
    fn summary(&self) -> &'static str {
        "bigame's own: the token game from vertex s of any graph; 'lose', or 'win V' with any winning move V"
    }
    fn limits(&self) -> &'static str {
        "1 <= n <= 200000, 0 <= m <= 200000, 1 <= s <= n, 1 <= u, v <= n, u != v, no edge twice"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let (graph, start) = read(input, Mode::Lenient)?;
        let answer = match analyze_any(&graph).winning_move(start) {
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
        let wins = analyze_any(&graph).wins(start);
        check_move(&graph, (start, wins), output, answer, |v| {
            move_wins(&graph, start, v)
        })
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let g = any_graph(shape, rng, MAX as u64, MAX as u64);
        // A start with a move, mostly: an end of a random edge.
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
    use crate::game::brute;
    use crate::generate::Rng;

    #[test]
    fn the_solver_and_the_checker_agree_with_exhaustive_search() {
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let n = 1 + rng.below(9) as u32;
            let edges: Vec<(u32, u32)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| rng.chance(35))
                .collect();
            let s = rng.below(n as u64) as u32;
            let mut text = format!("{n} {} {}\n", edges.len(), s + 1);
            for (u, v) in &edges {
                text.push_str(&format!("{} {}\n", u + 1, v + 1));
            }
            WinningMove.validate(text.as_bytes()).unwrap();
            let graph = Graph::from_edges(n as usize, &edges);
            let answer = WinningMove.solve(text.as_bytes()).unwrap();
            let input = text.as_bytes();
            // The solver's answer is accepted, and right by the exhaustive search.
            assert_eq!(WinningMove.check(input, &answer, &answer).exit_code(), 0);
            assert_eq!(answer == b"lose\n", !brute::wins(&graph, s), "{text}");
            // Every other output: accepted exactly when the search says it is right.
            let visited = 1 << s;
            for v in 0..n {
                let output = format!("win {}\n", v + 1);
                let right = graph.neighbors(s).contains(&v)
                    && !brute::wins_from(&graph, visited | 1 << v, v);
                let verdict = WinningMove.check(input, output.as_bytes(), &answer);
                assert_eq!(verdict.exit_code() == 0, right, "{text}{output}{verdict}");
                assert_ne!(verdict.exit_code(), 3, "{text}{output}{verdict}");
            }
            let lose = WinningMove.check(input, b"lose", &answer);
            assert_eq!(lose.exit_code() == 0, answer == b"lose\n");
            // The same answers as the jury's: a failure exactly when they are wrong.
            for v in 0..n {
                let jury = format!("win {}\n", v + 1);
                let right = graph.neighbors(s).contains(&v)
                    && !brute::wins_from(&graph, visited | 1 << v, v);
                let verdict = WinningMove.check(input, &answer, jury.as_bytes());
                assert_eq!(verdict.exit_code() == 3, !right, "{text}{jury}{verdict}");
            }
            let verdict = WinningMove.check(input, &answer, b"lose\n");
            assert_eq!(
                verdict.exit_code() == 3,
                brute::wins(&graph, s),
                "{text}{verdict}"
            );
        }
    }

    #[test]
    fn malformed_outputs_and_jury_files() {
        // 2 - 1 - 3 - 4, from 1: to 2 wins, to 3 loses, 4 is no neighbour, 5 no vertex.
        let input = b"4 3 1\n1 2\n1 3\n3 4\n";
        let answer = WinningMove.solve(input).unwrap();
        assert_eq!(answer, b"win 2\n");
        for (output, code) in [
            (&b"win 2"[..], 0),
            (b"win 3", 1),
            (b"win 4", 1),
            (b"win 5", 1),
            (b"lose", 1),
            (b"win", 2),
            (b"win two", 2),
            (b"WIN 2", 2),
            (b"win 2 3", 2),
            (b"", 2),
        ] {
            let verdict = WinningMove.check(input, output, &answer);
            assert_eq!(verdict.exit_code(), code, "{output:?}: {verdict}");
        }
        assert_eq!(WinningMove.check(input, b"win 2", b"draw").exit_code(), 3);
        assert_eq!(WinningMove.check(b"4 3", b"win 2", &answer).exit_code(), 3);
        // A jury that says lose where a move wins is found out, whatever the output; so is
        // one whose move is none, or loses.
        for (output, jury) in [
            ("win 2", "lose"),
            ("lose", "lose"),
            ("win 4", "win 4"),
            ("win 3", "win 3"),
        ] {
            let verdict = WinningMove.check(input, output.as_bytes(), jury.as_bytes());
            assert_eq!(verdict.exit_code(), 3, "{output} {jury}: {verdict}");
        }
    }
}
