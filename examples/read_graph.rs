//! Reads a graph file in any format bigame knows (detected from the name or the content,
//! gzip undone) and prints its vertex and edge counts, and its sides for Matrix Market input.
//! Nothing else: `bench/read_speed.sh` times this against `wc -l` to measure reading alone.
//! With `bytes` instead of a format, it only loads the file into memory (and gunzips it) and
//! prints its length: the floor under any reader.
//!
//! usage: cargo run --release --example read_graph -- FILE [edge-list|dimacs|matrix-market|json|bytes]

use bigame::format::graph_input::{InputFormat, gunzip, is_gzip, read_graph};
use bigame::graph::Adjacency;
use clap::ValueEnum;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: read_graph FILE [edge-list|dimacs|matrix-market|json|bytes]");
        return ExitCode::from(2);
    };
    let forced = args.next();
    let bytes_only = forced.as_deref() == Some("bytes");
    let forced = forced
        .filter(|_| !bytes_only)
        .map(|f| InputFormat::from_str(&f, true));
    let bytes = match std::fs::read(&path) {
        Ok(bytes) if is_gzip(&bytes) => gunzip(&bytes),
        other => other,
    };
    let bytes = match bytes {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("read_graph: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    if bytes_only {
        println!("{path}: {} bytes", bytes.len());
        return ExitCode::SUCCESS;
    }
    let format = match forced {
        Some(Ok(format)) => format,
        Some(Err(e)) => {
            eprintln!("read_graph: {e}");
            return ExitCode::from(2);
        }
        None => InputFormat::detect(Some(&path), &bytes),
    };
    match read_graph(&bytes, format) {
        Ok(input) => {
            print!(
                "{path}: {format}, {} vertices, {} edges",
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
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("read_graph: {path}:{e}");
            ExitCode::from(2)
        }
    }
}
