//! Random graphs and boards for the tests: proptest strategies (shrinkable, for properties)
//! and seeded generators (for loops over many rounds). Sizes are parameters, as each suite
//! keeps its inputs within what its oracle can check.

use bigame::board::Board;
use bigame::generate::Rng;
use bigame::graph::Graph;
use proptest::prelude::*;

/// A random graph on `1..=max_n` vertices from up to `max_pairs - 1` random pairs with the
/// self-loops left out: odd cycles and parallel edges possible. `(n, edges)`.
pub fn general_edges(
    max_n: usize,
    max_pairs: usize,
) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1usize..=max_n)
        .prop_flat_map(move |n| {
            (
                Just(n),
                proptest::collection::vec((0..n as u32, 0..n as u32), 0..max_pairs),
            )
        })
        .prop_map(|(n, pairs)| {
            let edges: Vec<(u32, u32)> = pairs.into_iter().filter(|&(u, v)| u != v).collect();
            (n, edges)
        })
}

/// [`general_edges`] as a graph.
pub fn general_graph(max_n: usize, max_pairs: usize) -> impl Strategy<Value = Graph> {
    general_edges(max_n, max_pairs).prop_map(|(n, edges)| Graph::from_edges(n, &edges))
}

/// A random bipartite graph on `1..=max_n` vertices with random sides: up to `max_pairs - 1`
/// random pairs, those within a side left out, at most `max_edges` kept (parallel edges
/// possible). `(n, edges, left)`.
pub fn bipartite_edges(
    max_n: usize,
    max_pairs: usize,
    max_edges: usize,
) -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Vec<bool>)> {
    (1usize..=max_n)
        .prop_flat_map(move |n| {
            (
                Just(n),
                proptest::collection::vec(any::<bool>(), n),
                proptest::collection::vec((0..n as u32, 0..n as u32), 0..max_pairs),
            )
        })
        .prop_map(move |(n, left, pairs)| {
            let edges: Vec<(u32, u32)> = pairs
                .into_iter()
                .filter(|&(u, v)| left[u as usize] != left[v as usize])
                .take(max_edges)
                .collect();
            (n, edges, left)
        })
}

/// [`bipartite_edges`] as a graph and its sides.
pub fn bipartite_graph(
    max_n: usize,
    max_pairs: usize,
    max_edges: usize,
) -> impl Strategy<Value = (Graph, Vec<bool>)> {
    bipartite_edges(max_n, max_pairs, max_edges)
        .prop_map(|(n, edges, left)| (Graph::from_edges(n, &edges), left))
}

/// A random board shape of `1..=max_rows` by `1..=max_cols` cells with at most `max_free`
/// free cells (exhaustive search is exponential in them): `(rows, cols, free)`, row-major.
pub fn small_cells(
    max_rows: u32,
    max_cols: u32,
    max_free: usize,
) -> impl Strategy<Value = (u32, u32, Vec<bool>)> {
    (1u32..=max_rows, 1u32..=max_cols)
        .prop_flat_map(|(r, c)| {
            (
                Just(r),
                Just(c),
                proptest::collection::vec(any::<bool>(), (r * c) as usize),
            )
        })
        .prop_filter("too many free cells", move |(_, _, free)| {
            free.iter().filter(|&&f| f).count() <= max_free
        })
}

/// [`small_cells`] as a board.
pub fn small_board(max_rows: u32, max_cols: u32, max_free: usize) -> impl Strategy<Value = Board> {
    small_cells(max_rows, max_cols, max_free).prop_map(|(rows, cols, free)| {
        Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize])
    })
}

/// A random graph of `m` edges on `n` vertices, parallel edges possible, no self-loops; with
/// `rows`, bipartite with sides `0..rows` and `rows..n`. No edges when `n < 2`.
pub fn multigraph(rng: &mut Rng, n: u32, m: usize, rows: Option<u32>) -> Graph {
    let mut edges = Vec::with_capacity(m);
    while n > 1 && edges.len() < m {
        let (u, v) = match rows {
            Some(rows) => (
                (rng.next_u64() % rows as u64) as u32,
                rows + (rng.next_u64() % (n - rows) as u64) as u32,
            ),
            None => (
                (rng.next_u64() % n as u64) as u32,
                (rng.next_u64() % n as u64) as u32,
            ),
        };
        if u != v {
            edges.push((u, v));
        }
    }
    Graph::from_edges(n as usize, &edges)
}

/// The text (`ROWS COLS`, then rows of `.` and `#`) of a random board from
/// [`bigame::generate::random_board`], seeded from `rng`.
pub fn random_board_text(rng: &mut Rng, rows: u64, cols: u64, blocked_percent: u64) -> String {
    let seed = rng.next_u64();
    board_text(&bigame::generate::random_board(
        rows as u32,
        cols as u32,
        blocked_percent as u32,
        seed,
    ))
}

/// A board's text: `ROWS COLS`, then rows of `.` (free) and `#` (blocked).
pub fn board_text(board: &Board) -> String {
    let mut text = Vec::new();
    bigame::write::board_text::write_board(&mut text, board).unwrap();
    String::from_utf8(text).unwrap()
}
