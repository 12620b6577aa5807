//! What the graph and board commands share, the vertex game's (`commands`) and the edge
//! game's (`edge`): their options, the failure of a board that does not read, and the start
//! vertices named on the command line.

use super::files::{display_name, parse_failure, shell_word};
use super::{AnalyzeFormat, BoardFormat, Failure};
use bigame::board::Moves;
use bigame::matching::Algorithm;
use bigame::read::Weights;
use bigame::read::board_text::{self, BoardLook, CellRule, looks_like_board};
use bigame::read::graph_input::{InputFormat, ReadOptions, read_graph_with};
use bigame::read::labels::VertexLabels;
use std::path::Path;

/// What `bigame board` was asked for.
pub struct BoardOptions<'a> {
    /// `--format`: the answer's format, which also says how the board's cells are read.
    pub format: BoardFormat,
    /// `--moves`.
    pub moves: Moves,
    /// `--algorithm`, or `None` for the default of the move set.
    pub algorithm: Option<Algorithm>,
    /// `--svg OUT`: where to draw the picture.
    pub picture: Option<&'a Path>,
    /// `--stats`: how the input was solved, on standard error.
    pub stats: bool,
    /// `--grundy`: each free cell's Grundy value instead of the verdicts.
    pub grundy: bool,
}

/// What `bigame analyze` was asked for.
pub struct AnalyzeOptions {
    /// `--input-format` (`None` to detect it) and `--weights`.
    pub read: ReadOptions,
    /// Every `--start V` as typed (a vertex label, or a 1-based number for formats without
    /// labels, or several of them joined by commas; not yet checked against the graph).
    pub start: Vec<String>,
    /// `--algorithm`, or `None` to choose by two-colouring.
    pub algorithm: Option<Algorithm>,
    /// `--decomposition`: print the Gallai–Edmonds parts instead of the verdicts.
    pub decomposition: bool,
    /// `--format`.
    pub format: AnalyzeFormat,
    /// `--certificate CERT`: where to write the certificate.
    pub certificate: Option<std::path::PathBuf>,
    /// `--stats`: how the input was solved, on standard error.
    pub stats: bool,
    /// `--grundy`: each vertex's Grundy value too.
    pub grundy: bool,
}

/// A board reader's error; on input that reads as a graph (or as a Bunny-and-Egg board), says
/// so and names the command that reads it, at the error's line and column. The graph is read
/// only here, on the error path.
pub(super) fn board_failure(path: &Path, input: &[u8], e: bigame::read::ParseError) -> Failure {
    wrong_kind_failure(path, input, e, BoardLook::FreeCells)
}

/// A reader's error on input that may be of another kind than `expected` (a free-cell board
/// for `board`, a Bunny-and-Egg record for `review`): if it looks like the other kind of board
/// or like a graph, says so and names the command that reads it; else the reader's error.
pub(super) fn wrong_kind_failure(
    path: &Path,
    input: &[u8],
    e: bigame::read::ParseError,
    expected: BoardLook,
) -> Failure {
    let name = path.to_string_lossy();
    let name = (path.as_os_str() != "-").then_some(&*name);
    let format = InputFormat::detect(name, input);
    // A size line alone (`3 0`) is no evidence, and pairs read almost anything of two words a
    // line (`. ..`, `0 3`): only number labels on two edges or more count.
    let graph = read_graph_with(input, format, Weights::Ignore).is_ok_and(|g| match g.labels {
        None => g.graph.edge_count() >= 1,
        Some(labels) => labels.are_numbers() && g.graph.edge_count() >= 2,
    });
    let wanted = match expected {
        BoardLook::FreeCells => "a free-cell board",
        BoardLook::Bunny => "a Bunny-and-Egg record",
    };
    let hint = match looks_like_board(input) {
        Some(BoardLook::Bunny) if expected == BoardLook::FreeCells => format!(
            "expected {wanted}, but this looks like a Bunny-and-Egg board (rows of 'X', 'O' and \
             '.'): review its record with bigame review {}",
            shell_word(path)
        ),
        // Only a board that reads: a broken one gets the record reader's own error. A board
        // that reads is a board, whatever the record reader stumbled on: no position.
        Some(BoardLook::FreeCells)
            if expected == BoardLook::Bunny
                && board_text::read_board(input, CellRule::Strict).is_ok() =>
        {
            return Failure::BadInput(format!(
                "{}: this is a free-cell board (rows of '.' and '#'), not {wanted}: use bigame \
                 board {}",
                display_name(path),
                shell_word(path)
            ));
        }
        _ if graph => format!(
            "expected {}, but this looks like a graph ({}): solve it with bigame analyze {}",
            match expected {
                BoardLook::FreeCells => "a board",
                BoardLook::Bunny => wanted,
            },
            format_description(format),
            shell_word(path)
        ),
        _ => return parse_failure(path, e),
    };
    Failure::BadInput(format!(
        "{}:{}:{}: {hint}",
        display_name(path),
        e.line,
        e.column
    ))
}

/// A graph format in words, for messages.
fn format_description(format: InputFormat) -> &'static str {
    match format {
        InputFormat::EdgeList => "an edge list",
        InputFormat::Dimacs => "a DIMACS file",
        InputFormat::MatrixMarket => "a Matrix Market file",
        InputFormat::Json => "a JSON graph",
        InputFormat::Pairs => "a list of pairs `u v`",
        InputFormat::Graphml => "a GraphML file",
    }
}

/// The vertices every `--start` names, in their order and each once: a vertex, or (when the
/// whole text names none) vertices joined by commas. `O(length of the texts)` expected.
pub(super) fn start_vertices(
    path: &Path,
    texts: &[String],
    n: usize,
    labels: Option<&VertexLabels>,
) -> Result<Vec<u32>, Failure> {
    let mut starts = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for text in texts {
        // A label may hold a comma: the whole text first.
        let vertices = match start_vertex(path, text, n, labels) {
            Ok(v) => vec![v],
            Err(_) if text.contains(',') => text
                .split(',')
                .map(|part| start_vertex(path, part, n, labels))
                .collect::<Result<_, _>>()?,
            Err(e) => return Err(e),
        };
        starts.extend(vertices.into_iter().filter(|&v| seen.insert(v)));
    }
    Ok(starts)
}

/// The vertex `--start TEXT` names: a label of the file's own (pairs), else a 1-based number.
fn start_vertex(
    path: &Path,
    text: &str,
    n: usize,
    labels: Option<&VertexLabels>,
) -> Result<u32, Failure> {
    let found = match labels {
        Some(labels) => labels.find(text),
        None => text
            .parse::<u64>()
            .ok()
            .filter(|&v| (1..=n as u64).contains(&v))
            .map(|v| (v - 1) as u32),
    };
    found.ok_or_else(|| {
        let expected = match labels {
            Some(labels) if !labels.is_empty() => format!(
                "expected one of the file's own vertex labels, such as {}",
                labels.get(0)
            ),
            _ => format!("expected 1 to {n}"),
        };
        Failure::BadInput(format!(
            "--start {text} is not a vertex of {} ({expected})",
            display_name(path)
        ))
    })
}
