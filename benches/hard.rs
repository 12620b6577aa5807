//! Criterion benchmarks on the hard-instance suite (`bigame::generate::hard`): every bipartite
//! algorithm on the bipartite families, blossom on the general ones, and the analysis of the
//! general ones by blossom against the proven algorithm (micali-vazirani), both numberings,
//! from the same start, decomposition included; library only (no I/O).
//! Run: `cargo bench --bench hard`. The side-by-side run against the public codes, at four
//! sizes, is `bench/hard.sh`.

use bigame::game::analyze_general_with;
use bigame::generate::hard::{Family, hard_graph};
use bigame::graph::BipartiteGraph;
use bigame::matching::{Algorithm, blossom, karp_sipser, maximum_matching};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// About half a million edges: big enough for the traps to show, small enough for criterion.
const SIZE: u64 = 500_000;

fn bipartite_families(c: &mut Criterion) {
    let mut group = c.benchmark_group("hard");
    group.sample_size(10);
    for family in Family::ALL.into_iter().filter(|f| f.is_bipartite()) {
        // Relabelled, the grids (corridor, maze) have long augmenting paths between scattered
        // free vertices: ms-bfs and push-relabel take a fraction of a second at this size,
        // hk-dw and pothen-fan seconds, so only those two run them.
        let relabellings: &[bool] = match family {
            Family::Hell | Family::Corridor | Family::Maze => &[false, true],
            _ => &[false],
        };
        for &relabel in relabellings {
            let g = hard_graph(family, SIZE, 1, relabel).expect("a valid size");
            let b = BipartiteGraph::new(&g.graph, g.sides().expect("bipartite"));
            let label = format!("{family}{}", if relabel { "-relabel" } else { "" });
            for algorithm in Algorithm::ALL {
                // Kuhn and Dinic are not contenders here, and slow on several families.
                if matches!(algorithm, Algorithm::Kuhn | Algorithm::Dinic) {
                    continue;
                }
                let grid = matches!(family, Family::Corridor | Family::Maze);
                if relabel
                    && grid
                    && !matches!(algorithm, Algorithm::MsBfs | Algorithm::PushRelabel)
                {
                    continue;
                }
                group.bench_with_input(
                    BenchmarkId::new(algorithm.name(), &label),
                    &b,
                    |bench, b| bench.iter(|| maximum_matching(black_box(b), algorithm)),
                );
            }
        }
    }
    group.finish();
}

fn general_families(c: &mut Criterion) {
    let mut group = c.benchmark_group("hard-general");
    group.sample_size(10);
    for family in Family::ALL.into_iter().filter(|f| !f.is_bipartite()) {
        let g = hard_graph(family, SIZE, 1, false)
            .expect("a valid size")
            .graph;
        group.bench_with_input(
            BenchmarkId::new("blossom", family.name()),
            &g,
            |bench, g| bench.iter(|| blossom(black_box(g), karp_sipser(g))),
        );
    }
    group.finish();
}

/// `analyze_general_with` by blossom and by micali-vazirani (forest phases, then its own):
/// the same start, the decomposition included, on each general family in both numberings.
fn general_analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("hard-general-analyze");
    group.sample_size(10);
    for family in Family::ALL.into_iter().filter(|f| !f.is_bipartite()) {
        for relabel in [false, true] {
            let g = hard_graph(family, SIZE, 1, relabel)
                .expect("a valid size")
                .graph;
            let name = format!("{}{}", family.name(), if relabel { "-r" } else { "" });
            for algorithm in [Algorithm::Blossom, Algorithm::MicaliVazirani] {
                group.bench_with_input(
                    BenchmarkId::new(algorithm.name(), &name),
                    &g,
                    |bench, g| bench.iter(|| analyze_general_with(black_box(g), algorithm)),
                );
            }
        }
    }
    group.finish();
}

criterion_group!(
    benches,
    bipartite_families,
    general_families,
    general_analysis
);
criterion_main!(benches);
