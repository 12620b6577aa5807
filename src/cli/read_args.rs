//! The options that say how a graph file is read, shared by analyze, verify, decompose and
//! play.

use super::Failure;
use bigame::read::graph_input::{InputFormat, ReadOptions};
use bigame::read::matrix_market::MatrixReading;
use bigame::read::{Counting, SelfLoops, Weights};
use clap::Args;

/// How a graph file is read.
#[derive(Args, Debug, Clone, Copy)]
pub(super) struct GraphRead {
    /// The input format (default: from the file name, else from the content).
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(super) input_format: Option<InputFormat>,
    /// What a column after an edge's two vertices is in edge lists, DIMACS files and pairs:
    /// 'refuse' (an error naming its line) or 'ignore' (the rest of every edge line is
    /// skipped: a weight, KONECT's weight and timestamp, a spreadsheet's other columns).
    #[arg(long, value_enum, value_name = "WHAT", default_value_t = Weights::Refuse)]
    pub(super) weights: Weights,
    /// What a self-loop 'v v' is: 'refuse' (an error naming its line) or 'ignore' (dropped:
    /// a self-loop never matters to the game nor to a matching; its vertex stays). SNAP and
    /// KONECT files often have them.
    #[arg(long, value_enum, value_name = "WHAT", default_value_t = SelfLoops::Refuse)]
    pub(super) self_loops: SelfLoops,
    /// Read pairs whose fields are separated by this character, such as ',' for CSV (a
    /// '.csv' file name implies ',', a '.tsv' name a tab; 'tab' or '\t' for a tab). Blanks and
    /// double quotes around a field are dropped.
    #[arg(long, value_name = "CHAR", value_parser = delimiter)]
    pub(super) delimiter: Option<u8>,
    /// Whether the first line of pairs (blank-, tab-, comma- or semicolon-separated) is a row
    /// of column names: 'auto' decides by its shape (words above numbers are a header, column
    /// names above words are refused as ambiguous), 'yes' skips it, 'no' reads it as an edge.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = HeaderArg::Auto)]
    pub(super) header: HeaderArg,
    /// How a Matrix Market matrix is read: 'adjacency' (a square matrix of an undirected
    /// graph, entry (i, j) the edge i-j; the default for symmetric, skew-symmetric and
    /// hermitian files, as SuiteSparse stores graphs) or 'bipartite' (rows and columns the two
    /// sides; the default for general files). Dulmage-Mendelsohn is always rows x columns.
    #[arg(long, value_enum, value_name = "READING")]
    pub(super) matrix: Option<MatrixReading>,
}

/// `--header`: whether the first line of pairs is a header row.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum HeaderArg {
    /// Decided by the shape of the first lines.
    Auto,
    /// The first line is a header row, skipped.
    Yes,
    /// The first line is an edge.
    No,
}

impl GraphRead {
    /// Whether an option given says the file is a graph (any but the defaults): `play` then
    /// reads it as one without telling it from the content. `O(1)`.
    pub(super) fn is_graph(&self) -> bool {
        self.input_format.is_some()
            || self.weights != Weights::Refuse
            || self.self_loops != SelfLoops::Refuse
            || self.delimiter.is_some()
            || self.header != HeaderArg::Auto
            || self.matrix.is_some()
    }

    /// The library's read options. `O(1)`.
    pub(super) fn options(self) -> ReadOptions {
        ReadOptions {
            format: self.input_format,
            weights: self.weights,
            self_loops: self.self_loops,
            delimiter: self.delimiter,
            header: match self.header {
                HeaderArg::Auto => None,
                HeaderArg::Yes => Some(true),
                HeaderArg::No => Some(false),
            },
            matrix: self.matrix,
            max_input: Some(super::files::input_limit()),
            // The command line counts edges, entries and lines from 1, as the files do.
            counting: Counting::FromOne,
            edge_order: false,
        }
    }
}

/// Parses `--delimiter`: one ASCII character other than a letter, a digit, a newline or a
/// double quote, or 'tab' / '\t'.
fn delimiter(text: &str) -> Result<u8, String> {
    let byte = match text {
        "tab" | "\\t" | "\t" => b'\t',
        _ if text.len() == 1 => text.as_bytes()[0],
        _ => return Err("expected one character, such as ',' or ';' (or 'tab')".to_string()),
    };
    if byte.is_ascii_alphanumeric() || matches!(byte, b'\n' | b'\r' | b'"') || !byte.is_ascii() {
        return Err(format!(
            "{text:?} cannot separate fields (expected a character such as ',' or ';')"
        ));
    }
    Ok(byte)
}

/// The read options of `decompose`: Dulmage–Mendelsohn is always of rows × columns, so a
/// Matrix Market file is read so unless `--edges` asks for the edge classes (which follow
/// `--matrix`, and keep the file's edge order, which they are printed in); `--matrix
/// adjacency` without `--edges` is refused. `O(1)`.
pub(super) fn for_decompose(read: ReadOptions, edges: bool) -> Result<ReadOptions, Failure> {
    if !edges && read.matrix == Some(MatrixReading::Adjacency) {
        return Err(Failure::BadInput(
            "--matrix adjacency: the Dulmage–Mendelsohn decomposition is always of rows × \
             columns (--matrix bipartite); --edges classifies the edges of the adjacency \
             matrix's graph"
                .to_string(),
        ));
    }
    Ok(ReadOptions {
        matrix: read.matrix.or((!edges).then_some(MatrixReading::Bipartite)),
        edge_order: edges,
        ..read
    })
}
