//! `bigame match FILE`: a maximum matching, or a cover made from it, in the formats of
//! [`bigame::write::matching`].

use super::args::{MatchArgs, MatchFormat};
use super::commands::{describe_cycle, odd_cycle_refusal, print_stats};
use super::files::{display_name, read_graph_file};
use super::{Failure, progress};
use bigame::read::graph_input::InputFormat;
use bigame::read::labels::{VertexLabels, label};
use bigame::solve::{Cover, CoverKind, Solution, SolveError, solve_cover, solve_graph};
use bigame::write::matching::{self as write, CoverJson, MatchJson, MatrixShape};
use std::io::{IsTerminal, Write};
use std::path::Path;

/// `bigame match FILE`: reads the whole graph, solves it (and makes the cover asked for,
/// checked), then writes the answer. The solver's cost plus `O(V + E)`.
pub fn run(args: MatchArgs, out: &mut impl Write) -> Result<(), Failure> {
    let path = args.file.as_path();
    let format = args.format.unwrap_or(if std::io::stdout().is_terminal() {
        MatchFormat::Summary
    } else {
        MatchFormat::Text
    });
    let kind = if args.cover {
        Some(CoverKind::VertexCover)
    } else if args.independent_set {
        Some(CoverKind::IndependentSet)
    } else if args.edge_cover {
        Some(CoverKind::EdgeCover)
    } else {
        None
    };
    let input = read_graph_file(path, args.read.options())?;
    let shape = match (input.format, input.rows) {
        (InputFormat::MatrixMarket, Some(rows)) => Some(MatrixShape::Bipartite { rows }),
        (InputFormat::MatrixMarket, None) => Some(MatrixShape::Adjacency),
        _ => None,
    };
    if format == MatchFormat::MatrixMarket {
        if shape.is_none() {
            return Err(Failure::BadInput(format!(
                "{}: --format matrix-market writes the answer in the input's rows and columns, so it needs Matrix Market input (this is {})",
                display_name(path),
                input.format.name()
            )));
        }
        if matches!(
            kind,
            Some(CoverKind::VertexCover | CoverKind::IndependentSet)
        ) {
            return Err(Failure::BadInput(
                "--format matrix-market writes matrix entries (the matching, or --edge-cover's edges); a vertex set has none: use --format text or json".to_string(),
            ));
        }
    }
    let sides = input.sides();
    let (labels, read, graph) = (input.labels, input.description, input.graph);
    let labels = labels.as_ref();
    progress::solving();
    let refused = |e: SolveError| refusal(path, e, labels);
    let (solved, cover) = match kind {
        None => (
            solve_graph(&graph, sides, args.algorithm).map_err(refused)?,
            None,
        ),
        Some(kind) => {
            let (solved, cover) =
                solve_cover(&graph, sides, args.algorithm, kind).map_err(refused)?;
            (solved, Some((kind, cover)))
        }
    };
    print_stats(args.stats, Some(&read), &solved)?;
    write_answer(
        out,
        &solved,
        cover.as_ref(),
        format,
        shape,
        labels,
        graph.edge_count(),
    )
    .map_err(Failure::from)
}

/// The answer in `format` (checked above to fit the input). `O(V)`.
fn write_answer(
    out: &mut impl Write,
    solved: &Solution,
    cover: Option<&(CoverKind, Cover)>,
    format: MatchFormat,
    shape: Option<MatrixShape>,
    labels: Option<&VertexLabels>,
    edges: usize,
) -> std::io::Result<()> {
    let matching = solved.analysis.matching();
    let n = matching.vertex_count();
    match (format, cover) {
        (MatchFormat::Json, _) => {
            let context = MatchJson {
                vertices: n,
                edges,
                bipartite: solved.bipartite,
                algorithm: solved.algorithm.name(),
                labels,
            };
            let cover = cover.map(|(kind, cover)| CoverJson::new(*kind, cover));
            write::write_match_json(out, matching, context, cover)
        }
        (MatchFormat::MatrixMarket, None) => {
            let pairs: Vec<(u32, u32)> = matching.edges().collect();
            write::write_matrix_market_pairs(out, n, &pairs, shape.expect("checked"))
        }
        (MatchFormat::MatrixMarket, Some((_, Cover::Edges(e)))) => {
            write::write_matrix_market_pairs(out, n, e, shape.expect("checked"))
        }
        (MatchFormat::Summary, None) => write::write_summary(
            out,
            matching,
            solved.bipartite,
            solved.algorithm.name(),
            labels,
        ),
        (MatchFormat::Text, None) => write::write_pairs(out, matching.edges(), labels),
        (_, Some((_, Cover::Vertices(v)))) => write::write_vertex_set(out, v, labels),
        (_, Some((_, Cover::Edges(e)))) => {
            writeln!(out, "{}", e.len())?;
            write::write_pairs(out, e.iter().copied(), labels)
        }
    }
}

/// What `solve` refused, as one line naming the file (and the vertices by their labels).
fn refusal(path: &Path, e: SolveError, labels: Option<&VertexLabels>) -> Failure {
    let name = display_name(path);
    match e {
        SolveError::OddCycle { cycle, algorithm } => {
            odd_cycle_refusal(path, &cycle, algorithm, labels)
        }
        SolveError::NotBipartiteCover { cycle, kind } => Failure::BadInput(format!(
            "{name}: the graph is not bipartite (odd cycle {}), and {} of a general graph is NP-hard; only bipartite graphs get one (König). The Gallai–Edmonds decomposition (bigame analyze --decomposition) describes its maximum matchings, and --edge-cover works on any graph",
            describe_cycle(&cycle, labels),
            if kind == CoverKind::VertexCover {
                "a minimum vertex cover"
            } else {
                "a maximum independent set"
            }
        )),
        SolveError::IsolatedVertex { vertex } => Failure::BadInput(format!(
            "{name}: vertex {} has no edge, so no set of edges covers it: --edge-cover needs a graph without isolated vertices",
            label(labels, vertex)
        )),
        other => Failure::from_solve(&name, other),
    }
}
