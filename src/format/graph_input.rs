//! Picks the graph reader for an input: by the file name's extension, else by the first
//! non-blank line; and (with the `gzip` feature) undoes gzip compression first.

use super::ParseError;
use super::matrix_market::MatrixMarket;
use super::{dimacs, edge_list, matrix_market};
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
}

impl InputFormat {
    /// The name used by `--input-format`, e.g. `matrix-market`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            InputFormat::EdgeList => "edge-list",
            InputFormat::Dimacs => "dimacs",
            InputFormat::MatrixMarket => "matrix-market",
            InputFormat::Json => "json",
        }
    }

    /// The format a file name's extension stands for, looking past a final `.gz`: `.txt`,
    /// `.el`, `.edges` (edge list), `.dimacs`, `.col`, `.clq` (DIMACS), `.mtx` (Matrix
    /// Market), `.json` (JSON); case-insensitive. `None` for any other name.
    /// `O(name length)`.
    ///
    /// ```
    /// use bigame::format::graph_input::InputFormat;
    /// assert_eq!(InputFormat::from_name("bcsstk01.mtx.gz"), Some(InputFormat::MatrixMarket));
    /// assert_eq!(InputFormat::from_name("graph"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<InputFormat> {
        let lower = name.to_ascii_lowercase();
        let stem = lower.strip_suffix(".gz").unwrap_or(&lower);
        let (_, extension) = stem.rsplit_once('.')?;
        Some(match extension {
            "txt" | "el" | "edges" => InputFormat::EdgeList,
            "dimacs" | "col" | "clq" => InputFormat::Dimacs,
            "mtx" => InputFormat::MatrixMarket,
            "json" => InputFormat::Json,
            _ => return None,
        })
    }

    /// The format the content looks like, from its first non-blank line: `%%MatrixMarket`
    /// (any case) is Matrix Market, a line starting with the word `c`, `p` or `e` is DIMACS,
    /// `{` is JSON, anything else (digits) the edge list. Looks at the first line only:
    /// `O(length of the leading blank lines and the first line)`.
    ///
    /// ```
    /// use bigame::format::graph_input::InputFormat;
    /// assert_eq!(InputFormat::sniff(b"c comment\np edge 2 1\ne 1 2\n"), InputFormat::Dimacs);
    /// assert_eq!(InputFormat::sniff(b"\n  2 1\n1 2\n"), InputFormat::EdgeList);
    /// ```
    pub fn sniff(input: &[u8]) -> InputFormat {
        let input = super::scan::skip_bom(input);
        let start = input
            .iter()
            .position(|b| !super::scan::is_space(*b))
            .unwrap_or(input.len());
        let rest = &input[start..];
        let banner = b"%%matrixmarket";
        if rest.len() >= banner.len() && rest[..banner.len()].eq_ignore_ascii_case(banner) {
            return InputFormat::MatrixMarket;
        }
        match rest {
            [b'c' | b'p' | b'e'] => InputFormat::Dimacs,
            [b'c' | b'p' | b'e', next, ..] if super::scan::is_space(*next) => InputFormat::Dimacs,
            [b'{', ..] => InputFormat::Json,
            _ => InputFormat::EdgeList,
        }
    }

    /// The format of an input named `name` (`None` for standard input): by extension if it has
    /// a known one ([`InputFormat::from_name`]), else by content ([`InputFormat::sniff`]).
    /// `O(name length + first line)`.
    pub fn detect(name: Option<&str>, input: &[u8]) -> InputFormat {
        name.and_then(InputFormat::from_name)
            .unwrap_or_else(|| InputFormat::sniff(input))
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
        }
    }
}

/// Reads `input` (already decompressed) in `format`. `O(input length + V)`.
///
/// ```
/// use bigame::format::graph_input::{read_graph, InputFormat};
/// let input = b"%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 1\n";
/// let g = read_graph(input, InputFormat::sniff(input)).unwrap();
/// assert_eq!(g.rows, Some(2));
/// assert_eq!(g.graph.neighbors(2), &[0, 1]); // column 1 meets rows 1 and 2
/// ```
pub fn read_graph(input: &[u8], format: InputFormat) -> Result<GraphInput, ParseError> {
    let plain = |graph| GraphInput {
        graph,
        format,
        rows: None,
    };
    match format {
        InputFormat::EdgeList => edge_list::read_edge_list(input).map(plain),
        InputFormat::Dimacs => dimacs::read_dimacs(input).map(plain),
        InputFormat::MatrixMarket => matrix_market::read_matrix_market(input).map(Into::into),
        #[cfg(feature = "json")]
        InputFormat::Json => super::json_graph::read_json_graph(input).map(plain),
        #[cfg(not(feature = "json"))]
        InputFormat::Json => Err(ParseError {
            line: 1,
            column: 1,
            message: "JSON input needs bigame's `json` feature".to_string(),
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

/// The first bytes [`read_graph_from`] reads before choosing a reader: enough for any
/// reasonable header and for [`InputFormat::sniff`].
const HEAD: u64 = 1 << 16;

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
/// use bigame::format::graph_input::{InputFormat, read_graph_from};
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
    read_graph_from_with_progress(source, name, forced, &mut |_| {})
}

/// [`read_graph_from`], telling `on_read(p)` how many bytes have been read so far (for a
/// progress bar; a malformed or unusual file is read a second time, and `p` starts again from
/// 0). `O(input length)`.
///
/// ```
/// use bigame::format::graph_input::read_graph_from_with_progress;
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
            InputFormat::EdgeList => {
                edge_list::stream(head, len, source, &mut advance)?.map(|graph| GraphInput {
                    graph,
                    format,
                    rows: None,
                })
            }
            InputFormat::MatrixMarket => {
                matrix_market::stream(head, len, source, &mut advance)?.map(GraphInput::from)
            }
            InputFormat::Dimacs => {
                dimacs::stream(head, len, source, &mut advance)?.map(|graph| GraphInput {
                    graph,
                    format,
                    rows: None,
                })
            }
            InputFormat::Json => None,
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
    read_graph_bytes(input, name, forced)
}

/// Reads a graph from a whole input in memory, in any supported format: gzip undone (by
/// content or a `.gz` `name`; needs the `gzip` feature, else such input gives
/// [`GraphFileError::Gzip`] saying so), the format `forced` or detected from `name` and the
/// content, then [`read_graph`]. For inputs that cannot be read twice (standard input, pipes);
/// [`read_graph_from`] is faster on files. `O(input length)`.
///
/// ```
/// use bigame::format::graph_input::{InputFormat, read_graph_bytes};
/// let g = read_graph_bytes(b"p edge 2 1\ne 1 2\n".to_vec(), None, None).unwrap();
/// assert_eq!(g.format, InputFormat::Dimacs);
/// ```
///
/// # Errors
/// [`GraphFileError::Gzip`] for gzip data that does not decompress,
/// [`GraphFileError::Parse`] for malformed input.
pub fn read_graph_bytes(
    mut input: Vec<u8>,
    name: Option<&str>,
    forced: Option<InputFormat>,
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
    let format = forced.unwrap_or_else(|| InputFormat::detect(name, &input));
    Ok(read_graph(&input, format)?)
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
/// use bigame::format::graph_input::{gunzip, is_gzip};
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
