//! COCI 2017/2018 contest 5, task 6 "Planinarenje" (Luogu P4617): `N` peaks and `N` valleys,
//! `M` trails each joining a peak and a valley. From a peak Slavko picks the valley to descend
//! to, from a valley Mirko picks the peak; no spot is visited twice; at a spot with no unvisited
//! neighbour the walk ends, and Mirko wins on a peak, Slavko in a valley. For every start peak:
//! `Mirko` or `Slavko`.
//!
//! This is the token game with Slavko to move at the start peak (whoever cannot move loses),
//! so Slavko wins exactly from the peaks in every maximum matching.

use super::Problem;
use super::batch::{Shape, hard_family};
use super::validate::{Mode, Reader, Violation};
use crate::generate::hard::Family;
use crate::generate::{GraphSpec, Rng, random_graph};
use crate::graph::{Graph, left_first_sides};
use crate::graph::{TwoColouring, two_colouring};
use crate::read::ParseError;
use crate::solve::solve_graph;

/// COCI 2017/2018 Planinarenje.
pub struct Planinarenje;

/// The statement's `N <= 5000` and `M <= min(5000, N * N)`.
const MAX_N: i64 = 5000;

/// Reads `N M` and `M` lines `v d` (peak, valley); strict mode also checks the limits and
/// that no trail appears twice. Vertices: peaks `0..N`, valleys `N..2N`. `O(N + M)`.
fn read(input: &[u8], mode: Mode) -> Result<(usize, Graph), Violation> {
    let mut r = Reader::new(input, mode)?;
    let n = r.read_limit("N", 1, MAX_N, 1 << 25)?;
    r.read_space()?;
    let m_max = MAX_N.min(n * n);
    let m = r.read_limit("M", 1, m_max, crate::graph::MAX_EDGES as i64)?;
    r.read_eoln()?;
    // Each trail line takes at least 4 bytes: refuse a count the file cannot hold before
    // allocating for it.
    if m as u128 > (r.len() as u128 + 1) / 4 {
        return Err(r.violation(format!(
            "{m} trails cannot fit in an input of {} bytes",
            r.len()
        )));
    }
    let mut edges = Vec::with_capacity(m as usize);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..m {
        let at = r.position();
        let v = r.read_int("v", 1, n)?;
        r.read_space()?;
        let d = r.read_int("d", 1, n)?;
        if r.strict() && !seen.insert((v, d)) {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message: format!(
                    "the trail {v} {d} appears twice (at most one between a peak and a valley)"
                ),
            });
        }
        r.read_eoln()?;
        edges.push(((v - 1) as u32, (n + d - 1) as u32));
    }
    r.read_eof()?;
    Ok((n as usize, Graph::from_edges(2 * n as usize, &edges)))
}

impl Problem for Planinarenje {
    fn name(&self) -> &'static str {
        "planinarenje"
    }
    fn summary(&self) -> &'static str {
        "COCI 2017/2018 #5 Planinarenje (Luogu P4617): for every start peak, Mirko or Slavko wins"
    }
    fn limits(&self) -> &'static str {
        "1 <= N <= 5000, 1 <= M <= min(5000, N*N), 1 <= v, d <= N, no trail twice"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let (n, graph) = read(input, Mode::Lenient)?;
        let left = left_first_sides(2 * n, n as u32);
        let analysis = solve_graph(&graph, Some(left), None)
            .expect("the peaks and the valleys are the two sides")
            .analysis;
        let mut out = Vec::with_capacity(7 * n);
        for peak in 0..n as u32 {
            // Slavko moves first from the peak: he wins iff the peak is in every maximum
            // matching.
            out.extend_from_slice(if analysis.wins(peak) {
                b"Slavko\n"
            } else {
                b"Mirko\n"
            });
        }
        Ok(out)
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict).map(|_| ())
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        // The trails as a bipartite graph: peaks on one side, valleys on the other.
        let (peaks, trails) = match shape {
            Shape::Adversarial => {
                let families: Vec<Family> = Family::ALL
                    .into_iter()
                    .filter(|f| f.is_bipartite())
                    .collect();
                let family = families[rng.below(families.len() as u64) as usize];
                let Some(g) = hard_family(rng, family, 2 * MAX_N as u64, MAX_N as u64) else {
                    return self.generate(Shape::Largest, rng);
                };
                let graph = Graph::from_edges(g.n as usize, &g.list);
                let TwoColouring::Sides(left) = two_colouring(&graph) else {
                    unreachable!("a bipartite family two-colours")
                };
                // Number each side in order; a peak is a vertex on the left.
                let mut index = vec![0u32; g.n as usize];
                let mut counts = [0u32; 2];
                for v in 0..g.n as usize {
                    let side = usize::from(!left[v]);
                    index[v] = counts[side];
                    counts[side] += 1;
                }
                let trails: Vec<(u32, u32)> = g
                    .list
                    .iter()
                    .map(|&(u, v)| if left[u as usize] { (u, v) } else { (v, u) })
                    .map(|(p, d)| (index[p as usize], index[d as usize]))
                    .collect();
                if counts[0].max(counts[1]) as i64 > MAX_N || trails.is_empty() {
                    return self.generate(Shape::Largest, rng);
                }
                (counts[0].max(counts[1]), trails)
            }
            _ => {
                let n = shape.size(1, MAX_N as u64, rng) as u32;
                let most = (MAX_N as u64).min(n as u64 * n as u64);
                let m = shape.size(1, most, rng);
                let spec = GraphSpec::bipartite(n, n, m);
                let g = random_graph(&spec, rng.next_u64())
                    .expect("the spec fits")
                    .graph;
                let mut trails: Vec<(u32, u32)> = g.edges().map(|(p, d)| (p, d - n)).collect();
                rng.shuffle(&mut trails);
                (n, trails)
            }
        };
        let mut text = format!("{peaks} {}\n", trails.len());
        for (p, d) in trails {
            text.push_str(&format!("{} {}\n", p + 1, d + 1));
        }
        text.into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute;
    use crate::generate::Rng;

    #[test]
    fn random_cases_match_exhaustive_search() {
        let mut rng = Rng::new(17);
        for _ in 0..400 {
            let n = 1 + rng.below(6) as i64;
            let mut pairs: Vec<(i64, i64)> = (1..=n)
                .flat_map(|v| (1..=n).map(move |d| (v, d)))
                .filter(|_| rng.chance(35))
                .collect();
            if pairs.is_empty() {
                pairs.push((1, 1));
            }
            let mut text = format!("{n} {}\n", pairs.len());
            for (v, d) in &pairs {
                text.push_str(&format!("{v} {d}\n"));
            }
            Planinarenje.validate(text.as_bytes()).unwrap();
            let answer = String::from_utf8(Planinarenje.solve(text.as_bytes()).unwrap()).unwrap();
            let (_, graph) = read(text.as_bytes(), Mode::Lenient).unwrap();
            let wins = brute::winning_vertices(&graph);
            let expected: String = (0..n as usize)
                .map(|p| if wins[p] { "Slavko\n" } else { "Mirko\n" })
                .collect();
            assert_eq!(answer, expected, "{text}");
        }
    }
}
