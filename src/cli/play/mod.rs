//! `bigame play FILE`: a game against the engine in the terminal (or through a pipe), on a
//! free-cell board, a Bunny-and-Egg board or a graph. [`table`] is what the user sees and
//! types for each kind of input; [`session`] is the conversation; this module reads the input
//! and wires them to the library's [`Game`].

mod grid;
mod session;
mod style;
mod sum;
mod table;
mod words;

use super::files::{display_name, parse_failure, read_graph_file, read_input};
use super::{Failure, PlayKind, PlaySide, plural};

use bigame::board::Moves;
use bigame::game::{Game, Play, Player};
use bigame::graph::Adjacency;
use bigame::read::board_text::{self, CellRule};
use bigame::read::graph_input::{InputFormat, ReadOptions, is_gzip};
use bigame::read::labels::label;
use bigame::read::noi2011;
use bigame::solve::edge::{
    EdgeError, edge_game_on_board, edge_game_on_graph, solve_edge_board, solve_edge_graph,
};
use bigame::solve::{bunny_position, game_on_board, game_on_graph, solve_board, solve_graph};
use session::{Console, Ending, Placement};
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;
use style::{Palette, Role};
use table::{Bunny, FreeCells, Table, Vertices};

pub use session::Outcome;
pub use sum::play_sum;

/// What `bigame play` was asked for.
pub struct PlayOptions {
    /// `--kind`, or `None` to tell from the file.
    pub kind: Option<PlayKind>,
    /// `--as`: the user's side; `None` for the side that wins with perfect play.
    pub side: Option<PlaySide>,
    /// `--start` as typed (checked against the board or graph once it is read).
    pub start: Option<String>,
    /// How a graph file is read (`--input-format`, `--matrix`, ...; boards ignore it).
    pub read: ReadOptions,
    /// `--moves` (free-cell boards).
    pub moves: Moves,
    /// `--game edge`: edge geography instead of the vertex game.
    pub edge: bool,
    /// Colour the output.
    pub colour: bool,
    /// The terminal's width in characters ([`terminal_columns`]).
    pub columns: usize,
    /// The terminal's height in lines, `None` when standard output is not a terminal
    /// ([`terminal_lines`]): then messages are not wrapped and boards are drawn whole.
    pub lines: Option<usize>,
}

/// The width of the terminal on standard output, or [`grid::DEFAULT_COLUMNS`] when it is not a
/// terminal (a transcript piped to a file is read on a terminal later). `O(1)`.
pub fn terminal_columns() -> usize {
    console::Term::stdout()
        .size_checked()
        .map_or(grid::DEFAULT_COLUMNS, |(_, cols)| cols as usize)
}

/// The height of the terminal on standard output, or `None` when it is not a terminal. `O(1)`.
pub fn terminal_lines() -> Option<usize> {
    console::Term::stdout()
        .size_checked()
        .map(|(lines, _)| lines as usize)
}

/// Tells the kind of input: a graph if its name or content says DIMACS, Matrix Market or JSON
/// (or it is gzipped); otherwise by its third whitespace-separated token (the first after the
/// size): a number starts an edge list, a row with `X` or `O` a Bunny-and-Egg board, anything
/// else a free-cell board; a file of only a size `n 0` is a graph without edges. `O(length of the first tokens)`.
pub(super) fn detect_kind(path: &Path, input: &[u8]) -> PlayKind {
    let name = path.to_string_lossy();
    if is_gzip(input) || InputFormat::detect(Some(&name), input) != InputFormat::EdgeList {
        return PlayKind::Graph;
    }
    let mut tokens = input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty());
    let second = tokens.nth(1).unwrap_or_default();
    let Some(third) = tokens.next() else {
        // Only a size: `n 0` is a graph without edges, while a board has at least one column
        // (and then rows after its size).
        return if second == b"0" {
            PlayKind::Graph
        } else {
            PlayKind::Board
        };
    };
    if third.first().is_some_and(u8::is_ascii_digit) {
        PlayKind::Graph
    } else if third.iter().any(|&b| b == b'X' || b == b'O') {
        PlayKind::Bunny
    } else {
        PlayKind::Board
    }
}

impl<'a> Console<'a> {
    /// The conversation on `input` and `out` as `options` ask: colours, and the terminal's
    /// size when there is one; lines read are echoed when standard input is not a terminal.
    fn new(
        input: &'a mut dyn BufRead,
        out: &'a mut dyn Write,
        options: &PlayOptions,
    ) -> Console<'a> {
        Console {
            input,
            out,
            palette: Palette {
                colour: options.colour,
            },
            echo: !std::io::stdin().is_terminal(),
            terminal: options.lines.map(|lines| (options.columns, lines)),
        }
    }
}

/// `bigame play FILE`: reads the board or graph, then plays with moves read from `input`.
pub fn play(
    path: &Path,
    options: &PlayOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Outcome, Failure> {
    if path.as_os_str() == "-" {
        return Err(Failure::BadInput(
            "play reads your moves from standard input, so the board or graph must come from a file (not -)".to_string(),
        ));
    }
    let bytes = read_input(path)?;
    let mut console = Console::new(input, out, options);
    let console = &mut console;
    match options.kind.unwrap_or_else(|| detect_kind(path, &bytes)) {
        PlayKind::Board => {
            let board = board_text::read_board(&bytes, CellRule::Strict)
                .map_err(|e| parse_failure(path, e))?;
            let moves = options.moves;
            let table = FreeCells {
                board: &board,
                moves,
                edge: options.edge,
                columns: options.columns,
            };
            let degree = |v| board.degree_with(moves, v);
            if options.edge {
                let analysis = solve_edge_board(&board, moves).map_err(|e| refused(path, e))?;
                let wins = |v| analysis.wins(v);
                let input = Input::new(&table, &wins, &degree, options.edge);
                let new_game = |start| -> Box<dyn Play + Send + Sync> {
                    let game = edge_game_on_board(&board, moves, start);
                    Box::new(game.expect("checked by the analysis"))
                };
                return start_and_play(input, new_game, options, path, console);
            }
            // King moves with no algorithm asked for: blossom, never an error.
            let analysis = solve_board(&board, moves, None)
                .map_err(|e| Failure::from_solve(&display_name(path), e))?
                .analysis;
            let wins = |v| analysis.wins(v);
            let input = Input::new(&table, &wins, &degree, false);
            let new_game = |start| game_on_board(board.clone(), moves, start);
            start_and_play(input, new_game, options, path, console)
        }
        PlayKind::Graph => {
            let input = read_graph_file(path, options.read)?;
            let graph = input.graph;
            let table = Vertices {
                count: graph.vertex_count() as u32,
                labels: input.labels,
                edge: options.edge,
            };
            let degree = |v| graph.degree(v);
            if options.edge {
                let analysis = solve_edge_graph(&graph, None, false).map_err(|e| {
                    let name = |v| label(table.labels.as_ref(), v).to_string();
                    Failure::BadInput(format!("{}: {}", display_name(path), e.message(&name)))
                })?;
                let wins = |v| analysis.wins(v);
                let input = Input::new(&table, &wins, &degree, options.edge);
                let new_game = |start| -> Box<dyn Play + Send + Sync> {
                    let game = edge_game_on_graph(&graph, start);
                    Box::new(game.expect("checked by the analysis"))
                };
                return start_and_play(input, new_game, options, path, console);
            }
            let solved = solve_graph(&graph, None, None)
                .map_err(|e| Failure::from_solve(&display_name(path), e))?;
            let wins = |v| solved.analysis.wins(v);
            let input = Input::new(&table, &wins, &degree, false);
            let new_game =
                |start| game_on_graph(&graph, None, start).expect("the sides are found, not given");
            start_and_play(input, new_game, options, path, console)
        }
        PlayKind::Bunny => {
            if options.edge {
                return Err(Failure::BadInput(format!(
                    "{}: --game edge is for free-cell boards and graphs; a Bunny-and-Egg game is the vertex game of its board",
                    display_name(path)
                )));
            }
            let record = noi2011::read_position(&bytes).map_err(|e| parse_failure(path, e))?;
            if options.start.is_some() {
                return Err(Failure::BadInput(format!(
                    "{}: a Bunny-and-Egg game starts at the empty cell, so --start does not apply",
                    display_name(path)
                )));
            }
            let board = &record.board;
            let table = Bunny {
                board,
                columns: options.columns,
            };
            let position =
                bunny_position(board).map_err(|e| Failure::from_solve(&display_name(path), e))?;
            let mut game = Game::from_position(position);
            for &v in &record.moves {
                game.play(v).expect("the reader checked every move");
            }
            let mut intro = format!("Playing on {}.", table.describe());
            if !record.moves.is_empty() {
                // Plies, as everywhere else; then each player's share.
                let plies = record.moves.len();
                let (first, second) = (plies.div_ceil(2), plies / 2);
                let each = if first == second {
                    format!("{} each", plural(first, "move", "moves"))
                } else {
                    format!(
                        "{} by the first player, {second} by the second",
                        plural(first, "move", "moves")
                    )
                };
                intro.push_str(&format!(
                    "\nContinuing the record after its {} ({each}).",
                    plural(plies, "ply", "plies")
                ));
            }
            let winner = if game.is_winning() {
                game.to_move()
            } else {
                game.to_move().other()
            };
            let user = options.side.map_or(winner, PlaySide::player);
            intro.push_str(&format!(
                "\nThe {} player wins with perfect play, {}: you slide the {} pieces into the empty cell.",
                side_name(winner),
                your_side(user, winner),
                match user {
                    Player::First => "O",
                    Player::Second => "X",
                }
            ));
            console.say(Role::Label, &intro)?;
            console.say(Role::Label, "Type help for the commands.")?;
            session::say_when_too_big(console, &table)?;
            match session::play(&mut game, &table, user, None, console)? {
                Ending::Done(outcome) => Ok(outcome),
                Ending::Replace => unreachable!("nobody placed the token on a Bunny-and-Egg board"),
            }
        }
    }
}

/// `first` or `second`.
fn side_name(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// The clause of the opening sentence that gives the user's side: `and you are the first
/// player`, or, when `--as` picked the side that loses against best play, says so.
fn your_side(user: Player, winner: Player) -> String {
    if user == winner {
        format!("and you are the {} player", side_name(user))
    } else {
        format!(
            "but you are the {} player (as --as asked), the side that loses against best play",
            side_name(user)
        )
    }
}

/// What [`start_and_play`] needs to know about the input before a game exists.
struct Input<'a> {
    /// What the user sees and types.
    table: &'a dyn Table,
    /// The number of vertex ids.
    count: u32,
    /// Whether the player to move wins from each start.
    wins: &'a dyn Fn(u32) -> bool,
    /// The number of moves from each vertex (the engine places the token where most are).
    degree: &'a dyn Fn(u32) -> u32,
    /// The edge game (said in the opening line).
    edge: bool,
}

impl<'a> Input<'a> {
    fn new(
        table: &'a dyn Table,
        wins: &'a dyn Fn(u32) -> bool,
        degree: &'a dyn Fn(u32) -> u32,
        edge: bool,
    ) -> Self {
        Input {
            table,
            count: table.vertex_count(),
            wins,
            degree,
            edge,
        }
    }
}

/// The one-line refusal of an edge game the library does not compute (an internal error for
/// an answer that failed its check).
fn refused(path: &Path, e: EdgeError) -> Failure {
    Failure::from_edge(format!("{}: {e}", display_name(path)), &e)
}

/// Settles the sides and the start (from `--start`, the user's placement or the engine's),
/// says who wins with perfect play, then plays. The analysis (one maximum matching) tells who
/// wins, so it runs even when `--start` gives the start. The user's side is `--as`, or else
/// the side that wins with perfect play: the second player (who places the token) when some
/// start loses for the player to move, the first player otherwise.
fn start_and_play<'g>(
    input: Input<'_>,
    new_game: impl Fn(u32) -> Box<dyn Play + Send + Sync + 'g>,
    options: &PlayOptions,
    path: &Path,
    console: &mut Console,
) -> Result<Outcome, Failure> {
    let Input {
        table,
        count,
        wins,
        degree,
        edge,
    } = input;
    let given = match &options.start {
        Some(text) => match table.parse(text) {
            Ok(v) if table.can_start(v) => Some(v),
            Ok(v) => {
                return Err(Failure::BadInput(format!(
                    "--start {}: the token cannot start on a blocked cell",
                    table.name(v)
                )));
            }
            Err(why) => return Err(Failure::BadInput(format!("--start: {why}"))),
        },
        None if !(0..count).any(|v| table.can_start(v)) => {
            return Err(Failure::BadInput(format!(
                "{}: the board has no free cell: there is nowhere to put the token",
                display_name(path)
            )));
        }
        None => None,
    };
    let mover_wins = |v: u32| wins(v);
    let placer_starts = (0..count)
        .filter(|&v| table.can_start(v) && !mover_wins(v))
        .count();
    // The start the hint names and a placement mistake reports as what would have won.
    let placer_best = (0..count).find(|&v| table.can_start(v) && !mover_wins(v));
    let winner = match given {
        Some(v) if mover_wins(v) => Player::First,
        Some(_) => Player::Second,
        None if placer_best.is_some() => Player::Second,
        None => Player::First,
    };
    let user = options.side.map_or(winner, PlaySide::player);
    let (one, many) = table.noun();
    let why = match given {
        Some(v) => format!(
            "The token starts on {}, where the player to move {}, so the {} player wins with perfect play",
            table.name(v),
            if winner == Player::First {
                "wins"
            } else {
                "loses"
            },
            side_name(winner)
        ),
        None if winner == Player::Second => format!(
            "The second player wins with perfect play, by placing the token on {} where the player to move loses",
            if placer_starts == 1 {
                format!("the only {one}")
            } else {
                format!("one of the {} {many}", words::grouped(placer_starts))
            }
        ),
        None => format!(
            "The first player wins with perfect play, since the player to move wins on every {one}"
        ),
    };
    let role = match (user, given) {
        (Player::First, None) => "the engine places the token, you move first",
        (Player::Second, None) => "you place the token, the engine moves first",
        (Player::First, Some(_)) => "you move first",
        (Player::Second, Some(_)) => "the engine moves first",
    };
    console.say(
        Role::Label,
        &format!(
            "Playing {}{}.\n{why}, {}: {role}.",
            if edge { "the edge game on " } else { "on " },
            table.describe(),
            your_side(user, winner)
        ),
    )?;
    console.say(Role::Label, "Type help for the commands.")?;
    session::say_when_too_big(console, table)?;
    loop {
        let (start, placed) = match (given, user) {
            (Some(v), _) => (v, None),
            (None, Player::First) => {
                let v = session::engine_start(count, degree, table, mover_wins)
                    .expect("checked: there is a vertex to start on");
                console.say(
                    Role::Label,
                    &format!("The engine places the token on {}.", table.name(v)),
                )?;
                (v, None)
            }
            (None, Player::Second) => match session::ask_start(console, table, placer_best)? {
                Some(v) => {
                    // A start where the player to move wins throws away the placer's win.
                    let instead = placer_best.filter(|_| mover_wins(v));
                    if let Some(w) = instead {
                        session::say_threw_away(console, table, w)?;
                    }
                    (v, Some(Placement { at: v, instead }))
                }
                None => {
                    console.say(Role::Label, "Game abandoned.")?;
                    return Ok(Outcome::Abandoned);
                }
            },
        };
        let mut game = new_game(start);
        match session::play(game.as_mut(), table, user, placed, console)? {
            Ending::Done(outcome) => return Ok(outcome),
            Ending::Replace => continue,
        }
    }
}
