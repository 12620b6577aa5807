//! The sums' entry point for the front ends (`bigame sum`, `bigame play --sum`): several
//! positions, one token each, a turn moves one token of the player's choice, and who cannot
//! move in any part loses. By Sprague–Grundy the player to move wins exactly when the XOR of
//! the parts' Grundy values is not 0.

use crate::game::grundy::{self, GrundyError, SumAnswer};
use crate::graph::Graph;

/// One part of a sum: a graph, the vertices already visited on it, and the token's vertex.
#[derive(Clone, Copy, Debug)]
pub struct SumPart<'a> {
    /// The part's graph.
    pub graph: &'a Graph,
    /// The vertices visited before (in any order; may hold `token` or not): empty at the start.
    pub visited: &'a [u32],
    /// The token's vertex (0-based id of `graph`).
    pub token: u32,
}

/// Why a sum was not solved: one part's Grundy value needs the exact search and is too large
/// for it (who wins on that part alone is still answered by [`crate::solve::solve_graph`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumError {
    /// The part's index (0-based, in the order given).
    pub part: usize,
    /// What the Grundy computation refused; its vertex ids are `graph`'s when the part has
    /// nothing visited, else those of the token's component of what is left.
    pub error: GrundyError,
}

impl std::fmt::Display for SumError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "part {}: {}", self.part + 1, self.error)
    }
}

impl std::error::Error for SumError {}

/// The Grundy value of one part: [`grundy::grundy_value`] at a start, else
/// [`grundy::grundy_of_position`]. Cost: theirs.
///
/// # Errors
/// [`GrundyError`] when the part needs the exact search and is too large for it.
///
/// # Panics
/// If the token or a visited vertex is not a vertex of the part's graph.
pub fn part_value(part: SumPart<'_>) -> Result<u32, GrundyError> {
    if part.visited.iter().all(|&v| v == part.token) {
        grundy::grundy_value(part.graph, part.token)
    } else {
        grundy::grundy_of_position(part.graph, part.visited, part.token)
    }
}

/// The moves of a part: the token's distinct neighbours not yet visited, in increasing id
/// order. `O(degree log degree + visited)`.
pub fn part_moves(part: SumPart<'_>) -> Vec<u32> {
    let mut moves: Vec<u32> = part
        .graph
        .neighbors(part.token)
        .iter()
        .copied()
        .filter(|&u| u != part.token && !part.visited.contains(&u))
        .collect();
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// Solves the sum of `parts`: each part's Grundy value, their XOR, and a winning move (the
/// part's index and the vertex its token moves to) when the XOR is not 0. The move takes a
/// part of value `g` with `g XOR total < g` (the first such part) to a position of value
/// `g XOR total`, which the mex guarantees. Cost: each part's [`part_value`] (polynomial for
/// parts of maximum degree 3, `O(V^2 E α(V))` worst case; an exact search otherwise, up to
/// [`grundy::SEARCH_LIMIT`] vertices per component), then one
/// [`grundy::grundy_of_position`] per move of the part moved in until one has the value
/// wanted.
///
/// # Errors
/// [`SumError`] (the first part, in order, that is too large for the exact search).
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::solve::{SumPart, solve_sum};
/// // A path of 2 from an end (value 1) and a path 0-1-2-3 from 1 (value 2: moves to 0,
/// // value 0, and to 2, value 1): XOR 3, so the mover wins by moving in the second part to
/// // 2 (value 1 left there, the sum's value 0).
/// let a = Graph::from_edges(2, &[(0, 1)]);
/// let b = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
/// let parts = [
///     SumPart { graph: &a, visited: &[], token: 0 },
///     SumPart { graph: &b, visited: &[], token: 1 },
/// ];
/// let answer = solve_sum(&parts).unwrap();
/// assert_eq!((answer.values, answer.total, answer.winning_move), (vec![1, 2], 3, Some((1, 2))));
/// ```
///
/// # Panics
/// If a token or a visited vertex is not a vertex of its part's graph.
pub fn solve_sum(parts: &[SumPart<'_>]) -> Result<SumAnswer, SumError> {
    let values = parts
        .iter()
        .enumerate()
        .map(|(part, &p)| part_value(p).map_err(|error| SumError { part, error }))
        .collect::<Result<Vec<_>, _>>()?;
    let total = values.iter().fold(0, |x, &v| x ^ v);
    let mut winning_move = None;
    if total != 0 {
        let part = values
            .iter()
            .position(|&v| v ^ total < v)
            .expect("a part whose value has the total's highest bit");
        let p = parts[part];
        let target = values[part] ^ total;
        let mut visited = p.visited.to_vec();
        visited.push(p.token);
        for u in part_moves(p) {
            let value = grundy::grundy_of_position(p.graph, &visited, u)
                .map_err(|error| SumError { part, error })?;
            if value == target {
                winning_move = Some((part, u));
                break;
            }
        }
        assert!(winning_move.is_some(), "the mex has every smaller value");
    }
    Ok(SumAnswer {
        values,
        total,
        winning_move,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::grundy::grundy_of_sum;
    use crate::graph::Adjacency;
    use crate::rng::Rng;

    fn random_graph(rng: &mut Rng, n: usize, percent: u32) -> Graph {
        let mut edges = Vec::new();
        for u in 0..n as u32 {
            for v in u + 1..n as u32 {
                if rng.chance(percent) {
                    edges.push((u, v));
                }
            }
        }
        Graph::from_edges(n, &edges)
    }

    /// At the starts, the answer is [`grundy_of_sum`]'s; after a few moves in each part, the
    /// winning move leads to a sum of value 0 and every other value agrees with
    /// [`grundy::grundy_of_position`].
    #[test]
    fn agrees_with_grundy_of_sum_and_moves_to_zero() {
        let mut rng = Rng::new(54);
        for _ in 0..300 {
            let k = 2 + rng.below(3) as usize;
            let graphs: Vec<Graph> = (0..k)
                .map(|_| {
                    let n = 1 + rng.below(8) as usize;
                    random_graph(&mut rng, n, 40)
                })
                .collect();
            let starts: Vec<u32> = graphs
                .iter()
                .map(|g| rng.below(g.vertex_count() as u64) as u32)
                .collect();
            let plain: Vec<(&Graph, u32)> = graphs.iter().zip(starts.iter().copied()).collect();
            let parts: Vec<SumPart> = plain
                .iter()
                .map(|&(graph, token)| SumPart {
                    graph,
                    visited: &[],
                    token,
                })
                .collect();
            let answer = solve_sum(&parts).unwrap();
            assert_eq!(answer.values, grundy_of_sum(&plain).unwrap().values);
            assert_eq!(answer.total != 0, answer.winning_move.is_some());
            if let Some((i, u)) = answer.winning_move {
                let after = answer
                    .values
                    .iter()
                    .enumerate()
                    .map(|(j, &v)| {
                        if j == i {
                            grundy::grundy_of_position(&graphs[i], &[starts[i]], u).unwrap()
                        } else {
                            v
                        }
                    })
                    .fold(0, |x, v| x ^ v);
                assert_eq!(after, 0);
                // The same sum one move on, through visited sets.
                let visited = [starts[i]];
                let mut moved = parts.clone();
                moved[i] = SumPart {
                    graph: &graphs[i],
                    visited: &visited,
                    token: u,
                };
                let next = solve_sum(&moved).unwrap();
                assert_eq!((next.total, next.winning_move), (0, None));
            }
        }
    }

    #[test]
    fn moves_skip_visited_vertices_and_parallel_edges() {
        let g = Graph::from_edges(4, &[(0, 1), (0, 1), (0, 2), (0, 3)]);
        let part = SumPart {
            graph: &g,
            visited: &[2],
            token: 0,
        };
        assert_eq!(part_moves(part), vec![1, 3]);
    }
}
