//! Readers and writers. Readers turn bytes into graphs or boards and report malformed input
//! as a [`ParseError`] with its line and column; writers print results (as text, JSON or SVG
//! pictures). Neither runs an algorithm.
//!
//! Graph readers: [`edge_list`] (the default), [`dimacs`], [`matrix_market`] (bipartite:
//! rows and columns are the two sides) and, with the `json` feature, `json_graph`;
//! [`graph_input`] picks one by file name or content and undoes gzip compression.

pub mod board_text;
pub mod certificate;
pub mod decomposition;
pub mod dimacs;
pub mod edge_list;
pub mod graph_input;
#[cfg(feature = "json")]
pub mod json_graph;
pub mod matrix_market;
pub mod noi2011;
mod pair_lines;
mod scan;
pub mod svg;

pub use scan::ParseError;
use scan::Position;
use std::fmt;

/// The most edges a graph reader accepts: a [`crate::graph::Graph`] stores both directions of
/// every edge with `u32` offsets.
pub const MAX_EDGES: u64 = (u32::MAX / 2) as u64;

/// `n` and the noun that agrees with it, for messages: `plural(1, "cell", "cells")` is
/// `1 cell`, `plural(2, "cell", "cells")` is `2 cells` (and `0 cells`). `O(digits)`.
pub(crate) fn plural<N: fmt::Display + PartialEq + From<u8>>(
    n: N,
    one: &str,
    many: &str,
) -> String {
    let noun = if n == N::from(1) { one } else { many };
    format!("{n} {noun}")
}

/// Refuses an edge count that cannot fit in `len` bytes when every edge takes at least
/// `min_bytes` bytes (separator included), or that a graph cannot hold. `what` names the
/// edges in the message: `"edge"` or `"entry"` (a Matrix Market entry). `O(1)`.
pub(crate) fn check_edge_count(
    m: u64,
    at: Position,
    len: usize,
    min_bytes: u64,
    what: &str,
) -> Result<(), ParseError> {
    if m > (len as u64 + 1) / min_bytes {
        let count = if what == "entry" {
            plural(m, "entry", "entries")
        } else {
            plural(m, "edge", "edges")
        };
        return Err(at.error(format!(
            "{count} cannot fit in an input of {} ({what} lines missing or count wrong)",
            plural(len, "byte", "bytes")
        )));
    }
    if m > MAX_EDGES {
        return Err(at.error(format!("{m} edges is too many (at most {MAX_EDGES})")));
    }
    Ok(())
}
