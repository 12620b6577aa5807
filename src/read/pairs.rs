//! Headerless edge lists, as NetworkX (`nx.write_edgelist`), SNAP, KONECT, igraph and
//! spreadsheets write them: one edge `u v` per line, the vertices named by any tokens.
//!
//! ```text
//! # Directed graph (each unordered pair of nodes is saved once): example.txt
//! # FromNodeId    ToNodeId
//! 0       1
//! 0       2
//! alice bob {'weight': 1}
//! ```
//!
//! - Lines whose first non-blank character is `#` (SNAP, NetworkX) or `%` (KONECT) are
//!   comments; blank lines are skipped.
//! - Every other line is one edge: two vertex labels, then optionally a NetworkX data
//!   column (the rest of the line, from a `{` to a final `}`, as `nx.write_edgelist` writes
//!   `{}` or `{'weight': 1}`), which is ignored. Anything else after the two labels is an
//!   error naming its line, unless [`Weights::Ignore`] is asked for: then one token (a weight,
//!   as `nx.write_weighted_edgelist` or a weighted SNAP file writes it, KONECT's weight and
//!   timestamp) is ignored too: the rest of the line.
//! - A label is any run of non-blank bytes in UTF-8 (`17`, `0`, `alice`, `Q9Y6K9`, `007`);
//!   a line's first label cannot start with `#` or `%`, which make the line a comment.
//!   Vertices get their ids in order of first appearance, and the labels are kept
//!   ([`VertexLabels`]) for the answers to use. Number labels (all labels decimal integers
//!   without leading zeros) are kept as numbers, others as text.
//! - Parallel edges are kept (a directed file listing both `u v` and `v u` gives two); a
//!   self-loop `u u` is refused, as every reader refuses one, unless [`SelfLoops::Ignore`]
//!   drops it (its vertex stays). The file needs one edge at least: isolated vertices cannot
//!   be written in this format.
//! - [`read_pairs`] reads every other line as an edge; [`read_pairs_headed`] skips the header
//!   row and index column that [`super::header::sniff_header`] found, as every front end
//!   does (a first line of column names is never read as an edge there).
//! - With a delimiter (`,` for CSV, a tab for TSV), [`read_delimited`](super::delimited::read_delimited) reads fields between
//!   delimiters instead.

use super::header::Header;
use super::labels::{FastMap, MAX_NUMBER_LABEL, VertexLabels, number_label};
use super::scan::{Position, is_space, shown, skip_bom};
use super::{LineOptions, ParseError, SelfLoops, Weights, self_loop_message};
use crate::graph::MAX_EDGES;
use crate::graph::MAX_VERTICES;
use crate::graph::{EdgeOrder, Graph};

/// A graph read from pairs, with the labels of its vertices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairs {
    /// The graph: vertex ids in order of first appearance in the file.
    pub graph: Graph,
    /// The label of every vertex, as the file wrote it.
    pub labels: VertexLabels,
    /// The order of the edges in the file, when [`LineOptions::edge_order`] asks for it.
    pub edge_order: Option<EdgeOrder>,
}

/// Reads a headerless edge list (see the [module docs](self)), refusing a column after an
/// edge's two labels other than NetworkX data. `O(input length)` expected time (a hash map
/// from labels to ids, or an array for small number labels).
///
/// ```
/// use bigame::read::pairs::read_pairs;
/// let p = read_pairs(b"# SNAP, 0-based\n0\t1\n1\t2\n").unwrap();
/// assert_eq!(p.graph.edge_count(), 2);
/// assert_eq!(p.labels.get(0).to_string(), "0");
/// let p = read_pairs(b"alice bob {'weight': 1}\nbob carol {}\n").unwrap();
/// assert_eq!(p.labels.get(2).to_string(), "carol");
/// let e = read_pairs(b"1 2 0.5\n").unwrap_err();
/// assert!(e.to_string().starts_with("1:5: unexpected `0.5` after the edge `1 2`"));
/// ```
pub fn read_pairs(input: &[u8]) -> Result<Pairs, ParseError> {
    read_pairs_with(input, LineOptions::default())
}

/// [`read_pairs`], with `options` saying what a token after an edge's two labels is (an
/// error, [`Weights::Refuse`], or with [`Weights::Ignore`] the rest of the line is ignored:
/// a weight, KONECT's weight and timestamp) and what a self-loop is ([`SelfLoops`]). NetworkX
/// data `{...}` is ignored either way. A bare [`Weights`] converts. `O(input length)`
/// expected time.
///
/// ```
/// use bigame::read::Weights;
/// use bigame::read::pairs::read_pairs_with;
/// let p = read_pairs_with(b"% sym weighted\n1 2 0.5 1300000\n2 3 1 1300009\n", Weights::Ignore).unwrap();
/// assert_eq!(p.graph.edge_count(), 2);
/// ```
pub fn read_pairs_with(input: &[u8], options: impl Into<LineOptions>) -> Result<Pairs, ParseError> {
    read_pairs_headed(input, options.into(), &Header::default())
}

/// [`read_pairs_with`], skipping the header row and the index column `header` names (as
/// [`super::header::sniff_header`] decided them). `O(input length)` expected time.
///
/// ```
/// use bigame::read::header::sniff_header;
/// use bigame::graph::Adjacency;
/// use bigame::read::pairs::read_pairs_headed;
/// let input = b"source target\n1 2\n2 3\n";
/// let header = sniff_header(input, None, None).unwrap();
/// let p = read_pairs_headed(input, Default::default(), &header).unwrap();
/// assert_eq!(p.graph.vertex_count(), 3);
/// ```
pub fn read_pairs_headed(
    input: &[u8],
    options: LineOptions,
    header: &Header,
) -> Result<Pairs, ParseError> {
    let input = skip_bom(input);
    let skip = Skip {
        line: header.skipped.as_ref().map(|(line, _)| *line),
        index: header.index_column,
    };
    with_ids(input.len(), |ids| parse(input, options, skip, ids))
}

/// What the parse leaves out: the header's line, and the first token of every line (an
/// index column).
#[derive(Clone, Copy)]
struct Skip {
    line: Option<usize>,
    index: bool,
}

/// Runs a parse with number labels first (no text kept, small numbers mapped through an
/// array, as most files label their vertices); the first other label starts it again with
/// names (an error before it is an error with names too, at the same place). `len` is the
/// input's length, for the first allocations.
pub(super) fn with_ids<'a>(
    len: usize,
    parse: impl Fn(&mut dyn Ids<'a>) -> Result<Pairs, Stop>,
) -> Result<Pairs, ParseError> {
    match parse(&mut Numbers::new(len)) {
        Ok(pairs) => Ok(pairs),
        Err(Stop::Error(e)) => Err(e),
        Err(Stop::NotNumbers) => parse(&mut Names::new(len)).map_err(|stop| match stop {
            Stop::Error(e) => e,
            Stop::NotNumbers => unreachable!("names take any label"),
        }),
    }
}

/// Why a parse stopped: an error, or a label that is not a number in number mode.
pub(super) enum Stop {
    Error(ParseError),
    NotNumbers,
}

impl From<ParseError> for Stop {
    fn from(e: ParseError) -> Self {
        Stop::Error(e)
    }
}

/// Gives each label its vertex id, in order of first appearance.
pub(super) trait Ids<'a> {
    /// The id of the vertex `token` (at `at`) names, new or not.
    fn id(&mut self, token: &'a [u8], at: Position) -> Result<u32, Stop>;
    /// The labels of the vertices, by id (the ids start again from none).
    fn take_labels(&mut self) -> VertexLabels;
}

/// "No vertex yet" in [`Numbers`]' array.
const NONE: u32 = u32::MAX;

/// Refuses a new vertex beyond [`MAX_VERTICES`].
fn check_room(count: usize, at: Position) -> Result<(), Stop> {
    if count as u64 >= MAX_VERTICES {
        return Err(Stop::Error(at.error(format!(
            "more than {MAX_VERTICES} distinct vertex labels (the most a graph may have)"
        ))));
    }
    Ok(())
}

/// Number labels: those below `dense_limit` through an array indexed by the number (most
/// files number their vertices `0..n` or `1..n`), the others through a hash map.
struct Numbers {
    dense: Vec<u32>,
    dense_limit: u64,
    sparse: FastMap<u64, u32>,
    labels: Vec<u64>,
}

impl Numbers {
    /// For an input of `len` bytes: the array grows as numbers come, up to about `len`
    /// entries (4 bytes each) and never beyond 2^26.
    fn new(len: usize) -> Self {
        Numbers {
            dense: Vec::new(),
            dense_limit: (len as u64 + 1024).min(1 << 26),
            sparse: FastMap::default(),
            labels: Vec::new(),
        }
    }
}

impl<'a> Ids<'a> for Numbers {
    #[inline]
    fn id(&mut self, token: &'a [u8], at: Position) -> Result<u32, Stop> {
        let n = number_label(token).ok_or(Stop::NotNumbers)?;
        debug_assert!(n <= MAX_NUMBER_LABEL);
        let next = self.labels.len() as u32;
        let slot = if n < self.dense_limit {
            let i = n as usize;
            if i >= self.dense.len() {
                let grown = (i + 1)
                    .max(2 * self.dense.len())
                    .min(self.dense_limit as usize);
                self.dense.resize(grown, NONE);
            }
            &mut self.dense[i]
        } else {
            self.sparse.entry(n).or_insert(NONE)
        };
        if *slot == NONE {
            check_room(self.labels.len(), at)?;
            *slot = next;
            self.labels.push(n);
        }
        Ok(*slot)
    }

    fn take_labels(&mut self) -> VertexLabels {
        VertexLabels::from_numbers(std::mem::take(&mut self.labels))
    }
}

/// Text labels: a hash map from the label's bytes (borrowed from the input: no allocation
/// per label) to its id; each new label's text is copied once into one buffer.
struct Names<'a> {
    ids: FastMap<&'a [u8], u32>,
    text: String,
    ends: Vec<usize>,
}

impl Names<'_> {
    /// For an input of `len` bytes: room for a label per 32 bytes to start with (a line of
    /// two labels takes a dozen bytes, and most labels come back on several lines), so that
    /// the map seldom grows.
    fn new(len: usize) -> Self {
        let mut ids = FastMap::default();
        ids.reserve(len / 32);
        Names {
            ids,
            text: String::new(),
            ends: Vec::new(),
        }
    }
}

impl<'a> Ids<'a> for Names<'a> {
    #[inline]
    fn id(&mut self, token: &'a [u8], at: Position) -> Result<u32, Stop> {
        use std::collections::hash_map::Entry;
        let slot = match self.ids.entry(token) {
            Entry::Occupied(seen) => return Ok(*seen.get()),
            Entry::Vacant(slot) => slot,
        };
        let text = std::str::from_utf8(token).map_err(|e| {
            let column = at.column + e.valid_up_to();
            let byte = token[e.valid_up_to()];
            Position { column, ..at }.error(format!(
                "expected a vertex label in UTF-8, found byte 0x{byte:02x}"
            ))
        })?;
        check_room(self.ends.len(), at)?;
        let id = self.ends.len() as u32;
        self.text.push_str(text);
        self.ends.push(self.text.len());
        slot.insert(id);
        Ok(id)
    }

    fn take_labels(&mut self) -> VertexLabels {
        VertexLabels::from_names(
            std::mem::take(&mut self.text),
            std::mem::take(&mut self.ends),
        )
    }
}

/// Blanks within a line: every separator but the newline.
#[inline(always)]
fn is_blank(b: u8) -> bool {
    b != b'\n' && is_space(b)
}

/// The whole parse, with `ids` naming the vertices. `O(input length)` expected.
fn parse<'a>(
    input: &'a [u8],
    options: LineOptions,
    skip: Skip,
    ids: &mut dyn Ids<'a>,
) -> Result<Pairs, Stop> {
    let len = input.len();
    // About one edge per twelve bytes (`12345\t67890\n`); the vector grows if there are more.
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(len / 12 + 1);
    let mut line = 1;
    let mut pos = 0;
    while pos < len {
        let line_start = pos;
        let at = |i: usize| Position {
            line,
            column: i - line_start + 1,
        };
        let skip_blanks = |mut i: usize| {
            while i < len && is_blank(input[i]) {
                i += 1;
            }
            i
        };
        let token_end = |mut i: usize| {
            while i < len && !is_space(input[i]) {
                i += 1;
            }
            i
        };
        let line_end = |i: usize| {
            input[i..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(len, |k| i + k)
        };
        let mut i = skip_blanks(pos);
        match input.get(i) {
            None => break,
            Some(b'\n') => {}
            Some(b'#' | b'%') => i = line_end(i),
            Some(_) if skip.line == Some(line) => i = line_end(i),
            Some(_) => {
                if skip.index {
                    i = skip_blanks(token_end(i));
                }
                let a_start = i;
                i = token_end(i);
                let a = &input[a_start..i];
                i = skip_blanks(i);
                if i == len || input[i] == b'\n' {
                    return Err(at(i)
                        .error(format!(
                            "expected the second vertex of the edge `{} v` on its line, found \
                             end of line",
                            shown(a)
                        ))
                        .into());
                }
                let b_start = i;
                i = token_end(i);
                let b = &input[b_start..i];
                i = skip_blanks(i);
                if i < len && input[i] != b'\n' {
                    i = rest_of_line(input, i, (a, b), options.weights, &at)?;
                }
                let u = ids.id(a, at(a_start))?;
                let v = ids.id(b, at(b_start))?;
                push_edge(&mut edges, (u, v), (a, b), options, at(a_start))?;
            }
        }
        // `i` is at the line's newline, or at the end of the input.
        pos = i + 1;
        line += 1;
    }
    finish(input, edges, ids, options.edge_order)
}

/// Adds the edge `(u, v)`, named `(a, b)` in the file, at `at`: a self-loop is refused or
/// dropped as `options` say, and the count is checked. `O(1)` amortised.
pub(super) fn push_edge(
    edges: &mut Vec<(u32, u32)>,
    (u, v): (u32, u32),
    (a, b): (&[u8], &[u8]),
    options: LineOptions,
    at: Position,
) -> Result<(), Stop> {
    if u == v {
        if options.self_loops == SelfLoops::Ignore {
            return Ok(());
        }
        let edge = format_args!("the edge `{} {}`", shown(a), shown(b));
        return Err(at.error(self_loop_message(edge, "")).into());
    }
    if edges.len() as u64 == MAX_EDGES {
        return Err(at
            .error(format!(
                "more than {MAX_EDGES} edges (the most a graph may have)"
            ))
            .into());
    }
    edges.push((u, v));
    Ok(())
}

/// The graph of `edges` and the labels of `ids`; an input without a vertex is an error at its
/// end. `O(V + E)`.
pub(super) fn finish<'a>(
    input: &[u8],
    edges: Vec<(u32, u32)>,
    ids: &mut dyn Ids<'a>,
    keep_order: bool,
) -> Result<Pairs, Stop> {
    let labels = ids.take_labels();
    if labels.is_empty() {
        let line_start = input.iter().rposition(|&b| b == b'\n').map_or(0, |k| k + 1);
        return Err(Position {
            line: 1 + input.iter().filter(|&&b| b == b'\n').count(),
            column: input.len() - line_start + 1,
        }
        .error("expected an edge `u v` (a line of two vertex labels), found end of input")
        .into());
    }
    let built = super::Built::new(labels.len(), &[&edges], keep_order);
    Ok(Pairs {
        graph: built.graph,
        labels,
        edge_order: built.order,
    })
}

/// Checks what follows an edge's two labels from `i` (not a blank, not a newline) and returns
/// where its line ends: NetworkX data `{...}` (to the end of the line, any weights), or
/// anything with [`Weights::Ignore`]. `O(line length)`.
fn rest_of_line(
    input: &[u8],
    i: usize,
    (a, b): (&[u8], &[u8]),
    weights: Weights,
    at: &dyn Fn(usize) -> Position,
) -> Result<usize, Stop> {
    let len = input.len();
    let end = input[i..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(len, |k| i + k);
    let mut last = end;
    while last > i && is_blank(input[last - 1]) {
        last -= 1;
    }
    // NetworkX's data dictionary, not parsed: from a `{` to a `}` that ends the line.
    let data = input[i] == b'{';
    if data && input[last - 1] == b'}' {
        return Ok(end);
    }
    if weights == Weights::Ignore {
        return Ok(end);
    }
    let edge = format!("the edge `{} {}`", shown(a), shown(b));
    let token_end = input[i..]
        .iter()
        .position(|&c| is_space(c))
        .map_or(len, |k| i + k);
    let token = shown(&input[i..token_end]);
    if data {
        return Err(at(last)
            .error(format!(
                "expected the data `{{...}}` after {edge} to end with `}}` on its line"
            ))
            .into());
    }
    Err(at(i)
        .error(format!(
            "unexpected `{token}` after {edge} (one edge per line; to ignore a third column \
             such as a weight, use --weights ignore)"
        ))
        .into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;
    use crate::read::labels::Label;

    fn edges(p: &Pairs) -> Vec<(String, String)> {
        p.graph
            .edges()
            .map(|(u, v)| (p.labels.get(u).to_string(), p.labels.get(v).to_string()))
            .collect()
    }

    #[test]
    fn snap_files_keep_their_ids() {
        let p = read_pairs(b"# Nodes: 3 Edges: 2\n# FromNodeId\tToNodeId\n0\t5\n5\t2\n").unwrap();
        assert!(p.labels.are_numbers());
        assert_eq!(p.graph.vertex_count(), 3);
        assert_eq!(
            (0..3).map(|v| p.labels.get(v)).collect::<Vec<_>>(),
            [Label::Number(0), Label::Number(5), Label::Number(2)]
        );
    }

    #[test]
    fn any_label_makes_every_label_text() {
        let p = read_pairs(b"1 2\n2 x\n007 7\n").unwrap();
        assert!(!p.labels.are_numbers());
        assert_eq!(p.graph.vertex_count(), 5);
        assert_eq!(p.labels.get(3), Label::Name("007"));
        assert_eq!(edges(&p)[1], ("2".to_string(), "x".to_string()));
    }

    #[test]
    fn networkx_data_and_weights() {
        let input = b"1 2 {}\n2 3 {'weight': 1, 'color': 'red'}\n3 4\n";
        assert_eq!(read_pairs(input).unwrap().graph.edge_count(), 3);
        let e = read_pairs(b"1 2 {'weight': 1\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 17), "{e}");
        let e = read_pairs(b"1 2\n2 3 4 5\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 5), "{e}");
        assert!(e.message.contains("--weights ignore"), "{e}");
        // KONECT: a weight and a timestamp, both ignored.
        let p = read_pairs_with(b"1 2\n2 3 4 5\n", Weights::Ignore).unwrap();
        assert_eq!(p.graph.edge_count(), 2);
        let p = read_pairs_with(b"1 2 4\r\n2 3 {}\r\n", Weights::Ignore).unwrap();
        assert_eq!(p.graph.edge_count(), 2);
    }

    #[test]
    fn comments_blank_lines_and_errors() {
        let p = read_pairs(b"% sym unweighted\n\n  a b\r\n\t# b c\n").unwrap();
        assert_eq!(p.graph.edge_count(), 1);
        for (input, line, column, needle) in [
            (&b"1\n"[..], 1, 2, "expected the second vertex"),
            (b"1 2\n3 3\n", 2, 1, "self-loop"),
            (b"# nothing\n", 2, 1, "found end of input"),
            (b"", 1, 1, "found end of input"),
            (b"a b\nb \xff\n", 2, 3, "UTF-8"),
            (b"a b\nb x\xff\n", 2, 4, "byte 0xff"),
        ] {
            let e = read_pairs(input).unwrap_err();
            assert_eq!(
                (e.line, e.column),
                (line, column),
                "{:?}: {e}",
                String::from_utf8_lossy(input)
            );
            assert!(e.message.contains(needle), "{e}");
        }
    }

    #[test]
    fn large_numbers_and_the_dense_array_agree() {
        let input = b"1000000000000 3\n3 999999999999999\n";
        let p = read_pairs(input).unwrap();
        assert_eq!(p.labels.get(0), Label::Number(1_000_000_000_000));
        assert_eq!(p.graph.edge_count(), 2);
        assert_eq!(p.graph.vertex_count(), 3);
        // One more digit: no longer a number label, so all labels are text.
        let p = read_pairs(b"1000000000000000 3\n").unwrap();
        assert!(!p.labels.are_numbers());
    }
}
