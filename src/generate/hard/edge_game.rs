//! Hard instances for edge geography (`bigame analyze --game edge`): its verdicts come from
//! Gaussian elimination of the biadjacency matrix over GF(2), so what costs is a big matrix of
//! high rank with no band the elimination can stay inside, and parallel edges that cancel
//! modulo 2 while the game still walks them.

use super::{GeneratedGraph, Rng, div_round, finish, isqrt};

/// The dimension `d` of [`hypercube`] for `size`: `d 2^(d-1)` edges nearest `size`, at least 1.
pub(super) fn hypercube_dimension(size: u64) -> u32 {
    (1..=26u32)
        .min_by_key(|&d| (d as u64 * (1 << (d - 1))).abs_diff(size))
        .unwrap_or(1)
}

/// The hypercube `Q_d`: vertices are the `d`-bit words, joined when they differ in one bit,
/// with `d` the dimension whose `d 2^(d-1)` edges are nearest `size`. The left side is the
/// words of even weight, numbered `0..2^(d-1)` in increasing order of the word, the right side
/// the odd ones after them; each left vertex lists its neighbours by the bit flipped, lowest
/// first.
///
/// **Why it is hard.** Its biadjacency matrix is far from banded (a word's neighbours are
/// spread over the whole numbering), so the elimination fills whole rows: the dense bound
/// `O(n³ / 64)`. Every vertex wins for the player to move when `d` is odd and loses when `d`
/// is even (Fraenkel, Scheinerman and Ullman; our exhaustive search agrees on small `d`), so
/// the answer is known.
///
/// ```
/// use bigame::generate::hard::hypercube;
/// use bigame::graph::Adjacency;
/// let g = hypercube(12); // Q_3: 8 vertices, 12 edges
/// assert_eq!((g.graph.vertex_count(), g.graph.edge_count(), g.left), (8, 12, Some(4)));
/// ```
pub fn hypercube(size: u64) -> GeneratedGraph {
    let d = hypercube_dimension(size);
    let n = 1u32 << d;
    let half = n / 2;
    // Rank of each word within its side: the words of one parity in increasing order.
    let mut id = vec![0u32; n as usize];
    let mut counts = [0u32, half];
    for w in 0..n {
        let side = (w.count_ones() % 2) as usize;
        id[w as usize] = counts[side];
        counts[side] += 1;
    }
    let mut edges = Vec::with_capacity(d as usize * half as usize);
    for w in (0..n).filter(|w| w.count_ones().is_multiple_of(2)) {
        for bit in 0..d {
            edges.push((id[w as usize], id[(w ^ 1 << bit) as usize]));
        }
    }
    finish(n as usize, Some(half), &edges)
}

/// The side `a` of [`free_board`] for `size`: `2 a (a - 1)` edges nearest `size`, at least 2.
pub(super) fn free_board_side(size: u64) -> u64 {
    (isqrt(size / 2) + 1).max(2)
}

/// The full `a x a` board with rook moves as a graph, `a` the side whose `2 a (a - 1)` edges
/// are nearest `size` (at least 2): cells `(r, c)` with `r + c` even on the left, numbered row
/// by row, the others on the right in the same order; each left cell lists its neighbours up,
/// left, right, down.
///
/// **Why it is hard.** A free board is the edge game's biggest board for its size, and its
/// matrix has rank close to full (the losing cells are few or all, unevenly: 0 of 12 on 3x4,
/// 25 of 25 on 5x5), so no row is cheap. Read as a graph, not as a board, the solver gets no
/// help from the board's numbering beyond what the file's order gives.
///
/// ```
/// use bigame::generate::hard::free_board;
/// use bigame::graph::Adjacency;
/// let g = free_board(24); // 4x4: 16 cells, 24 passages
/// assert_eq!((g.graph.vertex_count(), g.graph.edge_count(), g.left), (16, 24, Some(8)));
/// ```
pub fn free_board(size: u64) -> GeneratedGraph {
    let a = free_board_side(size);
    let cells = a * a;
    let left = cells.div_ceil(2);
    let id = |r: u64, c: u64| {
        let rank = (r * a + c) / 2;
        (if (r + c).is_multiple_of(2) {
            rank
        } else {
            left + rank
        }) as u32
    };
    let mut edges = Vec::new();
    for r in 0..a {
        for c in (0..a).filter(|c| (r + c).is_multiple_of(2)) {
            let mut near = Vec::with_capacity(4);
            if r > 0 {
                near.push((r - 1, c));
            }
            if c > 0 {
                near.push((r, c - 1));
            }
            if c + 1 < a {
                near.push((r, c + 1));
            }
            if r + 1 < a {
                near.push((r + 1, c));
            }
            edges.extend(near.into_iter().map(|(r2, c2)| (id(r, c), id(r2, c2))));
        }
    }
    finish(cells as usize, Some(left as u32), &edges)
}

/// The side `k` of [`dense_pairs`] for `size` (at least 2).
pub(super) fn dense_pairs_side(size: u64) -> u64 {
    isqrt(size).max(2)
}

/// A dense random bipartite multigraph, `k` vertices a side with `k` the root of `size`: each
/// of the `k²` pairs gets one edge with probability 1/2 and two parallel edges with
/// probability 1/4 (one draw per pair, row by row, from `seed`), about `k²` edges in all.
///
/// **Why it is hard.** The single edges make a random GF(2) matrix (rank close to full, no
/// structure, the dense elimination bound), and the doubled pairs vanish from that matrix
/// while staying in the game: a solver that reads the graph as simple, or counts edges
/// instead of their parity, answers wrong.
///
/// ```
/// use bigame::generate::hard::dense_pairs;
/// use bigame::graph::Adjacency;
/// let g = dense_pairs(100, 1); // k = 10
/// assert_eq!((g.graph.vertex_count(), g.left), (20, Some(10)));
/// ```
pub fn dense_pairs(size: u64, seed: u64) -> GeneratedGraph {
    let k = dense_pairs_side(size);
    let mut rng = Rng::new(seed);
    let mut edges = Vec::with_capacity(div_round(k * k * 9, 8) as usize);
    for u in 0..k as u32 {
        for v in 0..k as u32 {
            let copies = match rng.below(4) {
                0 | 1 => 1,
                2 => 2,
                _ => 0,
            };
            for _ in 0..copies {
                edges.push((u, k as u32 + v));
            }
        }
    }
    finish(2 * k as usize, Some(k as u32), &edges)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute_edge;
    use crate::game::edge::EdgeAnalysis;
    use crate::graph::{Adjacency, BipartiteGraph};

    fn verdicts(g: &GeneratedGraph) -> Vec<bool> {
        let left = g.left.unwrap();
        let sides = (0..g.graph.vertex_count() as u32)
            .map(|v| v < left)
            .collect();
        let a = EdgeAnalysis::new(&BipartiteGraph::new(&g.graph, sides)).unwrap();
        (0..g.graph.vertex_count() as u32)
            .map(|v| a.wins(v))
            .collect()
    }

    /// Issue 41's numbers: every vertex of `Q_d` wins for odd `d` and loses for even `d`;
    /// the losing cells of free boards (2x2: 4, 3x3: 9, 4x4: 16, 5x5: 25); by the exhaustive
    /// search where it is small enough (`Q_3`, 2x2, 3x3).
    #[test]
    fn hypercubes_and_free_boards_give_the_known_verdicts() {
        for d in 1..=9u32 {
            let g = hypercube(d as u64 * (1 << (d - 1)));
            assert_eq!(g.graph.vertex_count(), 1 << d);
            assert!(verdicts(&g).iter().all(|&w| w == (d % 2 == 1)), "Q_{d}");
        }
        for (a, losing) in [(2u64, 4usize), (3, 9), (4, 16), (5, 25)] {
            let g = free_board(2 * a * (a - 1));
            assert_eq!(g.graph.vertex_count() as u64, a * a);
            assert_eq!(
                verdicts(&g).iter().filter(|&&w| !w).count(),
                losing,
                "{a}x{a}"
            );
        }
        for g in [hypercube(12), free_board(4), free_board(12)] {
            let brute: Vec<bool> = brute_edge::solve(&g.graph)
                .iter()
                .map(Option::is_some)
                .collect();
            assert_eq!(verdicts(&g), brute);
        }
    }

    /// Small dense multigraphs: the verdicts agree with the exhaustive search (at most 24
    /// edges), parallel pairs included, and there are some.
    #[test]
    fn dense_pairs_agree_with_the_exhaustive_search() {
        let mut doubled = 0;
        for seed in 0..40 {
            let g = dense_pairs(9 + seed % 8, seed);
            if g.graph.edge_count() > brute_edge::MAX_EDGES {
                continue;
            }
            let simple: std::collections::HashSet<(u32, u32)> = g.graph.edges().collect();
            doubled += g.graph.edge_count() - simple.len();
            let brute: Vec<bool> = brute_edge::solve(&g.graph)
                .iter()
                .map(Option::is_some)
                .collect();
            assert_eq!(verdicts(&g), brute, "seed {seed}");
        }
        assert!(doubled > 10, "only {doubled} parallel pairs");
    }
}
