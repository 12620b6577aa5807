//! The setter's toolkit: contest problems that bigame solves, as one registry.
//!
//! Each problem (one file each) knows its judge's input format and answer, a summary of its
//! statement with the limits, a lenient solver (`bigame solve --problem NAME FILE`) and a strict
//! validator (`bigame validate --problem NAME FILE`) that checks an input file the way a testlib
//! validator does: exact whitespace, every limit and every promise of the statement. Solvers and
//! validators share one parser per problem ([`validate::Reader`] in its two modes), so they
//! cannot drift apart. New tools (generators of batches, checkers) are new methods of
//! [`Problem`].

pub mod batch;
pub mod check;
mod combination_lock;
mod combination_locks;
mod edge_geography;
mod first_player_chooses;
mod grundy_sum;
mod jsoi2009;
mod loj6033;
mod matching;
mod noi2011;
mod planinarenje;
pub mod validate;
mod vertex_deletion;
mod winning_move;

use crate::game::Analysis;
use crate::generate::Rng;
use crate::graph::Graph;
use crate::read::ParseError;
pub use check::Verdict;
pub use validate::Violation;

/// A contest problem: its format, its solver and its validator.
pub trait Problem: Sync {
    /// The registry name, as typed after `--problem` (`loj6033`, `planinarenje`, ...). `O(1)`.
    fn name(&self) -> &'static str;
    /// One line: where the problem is from and what it asks. `O(1)`.
    fn summary(&self) -> &'static str;
    /// The statement's limits, on one line. `O(1)`.
    fn limits(&self) -> &'static str;
    /// For a problem with several right answers, which answers are right, in a few words
    /// (`bigame check --help` lists each such problem with them); `None` (the default) for a
    /// problem with one right answer, whose checker compares tokens. `O(1)`.
    fn several_answers(&self) -> Option<&'static str> {
        None
    }
    /// The judge's answer for `input`, byte for byte. Lenient about whitespace and a byte order
    /// mark, and about limits the algorithm does not need. Cost: the problem's algorithm,
    /// at most `O(E sqrt V)` for a bipartite matching (general graphs: blossom).
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError>;
    /// Checks `input` strictly: layout, limits and promises; the first violation, by line and
    /// column. `O(input length)` plus the cost of checking the promises (a game replay for
    /// NOI 2011, a union-find for trees).
    fn validate(&self, input: &[u8]) -> Result<(), Violation>;
    /// Checks a contestant's `output` for `input` against the jury's `answer`, as a testlib
    /// checker does ([`Verdict`]: accepted, wrong answer, presentation error, or a failure of
    /// the jury's files). First the jury: an input that does not parse, or an answer that is
    /// not a right answer to it (its format, and its value), fails before the output is read.
    /// The default, for problems with one right answer: the answer must be the solver's
    /// token for token, and the output's tokens the answer's ([`check::check_one_answer`]).
    /// Problems with several right answers (any winning move, any winning start) check the
    /// answer and the output against the input itself. Cost: a solve of `input` (up to three
    /// for winning-move: the graph, and the graph without the start for the answer's move and
    /// the output's) plus `O(output + answer)`.
    fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Verdict {
        check::check_one_answer(self.solve(input), self.name(), output, answer)
    }
    /// An input drawn in `shape` from `rng`, canonical and within every limit and promise of
    /// the statement (so [`Problem::validate`] accepts it), for test batches
    /// ([`batch::test`]). Cost: about the size of the input drawn (NOI 2011: a game played
    /// by the engine).
    fn generate(&self, shape: batch::Shape, rng: &mut Rng) -> Vec<u8>;
}

/// Every problem, in the order `bigame problems` lists them.
pub static PROBLEMS: &[&dyn Problem] = &[
    &loj6033::Loj6033,
    &jsoi2009::Jsoi2009,
    &noi2011::Noi2011,
    &planinarenje::Planinarenje,
    &first_player_chooses::FirstPlayerChooses,
    &vertex_deletion::VertexDeletion,
    &vertex_deletion::VertexDeletionGraph,
    &combination_lock::CombinationLock,
    &combination_locks::CombinationLocks,
    &winning_move::WinningMove,
    &edge_geography::EdgeGeography,
    &matching::BIPARTITE_MATCHING,
    &matching::GENERAL_MATCHING,
    &grundy_sum::GrundySum,
];

/// The problem called `name`, if any. `O(number of problems)`.
pub fn find(name: &str) -> Option<&'static dyn Problem> {
    PROBLEMS.iter().copied().find(|p| p.name() == name)
}

/// The verdict of every start vertex of any graph: a bipartite matching when the graph
/// two-colours (faster), else the blossom algorithm. `O(E sqrt V)` bipartite, blossom's cost
/// otherwise.
fn analyze_any(g: &Graph) -> Analysis {
    crate::solve::solve_graph(g, None, None)
        .expect("no algorithm was asked for, so any graph is solved")
        .analysis
}

/// The answer line of a game where Alice moves first: `Alice` if the player to move wins.
/// `O(1)`.
fn winner(mover_wins: bool) -> &'static [u8] {
    if mover_wins { b"Alice\n" } else { b"Bob\n" }
}

/// The `count` lines of banned states of a game with `size` states (the banned passwords of
/// a lock, the superstitious patterns), each read by `read_state`; `item(i)` names the `i`-th
/// (1-based) in messages, `start_name` the start state. Strict mode refuses a repeat and the
/// start; lenient mode takes both (a repeat changes nothing, and the start is visited
/// already, so it stays unbanned). `O(count)` reads plus `O(size)`.
fn read_banned(
    r: &mut validate::Reader,
    count: i64,
    size: usize,
    start: u32,
    (item, start_name): (&dyn Fn(i64) -> String, &str),
    read_state: impl Fn(&mut validate::Reader) -> Result<u32, Violation>,
) -> Result<Vec<bool>, Violation> {
    let mut banned = vec![false; size];
    for i in 1..=count {
        let at = r.position();
        let state = read_state(r)?;
        let fault = if banned[state as usize] {
            Some(format!("{} appears twice", item(i)))
        } else if state == start {
            Some(format!("{} is {start_name}", item(i)))
        } else {
            None
        };
        match fault {
            Some(message) if r.strict() => {
                return Err(Violation {
                    line: at.0,
                    column: at.1,
                    message,
                });
            }
            _ => banned[state as usize] = state != start,
        }
        r.read_eoln()?;
    }
    Ok(banned)
}

/// Refuses an edge count `m` the input read by `r` cannot hold (every edge line takes at least
/// 4 bytes), before anything is allocated for it. `O(1)`.
fn check_edge_count(r: &validate::Reader, m: i64) -> Result<(), Violation> {
    if m as u128 > (r.len() as u128 + 1) / 4 {
        return Err(r.violation(format!(
            "{m} edges cannot fit in an input of {} bytes",
            r.len()
        )));
    }
    Ok(())
}

/// An edge list `n m` (with `start`, a third number on the first line: a vertex of that
/// name), then `m` lines `u v` (1-based, `u != v`), read by `r`; in strict mode also no edge
/// twice (in either direction). The limits are the statement's in strict mode, the graph's
/// in lenient mode. Returns the graph and the 0-based start vertex. `O(n + m)` expected (a
/// hash set of edges in strict mode).
fn read_edge_list(
    r: &mut validate::Reader,
    (n_min, n_max): (i64, i64),
    (m_min, m_max): (i64, i64),
    start: Option<&str>,
) -> Result<(Graph, Option<u32>), Violation> {
    let hard_n = crate::graph::MAX_VERTICES as i64;
    let n = r.read_limit("n", n_min, n_max, hard_n)?;
    r.read_space()?;
    let m = r.read_limit("m", m_min, m_max, crate::graph::MAX_EDGES as i64)?;
    let start = match start {
        Some(name) => {
            r.read_space()?;
            Some(r.read_int(name, 1, n)? as u32 - 1)
        }
        None => None,
    };
    check_edge_count(r, m)?;
    r.read_eoln()?;
    let mut edges = Vec::with_capacity(m as usize);
    let mut seen = std::collections::HashSet::new();
    for i in 0..m {
        let at = r.position();
        let u = r.read_int("u", 1, n)?;
        r.read_space()?;
        let v = r.read_int("v", 1, n)?;
        if u == v {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message: format!("edge {} is a self-loop {u} {v}", i + 1),
            });
        }
        if r.strict() && !seen.insert((u.min(v), u.max(v))) {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message: format!("edge {u} {v} appears twice (the statement allows it once)"),
            });
        }
        r.read_eoln()?;
        edges.push(((u - 1) as u32, (v - 1) as u32));
    }
    r.read_eof()?;
    Ok((Graph::from_edges(n as usize, &edges), start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for p in PROBLEMS {
            assert!(std::ptr::eq(find(p.name()).unwrap().name(), p.name()));
            assert!(!p.summary().contains('\n') && !p.limits().contains('\n'));
        }
        assert!(find("no-such-problem").is_none());
    }

    /// Every checker checks the jury before the contestant: an answer that is cut short,
    /// garbled or longer than the solver's fails (exit status 3) whatever the output, even an
    /// output equal to the broken answer; the solver's answer is accepted.
    #[test]
    fn every_checker_fails_a_wrong_answer_file() {
        for p in PROBLEMS {
            for index in 0..4 {
                let test = batch::test(*p, index, 4, 3).unwrap();
                let (input, answer) = (&test.input[..], &test.answer[..]);
                let verdict = p.check(input, answer, answer);
                assert_eq!(verdict.exit_code(), 0, "{}: {verdict}", p.name());
                let text = String::from_utf8(answer.to_vec()).unwrap();
                let tokens: Vec<&str> = text.split_whitespace().collect();
                let mut wrong = vec![
                    String::new(),
                    "xx".to_string(),
                    format!("{text} 1"),
                    tokens[..tokens.len() - 1].join(" "),
                ];
                if tokens.len() > 1 {
                    wrong.push(tokens[0].to_string());
                }
                for jury in wrong {
                    for output in [answer, jury.as_bytes()] {
                        let verdict = p.check(input, output, jury.as_bytes());
                        assert_eq!(verdict.exit_code(), 3, "{}: {jury:?}: {verdict}", p.name());
                    }
                }
                // An input that is none fails too, before anything else.
                let verdict = p.check(b"x", answer, answer);
                assert_eq!(verdict.exit_code(), 3, "{}: {verdict}", p.name());
            }
        }
    }
}
