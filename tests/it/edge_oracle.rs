//! Edge geography: the linear algebra of `game::edge` against the exhaustive search of the
//! game by its rules, on random bipartite multigraphs and boards (every vertex, both sides,
//! winning moves replayed by the search), on small graphs with odd cycles, and on the
//! hypercube and grid counts.

use bigame::board::{Board, Knight};
use bigame::game::brute_edge;
use bigame::game::edge::{EdgeAnalysis, EdgeError, EdgeProof, OddCycle};
use bigame::generate::Rng;
use bigame::graph::{Adjacency, Bipartite, BipartiteGraph, Graph};

use crate::common;
use common::random::multigraph;

/// Checks every verdict of `a` for the bipartite `g` against the search on `small` (vertex
/// `ids[i]` of `g` is vertex `i` of `small`), every winning move by the search after it, and
/// every proof by its definition.
fn check<B: Bipartite>(g: &B, a: &EdgeAnalysis, small: &Graph, ids: &[u32], what: &str) {
    let truth = brute_edge::winning_vertices(small);
    for (i, &v) in ids.iter().enumerate() {
        assert_eq!(a.wins(v), truth[i], "{what}: vertex {i}");
        if let Some(to) = a.winning_move(v) {
            let j = ids
                .iter()
                .position(|&x| x == to)
                .expect("a move to a vertex");
            let edge = (i as u32, j as u32);
            assert!(
                small.neighbors(i as u32).contains(&(j as u32)),
                "{what}: {i}-{j} no edge"
            );
            assert!(
                !brute_edge::wins_after(small, &[edge], j as u32),
                "{what}: the move {i} -> {j} does not win"
            );
        }
        match a.proof(v) {
            Some(EdgeProof::Kernel(x)) => {
                assert!(!a.wins(v) && x.contains(&v), "{what}: kernel of {i}");
                assert!(x.iter().all(|&u| g.is_left(u) == g.is_left(v)));
                let parity = parities(g, x);
                assert!(
                    parity.iter().all(|&p| !p),
                    "{what}: {x:?} is not in the kernel"
                );
            }
            Some(EdgeProof::ColumnSum(y)) => {
                assert!(a.wins(v));
                assert!(y.iter().all(|&u| g.is_left(u) != g.is_left(v)));
                let parity = parities(g, y);
                for u in 0..g.vertex_count() as u32 {
                    assert_eq!(
                        parity[u as usize],
                        u == v,
                        "{what}: column sum of {i} at {u}"
                    );
                }
            }
            Some(EdgeProof::NoEdge) => assert!(g.degree(v) == 0 && !a.wins(v)),
            None => panic!("{what}: no proof for {i}"),
        }
    }
}

/// For each vertex, the parity of its edges into `set`.
fn parities<A: Adjacency>(g: &A, set: &[u32]) -> Vec<bool> {
    let mut parity = vec![false; g.vertex_count()];
    for &u in set {
        g.for_each_neighbor(u, |w| parity[w as usize] ^= true);
    }
    parity
}

#[test]
fn random_bipartite_multigraphs_agree_with_the_search() {
    let mut rng = Rng::new(4141);
    for round in 0..400 {
        let n = 2 + (rng.next_u64() % 9) as u32;
        let rows = 1 + (rng.next_u64() % (n as u64 - 1)) as u32;
        let m = (rng.next_u64() % 15) as usize;
        let g = multigraph(&mut rng, n, m, Some(rows));
        let sides: Vec<bool> = (0..n).map(|v| v < rows).collect();
        let bip = BipartiteGraph::new(&g, sides);
        let ids: Vec<u32> = (0..n).collect();
        check(
            &bip,
            &EdgeAnalysis::prove(&bip).unwrap(),
            &g,
            &ids,
            &format!("round {round}"),
        );
        // The plain analysis has the same verdicts and moves.
        let plain = EdgeAnalysis::new(&bip).unwrap();
        let proved = EdgeAnalysis::prove(&bip).unwrap();
        for v in 0..n {
            assert_eq!(plain.winning_move(v), proved.winning_move(v));
        }
    }
}

#[test]
fn random_boards_agree_with_the_search() {
    let mut rng = Rng::new(41);
    let mut checked = 0;
    while checked < 300 {
        let rows = 1 + (rng.next_u64() % 5) as u32;
        let cols = 1 + (rng.next_u64() % 5) as u32;
        let blocked = rng.next_u64() % 60;
        let board = Board::from_fn(rows, cols, |_, _| rng.next_u64() % 100 >= blocked);
        let (small, ids) = board.to_graph();
        if small.edge_count() > 14 {
            continue;
        }
        checked += 1;
        check(
            &board,
            &EdgeAnalysis::prove(&board).unwrap(),
            &small,
            &ids,
            "rook board",
        );
        let knight: Board<Knight> = board.with_moves();
        let (small, ids) = knight.to_graph();
        if small.edge_count() <= 16 {
            check(
                &knight,
                &EdgeAnalysis::prove(&knight).unwrap(),
                &small,
                &ids,
                "knight board",
            );
        }
    }
}

#[test]
fn graphs_with_odd_cycles_are_searched_and_big_ones_refused() {
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let n = 3 + (rng.next_u64() % 6) as u32;
        let m = 1 + (rng.next_u64() % 12) as usize;
        let g = multigraph(&mut rng, n, m, None);
        let a = EdgeAnalysis::of_graph(&g, true).unwrap();
        let truth = brute_edge::solve(&g);
        for v in 0..n {
            assert_eq!(a.wins(v), truth[v as usize].is_some());
            if let Some(to) = a.winning_move(v) {
                assert!(!brute_edge::wins_after(&g, &[(v, to)], to));
            }
        }
        assert_eq!(a.is_exhaustive(), a.proof(0).is_none());
    }
    // K5 has 10 edges: searched. A triangle with a long tail beyond the limit: refused.
    let k5: Vec<(u32, u32)> = (0..5)
        .flat_map(|u| (u + 1..5).map(move |v| (u, v)))
        .collect();
    let a = EdgeAnalysis::of_graph(&Graph::from_edges(5, &k5), false).unwrap();
    assert!(a.is_exhaustive());
    let mut tail = vec![(0, 1), (1, 2), (2, 0)];
    tail.extend((2..2 + brute_edge::MAX_EDGES as u32).map(|v| (v, v + 1)));
    let big = Graph::from_edges(3 + brute_edge::MAX_EDGES, &tail);
    let refused = EdgeAnalysis::of_graph(&big, false).unwrap_err();
    let EdgeError::OddCycle {
        cycle: OddCycle::Vertices(mut cycle),
        edges,
    } = refused
    else {
        panic!("{refused:?}")
    };
    assert_eq!(edges, big.edge_count());
    cycle.sort_unstable();
    assert_eq!(cycle, [0, 1, 2]);
}

/// The hypercube `Q_d` (vertices `0..2^d`, edges between ids one bit apart).
fn hypercube(d: u32) -> (Graph, Vec<bool>) {
    let n = 1u32 << d;
    let edges: Vec<(u32, u32)> = (0..n)
        .flat_map(|v| (0..d).map(move |b| (v, v ^ 1 << b)))
        .filter(|&(u, v)| u < v)
        .collect();
    let sides = (0..n).map(|v| v.count_ones() % 2 == 0).collect();
    (Graph::from_edges(n as usize, &edges), sides)
}

#[test]
fn hypercubes_win_in_odd_dimensions_and_lose_in_even_ones() {
    for d in 1..=8 {
        let (g, sides) = hypercube(d);
        let bip = BipartiteGraph::new(&g, sides);
        let a = EdgeAnalysis::new(&bip).unwrap();
        for v in 0..g.vertex_count() as u32 {
            assert_eq!(a.wins(v), d % 2 == 1, "Q{d}, vertex {v}");
        }
        if g.edge_count() <= 14 {
            let ids: Vec<u32> = (0..g.vertex_count() as u32).collect();
            check(
                &bip,
                &EdgeAnalysis::prove(&bip).unwrap(),
                &g,
                &ids,
                &format!("Q{d}"),
            );
        }
    }
}

#[test]
fn full_grids_have_the_known_numbers_of_losing_cells() {
    // (rows, cols, losing cells), computed by exhaustive search where it is small enough.
    let known = [
        (2, 2, 4),
        (2, 3, 0),
        (2, 4, 0),
        (3, 4, 0),
        (2, 5, 8),
        (3, 3, 9),
        (3, 5, 6),
        (3, 7, 18),
        (4, 4, 16),
        (5, 5, 25),
        (5, 7, 12),
    ];
    for (rows, cols, losing) in known {
        let board = Board::from_fn(rows, cols, |_, _| true);
        let a = EdgeAnalysis::new(&board).unwrap();
        let found = board.free_cells().filter(|&(_, _, v)| !a.wins(v)).count();
        assert_eq!(found, losing, "{rows}x{cols}");
        let (small, ids) = board.to_graph();
        if small.edge_count() <= 22 {
            check(
                &board,
                &EdgeAnalysis::prove(&board).unwrap(),
                &small,
                &ids,
                "grid",
            );
        }
    }
}
