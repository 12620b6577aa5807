//! Reads a graph file the way `bigame` does (`read_graph_from`: the format told from the name
//! or the content, gzip undone, simple edge lists and Matrix Market files parsed as they
//! arrive) and prints its vertex and edge counts, and its sides for Matrix Market input.
//! Nothing else: `bench/read_speed.sh` times this against `wc -l` to measure reading alone.
//!
//! usage: cargo run --release --example read_graph -- FILE [MODE]
//!   MODE  (none)  as bigame reads a file
//!         whole   the file loaded into memory first, then parsed (as bigame reads stdin)
//!         bytes   only load the file into memory and print its length: the floor under
//!                 any reader that holds the whole file
//!         edge-list | dimacs | matrix-market | json | pairs   as bigame, with the format forced

use bigame::graph::Adjacency;
use bigame::read::graph_input::{GraphInput, InputFormat, read_graph_bytes, read_graph_from};
use clap::ValueEnum;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: read_graph FILE [whole|bytes|edge-list|dimacs|matrix-market|json|pairs]");
        return ExitCode::from(2);
    };
    let mode = args.next();
    let read = match mode.as_deref() {
        Some("bytes") => {
            return match std::fs::read(&path) {
                Ok(bytes) => {
                    println!("{path}: {} bytes", bytes.len());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&path, e),
            };
        }
        Some("whole") => std::fs::read(&path)
            .map_err(Into::into)
            .and_then(|bytes| read_graph_bytes(bytes, Some(&path), None)),
        forced => {
            let forced = match forced.map(|f| InputFormat::from_str(f, true)).transpose() {
                Ok(forced) => forced,
                Err(e) => {
                    eprintln!("read_graph: {e}");
                    return ExitCode::from(2);
                }
            };
            std::fs::File::open(&path)
                .map_err(Into::into)
                .and_then(|mut file| read_graph_from(&mut file, Some(&path), forced))
        }
    };
    match read {
        Ok(input) => {
            report(&path, &input);
            ExitCode::SUCCESS
        }
        Err(e) => fail(&path, e),
    }
}

fn report(path: &str, input: &GraphInput) {
    print!(
        "{path}: {}, {} vertices, {} edges",
        input.format,
        input.graph.vertex_count(),
        input.graph.edge_count()
    );
    if let Some(rows) = input.rows {
        print!(
            " ({rows} rows, {} columns)",
            input.graph.vertex_count() as u32 - rows
        );
    }
    println!();
}

fn fail(path: &str, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("read_graph: {path}: {e}");
    ExitCode::from(2)
}
