//! "Matching on Bipartite Graph" and "Matching on General Graph", with the input and output
//! of the well-known judge tasks: `L R M` and `M` lines `a b` (0-based, `a` a left vertex,
//! `b` a right one), or `N M` and `M` lines `u v` (0-based); the answer is `K`, then `K`
//! lines, the pairs of a maximum matching. Any maximum matching is right: the checker checks
//! the output (and the jury's answer) against the input itself.

use super::Problem;
use super::batch::{Edges, Shape, any_graph, hard_family, random_simple_graph};
use super::check::{Tokens, Verdict, bad_input, read_jury};
use super::validate::{Mode, Reader, Violation};
use crate::generate::Rng;
use crate::generate::hard::Family;
use crate::graph::{Adjacency, Graph, TwoColouring, two_colouring};
use crate::read::ParseError;
use std::collections::HashSet;
use std::fmt::Write;

/// Matching on Bipartite Graph (`bipartite`: `L, R <= 10^5`, `M <= 2·10^5`) or on General
/// Graph (`N <= 500`, `M <= N (N - 1) / 2`): one implementation, the reading, the numbering
/// and the generators told apart by the flag.
pub struct MatchingProblem {
    bipartite: bool,
}

/// Matching on Bipartite Graph.
pub static BIPARTITE_MATCHING: MatchingProblem = MatchingProblem { bipartite: true };

/// Matching on General Graph.
pub static GENERAL_MATCHING: MatchingProblem = MatchingProblem { bipartite: false };

/// The bipartite statement's limits.
const MAX_SIDE: i64 = 100_000;
const MAX_EDGES: i64 = 200_000;
/// The general statement's limit on `N`.
const MAX_N: i64 = 500;

/// An input read: the graph (a bipartite one's right vertex `b` is `L + b`), the number of
/// left vertices (`None` for the general problem) and the edges' set, `(u, v)` as written
/// for the bipartite problem, `u < v` for the general one.
struct Input {
    graph: Graph,
    left: Option<u32>,
    edges: HashSet<(u32, u32)>,
}

/// Reads an input of either problem (`bipartite`: `L R M`); strict mode also enforces the
/// statement's limits and no edge twice. `O(N + M)` expected.
fn read(input: &[u8], mode: Mode, bipartite: bool) -> Result<Input, Violation> {
    let mut r = Reader::new(input, mode)?;
    let hard = crate::graph::MAX_VERTICES as i64 / 2;
    let (left, right) = if bipartite {
        let l = r.read_limit("L", 1, MAX_SIDE, hard)?;
        r.read_space()?;
        let rr = r.read_limit("R", 1, MAX_SIDE, hard)?;
        (l, rr)
    } else {
        (r.read_limit("N", 1, MAX_N, hard)?, 0)
    };
    r.read_space()?;
    let max_m = if bipartite {
        MAX_EDGES
    } else {
        left * (left - 1) / 2
    };
    // A solver takes a graph without edges too.
    let min_m = i64::from(r.strict());
    let m = r.read_limit("M", min_m, max_m, crate::graph::MAX_EDGES as i64)?;
    super::check_edge_count(&r, m)?;
    r.read_eoln()?;
    let mut list = Vec::with_capacity(m as usize);
    let mut edges = HashSet::with_capacity(m as usize);
    let (first, second) = if bipartite { ("a", "b") } else { ("u", "v") };
    for i in 0..m {
        let at = r.position();
        let u = r.read_int(first, 0, left - 1)? as u32;
        r.read_space()?;
        let v = r.read_int(second, 0, if bipartite { right } else { left } - 1)? as u32;
        let key = if bipartite {
            (u, v)
        } else {
            (u.min(v), u.max(v))
        };
        let fault = if !bipartite && u == v {
            Some(format!("edge {} is a self-loop {u} {v}", i + 1))
        } else if !edges.insert(key) && r.strict() {
            Some(format!(
                "edge {u} {v} appears twice (the statement allows it once)"
            ))
        } else {
            None
        };
        if let Some(message) = fault {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message,
            });
        }
        r.read_eoln()?;
        list.push(if bipartite {
            (u, left as u32 + v)
        } else {
            (u, v)
        });
    }
    r.read_eof()?;
    let n = (left + right) as usize;
    Ok(Input {
        graph: Graph::from_edges(n, &list),
        left: bipartite.then_some(left as u32),
        edges,
    })
}

/// The pairs of a maximum matching, in the problem's numbering, sorted by the first. The
/// solver's cost ([`crate::solve::solve_graph`], sides known for the bipartite problem).
fn solve_pairs(input: &Input) -> Vec<(u32, u32)> {
    let n = input.graph.vertex_count();
    let sides = input.left.map(|l| (0..n).map(|v| v < l as usize).collect());
    let solved = crate::solve::solve_graph(&input.graph, sides, None)
        .expect("no algorithm was asked for and the sides fit");
    let left = input.left.unwrap_or(0);
    solved
        .analysis
        .matching()
        .edges()
        .map(|(u, v)| (u, v - left))
        .collect()
}

/// `K`, then the pairs.
fn answer_text(pairs: &[(u32, u32)]) -> Vec<u8> {
    let mut text = String::with_capacity(pairs.len() * 14 + 8);
    let _ = writeln!(text, "{}", pairs.len());
    for (u, v) in pairs {
        let _ = writeln!(text, "{u} {v}");
    }
    text.into_bytes()
}

/// A matching read from `tokens` and checked against `input`: `K`, then `K` pairs that are
/// edges, no vertex twice. A malformed one is a presentation error, a wrong one a wrong
/// answer. Returns `K`. `O(K)` expected.
fn read_matching(tokens: &mut Tokens, input: &Input) -> Result<usize, Verdict> {
    let n = input.graph.vertex_count();
    let (left, right) = match input.left {
        Some(l) => (l as i64, (n as i64 - l as i64)),
        None => (n as i64, n as i64),
    };
    let k = tokens.integer("the size K", 0, left.min(right).max(0))? as usize;
    let mut used = vec![false; n];
    for i in 1..=k {
        let u = tokens.integer("a vertex", 0, left - 1)? as u32;
        let v = tokens.integer("a vertex", 0, right - 1)? as u32;
        let key = match input.left {
            Some(_) => (u, v),
            None => (u.min(v), u.max(v)),
        };
        if !input.edges.contains(&key) {
            return Err(Verdict::WrongAnswer(format!(
                "pair {i}: {u} {v} is not an edge"
            )));
        }
        let ids = [u as usize, v as usize + input.left.unwrap_or(0) as usize];
        for id in ids {
            if std::mem::replace(&mut used[id], true) {
                let side = match input.left {
                    Some(l) if id >= l as usize => "right ",
                    Some(_) => "left ",
                    None => "",
                };
                let shown = match side {
                    "right " => id - input.left.unwrap_or(0) as usize,
                    _ => id,
                };
                return Err(Verdict::WrongAnswer(format!(
                    "pair {i}: {side}vertex {shown} is in two pairs"
                )));
            }
        }
    }
    tokens.end()?;
    Ok(k)
}

/// The checker of both problems: the jury's answer must be a maximum matching (its size the
/// solver's), then the output a matching of the same size. A solve and `O(output + answer)`.
fn check(name: &str, input: &[u8], output: &[u8], answer: &[u8], bipartite: bool) -> Verdict {
    let input = match read(input, Mode::Lenient, bipartite) {
        Ok(input) => input,
        Err(v) => return bad_input(name, &v.into()),
    };
    let nu = solve_pairs(&input).len();
    let jury = match read_jury(answer, |t| read_matching(t, &input)) {
        Ok(k) => k,
        Err(verdict) => return verdict,
    };
    if jury != nu {
        return Verdict::Fail(format!(
            "the answer file's matching has {jury} pairs, but a maximum matching has {nu}"
        ));
    }
    match read_matching(&mut Tokens::new(output), &input) {
        Err(verdict) => verdict,
        Ok(k) if k < nu => Verdict::WrongAnswer(format!(
            "the matching has {k} pairs, but a maximum matching has {nu}"
        )),
        Ok(k) if k > nu => Verdict::Fail(format!(
            "the output's matching has {k} pairs, more than the jury's {nu}"
        )),
        Ok(k) => Verdict::Accepted(format!("a maximum matching of {k} pairs")),
    }
}

/// A bipartite graph's edges as the problem's input: the two-colouring's sides numbered in
/// order (`L`, `R` at least 1), each edge `a b` with `a` its left end. `O(V + E)`.
fn bipartite_input(edges: &Edges) -> Vec<u8> {
    let g = Graph::from_edges(edges.n as usize, &edges.list);
    let left = match two_colouring(&g) {
        TwoColouring::Sides(left) => left,
        TwoColouring::OddCycle(_) => unreachable!("drawn bipartite"),
    };
    let mut index = vec![0u32; left.len()];
    let (mut l, mut r) = (0u32, 0u32);
    for (v, &is_left) in left.iter().enumerate() {
        let side = if is_left { &mut l } else { &mut r };
        index[v] = *side;
        *side += 1;
    }
    let mut text = format!("{} {} {}\n", l.max(1), r.max(1), edges.list.len());
    for &(u, v) in &edges.list {
        let (a, b) = if left[u as usize] { (u, v) } else { (v, u) };
        let _ = writeln!(text, "{} {}", index[a as usize], index[b as usize]);
    }
    text.into_bytes()
}

/// The bipartite families that defeat simple heuristics: greedy starts (hell, trap), Kuhn's
/// one path at a time (hilo, maze), one path per phase (corridor, cube), decoys (rope).
const BIPARTITE_FAMILIES: [Family; 7] = [
    Family::Hell,
    Family::Trap,
    Family::Hilo,
    Family::Maze,
    Family::Corridor,
    Family::Cube,
    Family::Rope,
];

impl Problem for MatchingProblem {
    fn name(&self) -> &'static str {
        if self.bipartite {
            "bipartite-matching"
        } else {
            "general-matching"
        }
    }
    fn summary(&self) -> &'static str {
        if self.bipartite {
            "Matching on Bipartite Graph (Library Checker's I/O): 'L R M' and M lines 'a b' (0-based); print K and the pairs of a maximum matching"
        } else {
            "Matching on General Graph (Library Checker's I/O): 'N M' and M lines 'u v' (0-based); print K and the pairs of a maximum matching"
        }
    }
    fn limits(&self) -> &'static str {
        if self.bipartite {
            "1 <= L, R <= 100000, 1 <= M <= 200000, 0 <= a < L, 0 <= b < R, no edge twice"
        } else {
            "1 <= N <= 500, 1 <= M <= N(N-1)/2, 0 <= u, v < N, u != v, no edge twice"
        }
    }
    fn several_answers(&self) -> Option<&'static str> {
        Some("any maximum matching")
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let input = read(input, Mode::Lenient, self.bipartite)?;
        Ok(answer_text(&solve_pairs(&input)))
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict, self.bipartite).map(|_| ())
    }
    fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Verdict {
        check(self.name(), input, output, answer, self.bipartite)
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        if self.bipartite {
            generate_bipartite(shape, rng)
        } else {
            generate_general(shape, rng)
        }
    }
}

/// A bipartite-matching input in `shape`: random bipartite graphs, or at the adversarial end
/// one of [`BIPARTITE_FAMILIES`]. `O(L + R + M)`.
fn generate_bipartite(shape: Shape, rng: &mut Rng) -> Vec<u8> {
    let (max_n, max_m) = (MAX_SIDE as u64, MAX_EDGES as u64);
    let edges = match shape {
        Shape::Adversarial => {
            let family = BIPARTITE_FAMILIES[rng.below(7) as usize];
            hard_family(rng, family, max_n, max_m)
                .unwrap_or_else(|| random_simple_graph(rng, max_n as u32, max_m, true))
        }
        _ => {
            let n = shape.size(2, max_n, rng).max(2) as u32;
            let m = match shape {
                Shape::Tiny => 1 + rng.below(n as u64 * 2),
                Shape::Largest => max_m,
                _ => n as u64 * (1 + rng.below(8)) / 4,
            };
            random_simple_graph(rng, n, m.clamp(1, max_m), true)
        }
    };
    bipartite_input(&edges)
}

/// A general-matching input in `shape` ([`any_graph`]: the hard families, bipartite and
/// not, at the adversarial end), with one edge at least. `O(N + M)`.
fn generate_general(shape: Shape, rng: &mut Rng) -> Vec<u8> {
    let max_m = (MAX_N * (MAX_N - 1) / 2) as u64;
    let mut edges = any_graph(shape, rng, MAX_N as u64, max_m);
    if edges.list.is_empty() {
        // The statement wants an edge: a pair of vertices at least.
        edges.n = edges.n.max(2);
        edges.list.push((0, 1));
    }
    let mut text = format!("{} {}\n", edges.n, edges.list.len());
    for (u, v) in &edges.list {
        let _ = writeln!(text, "{u} {v}");
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests;
