//! `bigame gen`: the options of the four generators, checked, then the library generator
//! and a writer. Nothing is generated into a file until the options are valid and the
//! generator has succeeded, so a refused command never creates or touches its output file.

use super::files::write_output_file;
use super::{Failure, plural};
use bigame::generate::graph::edges_for_degree;
use bigame::generate::{
    BoardSpec, BunnySpec, Family, GenError, GeneratedGraph, GraphSpec, HoleShape, Policy,
    hard_graph, random_free_board, random_graph, random_record,
};
use bigame::read::graph_input::InputFormat;
use bigame::write::{board_text, edge_list, json_graph, matrix_market, noi2011};
use clap::{Args, Subcommand};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Which generator `bigame gen` runs.
#[derive(Subcommand, Debug)]
pub(super) enum GenCommand {
    /// A free-cell board (LOJ 6033 input: 'n m' and rows of '.' and '#'): cells blocked at
    /// random, then holes cut. O(rows cols + holes rows cols / 16).
    Board(GenBoard),
    /// A Bunny-and-Egg record (NOI 2011 input): a board and 2k legal plies with mistakes
    ///
    /// The game is played by the engine. A mistake is a move from a position where the mover
    /// wins to one where the opponent wins. Where the player to move is winning and has both
    /// winning and losing moves, it plays a winning move with probability --best percent and
    /// a losing one (a mistake) otherwise. Below 100 it also plays a losing move where every
    /// winning move would end the game (or shut it into a part of the board too small)
    /// before the record has its 2k plies. --best 100: no mistake by either player. Only the
    /// winning player can err, so mistakes alternate: first player, second, first, ...
    ///
    /// The record ends as the NOI 2011 judge promises: after the last ply the first player,
    /// to move, is stuck, so the second player has won. The game is played to its natural
    /// end and the record is its last 2k plies, on the board as it stood before them (pieces
    /// that moved earlier sit on the other colour and can never move). --open-end stops
    /// after 2k plies wherever the game stands instead (the judge never gives such input).
    ///
    /// --immovable: about this percent of the pieces can never move; a fifth more on the
    /// first player's cells and a fifth fewer on the second's (three fifths with --best
    /// 100), so that the second player has the room a long game she wins needs. Default:
    /// min(10, floor(27 (cells - 2k) / cells)): 10 up to records of 63% of the board, 6 at
    /// 75%, 3 at 87.5%, 0 from 96.3% (long records need nearly every piece movable; 0 is a
    /// full checkerboard, where mistakes are rare).
    ///
    /// --policy picks among the moves of the kind played: 'tour' (the larger part of the
    /// unvisited board first, then the fewest onward moves, random ties: long records) or
    /// 'random' (uniform: short records only).
    ///
    /// A game that ends too early, or the wrong way, is taken back a few plies and played on
    /// with new draws; after 24 plies per ply asked (and 2 per cell) a new board is drawn,
    /// up to 8 times; then the command fails (exit 2) naming the longest game reached. It
    /// never writes a shorter record, nor one that ends otherwise.
    ///
    /// Cost: O(rows cols) per board, then per ply up to 5 augmenting searches and a search
    /// of the nearby unvisited cells (a few cells typically, O(rows cols) worst case); a
    /// 40x40 board with k = 500 or 700 takes about 20 ms, 100x100 with k = 3000 about 1 s.
    #[command(verbatim_doc_comment)]
    Bunny(GenBunny),
    /// A random graph, general or bipartite, with m edges or average degree d
    ///
    /// A simple graph: m distinct pairs, uniform among all sets of m pairs, no self-loops.
    /// --multi draws every edge independently instead, so pairs may repeat (parallel
    /// edges). Without --multi, m is at most n (n - 1) / 2, or L R for a bipartite graph.
    /// Written as an edge list (default), DIMACS, Matrix Market (bipartite graphs only: rows
    /// are the left side, vertices 1..L, columns the right side), JSON, GraphML or pairs,
    /// picked by --format or the --output name (.txt .el .edges, .dimacs .col, .mtx, .json,
    /// .graphml); gzip-compressed with --gzip or an --output name ending in .gz. Vertex ids
    /// are 1-based; a bipartite graph has the left side first. Pairs leave isolated vertices
    /// out, as nx.write_edgelist does, and say how many on standard error.
    ///
    /// Cost: O(n + m log m) when m is at most half the possible pairs, else O(n + pairs) (the
    /// pairs left out are drawn instead, so even a complete graph is quick); --multi:
    /// O(n + m).
    #[command(verbatim_doc_comment)]
    Graph(GenGraph),
    /// A batch of tests for a contest problem: DIR/N.in and DIR/N.ans for N from 1
    ///
    /// Every input is checked by the problem's validator (bigame validate) and every answer
    /// is the solver's (bigame solve). The mix is the problem's own: the first quarter tiny
    /// (a few vertices or cells), then random tests growing to the statement's limits, then
    /// tests at the limits, then adversarial ones (the hard families of bigame gen hard,
    /// serpentine boards, long paths and deep trees) where the limits allow them. The same
    /// problem, count and seed give the same bytes; each test is drawn from its own stream
    /// (from the seed and its number), so no test depends on what the ones before it drew.
    /// One line per test on standard output: its files, its kind, its size. DIR is created
    /// if needed. A folder that already holds tests (numbered files N.in, N.ans, N.out) is
    /// refused, so that no old test outlives the new --count; --force removes them first.
    ///
    /// Example: bigame gen batch --problem planinarenje --count 20 --out-dir tests --seed 1
    #[command(verbatim_doc_comment)]
    Batch(GenBatch),
    /// A hard instance for maximum matching or for the edge game
    ///
    /// A graph built to make some algorithm do far more work than on a random graph of its
    /// size: the matching algorithms, or (hypercube, free-board, dense-pairs) the GF(2)
    /// elimination of analyze --game edge.
    ///
    /// --size is about the number of edges: doubling it about doubles the edges. The seed
    /// matters for rope, fuzz, trap, maze-chords, maze-rungs, cube and dense-pairs (their random parts)
    /// and for --relabel. Families:
    ///   hell           groups s1..s4 of n vertices, n = sqrt(size/2); edges s1[i]-s2[i]
    ///                  first, then all of s1 x s3 and s2 x s4. Fools a greedy start that
    ///                  follows the edge order; then one BFS tree holds everything.
    ///   hell-triangle  the hell graph plus a triangle: a general graph (blossom).
    ///   hilo           Goldberg-Cherkassky hilo: pieces of 100 x 100, each x joined to the
    ///                  10 y's up to its index in its own piece and the next; long paths.
    ///   rope           Stolfi's rope: layers of 100, a perfect matching between layers
    ///                  0-1, 2-3, ... and 3 random decoys per vertex between 1-2, 3-4, ...
    ///   fuzz           a band graph (width 7) with pendant leaves that a perfect
    ///                  matching must use.
    ///   ladder         layers of 2 vertices, consecutive layers completely joined
    ///                  (scipy issue 26147): exponential for DFS without dead-end marks.
    ///   leda           LEDA's worst case for Edmonds: a clique of about size/2 edges with
    ///                  a hub, and chains of length 8, 10, 12, ... all joined to the hub
    ///                  (general graph).
    ///   triangles      chains of triangles (general graph).
    ///   corridor       a grid corridor with free vertices stacked along it: one
    ///                  augmenting path per BFS pass or Hopcroft-Karp phase.
    ///   trap           the hell trap in any vertex and edge order: dense groups, random
    ///                  ids, shuffled edges.
    ///   maze           a grid that depth-first searches snake through whole in both scan
    ///                  directions: one augmenting path per DFS phase.
    ///   maze-chords    the maze plus size/10000 chords inside its sides (general graph):
    ///                  long augmenting paths for blossom searches from a greedy start.
    ///   maze-rungs     the maze plus size/20000 pairs of chords x(a)-x(b), y(a)-y(b) that
    ///                  close 4-cycles with the pairs' edges (general graph): fools a
    ///                  colouring that trusts 4-cycles.
    ///   cube           a 3-d grid of side (size/2.43)^(1/3) with a tenth of its cells
    ///                  removed: BFS passes find a trickle of its long augmenting paths.
    ///   hypercube      Q_d with d 2^(d-1) edges nearest size: no band for the elimination;
    ///                  in the edge game every vertex wins for odd d, loses for even d.
    ///   free-board     the full a x a rook board as a graph, 2a(a-1) edges nearest size:
    ///                  the edge game's biggest board for its size, nearly full rank.
    ///   dense-pairs    k = sqrt(size) vertices a side, each pair joined once (1/2) or
    ///                  twice (1/4): a random GF(2) matrix, and parallel pairs that cancel
    ///                  modulo 2 but stay in the edge game.
    ///
    /// Bipartite families (all but hell-triangle, leda, triangles, maze-chords and
    /// maze-rungs) have their left side first; Matrix Market output (rows: the left side, columns: the right side) is only
    /// for them. Every vertex lists its neighbours in the construction's order, which the
    /// traps rely on; --relabel permutes the vertex ids at random (within each side) and
    /// shuffles the edges: the same graph without that order.
    ///
    /// Output: an edge list (default), DIMACS, Matrix Market or JSON, picked by --format or
    /// the --output name as for bigame gen graph. Cost: O(V + E).
    #[command(verbatim_doc_comment)]
    Hard(GenHard),
}

/// Options every generator has.
#[derive(Args, Debug)]
pub(super) struct GenCommon {
    /// The seed: the same options and seed give byte-identical output on every platform.
    #[arg(long)]
    seed: u64,
    /// Write to FILE instead of standard output ('-': standard output).
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// Compress the output with gzip (implied by an --output name ending in .gz).
    #[arg(long)]
    gzip: bool,
}

/// `bigame gen batch`.
#[derive(Args, Debug)]
pub(super) struct GenBatch {
    /// The problem (see bigame problems).
    #[arg(long, value_parser = super::problem_names())]
    problem: String,
    /// How many tests (1 to 10000).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10000))]
    count: u32,
    /// The folder to write the tests into.
    #[arg(long, value_name = "DIR")]
    out_dir: PathBuf,
    /// The seed: the same problem, count and seed give byte-identical tests.
    #[arg(long)]
    seed: u64,
    /// Write into a folder that already holds tests (numbered files N.in, N.ans, N.out),
    /// removing them first; without it such a folder is refused.
    #[arg(long)]
    force: bool,
}

/// `bigame gen board`.
#[derive(Args, Debug)]
pub(super) struct GenBoard {
    /// Rows.
    #[arg(long)]
    rows: u32,
    /// Columns.
    #[arg(long)]
    cols: u32,
    /// Each cell is blocked with this probability, in percent (0 to 100).
    #[arg(long, default_value_t = 0, value_name = "PERCENT")]
    blocked: u32,
    /// Cut N holes (at most 10000): rectangles of up to a quarter of the rows by a quarter of the columns, or
    /// blobs of up to as many cells (--hole-shape).
    #[arg(long, default_value_t = 0, value_name = "N")]
    holes: u32,
    /// The holes' shape.
    #[arg(long, value_enum, default_value_t = HoleShape::Rect)]
    hole_shape: HoleShape,
    #[command(flatten)]
    common: GenCommon,
}

/// `bigame gen bunny`.
#[derive(Args, Debug)]
pub(super) struct GenBunny {
    /// Rows.
    #[arg(long)]
    rows: u32,
    /// Columns.
    #[arg(long)]
    cols: u32,
    /// k: moves per player; the record has 2k plies.
    #[arg(long, short = 'k', value_name = "K")]
    moves_per_player: u32,
    /// About this percent of the pieces can never move (0: a full checkerboard); default:
    /// 10, less for long records (see above).
    #[arg(long, value_name = "PERCENT")]
    immovable: Option<u32>,
    /// Where a winning player has both winning and losing moves: the percent of those
    /// choices that are winning moves (100: no mistakes; 0: a mistake whenever possible).
    #[arg(long, default_value_t = 50, value_name = "PERCENT")]
    best: u32,
    /// How a move is picked among those of the kind played.
    #[arg(long, value_enum, default_value_t = Policy::Tour)]
    policy: Policy,
    /// Stop after 2k plies wherever the game stands, instead of with the first player stuck
    /// as the judge promises.
    #[arg(long)]
    open_end: bool,
    /// The judge's ending: now the default, accepted so that old scripts still run.
    #[arg(long, hide = true, conflicts_with = "open_end")]
    second_wins: bool,
    #[command(flatten)]
    common: GenCommon,
}

/// `bigame gen graph`.
#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("size").required(true).args(["edges", "degree"]))]
pub(super) struct GenGraph {
    /// Number of vertices (for a bipartite graph, optional when --left and --right are sizes),
    /// at most 67108864 (2^26), the most every graph reader and the Python package accept.
    #[arg(long, short = 'n', value_name = "N")]
    vertices: Option<u64>,
    /// Number of edges.
    #[arg(long, short = 'm', value_name = "M")]
    edges: Option<u64>,
    /// Average degree instead: m = round(n d / 2).
    #[arg(long, short = 'd', value_name = "D", allow_negative_numbers = true)]
    degree: Option<f64>,
    /// Every edge joins the left side (vertices 1..L) to the right side.
    #[arg(long)]
    bipartite: bool,
    /// The left side of a bipartite graph: a size L, or a share 'P%' of the vertices
    /// (rounded); default: half, rounded up (or N minus --right).
    #[arg(long, value_name = "L|P%", requires = "bipartite")]
    left: Option<String>,
    /// The right side of a bipartite graph (a size).
    #[arg(long, value_name = "R", requires = "bipartite")]
    right: Option<u32>,
    /// Allow parallel edges: every edge drawn independently, pairs may repeat.
    #[arg(long)]
    multi: bool,
    /// No parallel edges: now the default, accepted so that old scripts still run.
    #[arg(long, hide = true, conflicts_with = "multi")]
    simple: bool,
    /// Output format; default: from the --output name, else edge-list.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<InputFormat>,
    #[command(flatten)]
    common: GenCommon,
}

/// `bigame gen hard`.
#[derive(Args, Debug)]
pub(super) struct GenHard {
    /// The family.
    #[arg(value_enum, hide_possible_values = true)]
    family: Family,
    /// About the number of edges (1 to 67108864); doubling it about doubles the edges.
    #[arg(long, short = 's', value_name = "N")]
    size: u64,
    /// Permute the vertex ids at random (within each side) and shuffle the edges.
    #[arg(long)]
    relabel: bool,
    /// Output format: edge-list, dimacs, matrix-market (bipartite families only), json,
    /// graphml or pairs (isolated vertices left out, said on standard error);
    /// default: from the --output name, else edge-list.
    #[arg(long, value_enum, value_name = "FORMAT", hide_possible_values = true)]
    format: Option<InputFormat>,
    #[command(flatten)]
    common: GenCommon,
}

fn bad(e: GenError) -> Failure {
    Failure::BadInput(e.to_string())
}

/// Runs `bigame gen ...`.
pub(super) fn run(command: GenCommand, out: &mut impl Write) -> Result<(), Failure> {
    match command {
        GenCommand::Board(o) => {
            let spec = BoardSpec {
                rows: o.rows,
                cols: o.cols,
                blocked_percent: o.blocked,
                holes: o.holes,
                hole_shape: o.hole_shape,
            };
            let board = random_free_board(&spec, o.common.seed).map_err(bad)?;
            emit(&o.common, out, |mut w| {
                board_text::write_board(&mut w, &board)
            })
        }
        GenCommand::Bunny(o) => {
            let defaults = BunnySpec::new(o.rows, o.cols, o.moves_per_player);
            let spec = BunnySpec {
                immovable_percent: o.immovable.unwrap_or(defaults.immovable_percent),
                best_percent: o.best,
                policy: o.policy,
                open_end: o.open_end,
                ..defaults
            };
            // `--second-wins` asks for the default ending; clap refuses it with --open-end.
            let _ = o.second_wins;
            let record = random_record(&spec, o.common.seed).map_err(bad)?;
            emit(&o.common, out, |mut w| {
                noi2011::write_record(&mut w, &record)
            })
        }
        GenCommand::Graph(o) => graph(o, out),
        GenCommand::Batch(o) => batch(o, out),
        GenCommand::Hard(o) => hard(o, out),
    }
}

/// `bigame gen batch`: each test drawn, validated, solved and written in turn (so that a
/// batch of large tests never sits in memory at once), one line each on `out`.
fn batch(o: GenBatch, out: &mut impl Write) -> Result<(), Failure> {
    let problem = bigame::problems::find(&o.problem).expect("clap checked the name");
    let dir = &o.out_dir;
    let old_tests =
        numbered_files(dir).map_err(|e| Failure::OutputFile(dir.display().to_string(), e))?;
    if let Some(first) = old_tests.first() {
        if !o.force {
            return Err(Failure::BadInput(format!(
                "{} already holds tests ({}, {}): --force replaces them",
                dir.display(),
                first.display(),
                plural(old_tests.len(), "numbered file", "numbered files")
            )));
        }
        for path in &old_tests {
            std::fs::remove_file(path)
                .map_err(|e| Failure::OutputFile(path.display().to_string(), e))?;
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| Failure::OutputFile(dir.display().to_string(), e))?;
    let count = o.count as usize;
    for index in 0..count {
        let test = bigame::problems::batch::test(problem, index, count, o.seed)
            .map_err(Failure::BadInput)?;
        for (extension, bytes) in [("in", &test.input), ("ans", &test.answer)] {
            let path = dir.join(format!("{}.{extension}", index + 1));
            std::fs::write(&path, bytes)
                .map_err(|e| Failure::OutputFile(path.display().to_string(), e))?;
        }
        writeln!(
            out,
            "{0}.in {0}.ans  {1}, {2}",
            index + 1,
            test.shape.describe(),
            plural(test.input.len(), "byte", "bytes")
        )?;
    }
    Ok(())
}

/// The tests already in `dir`: its files `N.in`, `N.ans` and `N.out` (`N` a number), so
/// that a new batch never leaves old tests past its count; none if `dir` does not exist.
/// `O(files in dir)`.
fn numbered_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry?.path();
        let test = path
            .extension()
            .is_some_and(|e| e == "in" || e == "ans" || e == "out")
            && path
                .file_stem()
                .and_then(|s| s.to_str())
                .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
        if test && path.is_file() {
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

/// The output format of a generated graph: `--format`, else from the `--output` name, else an
/// edge list.
fn graph_format(format: Option<InputFormat>, common: &GenCommon) -> InputFormat {
    let name = common
        .output
        .as_deref()
        .filter(|p| p.as_os_str() != "-")
        .map(|p| p.to_string_lossy().into_owned());
    format
        .or_else(|| name.as_deref().and_then(InputFormat::from_name))
        .unwrap_or(InputFormat::EdgeList)
}

/// Writes a generated graph in `format` (Matrix Market: bipartite graphs only, checked before).
fn emit_graph(
    common: &GenCommon,
    out: &mut impl Write,
    generated: &GeneratedGraph,
    format: InputFormat,
) -> Result<(), Failure> {
    let g = &generated.graph;
    let mut left_out = 0;
    emit(common, out, |mut w| match format {
        InputFormat::EdgeList => edge_list::write_edge_list(&mut w, g),
        InputFormat::Dimacs => bigame::write::dimacs::write_dimacs(&mut w, g),
        InputFormat::MatrixMarket => {
            let sides = generated.sides().expect("bipartite");
            matrix_market::write_matrix_market(&mut w, g, &sides)
        }
        InputFormat::Json => json_graph::write_json_graph(&mut w, g),
        InputFormat::Pairs => {
            left_out = bigame::write::pairs::write_pairs_leaving_isolated_out(&mut w, g, None)?;
            Ok(())
        }
        InputFormat::Graphml => bigame::write::graphml::write_graphml(&mut w, g, None),
    })?;
    if left_out > 0 {
        // As nx.write_edgelist does; said, since a reader then sees fewer vertices.
        eprintln!(
            "bigame: {} left out of the pairs (a line per edge cannot hold a vertex without \
             one); --format edge-list, dimacs, json or graphml keeps them",
            plural(left_out, "isolated vertex", "isolated vertices")
        );
    }
    Ok(())
}

/// `bigame gen hard`: checks the format against the family, generates, writes.
fn hard(o: GenHard, out: &mut impl Write) -> Result<(), Failure> {
    let format = graph_format(o.format, &o.common);
    if format == InputFormat::MatrixMarket && !o.family.is_bipartite() {
        return Err(Failure::BadInput(format!(
            "{} is a general graph (it has odd cycles), and Matrix Market files hold bipartite graphs (rows and columns are the two sides): choose --format edge-list, dimacs or json",
            o.family
        )));
    }
    let generated = hard_graph(o.family, o.size, o.common.seed, o.relabel).map_err(bad)?;
    emit_graph(&o.common, out, &generated, format)
}

/// `bigame gen graph`: resolves the sides and the edge count, checks the format, generates.
fn graph(o: GenGraph, out: &mut impl Write) -> Result<(), Failure> {
    let usage = |m: String| Err(Failure::BadInput(m));
    // The one vertex limit, said whatever the number asked for (even beyond 32 bits).
    let max = bigame::graph::MAX_VERTICES;
    let asked = match o.vertices {
        Some(n) if n > max => {
            return usage(format!(
                "{n} vertices is too many (at most {max}, what the graph readers accept)"
            ));
        }
        n => n.map(|n| n as u32),
    };
    let (vertices, left) = if o.bipartite {
        let left = match o.left.as_deref() {
            None => None,
            Some(text) => Some(parse_left(text, asked)?),
        };
        match (left, o.right, asked) {
            (Some(l), Some(r), n) => {
                let total = l as u64 + r as u64;
                if n.is_some_and(|n| n as u64 != total) {
                    return usage(format!(
                        "--left {l} and --right {r} make {}, not the {} of --vertices",
                        plural(total, "vertex", "vertices"),
                        n.unwrap_or_default()
                    ));
                }
                if total > bigame::graph::MAX_VERTICES {
                    return usage(format!(
                        "--left {l} and --right {r} make {total} vertices, too many (at most {}, \
                         what the graph readers accept)",
                        bigame::graph::MAX_VERTICES
                    ));
                }
                (total as u32, l)
            }
            (_, _, None) => {
                return usage("give --vertices N, or both --left and --right as sizes".to_string());
            }
            (Some(l), None, Some(n)) => (n, l),
            (None, Some(r), Some(n)) => {
                if r > n {
                    return usage(format!(
                        "--right {r} is more than the {n} vertices of --vertices"
                    ));
                }
                (n, n - r)
            }
            (None, None, Some(n)) => (n, n.div_ceil(2)),
        }
    } else {
        let Some(n) = asked else {
            return usage("give the number of vertices with --vertices N".to_string());
        };
        (n, 0)
    };
    let edges = match (o.edges, o.degree) {
        (Some(m), _) => m,
        (None, Some(d)) => edges_for_degree(vertices, d).map_err(bad)?,
        (None, None) => unreachable!("clap requires --edges or --degree"),
    };
    let format = graph_format(o.format, &o.common);
    if format == InputFormat::MatrixMarket && !o.bipartite {
        return usage(
            "Matrix Market files hold bipartite graphs (rows and columns are the two sides): add --bipartite, or choose another --format".to_string(),
        );
    }
    let mut spec = GraphSpec::general(vertices, edges);
    if o.bipartite {
        spec.left = Some(left);
    }
    // `--simple` asks for the default; clap refuses it with --multi.
    let _ = o.simple;
    spec.simple = !o.multi;
    let generated = random_graph(&spec, o.common.seed).map_err(|e| match e {
        GenError::TooManyEdges { what } => {
            Failure::BadInput(format!("{what}; add --multi to allow parallel edges"))
        }
        e => bad(e),
    })?;
    emit_graph(&o.common, out, &generated, format)
}

/// `--left L` or `--left P%` (a share of `vertices`, rounded to the nearest size).
fn parse_left(text: &str, vertices: Option<u32>) -> Result<u32, Failure> {
    let usage = |m: String| Err(Failure::BadInput(m));
    if let Some(percent) = text.strip_suffix('%') {
        let Ok(p) = percent.parse::<u32>() else {
            return usage(format!(
                "--left {text}: expected a size L or a percentage P% (P a whole number)"
            ));
        };
        if p > 100 {
            return usage(format!("--left {text}: a percentage is at most 100%"));
        }
        let Some(n) = vertices else {
            return usage(format!("--left {text} needs --vertices N"));
        };
        return Ok(((n as u64 * p as u64 + 50) / 100) as u32);
    }
    text.parse::<u32>().or_else(|_| {
        usage(format!(
            "--left {text}: expected a size L or a percentage P%"
        ))
    })
}

/// Writes through `write` to the output (`--output`, or standard output), gzip-compressed
/// with `--gzip` or a `.gz` name.
fn emit(
    common: &GenCommon,
    out: &mut impl Write,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), Failure> {
    let path = common.output.as_deref().unwrap_or(Path::new("-"));
    let gzip = common.gzip || path.to_string_lossy().to_ascii_lowercase().ends_with(".gz");
    write_output_file(path, out, |w| {
        if gzip {
            // Fixed header (no name, time 0, OS "unknown") and level: the same bytes everywhere.
            let mut encoder = flate2::write::GzEncoder::new(w, flate2::Compression::default());
            write(&mut encoder)?;
            encoder.finish().map(|_| ())
        } else {
            write(w)
        }
    })
    .map(|_| ())
}
