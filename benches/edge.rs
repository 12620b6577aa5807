//! Criterion benchmarks for the edge game: every start vertex of free boards by two GF(2)
//! eliminations (issue 41's targets: 100x100 under 1 s, 200x200 under 10 s), and a board
//! with a third of its cells blocked, and the engine's reply in a game on a 60x60 board.
//! Run: `cargo bench --bench edge`.

use bigame::board::Board;
use bigame::game::edge::{EdgeAnalysis, EdgePosition};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("edge");
    group.sample_size(10);
    for n in [100, 200] {
        let free = Board::from_fn(n, n, |_, _| true);
        group.bench_function(format!("free-{n}x{n}"), |b| {
            b.iter(|| EdgeAnalysis::new(black_box(&free)).unwrap())
        });
    }
    let holes = bigame::generate::random_board(100, 100, 33, 41);
    group.bench_function("holes33-100x100", |b| {
        b.iter(|| EdgeAnalysis::new(black_box(&holes)).unwrap())
    });
    group.bench_function("free-100x100-with-proofs", |b| {
        let free = Board::from_fn(100, 100, |_, _| true);
        b.iter(|| EdgeAnalysis::prove(black_box(&free)).unwrap())
    });
    // An engine reply in a game on a 60x60 free board, ten moves in (issue 41: under 50 ms).
    let (graph, _) = Board::from_fn(60, 60, |_, _| true).to_graph();
    let mut position = EdgePosition::new(&graph, 0).expect("a board is bipartite");
    for _ in 0..10 {
        let to = *position
            .legal_moves()
            .last()
            .expect("a move on a free board");
        position.play(to).expect("a legal move");
    }
    // A move then the reply: the kept eliminations are updated (two toggles), then asked;
    // the undo toggles back, so each iteration starts from the same position.
    let to = *position.legal_moves().first().expect("a move");
    group.bench_function("engine-reply-60x60", |b| {
        b.iter(|| {
            position.play(to).expect("a legal move");
            let reply = black_box(&position).best_move();
            position.undo();
            reply
        })
    });
    group.finish();
}

criterion_group!(benches, boards);
criterion_main!(benches);
