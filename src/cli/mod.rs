//! Command-line parsing and the commands. Each command reads its whole input, runs the
//! library, and only then writes the answer, so bad input never produces partial output.

mod commands;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::{self, Write};
use std::path::PathBuf;

use bigame::board::Moves;
use bigame::matching::Algorithm;

/// Exit status for bad input or usage errors.
const EXIT_BAD_INPUT: i32 = 2;

/// Solves two-player token games on graphs by maximum matching.
///
/// A token sits on a vertex; players alternately move it to an unvisited neighbour; who cannot
/// move loses. The player to move wins exactly when the token's vertex is in every maximum
/// matching.
#[derive(Parser, Debug)]
#[command(name = "bigame", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve a free-cell board (LOJ 6033 / JSOI 2009): where does the player who places the
    /// token (the other player moves first) win?
    ///
    /// Input: `n m`, then n rows of `.` (free) and `#` (blocked).
    ///
    /// The token moves like a rook by one step (to a side neighbour) unless `--moves` says
    /// otherwise: `king` adds the diagonals (the board is then no longer bipartite and is
    /// solved by the blossom algorithm), `knight` jumps.
    Board {
        /// The board file, or `-` for standard input.
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = BoardFormat::Loj6033)]
        format: BoardFormat,
        /// How the token moves.
        #[arg(long, value_enum, default_value_t = Moves::Rook)]
        moves: Moves,
        /// Maximum-matching algorithm; default: ms-bfs for rook and knight moves, blossom for
        /// king moves (which only blossom can solve).
        #[arg(long, value_enum)]
        algorithm: Option<Algorithm>,
    },
    /// Solve every start vertex of a graph given as an edge list (odd cycles allowed).
    ///
    /// Input: `n m`, then m lines `u v` (1-based vertex ids; parallel edges allowed, no
    /// self-loops).
    ///
    /// The graph is two-coloured first: a bipartite graph is solved by a bipartite matching
    /// algorithm (ms-bfs unless --algorithm says otherwise), any other by Edmonds' blossom
    /// algorithm and the Gallai–Edmonds decomposition.
    ///
    /// Output (default, `--format text`): one line per vertex, `v win` or `v lose`, the
    /// verdict for the player to move with the token on v; with `--start V`, the one line
    /// `V win W` (W a winning move) or `V lose`.
    ///
    /// `--decomposition`: instead, the Gallai–Edmonds part of each vertex: `v D c` (v is
    /// missed by some maximum matching, so the mover loses there; c numbers the components
    /// of the subgraph induced by D, all odd), `v A` (a neighbour of D outside D) or `v C`
    /// (the rest). The mover wins exactly on A and C.
    ///
    /// `--format json`: one JSON object:
    /// {"vertices": n, "edges": m, "bipartite": bool, "algorithm": name,
    ///  "matching_size": size of a maximum matching,
    ///  "decomposition": {"D": count, "A": count, "C": count, "components": count,
    ///                    "deficiency": vertices left unmatched} (only with --decomposition),
    ///  "verdicts": [{"vertex": v, "wins": bool, "move": a winning move or null,
    ///                "part": "D" | "A" | "C", "component": c or null
    ///                (part and component only with --decomposition)}]}
    /// (all vertex ids 1-based; with --start, only that vertex's verdict).
    #[command(verbatim_doc_comment)]
    Analyze {
        /// The graph file, or `-` for standard input.
        file: PathBuf,
        /// Answer for this vertex only (1-based).
        #[arg(long, value_name = "V")]
        start: Option<u64>,
        /// Maximum-matching algorithm; default: ms-bfs for bipartite graphs, blossom for the
        /// others (which only blossom can solve).
        #[arg(long, value_enum)]
        algorithm: Option<Algorithm>,
        /// Print the Gallai–Edmonds decomposition (D / A / C) of each vertex.
        #[arg(long)]
        decomposition: bool,
        /// Output format.
        #[arg(long, value_enum, default_value_t = AnalyzeFormat::Text)]
        format: AnalyzeFormat,
    },
    /// Dulmage–Mendelsohn decomposition of a bipartite graph, or the class of every edge.
    ///
    /// The decomposition is MATLAB's dmperm; the class of an edge says whether it is in every,
    /// some or no maximum matching (any graph, with --edges).
    ///
    /// Input: an edge list, as for `analyze`: `n m`, then m lines `u v` (1-based vertex ids;
    /// parallel edges allowed, no self-loops).
    ///
    /// The graph is two-coloured: rows are the left vertices (in each connected component the
    /// smallest id is on the left, so an isolated vertex is a row), columns the right ones; a
    /// graph with an odd cycle has no decomposition and is refused (with the cycle), except
    /// with --edges.
    ///
    /// Output (default, `--format text`), vertex ids 1-based:
    ///   rows R columns C matching K blocks B
    ///   coarse horizontal rows R1 columns C1
    ///   coarse square rows R2 columns C2 blocks B2
    ///   coarse vertical rows R3 columns C3
    ///   block 1 horizontal rows IDS columns IDS
    ///   block 2 square rows IDS columns IDS
    ///   ...
    /// The horizontal part is everything reached by an alternating path from a column a
    /// maximum matching leaves free (more columns than rows), the vertical part the same from
    /// the free rows, the square part the rest (perfectly matched). The blocks are the
    /// horizontal part, the fine blocks of the square part (strongly connected), then the
    /// vertical part, in block upper triangular order: no edge joins a row of a block to a
    /// column of an earlier block. Within a block the columns are in increasing order (free
    /// columns first) and row k is matched to matched column k (free rows last).
    ///
    /// `--format json`: one JSON object:
    /// {"vertices": n, "edges": m, "rows": R, "columns": C, "matching_size": K,
    ///  "coarse": {"horizontal": {"rows": R1, "columns": C1},
    ///             "square": {"rows": R2, "columns": C2, "blocks": B2},
    ///             "vertical": {"rows": R3, "columns": C3}},
    ///  "blocks": [{"part": "horizontal" | "square" | "vertical",
    ///              "rows": [vertex ids], "columns": [vertex ids]}],
    ///  "dmperm": {"p": [row vertex ids], "q": [column vertex ids], "r": [...], "s": [...],
    ///             "cc": [5 positions], "rr": [5 positions]}}
    /// dmperm follows MATLAB's [p,q,r,s,cc,rr] = dmperm(A) with 1-based positions: block k
    /// is rows p(r(k):r(k+1)-1) and columns q(s(k):s(k+1)-1); columns q(cc(1):cc(2)-1) are
    /// unmatched, q(cc(2):cc(3)-1) the rest of the horizontal part, q(cc(3):cc(4)-1) the square
    /// part, q(cc(4):cc(5)-1) the vertical part; rows p(rr(1):rr(2)-1) the horizontal part,
    /// p(rr(2):rr(3)-1) the square part, p(rr(3):rr(4)-1) the matched rows of the vertical
    /// part, p(rr(4):rr(5)-1) the unmatched rows. (p and q hold vertex ids, not row numbers.)
    ///
    /// `--edges` (any graph): one line per edge, `u v every|some|none` (u < v, in order of u;
    /// parallel edges once per copy): the edge is in every maximum matching, in some but not
    /// all, or in none. Bipartite graphs: O(V + E) after the matching; others: Gallai–Edmonds
    /// plus one blossom search per vertex of the non-bipartite components of its perfectly
    /// matchable part, O(V E) worst case (minutes from about 10^5 such vertices).
    /// With `--format json`:
    /// {"vertices": n, "edges": m, "bipartite": bool, "matching_size": K,
    ///  "counts": {"every": a, "some": b, "none": c},
    ///  "classes": [{"u": u, "v": v, "class": "every" | "some" | "none"}]}
    #[command(verbatim_doc_comment)]
    Decompose {
        /// The graph file, or `-` for standard input.
        file: PathBuf,
        /// Classify every edge (in every, some or no maximum matching) instead; any graph.
        #[arg(long)]
        edges: bool,
        /// Maximum-matching algorithm; default: ms-bfs for bipartite graphs, blossom for the
        /// others (only with --edges, and only blossom can solve them).
        #[arg(long, value_enum)]
        algorithm: Option<Algorithm>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = DecomposeFormat::Text)]
        format: DecomposeFormat,
    },
    /// Review a NOI 2011 "Bunny and Egg" game record: which moves were mistakes?
    ///
    /// Input: `n m`, n rows of `X` (black piece), `O` (white piece) and exactly one `.` (the
    /// empty cell), `k`, then 2k lines `x y`: the 1-based cell whose piece slides into the
    /// empty cell. Odd lines are the first player's (moves `O`), even lines the second
    /// player's (moves `X`). Every move is checked; a record may end in any position.
    ///
    /// A move is a mistake if its player was winning before it and the opponent is winning
    /// after it.
    ///
    /// Output (default, `--format judge`): the number of the first player's mistakes, then
    /// their move numbers (the first player's i-th move is move i), one per line.
    ///
    /// `--explain`: a table, one row per ply: ply, player, cell moved, winning before?,
    /// mistake?, and for a mistake a winning move available instead; then each player's
    /// mistakes.
    ///
    /// `--format json`: one JSON object:
    /// {"rows": n, "cols": m, "moves_per_player": k,
    ///  "first_player_mistakes": [move numbers], "second_player_mistakes": [move numbers],
    ///  "plies": [{"ply": 1-based ply, "player": "first" | "second", "move": the player's
    ///  move number, "cell": [x, y], "winning_before": bool, "opponent_winning_after": bool,
    ///  "mistake": bool, "instead": [x, y] or null (a winning move, for mistakes)}]}
    #[command(verbatim_doc_comment)]
    Review {
        /// The record file, or `-` for standard input.
        file: PathBuf,
        /// Print a readable table of every ply instead of the judge's answer.
        #[arg(long, conflicts_with = "format")]
        explain: bool,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReviewFormat::Judge)]
        format: ReviewFormat,
    },
}

/// How `bigame analyze` prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum AnalyzeFormat {
    /// One line per vertex (see `bigame analyze --help`).
    Text,
    /// One JSON object (schema in `bigame analyze --help`).
    Json,
}

/// How `bigame decompose` prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DecomposeFormat {
    /// Lines of text (see `bigame decompose --help`).
    Text,
    /// One JSON object (schema in `bigame decompose --help`).
    Json,
}

/// How `bigame review` prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ReviewFormat {
    /// The judge's answer: the first player's mistake count, then their move numbers.
    Judge,
    /// One JSON object with every ply (schema in `bigame review --help`).
    Json,
}

/// How `bigame board` prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum BoardFormat {
    /// The number of cells where the placer wins, then those cells `i j`, one per line.
    Loj6033,
    /// `LOSE` if the placer wins nowhere, else `WIN` and the cells `i j`; any visible ASCII
    /// character other than `#` is a free cell.
    Jsoi2009,
    /// The board redrawn (`*` where the placer wins) and a one-line summary.
    Pretty,
}

/// Why a command failed.
#[derive(Debug)]
enum Failure {
    /// Bad input or usage: one line on stderr, exit status 2, nothing on stdout (every input
    /// check happens before the first byte of the answer is written).
    BadInput(String),
    /// Writing the answer failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// Runs the command line and returns the process exit status.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { EXIT_BAD_INPUT } else { 0 };
        }
    };
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let result = match cli.command {
        Command::Board {
            file,
            format,
            moves,
            algorithm,
        } => commands::board(&file, format, moves, algorithm, &mut out),
        Command::Analyze {
            file,
            start,
            algorithm,
            decomposition,
            format,
        } => commands::analyze(
            &file,
            commands::AnalyzeOptions {
                start,
                algorithm,
                decomposition,
                format,
            },
            &mut out,
        ),
        Command::Decompose {
            file,
            edges,
            algorithm,
            format,
        } => commands::decompose(&file, edges, algorithm, format, &mut out),
        Command::Review {
            file,
            explain,
            format,
        } => commands::review(&file, explain, format, &mut out),
    }
    .and_then(|()| out.flush().map_err(Failure::from));
    match result {
        Ok(()) => 0,
        Err(Failure::BadInput(message)) => {
            eprintln!("bigame: {message}");
            EXIT_BAD_INPUT
        }
        // A closed pipe (`bigame ... | head`) is not an error.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(Failure::Output(e)) => {
            eprintln!("bigame: cannot write the answer: {e}");
            1
        }
    }
}
