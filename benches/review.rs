//! Criterion benchmarks for the incremental engine: reviewing long records on full
//! checkerboards (every piece movable, a near-perfect matching: each move's augmenting search
//! could sweep the board). Run: `cargo bench --bench review`.
//! Side-by-side timings against seed 002's program live in `bench/compare_review.sh`.

use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::game::{Position, review};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// An `n x n` board with the empty cell in the corner, `X` on its colour, `O` on the other:
/// every piece can move.
fn full_checkerboard(n: u32) -> BunnyBoard {
    let cells: Vec<Piece> = (0..n * n)
        .map(|i| match (i / n, i % n) {
            (0, 0) => Piece::Empty,
            (r, c) if (r + c) % 2 == 0 => Piece::Black,
            _ => Piece::White,
        })
        .collect();
    BunnyBoard::new(n, n, &cells).expect("a valid board")
}

/// A deterministic record of up to `plies` moves: at each step the legal move with the
/// largest id, which walks the empty cell greedily down and right across the board.
fn greedy_record(board: &BunnyBoard, plies: usize) -> Vec<u32> {
    let mut position = Position::new(board, board.empty_vertex());
    let mut moves = Vec::new();
    while moves.len() < plies {
        let Some(&next) = position.legal_moves().iter().max() else {
            break;
        };
        position.play(next).expect("a legal move");
        moves.push(next);
    }
    // The record must have an even number of plies (k moves a side).
    moves.truncate(moves.len() / 2 * 2);
    moves
}

fn records(c: &mut Criterion) {
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    for (n, plies) in [(40, 1600), (300, 20_000), (1000, 20_000)] {
        let board = full_checkerboard(n);
        let moves = greedy_record(&board, plies);
        group.bench_function(format!("{n}x{n}-{}-plies", moves.len()), |b| {
            b.iter(|| {
                let mut position = Position::new(&board, board.empty_vertex());
                review(&mut position, black_box(&moves))
                    .expect("a legal record")
                    .len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, records);
criterion_main!(benches);
