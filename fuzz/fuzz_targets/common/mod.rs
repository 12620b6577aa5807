//! What the reader fuzz targets share: the checks of an error and of a graph, and the
//! filter for inputs that declare huge graphs on purpose. Each target uses part of it.
#![allow(dead_code)]

use bigame::graph::MAX_VERTICES;
use bigame::graph::{Adjacency, Graph};
use bigame::read::ParseError;

/// An error must name a line of the input, a column on it (or just past its end), and a
/// one-line message.
pub fn check_error(input: &[u8], e: &ParseError) {
    let line = input
        .split(|&b| b == b'\n')
        .nth(e.line.wrapping_sub(1))
        .unwrap_or_else(|| panic!("line {} is past the input: {e:?}", e.line));
    assert!(
        e.column >= 1 && e.column <= line.len() + 1,
        "column {} on a line of {} bytes: {e:?}",
        e.column,
        line.len()
    );
    assert!(!e.message.is_empty() && !e.message.contains('\n'), "{e:?}");
}

/// An accepted graph: no more edges than input bytes, every neighbour in range, no loops.
pub fn check_graph(graph: &Graph, data: &[u8]) {
    assert!(graph.edge_count() <= data.len());
    for v in 0..graph.vertex_count() as u32 {
        for &w in graph.neighbors(v) {
            assert!((w as usize) < graph.vertex_count() && w != v);
        }
    }
}

/// Up to this many vertices the graph is built. A valid header declaring up to
/// `graph::MAX_VERTICES` isolated vertices makes the reader allocate gigabytes by design,
/// which libFuzzer would report as out-of-memory; such inputs are skipped (see README.md).
pub const MAX_FUZZED_VERTICES: u64 = 1 << 20;

/// Whether some number in the input is between `MAX_FUZZED_VERTICES` and `MAX_VERTICES`.
pub fn declares_huge_graph(data: &[u8]) -> bool {
    data.split(|b| !b.is_ascii_digit())
        .filter(|t| !t.is_empty() && t.len() <= 9)
        .filter_map(|t| std::str::from_utf8(t).ok()?.parse::<u64>().ok())
        .any(|n| n > MAX_FUZZED_VERTICES && n <= MAX_VERTICES)
}
