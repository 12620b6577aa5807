//! Criterion benchmarks for the edge game: every start vertex of free boards by two GF(2)
//! eliminations (issue 41's targets: 100x100 under 1 s, 200x200 under 10 s), and a board
//! with a third of its cells blocked. Run: `cargo bench --bench edge`.

use bigame::board::Board;
use bigame::game::edge::EdgeAnalysis;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("edge");
    group.sample_size(10);
    for n in [100, 200] {
        let free = Board::from_fn(n, n, |_, _| true);
        group.bench_function(format!("free-{n}x{n}"), |b| {
            b.iter(|| EdgeAnalysis::new(black_box(&free)))
        });
    }
    let holes = bigame::generate::random_board(100, 100, 33, 41);
    group.bench_function("holes33-100x100", |b| {
        b.iter(|| EdgeAnalysis::new(black_box(&holes)))
    });
    group.bench_function("free-100x100-with-proofs", |b| {
        let free = Board::from_fn(100, 100, |_, _| true);
        b.iter(|| EdgeAnalysis::prove(black_box(&free)))
    });
    group.finish();
}

criterion_group!(benches, boards);
criterion_main!(benches);
