//! Tests of the passes: the hell graph, and passes split in halves against an
//! alternating search.

use super::*;
use crate::board::Board;
use crate::graph::{Adjacency, BipartiteGraph, Graph};
use crate::matching::{alternating_reach, karp_sipser};
use crate::rng::Rng;

/// A random bipartite graph: `left` + `right` vertices, `edges` random edges (xorshift).
pub(crate) fn random_bipartite(
    left: u32,
    right: u32,
    edges: usize,
    seed: u64,
) -> BipartiteGraph<Graph> {
    let mut state = seed | 1;
    let mut next = move |bound: u32| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % u64::from(bound)) as u32
    };
    let pairs: Vec<(u32, u32)> = (0..edges)
        .map(|_| (next(left), left + next(right)))
        .collect();
    let n = (left + right) as usize;
    let sides = (0..n).map(|v| (v as u32) < left).collect();
    BipartiteGraph::new(Graph::from_edges(n, &pairs), sides)
}

/// A `rows x cols` board with each cell blocked with probability `blocked_percent / 100`, one
/// draw per cell in row-major order: the board `generate::random_board` makes, built here
/// because tests in `matching` may use only the layers below it.
pub(crate) fn random_board(rows: u32, cols: u32, blocked_percent: u32, seed: u64) -> Board {
    let mut rng = Rng::new(seed);
    Board::from_fn(rows, cols, |_, _| !rng.chance(blocked_percent))
}

/// The "hell" graph: s1[i]-s2[i] listed first, then s1 x s3, then s2 x s4.
pub(crate) fn hell(n: u32) -> BipartiteGraph<Graph> {
    let (s1, s2, s3, s4) = (0, n, 2 * n, 3 * n);
    let mut edges: Vec<(u32, u32)> = (0..n).map(|i| (s1 + i, s2 + i)).collect();
    edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s1 + i, s3 + j))));
    edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s2 + i, s4 + j))));
    let sides = (0..4 * n).map(|v| v < n || v >= 3 * n).collect();
    BipartiteGraph::new(Graph::from_edges(4 * n as usize, &edges), sides)
}

#[test]
fn the_hell_graph_takes_a_few_passes() {
    // Handed to the first kept tree, the grafts rebuild one tree that finds one path per
    // pass: n passes of about E scans each. Spread, they find everything at once.
    for n in [50, 200] {
        let g = hell(n);
        let initial = karp_sipser(&g);
        // The trap: greedy takes s1-s2 (the degree-one rule saves one more pair at the end).
        assert!(initial.size() <= n as usize + 1, "{}", initial.size());
        let (m, _, work) = ms_bfs_counted(&g, initial);
        assert_eq!(m.size(), 2 * n as usize);
        let unit = cap::Budget::new(&g).unit() as u64;
        assert!(work.passes <= 4, "n = {n}: {work:?}");
        assert_eq!(
            work.phases, 0,
            "n = {n}: the guard had to step in: {work:?}"
        );
        assert!(
            work.pass_scans <= 2 * unit,
            "n = {n}: {work:?}, unit {unit}"
        );
    }
}

/// Split anywhere, even where most edges cross the cut, the passes on two halves reach a
/// maximum matching and exactly the left vertices an alternating search from the free
/// left vertices reaches.
#[test]
fn passes_split_in_halves_find_a_maximum_matching_and_its_left_reach() {
    use crate::board::Knight;
    use crate::matching::{Algorithm, maximum_matching};
    fn check<B: Bipartite>(g: &B, cut: u32) {
        let expected = maximum_matching(g, Algorithm::HopcroftKarp).size();
        let (m, reach) = ms_bfs_with_left_reach(g, karp_sipser(g), Some(cut));
        assert!(m.is_valid_in(g));
        assert_eq!(m.size(), expected, "cut {cut}");
        let mut reached = vec![false; g.vertex_count()];
        let augmenting = alternating_reach(g, &m, &mut reached, |_| true);
        assert!(!augmenting, "cut {cut}: an augmenting path is left");
        let left_reached: Vec<bool> = (0..g.vertex_count() as u32)
            .map(|v| g.is_left(v) && reached[v as usize])
            .collect();
        assert_eq!(
            reach.expect("no trials on these graphs"),
            left_reached,
            "cut {cut}"
        );
    }
    for seed in 1..=20 {
        let g = random_bipartite(40, 45, 120 + seed as usize * 3, seed);
        let n = g.vertex_count() as u32;
        for cut in [0, 1, n / 3, n / 2, n - 1, n] {
            check(&g, cut);
        }
        let board = random_board(15, 16, 5 + seed as u32 * 2, seed);
        let middle = board.row_vertices(7).start;
        check(&board, middle);
        check(&board, middle + 3);
        check(&board.clone().with_moves::<Knight>(), middle);
    }
    check(&hell(30), 45);
}
