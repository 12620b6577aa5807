//! Graphs as 1-based edge lists: `n m`, then `m` lines `u v`.

use super::{ParseError, Weights, check_edge_count, edge_rest_is_valid, end_edge_line, shown};
use crate::game::Analysis;
use crate::graph::{Adjacency, Graph, MAX_VERTICES};
use crate::matching::{GallaiEdmonds, Part};
use std::io::{self, Read, Write};

use super::labels::{LabelWriter, VertexLabels, label};
use super::pair_lines::{parse_pair_lines, parse_pair_stream};
use super::scan::Scanner;

/// Reads an edge list: the header line `n m` (`1 <= n <=` [`MAX_VERTICES`]), then `m` edge
/// lines `u v` with `1 <= u, v <= n` and `u != v`; parallel edges are kept, self-loops
/// refused. The format is line-exact: the header and every edge have a line of their own
/// (blank lines may come between them), so a third column, two edges on one line or an edge
/// broken over two lines is an error naming the line, never another graph. A weight column
/// is read (and ignored) by [`read_edge_list_with`] and [`Weights::Ignore`]. `m` is checked
/// against the input length before allocating. Vertex `i` of the file is id `i - 1`.
/// `O(input length + V)`.
///
/// ```
/// use bigame::format::edge_list::read_edge_list;
/// let g = read_edge_list(b"3 2\n1 2\n2 3\n").unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let err = read_edge_list(b"3 1\n1 4\n").unwrap_err();
/// assert_eq!(err.to_string(), "2:3: vertex 4 is out of range (expected 1 to 3)");
/// let err = read_edge_list(b"3 2\n1 2 2 3\n").unwrap_err();
/// assert!(err.to_string().starts_with("2:5: unexpected `2` after edge 1 (one edge per line"));
/// ```
pub fn read_edge_list(input: &[u8]) -> Result<Graph, ParseError> {
    read_with(input, true, Weights::Refuse)
}

/// [`read_edge_list`], with `weights` saying what a column after an edge's two vertices is:
/// an error ([`Weights::Refuse`], as [`read_edge_list`]) or a weight to ignore
/// ([`Weights::Ignore`]: at most one token more per edge line). `O(input length + V)`.
///
/// ```
/// use bigame::format::Weights;
/// use bigame::format::edge_list::read_edge_list_with;
/// let g = read_edge_list_with(b"3 2\n1 2 0.5\n2 3 7\n", Weights::Ignore).unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let err = read_edge_list_with(b"3 2\n1 2 1 3\n2 3\n", Weights::Ignore).unwrap_err();
/// assert!(err.to_string().starts_with("2:7: unexpected `3` after edge 1 and its weight"));
/// ```
pub fn read_edge_list_with(input: &[u8], weights: Weights) -> Result<Graph, ParseError> {
    read_with(input, true, weights)
}

/// [`read_edge_list_with`], with or without its multi-threaded fast path (which reads a
/// subset of the inputs the careful scanner reads, giving the same graph; the tests compare
/// them).
pub(super) fn read_with(input: &[u8], fast: bool, weights: Weights) -> Result<Graph, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let (n, m) = header(&mut s, input.len())?;
    // Files with one edge per line are read on several threads; anything else, including
    // every malformed file, by the careful scanner below.
    let body = fast.then(|| s.rest());
    let line = edge_line(n, weights);
    if let Some(chunks) = body.and_then(|body| parse_pair_lines(body, None, m, line)) {
        return Ok(Graph::from_edge_chunks(n as usize, &chunks.slices()));
    }
    let mut edges = Vec::with_capacity(m as usize);
    for i in 0..m {
        let i = i + 1;
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
        if ends[0] == ends[1] {
            // Point at the edge's first endpoint, not past its last one.
            return Err(edge_at.error(format!(
                "edge {i} is a self-loop at vertex {} (the game never uses one; remove it)",
                ends[0] + 1
            )));
        }
        end_edge_line(&mut s, weights, format_args!("edge {i}"))?;
        edges.push((ends[0], ends[1]));
    }
    s.expect_end(&match m {
        0 => "the header of a graph without edges".to_string(),
        1 => "the only edge".to_string(),
        _ => format!("the last of {m} edges"),
    })?;
    Ok(Graph::from_edges(n as usize, &edges))
}

/// The header line `n m`, checked, and the scanner moved to the next line; `len` is the whole
/// input's length in bytes (which bounds `m`).
fn header(s: &mut Scanner<'_>, len: usize) -> Result<(u64, u64), ParseError> {
    let (n, at_n) = s.number("the number of vertices", u64::MAX)?;
    if n == 0 {
        return Err(at_n.error("expected the number of vertices to be at least 1, found 0"));
    }
    if n > MAX_VERTICES {
        return Err(at_n.error(format!("{n} vertices is too many (at most {MAX_VERTICES})")));
    }
    let (m, at_m) = s.number_on_line("the number of edges", u64::MAX)?;
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
/// edge: both ends in `1..=n`, different, nothing after them (or one weight, with
/// [`Weights::Ignore`]).
pub(super) fn edge_line(
    n: u64,
    weights: Weights,
) -> impl Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync {
    move |a, b, rest, out| {
        out.push((a.wrapping_sub(1) as u32, b.wrapping_sub(1) as u32));
        (1..=n).contains(&a) && (1..=n).contains(&b) && a != b && edge_rest_is_valid(rest, weights)
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
    weights: Weights,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<Graph>> {
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
        parse_pair_stream(body, None, source, m, edge_line(n, weights), on_read)?
            .map(|chunks| Graph::from_edge_chunks(n as usize, &chunks.slices())),
    )
}

/// Writes `g` as an edge list: `n m`, then one line `u v` per edge (1-based, `u < v`, in the
/// order of [`Graph::edges`]). [`read_edge_list`] reads it back as the same graph up to the
/// order of neighbours. `O(V + E)`.
///
/// ```
/// use bigame::format::edge_list::{read_edge_list, write_edge_list};
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut out = Vec::new();
/// write_edge_list(&mut out, &g).unwrap();
/// assert_eq!(out, b"3 2\n1 2\n2 3\n");
/// assert_eq!(read_edge_list(&out).unwrap(), g);
/// ```
pub fn write_edge_list(out: &mut impl Write, g: &Graph) -> io::Result<()> {
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    out.write_all(a.format(g.vertex_count()).as_bytes())?;
    out.write_all(b" ")?;
    out.write_all(b.format(g.edge_count()).as_bytes())?;
    out.write_all(b"\n")?;
    for (u, v) in g.edges() {
        out.write_all(a.format(u + 1).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(b.format(v + 1).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// One line per vertex, `v win` or `v lose` (the verdict for the player to move with the
/// token on `v`), each vertex named by its label in `labels` (`None`: its 1-based number, as
/// for every format but pairs). `O(V)`.
pub fn write_verdicts(
    out: &mut impl Write,
    g: &Graph,
    analysis: &Analysis,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut names = LabelWriter::new(labels);
    for v in 0..g.vertex_count() as u32 {
        names.write(out, v)?;
        out.write_all(if analysis.wins(v) {
            b" win\n"
        } else {
            b" lose\n"
        })?;
    }
    Ok(())
}

/// The verdict for one start vertex: `v win w` (`w` a winning move) or `v lose`, vertices
/// named by `labels` (`None`: 1-based numbers). `O(1)`.
pub fn write_start(
    out: &mut impl Write,
    start: u32,
    analysis: &Analysis,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let name = |v| label(labels, v);
    match analysis.winning_move(start) {
        Some(w) => writeln!(out, "{} win {}", name(start), name(w)),
        None => writeln!(out, "{} lose", name(start)),
    }
}

/// One line per vertex (or only `only`), its Gallai–Edmonds part: `v D c` (1-based `c`: the
/// component of `G[D]` it lies in), `v A` or `v C`, vertices named by `labels` (`None`:
/// 1-based numbers). The mover loses exactly on `D`. `O(V)`.
pub fn write_parts(
    out: &mut impl Write,
    decomposition: &GallaiEdmonds,
    only: Option<u32>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    let mut names = LabelWriter::new(labels);
    let vertices = match only {
        Some(v) => v..v + 1,
        None => 0..decomposition.parts().len() as u32,
    };
    for v in vertices {
        names.write(out, v)?;
        match decomposition.part(v) {
            Part::D => {
                out.write_all(b" D ")?;
                let c = decomposition
                    .component(v)
                    .expect("D vertices have a component");
                out.write_all(buf.format(c + 1).as_bytes())?;
                out.write_all(b"\n")?;
            }
            Part::A => out.write_all(b" A\n")?,
            Part::C => out.write_all(b" C\n")?,
        }
    }
    Ok(())
}

/// The verdicts as a table for people: a header, then one row per vertex (or only `only`)
/// with the verdict for the player to move, a winning move, and with a decomposition the
/// Gallai–Edmonds part and component; vertices named by `labels` (`None`: 1-based numbers).
/// `O(V)`.
///
/// ```
/// use bigame::format::edge_list::{read_edge_list, write_table};
/// use bigame::game::analyze_general;
/// let g = read_edge_list(b"3 2\n1 2\n2 3\n").unwrap();
/// let mut out = Vec::new();
/// write_table(&mut out, &analyze_general(&g), None, None, None).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "\
/// vertex  player to move  winning move
///      1  loses
///      2  wins            3
///      3  loses
/// ");
/// ```
pub fn write_table(
    out: &mut impl Write,
    analysis: &Analysis,
    decomposition: Option<&GallaiEdmonds>,
    only: Option<u32>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let vertices = match only {
        Some(v) => v..v + 1,
        None => 0..analysis.vertex_count() as u32,
    };
    // Numbers are as wide as the largest; labels as the longest (counted in characters).
    let longest = match labels {
        None => analysis.vertex_count().to_string().len(),
        Some(l) => (0..l.len() as u32)
            .map(|v| l.get(v).to_string().chars().count())
            .max()
            .unwrap_or(0),
    };
    let width = longest.max(6);
    let move_width = longest.max(12);
    let mut line = format!(
        "{:>width$}  player to move  {:<move_width$}",
        "vertex", "winning move"
    );
    if decomposition.is_some() {
        line.push_str("  part  component");
    }
    writeln!(out, "{}", line.trim_end())?;
    for v in vertices {
        let (verdict, reply) = match analysis.winning_move(v) {
            Some(w) if analysis.wins(v) => ("wins", label(labels, w).to_string()),
            _ => ("loses", String::new()),
        };
        let name = label(labels, v).to_string();
        let mut row = format!("{name:>width$}  {verdict:<14}  {reply:<move_width$}");
        if let Some(d) = decomposition {
            let component = d
                .component(v)
                .map_or(String::new(), |c| (c + 1).to_string());
            row.push_str(&format!("  {:<4}  {component}", d.part(v).name()));
        }
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

/// What [`write_json`] reports besides the verdicts.
#[cfg(feature = "json")]
#[derive(Clone, Copy, Debug)]
pub struct JsonContext<'a> {
    /// Whether the graph is bipartite.
    pub bipartite: bool,
    /// The name of the matching algorithm used.
    pub algorithm: &'a str,
    /// Report this vertex only.
    pub only: Option<u32>,
    /// The vertices' labels (`None`: 1-based numbers).
    pub labels: Option<&'a VertexLabels>,
}

/// The analysis as one JSON object, followed by a newline (vertices named by
/// `context.labels`: numbers, or strings for text labels; without labels 1-based numbers):
/// `{"vertices", "edges", "bipartite", "algorithm", "matching_size",
/// "decomposition": {"D", "A", "C", "components", "deficiency"} (only with a decomposition),
/// "verdicts": [{"vertex", "wins", "move": w | null, "part": "D"|"A"|"C" and "component": c | null
/// (only with a decomposition)}]}`. Streams the verdicts: `O(V)` time, `O(1)` extra memory.
#[cfg(feature = "json")]
pub fn write_json(
    out: &mut impl Write,
    g: &Graph,
    analysis: &Analysis,
    decomposition: Option<&GallaiEdmonds>,
    context: JsonContext<'_>,
) -> io::Result<()> {
    use serde::ser::{Serialize, SerializeSeq, Serializer};

    #[derive(serde::Serialize)]
    struct Report<'a> {
        vertices: usize,
        edges: usize,
        bipartite: bool,
        algorithm: &'a str,
        matching_size: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        decomposition: Option<Summary>,
        verdicts: Verdicts<'a>,
    }
    #[derive(serde::Serialize)]
    #[allow(non_snake_case)]
    struct Summary {
        D: usize,
        A: usize,
        C: usize,
        components: usize,
        deficiency: usize,
    }
    struct Verdicts<'a> {
        analysis: &'a Analysis,
        decomposition: Option<&'a GallaiEdmonds>,
        vertices: std::ops::Range<u32>,
        labels: Option<&'a VertexLabels>,
    }
    #[derive(serde::Serialize)]
    struct Verdict<'a> {
        vertex: super::labels::Label<'a>,
        wins: bool,
        #[serde(rename = "move")]
        winning_move: Option<super::labels::Label<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        part: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        component: Option<Option<u32>>,
    }
    impl Serialize for Verdicts<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.vertices.len()))?;
            for v in self.vertices.clone() {
                seq.serialize_element(&Verdict {
                    vertex: label(self.labels, v),
                    wins: self.analysis.wins(v),
                    winning_move: self.analysis.winning_move(v).map(|w| label(self.labels, w)),
                    part: self.decomposition.map(|d| d.part(v).name()),
                    component: self.decomposition.map(|d| d.component(v).map(|c| c + 1)),
                })?;
            }
            seq.end()
        }
    }
    let report = Report {
        vertices: g.vertex_count(),
        edges: g.edge_count(),
        bipartite: context.bipartite,
        algorithm: context.algorithm,
        matching_size: analysis.matching().size(),
        decomposition: decomposition.map(|d| Summary {
            D: d.count(Part::D),
            A: d.count(Part::A),
            C: d.count(Part::C),
            components: d.component_count(),
            deficiency: d.deficiency(),
        }),
        verdicts: Verdicts {
            analysis,
            decomposition,
            vertices: match context.only {
                Some(v) => v..v + 1,
                None => 0..g.vertex_count() as u32,
            },
            labels: context.labels,
        },
    };
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::other)?;
    out.write_all(b"\n")
}
