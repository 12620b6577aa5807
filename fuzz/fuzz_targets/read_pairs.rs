//! Arbitrary bytes into the pairs reader (headerless `u v` lines), with and without a weight
//! column: it must never panic, every error must point inside the input or just past the end
//! of a line, and the labels must fit the graph (one per vertex, each found again by its
//! text).

#![no_main]

use bigame::graph::Adjacency;
use bigame::read::Weights;
use bigame::read::pairs::read_pairs_with;
use libfuzzer_sys::fuzz_target;

mod common;
use common::{check_error, check_graph};

fuzz_target!(|data: &[u8]| {
    for weights in [Weights::Refuse, Weights::Ignore] {
        match read_pairs_with(data, weights) {
            Ok(p) => {
                // Each edge takes at least four bytes ("u v" and a newline, or the end).
                assert!(p.graph.edge_count() <= data.len() / 3);
                check_graph(&p.graph, data);
                assert_eq!(p.labels.len(), p.graph.vertex_count());
                let index = p.labels.index();
                for v in 0..p.labels.len() as u32 {
                    let label = p.labels.get(v).to_string();
                    assert_eq!(index.find(label.as_bytes()), Some(v), "{label:?}");
                }
            }
            Err(e) => check_error(data, &e),
        }
    }
});
