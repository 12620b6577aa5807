//! Exhaustive game search: the ground truth the fast answers are tested against.
//!
//! Nothing here uses matchings for the game verdict: [`wins`] plays every line of play out
//! with memoised minimax over (visited set, token vertex). Usable up to about 20 vertices.

use crate::graph::{Adjacency, Graph};
use std::collections::HashMap;

/// The most vertices the oracle accepts (visited sets are `u32` bitmasks).
pub const MAX_VERTICES: usize = 24;

/// Whether the player to move wins with the token on `start` (visited: `start` only), by
/// exhaustive minimax. Exponential: `O(number of simple paths from start)` states.
///
/// # Panics
/// If `g` has more than [`MAX_VERTICES`] vertices.
///
/// ```
/// use bigame::game::brute;
/// use bigame::graph::Graph;
/// // 0 - 1 - 2 : from the middle the mover steps to an end and the opponent is stuck.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// assert!(brute::wins(&g, 1));
/// assert!(!brute::wins(&g, 0));
/// ```
pub fn wins(g: &Graph, start: u32) -> bool {
    assert!(
        g.vertex_count() <= MAX_VERTICES,
        "the oracle takes at most {MAX_VERTICES} vertices"
    );
    let mut memo = HashMap::new();
    mover_wins(g, 1 << start, start, &mut memo)
}

/// Whether the player to move wins with the token on `token` after the vertices in the
/// bitmask `visited` (which must include `token`) have been visited. Exponential.
///
/// # Panics
/// If `g` has more than [`MAX_VERTICES`] vertices.
pub fn wins_from(g: &Graph, visited: u32, token: u32) -> bool {
    assert!(
        g.vertex_count() <= MAX_VERTICES,
        "the oracle takes at most {MAX_VERTICES} vertices"
    );
    debug_assert!(visited & (1 << token) != 0);
    mover_wins(g, visited, token, &mut HashMap::new())
}

/// [`wins`] for every vertex. Exponential.
pub fn winning_vertices(g: &Graph) -> Vec<bool> {
    assert!(
        g.vertex_count() <= MAX_VERTICES,
        "the oracle takes at most {MAX_VERTICES} vertices"
    );
    let mut memo = HashMap::new();
    (0..g.vertex_count() as u32)
        .map(|v| mover_wins(g, 1 << v, v, &mut memo))
        .collect()
}

/// Whether the player to move wins after `visited` (which holds `token`); the recursion depth
/// is at most the vertex count, which is bounded by [`MAX_VERTICES`].
fn mover_wins(g: &Graph, visited: u32, token: u32, memo: &mut HashMap<(u32, u32), bool>) -> bool {
    if let Some(&known) = memo.get(&(visited, token)) {
        return known;
    }
    let result = g
        .neighbors(token)
        .iter()
        .any(|&w| visited & (1 << w) == 0 && !mover_wins(g, visited | (1 << w), w, memo));
    memo.insert((visited, token), result);
    result
}

/// The size of a maximum matching of any graph, by dynamic programming over vertex subsets.
/// `O(2^V V)` time and `2^V` bytes.
///
/// # Panics
/// If `g` has more than [`MAX_VERTICES`] vertices.
pub fn maximum_matching_size(g: &Graph) -> usize {
    let n = g.vertex_count();
    assert!(
        n <= MAX_VERTICES,
        "the oracle takes at most {MAX_VERTICES} vertices"
    );
    // best[mask] = maximum matching size using only vertices in `mask`; computed upward
    // by deciding the fate of the lowest vertex of the mask.
    let mut best = vec![0u8; 1 << n];
    for mask in 1usize..(1 << n) {
        let v = mask.trailing_zeros();
        let rest = mask & !(1 << v);
        let mut b = best[rest];
        for &w in g.neighbors(v) {
            if rest & (1 << w) != 0 {
                b = b.max(best[rest & !(1 << w)] + 1);
            }
        }
        best[mask] = b;
    }
    best[(1 << n) - 1] as usize
}

/// The Grundy value (nim-value) of the start `start` (visited: `start` only), by plain
/// recursion over visited sets with no matching: the mex of the values of the moves.
/// Exponential: `O(number of simple paths from start)` states.
///
/// # Panics
/// If `g` has more than [`MAX_VERTICES`] vertices.
///
/// ```
/// use bigame::game::brute;
/// use bigame::graph::Graph;
/// // A path of 3 from its middle: both moves lead to a dead end (value 1).
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// assert_eq!(brute::grundy(&g, 1), 1);
/// assert_eq!(brute::grundy(&g, 0), 0);
/// ```
pub fn grundy(g: &Graph, start: u32) -> u32 {
    grundy_from(g, 1 << start, start)
}

/// The Grundy value of the position with the token on `token` after the vertices of the
/// bitmask `visited` (which must include `token`) have been visited. Exponential.
///
/// # Panics
/// If `g` has more than [`MAX_VERTICES`] vertices.
pub fn grundy_from(g: &Graph, visited: u32, token: u32) -> u32 {
    assert!(
        g.vertex_count() <= MAX_VERTICES,
        "the oracle takes at most {MAX_VERTICES} vertices"
    );
    debug_assert!(visited & (1 << token) != 0);
    grundy_rec(g, visited, token, &mut HashMap::new())
}

/// The mex of the moves' values; the recursion depth is at most [`MAX_VERTICES`].
fn grundy_rec(g: &Graph, visited: u32, token: u32, memo: &mut HashMap<(u32, u32), u32>) -> u32 {
    if let Some(&known) = memo.get(&(visited, token)) {
        return known;
    }
    let mut seen = 0u64;
    for &w in g.neighbors(token) {
        if visited & (1 << w) == 0 {
            seen |= 1 << grundy_rec(g, visited | (1 << w), w, memo);
        }
    }
    let value = seen.trailing_ones();
    memo.insert((visited, token), value);
    value
}
