//! Criterion benchmarks for general graphs: the blossom algorithm with the Gallai–Edmonds
//! decomposition on random sparse graphs and on boards with king moves, and the incremental
//! engine on a king board. Run: `cargo bench --bench general`.
//! Side-by-side timings against LEMON, Boost and NetworkX live in `bench/compare_general.sh`.

use bigame::board::King;
use bigame::game::{Position, analyze_general};
use bigame::generate::random_board;
use bigame::generate::{self, GraphSpec};
use bigame::graph::Graph;
use bigame::matching::{blossom, karp_sipser};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// A random graph with `n` vertices and `n * degree / 2` uniform random edges (no self-loops,
/// parallel edges possible), from the library generator.
fn random_graph(n: u32, degree: u32, seed: u64) -> Graph {
    let spec = GraphSpec::general(n, n as u64 * degree as u64 / 2).multi();
    generate::random_graph(&spec, seed)
        .expect("a valid size")
        .graph
}

fn random_graphs(c: &mut Criterion) {
    let mut group = c.benchmark_group("general");
    group.sample_size(10);
    for (n, degree) in [(100_000, 3), (100_000, 8), (1_000_000, 3), (1_000_000, 8)] {
        let g = random_graph(n, degree, 1);
        let label = format!("n{n}-d{degree}");
        group.bench_with_input(BenchmarkId::new("karp-sipser", &label), &g, |b, g| {
            b.iter(|| karp_sipser(black_box(g)))
        });
        group.bench_with_input(BenchmarkId::new("blossom", &label), &g, |b, g| {
            b.iter(|| blossom(black_box(g), karp_sipser(g)))
        });
        group.bench_with_input(BenchmarkId::new("analyze-general", &label), &g, |b, g| {
            b.iter(|| analyze_general(black_box(g)))
        });
    }
    group.finish();
}

fn king_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("king-board");
    group.sample_size(10);
    for (size, blocked) in [(300, 10), (1000, 10), (2000, 10)] {
        let board = random_board(size, size, blocked, 1).with_moves::<King>();
        group.bench_with_input(
            BenchmarkId::new("analyze-general", format!("{size}x{size}-{blocked}%")),
            &board,
            |b, board| b.iter(|| analyze_general(black_box(board))),
        );
    }
    // The engine: a long game on a 300x300 king board, both players moving by Warnsdorff's
    // rule (to the neighbour with the fewest unvisited neighbours, which makes long tours),
    // asking the verdict at every ply: one blossom search per ply, initial matching included.
    let board = random_board(300, 300, 10, 1).with_moves::<King>();
    let free: Vec<u32> = board.free_cells().map(|(_, _, v)| v).collect();
    let start = free[free.len() / 2];
    let game = |board: &bigame::board::Board<King>| {
        let mut position = Position::general(board, start);
        let mut plies = 0u32;
        loop {
            position.mover_wins();
            let Some(to) = position
                .legal_moves()
                .into_iter()
                .min_by_key(|&v| position.unvisited_degree(v))
            else {
                break;
            };
            position.play(to).unwrap();
            plies += 1;
        }
        plies
    };
    let plies = game(&board);
    group.bench_function(format!("engine-game-300x300-{plies}-plies"), |b| {
        b.iter(|| game(black_box(&board)))
    });
    group.finish();
}

criterion_group!(benches, random_graphs, king_boards);
criterion_main!(benches);
