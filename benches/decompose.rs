//! Criterion benchmarks for the Dulmage–Mendelsohn decomposition and the edge classes on a
//! random sparse matrix: 10^6 rows, 10^6 columns, 10^7 nonzeros at uniformly random
//! positions (issue 8 asks for the whole decomposition in under 5 s). Run:
//! `cargo bench --bench decompose`.

use bigame::generate::Rng;
use bigame::graph::{BipartiteGraph, Graph};
use bigame::matching::{
    Algorithm, DulmageMendelsohn, EdgeClasses, dmperm, karp_sipser, maximum_matching, ms_bfs,
};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const ROWS: u32 = 1_000_000;
const COLS: u32 = 1_000_000;
const NONZEROS: usize = 10_000_000;

/// `NONZEROS` uniformly random 0-based `(row, column)` entries (repeats possible).
fn random_entries(seed: u64) -> Vec<(u32, u32)> {
    let mut rng = Rng::new(seed);
    (0..NONZEROS)
        .map(|_| {
            let x = rng.next_u64();
            (
                ((x >> 32) % ROWS as u64) as u32,
                ((x & 0xffff_ffff) % COLS as u64) as u32,
            )
        })
        .collect()
}

/// The matrix as a bipartite graph: rows are vertices `0..ROWS`, columns the rest.
fn matrix_graph(entries: &[(u32, u32)]) -> BipartiteGraph<Graph> {
    let n = (ROWS + COLS) as usize;
    let edges: Vec<(u32, u32)> = entries.iter().map(|&(i, j)| (i, ROWS + j)).collect();
    BipartiteGraph::new(
        Graph::from_edges(n, &edges),
        (0..n).map(|v| v < ROWS as usize).collect(),
    )
}

fn decompose(c: &mut Criterion) {
    let entries = random_entries(1);
    let g = matrix_graph(&entries);
    let matching = ms_bfs(&g, karp_sipser(&g));
    let dm = DulmageMendelsohn::from_maximum_matching(&g, matching.clone());
    eprintln!(
        "matrix {ROWS}x{COLS}, {NONZEROS} nonzeros: structural rank {}, {} square blocks, horizontal {}x{}, vertical {}x{}",
        dm.matching().size(),
        dm.square_block_count(),
        dm.rows(bigame::matching::CoarsePart::Horizontal),
        dm.columns(bigame::matching::CoarsePart::Horizontal),
        dm.rows(bigame::matching::CoarsePart::Vertical),
        dm.columns(bigame::matching::CoarsePart::Vertical),
    );
    let mut group = c.benchmark_group("decompose-1e6x1e6-1e7");
    group.sample_size(10);
    // The matching alone, then the decomposition alone from it, then both together.
    group.bench_function("matching-ms-bfs", |b| {
        b.iter(|| maximum_matching(black_box(&g), Algorithm::MsBfs))
    });
    group.bench_function("decomposition-from-matching", |b| {
        b.iter(|| DulmageMendelsohn::from_maximum_matching(black_box(&g), matching.clone()))
    });
    group.bench_function("dulmage-mendelsohn-ms-bfs", |b| {
        b.iter(|| DulmageMendelsohn::new(black_box(&g), Algorithm::MsBfs))
    });
    group.bench_function("dulmage-mendelsohn-hopcroft-karp", |b| {
        b.iter(|| DulmageMendelsohn::new(black_box(&g), Algorithm::HopcroftKarp))
    });
    // The whole dmperm from the entries: graph construction included.
    group.bench_function("dmperm-from-entries", |b| {
        b.iter(|| dmperm(ROWS as usize, COLS as usize, black_box(&entries)))
    });
    group.bench_function("edge-classes-from-decomposition", |b| {
        b.iter(|| EdgeClasses::from_decomposition(black_box(&g), &dm))
    });
    group.finish();
}

criterion_group!(benches, decompose);
criterion_main!(benches);
