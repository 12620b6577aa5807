//! Graphs in the DIMACS format of the graph-colouring and clique challenges: comment lines
//! `c ...`, one problem line `p edge n m` (or `p col n m`), then `m` edge lines `e u v` with
//! 1-based vertex ids.

use super::edge_list::edge_line;
use super::pair_lines::{parse_pair_lines, parse_pair_stream};
use super::scan::{Position, Scanner, describe, is_space};
use super::{
    Built, LineOptions, ParseError, SelfLoops, check_edge_count, end_edge_line, self_loop_message,
    with_limit,
};
use crate::graph::Graph;
use crate::graph::{MAX_EDGES, MAX_VERTICES};
use std::io::{self, Read};

/// Reads a DIMACS graph. The input is line-based:
///
/// - `c` lines are comments (anywhere, also before the problem line), blank lines are
///   skipped;
/// - the problem line `p edge n m` comes before any edge; `edge`, `edges` and `col` are
///   accepted as the format word, `1 <= n <=` [`MAX_VERTICES`];
/// - then exactly `m` lines `e u v` (`1 <= u, v <= n`, `u != v`), each on its own line:
///   fewer or more edge lines than `m` is an error, and so is anything after `e u v` on its
///   line (a weight is ignored with [`read_dimacs_with`] and [`Weights::Ignore`](super::Weights::Ignore)). Parallel edges (some files list each edge in both directions) are
///   kept; self-loops are refused.
///
/// Vertex `i` of the file is id `i - 1`. `m` is checked against the input length before
/// anything is allocated. `O(input length + V)`.
///
/// ```
/// use bigame::read::dimacs::read_dimacs;
/// let g = read_dimacs(b"c a path\np edge 3 2\ne 1 2\ne 2 3\n").unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let err = read_dimacs(b"p edge 3 2\ne 1 2\n").unwrap_err();
/// assert_eq!(err.to_string(), "3:1: expected 2 edge lines (the problem line says so), found 1");
/// ```
pub fn read_dimacs(input: &[u8]) -> Result<Graph, ParseError> {
    read_with(input, true, LineOptions::default()).map(|built| built.graph)
}

/// [`read_dimacs`], with `weights` saying what a token after an edge line's two vertices is:
/// an error ([`Weights::Refuse`](super::Weights::Refuse), as [`read_dimacs`]) or a weight to ignore
/// ([`Weights::Ignore`](super::Weights::Ignore): `e u v w`, the rest of the line ignored), and what a self-loop is
/// ([`SelfLoops`]; a bare [`Weights`](super::Weights) converts, refusing them). `O(input length + V)`.
///
/// ```
/// use bigame::read::Weights;
/// use bigame::read::dimacs::read_dimacs_with;
/// let g = read_dimacs_with(b"p edge 3 2\ne 1 2 5\ne 2 3 1\n", Weights::Ignore).unwrap();
/// assert_eq!(g.edge_count(), 2);
/// ```
pub fn read_dimacs_with(
    input: &[u8],
    options: impl Into<LineOptions>,
) -> Result<Graph, ParseError> {
    read_with(input, true, options.into()).map(|built| built.graph)
}

/// [`read_dimacs_with`], with or without its multi-threaded fast path (which reads a subset
/// of the inputs the careful scanner reads, giving the same graph; the tests compare them).
pub(super) fn read_with(
    input: &[u8],
    fast: bool,
    options: LineOptions,
) -> Result<Built, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (n, m) = preamble(&mut s, input.len())?;
    // Files whose edge lines follow the problem line one per line, with no comment among them,
    // are read on several threads; anything else, including every malformed file, by the
    // careful scanner below.
    let body = fast.then(|| s.rest());
    let fast_edges =
        body.and_then(|body| parse_pair_lines(body, Some(b'e'), m, edge_line(n, options)));
    if let Some(chunks) = fast_edges {
        return Ok(Built::new(n as usize, &chunks.slices(), options.edge_order));
    }
    let mut edges = Vec::with_capacity(m as usize);
    // Edge lines read, self-loops dropped with `SelfLoops::Ignore` included.
    let mut lines = 0u64;
    loop {
        s.skip_whitespace();
        let at = s.position();
        match s.peek() {
            Some(b'e') if line_kind(&s) => {
                if lines == m {
                    return Err(at.error(format!(
                        "more edge lines than the {m} the problem line declares"
                    )));
                }
                s.bump();
                // The edge's ordinal as the messages show it (from 1, or from 0 for Python).
                let i = options.counting.show(lines);
                lines += 1;
                let (u, at_u) =
                    endpoint(&mut s, n, format_args!("the first endpoint of edge {i}"))?;
                let (v, _) = endpoint(&mut s, n, format_args!("the second endpoint of edge {i}"))?;
                if u == v && options.self_loops == SelfLoops::Refuse {
                    return Err(at_u.error(self_loop_message(
                        format_args!("edge {i}"),
                        format_args!(" at vertex {}", u + 1),
                    )));
                }
                end_edge_line(&mut s, options.weights, format_args!("edge {i}"))?;
                if u != v {
                    edges.push((u, v));
                }
            }
            Some(b'c') if line_kind(&s) => s.skip_line(),
            Some(b'p') if line_kind(&s) => {
                return Err(at.error("a second problem line (only one `p` line is allowed)"));
            }
            None => break,
            Some(_) => {
                return Err(at.error(format!(
                    "expected an edge line `e u v` or a comment `c ...`, found {}",
                    found(&s)
                )));
            }
        }
    }
    if lines < m {
        return Err(s.position().error(format!(
            "expected {} (the problem line says so), found {lines}",
            super::plural(m, "edge line", "edge lines"),
        )));
    }
    Ok(Built::new(n as usize, &[&edges], options.edge_order))
}

/// Comments and blank lines, then the problem line, checked: `(n, m)`; `len` is the whole
/// input's length in bytes (which bounds `m`).
fn preamble(s: &mut Scanner<'_>, len: usize) -> Result<(u64, u64), ParseError> {
    loop {
        s.skip_whitespace();
        match s.peek() {
            Some(b'c') if line_kind(s) => s.skip_line(),
            Some(b'p') if line_kind(s) => return problem_line(s, len),
            None => {
                return Err(s
                    .position()
                    .error("expected the problem line `p edge n m`, found end of input"));
            }
            Some(b'e') if line_kind(s) => {
                return Err(s
                    .position()
                    .error("expected the problem line `p edge n m` before the first edge"));
            }
            Some(_) => {
                return Err(s.position().error(format!(
                    "expected a comment `c ...` or the problem line `p edge n m`, found {}",
                    found(s)
                )));
            }
        }
    }
}

/// Reads a DIMACS file from `source` as it arrives, when its problem line is in `head` (the
/// first bytes read) and the edge lines follow it one per line, with no comment among them:
/// see [`super::graph_input::read_graph_from`]. `Ok(None)` when the input is not of that
/// simple shape or is malformed: the caller then reads it whole with [`read_dimacs`], which
/// explains what is wrong. `len` is the input's whole length. `O(input length)`.
pub(super) fn stream(
    head: &[u8],
    len: usize,
    options: LineOptions,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<Built>> {
    let mut s = Scanner::new(head);
    let Ok((n, m)) = preamble(&mut s, len) else {
        return Ok(None);
    };
    // The problem line must have ended within the head, not merely at its end.
    if s.rest().is_empty() && head.len() < len {
        return Ok(None);
    }
    Ok(parse_pair_stream(
        s.rest(),
        Some(b'e'),
        source,
        m,
        edge_line(n, options),
        on_read,
    )?
    .map(|chunks| Built::new(n as usize, &chunks.slices(), options.edge_order)))
}

/// The word at the scanner for an error message: `` `word` `` (at most 20 bytes, if they are
/// visible ASCII), else a description of its first byte.
fn found(s: &Scanner<'_>) -> String {
    let mut word = Vec::new();
    let mut i = 0;
    while let Some(b) = s.peek_at(i).filter(|b| !is_space(*b)) {
        if !b.is_ascii_graphic() || i == 20 {
            return describe(s.peek());
        }
        word.push(b);
        i += 1;
    }
    format!("`{}`", String::from_utf8_lossy(&word))
}

/// Whether the byte at the scanner is a one-letter line type (`c`, `p`, `e`) rather than the
/// start of a longer word: it must be followed by whitespace or the end of the input.
#[inline]
fn line_kind(s: &Scanner<'_>) -> bool {
    s.peek_at(1).is_none_or(is_space)
}

/// Parses `p FORMAT n m` (the scanner is at the `p`) and returns `(n, m)`, checked.
fn problem_line(s: &mut Scanner<'_>, len: usize) -> Result<(u64, u64), ParseError> {
    s.bump();
    match s.token_on_line() {
        Some((b"edge" | b"edges" | b"col", _)) => {}
        Some((word, at)) => {
            return Err(at.error(format!(
                "expected the format `edge` (or `col`) in the problem line, found `{}`",
                String::from_utf8_lossy(word)
            )));
        }
        None => {
            return Err(s
                .position()
                .error("expected the format `edge` in the problem line, found end of line"));
        }
    }
    let (n, at_n) = s
        .number_on_line("the number of vertices", u64::MAX)
        .map_err(|e| with_limit(e, MAX_VERTICES))?;
    if n == 0 {
        return Err(at_n.error("expected the number of vertices to be at least 1, found 0"));
    }
    if n > MAX_VERTICES {
        return Err(at_n.error(format!("{n} vertices is too many (at most {MAX_VERTICES})")));
    }
    let (m, at_m) = s
        .number_on_line("the number of edges", u64::MAX)
        .map_err(|e| with_limit(e, MAX_EDGES))?;
    check_edge_count(m, at_m, len, 6, "edge")?;
    s.expect_line_end("the problem line")?;
    Ok((n, m))
}

/// One endpoint on the current line, 1-based in the file, returned 0-based.
#[inline]
fn endpoint(
    s: &mut Scanner<'_>,
    n: u64,
    what: std::fmt::Arguments<'_>,
) -> Result<(u32, Position), ParseError> {
    let (v, at) = s.number_on_line(what, u64::MAX).map_err(|mut e| {
        if e.message.contains("too large") {
            e.message = format!("vertex is out of range (expected 1 to {n})");
        }
        e
    })?;
    if v == 0 || v > n {
        return Err(at.error(format!("vertex {v} is out of range (expected 1 to {n})")));
    }
    Ok(((v - 1) as u32, at))
}
