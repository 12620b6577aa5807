//! The edge game's commands: `analyze --game edge`, `board --game edge` and `verify` of an
//! edge certificate. Reading and writing as for the vertex game; the analysis is
//! [`bigame::game::edge`].

use super::files::{display_name, parse_failure, read_graph_file, read_input, write_output_file};
use super::options::{AnalyzeOptions, BoardOptions, board_failure, start_vertices};
use super::{AnalyzeFormat, BoardFormat, Failure, plural};
use bigame::certificate::edge::{EdgeCertificate, EdgeSubject, read_edge_certificate, verify_edge};
use bigame::graph::Adjacency;
use bigame::read::board_text::{self, CellRule};
use bigame::read::graph_input::GraphInput;
use bigame::read::labels::label;
use bigame::solve::edge::{solve_edge_board, solve_edge_graph};
use bigame::write::{self, analysis};
use std::io::Write;
use std::path::Path;

/// Refuses what only the vertex game has: matching algorithms, decompositions, statistics.
fn refuse_vertex_options(algorithm: bool, decomposition: bool, stats: bool) -> Result<(), Failure> {
    let option = [
        (algorithm, "--algorithm (a maximum-matching algorithm)"),
        (decomposition, "--decomposition"),
        (stats, "--stats"),
    ]
    .into_iter()
    .find(|&(given, _)| given);
    match option {
        Some((_, name)) => Err(Failure::BadInput(format!(
            "{name} is for the vertex game; the edge game (--game edge) is solved by linear algebra over GF(2)"
        ))),
        None => Ok(()),
    }
}

/// `bigame analyze --game edge FILE`: the edge game's verdict of every start vertex.
pub fn analyze(path: &Path, options: AnalyzeOptions, out: &mut impl Write) -> Result<(), Failure> {
    refuse_vertex_options(
        options.algorithm.is_some(),
        options.decomposition,
        options.stats,
    )?;
    if options.grundy {
        return Err(Failure::BadInput(
            "--grundy is for the vertex game; the edge game's Grundy values are not computed"
                .to_string(),
        ));
    }
    let input = read_graph_file(path, options.read)?;
    let sides = input.sides();
    let labels = input.labels.as_ref();
    let graph = &input.graph;
    let starts = start_vertices(path, &options.start, graph.vertex_count(), labels)?;
    let start = (!options.start.is_empty()).then_some(&starts[..]);
    if options.certificate.is_some() && labels.is_some() {
        return Err(Failure::BadInput(format!(
            "{}: edge certificates number the vertices from 1, but this file names them with labels of its own; convert it to an edge list first",
            display_name(path)
        )));
    }
    let proofs = options.certificate.is_some();
    let analysis = solve_edge_graph(graph, sides, proofs).map_err(|e| {
        let name = |v| label(labels, v).to_string();
        Failure::from_edge(format!("{}: {}", display_name(path), e.message(&name)), &e)
    })?;
    if let Some(cert_path) = &options.certificate {
        let Some(certificate) = EdgeCertificate::from_analysis(&analysis) else {
            return Err(Failure::BadInput(format!(
                "{}: the graph is not bipartite: its edge game was searched exhaustively, which gives no certificate",
                display_name(path)
            )));
        };
        if write_output_file(cert_path, out, |mut w| certificate.write(&mut w))? {
            return Ok(());
        }
    }
    let bipartite = !analysis.is_exhaustive();
    match options.format {
        AnalyzeFormat::Json => {
            write::edge::write_edge_analysis_json(out, graph, &analysis, bipartite, start, labels)
        }
        AnalyzeFormat::Table => analysis::write_table(out, &analysis, None, start, labels),
        AnalyzeFormat::Text => match start {
            Some(starts) => starts
                .iter()
                .try_for_each(|&v| analysis::write_start(out, v, &analysis, labels)),
            None => analysis::write_verdicts(out, graph, &analysis, labels),
        },
    }
    .map_err(Failure::from)
}

/// `bigame board --game edge FILE`: the cells where the placer wins the edge game.
pub fn board(path: &Path, options: BoardOptions, out: &mut impl Write) -> Result<(), Failure> {
    refuse_vertex_options(options.algorithm.is_some(), false, options.stats)?;
    if options.grundy {
        return Err(Failure::BadInput(
            "--grundy is for the vertex game; the edge game's Grundy values are not computed"
                .to_string(),
        ));
    }
    let input = read_input(path)?;
    let rule = match options.format {
        BoardFormat::Jsoi2009 => CellRule::AnyButHash,
        BoardFormat::Loj6033 | BoardFormat::Pretty | BoardFormat::Json => CellRule::Strict,
    };
    let board = board_text::read_board(&input, rule).map_err(|e| board_failure(path, &input, e))?;
    drop(input);
    let analysis = solve_edge_board(&board, options.moves)
        .map_err(|e| Failure::from_edge(format!("{}: {e}", display_name(path)), &e))?;
    if let Some(picture) = options.picture {
        let name = display_name(path);
        if write_output_file(picture, out, |mut w| {
            write::svg::write_board_svg(&mut w, &board, options.moves, &analysis, &name)
        })? {
            return Ok(());
        }
    }
    let b = &board;
    match options.format {
        BoardFormat::Loj6033 => write::board_text::write_loj6033(out, b, &analysis),
        BoardFormat::Jsoi2009 => write::board_text::write_jsoi2009(out, b, &analysis),
        BoardFormat::Pretty => write::board_text::write_pretty(out, b, &analysis),
        BoardFormat::Json => {
            let method = write::edge::method_name(&analysis);
            write::board_text::write_edge_board_json(out, b, options.moves, &analysis, method)
        }
    }
    .map_err(Failure::from)
}

/// `bigame verify GRAPH CERT` for an edge certificate (told by its first word), the graph
/// already read.
pub fn verify(
    graph_path: &Path,
    graph_input: &GraphInput,
    cert_path: &Path,
    certificate: &[u8],
    out: &mut impl Write,
) -> Result<(), Failure> {
    if graph_input.labels.is_some() {
        return Err(Failure::BadInput(format!(
            "{}: edge certificates number the vertices from 1, but this file names them with labels of its own",
            display_name(graph_path)
        )));
    }
    let (cert, lines) =
        read_edge_certificate(certificate).map_err(|e| parse_failure(cert_path, e))?;
    match verify_edge(&graph_input.graph, &cert) {
        Ok(v) => writeln!(
            out,
            "edge certificate verified: {}, {} winning and {} losing start {} for the edge game",
            plural(cert.vertices, "vertex", "vertices"),
            v.wins,
            v.losses,
            if cert.vertices == 1 {
                "vertex"
            } else {
                "vertices"
            }
        )
        .map_err(Failure::from),
        // The certificate of another graph is unusable input (exit status 2), not a false
        // claim about this one.
        Err(refutation) if refutation.subject == EdgeSubject::Graph => {
            Err(Failure::BadInput(format!(
                "{}: {}: the certificate was written for another graph than {}",
                display_name(cert_path),
                refutation.message,
                display_name(graph_path)
            )))
        }
        Err(refutation) => {
            let line = match refutation.subject {
                EdgeSubject::Graph => None,
                EdgeSubject::Kernel(j) => lines.kernels.get(j).copied(),
                EdgeSubject::Vertex(v) => lines.claims.get(v as usize).copied(),
            };
            let at = line.map_or(String::new(), |l| format!("{l}:"));
            Err(Failure::Refuted(format!(
                "{}:{at} claim fails: {}",
                display_name(cert_path),
                refutation.message
            )))
        }
    }
}
