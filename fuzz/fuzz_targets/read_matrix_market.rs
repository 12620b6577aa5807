//! Arbitrary bytes into the Matrix Market reader: it must never panic, every error must
//! point inside the input or just past the end of a line, and what it accepts must be sane.

#![no_main]

use bigame::graph::Adjacency;
use bigame::read::matrix_market::read_matrix_market;
use libfuzzer_sys::fuzz_target;

mod common;
use common::{check_error, check_graph, declares_huge_graph};

fuzz_target!(|data: &[u8]| {
    if declares_huge_graph(data) {
        return;
    }
    match read_matrix_market(data) {
        Ok(m) => {
            check_graph(&m.graph, data);
            assert_eq!(m.graph.vertex_count(), (m.rows + m.cols) as usize);
            for (u, v) in m.graph.edges() {
                assert!(m.is_row(u) != m.is_row(v), "edge {u}-{v} inside one side");
            }
        }
        Err(e) => check_error(data, &e),
    }
});
