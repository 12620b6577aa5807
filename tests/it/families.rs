//! Structured families with known answers, adversarial shapes (long paths, ladders, snakes),
//! and large random boards on which all four algorithms must agree.

use bigame::board::Board;
use bigame::game::analyze;
use bigame::generate::random_board;
use bigame::graph::{Adjacency, Bipartite, BipartiteGraph, Graph};
use bigame::matching::Algorithm;

fn path(n: u32) -> BipartiteGraph<Graph> {
    let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
    BipartiteGraph::new(
        Graph::from_edges(n as usize, &edges),
        (0..n).map(|v| v % 2 == 0).collect(),
    )
}

/// On a path of n vertices the mover wins from vertex i (0-based) iff n is even or i is odd.
fn check_path_verdicts<B: Bipartite>(g: &B, order: &[u32], label: &str) {
    let n = order.len();
    for algorithm in Algorithm::ALL {
        let a = analyze(g, algorithm);
        assert_eq!(
            a.matching().size(),
            n / 2,
            "{label} {algorithm}: matching size"
        );
        for (i, &v) in order.iter().enumerate() {
            assert_eq!(
                a.wins(v),
                n.is_multiple_of(2) || i % 2 == 1,
                "{label} {algorithm}: vertex {i} of {n}"
            );
        }
    }
}

#[test]
fn paths_short_and_long() {
    for n in (1..40).chain([100_000, 100_001]) {
        let order: Vec<u32> = (0..n).collect();
        check_path_verdicts(&path(n), &order, &format!("path {n}"));
    }
}

/// A serpentine corridor through a board: free rows joined alternately at the right and the
/// left end. It is one long path (hundreds of thousands of cells deep), which any recursive
/// search would overflow the stack on.
#[test]
fn snake_boards_are_long_paths() {
    for (rows, cols) in [(1, 7), (3, 4), (5, 5), (401, 600)] {
        let board = Board::from_fn(rows, cols, |r, c| {
            r % 2 == 0 || (r % 4 == 1 && c == cols - 1) || (r % 4 == 3 && c == 0)
        });
        let mut order = Vec::new();
        for r in (0..rows).step_by(2) {
            let cells: Vec<u32> = (0..cols).map(|c| board.vertex(r, c)).collect();
            if r % 4 == 0 {
                order.extend(cells);
            } else {
                order.extend(cells.into_iter().rev());
            }
            if r + 1 < rows {
                order.push(board.vertex(r + 1, if r % 4 == 0 { cols - 1 } else { 0 }));
            }
        }
        assert_eq!(order.len(), board.free_count());
        check_path_verdicts(&board, &order, &format!("snake {rows}x{cols}"));
    }
}

/// K_{a,b}: every maximum matching covers the whole smaller side, and each vertex of the
/// larger side is missed by some maximum matching.
#[test]
fn complete_bipartite() {
    for a in 1..8u32 {
        for b in 1..8u32 {
            let edges: Vec<(u32, u32)> = (0..a)
                .flat_map(|x| (0..b).map(move |y| (x, a + y)))
                .collect();
            let left: Vec<bool> = (0..a + b).map(|v| v < a).collect();
            let g = BipartiteGraph::new(Graph::from_edges((a + b) as usize, &edges), left);
            for algorithm in Algorithm::ALL {
                let an = analyze(&g, algorithm);
                for v in 0..a + b {
                    let small_side = if v < a { a <= b } else { b <= a };
                    assert_eq!(an.wins(v), small_side, "K_{a},{b} {algorithm} vertex {v}");
                }
            }
        }
    }
}

/// Ladders (2 x n boards) with random rungs and rails missing: many equally long alternating
/// paths in layers, the shape that makes Hopcroft–Karp without dead-end marking exponential.
#[test]
fn ladders_agree() {
    for seed in 0..20 {
        let board = random_board(2, 20_000, 3 + seed as u32 % 10, seed);
        assert_all_algorithms_agree(&board, &format!("ladder seed {seed}"));
    }
    let full = Board::from_fn(2, 50_001, |_, _| true);
    let a = analyze(&full, Algorithm::HopcroftKarp);
    assert!(
        full.free_cells().all(|(_, _, v)| a.wins(v)),
        "a full ladder has a perfect matching"
    );
}

fn assert_all_algorithms_agree(board: &Board, label: &str) {
    let reference = analyze(board, Algorithm::Dinic);
    for algorithm in Algorithm::ALL {
        let a = analyze(board, algorithm);
        assert!(
            a.matching().is_valid_in(board),
            "{label} {algorithm}: not a matching"
        );
        assert_eq!(
            a.matching().size(),
            reference.matching().size(),
            "{label} {algorithm}: size"
        );
        assert!(
            a.essential() == reference.essential(),
            "{label} {algorithm}: verdicts differ from dinic's residual reachability"
        );
        for (_, _, v) in board.free_cells() {
            if let Some(w) = a.winning_move(v) {
                let mut adjacent = false;
                board.for_each_neighbor(v, |x| adjacent |= x == w);
                assert!(
                    adjacent && a.matching().contains_edge(v, w),
                    "{label} {algorithm}: bad move"
                );
            }
        }
    }
}

/// Random boards big enough that Karp–Sipser leaves real work, at several densities: all
/// algorithms agree, and the verdicts from Dinic's residual network (which share no code with
/// the alternating BFS) agree with everyone else's.
#[test]
fn random_boards_agree() {
    for (size, blocked) in [
        (60, 0),
        (60, 10),
        (120, 20),
        (200, 30),
        (200, 45),
        (300, 10),
    ] {
        for seed in 0..3 {
            let board = random_board(
                size,
                size + seed as u32,
                blocked,
                seed * 1000 + blocked as u64,
            );
            assert_all_algorithms_agree(&board, &format!("{size}x{size} {blocked}% seed {seed}"));
        }
    }
}

/// A 4000x4000 board: a 16M-cell graph with very long augmenting paths. Opt-in (slow in debug
/// builds): `cargo test --release --test it families:: -- --ignored`.
#[test]
#[ignore]
fn huge_board_does_not_overflow_the_stack() {
    for blocked in [0, 10] {
        let board = random_board(4000, 4000, blocked, 7);
        let a = analyze(&board, Algorithm::MsBfs);
        let b = analyze(&board, Algorithm::HopcroftKarp);
        assert_eq!(a.essential(), b.essential());
    }
}
