//! Exhaustive search of *edge* geography: the ground truth the linear algebra of
//! [`crate::game::edge`] is tested against, and the answer for small graphs that are not
//! bipartite (where no fast method is known: the game is PSPACE-complete there).
//!
//! The rules, and nothing else: the token moves along an edge not used before (it may come back
//! to a vertex); parallel edges are separate edges; who cannot move loses. The search is
//! memoised minimax over the set of used edges: from a fixed start, that set determines the
//! token's vertex (the end of the trail), so one table of `2^E` entries per start suffices.

use crate::graph::Graph;

/// The most edges (parallel copies counted) the search accepts. Its table takes `2^E` bytes
/// (16 MiB at the limit); its time is the number of trails it explores before it finds a
/// winning move, exponential in the worst case, but measured under 0.2 s for every vertex of
/// `K_7` and of random multigraphs of 24 edges on 6 and 8 vertices.
pub const MAX_EDGES: usize = 24;

/// The edges of a graph numbered for the search, and each vertex's incident edges.
struct Edges {
    /// `incident[v]`: `(edge id, other end)` for every edge at `v`.
    incident: Vec<Vec<(u32, u32)>>,
}

impl Edges {
    fn new(g: &Graph) -> Edges {
        assert!(
            g.edge_count() <= MAX_EDGES,
            "the edge-game oracle takes at most {MAX_EDGES} edges"
        );
        let mut incident = vec![Vec::new(); crate::graph::Adjacency::vertex_count(g)];
        for (id, (u, v)) in g.edges().enumerate() {
            incident[u as usize].push((id as u32, v));
            incident[v as usize].push((id as u32, u));
        }
        Edges { incident }
    }
}

/// A search from one start: `memo[used]` is 0 (unknown), 1 (the mover loses) or 2 (wins).
struct Search<'a> {
    edges: &'a Edges,
    memo: Vec<u8>,
}

impl Search<'_> {
    /// Whether the player to move wins with the token on `token` after the edges in `used`;
    /// the recursion depth is at most the edge count, bounded by [`MAX_EDGES`].
    fn mover_wins(&mut self, used: u32, token: u32) -> bool {
        match self.memo[used as usize] {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let edges = self.edges;
        let result = edges.incident[token as usize]
            .iter()
            .any(|&(e, w)| used & (1 << e) == 0 && !self.mover_wins(used | (1 << e), w));
        self.memo[used as usize] = if result { 2 } else { 1 };
        result
    }
}

/// Whether the player to move wins the edge game with the token on `start` and no edge used.
/// Exponential: `O(number of trails from start)` states, `2^E` bytes.
///
/// # Panics
/// If `g` has more than [`MAX_EDGES`] edges.
///
/// ```
/// use bigame::game::brute_edge;
/// use bigame::graph::Graph;
/// // A 4-cycle: the token goes round and the mover, after the fourth edge, is stuck.
/// let square = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
/// assert!(!brute_edge::wins(&square, 0));
/// // A path 0 - 1 - 2: from the middle, as in the vertex game, the mover wins.
/// let path = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// assert!(brute_edge::wins(&path, 1) && !brute_edge::wins(&path, 0));
/// ```
pub fn wins(g: &Graph, start: u32) -> bool {
    wins_after(g, &[], start)
}

/// Whether the player to move wins with the token on `token` once the edges `used` (given by
/// their ends; one copy of a parallel edge per entry) are gone: the game on `g` minus those
/// edges. Exponential, as [`wins`].
///
/// # Panics
/// If `g` has more than [`MAX_EDGES`] edges, or an entry of `used` is not an edge of `g`.
pub fn wins_after(g: &Graph, used: &[(u32, u32)], token: u32) -> bool {
    let rest = remove_edges(g, used);
    let edges = Edges::new(&rest);
    let mut search = Search {
        edges: &edges,
        memo: vec![0; 1 << rest.edge_count()],
    };
    search.mover_wins(0, token)
}

/// `g` without one copy of each edge in `used`. `O(V + E · |used|)`.
fn remove_edges(g: &Graph, used: &[(u32, u32)]) -> Graph {
    let mut edges: Vec<(u32, u32)> = g.edges().collect();
    for &(u, v) in used {
        let (a, b) = (u.min(v), u.max(v));
        let at = edges
            .iter()
            .position(|&e| e == (a, b))
            .unwrap_or_else(|| panic!("{u}-{v} is not an edge"));
        edges.swap_remove(at);
    }
    Graph::from_edges(crate::graph::Adjacency::vertex_count(g), &edges)
}

/// [`wins`] for every vertex, with a winning move (the neighbour to move to) for each winning
/// one: `None` where the mover loses. Exponential.
///
/// # Panics
/// If `g` has more than [`MAX_EDGES`] edges.
pub fn solve(g: &Graph) -> Vec<Option<u32>> {
    let edges = Edges::new(g);
    let mut search = Search {
        edges: &edges,
        memo: vec![0; 1 << g.edge_count()],
    };
    (0..edges.incident.len() as u32)
        .map(|s| {
            search.memo.fill(0);
            edges.incident[s as usize]
                .iter()
                .find(|&&(e, w)| !search.mover_wins(1 << e, w))
                .map(|&(_, w)| w)
        })
        .collect()
}

/// [`wins`] for every vertex. Exponential.
///
/// # Panics
/// If `g` has more than [`MAX_EDGES`] edges.
pub fn winning_vertices(g: &Graph) -> Vec<bool> {
    solve(g).iter().map(Option::is_some).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases_by_hand() {
        // A star: the centre moves out along a spoke and strands the opponent on a leaf; a
        // leaf moves in, and the opponent moves out to another leaf, stranding it.
        let star = Graph::from_edges(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(winning_vertices(&star), [true, false, false, false]);
        // Two parallel edges: the token goes over and back, the mover then is stuck.
        let double = Graph::from_edges(2, &[(0, 1), (0, 1)]);
        assert_eq!(winning_vertices(&double), [false, false]);
        // A triangle: three moves round it, the mover makes the first and the last.
        let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
        assert_eq!(winning_vertices(&triangle), [true, true, true]);
        assert!(!wins_after(&triangle, &[(0, 1)], 1));
    }
}
