//! Arbitrary bytes into the DIMACS reader: it must never panic, every error must
//! point inside the input or just past the end of a line, and what it accepts must be sane.

#![no_main]

use bigame::read::dimacs::read_dimacs;
use libfuzzer_sys::fuzz_target;

mod common;
use common::{check_error, check_graph, declares_huge_graph};

fuzz_target!(|data: &[u8]| {
    if declares_huge_graph(data) {
        return;
    }
    match read_dimacs(data) {
        Ok(graph) => check_graph(&graph, data),
        Err(e) => check_error(data, &e),
    }
});
