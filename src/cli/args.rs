//! The command line's grammar: every command, option and value with its help text (clap's
//! derive). [`run`](super::run) turns a parsed [`Cli`] into a command's call.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

use super::{generate, shell};

mod choices;
mod matching;
mod sum;
pub(super) use choices::{
    AnalyzeFormat, BoardFormat, ColourChoice, DecomposeFormat, GameRule, PlayKind, PlaySide,
    ReviewFormat,
};
pub(super) use matching::{MatchArgs, MatchFormat};
pub(super) use sum::{SumArgs, SumFormat};

use bigame::board::Moves;
use bigame::matching::Algorithm;

pub(super) use super::read_args::GraphRead;

/// Solves two-player token games on graphs by maximum matching.
///
/// A token sits on a vertex; players alternately move it to an unvisited neighbour; who cannot
/// move loses. The player to move wins exactly when the token's vertex is in every maximum
/// matching.
#[derive(Parser, Debug)]
#[command(name = "bigame", version, about, long_about)]
pub(super) struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

#[derive(Subcommand, Debug)]
pub(super) enum Command {
    /// Solve a free-cell board (LOJ 6033 / JSOI 2009): where does the player who places the
    /// token (the other player moves first) win?
    ///
    /// Input: 'n m', then n rows of '.' (free) and '#' (blocked).
    ///
    /// The token moves like a rook by one step (to a side neighbour) unless --moves says
    /// otherwise: 'king' adds the diagonals (the board is then no longer bipartite and is
    /// solved by the blossom algorithm), 'knight' jumps.
    Board {
        /// The board file, or '-' for standard input.
        file: PathBuf,
        /// Output format; default: pretty on a terminal, loj6033 otherwise.
        #[arg(long, value_enum)]
        format: Option<BoardFormat>,
        /// How the token moves.
        #[arg(long, value_enum, default_value_t = Moves::Rook)]
        moves: Moves,
        /// The rules: 'vertex' (the token never comes back to a cell) or 'edge' (the token may
        /// come back, but never crosses the same passage twice between two cells; solved by
        /// linear algebra over GF(2), and with king moves by exhaustive search up to 24
        /// passages).
        #[arg(long, value_enum, default_value_t = GameRule::Vertex)]
        game: GameRule,
        /// Maximum-matching algorithm; default: ms-bfs for rook and knight moves, blossom for
        /// king moves (which only blossom can solve).
        #[arg(long, value_enum)]
        algorithm: Option<Algorithm>,
        /// Also draw the board as an SVG picture into OUT (cells where the placer wins in
        /// orange, where the mover wins in blue, blocked cells dark); '-' prints the picture on
        /// standard output instead of the answer.
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
        /// Also print on standard error how the input was solved, one 'key: value' line
        /// each: renumbered, bipartite, start, algorithm, the algorithm's passes, phases and
        /// trials, parallel_copies (set aside before solving), self_check (ok, or fallback
        /// when a proven algorithm replaced an answer that failed its check), each stage's
        /// work over V + 2E (the size of one look at the whole graph), and work_units, the
        /// whole run's. The answer on standard output is unchanged.
        #[arg(long)]
        stats: bool,
        /// Give each free cell's Grundy value (nim-value) instead, which decides sums of games
        /// (several tokens, one moved a turn: the mover wins iff the values' XOR is not 0):
        /// text 'i j g' lines after the number of free cells, the board of values (pretty), or
        /// a "grundy" field (json). Exact and polynomial where no cell but the start has more
        /// than 3 moves, else by exact search up to 128 cells a region (refused above that:
        /// the problem is PSPACE-complete beyond 3 moves a cell).
        #[arg(long, conflicts_with = "svg")]
        grundy: bool,
    },
    /// Solve every start vertex of a graph (odd cycles allowed)
    ///
    /// Input formats (parallel edges allowed; self-loops refused, or dropped with --self-loops
    /// ignore; vertices numbered from 1, but in pairs and GraphML):
    ///   edge-list      the line 'n m', then m lines 'u v' (the default); one edge per line:
    ///                  a third column, two edges on a line or an edge over two lines is an
    ///                  error (--weights ignore skips the rest of every edge line: weights)
    ///   pairs          lines 'u v' without a header, as NetworkX, SNAP and KONECT write them:
    ///                  '#' and '%' comment lines, then after the two vertices optionally
    ///                  NetworkX's data '{...}' (ignored), or with --weights ignore anything
    ///                  (KONECT's weight and timestamp); vertices are named by any token ('0',
    ///                  '17', 'alice'), and every answer names them as the file does (JSON:
    ///                  numbers if all labels are numbers, else strings). With --delimiter
    ///                  (or a .csv name: ','; a .tsv name: tab) the fields are cut at that
    ///                  character instead. A first row of column names above numbers
    ///                  (source target, pandas' index column too) is skipped; column names
    ///                  above words are refused unless --header yes or --header no says
    ///   graphml        GraphML, as NetworkX, igraph and Gephi write it: every node (isolated
    ///                  ones too) named by its id, every edge (directed ones read as
    ///                  undirected); data and keys ignored
    ///   dimacs         'c' comment lines, 'p edge n m' (or 'p col'), m lines 'e u v'
    ///   matrix-market  '%%MatrixMarket matrix coordinate FIELD SYMMETRY' (FIELD pattern,
    ///                  real, integer or complex; SYMMETRY general, symmetric,
    ///                  skew-symmetric or hermitian), '%' comments, 'rows cols nnz', then
    ///                  nnz lines 'i j [values]' (explicit zeros are edges too; values are
    ///                  checked, then ignored). Symmetric, skew-symmetric and hermitian
    ///                  files are adjacency matrices (--matrix adjacency): entry (i, j) is
    ///                  the edge i - j, a diagonal entry a self-loop. General files are
    ///                  rows x columns (--matrix bipartite): each entry is an edge row i -
    ///                  column j, and in the output vertices 1..rows are the rows and
    ///                  rows+1..rows+cols the columns (column j is vertex rows + j).
    ///   json           {"vertices": n, "edges": [[u, v], ...]} (other fields ignored)
    /// The format is taken from the file name (.dimacs .col .clq: dimacs; .mtx:
    /// matrix-market; .json: json; .graphml: graphml; .csv, .tsv: pairs with ',', tab; .txt .el .edges
    /// .edgelist: edge-list or pairs), else from the content: '%%MatrixMarket', a 'c'/'p'/'e'
    /// line, '{', '<' (graphml), a '#' or '%' comment (pairs);
    /// otherwise a first line of three tokens or more, a word, or '0 m' is no header
    /// (pairs), and a first line 'n m' is a header unless the lines after it disagree with it
    /// twice, in number (not m) and in a vertex (outside 1..n), as a headerless '1 2', '2 3'
    /// does. --input-format forces the format. Input that is gzip-compressed (a '.gz' name or
    /// the gzip magic bytes) is decompressed first; line:column in errors then refer to the
    /// decompressed text. GML and NetworkX adjacency lists are not read: the error says how
    /// to convert them. A binary file is refused in its first bytes, and at most 4 GiB are
    /// read into memory (the environment variable BIGAME_MAX_INPUT, such as 16G, changes it).
    ///
    /// A Matrix Market graph is bipartite by construction. Any other graph is two-coloured
    /// first. A bipartite graph is solved by a bipartite matching algorithm (ms-bfs unless
    /// --algorithm says otherwise), any other by Edmonds' blossom algorithm and the
    /// Gallai–Edmonds decomposition.
    ///
    /// Output (--format text, the default when standard output is not a terminal): one line
    /// per vertex, 'v win' or 'v lose', the verdict for the player to move with the token on
    /// v; with --start V, the one line 'V win W' (W a winning move) or 'V lose' (one line
    /// per vertex with several).
    ///
    /// --format table (the default on a terminal): the same with a header, a winning move
    /// for every winning vertex and, with --decomposition, the part and component.
    ///
    /// --decomposition: instead, the Gallai–Edmonds part of each vertex: 'v D c' (v is
    /// missed by some maximum matching, so the mover loses there; c numbers the components
    /// of the subgraph induced by D, all odd), 'v A' (a neighbour of D outside D) or 'v C'
    /// (the rest). The mover wins exactly on A and C.
    ///
    /// --format json: one JSON object (every field described in docs/json.md):
    /// {"vertices": n, "edges": m, "bipartite": bool, "algorithm": name,
    ///  "matching_size": size of a maximum matching,
    ///  "decomposition": {"D": count, "A": count, "C": count, "components": count,
    ///                    "deficiency": vertices left unmatched} (only with --decomposition),
    ///  "verdicts": [{"vertex": v, "wins": bool, "move": a winning move or null,
    ///                "part": "D" | "A" | "C", "component": c or null
    ///                (part and component only with --decomposition)}]}
    /// (all vertex ids 1-based, or the file's labels; with --start, only those vertices'
    /// verdicts).
    ///
    /// --game edge: the edge game instead (the token may come back to a vertex but never
    /// uses an edge twice; parallel edges are separate edges). The player to move from s
    /// loses iff some set of vertices on the side of s, holding s, has an even number of
    /// edges to every vertex (Fraenkel, Scheinerman and Ullman, 1993). Text and table as
    /// above; JSON: {"game": "edge", "vertices": n, "edges": m, "bipartite": bool,
    /// "method": "gf2-elimination" | "exhaustive-search", "verdicts": [{"vertex": v,
    /// "wins": bool, "move": w or null}]}. --certificate writes the edge game's
    /// certificate. A graph that is not bipartite is searched exhaustively if it has at
    /// most 24 edges, and refused with an odd cycle otherwise.
    #[command(verbatim_doc_comment)]
    Analyze {
        /// The graph file, or '-' for standard input.
        file: PathBuf,
        #[command(flatten)]
        read: GraphRead,
        /// Answer for this vertex only: its number (1-based), or for pairs its label as the
        /// file writes it. Several: --start 3 --start 7, or --start 3,7 (answered in that
        /// order, each once).
        #[arg(long, value_name = "V")]
        start: Vec<String>,
        /// The rules: 'vertex' (never back to a visited vertex) or 'edge' (never along a used
        /// edge; bipartite graphs by linear algebra over GF(2), others by exhaustive search up
        /// to 24 edges). See the edge game above.
        #[arg(long, value_enum, default_value_t = GameRule::Vertex)]
        game: GameRule,
        /// Maximum-matching algorithm; default: ms-bfs for bipartite graphs, blossom for the
        /// others (which only blossom can solve).
        #[arg(long, value_enum)]
        algorithm: Option<Algorithm>,
        /// Print the Gallai–Edmonds decomposition (D / A / C) of each vertex.
        #[arg(long)]
        decomposition: bool,
        /// Output format; default: table on a terminal, text otherwise.
        #[arg(long, value_enum)]
        format: Option<AnalyzeFormat>,
        /// Also write a certificate of every verdict to this file, for bigame verify ('-':
        /// to standard output, instead of the answer).
        #[arg(long, value_name = "CERT")]
        certificate: Option<PathBuf>,
        /// Also print on standard error how the input was solved, one 'key: value' line
        /// each: renumbered, bipartite, start, algorithm, the algorithm's passes, phases and
        /// trials, parallel_copies (set aside before solving), self_check (ok, or fallback
        /// when a proven algorithm replaced an answer that failed its check), each stage's
        /// work over V + 2E (the size of one look at the whole graph), and work_units, the
        /// whole run's. The answer on standard output is unchanged.
        #[arg(long)]
        stats: bool,
        /// Also give each vertex's Grundy value (nim-value), which decides sums of games
        /// (several tokens, one moved a turn: the mover wins iff the values' XOR is not 0):
        /// exact and polynomial when no vertex but the start has more than 3 neighbours,
        /// else by exact search up to 128 vertices a component (refused above that: the
        /// problem is PSPACE-complete).
        #[arg(long, conflicts_with_all = ["decomposition", "certificate"])]
        grundy: bool,
    },
    /// Check a certificate written by bigame analyze --certificate, trusting only the graph
    ///
    /// The certificate holds a matching, a barrier (a vertex set S) and a claim per vertex.
    /// The check, in O(V + E) by code that shares nothing with the solvers:
    ///   - the matching is a matching of the graph, and maximum: twice its size equals
    ///     |V| + |S| - (number of odd components of the graph without S), the Tutte–Berge
    ///     bound every matching obeys;
    ///   - 'w v' (the player to move wins from v): v is in S, or its component without S is
    ///     even, so every maximum matching covers v;
    ///   - 'l v 0' (loses): the matching misses v;
    ///   - 'l v p' (loses): p loses and is adjacent to v's partner; the via chain from v ends
    ///     at an unmatched vertex and visits no matching edge twice, so it is an even
    ///     alternating path, and switching along it gives a maximum matching missing v.
    ///
    /// Prints a summary and exits with 0 if every claim holds; otherwise names the first
    /// claim that fails (file and line) and exits with 1. A malformed file, or a certificate
    /// written for another graph (another number of vertices), exits with 2.
    ///
    /// The file: 'bigame-certificate 1', 'n k b', k lines 'm u v', b lines 'b v', n lines
    /// 'w v', 'l v 0' or 'l v p' (vertices 1-based). For a graph read as pairs it names the
    /// vertices by the file's labels: 'bigame-certificate 2', one item per line, and 'l v'
    /// alone for an unmatched loser.
    #[command(verbatim_doc_comment)]
    Verify {
        /// The graph file (as for bigame analyze).
        graph: PathBuf,
        /// The certificate file.
        certificate: PathBuf,
        #[command(flatten)]
        read: GraphRead,
    },
    /// Dulmage–Mendelsohn decomposition of a bipartite graph, or the class of every edge
    ///
    /// The decomposition is MATLAB's dmperm; the class of an edge says whether it is in every,
    /// some or no maximum matching (any graph, with --edges).
    ///
    /// Input: any graph file bigame analyze reads (edge list, pairs, DIMACS, Matrix Market,
    /// JSON, gzip).
    ///
    /// A Matrix Market file keeps its rows and columns, and the output numbers them as the
    /// matrix does (row i is i, column j is j: "numbering": "matrix"), so 'p' and 'q' are
    /// MATLAB's. Other graphs are two-coloured: rows are the left vertices (in each connected
    /// component the smallest id is on the left, so an isolated vertex is a row), columns the
    /// right ones, all numbered by vertex id ("numbering": "vertices"), or for pairs named by
    /// the file's labels ("numbering": "labels"; the smallest id is the first to appear); a
    /// graph with an odd cycle has no decomposition and is refused (with the cycle), except
    /// with --edges.
    ///
    /// Output (default, --format text), ids 1-based:
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
    /// --format json: one JSON object (every field described in docs/json.md):
    /// {"vertices": n, "edges": m, "numbering": "matrix" | "vertices",
    ///  "rows": R, "columns": C, "matching_size": K,
    ///  "coarse": {"horizontal": {"rows": R1, "columns": C1},
    ///             "square": {"rows": R2, "columns": C2, "blocks": B2},
    ///             "vertical": {"rows": R3, "columns": C3}},
    ///  "blocks": [{"part": "horizontal" | "square" | "vertical",
    ///              "rows": [row ids], "columns": [column ids]}],
    ///  "dmperm": {"p": [row ids], "q": [column ids], "r": [...], "s": [...],
    ///             "cc": [5 positions], "rr": [5 positions]}}
    /// dmperm follows MATLAB's [p,q,r,s,cc,rr] = dmperm(A) with 1-based positions: block k
    /// is rows p(r(k):r(k+1)-1) and columns q(s(k):s(k+1)-1); columns q(cc(1):cc(2)-1) are
    /// unmatched, q(cc(2):cc(3)-1) the rest of the horizontal part, q(cc(3):cc(4)-1) the square
    /// part, q(cc(4):cc(5)-1) the vertical part; rows p(rr(1):rr(2)-1) the horizontal part,
    /// p(rr(2):rr(3)-1) the square part, p(rr(3):rr(4)-1) the matched rows of the vertical
    /// part, p(rr(4):rr(5)-1) the unmatched rows. (p and q hold row and column numbers with
    /// matrix numbering, vertex ids with vertex numbering.)
    ///
    /// --edges (any graph): one line per edge, 'u v every|some|none', in the file's order and
    /// each edge the way round the file wrote it (parallel edges once per copy; a dropped
    /// self-loop is not an edge), so the lines join back to the file's: the edge is in every
    /// maximum matching, in some but not all, or in none; for Matrix Market input u is the
    /// entry's row and v its column (a mirrored entry of a symmetric matrix read as rows ×
    /// columns is two edges, the second right after the first).
    /// Bipartite graphs: O(V + E) after the matching. Others: Gallai–Edmonds, then in the
    /// non-bipartite components of its perfectly matchable part forced edges, sampled perfect
    /// matchings, one short search per edge still open and one complete search per vertex
    /// still open, on up to 8 cores: O(V E) worst case (times the inverse Ackermann function),
    /// about a second for a random graph of 10^5 vertices and average degree 8, a minute for
    /// 10^6. On a terminal the progress line shows the edges decided and the time left.
    /// With --format json (every field described in docs/json.md):
    /// {"vertices": n, "edges": m, "numbering": "matrix" | "vertices", "bipartite": bool,
    ///  "matching_size": K, "counts": {"every": a, "some": b, "none": c},
    ///  "classes": [{"u": u, "v": v, "class": "every" | "some" | "none"}]}
    #[command(verbatim_doc_comment)]
    Decompose {
        /// The graph file, or '-' for standard input.
        file: PathBuf,
        /// How the file is read (Matrix Market input keeps its rows and columns: the output
        /// numbers them as the matrix does).
        #[command(flatten)]
        read: GraphRead,
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
        /// Also print on standard error how the input was solved, one 'key: value' line
        /// each: renumbered, bipartite, start, algorithm, the algorithm's passes, phases and
        /// trials, parallel_copies (set aside before solving), self_check (ok, or fallback
        /// when a proven algorithm replaced an answer that failed its check), each stage's
        /// work over V + 2E (the size of one look at the whole graph), and work_units, the
        /// whole run's. The answer on standard output is unchanged.
        #[arg(long)]
        stats: bool,
    },
    #[command(name = "match")]
    Match(MatchArgs),
    /// Review a NOI 2011 "Bunny and Egg" game record: which moves were mistakes?
    ///
    /// Input: 'n m', n rows of 'X' (black piece), 'O' (white piece) and exactly one '.' (the
    /// empty cell), 'k', then 2k lines 'x y': the 1-based cell whose piece slides into the
    /// empty cell. Odd lines are the first player's (moves 'O'), even lines the second
    /// player's (moves 'X'). Every move is checked; a record may end in any position.
    ///
    /// A move is a mistake if its player was winning before it and the opponent is winning
    /// after it.
    ///
    /// Output (default, --format judge): the number of the first player's mistakes, then
    /// their move numbers (the first player's i-th move is move i), one per line.
    ///
    /// --format explain (or --explain): a table, one row per ply: ply, player, cell moved,
    /// winning before?, mistake?, and for a mistake a winning move available instead; then
    /// each player's mistakes.
    ///
    /// --format json: one JSON object (every field described in docs/json.md):
    /// {"rows": n, "cols": m, "moves_per_player": k,
    ///  "first_player_mistakes": [move numbers], "second_player_mistakes": [move numbers],
    ///  "plies": [{"ply": 1-based ply, "player": "first" | "second", "move": the player's
    ///  move number, "cell": [x, y], "winning_before": bool, "opponent_winning_after": bool,
    ///  "mistake": bool, "instead": [x, y] or null (a winning move, for mistakes)}]}
    #[command(verbatim_doc_comment)]
    Review {
        /// The record file, or '-' for standard input.
        file: PathBuf,
        /// Print a readable table of every ply instead of the judge's answer (the same as
        /// --format explain).
        #[arg(long, conflicts_with = "format")]
        explain: bool,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReviewFormat::Judge)]
        format: ReviewFormat,
        /// Also draw the review as an SVG picture into OUT (the board at the start, the path
        /// of the empty cell, every ply numbered, mistakes ringed with the winning move
        /// instead); '-' prints the picture on standard output instead of the answer.
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
    },
    Sum(SumArgs),
    /// Play against the engine: on a free-cell board, a Bunny-and-Egg board or a graph
    ///
    /// The file is a free-cell board ('n m' and rows of '.' and '#', as for bigame board),
    /// a Bunny-and-Egg board ('n m' and rows of 'X', 'O' and one '.', optionally followed by a
    /// record as for bigame review, which is then continued) or a graph file (as for
    /// bigame analyze); which one is told from the file unless --kind says.
    ///
    /// On boards and graphs the second player places the token and the first moves first. By
    /// default you play the side that wins with perfect play, which the first line of the
    /// game names: the second player (you place the token) when some start loses for the
    /// player to move, else the first player (the engine places the token). --as forces a
    /// side; --start fixes the start, and then the side that wins from it is yours by default.
    /// On a Bunny-and-Egg board the first player slides the O pieces into the empty cell and
    /// the second the X pieces; by default you are the one who wins from the position.
    ///
    /// Your moves and commands are read from standard input, one per line, so a game can be
    /// typed or piped: a move is a cell 'row col' (1-based) or a vertex number (its label,
    /// for a graph read as pairs); the commands are hint, undo, show, quit and help. The board is drawn before you place the token, at
    /// every turn (boards up to 60 rows and columns; show draws bigger ones) and at the end.
    /// The engine replies at once and tells you when a move, or your placement of the token
    /// where the player to move wins, threw away a win; the end lists your mistakes as bigame
    /// review counts them ("You made 1 mistake (move 3):", your own moves from 1; a losing
    /// placement is "the placement"). Undo before your first move takes your placement back.
    /// --game edge plays edge geography: the token may come back to a cell or vertex but
    /// never moves along a used edge; boards draw the used passages (- and |, or the walk).
    #[command(verbatim_doc_comment)]
    Play {
        /// The board or graph file (not '-': standard input carries the moves).
        #[arg(required_unless_present = "sum")]
        file: Option<PathBuf>,
        /// Play a sum instead: several positions side by side (FILE@ROW,COL boards,
        /// FILE@VERTEX graphs, as for bigame sum); a turn moves one token of the mover's
        /// choice, typed 'PART MOVE' (such as '2 1 3': part 2, cell 1 3).
        #[arg(long, num_args = 1.., value_name = "POSITION", conflicts_with_all = ["file", "start", "kind"])]
        sum: Vec<String>,
        /// Which side you play [default: the side that wins with perfect play].
        #[arg(long = "as", value_enum)]
        side: Option<PlaySide>,
        /// The start: a cell "row col" on boards, a vertex on graphs (1-based).
        #[arg(long, value_name = "CELL|V")]
        start: Option<String>,
        /// What the file holds; default: told from the file.
        #[arg(long, value_enum)]
        kind: Option<PlayKind>,
        /// How the token moves on a free-cell board.
        #[arg(long, value_enum, default_value_t = Moves::Rook)]
        moves: Moves,
        /// Which game: vertex (the token never comes back to a visited vertex) or edge (it may
        /// come back, but never moves along a used edge; boards draw the used passages).
        /// Graphs with odd cycles get the edge game only up to 24 edges; not on Bunny-and-Egg
        /// boards.
        #[arg(long, value_enum, default_value_t = GameRule::Vertex)]
        game: GameRule,
        /// Colour the board: auto (when standard output is a terminal and NO_COLOR is not
        /// set), always or never.
        #[arg(long, value_enum, default_value_t = ColourChoice::Auto)]
        color: ColourChoice,
        /// How a graph file is read, as analyze reads it (a graph's options make the file a
        /// graph).
        #[command(flatten)]
        read: GraphRead,
    },
    /// Serve the web board: draw, solve and play boards in a browser, with a JSON API.
    ///
    /// Binds 127.0.0.1 (loopback only) unless --host names another address, prints
    /// "bigame serve: listening on http://ADDR/", and serves until Ctrl-C or SIGTERM (both let
    /// the requests in flight finish, print "bigame serve: stopped" and exit with 0). The API is
    /// described in docs/api.md: POST /api/board/solve, /api/review, /api/move,
    /// /api/bunny/move, /api/read; every request and answer body is described in docs/json.md.
    Serve {
        /// The TCP port; 0 picks a free one (printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to listen on; anything but a loopback address lets other machines in.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Also open the page in the default browser (xdg-open).
        #[arg(long)]
        open: bool,
    },
    /// Generate test data: boards, Bunny-and-Egg records, random graphs, hard instances, batches
    ///
    /// Deterministic: the same options and --seed give byte-identical output on every
    /// platform. Output goes to standard output, or to --output FILE (written only once the
    /// options are checked and the data generated); gen batch writes a folder of tests.
    /// Bad options: one line on stderr, exit status 2, nothing on stdout.
    ///
    ///   bigame gen board --rows 40 --cols 40 --blocked 20 --holes 3 --seed 1
    ///   bigame gen bunny --rows 40 --cols 40 -k 500 --seed 1 -o rec.in
    ///   bigame gen graph -n 1000 -d 3 --bipartite --seed 1 -o g.mtx.gz
    ///   bigame gen hard hell --size 1000000 --seed 1 -o hell.mtx
    ///   bigame gen batch --problem loj6033 --count 20 --out-dir tests --seed 1
    #[command(name = "gen", verbatim_doc_comment)]
    Gen {
        #[command(subcommand)]
        what: generate::GenCommand,
    },
    /// Solve a contest problem's input file and print the judge's answer, byte for byte.
    ///
    /// bigame problems lists the problems. The solver is lenient: any whitespace between
    /// tokens, a byte order mark, limits beyond the statement's when the algorithm copes.
    /// Bad input: one line on stderr naming FILE:LINE:COL, exit status 2.
    Solve {
        /// The problem (see bigame problems).
        #[arg(long, value_parser = problem_names())]
        problem: String,
        /// The input file, or '-' for standard input.
        file: PathBuf,
    },
    /// Check a problem's input file strictly, as a testlib validator does.
    ///
    /// Exact layout (single spaces, '\n' line ends, a final newline, no trailing spaces, no
    /// byte order mark, integers without '+' or leading zeros), every limit of the statement
    /// and its promises (NOI 2011: every move legal, exactly one '.', the first player stuck
    /// at the end; ABC223 G: a tree; no edge or trail twice). Prints 'ok' (exit status 0), or
    /// the first violation as FILE:LINE:COL: message on stderr (exit status 1). A file that
    /// cannot be read: exit status 2.
    Validate {
        /// The problem (see bigame problems).
        #[arg(long, value_parser = problem_names())]
        problem: String,
        /// The input file, or '-' for standard input.
        file: PathBuf,
    },
    /// Check a contestant's output as a testlib checker does, so bigame can sit in a judge.
    ///
    /// INPUT is the test's input, OUTPUT the contestant's output, ANSWER the jury's answer
    /// (as bigame solve writes it). Whitespace is free. The jury comes first: the answer is
    /// checked against the input (its format, and its value: problems with one right answer
    /// must have the solver's, those with several a right one), and a wrong input or answer
    /// is FAIL whatever the output. Then problems with one right answer compare tokens; those
    /// with several (winning-move: any winning move; first-player-chooses: any winning start;
    /// edge-geography: any winning move of the edge game; bipartite-matching: any maximum
    /// matching; general-matching: any maximum matching; grundy-sum: any winning move) check
    /// the output against the input itself. Prints testlib's result line on stderr and
    /// exits with its status: 0 'ok', 1 'wrong answer', 2 'wrong output format' (a word where
    /// a number belongs, missing or extra tokens, an output file that is missing or cannot be
    /// read), 3 'FAIL' (an input or answer file that cannot be read or is wrong, or misused
    /// options: never 2, which would read as the contestant's fault).
    ///
    /// With --dir DIR instead of the three files: every test of the folder (N.in with its
    /// N.out and N.ans, as bigame gen batch writes them) is judged, one line per test on
    /// standard output ('N: ' and the result line), then a summary; the exit status is the
    /// worst verdict's.
    #[command(
        override_usage = "bigame check --problem <PROBLEM> <INPUT> <OUTPUT> <ANSWER>\n       bigame check --problem <PROBLEM> --dir <DIR>"
    )]
    Check {
        /// The problem (see bigame problems).
        #[arg(long, value_parser = problem_names())]
        problem: String,
        /// Judge every test of this folder instead: N.in, N.out and N.ans.
        #[arg(long, value_name = "DIR", conflicts_with_all = ["input", "output", "answer"])]
        dir: Option<PathBuf>,
        /// The test's input file.
        #[arg(required_unless_present = "dir")]
        input: Option<PathBuf>,
        /// The contestant's output file.
        #[arg(required_unless_present = "dir")]
        output: Option<PathBuf>,
        /// The jury's answer file.
        #[arg(required_unless_present = "dir")]
        answer: Option<PathBuf>,
    },
    /// List the problems that bigame solve, validate, check and gen batch know: name, summary, limits.
    Problems,
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    ///
    /// For bash: bigame completions bash > ~/.local/share/bash-completion/completions/bigame
    #[command(verbatim_doc_comment)]
    Completions(shell::Completions),
    /// Print the man page of bigame, or of one of its commands
    ///
    /// For man: bigame man > ~/.local/share/man/man1/bigame.1 (and bigame man board >
    /// ~/.local/share/man/man1/bigame-board.1, one page per command)
    #[command(verbatim_doc_comment)]
    Man(shell::Man),
}

/// The registry's names, for clap to check --problem against (and list in errors).
pub(super) fn problem_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(bigame::problems::PROBLEMS.iter().map(|p| p.name()))
}
