//! Picks the graph reader for an input: by the file name's extension, else by the content
//! (the first non-blank line, and for an edge list or pairs the first lines after it); and
//! (with the `gzip` feature) undoes gzip compression first.

use super::labels::VertexLabels;
use super::matrix_market::MatrixMarket;
use super::scan::is_space;
use super::{ParseError, Weights};
use super::{dimacs, edge_list, matrix_market, pairs};
use crate::graph::Graph;
use std::fmt;
use std::io::{Read, Seek, SeekFrom};

/// A graph file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum InputFormat {
    /// `n m`, then `m` lines `u v` (1-based): [`edge_list::read_edge_list`].
    #[cfg_attr(feature = "cli", value(help = "'n m', then m lines 'u v' (1-based)"))]
    EdgeList,
    /// `c` comments, `p edge n m`, `e u v` lines (1-based): [`dimacs::read_dimacs`].
    #[cfg_attr(
        feature = "cli",
        value(help = "'c' comments, 'p edge n m', 'e u v' lines (1-based)")
    )]
    Dimacs,
    /// A Matrix Market coordinate file; rows and columns are the two sides of a bipartite
    /// graph: [`matrix_market::read_matrix_market`].
    #[cfg_attr(
        feature = "cli",
        value(
            help = "A Matrix Market coordinate file; rows and columns are the two sides of \
            a bipartite graph"
        )
    )]
    MatrixMarket,
    /// `{"vertices": n, "edges": [[u, v], ...]}` (1-based). Read only with the `json`
    /// feature: without it, [`read_graph`] refuses this format with a [`ParseError`] that says
    /// so (the format is still detected, so that the error is that one).
    #[cfg_attr(
        feature = "cli",
        value(help = r#"{"vertices": n, "edges": [[u, v], ...]} (1-based)"#)
    )]
    Json,
    /// Headerless lines `u v` with vertices named by any token (NetworkX, SNAP, KONECT),
    /// `#` and `%` comments: [`pairs::read_pairs`]. The file's labels are kept for the output.
    #[cfg_attr(
        feature = "cli",
        value(
            help = "Lines 'u v' without a header, vertices named by any token (NetworkX, \
            SNAP); '#' and '%' comment lines"
        )
    )]
    Pairs,
}

impl InputFormat {
    /// The name used by `--input-format`, e.g. `matrix-market`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            InputFormat::EdgeList => "edge-list",
            InputFormat::Dimacs => "dimacs",
            InputFormat::MatrixMarket => "matrix-market",
            InputFormat::Json => "json",
            InputFormat::Pairs => "pairs",
        }
    }

    /// The format a file name's extension stands for, looking past a final `.gz`: `.txt`,
    /// `.el`, `.edges`, `.edgelist` (edge list, or pairs: [`InputFormat::detect`] tells them
    /// apart by content), `.dimacs`, `.col`, `.clq` (DIMACS), `.mtx` (Matrix Market), `.json`
    /// (JSON); case-insensitive. `None` for any other name. `O(name length)`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::from_name("bcsstk01.mtx.gz"), Some(InputFormat::MatrixMarket));
    /// assert_eq!(InputFormat::from_name("graph"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<InputFormat> {
        let lower = name.to_ascii_lowercase();
        let stem = lower.strip_suffix(".gz").unwrap_or(&lower);
        let (_, extension) = stem.rsplit_once('.')?;
        Some(match extension {
            "txt" | "el" | "edges" | "edgelist" => InputFormat::EdgeList,
            "dimacs" | "col" | "clq" => InputFormat::Dimacs,
            "mtx" => InputFormat::MatrixMarket,
            "json" => InputFormat::Json,
            _ => return None,
        })
    }

    /// The format the content looks like, from its first non-blank line: `%%MatrixMarket`
    /// (any case) is Matrix Market, a line starting with the word `c`, `p` or `e` is DIMACS,
    /// `{` is JSON, `#` or `%` (a comment) pairs. Anything else is an edge list or pairs:
    ///
    /// - pairs if the first line has three tokens or more, or a token that is not an integer,
    ///   or reads `0 m` (SNAP numbers vertices from 0); two integers with a sign (`-3 1`) are
    ///   a mistyped header, an edge list;
    /// - pairs if the first line `n m` is contradicted twice by the lines after it: their
    ///   number is not `m` (lines of two tokens or more; all of them if the input is shorter
    ///   than 64 KiB, else more than `m` in its first 64 KiB), and one of them names a vertex
    ///   that is not a number from 1 to `n` (a headerless `1 2` / `2 3`: one line, not two,
    ///   and vertex 2 beyond 1);
    /// - an edge list otherwise, also when the line after the header is not an edge (a board
    ///   row, say) or only one of the two disagrees: an edge list with one mistake is read as
    ///   an edge list, whose reader names the mistake, not silently as another graph.
    ///
    /// A first line with one token is an edge list (whose reader explains the missing count).
    /// A headerless file whose first edge happens to read as a fitting header (`2 1` then
    /// `1 2`) is an edge list: `--input-format pairs` reads it as pairs. Looks at the first
    /// 64 KiB only: `O(min(input length, 64 KiB))`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::sniff(b"c comment\np edge 2 1\ne 1 2\n"), InputFormat::Dimacs);
    /// assert_eq!(InputFormat::sniff(b"\n  2 1\n1 2\n"), InputFormat::EdgeList);
    /// assert_eq!(InputFormat::sniff(b"1 2\n2 3\n"), InputFormat::Pairs);
    /// assert_eq!(InputFormat::sniff(b"# SNAP\n0\t1\n"), InputFormat::Pairs);
    /// ```
    pub fn sniff(input: &[u8]) -> InputFormat {
        sniff_with_reason(input).0
    }

    /// The format of an input named `name` (`None` for standard input): by extension if it has
    /// a known one ([`InputFormat::from_name`]), else by content ([`InputFormat::sniff`]). An
    /// edge list's extensions (`.txt`, ...) are also worn by headerless pairs, so for them the
    /// content decides between the two. `O(name length + min(input length, 64 KiB))`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::detect(Some("g.txt"), b"3 1\n1 2\n"), InputFormat::EdgeList);
    /// assert_eq!(InputFormat::detect(Some("g.txt"), b"0 1\n1 2\n"), InputFormat::Pairs);
    /// assert_eq!(InputFormat::detect(Some("g.mtx"), b"0 1\n"), InputFormat::MatrixMarket);
    /// ```
    pub fn detect(name: Option<&str>, input: &[u8]) -> InputFormat {
        detect_with_reason(name, input).0
    }
}

/// How much of the input format detection looks at (and [`read_graph_from`] reads before it
/// chooses a reader).
const SNIFF: usize = 1 << 16;

/// [`InputFormat::detect`], and when it chose pairs for a file whose first line could have
/// been an edge list's header, why it is not one (for error messages).
fn detect_with_reason(name: Option<&str>, input: &[u8]) -> (InputFormat, Option<String>) {
    match name.and_then(InputFormat::from_name) {
        None => sniff_with_reason(input),
        Some(InputFormat::EdgeList) => match sniff_with_reason(input) {
            (InputFormat::Pairs, reason) => (InputFormat::Pairs, reason),
            _ => (InputFormat::EdgeList, None),
        },
        Some(format) => (format, None),
    }
}

/// [`InputFormat::sniff`], with the reason of [`detect_with_reason`].
fn sniff_with_reason(input: &[u8]) -> (InputFormat, Option<String>) {
    // Whether the input ends within what is looked at (measured before a byte order mark,
    // so that a file and its first 64 KiB agree).
    let complete = input.len() < SNIFF;
    let input = super::scan::skip_bom(&input[..input.len().min(SNIFF)]);
    let start = input
        .iter()
        .position(|b| !is_space(*b))
        .unwrap_or(input.len());
    let rest = &input[start..];
    let banner = b"%%matrixmarket";
    if rest.len() >= banner.len() && rest[..banner.len()].eq_ignore_ascii_case(banner) {
        return (InputFormat::MatrixMarket, None);
    }
    match rest {
        [b'c' | b'p' | b'e'] => (InputFormat::Dimacs, None),
        [b'c' | b'p' | b'e', next, ..] if is_space(*next) => (InputFormat::Dimacs, None),
        [b'{', ..] => (InputFormat::Json, None),
        [b'#' | b'%', ..] => (InputFormat::Pairs, None),
        _ => edge_list_or_pairs(rest, complete),
    }
}

/// The whitespace-separated tokens of a line.
fn tokens(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| is_space(b)).filter(|t| !t.is_empty())
}

/// A token of decimal digits as a number (saturating: no header is that large anyway).
fn decimal(token: &[u8]) -> Option<u64> {
    token.iter().try_fold(0u64, |v, &b| {
        b.is_ascii_digit()
            .then(|| v.saturating_mul(10).saturating_add(u64::from(b - b'0')))
    })
}

/// Whether a token is an integer with or without a sign: `[+-]?digits`.
fn is_signed(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"-").or(token.strip_prefix(b"+"));
    let digits = digits.unwrap_or(token);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// Tells an edge list from pairs by its first lines (the rules are in
/// [`InputFormat::sniff`]); `text` starts at the first non-blank byte, `complete` says
/// whether it is all of the input (else its last, maybe partial, line is not looked at).
fn edge_list_or_pairs(text: &[u8], complete: bool) -> (InputFormat, Option<String>) {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if !complete {
        lines.pop();
    }
    let Some((first, body)) = lines.split_first() else {
        return (InputFormat::EdgeList, None);
    };
    let head: Vec<&[u8]> = tokens(first).take(3).collect();
    let (n, m) = match head[..] {
        [] | [_] => return (InputFormat::EdgeList, None),
        [a, b] => match (decimal(a), decimal(b)) {
            (Some(n), Some(m)) => (n, m),
            // A header with a sign (`-3 1`) is a mistyped header, not two vertex names.
            _ if is_signed(a) && is_signed(b) => return (InputFormat::EdgeList, None),
            _ => return (InputFormat::Pairs, None),
        },
        _ => return (InputFormat::Pairs, None),
    };
    let header = String::from_utf8_lossy(&first[..first.len().min(40)]);
    let header = header.trim();
    let pairs = |why: String| {
        (
            InputFormat::Pairs,
            Some(format!(
                "read as pairs `u v` without a header, since the first line `{header}` is no \
                 edge-list header: {why}; --input-format edge-list reads it as one"
            )),
        )
    };
    if n == 0 {
        return pairs("a graph has at least one vertex".to_string());
    }
    // Both the count and the vertices must disagree with the "header": a real edge list with
    // one mistake (a line missing, a vertex out of range) is an edge list, whose reader then
    // names the mistake, rather than another graph read silently.
    let mut count = 0u64;
    let mut outside: Option<(usize, &[u8])> = None;
    for (k, line) in body.iter().enumerate() {
        let mut words = tokens(line);
        let Some(u) = words.next() else {
            continue;
        };
        let Some(v) = words.next() else {
            if count == 0 {
                // Not an edge: a board's row, or a broken file. The edge list reader says
                // which.
                return (InputFormat::EdgeList, None);
            }
            // A stray token is one mistake in an edge list, and no edge of pairs either.
            continue;
        };
        count += 1;
        if outside.is_none() {
            outside = [u, v]
                .into_iter()
                .find(|t| decimal(t).is_none_or(|x| x == 0 || x > n))
                .map(|t| (k + 2, t));
        }
    }
    let miscounted = count > m || (complete && count != m);
    match outside {
        Some((line, vertex)) if miscounted => {
            let follow = if complete {
                super::plural(count, "line follows", "lines follow")
            } else {
                format!("more than {m} lines follow")
            };
            pairs(format!(
                "it would promise {} on {}, but {follow}, and line {line} names vertex `{}`",
                super::plural(m, "edge", "edges"),
                super::plural(n, "vertex", "vertices"),
                String::from_utf8_lossy(&vertex[..vertex.len().min(20)])
            ))
        }
        _ => (InputFormat::EdgeList, None),
    }
}

impl fmt::Display for InputFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A graph read from any of the formats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphInput {
    /// The graph; vertex `i` of the file is id `i - 1` (for Matrix Market see
    /// [`GraphInput::rows`]).
    pub graph: Graph,
    /// The format it was read in.
    pub format: InputFormat,
    /// For Matrix Market input, the number of rows: ids `0..rows` are the rows (left side)
    /// and the others the columns (right side), so the graph is bipartite with known sides.
    /// `None` for the other formats.
    pub rows: Option<u32>,
    /// The vertices' own names, for formats that have them (pairs): vertex `v` is called
    /// `labels.get(v)` in every answer. `None` for the formats that number vertices from 1
    /// (vertex `v` is called `v + 1`).
    pub labels: Option<VertexLabels>,
}

impl GraphInput {
    /// For Matrix Market input, the side of every vertex (`true` for rows). `O(V)`.
    pub fn sides(&self) -> Option<Vec<bool>> {
        use crate::graph::{Adjacency, left_first_sides};
        Some(left_first_sides(self.graph.vertex_count(), self.rows?))
    }
}

impl From<MatrixMarket> for GraphInput {
    fn from(m: MatrixMarket) -> Self {
        GraphInput {
            graph: m.graph,
            format: InputFormat::MatrixMarket,
            rows: Some(m.rows),
            labels: None,
        }
    }
}

/// Reads `input` (already decompressed) in `format`. `O(input length + V)`.
///
/// ```
/// use bigame::read::graph_input::{read_graph, InputFormat};
/// let input = b"%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 1\n";
/// let g = read_graph(input, InputFormat::sniff(input)).unwrap();
/// assert_eq!(g.rows, Some(2));
/// assert_eq!(g.graph.neighbors(2), &[0, 1]); // column 1 meets rows 1 and 2
/// ```
pub fn read_graph(input: &[u8], format: InputFormat) -> Result<GraphInput, ParseError> {
    read_graph_with(input, format, Weights::Refuse)
}

/// [`read_graph`], with `weights` saying what a token after an edge's two vertices is in the
/// line-based formats (edge list, DIMACS): an error, or a weight to ignore (see [`Weights`]).
/// Matrix Market and JSON input are read as [`read_graph`] reads them. `O(input length + V)`.
///
/// ```
/// use bigame::read::Weights;
/// use bigame::read::graph_input::{read_graph_with, InputFormat};
/// let input = b"3 2\n1 2 1.5\n2 3 1\n";
/// assert!(read_graph_with(input, InputFormat::EdgeList, Weights::Refuse).is_err());
/// let g = read_graph_with(input, InputFormat::EdgeList, Weights::Ignore).unwrap();
/// assert_eq!(g.graph.edge_count(), 2);
/// ```
pub fn read_graph_with(
    input: &[u8],
    format: InputFormat,
    weights: Weights,
) -> Result<GraphInput, ParseError> {
    let plain = |graph| GraphInput {
        graph,
        format,
        rows: None,
        labels: None,
    };
    match format {
        InputFormat::EdgeList => edge_list::read_edge_list_with(input, weights).map(plain),
        InputFormat::Dimacs => dimacs::read_dimacs_with(input, weights).map(plain),
        InputFormat::MatrixMarket => matrix_market::read_matrix_market(input).map(Into::into),
        #[cfg(feature = "json")]
        InputFormat::Json => super::json_graph::read_json_graph(input).map(plain),
        #[cfg(not(feature = "json"))]
        InputFormat::Json => Err(ParseError {
            line: 1,
            column: 1,
            message: "JSON input needs bigame's `json` feature".to_string(),
        }),
        InputFormat::Pairs => pairs::read_pairs_with(input, weights).map(|p| GraphInput {
            graph: p.graph,
            format,
            rows: None,
            labels: Some(p.labels),
        }),
    }
}

/// Why [`read_graph_from`] could not read a graph.
#[derive(Debug, thiserror::Error)]
pub enum GraphFileError {
    /// The source could not be read.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The input is gzip data that does not decompress (or the `gzip` feature is off).
    #[error("cannot decompress the gzip input: {0}")]
    Gzip(std::io::Error),
    /// The input is malformed; the error gives its line and column.
    #[error("{0}")]
    Parse(#[from] ParseError),
}

/// How [`read_graph_from_with`] and [`read_graph_bytes_with`] read a graph: the format
/// (`None`: told from the name and the content) and what a column after an edge's two
/// vertices is ([`Weights`]; the default refuses it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The format, or `None` to detect it.
    pub format: Option<InputFormat>,
    /// What a token after an edge's two vertices is in the line-based formats.
    pub weights: Weights,
}

/// The first bytes [`read_graph_from`] reads before choosing a reader: enough for any
/// reasonable header and for [`InputFormat::sniff`].
const HEAD: u64 = SNIFF as u64;

/// Reads a graph from a file (any seekable source) in any supported format, as
/// [`read_graph`] does from bytes: gzip undone (by content or a `.gz` `name`; needs the `gzip`
/// feature, as in [`read_graph_bytes`]), the format `forced` or detected from `name` and the
/// content. [`read_graph_from_with_progress`] also
/// reports how far it has read, for a progress bar.
///
/// Edge lists, DIMACS and Matrix Market files with one edge or entry per line (and no comments
/// among them) are parsed as they arrive, block by block on worker threads, so the file is
/// never in memory whole; every other input, and any file the fast path refuses (every
/// malformed one), is read whole and parsed by [`read_graph`], which explains what is wrong.
/// Both give the same graph. `O(input length)`.
///
/// ```
/// use bigame::read::graph_input::{InputFormat, read_graph_from};
/// use bigame::graph::Adjacency;
/// let mut file = std::io::Cursor::new(b"3 2\n1 2\n2 3\n".to_vec());
/// let g = read_graph_from(&mut file, Some("path.txt"), None).unwrap();
/// assert_eq!((g.format, g.graph.edge_count()), (InputFormat::EdgeList, 2));
/// let mut bad = std::io::Cursor::new(b"3 2\n1 2\n2 4\n".to_vec());
/// let err = read_graph_from(&mut bad, None, None).unwrap_err();
/// assert_eq!(err.to_string(), "3:3: vertex 4 is out of range (expected 1 to 3)");
/// ```
///
/// # Errors
/// [`GraphFileError`]: a read error, gzip data that does not decompress, malformed input.
pub fn read_graph_from<R: Read + Seek>(
    source: &mut R,
    name: Option<&str>,
    forced: Option<InputFormat>,
) -> Result<GraphInput, GraphFileError> {
    let options = ReadOptions {
        format: forced,
        ..ReadOptions::default()
    };
    read_graph_from_with(source, name, options, &mut |_| {})
}

/// [`read_graph_from`], telling `on_read(p)` how many bytes have been read so far (for a
/// progress bar; a malformed or unusual file is read a second time, and `p` starts again from
/// 0). `O(input length)`.
///
/// ```
/// use bigame::read::graph_input::read_graph_from_with_progress;
/// let mut file = std::io::Cursor::new(b"3 2\n1 2\n2 3\n".to_vec());
/// let mut read = 0;
/// read_graph_from_with_progress(&mut file, None, None, &mut |p| read = p).unwrap();
/// assert_eq!(read, 12);
/// ```
///
/// # Errors
/// As [`read_graph_from`].
pub fn read_graph_from_with_progress<R: Read + Seek>(
    source: &mut R,
    name: Option<&str>,
    forced: Option<InputFormat>,
    on_read: &mut dyn FnMut(usize),
) -> Result<GraphInput, GraphFileError> {
    let options = ReadOptions {
        format: forced,
        ..ReadOptions::default()
    };
    read_graph_from_with(source, name, options, on_read)
}

/// [`read_graph_from_with_progress`] with [`ReadOptions`]: the format forced or detected,
/// and what a column after an edge's vertices is. `O(input length)`.
///
/// ```
/// use bigame::read::Weights;
/// use bigame::read::graph_input::{read_graph_from_with, ReadOptions};
/// let mut file = std::io::Cursor::new(b"3 2\n1 2 4\n2 3 4\n".to_vec());
/// let options = ReadOptions { weights: Weights::Ignore, ..ReadOptions::default() };
/// let g = read_graph_from_with(&mut file, None, options, &mut |_| {}).unwrap();
/// assert_eq!(g.graph.edge_count(), 2);
/// ```
///
/// # Errors
/// As [`read_graph_from`].
pub fn read_graph_from_with<R: Read + Seek>(
    source: &mut R,
    name: Option<&str>,
    options: ReadOptions,
    on_read: &mut dyn FnMut(usize),
) -> Result<GraphInput, GraphFileError> {
    let (forced, weights) = (options.format, options.weights);
    let len = source.seek(SeekFrom::End(0))?;
    source.seek(SeekFrom::Start(0))?;
    let mut head = Vec::new();
    Read::take(&mut *source, HEAD).read_to_end(&mut head)?;
    let mut position = head.len();
    on_read(position);
    let mut advance = |k: usize| {
        position += k;
        on_read(position);
    };
    let gzip_name = name.is_some_and(|n| n.to_ascii_lowercase().ends_with(".gz"));
    if !is_gzip(&head) && !gzip_name {
        let format = forced.unwrap_or_else(|| InputFormat::detect(name, &head));
        // A byte order mark is skipped, as every reader does: the text starts after it.
        let bom = head.len() - super::scan::skip_bom(&head).len();
        let head = &head[bom..];
        let len = usize::try_from(len).unwrap_or(usize::MAX) - bom;
        let streamed = match format {
            InputFormat::EdgeList => edge_list::stream(head, len, weights, source, &mut advance)?
                .map(|graph| GraphInput {
                    graph,
                    format,
                    rows: None,
                    labels: None,
                }),
            InputFormat::MatrixMarket => {
                matrix_market::stream(head, len, source, &mut advance)?.map(GraphInput::from)
            }
            InputFormat::Dimacs => {
                dimacs::stream(head, len, weights, source, &mut advance)?.map(|graph| GraphInput {
                    graph,
                    format,
                    rows: None,
                    labels: None,
                })
            }
            InputFormat::Json | InputFormat::Pairs => None,
        };
        if let Some(input) = streamed {
            return Ok(input);
        }
    }
    // The careful way: everything in memory.
    source.seek(SeekFrom::Start(0))?;
    let mut input = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    loop {
        match Read::take(&mut *source, 1 << 22).read_to_end(&mut input) {
            Ok(0) => break,
            Ok(_) => on_read(input.len()),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    read_graph_bytes_with(input, name, options)
}

/// Reads a graph from a whole input in memory, in any supported format: gzip undone (by
/// content or a `.gz` `name`; needs the `gzip` feature, else such input gives
/// [`GraphFileError::Gzip`] saying so), the format `forced` or detected from `name` and the
/// content, then [`read_graph`]. For inputs that cannot be read twice (standard input, pipes);
/// [`read_graph_from`] is faster on files. `O(input length)`.
///
/// ```
/// use bigame::read::graph_input::{InputFormat, read_graph_bytes};
/// let g = read_graph_bytes(b"p edge 2 1\ne 1 2\n".to_vec(), None, None).unwrap();
/// assert_eq!(g.format, InputFormat::Dimacs);
/// ```
///
/// # Errors
/// [`GraphFileError::Gzip`] for gzip data that does not decompress,
/// [`GraphFileError::Parse`] for malformed input.
pub fn read_graph_bytes(
    input: Vec<u8>,
    name: Option<&str>,
    forced: Option<InputFormat>,
) -> Result<GraphInput, GraphFileError> {
    let options = ReadOptions {
        format: forced,
        ..ReadOptions::default()
    };
    read_graph_bytes_with(input, name, options)
}

/// [`read_graph_bytes`] with [`ReadOptions`]: the format forced or detected, and what a
/// column after an edge's vertices is. `O(input length)`.
///
/// # Errors
/// As [`read_graph_bytes`].
pub fn read_graph_bytes_with(
    mut input: Vec<u8>,
    name: Option<&str>,
    options: ReadOptions,
) -> Result<GraphInput, GraphFileError> {
    if is_gzip(&input) || name.is_some_and(|n| n.to_ascii_lowercase().ends_with(".gz")) {
        #[cfg(feature = "gzip")]
        let unpacked = gunzip(&input);
        #[cfg(not(feature = "gzip"))]
        let unpacked = Err(std::io::Error::other(
            "bigame was built without the `gzip` feature",
        ));
        input = unpacked.map_err(GraphFileError::Gzip)?;
    }
    let (format, reason) = match options.format {
        Some(format) => (format, None),
        None => detect_with_reason(name, &input),
    };
    read_graph_with(&input, format, options.weights).map_err(|mut e| {
        // A file read as pairs only because its first line is no header: say so, in case it
        // was meant as one.
        if let Some(reason) = reason {
            e.message = format!("{} ({reason})", e.message);
        }
        GraphFileError::Parse(e)
    })
}

/// Whether `input` starts with the gzip magic bytes `1f 8b`. `O(1)`.
pub fn is_gzip(input: &[u8]) -> bool {
    input.starts_with(&[0x1f, 0x8b])
}

/// Decompresses gzip data (all members, as `gzip -d` does). The output grows with what is
/// actually decompressed, never with a size the input claims. `O(output length)`.
///
/// # Errors
/// The decoder's error for corrupt or truncated data (kind `InvalidInput` or
/// `UnexpectedEof`, or `InvalidData` for a bad checksum).
///
/// ```
/// use bigame::read::graph_input::{gunzip, is_gzip};
/// use std::io::Write;
/// let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
/// e.write_all(b"2 1\n1 2\n").unwrap();
/// let gz = e.finish().unwrap();
/// assert!(is_gzip(&gz));
/// assert_eq!(gunzip(&gz).unwrap(), b"2 1\n1 2\n");
/// ```
#[cfg(feature = "gzip")]
pub fn gunzip(input: &[u8]) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::MultiGzDecoder::new(input).read_to_end(&mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    #[allow(unused_imports)]
    use super::*;

    /// Built without `json` (`cargo test --no-default-features --lib`), JSON input is still
    /// detected, and refused with an error naming the feature.
    #[cfg(not(feature = "json"))]
    #[test]
    fn json_input_needs_the_json_feature() {
        let input = b"{\"vertices\": 2, \"edges\": [[1, 2]]}".to_vec();
        assert_eq!(InputFormat::sniff(&input), InputFormat::Json);
        let e = read_graph_bytes(input, None, None).unwrap_err();
        assert!(e.to_string().contains("`json` feature"), "{e}");
    }

    /// Built without `gzip`, gzip input is refused with an error naming the feature.
    #[cfg(not(feature = "gzip"))]
    #[test]
    fn gzip_input_needs_the_gzip_feature() {
        let e = read_graph_bytes(vec![0x1f, 0x8b, 8, 0], None, None).unwrap_err();
        assert!(matches!(e, GraphFileError::Gzip(_)), "{e:?}");
        assert!(e.to_string().contains("`gzip` feature"), "{e}");
    }
}
