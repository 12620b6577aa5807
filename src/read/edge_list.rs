//! Graphs as 1-based edge lists: `n m`, then `m` lines `u v`.

use super::{
    Built, LineOptions, ParseError, SelfLoops, check_edge_count, edge_rest_is_valid, end_edge_line,
    self_loop_message, shown, with_limit,
};
use crate::graph::{Graph, MAX_EDGES, MAX_VERTICES};
use std::io::{self, Read};

use super::pair_lines::{parse_pair_lines, parse_pair_stream};
use super::scan::Scanner;

/// Reads an edge list: the header line `n m` (`1 <= n <=` [`MAX_VERTICES`]), then `m` edge
/// lines `u v` with `1 <= u, v <= n` and `u != v`; parallel edges are kept, self-loops
/// refused. The format is line-exact: the header and every edge have a line of their own
/// (blank lines may come between them), so a third column, two edges on one line or an edge
/// broken over two lines is an error naming the line, never another graph. A weight column
/// is read (and ignored) by [`read_edge_list_with`] and [`Weights::Ignore`](super::Weights::Ignore). `m` is checked
/// against the input length before allocating. Vertex `i` of the file is id `i - 1`.
/// `O(input length + V)`.
///
/// ```
/// use bigame::read::edge_list::read_edge_list;
/// let g = read_edge_list(b"3 2\n1 2\n2 3\n").unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let err = read_edge_list(b"3 1\n1 4\n").unwrap_err();
/// assert_eq!(err.to_string(), "2:3: vertex 4 is out of range (expected 1 to 3)");
/// let err = read_edge_list(b"3 2\n1 2 2 3\n").unwrap_err();
/// assert!(err.to_string().starts_with("2:5: unexpected `2` after edge 1 (one edge per line"));
/// ```
pub fn read_edge_list(input: &[u8]) -> Result<Graph, ParseError> {
    read_with(input, true, LineOptions::default()).map(|built| built.graph)
}

/// [`read_edge_list`], with `options` saying what a column after an edge's two vertices is
/// (an error, [`Weights::Refuse`](super::Weights::Refuse) as in [`read_edge_list`], or with [`Weights::Ignore`](super::Weights::Ignore) the
/// rest of the line is ignored: weights, timestamps) and what a self-loop is ([`SelfLoops`]:
/// an error, or dropped). A bare [`Weights`](super::Weights) converts. `O(input length + V)`.
///
/// ```
/// use bigame::read::{LineOptions, SelfLoops, Weights};
/// use bigame::read::edge_list::read_edge_list_with;
/// let g = read_edge_list_with(b"3 2\n1 2 0.5 1349\n2 3 7\n", Weights::Ignore).unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let loops = LineOptions { self_loops: SelfLoops::Ignore, ..LineOptions::default() };
/// let g = read_edge_list_with(b"3 2\n1 1\n2 3\n", loops).unwrap();
/// assert_eq!(g.edge_count(), 1);
/// ```
pub fn read_edge_list_with(
    input: &[u8],
    options: impl Into<LineOptions>,
) -> Result<Graph, ParseError> {
    read_with(input, true, options.into()).map(|built| built.graph)
}

/// [`read_edge_list_with`], with or without its multi-threaded fast path (which reads a
/// subset of the inputs the careful scanner reads, giving the same graph; the tests compare
/// them).
pub(super) fn read_with(
    input: &[u8],
    fast: bool,
    options: LineOptions,
) -> Result<Built, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (n, m) = header(&mut s, input.len())?;
    // Files with one edge per line are read on several threads; anything else, including
    // every malformed file, by the careful scanner below.
    let body = fast.then(|| s.rest());
    let line = edge_line(n, options);
    if let Some(chunks) = body.and_then(|body| parse_pair_lines(body, None, m, line)) {
        return Ok(Built::new(n as usize, &chunks.slices(), options.edge_order));
    }
    let mut edges = Vec::with_capacity(m as usize);
    for i in 0..m {
        // The edge's ordinal as the messages show it (from 1, or from 0 for Python).
        let i = options.counting.show(i);
        let mut ends = [0u32; 2];
        let mut edge_at = s.position();
        for (k, end) in ends.iter_mut().enumerate() {
            let what = format_args!("an endpoint of edge {i} of {m}");
            // Both ends on one line: the first may follow blank lines, the second may not.
            let read = if k == 0 {
                s.number(what, u64::MAX)
            } else {
                s.number_on_line(what, u64::MAX)
            };
            let (v, at) = read.map_err(|mut e| {
                if e.message.contains("too large") {
                    e.message = format!("vertex is out of range (expected 1 to {n})");
                }
                e
            })?;
            if v == 0 || v > n {
                return Err(at.error(format!("vertex {v} is out of range (expected 1 to {n})")));
            }
            *end = (v - 1) as u32;
            if k == 0 {
                edge_at = at;
            }
        }
        let self_loop = ends[0] == ends[1];
        if self_loop && options.self_loops == SelfLoops::Refuse {
            // Point at the edge's first endpoint, not past its last one.
            return Err(edge_at.error(self_loop_message(
                format_args!("edge {i}"),
                format_args!(" at vertex {}", ends[0] + 1),
            )));
        }
        end_edge_line(&mut s, options.weights, format_args!("edge {i}"))?;
        if !self_loop {
            edges.push((ends[0], ends[1]));
        }
    }
    s.expect_end(&match m {
        0 => "the header of a graph without edges".to_string(),
        1 => "the only edge".to_string(),
        _ => format!("the last of {m} edges"),
    })?;
    Ok(Built::new(n as usize, &[&edges], options.edge_order))
}

/// The header line `n m`, checked, and the scanner moved to the next line; `len` is the whole
/// input's length in bytes (which bounds `m`).
fn header(s: &mut Scanner<'_>, len: usize) -> Result<(u64, u64), ParseError> {
    let (n, at_n) = s
        .number("the number of vertices", u64::MAX)
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
    // Each edge takes at least four bytes ("u v" and a separator).
    check_edge_count(m, at_m, len, 4, "edge")?;
    s.skip_inline_space();
    if let Some((token, at)) = s.token_on_line() {
        return Err(at.error(format!(
            "unexpected `{}` after the header `n m` (expected end of line; a file of lines \
             `u v` without a header is read with --input-format pairs)",
            shown(token)
        )));
    }
    s.expect_line_end("the header")?;
    Ok((n, m))
}

/// The fast paths' test of one line `a b rest` of an edge list on `n` vertices, pushing its
/// edge: both ends in `1..=n`, nothing after them (or anything after a blank, with
/// [`Weights::Ignore`](super::Weights::Ignore)); a self-loop is refused, or dropped with [`SelfLoops::Ignore`].
pub(super) fn edge_line(
    n: u64,
    options: LineOptions,
) -> impl Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync {
    let drop_loops = options.self_loops == SelfLoops::Ignore;
    move |a, b, rest, out| {
        let valid = (1..=n).contains(&a)
            && (1..=n).contains(&b)
            && edge_rest_is_valid(rest, options.weights);
        if a != b {
            out.push((a.wrapping_sub(1) as u32, b.wrapping_sub(1) as u32));
            valid
        } else {
            valid && drop_loops
        }
    }
}

/// Reads an edge list from `source` as it arrives, when its header is in `head` (the first
/// bytes read) and every edge is on a line of its own: see
/// [`super::graph_input::read_graph_from`]. `Ok(None)` when the input is not of that simple
/// shape or is malformed: the caller then reads it whole with [`read_edge_list_with`], which
/// explains what is wrong. `len` is the input's whole length. `O(input length)`.
pub(super) fn stream(
    head: &[u8],
    len: usize,
    options: LineOptions,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<Built>> {
    let mut s = Scanner::new(head);
    let Ok((n, m)) = header(&mut s, len) else {
        return Ok(None);
    };
    // The header line must have ended within the head, not merely at its end.
    let body = s.rest();
    if body.is_empty() && head.len() < len {
        return Ok(None);
    }
    Ok(
        parse_pair_stream(body, None, source, m, edge_line(n, options), on_read)?
            .map(|chunks| Built::new(n as usize, &chunks.slices(), options.edge_order)),
    )
}
