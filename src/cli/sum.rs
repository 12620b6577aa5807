//! `bigame sum POSITION...`: the Grundy value of each position (a board or graph file with a
//! start, `FILE@ROW,COL` or `FILE@VERTEX`), the sum's value, who wins and a winning move;
//! and the reading of those positions, which `bigame play --sum` shares.

use super::files::{display_name, read_graph_file, read_input, shell_word};
use super::options::board_failure;
use super::play::detect_kind;
use super::{Failure, PlayKind};
use bigame::board::{Board, Moves};
use bigame::game::grundy::{GrundyError, SumAnswer};
use bigame::graph::{Adjacency, Graph};
use bigame::read::Weights;
use bigame::read::board_text::{self, CellRule};
use bigame::read::graph_input::{InputFormat, ReadOptions, read_graph_with};
use bigame::read::labels::{Label, VertexLabels, label};
use bigame::solve::{SumPart, solve_sum};
use std::io::Write;
use std::path::{Path, PathBuf};

/// One position of a sum as read: its graph, the token's start, and how the user names its
/// vertices.
pub(super) struct Part {
    /// The position as typed (`examples/a.txt@1,1`), for messages.
    pub(super) spec: String,
    /// The file.
    pub(super) path: PathBuf,
    /// The game's graph: a board's free cells in row-major order, or the graph as read.
    pub(super) graph: Graph,
    /// The token's start (a vertex of `graph`).
    pub(super) start: u32,
    /// What the file holds.
    pub(super) kind: PartKind,
}

/// What a part's file holds, and so how its vertices are named.
pub(super) enum PartKind {
    /// A free-cell board: `cells[v]` is graph vertex `v`'s cell, 0-based `(row, column)`.
    Board {
        /// The board as read.
        board: Board,
        /// How the token moves on it.
        moves: Moves,
        /// The cell of each graph vertex.
        cells: Vec<(u32, u32)>,
    },
    /// A graph file: vertices named by its labels, else numbered from 1.
    Graph {
        /// The file's own vertex names, if it has them.
        labels: Option<VertexLabels>,
    },
}

impl Part {
    /// Vertex `v` as the user names it: `row,col` (1-based) on a board, the label on a
    /// graph. `O(1)`.
    pub(super) fn name(&self, v: u32) -> String {
        match &self.kind {
            PartKind::Board { cells, .. } => {
                let (r, c) = cells[v as usize];
                format!("{},{}", r + 1, c + 1)
            }
            PartKind::Graph { labels } => label(labels.as_ref(), v).to_string(),
        }
    }

    /// Vertex `v` in JSON: `[row, col]` (1-based) on a board, the label (a number or a
    /// string) on a graph.
    fn json(&self, v: u32) -> serde_json::Value {
        match &self.kind {
            PartKind::Board { cells, .. } => {
                let (r, c) = cells[v as usize];
                serde_json::json!([r + 1, c + 1])
            }
            PartKind::Graph { labels } => match label(labels.as_ref(), v) {
                Label::Number(n) => serde_json::json!(n),
                Label::Name(s) => serde_json::json!(s),
            },
        }
    }

    /// The vertex the user typed as a move (`row col`, `row,col` or a label), if it is one.
    pub(super) fn parse_vertex(&self, text: &str) -> Option<u32> {
        match &self.kind {
            PartKind::Board { board, cells, .. } => {
                let (r, c) = board_cell(text)?;
                let (r, c) = (r.checked_sub(1)?, c.checked_sub(1)?);
                (r < board.rows() && c < board.cols())
                    .then(|| cells.binary_search(&(r, c)).ok())
                    .flatten()
                    .map(|v| v as u32)
            }
            PartKind::Graph { labels } => graph_vertex(text, self.graph.vertex_count(), labels),
        }
    }

    /// `board` or `graph`.
    fn kind_name(&self) -> &'static str {
        match self.kind {
            PartKind::Board { .. } => "board",
            PartKind::Graph { .. } => "graph",
        }
    }

    /// The part as the library's [`SumPart`] at its start.
    pub(super) fn at_start(&self) -> SumPart<'_> {
        SumPart {
            graph: &self.graph,
            visited: &[],
            token: self.start,
        }
    }
}

/// `r,c` or `r c` (1-based numbers), without checking them against a board.
fn board_cell(text: &str) -> Option<(u32, u32)> {
    let mut numbers = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty());
    let r = numbers.next()?.parse().ok()?;
    let c = numbers.next()?.parse().ok()?;
    numbers.next().is_none().then_some((r, c))
}

/// The vertex a label (or, without labels, a number from 1 to `n`) names.
fn graph_vertex(text: &str, n: usize, labels: &Option<VertexLabels>) -> Option<u32> {
    match labels {
        Some(labels) => labels.find(text.trim()),
        None => text
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|&v| (1..=n as u64).contains(&v))
            .map(|v| (v - 1) as u32),
    }
}

/// How a sum reads its positions: the boards' moves and the graphs' read options.
#[derive(Clone, Copy)]
pub(super) struct PartOptions {
    /// How the token moves on every board.
    pub(super) moves: Moves,
    /// How every graph file is read.
    pub(super) read: ReadOptions,
}

/// The usage of a position, for messages.
const POSITION_USAGE: &str = "expected FILE@ROW,COL (a free-cell board, cells numbered from 1 as bigame board numbers them) or FILE@VERTEX (a graph), optionally after board: or graph: to say which";

/// `FILE@START` split at the `@` that ends the name of an existing file, so that a vertex
/// label with an `@` in it (an e-mail address) can be a start, as can a file name with one;
/// when no prefix is a file, at the last `@` (the file's error then names it). `None`
/// without an `@`; an error when two prefixes are files. `O(length)` file lookups.
fn split_at_start(rest: &str) -> Result<Option<(&str, &str)>, String> {
    let splits: Vec<(&str, &str)> = rest
        .match_indices('@')
        .map(|(i, _)| (&rest[..i], &rest[i + 1..]))
        .collect();
    let files: Vec<&(&str, &str)> = splits
        .iter()
        .filter(|(file, _)| !file.is_empty() && Path::new(file).is_file())
        .collect();
    match files[..] {
        [] => Ok(splits.last().copied()),
        [&one] => Ok(Some(one)),
        [&(a, _), &(b, _), ..] => Err(format!(
            "both {a} and {b} are files: rename one, or the start cannot be told from the file"
        )),
    }
}

/// Reads the position `spec`: `[board:|graph:]FILE@START`. The kind is told from the file as
/// `bigame play` tells it; a file that reads both as a board and as a graph is refused unless
/// the prefix says which. `O(file length)` plus the graph reader's cost.
pub(super) fn read_part(spec: &str, options: PartOptions) -> Result<Part, Failure> {
    let bad = |why: String| Failure::BadInput(format!("{spec}: {why}"));
    let (forced, rest) = if let Some(rest) = spec.strip_prefix("board:") {
        (Some(PlayKind::Board), rest)
    } else if let Some(rest) = spec.strip_prefix("graph:") {
        (Some(PlayKind::Graph), rest)
    } else {
        (None, spec)
    };
    let Some((file, start)) = split_at_start(rest).map_err(bad)? else {
        return Err(bad(format!(
            "no start: {POSITION_USAGE} (free-cell boards and graph files hold no start of their own)"
        )));
    };
    if file.is_empty() || start.is_empty() {
        return Err(bad(POSITION_USAGE.to_string()));
    }
    let path = PathBuf::from(file);
    if file == "-" {
        return Err(bad(
            "a position is read from a file (not -, since several may be given)".to_string(),
        ));
    }
    let bytes = read_input(&path)?;
    let kind = match forced {
        Some(kind) => kind,
        None => {
            let kind = detect_kind(&path, &bytes);
            // Only the other reading is tried: the one told is read below, with its errors.
            let both = match kind {
                PlayKind::Board => reads_as_graph(&path, &bytes),
                PlayKind::Graph => board_text::read_board(&bytes, CellRule::Strict).is_ok(),
                PlayKind::Bunny => false,
            };
            if both {
                return Err(bad(format!(
                    "{} reads both as a free-cell board and as a graph: write board:{spec} or graph:{spec} to say which",
                    display_name(&path)
                )));
            }
            kind
        }
    };
    let (graph, kind) = match kind {
        PlayKind::Bunny => {
            return Err(bad(format!(
                "{} is a Bunny-and-Egg board, a partizan game (each player slides pieces of their own colour), which has no Grundy value: a sum takes free-cell boards and graphs",
                display_name(&path)
            )));
        }
        PlayKind::Board => {
            let board = board_text::read_board(&bytes, CellRule::Strict)
                .map_err(|e| board_failure(&path, &bytes, e))?;
            let (graph, ids) = board.to_graph_with(options.moves);
            let cells = ids
                .iter()
                .map(|&v| board.cell(v).expect("a free cell"))
                .collect();
            let moves = options.moves;
            (
                graph,
                PartKind::Board {
                    board,
                    moves,
                    cells,
                },
            )
        }
        PlayKind::Graph => {
            let input = read_graph_file(&path, options.read)?;
            let labels = input.labels;
            (input.graph, PartKind::Graph { labels })
        }
    };
    let start = match &kind {
        PartKind::Board { board, cells, .. } => {
            let Some((r, c)) = board_cell(start) else {
                return Err(bad(format!(
                    "{start:?} is not a cell: expected ROW,COL (1-based, as bigame board numbers cells), such as 1,1"
                )));
            };
            if !(1..=board.rows()).contains(&r) || !(1..=board.cols()).contains(&c) {
                return Err(bad(format!(
                    "cell {r},{c} is outside the board ({} rows, {} columns; cells are numbered from 1)",
                    board.rows(),
                    board.cols()
                )));
            }
            match cells.binary_search(&(r - 1, c - 1)) {
                Ok(v) => v as u32,
                Err(_) => {
                    return Err(bad(format!(
                        "cell {r},{c} is blocked ('#'): the token starts on a free cell ('.')"
                    )));
                }
            }
        }
        PartKind::Graph { labels } => graph_vertex(start, graph.vertex_count(), labels)
            .ok_or_else(|| {
                let expected = match labels {
                    Some(labels) if !labels.is_empty() => format!(
                        "expected one of the file's own vertex labels, such as {}",
                        labels.get(0)
                    ),
                    _ if graph.vertex_count() == 0 => "the graph has no vertex".to_string(),
                    _ => format!("expected 1 to {}", graph.vertex_count()),
                };
                bad(format!(
                    "{start} is not a vertex of {} ({expected})",
                    display_name(&path)
                ))
            })?,
    };
    Ok(Part {
        spec: spec.to_string(),
        path,
        graph,
        start,
        kind,
    })
}

/// Whether `input` reads as a graph in the format its name or content says, with the
/// evidence `bigame board` asks before it calls a board a graph: an edge at least, and with
/// labels number labels and two edges. `O(input length)`.
fn reads_as_graph(path: &Path, input: &[u8]) -> bool {
    let name = path.to_string_lossy();
    let format = InputFormat::detect(Some(&name), input);
    read_graph_with(input, format, Weights::Refuse).is_ok_and(|g| match g.labels {
        None => g.graph.edge_count() >= 1,
        Some(labels) => labels.are_numbers() && g.graph.edge_count() >= 2,
    })
}

/// The one-line refusal of a part whose Grundy value is too costly: why (the exact search's
/// limits; PSPACE-complete in general) and what is still answered.
pub(super) fn refusal(part: &Part, index: usize, e: &GrundyError) -> Failure {
    let ((_, vertex, degree), why) = (e.wide_vertex(), e.why("vertices"));
    let file = shell_word(&part.path);
    let alone = match &part.kind {
        PartKind::Board { moves, .. } => format!(
            "bigame board {file} --moves {moves} (the cells where the player to move loses are those printed)"
        ),
        PartKind::Graph { .. } => {
            format!("bigame analyze {file} --start {}", part.name(part.start))
        }
    };
    Failure::BadInput(format!(
        "part {} ({}): its Grundy value needs an exact search ({} {} has {degree} neighbours, more than 3) and the start's component {why} (computing Grundy values is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins on this position alone is still answered: {alone}",
        index + 1,
        part.spec,
        match part.kind {
            PartKind::Board { .. } => "cell",
            PartKind::Graph { .. } => "vertex",
        },
        part.name(vertex),
    ))
}

/// Reads every position and solves their sum at the starts.
pub(super) fn read_and_solve(
    specs: &[String],
    options: PartOptions,
) -> Result<(Vec<Part>, SumAnswer), Failure> {
    let parts = specs
        .iter()
        .map(|spec| read_part(spec, options))
        .collect::<Result<Vec<_>, _>>()?;
    let sum: Vec<SumPart> = parts.iter().map(Part::at_start).collect();
    let answer = solve_sum(&sum).map_err(|e| refusal(&parts[e.part], e.part, &e.error))?;
    Ok((parts, answer))
}

/// `bigame sum POSITION...`: reads every position, solves the sum, then writes the answer
/// (text lines, or one JSON object). The cost of [`solve_sum`] plus reading the files.
pub fn sum(
    specs: &[String],
    options: PartOptions,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (parts, answer) = read_and_solve(specs, options)?;
    if json {
        let parts_json: Vec<serde_json::Value> = parts
            .iter()
            .zip(&answer.values)
            .map(|(p, &value)| {
                let mut o = serde_json::json!({
                    "position": p.spec,
                    "file": display_name(&p.path),
                    "kind": p.kind_name(),
                    "start": p.json(p.start),
                    "value": value,
                });
                if let PartKind::Board { moves, .. } = &p.kind {
                    o["moves"] = serde_json::json!(moves.name());
                }
                o
            })
            .collect();
        let winning = answer.winning_move.map(|(i, u)| {
            serde_json::json!({
                "part": i + 1,
                "from": parts[i].json(parts[i].start),
                "to": parts[i].json(u),
                "value_after": answer.values[i] ^ answer.total,
            })
        });
        let doc = serde_json::json!({
            "parts": parts_json,
            "value": answer.total,
            "wins": answer.total != 0,
            "move": winning,
        });
        serde_json::to_writer(&mut *out, &doc).map_err(std::io::Error::from)?;
        writeln!(out)?;
        return Ok(());
    }
    for (k, (p, value)) in parts.iter().zip(&answer.values).enumerate() {
        writeln!(out, "part {} {} value {value}", k + 1, p.spec)?;
    }
    let xor: Vec<String> = answer.values.iter().map(u32::to_string).collect();
    match answer.winning_move {
        Some((i, u)) => {
            writeln!(
                out,
                "sum value {} ({}): the player to move wins",
                answer.total,
                xor.join(" xor ")
            )?;
            writeln!(
                out,
                "move part {} {} from {} to {} (its value becomes {}, the sum's 0)",
                i + 1,
                display_name(&parts[i].path),
                parts[i].name(parts[i].start),
                parts[i].name(u),
                answer.values[i] ^ answer.total
            )?;
        }
        None => writeln!(
            out,
            "sum value 0 ({}): the player to move loses (every move leaves a sum of value other than 0)",
            xor.join(" xor ")
        )?,
    }
    Ok(())
}
