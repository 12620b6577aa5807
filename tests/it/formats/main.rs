//! The graph readers other than the edge list (DIMACS, Matrix Market, JSON), format
//! detection and gzip: good inputs of every variant, bad inputs with their exact
//! `line:column: message`, and round trips through the writers on random graphs.

use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph};
use bigame::read::ParseError;
use bigame::read::dimacs::read_dimacs;
use bigame::read::edge_list::read_edge_list;
use bigame::read::graph_input::{InputFormat, gunzip, is_gzip, read_graph};
use bigame::read::json_graph::read_json_graph;
use bigame::read::matrix_market::{Field, Symmetry, read_matrix_market};
use bigame::write::dimacs::write_dimacs;
use bigame::write::edge_list::write_edge_list;
use bigame::write::json_graph::write_json_graph;
use bigame::write::matrix_market::write_matrix_market;
use std::io::Write;

use crate::common;
use common::random::multigraph;

mod counting;
mod detection;
mod dimacs;
mod json;
mod matrix_market;
mod round_trips;

/// The edges as a sorted multiset of `(min, max)` pairs.
fn edge_set(g: &Graph) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = g.edges().collect();
    edges.sort_unstable();
    edges
}

/// `(row, column)` pairs, both 1-based as in the file, of a Matrix Market graph.
fn entries(rows: u32, g: &Graph) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = g.edges().map(|(r, c)| (r + 1, c - rows + 1)).collect();
    out.sort_unstable();
    out
}

/// A valid input, its vertex count and its edges (0-based, sorted).
type GoodCase = (&'static [u8], usize, &'static [(u32, u32)]);

/// Reads every input and requires exactly its error; lists every mismatch before failing.
fn check_errors(cases: &[(&[u8], &str)], read: impl Fn(&[u8]) -> Result<(), ParseError>) {
    let mut wrong = Vec::new();
    for &(input, want) in cases {
        let got = match read(input) {
            Ok(()) => "accepted".to_string(),
            Err(e) => e.to_string(),
        };
        if got != want {
            wrong.push(format!(
                "{:?}\n  got:  {got}\n  want: {want}",
                String::from_utf8_lossy(input)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}
