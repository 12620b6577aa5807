//! Readers: they turn bytes into graphs, boards and game records, and report malformed input
//! as a [`ParseError`] with its line and column. They need only [`crate::graph`] and
//! [`crate::board`] and run no algorithm (the certificate reader, which needs the
//! certificate's type, is [`crate::certificate::read`], built on the same scanner); the writers of the same formats and of every answer are in [`crate::write`].
//!
//! Graph readers: [`edge_list`] (the default), [`dimacs`], [`matrix_market`] (bipartite:
//! rows and columns are the two sides), [`pairs`] (headerless `u v` lines with vertices named
//! by any token, as NetworkX and SNAP write them; the names are kept as [`labels`]) and, with
//! the `json` feature, `json_graph`; [`graph_input`] picks one by file name or content and
//! undoes gzip compression. Boards and records: [`board_text`] (free-cell boards),
//! [`noi2011`] (Bunny-and-Egg records).

pub mod board_text;
pub mod dimacs;
pub mod edge_list;
pub mod graph_input;
mod input_format;
#[cfg(feature = "json")]
pub mod json_graph;
pub mod labels;
pub mod matrix_market;
pub mod noi2011;
mod pair_lines;
pub mod pairs;
pub(crate) mod scan;

use crate::graph::MAX_EDGES;
use crate::text::plural;
pub use scan::ParseError;
use scan::{Position, Scanner, shown};
use std::fmt;

/// What the line-based graph readers (edge list, DIMACS, pairs) make of a column after an
/// edge's two vertices, such as the weight of a weighted edge list.
///
/// By default such a column is an error naming its line: a third number on an edge line is
/// as likely two edges run together or a mistyped count as a weight, and reading it as
/// anything would give another graph silently. Matrix Market files are not affected: their
/// header says how many values each entry has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Weights {
    /// A token after an edge's two vertices is an error (the default).
    #[default]
    #[cfg_attr(
        feature = "cli",
        value(help = "a token after an edge's two vertices is an error")
    )]
    Refuse,
    /// Each edge line may have one more token after its two vertices (a weight, or anything
    /// else without blanks), which is ignored; a second one is still an error.
    #[cfg_attr(
        feature = "cli",
        value(help = "each edge line may have one more token (a weight), which is ignored")
    )]
    Ignore,
}

impl Weights {
    /// The name used by `--weights`: `refuse` or `ignore`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            Weights::Refuse => "refuse",
            Weights::Ignore => "ignore",
        }
    }
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

/// Ends an edge line in the careful readers: with [`Weights::Ignore`] one more token (the
/// weight) is skipped; then only blanks may be left on the line, and the scanner moves to the
/// next one. `what` names the edge for the message (`edge 3`). `O(line length)`.
pub(crate) fn end_edge_line(
    s: &mut Scanner<'_>,
    weights: Weights,
    what: impl fmt::Display,
) -> Result<(), ParseError> {
    let weighted = weights == Weights::Ignore && s.token_on_line().is_some();
    s.skip_inline_space();
    let Some((token, at)) = s.token_on_line() else {
        return s.expect_line_end(what);
    };
    let message = if weighted {
        format!(
            "unexpected `{}` after {what} and its weight (one edge per line: two vertices \
             and at most one weight)",
            shown(token)
        )
    } else {
        format!(
            "unexpected `{}` after {what} (one edge per line; to ignore a third column such \
             as a weight, use --weights ignore)",
            shown(token)
        )
    };
    Err(at.error(message))
}

/// The fast paths' test of the rest of an edge line after its two vertices (without the
/// final `\r`): blanks only, or with [`Weights::Ignore`] also a blank, one token and blanks.
/// It accepts a subset of what [`end_edge_line`] accepts. `O(rest length)`.
#[inline]
pub(crate) fn edge_rest_is_valid(rest: &[u8], weights: Weights) -> bool {
    if pair_lines::is_blank(rest) {
        return true;
    }
    if weights == Weights::Refuse || !matches!(rest.first(), Some(b' ' | b'\t')) {
        return false;
    }
    let start = rest
        .iter()
        .position(|&b| b != b' ' && b != b'\t')
        .unwrap_or(rest.len());
    let end = rest[start..]
        .iter()
        .position(|&b| scan::is_space(b))
        .map_or(rest.len(), |i| start + i);
    pair_lines::is_blank(&rest[end..])
}
