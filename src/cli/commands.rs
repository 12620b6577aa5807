//! The commands: read and check the whole input, call the library, then write the answer.

use super::files::{display_name, parse_failure, read_graph_file, read_input, write_output_file};
use super::options::{
    AnalyzeOptions, BoardOptions, board_failure, start_vertices, wrong_kind_failure,
};
use super::{AnalyzeFormat, BoardFormat, DecomposeFormat, Failure, ReviewFormat, plural, progress};
use bigame::certificate::{self, Subject};
use bigame::game::review as review_game;
use bigame::graph::{Adjacency, TwoColouring, two_colouring};
use bigame::matching::Algorithm;
use bigame::read::board_text::{self, BoardLook, CellRule};
use bigame::read::describe::Description;
use bigame::read::graph_input::{GraphInput, ReadOptions};
use bigame::read::labels::{VertexLabels, label};
use bigame::read::noi2011;
use bigame::solve::{self, SolveError, bunny_position, solve_board, solve_graph};
use bigame::write::analysis::{self, JsonContext};
use bigame::write::decomposition::{self, Numbering};
use bigame::write::{self, svg};
use std::io::{self, Write};
use std::path::Path;

/// `bigame board FILE`: the cells where the player who places the token wins, and with
/// `--svg OUT` the picture.
pub fn board(path: &Path, options: BoardOptions, out: &mut impl Write) -> Result<(), Failure> {
    let input = read_input(path)?;
    let rule = match options.format {
        BoardFormat::Jsoi2009 => CellRule::AnyButHash,
        BoardFormat::Loj6033 | BoardFormat::Pretty | BoardFormat::Json => CellRule::Strict,
    };
    let board = board_text::read_board(&input, rule).map_err(|e| board_failure(path, &input, e))?;
    progress::solving();
    drop(input);
    let mut solved = solve_board(&board, options.moves, options.algorithm).map_err(|e| match e {
        SolveError::KingMoves { algorithm } => Failure::BadInput(format!(
            "--algorithm {algorithm} cannot solve a board with king moves: diagonal steps make odd cycles; use --algorithm blossom or leave --algorithm out"
        )),
        other => Failure::from_solve(&display_name(path), other),
    })?;
    // JSON carries the proof of every verdict (a partner, a path), as the web page's Why view
    // shows it: one blossom forest over the maximum matching, built before the stats, which
    // count its work.
    let proof = match options.format {
        BoardFormat::Json => {
            let (proof, work) = solve::checked_board_certificate_counted(
                &board,
                options.moves,
                solved.analysis.matching(),
            )
            .map_err(|e| Failure::from_solve(&display_name(path), e))?;
            solved.stats.stages.certificate = work;
            Some(proof)
        }
        _ => None,
    };
    print_stats(options.stats, None, &solved)?;
    if let Some(picture) = options.picture {
        let name = display_name(path);
        if write_output_file(picture, out, |mut w| {
            svg::write_board_svg(&mut w, &board, options.moves, &solved.analysis, &name)
        })? {
            return Ok(());
        }
    }
    let analysis = &solved.analysis;
    if options.grundy {
        return board_grundy(
            path,
            &board,
            &options,
            (analysis, proof.as_ref()),
            solved.algorithm.name(),
            out,
        );
    }
    match (options.format, &proof) {
        (BoardFormat::Json, Some(proof)) => write::board_text::write_board_json_with_proof(
            out,
            &board,
            options.moves,
            analysis,
            solved.algorithm.name(),
            proof,
        ),
        (BoardFormat::Json, None) => unreachable!("the JSON answer's proof is built above"),
        (BoardFormat::Jsoi2009, _) => write::board_text::write_jsoi2009(out, &board, analysis),
        (BoardFormat::Pretty, _) => write::board_text::write_pretty(out, &board, analysis),
        (BoardFormat::Loj6033, _) => write::board_text::write_loj6033(out, &board, analysis),
    }
    .map_err(Failure::from)
}

/// `bigame board FILE --grundy`: each free cell's Grundy value, computed before anything is
/// written (a region too large for the exact search is refused in one line, naming cells).
fn board_grundy(
    path: &Path,
    board: &bigame::board::Board,
    options: &BoardOptions,
    (analysis, proof): (
        &bigame::game::Analysis,
        Option<&bigame::certificate::Certificate>,
    ),
    algorithm: &str,
    out: &mut impl Write,
) -> Result<(), Failure> {
    use bigame::write::board_grundy;
    let values = solve::grundy_of_board(board, options.moves).map_err(|e| {
        let cells: Vec<(u32, u32)> = board.free_cells().map(|(r, c, _)| (r, c)).collect();
        let cell = |v: u32| format!("{} {}", cells[v as usize].0 + 1, cells[v as usize].1 + 1);
        let ((start, vertex, degree), size) = (e.wide_vertex(), e.why("free cells"));
        Failure::BadInput(format!(
            "{}: Grundy values need an exact search here (cell {} has {degree} moves, more than 3) and the region of cell {} {size}: beyond 3 moves a cell the problem is PSPACE-complete (Burke, Ferland and Teng 2021); who wins from every cell is still answered without --grundy",
            display_name(path),
            cell(vertex),
            cell(start)
        ))
    })?;
    match (options.format, proof) {
        (BoardFormat::Json, Some(proof)) => board_grundy::write_board_json_with_grundy(
            out,
            board,
            (options.moves, algorithm),
            analysis,
            proof,
            &values,
        ),
        (BoardFormat::Json, None) => unreachable!("the JSON answer's proof is built first"),
        (BoardFormat::Pretty, _) => board_grundy::write_grundy_pretty(out, board, &values),
        (BoardFormat::Loj6033 | BoardFormat::Jsoi2009, _) => {
            board_grundy::write_grundy_lines(out, board, &values)
        }
    }
    .map_err(Failure::from)
}

/// `bigame analyze FILE`: the verdict (or the Gallai–Edmonds part) of every start vertex.
pub fn analyze(path: &Path, options: AnalyzeOptions, out: &mut impl Write) -> Result<(), Failure> {
    let input = read_graph_file(path, options.read)?;
    let sides = input.sides();
    let (labels, read) = (input.labels, input.description);
    let numbering = match (sides.is_some(), labels.is_some()) {
        (true, _) => "matrix",
        (false, true) => "labels",
        (false, false) => "vertices",
    };
    let labels = labels.as_ref();
    let graph = input.graph;
    let starts = start_vertices(path, &options.start, graph.vertex_count(), labels)?;
    let start = (!options.start.is_empty()).then_some(&starts[..]);
    let mut solved = solve_graph(&graph, sides, options.algorithm).map_err(|e| match e {
        SolveError::OddCycle { cycle, algorithm } => {
            odd_cycle_refusal(path, &cycle, algorithm, labels)
        }
        other => Failure::from_solve(&display_name(path), other),
    })?;
    // The certificate before the stats, which count its work.
    let certificate = match &options.certificate {
        Some(cert_path) => {
            let (certificate, work) =
                solve::checked_certificate_counted(&graph, solved.analysis.matching())
                    .map_err(|e| Failure::from_solve(&display_name(path), e))?;
            solved.stats.stages.certificate = work;
            Some((cert_path, certificate))
        }
        None => None,
    };
    print_stats(options.stats, Some(&read), &solved)?;
    let (analysis, algorithm, bipartite) = (solved.analysis, solved.algorithm, solved.bipartite);
    if let Some((cert_path, certificate)) = certificate
        && write_output_file(cert_path, out, |mut w| match labels {
            None => write::certificate::write_certificate(&mut w, &certificate),
            Some(labels) => {
                write::certificate::write_labelled_certificate(&mut w, &certificate, labels)
            }
        })?
    {
        return Ok(());
    }
    // Grundy values after the verdicts, so that a refusal comes after nothing is printed.
    let grundy = options
        .grundy
        .then(|| solve::grundy_of_starts(&graph, start))
        .transpose()
        .map_err(|e| grundy_refusal(path, e, labels))?;
    let decomposition = options
        .decomposition
        .then(|| analysis.decomposition(&graph));
    let decomposition = decomposition.as_deref();
    match (options.format, decomposition) {
        (AnalyzeFormat::Json, _) => analysis::write_analysis_json(
            out,
            &graph,
            &analysis,
            decomposition,
            JsonContext {
                bipartite,
                algorithm: algorithm.name(),
                only: start,
                labels,
                numbering,
                grundy: grundy.as_deref(),
            },
        ),
        // The table has no column for it: the values come as text lines.
        (_, _) if grundy.is_some() => {
            let values = grundy.as_deref().unwrap_or_default();
            analysis::write_grundy(out, &analysis, values, start, labels)
        }
        (AnalyzeFormat::Table, d) => analysis::write_table(out, &analysis, d, start, labels),
        (AnalyzeFormat::Text, Some(d)) => analysis::write_parts(out, d, start, labels),
        (AnalyzeFormat::Text, None) => match start {
            Some(starts) => starts
                .iter()
                .try_for_each(|&v| analysis::write_start(out, v, &analysis, labels)),
            None => analysis::write_verdicts(out, &graph, &analysis, labels),
        },
    }
    .map_err(Failure::from)
}

/// The two sides of a graph read from a file: known for Matrix Market input, else by
/// two-colouring, which may find an odd cycle instead. `O(V + E)`.
fn sides(input: &GraphInput) -> TwoColouring {
    match input.sides() {
        Some(left) => TwoColouring::Sides(left),
        None => two_colouring(&input.graph),
    }
}

/// The refusal of `analyze --grundy` beyond the exact search, naming the vertices as the
/// file does (by label, else 1-based), not by the library's 0-based ids.
fn grundy_refusal(
    path: &Path,
    error: bigame::game::grundy::GrundyError,
    labels: Option<&VertexLabels>,
) -> Failure {
    let ((start, vertex, degree), size) = (error.wide_vertex(), error.why("vertices"));
    Failure::BadInput(format!(
        "{}: Grundy values need an exact search here (vertex {} has {degree} neighbours, more than 3) and the component of vertex {} {size} (the problem is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins from every start is still answered without --grundy",
        display_name(path),
        label(labels, vertex),
        label(labels, start)
    ))
}

/// The refusal of a bipartite-only `algorithm` on a graph with an odd `cycle`.
pub(super) fn odd_cycle_refusal(
    path: &Path,
    cycle: &[u32],
    algorithm: Algorithm,
    labels: Option<&VertexLabels>,
) -> Failure {
    Failure::BadInput(format!(
        "{}: the graph is not bipartite (odd cycle {}), so --algorithm {algorithm} cannot solve it; use --algorithm blossom or leave --algorithm out",
        display_name(path),
        describe_cycle(cycle, labels)
    ))
}

/// The first vertices of an odd cycle, by label (1-based numbers without labels), for a
/// message: at most 20, then the length.
pub(super) fn describe_cycle(cycle: &[u32], labels: Option<&VertexLabels>) -> String {
    let shown: Vec<String> = cycle
        .iter()
        .take(20)
        .map(|&v| label(labels, v).to_string())
        .collect();
    let more = if cycle.len() > 20 {
        format!(" ... ({} vertices)", cycle.len())
    } else {
        String::new()
    };
    format!("{}{more}", shown.join(" "))
}

/// What `bigame decompose` was asked for.
pub struct DecomposeOptions {
    /// `--input-format` and `--weights`.
    pub read: ReadOptions,
    /// `--edges`: the class of every edge instead of the Dulmage–Mendelsohn decomposition.
    pub edges: bool,
    /// `--algorithm`, or `None` for the default.
    pub algorithm: Option<Algorithm>,
    /// `--format`.
    pub format: DecomposeFormat,
    /// `--stats`: how the input was solved, on standard error.
    pub stats: bool,
}

/// `bigame decompose FILE`: the Dulmage–Mendelsohn decomposition of a bipartite graph, or with
/// `--edges` the class of every edge of any graph.
pub fn decompose(
    path: &Path,
    options: DecomposeOptions,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let DecomposeOptions {
        read,
        edges,
        algorithm,
        format,
        stats,
    } = options;
    let read = super::read_args::for_decompose(read, edges)?;
    let input = read_graph_file(path, read)?;
    let colouring = sides(&input);
    let (labels, read, order) = (input.labels, input.description, input.edge_order);
    let numbering = match (input.rows, &labels) {
        (Some(rows), _) => Numbering::Matrix { rows },
        (None, Some(labels)) => Numbering::Labels(labels),
        (None, None) => Numbering::Vertices,
    };
    let graph = input.graph;
    progress::solving();
    let left = match colouring {
        TwoColouring::Sides(left) => Some(left),
        TwoColouring::OddCycle(cycle) => {
            if !edges {
                return Err(Failure::BadInput(format!(
                    "{}: the graph is not bipartite (odd cycle {}), so it has no Dulmage–Mendelsohn decomposition; --edges classifies the edges of any graph",
                    display_name(path),
                    describe_cycle(&cycle, labels.as_ref())
                )));
            }
            if let Some(algorithm) = algorithm.filter(|&a| !a.solves_general_graphs()) {
                return Err(odd_cycle_refusal(path, &cycle, algorithm, labels.as_ref()));
            }
            None
        }
    };
    // The sides are given (a matrix) or found, and a refused algorithm was answered above:
    // what solve could still refuse is a bug, reported rather than panicked on.
    let refused = |e: SolveError| Failure::from_solve(&display_name(path), e);
    if edges {
        let bipartite = left.is_some();
        let (classes, solved, work) =
            solve::edge_classes_observed(&graph, left, algorithm, &super::progress::classifying)
                .map_err(refused)?;
        print_stats(stats, Some(&read), &solved)?;
        if stats && !bipartite {
            let unit = solved.stats.unit;
            write::stats::write_edge_class_work(&mut io::stderr().lock(), &work, unit)?;
        }
        let matching_size = solved.analysis.matching().size();
        let order = order.as_ref();
        // Matrix Market graphs are bipartite: without sides `numbering` is by vertex or label.
        return match format {
            DecomposeFormat::Text => {
                decomposition::write_edge_classes(out, &graph, &classes, order, numbering)
            }
            DecomposeFormat::Json => decomposition::write_edge_classes_json(
                out,
                &graph,
                &classes,
                order,
                numbering,
                bipartite,
                matching_size,
            ),
        }
        .map_err(Failure::from);
    }
    let left = left.expect("an odd cycle without --edges was refused above");
    let (dm, solved) = solve::dulmage_mendelsohn(&graph, left, algorithm).map_err(refused)?;
    print_stats(stats, Some(&read), &solved)?;
    match format {
        DecomposeFormat::Text => decomposition::write_text(out, &dm, numbering),
        DecomposeFormat::Json => {
            decomposition::write_decomposition_json(out, &graph, &dm, numbering)
        }
    }
    .map_err(Failure::from)
}

/// With `--stats`, how `solved` was found, on standard error (the answer keeps standard
/// output to itself).
/// A graph file's `read` description (format, delimiter, header) comes first. A fallback after
/// a failed self-check is said whether or not the stats were asked for.
pub(super) fn print_stats(
    asked: bool,
    read: Option<&Description>,
    solved: &solve::Solution,
) -> Result<(), Failure> {
    if let solve::SelfCheck::Fallback { reason, algorithm } = &solved.self_check {
        super::progress::clear();
        eprintln!(
            "bigame: warning: the first answer failed its self-check ({reason}); the answer given is {algorithm}'s, which passed (please report this input)"
        );
    }
    if asked {
        // The progress line shares standard error: cleared first so the lines stand alone.
        super::progress::clear();
        let mut err = io::stderr().lock();
        if let Some(read) = read {
            write::stats::write_reading(&mut err, read)?;
        }
        write::stats::write_stats(&mut err, solved)?;
    }
    Ok(())
}

/// `bigame review FILE`: the mistakes in a NOI 2011 "Bunny and Egg" record, and with
/// `--svg OUT` the picture.
pub fn review(
    path: &Path,
    format: ReviewFormat,
    picture: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let input = read_input(path)?;
    let record = noi2011::read_record(&input)
        .map_err(|e| wrong_kind_failure(path, &input, e, BoardLook::Bunny))?;
    progress::solving();
    drop(input);
    let board = &record.board;
    let mut position =
        bunny_position(board).map_err(|e| Failure::from_solve(&display_name(path), e))?;
    // The reader has checked every move against the rules, so this cannot fail; report it
    // as bad input rather than panic if it ever does.
    let plies = review_game(&mut position, &record.moves).map_err(|e| {
        Failure::BadInput(format!(
            "{}: {}: illegal move",
            display_name(path),
            noi2011::ply_name(e.ply as u64)
        ))
    })?;
    if let Some(picture) = picture {
        let name = display_name(path);
        if write_output_file(picture, out, |mut w| {
            svg::write_review_svg(&mut w, board, &plies, &name)
        })? {
            return Ok(());
        }
    }
    match format {
        ReviewFormat::Judge => write::noi2011::write_judge(out, &plies),
        ReviewFormat::Explain => write::noi2011::write_explain(out, board, &plies),
        ReviewFormat::Json => write::noi2011::write_review_json(out, &record, &plies),
    }
    .map_err(Failure::from)
}

/// `bigame verify GRAPH CERT`: checks every claim of the certificate against the graph.
pub fn verify(
    graph_path: &Path,
    read: ReadOptions,
    cert_path: &Path,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let graph_input = read_graph_file(graph_path, read)?;
    let labels = graph_input.labels.as_ref();
    let graph = &graph_input.graph;
    let input = read_input(cert_path)?;
    if bigame::certificate::edge::is_edge_certificate(&input) {
        return super::edge::verify(graph_path, &graph_input, cert_path, &input, out);
    }
    let (cert, lines) = bigame::certificate::read::read_certificate_for(&input, labels)
        .map_err(|e| parse_failure(cert_path, e))?;
    drop(input);
    let name = |v: u32| label(labels, v).to_string();
    match certificate::verify_named(graph, &cert, &name) {
        Ok(v) => writeln!(
            out,
            "certificate verified: {}, a maximum matching of {}, {} winning and {} losing start {}",
            plural(v.vertices, "vertex", "vertices"),
            plural(v.matching_size, "edge", "edges"),
            v.wins,
            v.losses,
            if v.vertices == 1 {
                "vertex"
            } else {
                "vertices"
            }
        )
        .map_err(Failure::from),
        // The certificate of another graph is unusable input (exit status 2), not a false
        // claim about this one.
        Err(refutation) if refutation.subject == Subject::Graph => Err(Failure::BadInput(format!(
            "{}: {refutation}: the certificate was written for another graph than {}",
            display_name(cert_path),
            display_name(graph_path)
        ))),
        Err(refutation) => {
            let line = match refutation.subject {
                Subject::Whole | Subject::Graph => None,
                Subject::MatchingEdge(i) => lines.matching.get(i).copied(),
                Subject::Barrier(i) => lines.barrier.get(i).copied(),
                Subject::Vertex(v) => lines.claims.get(v as usize).copied(),
            };
            let at = line.map_or(String::new(), |l| format!("{l}:"));
            Err(Failure::Refuted(format!(
                "{}:{at} claim fails: {refutation}",
                display_name(cert_path)
            )))
        }
    }
}

/// The registered problem `name` (clap has checked it is one).
fn problem(name: &str) -> Result<&'static dyn bigame::problems::Problem, Failure> {
    bigame::problems::find(name)
        .ok_or_else(|| Failure::BadInput(format!("no problem called {name} (see bigame problems)")))
}

/// `bigame solve --problem NAME FILE`: the judge's answer. The problem's solver's cost.
pub fn solve(name: &str, path: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let problem = problem(name)?;
    let input = read_input(path)?;
    let answer = problem.solve(&input).map_err(|e| parse_failure(path, e))?;
    out.write_all(&answer).map_err(Failure::from)
}

/// `bigame validate --problem NAME FILE`: `ok`, or the first violation (exit status 1).
/// `O(input length)` plus the promises' checks.
pub fn validate(name: &str, path: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let problem = problem(name)?;
    let input = read_input(path)?;
    match problem.validate(&input) {
        Ok(()) => writeln!(out, "ok").map_err(Failure::from),
        Err(v) => Err(Failure::Refuted(format!("{}:{v}", display_name(path)))),
    }
}

/// `bigame problems`: one paragraph per problem: the name, its summary, its limits.
/// `O(number of problems)`.
pub fn problems(out: &mut impl Write) -> Result<(), Failure> {
    for p in bigame::problems::PROBLEMS {
        writeln!(
            out,
            "{}\n    {}\n    limits: {}",
            p.name(),
            p.summary(),
            p.limits()
        )?;
    }
    Ok(())
}
