//! Graph files as other tools write them (NetworkX, SNAP, KONECT, spreadsheets): a weighted
//! edge list is refused naming its line (or read with `--weights ignore`), never read as
//! another graph; headerless `u v` lines are read as pairs, with the file's own vertex labels
//! in every answer (text, table, JSON, decomposition, certificates, Dulmage–Mendelsohn, edge
//! classes, play), and a SNAP file answers exactly as the same graph given as an edge list.

use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph};
use bigame::write::edge_list::write_edge_list;
use serde_json::Value;
use std::collections::HashMap;

use crate::common;
use common::{TempFile, bigame};

mod commands;
mod inputs;
mod labels;
mod line_exact;
mod snap;

fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("tool_files", name, contents)
}

/// `bigame ARGS` (a file among them), which must succeed with nothing on stderr: stdout.
fn run(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?}: stderr not empty");
    String::from_utf8(out.stdout).unwrap()
}

/// `bigame ARGS` with `input` on standard input, which must be refused: the one stderr line
/// (exit status 2, nothing on stdout).
fn refused_stdin(args: &[&str], input: &[u8]) -> String {
    let out = bigame().args(args).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    assert!(out.stdout.is_empty(), "{args:?}: something on stdout");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr:?}");
    stderr.trim_end().to_string()
}

/// `bigame ARGS` with `input` on standard input, which must succeed: stdout.
fn run_stdin(args: &[&str], input: &[u8]) -> String {
    let out = bigame().args(args).write_stdin(input).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A graph as a SNAP file (0-based ids, comments, tabs) and as the same graph's 1-based edge
/// list: vertex `i` of the edge list is label `i - 1` of the SNAP file.
fn snap_and_edge_list(g: &Graph) -> (Vec<u8>, Vec<u8>) {
    let mut snap = format!(
        "# Undirected graph: made up\n# Nodes: {} Edges: {}\n# FromNodeId\tToNodeId\n",
        g.vertex_count(),
        g.edge_count()
    );
    for (u, v) in g.edges() {
        snap.push_str(&format!("{u}\t{v}\n"));
    }
    let mut el = Vec::new();
    write_edge_list(&mut el, g).unwrap();
    (snap.into_bytes(), el)
}

/// A random connected-ish graph on `n` vertices with no isolated vertex (pairs cannot hold
/// one), odd cycles now and then.
fn random_graph(rng: &mut Rng, n: u32) -> Graph {
    let mut edges = Vec::new();
    for v in 1..n {
        edges.push((rng.below(v as u64) as u32, v));
    }
    for _ in 0..n / 2 {
        let u = rng.below(n as u64) as u32;
        let w = rng.below(n as u64) as u32;
        if u != w {
            edges.push((u, w));
        }
    }
    Graph::from_edges(n as usize, &edges)
}

/// `v verdict ...` lines as a map from the first word.
fn by_vertex(text: &str) -> HashMap<String, Vec<String>> {
    text.lines()
        .map(|l| {
            let mut words = l.split(' ').map(String::from);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}
