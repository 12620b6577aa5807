//! Arbitrary bytes into the edge-list reader: it must never panic, and every error must point
//! inside the input or just past the end of a line.

#![no_main]

use bigame::read::edge_list::read_edge_list;
use libfuzzer_sys::fuzz_target;

mod common;
use common::{MAX_FUZZED_VERTICES, check_error, check_graph};

/// The first token as a number, if it is one: the declared vertex count (inputs declaring
/// more than [`MAX_FUZZED_VERTICES`] are skipped, see `common`) (the readers' whitespace includes `\x0b`).
fn declared_vertices(data: &[u8]) -> Option<u64> {
    let start = data
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))?;
    let digits = data[start..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    std::str::from_utf8(&data[start..start + digits])
        .ok()?
        .parse()
        .ok()
}

fuzz_target!(|data: &[u8]| {
    if declared_vertices(data)
        .is_some_and(|n| n > MAX_FUZZED_VERTICES && n <= bigame::graph::MAX_VERTICES)
    {
        return;
    }
    match read_edge_list(data) {
        Ok(graph) => {
            // Each edge takes at least three bytes ("u v" and a separator, or the end).
            assert!(graph.edge_count() <= data.len() / 3);
            check_graph(&graph, data);
        }
        Err(e) => check_error(data, &e),
    }
});
