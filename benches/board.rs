//! Criterion benchmarks: every algorithm on generated boards, and the whole `board` pipeline
//! (parse + solve + write). Run: `cargo bench --bench board`.
//! Side-by-side timings against the reference programs live in `bench/compare.sh`.

use bigame::board::Board;
use bigame::game::analyze;
use bigame::generate::random_board;
use bigame::matching::Algorithm;
use bigame::read::board_text::{CellRule, read_board};
use bigame::write::board_text::write_loj6033;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn board_text(board: &Board) -> Vec<u8> {
    let mut text = format!("{} {}\n", board.rows(), board.cols()).into_bytes();
    for r in 0..board.rows() {
        text.extend((0..board.cols()).map(|c| if board.is_free(r, c) { b'.' } else { b'#' }));
        text.push(b'\n');
    }
    text
}

fn algorithms(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    for (size, blocked) in [(300, 10), (300, 30), (1000, 10), (1000, 30)] {
        let board = random_board(size, size, blocked, 1);
        for algorithm in Algorithm::ALL {
            // Kuhn and Dinic take seconds to minutes on the big boards; they are compared in
            // bench/compare.sh instead.
            if size > 300 && matches!(algorithm, Algorithm::Kuhn | Algorithm::Dinic) {
                continue;
            }
            let id = BenchmarkId::new(algorithm.name(), format!("{size}x{size}-{blocked}%"));
            group.bench_with_input(id, &board, |b, board| {
                b.iter(|| analyze(black_box(board), algorithm))
            });
        }
    }
    group.finish();
}

fn end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("board-command");
    group.sample_size(10);
    for (size, blocked) in [(1000, 10), (2000, 10), (2000, 30)] {
        let text = board_text(&random_board(size, size, blocked, 1));
        group.bench_with_input(format!("{size}x{size}-{blocked}%"), &text, |b, text| {
            b.iter(|| {
                let board = read_board(black_box(text), CellRule::Strict).unwrap();
                let analysis = analyze(&board, Algorithm::default());
                let mut out = Vec::new();
                write_loj6033(&mut out, &board, &analysis).unwrap();
                out.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, algorithms, end_to_end);
criterion_main!(benches);
