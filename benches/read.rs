//! Criterion benchmarks for the graph readers on ~100 MB in-memory inputs (a random graph with
//! 10^6 vertices and 7.3 * 10^6 edges, as an edge list and as a Matrix Market pattern file),
//! next to counting the input's newlines (what `wc -l` does). Reading includes building the
//! CSR graph. Run: `cargo bench --bench read`. `bench/read_speed.sh` times the whole
//! `bigame analyze` against `wc -l` on the same files.

use bigame::generate::Rng;
use bigame::read::dimacs::read_dimacs;
use bigame::read::edge_list::read_edge_list;
use bigame::read::matrix_market::read_matrix_market;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::io::Write;

const VERTICES: u64 = 1_000_000;
const EDGES: u64 = 7_300_000;

/// `(u, v)` pairs, 1-based, `u != v`, uniform at random.
fn pairs() -> Vec<(u64, u64)> {
    let mut rng = Rng::new(1);
    let mut out = Vec::with_capacity(EDGES as usize);
    while (out.len() as u64) < EDGES {
        let u = 1 + rng.next_u64() % VERTICES;
        let v = 1 + rng.next_u64() % VERTICES;
        if u != v {
            out.push((u, v));
        }
    }
    out
}

fn inputs() -> [(&'static str, Vec<u8>); 3] {
    let pairs = pairs();
    let mut edge_list = Vec::with_capacity(101 << 20);
    writeln!(edge_list, "{VERTICES} {EDGES}").unwrap();
    let mut mtx = Vec::with_capacity(101 << 20);
    writeln!(mtx, "%%MatrixMarket matrix coordinate pattern general").unwrap();
    writeln!(mtx, "{VERTICES} {VERTICES} {EDGES}").unwrap();
    let mut dimacs = Vec::with_capacity(116 << 20);
    writeln!(dimacs, "p edge {VERTICES} {EDGES}").unwrap();
    for &(u, v) in &pairs {
        writeln!(edge_list, "{u} {v}").unwrap();
        writeln!(mtx, "{u} {v}").unwrap();
        writeln!(dimacs, "e {u} {v}").unwrap();
    }
    [
        ("edge-list", edge_list),
        ("matrix-market", mtx),
        ("dimacs", dimacs),
    ]
}

fn readers(c: &mut Criterion) {
    let mut group = c.benchmark_group("read-100MB");
    group.sample_size(10);
    for (name, input) in inputs() {
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function(format!("{name}/count-newlines"), |b| {
            b.iter(|| black_box(&input).iter().filter(|&&b| b == b'\n').count())
        });
        group.bench_function(format!("{name}/read"), |b| {
            b.iter(|| match name {
                "edge-list" => read_edge_list(black_box(&input)).unwrap(),
                "matrix-market" => read_matrix_market(black_box(&input)).unwrap().graph,
                _ => read_dimacs(black_box(&input)).unwrap(),
            })
        });
    }
    group.finish();
}

criterion_group!(benches, readers);
criterion_main!(benches);
