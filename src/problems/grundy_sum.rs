//! "Sum of games" (bigame's own statement, no contest source): `k` positions of the token game,
//! each a small graph in which no vertex has more than 3 neighbours, with a token on its start.
//! A turn moves one token of the player's choice to an unvisited neighbour in its own graph;
//! who cannot move in any part loses. Input: `k`, then for each part `n m s` and `m` lines
//! `u v` (1-based within the part). Answer: `lose` if the player to move loses, else `win P V`:
//! a winning move, the token of part `P` moved to its vertex `V` (the solver prints the first
//! part whose value can be lowered, and there the first move that lowers it enough; the
//! checker accepts every winning move). Several right answers: the problem for `bigame check`.
//!
//! By Sprague–Grundy the player to move wins exactly when the XOR of the parts' Grundy values
//! is not 0, and a move wins exactly when it leaves a sum of value 0: the part's value after
//! it is the XOR of the other parts' values. Values come from [`crate::game::grundy`], exact
//! and polynomial at maximum degree 3.

use super::batch::Shape;
use super::check::{Tokens, Verdict, bad_input, read_jury};
use super::validate::{Mode, Reader, Violation};
use super::{Problem, check_edge_count};
use crate::game::grundy::{grundy_of_position, grundy_of_sum, grundy_value};
use crate::generate::Rng;
use crate::graph::{Adjacency, Graph};
use crate::read::ParseError;
use std::collections::HashSet;
use std::fmt::Write;

/// The statement's limits: parts, vertices a part, vertices in all.
const MAX_K: i64 = 10_000;
const MAX_N: i64 = 100;
const MAX_TOTAL: i64 = 200_000;
/// The most neighbours a vertex may have: where the values are polynomial.
const MAX_DEGREE: usize = 3;

/// Sum of games.
pub struct GrundySum;

/// One part: its graph and the token's 0-based start.
struct Part {
    graph: Graph,
    start: u32,
}

/// Reads the parts; strict mode also enforces the statement's limits and no edge twice. Both
/// modes refuse a fourth neighbour (what the solver's method needs; a repeated edge in
/// lenient mode is one move and adds none). `O(input)` expected.
fn read(input: &[u8], mode: Mode) -> Result<Vec<Part>, Violation> {
    let mut r = Reader::new(input, mode)?;
    let k = r.read_limit("k", 1, MAX_K, 1_000_000)?;
    r.read_eoln()?;
    let mut parts = Vec::with_capacity(k.min(1 << 16) as usize);
    let mut total = 0i64;
    for p in 1..=k {
        let n = r.read_limit(&format!("n of part {p}"), 1, MAX_N, 100_000)?;
        total += n;
        if r.strict() && total > MAX_TOTAL {
            return Err(r.violation(format!(
                "the parts have {total} vertices by part {p}, more than {MAX_TOTAL} in all"
            )));
        }
        r.read_space()?;
        let m = r.read_limit(&format!("m of part {p}"), 0, 3 * n / 2, 3 * n)?;
        check_edge_count(&r, m)?;
        r.read_space()?;
        let s = r.read_int(&format!("s of part {p}"), 1, n)? as u32 - 1;
        r.read_eoln()?;
        let mut degree = vec![0usize; n as usize];
        let mut seen = HashSet::new();
        let mut edges = Vec::with_capacity(m as usize);
        for _ in 0..m {
            let at = r.position();
            let u = r.read_int("u", 1, n)? as u32;
            r.read_space()?;
            let v = r.read_int("v", 1, n)? as u32;
            let fault = if u == v {
                Some(format!("part {p}: the edge {u} {v} is a self-loop"))
            } else if !seen.insert((u.min(v), u.max(v))) {
                r.strict().then(|| {
                    format!(
                        "part {p}: the edge {u} {v} appears twice (the statement allows it once)"
                    )
                })
            } else if let Some(x) = [u, v]
                .into_iter()
                .find(|&x| degree[x as usize - 1] == MAX_DEGREE)
            {
                Some(format!(
                    "part {p}: vertex {x} has a 4th neighbour (the statement allows at most {MAX_DEGREE})"
                ))
            } else {
                degree[u as usize - 1] += 1;
                degree[v as usize - 1] += 1;
                edges.push((u - 1, v - 1));
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
        }
        parts.push(Part {
            graph: Graph::from_edges(n as usize, &edges),
            start: s,
        });
    }
    r.read_eof()?;
    Ok(parts)
}

/// An answer: `None` for `lose`, `Some((part, vertex))` 0-based for `win P V`.
type Answer = Option<(usize, u32)>;

/// Reads `lose` or `win P V` against the parts' sizes.
fn read_answer(tokens: &mut Tokens, parts: &[Part]) -> Result<Answer, Verdict> {
    if tokens.word("'win' or 'lose'", &["win", "lose"])? == b"lose" {
        tokens.end()?;
        return Ok(None);
    }
    let p = tokens.integer("the part P", 1, parts.len() as i64)? as usize - 1;
    let n = parts[p].graph.vertex_count() as i64;
    let v = tokens.integer("the vertex V", 1, n)? as u32 - 1;
    tokens.end()?;
    Ok(Some((p, v)))
}

/// Why the move `(p, v)` does not win a sum of value `total` whose parts have `values`, or
/// `None` when it wins: it must be a move (an edge from the part's start), and leave the part
/// a position of value `total ^ values[p]`, checked by its own Grundy value (the part without
/// its start, from `v`). One [`grundy_of_position`].
fn move_fault(parts: &[Part], values: &[u32], total: u32, (p, v): (usize, u32)) -> Option<String> {
    let part = &parts[p];
    let (s, shown) = (part.start + 1, v + 1);
    if !part.graph.neighbors(part.start).contains(&v) {
        return Some(format!(
            "{shown} is not a neighbour of the start {s} of part {}: not a move",
            p + 1
        ));
    }
    let after = grundy_of_position(&part.graph, &[part.start], v)
        .expect("a part of maximum degree 3 needs no search");
    let left = total ^ values[p] ^ after;
    (left != 0).then(|| {
        format!(
            "the move {s} -> {shown} in part {} leaves it a position of value {after}, and the sum a value of {left}, not 0",
            p + 1
        )
    })
}

impl Problem for GrundySum {
    fn name(&self) -> &'static str {
        "grundy-sum"
    }
    fn several_answers(&self) -> Option<&'static str> {
        Some("any winning move")
    }
    fn summary(&self) -> &'static str {
        "bigame's own: a sum of k token games on graphs of maximum degree 3, one token each, a turn moves one; 'lose', or 'win P V' with any winning move (part P, vertex V)"
    }
    fn limits(&self) -> &'static str {
        "1 <= k <= 10000, 1 <= n <= 100 a part, at most 200000 vertices in all, 0 <= m <= 3n/2, 1 <= s <= n, 1 <= u, v <= n, u != v, no edge twice, at most 3 neighbours a vertex"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let parts = read(input, Mode::Lenient)?;
        let refs: Vec<(&Graph, u32)> = parts.iter().map(|p| (&p.graph, p.start)).collect();
        let answer = grundy_of_sum(&refs).expect("parts of maximum degree 3 need no search");
        Ok(match answer.winning_move {
            Some((p, v)) => format!("win {} {}\n", p + 1, v + 1),
            None => "lose\n".to_string(),
        }
        .into_bytes())
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict).map(|_| ())
    }
    fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Verdict {
        let parts = match read(input, Mode::Lenient) {
            Ok(parts) => parts,
            Err(v) => return bad_input(self.name(), &v.into()),
        };
        // The jury's format first: a broken answer file fails before any value is computed.
        let jury = match read_jury(answer, |t| read_answer(t, &parts)) {
            Ok(jury) => jury,
            Err(verdict) => return verdict,
        };
        let values: Vec<u32> = parts
            .iter()
            .map(|p| grundy_value(&p.graph, p.start).expect("maximum degree 3: no search"))
            .collect();
        let total = values.iter().fold(0, |x, &v| x ^ v);
        let fault = match jury {
            None if total != 0 => Some(format!(
                "lose, but the sum's value is {total}: the player to move wins"
            )),
            Some((p, v)) if total == 0 => Some(format!(
                "win {} {}, but the sum's value is 0: the player to move loses",
                p + 1,
                v + 1
            )),
            Some(m) => move_fault(&parts, &values, total, m),
            None => None,
        };
        if let Some(fault) = fault {
            return Verdict::Fail(format!("the answer file says {fault}"));
        }
        match read_answer(&mut Tokens::new(output), &parts) {
            Err(verdict) => verdict,
            Ok(None) if total != 0 => Verdict::WrongAnswer(format!(
                "the sum's value is {total}: the player to move wins, the output says lose"
            )),
            Ok(None) => Verdict::Accepted("lose".to_string()),
            Ok(Some((p, v))) if total == 0 => Verdict::WrongAnswer(format!(
                "the sum's value is 0: the player to move loses, and the move {} in part {} too",
                v + 1,
                p + 1
            )),
            Ok(Some(m)) => match move_fault(&parts, &values, total, m) {
                Some(fault) => Verdict::WrongAnswer(fault),
                None => Verdict::Accepted(format!("win {} {}", m.0 + 1, m.1 + 1)),
            },
        }
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        generate(shape, rng)
    }
}

/// A part as drawn: its vertex count, its edges (0-based) and the token's start.
type Drawn = (u32, Vec<(u32, u32)>, u32);

/// A random graph on `n` vertices with at most `m` edges, no vertex of more than 3
/// neighbours, no edge twice. `O(n + m)` expected.
fn random_part(rng: &mut Rng, n: u32, m: u32) -> Vec<(u32, u32)> {
    let mut degree = vec![0usize; n as usize];
    let mut seen = HashSet::new();
    let mut edges = Vec::new();
    for _ in 0..3 * m {
        if edges.len() as u32 >= m || n < 2 {
            break;
        }
        let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
        if u != v
            && degree[u as usize] < MAX_DEGREE
            && degree[v as usize] < MAX_DEGREE
            && seen.insert((u.min(v), u.max(v)))
        {
            degree[u as usize] += 1;
            degree[v as usize] += 1;
            edges.push((u, v));
        }
    }
    edges
}

/// A part whose start has the value `g` (0 to 3), of at most 8 vertices: the start (vertex 0)
/// joined to a leaf (a move of value 0), to the end of a path of 2 (value 1) and to a vertex
/// with a leaf and a path of 2 (value 2); the first `g` of them.
fn part_of_value(g: u32) -> (u32, Vec<(u32, u32)>) {
    let arms: [&[(u32, u32)]; 3] = [
        &[(0, 1)],
        &[(0, 2), (2, 3)],
        &[(0, 4), (4, 5), (4, 6), (6, 7)],
    ];
    let edges: Vec<(u32, u32)> = arms[..g as usize]
        .iter()
        .flat_map(|a| a.iter().copied())
        .collect();
    let n = edges.iter().map(|&(u, v)| u.max(v) + 1).max().unwrap_or(1);
    (n, edges)
}

/// An input in `shape`: random parts of maximum degree 3 (tiny: 1 to 3 parts of up to 6
/// vertices; at the limits 10^4 parts and 2·10^5 vertices), in about half the tests one more
/// part that makes the XOR 0 (the player to move loses); adversarial: the parts whose values
/// are hardest to tell, long ladders (2 x L boards), long paths and cubic prisms, values up to 3.
/// `O(input)` plus a value of every part.
fn generate(shape: Shape, rng: &mut Rng) -> Vec<u8> {
    let k = match shape {
        Shape::Tiny => 1 + rng.below(3),
        _ => shape.size(1, MAX_K as u64 - 1, rng),
    };
    let budget = (MAX_TOTAL as u64 - 8) / k;
    let mut parts: Vec<Drawn> = Vec::new();
    for _ in 0..k {
        let n = match shape {
            Shape::Tiny => 1 + rng.below(6),
            Shape::Largest | Shape::Adversarial => budget.min(MAX_N as u64),
            Shape::Random { .. } => 1 + rng.below(budget.clamp(1, MAX_N as u64)),
        } as u32;
        let edges = match (shape, rng.below(3)) {
            (Shape::Adversarial, 0) => (1..n).map(|i| (i - 1, i)).collect(),
            (Shape::Adversarial, 1) => {
                // A ladder of n / 2 rungs: rook moves on a 2 x L board.
                let l = n / 2;
                let mut e: Vec<(u32, u32)> = (0..l).map(|i| (i, l + i)).collect();
                e.extend((1..l).flat_map(|i| [(i - 1, i), (l + i - 1, l + i)]));
                e
            }
            (Shape::Adversarial, _) => {
                // A prism C_L x K_2, one rung missing (cubic but for two vertices).
                let l = n / 2;
                let mut e: Vec<(u32, u32)> = (1..l).map(|i| (i, l + i)).collect();
                e.extend((0..l).flat_map(|i| [(i, (i + 1) % l), (l + i, l + (i + 1) % l)]));
                e.retain(|&(u, v)| u != v);
                let mut seen = HashSet::new();
                e.retain(|&(u, v)| seen.insert((u.min(v), u.max(v))));
                e
            }
            _ => {
                let m = rng.below(u64::from(3 * n / 2) + 1) as u32;
                random_part(rng, n, m)
            }
        };
        parts.push((n, edges, rng.below(u64::from(n)) as u32));
    }
    if rng.chance(50) {
        // One more part that makes the XOR 0.
        let graphs: Vec<(Graph, u32)> = parts
            .iter()
            .map(|(n, e, s)| (Graph::from_edges(*n as usize, e), *s))
            .collect();
        let total = graphs.iter().fold(0, |x, (g, s)| {
            x ^ grundy_value(g, *s).expect("maximum degree 3")
        });
        let (n, edges) = part_of_value(total);
        parts.push((n, edges, 0));
    }
    let mut text = format!("{}\n", parts.len());
    for (n, edges, s) in &parts {
        let _ = writeln!(text, "{n} {} {}", edges.len(), s + 1);
        for (u, v) in edges {
            let _ = writeln!(text, "{} {}", u + 1, v + 1);
        }
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests;
