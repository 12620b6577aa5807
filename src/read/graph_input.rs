//! Reads a graph file in any format: picks the reader ([`InputFormat::detect`]), and (with the
//! `gzip` feature) undoes gzip compression first.

use super::labels::VertexLabels;
use super::matrix_market::{MatrixMarket, MatrixOptions, MatrixReading};
use super::{Built, Counting, LineOptions, MAX_INPUT, ParseError, SelfLoops, Weights, check_text};
use super::{delimited, dimacs, edge_list, matrix_market, pairs};
use crate::graph::{EdgeOrder, Graph};
use std::io::{Read, Seek, SeekFrom};

use super::describe::{Description, describe, semicolon_hint};
pub use super::input_format::InputFormat;
use super::input_format::{ADJACENCY_LIST, SNIFF, shaped_like_adjacency_list};

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
    /// How the file was read: its format, delimiter, header row and index column.
    pub description: Description,
    /// The order of the edges in the file, when [`ReadOptions::edge_order`] asked for it:
    /// answers per edge can then be given in that order, each edge the way round the file
    /// wrote it (a matrix entry as row, column).
    pub edge_order: Option<EdgeOrder>,
}

impl GraphInput {
    /// For Matrix Market input, the side of every vertex (`true` for rows). `O(V)`.
    pub fn sides(&self) -> Option<Vec<bool>> {
        use crate::graph::{Adjacency, left_first_sides};
        Some(left_first_sides(self.graph.vertex_count(), self.rows?))
    }
}

impl From<MatrixMarket> for GraphInput {
    /// Rows × columns keep their sides ([`GraphInput::rows`]); an adjacency matrix is a graph
    /// on its vertices, without sides.
    fn from(m: MatrixMarket) -> Self {
        let bipartite = m.reading == MatrixReading::Bipartite;
        GraphInput {
            graph: m.graph,
            format: InputFormat::MatrixMarket,
            rows: bipartite.then_some(m.rows),
            labels: None,
            edge_order: m.edge_order,
            description: Description {
                matrix: Some(m.reading),
                ..Description::of(InputFormat::MatrixMarket)
            },
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

/// [`read_graph`], with `options` saying what a token after an edge's two vertices is in the
/// line-based formats (edge list, DIMACS, pairs): an error, or columns to ignore (see
/// [`Weights`]), and what a self-loop is ([`SelfLoops`]; also in GraphML), and how errors
/// count the edges and entries they name ([`Counting`]; also in Matrix Market and JSON). A
/// bare [`Weights`] converts. `O(input length + V)`.
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
    options: impl Into<LineOptions>,
) -> Result<GraphInput, ParseError> {
    let options = options.into();
    let mut description = Description::of(format);
    if format == InputFormat::Pairs {
        description.header = super::header::sniff_header(input, None, None)?;
    }
    read_as(input, description, options)
}

/// Reads `input` as `description` says, with `options`.
fn read_as(
    input: &[u8],
    description: Description,
    options: LineOptions,
) -> Result<GraphInput, ParseError> {
    let format = description.format;
    let labelled = |graph, labels, edge_order, description| GraphInput {
        graph,
        format,
        rows: None,
        labels: Some(labels),
        description,
        edge_order,
    };
    let plain = |built: Built| GraphInput {
        graph: built.graph,
        format,
        rows: None,
        labels: None,
        description: Description::of(format),
        edge_order: built.order,
    };
    match format {
        InputFormat::EdgeList => edge_list::read_with(input, true, options).map(plain),
        InputFormat::Dimacs => dimacs::read_with(input, true, options).map(plain),
        InputFormat::MatrixMarket => {
            let options = MatrixOptions {
                reading: description.matrix,
                self_loops: options.self_loops,
                counting: options.counting,
                edge_order: options.edge_order,
            };
            matrix_market::read_matrix_market_with(input, options).map(Into::into)
        }
        #[cfg(feature = "json")]
        InputFormat::Json => {
            super::json_graph::read_json(input, options.counting, options.edge_order).map(plain)
        }
        #[cfg(not(feature = "json"))]
        InputFormat::Json => Err(ParseError {
            line: 1,
            column: 1,
            message: "JSON input needs bigame's `json` feature".to_string(),
        }),
        InputFormat::Pairs => match description.delimiter {
            Some(d) => delimited::read_delimited_headed(input, d, options, &description.header),
            None => pairs::read_pairs_headed(input, options, &description.header),
        }
        .map(|p| labelled(p.graph, p.labels, p.edge_order, description)),
        #[cfg(feature = "graphml")]
        InputFormat::Graphml => super::graphml::read_graphml(input, options)
            .map(|g| labelled(g.graph, g.labels, g.edge_order, description)),
        #[cfg(not(feature = "graphml"))]
        InputFormat::Graphml => Err(ParseError {
            line: 1,
            column: 1,
            message: "GraphML input needs bigame's `graphml` feature".to_string(),
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
    /// The input (or what gzip input decompresses to) is longer than the ceiling
    /// ([`ReadOptions::max_input`]).
    #[error(
        "the input is larger than {}, the most bigame reads (a graph within the limits of \
         {} vertices and {} edges fits in less)",
        size_text(*.0), crate::graph::MAX_VERTICES, crate::graph::MAX_EDGES
    )]
    TooLarge(u64),
}

/// A byte count for messages: `4 GiB`, `512 MiB`, or bytes. `O(1)`.
pub fn size_text(bytes: u64) -> String {
    for (unit, shift) in [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)] {
        if bytes >= 1 << shift && bytes.is_multiple_of(1 << shift) {
            return format!("{} {unit}", bytes >> shift);
        }
    }
    crate::text::plural(bytes, "byte", "bytes")
}

/// How [`read_graph_from_with`] and [`read_graph_bytes_with`] read a graph: the format
/// (`None`: told from the name and the content), what a column after an edge's two
/// vertices is ([`Weights`]; the default refuses it), what a self-loop is ([`SelfLoops`]),
/// the delimiter of pairs (CSV), the most bytes read and how errors count the edges, entries
/// and lines they name ([`Counting`]; from 1 by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The format, or `None` to detect it.
    pub format: Option<InputFormat>,
    /// What a token after an edge's two vertices is in the line-based formats.
    pub weights: Weights,
    /// What a self-loop is.
    pub self_loops: SelfLoops,
    /// The byte between the fields of pairs (`b','` for CSV), read by
    /// [`delimited::read_delimited`]; `None`: blanks, or `,` for a `.csv` name, a tab for a
    /// `.tsv` name. Only pairs have one: with another format forced it is an error.
    pub delimiter: Option<u8>,
    /// Whether the first data line of pairs is a header row to skip (`--header yes|no`);
    /// `None` decides it by the shape of the first lines ([`super::header`]). Other formats
    /// have their own headers and ignore it.
    pub header: Option<bool>,
    /// How a Matrix Market matrix is read (`--matrix`); `None`: an adjacency matrix for
    /// `symmetric`, `skew-symmetric` and `hermitian` files, rows × columns for `general` ones.
    pub matrix: Option<MatrixReading>,
    /// The most bytes read into memory (after gzip is undone); `None` is [`MAX_INPUT`].
    /// Edge lists, DIMACS and Matrix Market files streamed from a file have no ceiling: their
    /// header bounds what they need.
    pub max_input: Option<u64>,
    /// How error messages count the edges, entries and lines they name (from 1, the default,
    /// as the command line does; Python counts from 0). Vertices quoted from the file stay as
    /// written; the line and column before the message are [`ParseError::located`]'s.
    pub counting: Counting,
    /// Whether to keep the order of the file's edges ([`GraphInput::edge_order`]): `4 E`
    /// bytes more.
    pub edge_order: bool,
}

impl ReadOptions {
    /// The edge-line options of these read options. `O(1)`.
    pub fn line(&self) -> LineOptions {
        LineOptions {
            weights: self.weights,
            self_loops: self.self_loops,
            counting: self.counting,
            edge_order: self.edge_order,
        }
    }

    /// The ceiling on the bytes read. `O(1)`.
    pub fn limit(&self) -> u64 {
        self.max_input.unwrap_or(MAX_INPUT)
    }
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
        // A binary file is refused in its first bytes, not after reading all of it.
        check_text(&head)?;
        let (description, _) = describe(&head, name, &options)?;
        let (format, delimiter) = (description.format, description.delimiter);
        // A byte order mark is skipped, as every reader does: the text starts after it.
        let bom = head.len() - super::scan::skip_bom(&head).len();
        let head = &head[bom..];
        let len = usize::try_from(len).unwrap_or(usize::MAX) - bom;
        let line = options.line();
        let plain = |built: Built| GraphInput {
            graph: built.graph,
            format,
            rows: None,
            labels: None,
            description: Description::of(format),
            edge_order: built.order,
        };
        let streamed = match format {
            _ if delimiter.is_some() => None,
            InputFormat::EdgeList => {
                edge_list::stream(head, len, line, source, &mut advance)?.map(plain)
            }
            InputFormat::MatrixMarket => {
                let options = MatrixOptions {
                    reading: description.matrix,
                    self_loops: options.self_loops,
                    counting: options.counting,
                    edge_order: options.edge_order,
                };
                matrix_market::stream(head, len, options, source, &mut advance)?
                    .map(GraphInput::from)
            }
            InputFormat::Dimacs => {
                dimacs::stream(head, len, line, source, &mut advance)?.map(plain)
            }
            InputFormat::Json | InputFormat::Pairs | InputFormat::Graphml => None,
        };
        if let Some(input) = streamed {
            return Ok(input);
        }
    }
    // The careful way: everything in memory, within the ceiling.
    if len > options.limit() {
        return Err(GraphFileError::TooLarge(options.limit()));
    }
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
    let limit = options.limit();
    if input.len() as u64 > limit {
        return Err(GraphFileError::TooLarge(limit));
    }
    if is_gzip(&input) || name.is_some_and(|n| n.to_ascii_lowercase().ends_with(".gz")) {
        #[cfg(feature = "gzip")]
        let unpacked = gunzip_within(&input, limit);
        #[cfg(not(feature = "gzip"))]
        let unpacked = Err(std::io::Error::other(
            "bigame was built without the `gzip` feature",
        ));
        input = match unpacked.map_err(GraphFileError::Gzip)? {
            Some(unpacked) => unpacked,
            None => return Err(GraphFileError::TooLarge(limit)),
        };
    }
    check_text(&input)?;
    let (description, reason) = describe(&input, name, &options)?;
    let format = description.format;
    let semicolons = semicolon_hint(&input, &description);
    read_as(&input, description, options.line()).map_err(|mut e| {
        // A file read as pairs only because its first line is no header: say so, in case it
        // was meant as one.
        if let Some(hint) = semicolons {
            e.message = format!("{} ({hint})", e.message);
        } else if let Some(reason) = reason {
            e.message = format!("{} ({reason})", e.message);
        } else if format == InputFormat::Pairs && shaped_like_adjacency_list(&input) {
            // Not the advice to ignore columns: they are edges.
            let what = e
                .message
                .split(" (one edge per line")
                .next()
                .unwrap_or_default();
            e.message = format!("{what}: {ADJACENCY_LIST}");
        } else if format == InputFormat::EdgeList
            && options.format.is_none()
            && ["cannot fit", "after the last of", "after the only edge"]
                .iter()
                .any(|count| e.message.contains(count))
        {
            // The header and the lines after it disagree in number: the header may be an
            // edge.
            e.message = format!(
                "{} (if the first line is an edge rather than the header `n m`, \
                 --input-format pairs reads the file as headerless pairs)",
                e.message
            );
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

/// [`gunzip`], giving up (`None`) once the output passes `limit` bytes: a small gzip file can
/// unpack to far more than memory holds. `O(min(output length, limit))`.
///
/// # Errors
/// As [`gunzip`].
#[cfg(feature = "gzip")]
pub fn gunzip_within(input: &[u8], limit: u64) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::MultiGzDecoder::new(input)
        .take(limit.saturating_add(1))
        .read_to_end(&mut out)?;
    Ok((out.len() as u64 <= limit).then_some(out))
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
