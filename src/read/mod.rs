//! Readers: they turn bytes into graphs, boards and game records, and report malformed input
//! as a [`ParseError`] with its line and column. They need only [`crate::graph`] and
//! [`crate::board`] and run no algorithm (the certificate reader, which needs the
//! certificate's type, is [`crate::certificate::read`], built on the same scanner); the writers of the same formats and of every answer are in [`crate::write`].
//!
//! Graph readers: [`edge_list`] (the default), [`dimacs`], [`matrix_market`] (an adjacency
//! matrix, or rows and columns the two sides of a bipartite graph), [`pairs`] (`u v` lines
//! with vertices named by any token, as NetworkX and SNAP write them; the names are kept as
//! [`labels`]), [`delimited`] (pairs with a delimiter: CSV, TSV), with the `json` feature
//! `json_graph` and with the `graphml` feature `graphml`; [`describe`] decides once how a file
//! is read (format, delimiter, header row by [`header`], matrix reading) and [`graph_input`]
//! reads it so, undoing gzip compression; [`spelling`] rewrites the hints of their messages for
//! Python's keywords. Every reader refuses binary input ([`check_text`]) and the
//! whole-input ones read at most [`MAX_INPUT`] bytes; a stream is read only up to the first
//! line beyond its header's count ([`line_budget`]). Every reader takes at most
//! [`crate::graph::MAX_VERTICES`] vertices. Boards and records: [`board_text`] (free-cell boards),
//! [`noi2011`] (Bunny-and-Egg records).

pub mod board_text;
pub mod delimited;
pub mod describe;
pub mod dimacs;
pub mod edge_list;
pub mod graph_input;
#[cfg(feature = "graphml")]
pub mod graphml;
pub mod header;
mod input_format;
#[cfg(feature = "json")]
pub mod json_graph;
pub mod labels;
pub mod line_budget;
pub mod matrix_market;
pub mod noi2011;
mod pair_lines;
pub mod pairs;
pub(crate) mod scan;
pub mod spelling;

use crate::graph::{EdgeOrder, Graph, MAX_EDGES};
use crate::text::plural;
pub use scan::{Counting, ParseError};
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
    /// Every column after an edge's two vertices (a weight, KONECT's weight and timestamp,
    /// a spreadsheet's other columns) is ignored.
    #[cfg_attr(
        feature = "cli",
        value(
            help = "every column after an edge's two vertices (a weight, a timestamp) is ignored"
        )
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

/// The most bytes of input read into memory by default (4 GiB): a board, a record or a graph
/// within the limits of [`crate::graph`] fits in less, and endless input (`/dev/zero`, a pipe
/// that never closes) is refused at this size rather than filling the memory.
pub const MAX_INPUT: u64 = 1 << 32;

/// How much of an input [`check_text`] looks at.
pub const TEXT_CHECK: usize = 1 << 16;

/// Refuses binary input in its first bytes: a NUL byte within the first [`TEXT_CHECK`] bytes
/// (no text format has one; a UTF-16 file has many), named by its line and column. Gzip data
/// is checked once it is decompressed. `O(min(input length, 64 KiB))`.
///
/// ```
/// use bigame::read::check_text;
/// assert!(check_text(b"3 2\n1 2\n").is_ok());
/// let e = check_text(b"3 2\n1\0").unwrap_err();
/// assert_eq!((e.line, e.column), (2, 2));
/// ```
pub fn check_text(input: &[u8]) -> Result<(), ParseError> {
    let head = &input[..input.len().min(TEXT_CHECK)];
    let Some(at) = head.iter().position(|&b| b == 0) else {
        return Ok(());
    };
    let line_start = head[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |k| k + 1);
    Err(ParseError {
        line: 1 + head[..at].iter().filter(|&&b| b == b'\n').count(),
        column: at - line_start + 1,
        message: "expected text, found byte 0x00: this is a binary file (a UTF-16 text file \
                  must be saved as UTF-8 first)"
            .to_string(),
    })
}

/// What the graph readers make of a self-loop `v v`: an error (the default), or an edge to
/// drop. A self-loop never matters to the game (the token cannot move to a visited vertex) nor
/// to a matching, but a file with one may be another graph than its writer meant, so dropping
/// them is asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum SelfLoops {
    /// A self-loop is an error naming its line (the default).
    #[default]
    #[cfg_attr(
        feature = "cli",
        value(help = "a self-loop is an error naming its line")
    )]
    Refuse,
    /// Self-loops are dropped; their vertex stays (isolated if it has no other edge).
    #[cfg_attr(
        feature = "cli",
        value(help = "self-loops are dropped (they never matter to the game)")
    )]
    Ignore,
}

impl SelfLoops {
    /// The name used by `--self-loops`: `refuse` or `ignore`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            SelfLoops::Refuse => "refuse",
            SelfLoops::Ignore => "ignore",
        }
    }
}

/// How the line-based readers (edge list, DIMACS, pairs) read an edge line: what a column
/// after its two vertices is ([`Weights`]), what a self-loop is ([`SelfLoops`]) and how
/// their errors count the edges they name ([`Counting`]). A bare [`Weights`] converts into it
/// (self-loops refused, edges counted from 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LineOptions {
    /// What a token after an edge's two vertices is.
    pub weights: Weights,
    /// What a self-loop is.
    pub self_loops: SelfLoops,
    /// How error messages count the edges they name (`edge 2 of 3` from 1, the default, as
    /// the command line does; Python counts from 0). Vertices quoted from the file stay as
    /// written.
    pub counting: Counting,
    /// Whether the reader keeps the order of the edges (see [`graph_input::GraphInput::edge_order`]):
    /// `4 E` bytes more.
    pub edge_order: bool,
}

/// A graph as a reader built it, with its edges' order when [`LineOptions::edge_order`] (or
/// its like for another format) asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Built {
    pub(crate) graph: Graph,
    pub(crate) order: Option<EdgeOrder>,
}

impl Built {
    /// The graph on `n` vertices of the edges in `chunks` (one after another), and their order
    /// if `keep_order`. `O(V + E)`.
    pub(crate) fn new(n: usize, chunks: &[&[(u32, u32)]], keep_order: bool) -> Built {
        Built {
            graph: Graph::from_edge_chunks(n, chunks),
            order: keep_order.then(|| EdgeOrder::of_chunks(chunks)),
        }
    }
}

impl From<Weights> for LineOptions {
    fn from(weights: Weights) -> Self {
        LineOptions {
            weights,
            ..LineOptions::default()
        }
    }
}

/// The message for a self-loop: `what` (`edge 3`) `is a self-loop` `at` (` at vertex 5`),
/// naming the option that drops it. `O(1)`.
pub(crate) fn self_loop_message(what: impl fmt::Display, at: impl fmt::Display) -> String {
    format!(
        "{what} is a self-loop{at} (the game never uses one; remove it, or drop every \
         self-loop with --self-loops ignore)"
    )
}

/// A header count's error when the number does not even fit in 64 bits: names `max`, the
/// real limit, rather than the scanner's `u64::MAX`. Other errors pass through. `O(1)`.
pub(crate) fn with_limit(mut e: ParseError, max: u64) -> ParseError {
    let overflow = format!("is too large (at most {})", u64::MAX);
    if e.message.ends_with(&overflow) {
        let kept = e.message.len() - overflow.len();
        e.message = format!("{}is too large (at most {max})", &e.message[..kept]);
    }
    e
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

/// Ends an edge line in the careful readers: with [`Weights::Ignore`] the rest of the line
/// (weights, timestamps) is skipped; else only blanks may be left on it. The scanner moves to
/// the next line. `what` names the edge for the message (`edge 3`). `O(line length)`.
pub(crate) fn end_edge_line(
    s: &mut Scanner<'_>,
    weights: Weights,
    what: impl fmt::Display,
) -> Result<(), ParseError> {
    s.skip_inline_space();
    let Some((token, at)) = s.token_on_line() else {
        return s.expect_line_end(what);
    };
    if weights == Weights::Ignore {
        s.skip_line();
        return Ok(());
    }
    Err(at.error(format!(
        "unexpected `{}` after {what} (one edge per line; to ignore a third column such as a \
         weight, use --weights ignore)",
        shown(token)
    )))
}

/// The fast paths' test of the rest of an edge line after its two vertices (without the
/// final `\r`): blanks only, or with [`Weights::Ignore`] a blank and then anything. It
/// accepts a subset of what [`end_edge_line`] accepts. `O(rest length)`.
#[inline]
pub(crate) fn edge_rest_is_valid(rest: &[u8], weights: Weights) -> bool {
    if pair_lines::is_blank(rest) {
        return true;
    }
    weights == Weights::Ignore && matches!(rest.first(), Some(b' ' | b'\t'))
}
