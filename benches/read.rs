//! Criterion benchmarks for the graph readers on ~100 MB in-memory inputs (a random graph with
//! 10^6 vertices and 7.3 * 10^6 edges, as an edge list and as a Matrix Market pattern file),
//! next to counting the input's newlines (what `wc -l` does). Reading includes building the
//! CSR graph. Run: `cargo bench --bench read`. `bench/read_speed.sh` times the whole
//! `bigame analyze` against `wc -l` on the same files.
//!
//! The group `arrays` builds the same graph from in-memory arrays, as the Python package gets
//! them: from a symmetric CSR pattern (`Graph::try_from_symmetric_csr`, its exact symmetry
//! check included), from an edge list (`Graph::try_from_edges`), and one plain copy of the
//! CSR arrays for scale. Run: `cargo bench --bench read -- arrays`.

use bigame::generate::Rng;
use bigame::graph::Graph;
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

/// The graph of [`pairs`] (0-based, parallel edges merged) as a symmetric CSR pattern with
/// int32 indices, as scipy stores it, and as its edge list.
fn csr_and_edges() -> (Vec<i32>, Vec<i32>, Vec<(u32, u32)>) {
    let mut entries: Vec<(u32, u32)> = pairs()
        .into_iter()
        .flat_map(|(u, v)| [(u - 1, v - 1), (v - 1, u - 1)])
        .map(|(u, v)| (u as u32, v as u32))
        .collect();
    entries.sort_unstable();
    entries.dedup();
    let mut indptr = vec![0i32; VERTICES as usize + 1];
    for &(u, _) in &entries {
        indptr[u as usize + 1] += 1;
    }
    for u in 0..VERTICES as usize {
        indptr[u + 1] += indptr[u];
    }
    let indices = entries.iter().map(|&(_, v)| v as i32).collect();
    entries.retain(|&(u, v)| u < v);
    (indptr, indices, entries)
}

fn arrays(c: &mut Criterion) {
    let (indptr, indices, edges) = csr_and_edges();
    let mut group = c.benchmark_group("arrays");
    group.sample_size(10);
    group.bench_function("copy-csr", |b| {
        b.iter(|| (black_box(&indptr).clone(), black_box(&indices).clone()))
    });
    group.bench_function("symmetric-csr", |b| {
        b.iter(|| Graph::try_from_symmetric_csr(black_box(&indptr), black_box(&indices)).unwrap())
    });
    group.bench_function("edge-list", |b| {
        b.iter(|| Graph::try_from_edges(VERTICES as usize, black_box(&edges)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, readers, arrays);
criterion_main!(benches);
