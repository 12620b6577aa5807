//! `bigame match`'s grammar: its options and formats, with the help text clap prints.

use super::GraphRead;
use bigame::matching::Algorithm;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// A maximum matching of a graph, and the covers it gives
///
/// Input: any graph file bigame analyze reads (edge list, pairs, GraphML, DIMACS, Matrix
/// Market, JSON, gzip), with the same options. Parallel edges are one pair of vertices;
/// self-loops are refused, or dropped with --self-loops ignore.
///
/// Output (--format text, the default when standard output is not a terminal): one line
/// 'u v' per matched pair, u before v in the file's order (vertex ids 1-based, or the file's
/// labels for pairs and GraphML; Matrix Market rows x columns: rows 1..rows, then the
/// columns), sorted by u.
///
/// --format summary (the default on a terminal): the size, the deficiency, the vertices left
/// free and the first pairs.
///
/// --format json: one JSON object (every field described in docs/json.md):
/// {"vertices": n, "edges": m, "bipartite": bool, "algorithm": name,
///  "matching_size": size, "matching": [[u, v], ...],
///  "cover": {"kind": "vertex_cover" | "independent_set" | "edge_cover", "size": k,
///            "vertices": [v, ...] or "edges": [[u, v], ...]} (only with a cover option)}
///
/// --format matrix-market (Matrix Market input only): the matched entries (or the edge
/// cover's) as a pattern matrix with the input's rows and columns, which scipy.io.mmread and
/// MATLAB's mmread open.
///
/// --cover (bipartite graphs): a minimum vertex cover instead, by König's theorem from the
/// vertices alternating paths reach from the free left vertices: as many vertices as the
/// matching has pairs. --independent-set (bipartite graphs): its complement, a maximum
/// independent set. On a graph with an odd cycle both are refused (NP-hard in general; the
/// Gallai–Edmonds decomposition, bigame analyze --decomposition, describes its maximum
/// matchings). --edge-cover (any graph without isolated vertices): a minimum edge cover, the
/// matching and one edge per free vertex, V - ν edges. Text output of a cover: its size on
/// the first line, then one vertex (or 'u v' edge) per line. Every answer is checked before
/// it is printed: a matching of the graph proved maximum, a cover that covers with the
/// matching's size, an edge cover of V - ν edges that covers every vertex.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub(in crate::cli) struct MatchArgs {
    /// The graph file, or '-' for standard input.
    pub(in crate::cli) file: PathBuf,
    #[command(flatten)]
    pub(in crate::cli) read: GraphRead,
    /// Maximum-matching algorithm; default: ms-bfs for bipartite graphs, blossom for the
    /// others (which only blossom can solve).
    #[arg(long, value_enum)]
    pub(in crate::cli) algorithm: Option<Algorithm>,
    /// Output format; default: summary on a terminal, text otherwise.
    #[arg(long, value_enum)]
    pub(in crate::cli) format: Option<MatchFormat>,
    /// Print a minimum vertex cover instead (bipartite graphs: König's theorem).
    #[arg(long, conflicts_with_all = ["independent_set", "edge_cover"])]
    pub(in crate::cli) cover: bool,
    /// Print a maximum independent set instead (bipartite graphs: the cover's complement).
    #[arg(long, conflicts_with = "edge_cover")]
    pub(in crate::cli) independent_set: bool,
    /// Print a minimum edge cover instead (any graph without isolated vertices).
    #[arg(long)]
    pub(in crate::cli) edge_cover: bool,
    /// Also print on standard error how the input was solved, one 'key: value' line each,
    /// as bigame analyze --stats does. The answer on standard output is unchanged.
    #[arg(long)]
    pub(in crate::cli) stats: bool,
}

/// How bigame match prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum MatchFormat {
    /// One line 'u v' per pair (a cover: its size, then its vertices or edges).
    Text,
    /// For people: the size, the free vertices, the first pairs.
    Summary,
    /// One JSON object (schema in docs/json.md).
    Json,
    /// A pattern matrix of the matched entries (Matrix Market input only).
    MatrixMarket,
}
