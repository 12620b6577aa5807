//! Playing against the engine: the library's `Game` against random opponents (checked by
//! exhaustive search on small graphs, by its own consistency on big boards), and whole games of
//! `bigame play` driven through its standard input by a random opponent, every engine move and
//! every reported mistake checked against exhaustive search.

use bigame::board::bunny::BunnyBoard;
use bigame::game::{Game, Player, Repair, analyze, analyze_general, brute};
use bigame::generate::{self, GraphSpec};
use bigame::generate::{Rng, random_board};
use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::Algorithm;
use bigame::write::edge_list::write_edge_list;
use proptest::prelude::*;
use std::collections::HashMap;
use std::io::{BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A random graph on up to 12 vertices, odd cycles allowed.
fn small_graph() -> impl Strategy<Value = Graph> {
    (1usize..=12)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::collection::vec((0..n as u32, 0..n as u32), 0..24),
            )
        })
        .prop_map(|(n, pairs)| {
            let edges: Vec<(u32, u32)> = pairs.into_iter().filter(|&(u, v)| u != v).collect();
            Graph::from_edges(n, &edges)
        })
}

/// Plays `game` to the end: the engine (`best_move`) for `engine`, uniformly random legal
/// moves for the other side. At every engine turn, `check(game)` may compare the engine's
/// verdict with an oracle. Returns whether the engine was winning at its first turn.
fn engine_against_random<G: Adjacency, R: Repair<G>>(
    game: &mut Game<G, R>,
    engine: Player,
    rng: &mut Rng,
    mut check: impl FnMut(&mut Game<G, R>, bool),
) -> Option<bool> {
    let mut winning_at_first_turn = None;
    while !game.is_over() {
        if game.to_move() == engine {
            let winning = game.is_winning();
            check(game, winning);
            winning_at_first_turn.get_or_insert(winning);
            let m = game.best_move().expect("not over");
            game.play(m).expect("the engine's move is legal");
            if winning {
                assert!(
                    !game.is_winning(),
                    "a winning move left the opponent winning"
                );
            }
        } else {
            let legal = game.legal_moves();
            let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
            game.play(m).unwrap();
        }
    }
    winning_at_first_turn
}

/// The visited set of a game on a graph of at most 32 vertices, as a bitmask.
fn visited_mask<G: Adjacency, R: Repair<G>>(game: &Game<G, R>) -> u32 {
    std::iter::once(game.start())
        .chain(game.history().iter().copied())
        .fold(0, |mask, v| mask | 1 << v)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// On small graphs (odd cycles allowed), the engine's verdict at each of its turns equals
    /// exhaustive search, and from a winning position it wins against any opponent.
    #[test]
    fn engine_never_loses_a_won_game(
        g in small_graph(),
        start in 0u32..12,
        engine_first in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let start = start % g.vertex_count() as u32;
        let engine = if engine_first { Player::First } else { Player::Second };
        let mut rng = Rng::new(seed);
        let oracle = |game: &mut Game<&Graph, _>, winning: bool| {
            assert_eq!(winning, brute::wins_from(&g, visited_mask(game), game.token()));
        };
        let mut game = Game::general(&g, start);
        if engine_against_random(&mut game, engine, &mut rng, oracle) == Some(true) {
            prop_assert_eq!(game.winner(), Some(engine));
        }
        if let TwoColouring::Sides(left) = two_colouring(&g) {
            let bg = BipartiteGraph::new(&g, left);
            let mut game = Game::new(&bg, start);
            let oracle = |game: &mut Game<&BipartiteGraph<&Graph>, _>, winning: bool| {
                assert_eq!(winning, brute::wins_from(&g, visited_mask(game), game.token()));
            };
            if engine_against_random(&mut game, engine, &mut Rng::new(seed), oracle) == Some(true) {
                prop_assert_eq!(game.winner(), Some(engine));
            }
        }
    }
}

/// On boards too big for exhaustive search: the engine's first verdict agrees with a
/// from-scratch analysis, and whenever it is winning it wins, against many random opponents.
#[test]
fn engine_wins_won_games_on_big_boards() {
    let mut games = 0;
    let mut won = 0;
    for seed in 0..24u64 {
        let board = random_board(20 + seed as u32 % 7, 25, (seed as u32 * 7) % 40, seed);
        let analysis = analyze(&board, Algorithm::default());
        let general = analyze_general(&board);
        for (_, _, start) in board.free_cells().step_by(37) {
            assert_eq!(analysis.wins(start), general.wins(start));
            for engine in [Player::First, Player::Second] {
                let mut rng = Rng::new(seed * 1000 + start as u64);
                let mut game = Game::new(&board, start);
                let first_turn_check = |game: &mut Game<_, _>, winning: bool| {
                    if game.history().len() < 2 && game.to_move() == Player::First {
                        assert_eq!(winning, analysis.wins(start));
                    }
                };
                if engine_against_random(&mut game, engine, &mut rng, first_turn_check)
                    == Some(true)
                {
                    assert_eq!(
                        game.winner(),
                        Some(engine),
                        "board seed {seed} start {start}"
                    );
                    won += 1;
                }
                games += 1;
            }
        }
    }
    assert!(games > 300 && won > games / 4, "{won} won of {games}");
}

/// What a scripted `bigame play` game needs: the file, the oracle's graph, and how the
/// program names each vertex of it.
struct Case {
    /// The file's contents.
    file: String,
    /// Extra command-line arguments.
    args: Vec<String>,
    /// The game graph, for exhaustive search.
    graph: Graph,
    /// The name `bigame play` uses for each vertex of `graph`.
    names: Vec<String>,
    /// The fixed start (Bunny-and-Egg: the empty cell).
    start: Option<u32>,
}

fn board_case(rows: u32, cols: u32, blocked: u32, seed: u64) -> Case {
    let board = random_board(rows, cols, blocked, seed);
    let mut file = format!("{rows} {cols}\n");
    for r in 0..rows {
        for c in 0..cols {
            file.push(if board.is_free(r, c) { '.' } else { '#' });
        }
        file.push('\n');
    }
    let (graph, ids) = board.to_graph();
    let names = ids
        .iter()
        .map(|&v| {
            let (r, c) = board.cell(v).unwrap();
            format!("{} {}", r + 1, c + 1)
        })
        .collect();
    Case {
        file,
        args: vec![],
        graph,
        names,
        start: None,
    }
}

fn graph_case(n: u32, m: u32, seed: u64) -> Case {
    let graph = generate::random_graph(&GraphSpec::general(n, m as u64).multi(), seed)
        .unwrap()
        .graph;
    let mut file = Vec::new();
    write_edge_list(&mut file, &graph).unwrap();
    Case {
        file: String::from_utf8(file).unwrap(),
        args: vec![],
        graph,
        names: (1..=n).map(|v| v.to_string()).collect(),
        start: None,
    }
}

fn bunny_case(rows: u32, cols: u32, seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    let empty = (rng.next_u64() % (rows * cols) as u64) as u32;
    let cells: Vec<u8> = (0..rows * cols)
        .map(|i| match (i == empty, rng.chance(50)) {
            (true, _) => b'.',
            (false, true) => b'X',
            (false, false) => b'O',
        })
        .collect();
    let rows_text: Vec<&[u8]> = cells.chunks(cols as usize).collect();
    let board = BunnyBoard::parse_rows(&rows_text).unwrap();
    let mut file = format!("{rows} {cols}\n");
    for row in &rows_text {
        file.push_str(std::str::from_utf8(row).unwrap());
        file.push('\n');
    }
    let (graph, ids) = board.to_graph();
    let start = ids.iter().position(|&v| v == board.empty_vertex()).unwrap() as u32;
    let names = ids
        .iter()
        .map(|&v| {
            let (r, c) = board.cell(v).unwrap();
            format!("{} {}", r + 1, c + 1)
        })
        .collect();
    Case {
        file,
        args: vec![],
        graph,
        names,
        start: Some(start),
    }
}

/// A new file holding `text`, unique to this process and call (tests run in parallel).
fn temp_file(text: &str) -> std::path::PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("bigame-play-{}-{n}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Reads the program's output up to its next prompt (`> `), or to its end; appends it to the
/// transcript and returns it, with whether it ended at a prompt.
fn read_to_prompt(out: &mut impl Read, transcript: &mut String) -> (String, bool) {
    let mut chunk = Vec::new();
    let mut byte = [0u8];
    let at_prompt = loop {
        if out.read(&mut byte).unwrap() == 0 {
            break false;
        }
        chunk.push(byte[0]);
        if chunk.ends_with(b"> ") {
            break true;
        }
    };
    let text = String::from_utf8(chunk).unwrap();
    transcript.push_str(&text);
    (text, at_prompt)
}

/// The player who wins with perfect play on `case`: with a fixed start, the player to move
/// if it wins there; otherwise the second player (who places the token) if some start loses
/// for the player to move. By exhaustive search.
fn perfect_play_winner(case: &Case) -> Player {
    let g = &case.graph;
    let mover_wins = |v: u32| brute::wins_from(g, 1 << v, v);
    let placer_can_win = match case.start {
        Some(v) => !mover_wins(v),
        None => (0..g.vertex_count() as u32).any(|v| !mover_wins(v)),
    };
    if placer_can_win {
        Player::Second
    } else {
        Player::First
    }
}

/// The end-of-game summary line for mistakes at the user's moves `moves` (their own move
/// numbers, from 1), after a placement mistake if `placement`.
fn summary_line(placement: bool, moves: &[usize]) -> String {
    let total = moves.len() + usize::from(placement);
    if total == 0 {
        return "You made no mistakes.\n".to_string();
    }
    let mut which = Vec::new();
    if placement {
        which.push("the placement".to_string());
    }
    if !moves.is_empty() {
        let numbers: Vec<String> = moves.iter().map(usize::to_string).collect();
        let noun = if moves.len() == 1 { "move" } else { "moves" };
        which.push(format!("{noun} {}", numbers.join(", ")));
    }
    let noun = if total == 1 { "mistake" } else { "mistakes" };
    format!("You made {total} {noun} ({}):\n", which.join(", "))
}

/// Plays one game of `bigame play` as `side` (`None`: no `--as`, the side the program picks)
/// with random legal moves typed on its standard input, then checks the whole transcript
/// against exhaustive search: the side (by default the one that wins with perfect play, as
/// the first sentence says), the start, each move, each engine move from a won position keeps
/// the win, the "threw away your win" warnings are exactly the user's mistakes (a placement
/// where the player to move wins, when the placer could have won, included), the summary,
/// and the announced winner.
fn scripted_game(case: &Case, side: Option<Player>, seed: u64) {
    let path = temp_file(&case.file);
    let side_args: &[&str] = match side {
        Some(Player::First) => &["--as", "first"],
        Some(Player::Second) => &["--as", "second"],
        None => &[],
    };
    let winner = perfect_play_winner(case);
    let side = side.unwrap_or(winner);
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .arg("play")
        .arg(&path)
        .args(side_args)
        .args(&case.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let id_of: HashMap<&str, u32> = case
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i as u32))
        .collect();
    let mut rng = Rng::new(seed);
    let mut transcript = String::new();
    let mut start = case.start;
    let mut moves: Vec<u32> = Vec::new();
    let mut warned: Vec<usize> = Vec::new();
    let mut placement_warned = false;
    let mut placed = false;
    let mut legal: Vec<String> = Vec::new();
    loop {
        let (text, at_prompt) = read_to_prompt(&mut stdout, &mut transcript);
        for line in text.lines() {
            if let Some(v) = line.strip_prefix("The engine places the token on ") {
                start = Some(id_of[v.trim_end_matches('.')]);
            } else if let Some(v) = line.strip_prefix("The engine plays ") {
                moves.push(id_of[v.trim_end_matches('.')]);
            } else if line.starts_with("That threw away your win") {
                if moves.is_empty() {
                    assert!(
                        placed,
                        "a warning before any move or placement:\n{transcript}"
                    );
                    placement_warned = true;
                } else {
                    warned.push(moves.len() - 1);
                }
            } else if let Some(list) = line.strip_prefix("Legal moves: ") {
                legal = list.split(", ").map(str::to_string).collect();
            }
        }
        if !at_prompt {
            break;
        }
        let reply = if text.ends_with("Place the token (row col)> ")
            || text.ends_with("Place the token (vertex)> ")
        {
            let candidates: Vec<&String> = case
                .names
                .iter()
                .enumerate()
                .filter(|&(i, _)| case.graph.degree(i as u32) > 0 || rng.chance(30))
                .map(|(_, n)| n)
                .collect();
            let choice = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
            start = Some(id_of[choice.as_str()]);
            placed = true;
            choice.clone()
        } else {
            assert!(
                !legal.is_empty(),
                "a move prompt without legal moves:\n{transcript}"
            );
            let choice = legal[(rng.next_u64() % legal.len() as u64) as usize].clone();
            moves.push(id_of[choice.as_str()]);
            legal.clear();
            choice
        };
        writeln!(stdin, "{reply}").unwrap();
    }
    let status = child.wait().unwrap();
    let mut errors = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut errors)
        .unwrap();
    assert!(
        status.success(),
        "exit status {status}: {errors}\n{transcript}"
    );
    let _ = std::fs::remove_file(&path);

    // Replay with exhaustive search.
    let g = &case.graph;
    let start = start.unwrap_or_else(|| panic!("no start:\n{transcript}"));
    let mut visited = 1u32 << start;
    let mut token = start;
    let mut mistakes = Vec::new();
    for (ply, &v) in moves.iter().enumerate() {
        assert!(
            g.neighbors(token).contains(&v) && visited & 1 << v == 0,
            "illegal move at ply {ply}:\n{transcript}"
        );
        let mover = if ply % 2 == 0 {
            Player::First
        } else {
            Player::Second
        };
        let winning_before = brute::wins_from(g, visited, token);
        visited |= 1 << v;
        token = v;
        let opponent_winning = brute::wins_from(g, visited, token);
        if mover == side {
            if winning_before && opponent_winning {
                mistakes.push(ply);
            }
        } else if winning_before {
            assert!(
                !opponent_winning,
                "the engine threw away a win at ply {ply}:\n{transcript}"
            );
        }
    }
    let stuck = g.neighbors(token).iter().all(|&w| visited & 1 << w != 0);
    assert!(stuck, "the game ended early:\n{transcript}");
    assert_eq!(warned, mistakes, "mistake warnings:\n{transcript}");
    // The opening sentence: who wins with perfect play, and the user's side.
    let opening = format!("The {} player wins with perfect play", name(winner));
    assert!(transcript.contains(&opening), "{opening}:\n{transcript}");
    let yours = if side == winner {
        format!(", and you are the {} player", name(side))
    } else {
        format!(", but you are the {} player (as --as asked)", name(side))
    };
    assert!(transcript.contains(&yours), "{yours}:\n{transcript}");
    // Placing the token where the player to move wins is a mistake when the placer could win.
    let placement_mistake =
        placed && brute::wins_from(g, 1 << start, start) && winner == Player::Second;
    assert_eq!(
        placement_warned, placement_mistake,
        "the placement warning:\n{transcript}"
    );
    let user_won = (moves.len() % 2 == 1) == (side == Player::First);
    let verdict = if user_won {
        "You win!"
    } else {
        "The engine wins."
    };
    assert!(
        transcript.contains(verdict),
        "expected {verdict}:\n{transcript}"
    );
    let users_first = usize::from(side == Player::Second);
    let numbers: Vec<usize> = mistakes.iter().map(|p| (p - users_first) / 2 + 1).collect();
    let summary = summary_line(placement_mistake, &numbers);
    assert!(transcript.contains(&summary), "{summary}:\n{transcript}");
    let engine_won_at_start = brute::wins_from(g, 1 << start, start) == (side == Player::Second);
    if engine_won_at_start {
        assert!(!user_won, "the engine lost a won game:\n{transcript}");
    }
}

/// `first` or `second`.
fn name(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// The sides every scripted case is played as: forced either way, and the default.
const SIDES: [Option<Player>; 3] = [Some(Player::First), Some(Player::Second), None];

#[test]
fn scripted_games_on_boards() {
    for seed in 0..40u64 {
        let case = board_case(2 + seed as u32 % 3, 3 + seed as u32 % 3, 20, seed);
        if case.graph.vertex_count() == 0 {
            continue;
        }
        for side in SIDES {
            scripted_game(&case, side, seed);
        }
    }
}

#[test]
fn scripted_games_with_king_and_knight_moves() {
    for seed in 0..24u64 {
        let mut case = board_case(3, 4, 25, seed);
        if case.graph.vertex_count() == 0 {
            continue;
        }
        let moves = if seed % 2 == 0 { "king" } else { "knight" };
        case.args = vec!["--moves".into(), moves.into()];
        let board = random_board(3, 4, 25, seed);
        let (graph, _) = match moves {
            "king" => board.with_moves::<bigame::board::King>().to_graph(),
            _ => board.with_moves::<bigame::board::Knight>().to_graph(),
        };
        case.graph = graph;
        for side in SIDES {
            scripted_game(&case, side, seed);
        }
    }
}

#[test]
fn scripted_games_on_graphs() {
    for seed in 0..40u64 {
        let n = 3 + seed as u32 % 10;
        let case = graph_case(n, n + seed as u32 % 6, seed);
        for side in SIDES {
            scripted_game(&case, side, seed);
        }
    }
}

#[test]
fn scripted_games_on_bunny_boards() {
    for seed in 0..40u64 {
        let case = bunny_case(2 + seed as u32 % 3, 3 + seed as u32 % 2, seed);
        for side in SIDES {
            scripted_game(&case, side, seed);
        }
    }
}

/// Runs `bigame play` with `args` and the whole of `input` on standard input.
fn play_with_input(file: &str, args: &[&str], input: &str) -> (i32, String, String) {
    let path = temp_file(file);
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .arg("play")
        .arg(&path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_file(&path);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A whole game on a 1x5 corridor, every line of the transcript fixed: who wins and the
/// user's side first, the board before the placement, then the user places the token at an
/// end (where the mover loses), asks for a hint, tries an illegal move, undoes, and wins; the
/// final position is drawn.
#[test]
fn a_corridor_game_transcript() {
    let (code, out, err) = play_with_input(
        "1 5\n.....\n",
        &["--as", "second", "--color", "never"],
        "hint\n1 1\n1 2\n1 3\nundo\nhint\n1 3\n1 5\n",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let expected = "\
Playing on the 1x5 board (5 free cells, rook moves).
The second player wins with perfect play, by placing the token on one of the 3 free cells where the player to move loses, and you are the second player: you place the token, the engine moves first.
Type help for the commands.
    1 2 3 4 5
 1  . . . . .
# blocked   . free (the token goes on a free cell)
Place the token (row col)> hint
Hint: place it on 1 1: the player to move loses there.
Place the token (row col)> 1 1
The engine plays 1 2.
    1 2 3 4 5
 1  x @ * . .
@ token   * legal move   x visited   # blocked   . free
Legal moves: 1 3
Your move (row col)> 1 2
1 2 is not a legal move. Legal moves: 1 3
Your move (row col)> 1 3
The engine plays 1 4.
    1 2 3 4 5
 1  x x x @ *
@ token   * legal move   x visited   # blocked   . free
Legal moves: 1 5
Your move (row col)> undo
Took back your move 1 3 and the engine's reply 1 4.
    1 2 3 4 5
 1  x @ * . .
@ token   * legal move   x visited   # blocked   . free
Legal moves: 1 3
Your move (row col)> hint
Hint: you are winning: play 1 3.
Your move (row col)> 1 3
The engine plays 1 4.
    1 2 3 4 5
 1  x x x @ *
@ token   * legal move   x visited   # blocked   . free
Legal moves: 1 5
Your move (row col)> 1 5
    1 2 3 4 5
 1  x x x x @
@ token   * legal move   x visited   # blocked   . free
The engine has no move from 1 5. You win!
You made no mistakes.
";
    assert_eq!(out, expected);
}

/// A mistake is announced when it is made and listed at the end; colours only when asked.
#[test]
fn mistakes_are_reported_and_colours_follow_the_flag() {
    // Path 1-2-3-4: from 2 the mover wins only by moving to 1.
    let graph = "4 3\n1 2\n2 3\n3 4\n";
    let (code, out, _) = play_with_input(graph, &["--start", "2", "--color", "never"], "3\n");
    assert_eq!(code, 0);
    assert!(out.contains("Your move (vertex)> 3\nThat threw away your win: 1 would have won.\nThe engine plays 4.\nToken on 4; 3 of 4 vertices visited.\nYou have no move from 4. The engine wins.\nYou made 1 mistake (move 1):\n  move 1: 3 (1 would have won)\n"), "{out}");
    assert!(!out.contains('\x1b'));
    let (_, coloured, _) = play_with_input(graph, &["--start", "2", "--color", "always"], "3\n");
    assert!(
        coloured.contains("\x1b[1;31mThat threw away your win"),
        "{coloured}"
    );
    // `auto` on a pipe: no colour.
    let (_, auto, _) = play_with_input(graph, &["--start", "2"], "3\n");
    assert!(!auto.contains('\x1b'));
}

/// Placing the token where the player to move wins, when a placement that wins for the
/// placer exists, is a mistake like any other: announced at once, counted and listed with the
/// moves' mistakes at the end (the plurals right), and taken back by `undo` before the user's
/// first move.
#[test]
fn a_losing_placement_is_a_mistake() {
    // 1x5: the player to move loses on 1 1, 1 3 and 1 5 and wins on 1 2 and 1 4.
    let corridor = "1 5\n.....\n";
    let (code, out, _) = play_with_input(corridor, &["--color", "never"], "1 2\n1 4\n");
    assert_eq!(code, 0);
    assert!(
        out.contains(
            "Place the token (row col)> 1 2\nThat threw away your win: 1 1 would have won.\nThe engine plays 1 3.\n"
        ),
        "{out}"
    );
    assert!(
        out.ends_with(
            "You have no move from 1 5. The engine wins.\nYou made 1 mistake (the placement):\n  the placement: 1 2 (1 1 would have won)\n"
        ),
        "{out}"
    );
    // Abandoned after a losing placement: the summary still counts it.
    let (_, out, _) = play_with_input(
        "1 9\n.........\n",
        &["--color", "never", "--as", "second"],
        "1 2\nquit\n",
    );
    assert!(
        out.ends_with(
            "Game abandoned.\nYou made 1 mistake (the placement):\n  the placement: 1 2 (1 1 would have won)\n"
        ),
        "{out}"
    );
    // Undo right after the placement takes it back, with its mistake.
    let (_, out, _) = play_with_input(
        corridor,
        &["--color", "never"],
        "1 2\nundo\n1 1\n1 3\n1 5\n",
    );
    assert!(
        out.contains("Took back the engine's move 1 3 and your placement on 1 2.\n    1 2 3 4 5\n 1  . . . . .\n"),
        "{out}"
    );
    assert!(
        out.ends_with("The engine has no move from 1 5. You win!\nYou made no mistakes.\n"),
        "{out}"
    );
    // On a graph too: the path 1-2-3 (the placer wins on 1 and 3).
    let (_, out, _) = play_with_input("3 2\n1 2\n2 3\n", &[], "2\n");
    assert!(
        out.contains("Place the token (vertex)> 2\nThat threw away your win: 1 would have won.\n"),
        "{out}"
    );
    assert!(
        out.contains("You made 1 mistake (the placement):\n"),
        "{out}"
    );
}

/// `bigame play examples/garden.txt` with no `--as`: the user gets the side that wins with
/// perfect play (the second player: 13 cells lose for the player to move), the opening
/// sentence says so, and a user who places the token where the library says the player to
/// move loses and then plays the library's best move at every turn wins without a mistake.
#[test]
fn garden_is_won_by_perfect_play_with_the_default_side() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/garden.txt"))
        .unwrap();
    let board = bigame::read::board_text::read_board(
        text.as_bytes(),
        bigame::read::board_text::CellRule::Strict,
    )
    .unwrap();
    let analysis = analyze(&board, Algorithm::default());
    let name = |v: u32| {
        let (r, c) = board.cell(v).unwrap();
        format!("{} {}", r + 1, c + 1)
    };
    let vertex = |text: &str| {
        let mut words = text.split(' ').map(|w| w.parse::<u32>().unwrap() - 1);
        let (r, c) = (words.next().unwrap(), words.next().unwrap());
        board.vertex(r, c)
    };
    // The placement that gives the engine the most room to go wrong, among the winning ones.
    let start = board
        .free_cells()
        .map(|(_, _, v)| v)
        .filter(|&v| !analysis.wins(v))
        .max_by_key(|&v| board.degree(v))
        .unwrap();
    let path = temp_file(&text);
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["play", "--color", "never"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut transcript = String::new();
    let mut game: Option<Game<_, _>> = None;
    let mut user_moves = 0;
    loop {
        let (text, at_prompt) = read_to_prompt(&mut stdout, &mut transcript);
        for line in text.lines() {
            if let Some(v) = line.strip_prefix("The engine plays ") {
                let g = game.as_mut().expect("the engine moves after the placement");
                g.play(vertex(v.trim_end_matches('.'))).unwrap();
            }
        }
        if !at_prompt {
            break;
        }
        let reply = if text.ends_with("Place the token (row col)> ") {
            assert!(game.is_none(), "asked for the start twice:\n{transcript}");
            game = Some(Game::new(&board, start));
            name(start)
        } else {
            let g = game.as_mut().expect("placed");
            assert!(g.is_winning(), "the user should be winning:\n{transcript}");
            let m = g.best_move().unwrap();
            g.play(m).unwrap();
            user_moves += 1;
            name(m)
        };
        writeln!(stdin, "{reply}").unwrap();
    }
    assert!(child.wait().unwrap().success());
    let _ = std::fs::remove_file(&path);
    assert!(
        transcript.contains("\nThe second player wins with perfect play, by placing the token on one of the 13 free cells where the player to move loses, and you are the second player: you place the token, the engine moves first.\n"),
        "{transcript}"
    );
    assert!(user_moves >= 3, "{transcript}");
    assert!(
        transcript.ends_with("You win!\nYou made no mistakes.\n"),
        "{transcript}"
    );
    // The final position is drawn before the verdict: the token where the game ended.
    let g = game.unwrap();
    let (r, c) = board.cell(g.token()).unwrap();
    let last_board: Vec<&str> = transcript.lines().rev().take(12).collect();
    let row = last_board
        .iter()
        .find(|l| l.starts_with(&format!("{:>3} ", r + 1)))
        .unwrap_or_else(|| panic!("no final board:\n{transcript}"));
    assert_eq!(
        row.split_whitespace().nth(c as usize + 1),
        Some("@"),
        "the token of the final position:\n{transcript}"
    );
}

/// The default side on boards and graphs: the second player when some start loses for the
/// player to move, else the first (the engine then places the token); with `--start`, the
/// side that wins from it; `--as` still forces a side, and the opening says it loses.
#[test]
fn the_default_side_is_the_one_that_wins() {
    // 2x2: a perfect matching, the player to move wins everywhere: the first player wins.
    let (_, out, _) = play_with_input("2 2\n..\n..\n", &[], "");
    assert!(
        out.contains("\nThe first player wins with perfect play, since the player to move wins on every free cell, and you are the first player: the engine places the token, you move first.\nType help for the commands.\nThe engine places the token on "),
        "{out}"
    );
    let (_, out, _) = play_with_input("2 2\n..\n..\n", &["--as", "second"], "");
    assert!(
        out.contains("\nThe first player wins with perfect play, since the player to move wins on every free cell, but you are the second player (as --as asked), the side that loses against best play: you place the token, the engine moves first.\n"),
        "{out}"
    );
    // One start only: `the only free cell`.
    let (_, out, _) = play_with_input("1 3\n.#.\n", &[], "");
    assert!(
        out.contains("by placing the token on one of the 2 free cells where"),
        "{out}"
    );
    let (_, out, _) = play_with_input("1 4\n...#\n", &[], "");
    assert!(
        out.contains("by placing the token on one of the 2 free cells where"),
        "{out}"
    );
    let (_, out, _) = play_with_input("1 1\n.\n", &[], "");
    assert!(
        out.contains("by placing the token on the only free cell where the player to move loses, and you are the second player"),
        "{out}"
    );
    // A fixed start: the side that wins from it (on the path 1-2-3 the mover loses on 1).
    let path3 = "3 2\n1 2\n2 3\n";
    let (_, out, _) = play_with_input(path3, &["--start", "1"], "");
    assert!(
        out.contains("\nThe token starts on 1, where the player to move loses, so the second player wins with perfect play, and you are the second player: the engine moves first.\n"),
        "{out}"
    );
    let (_, out, _) = play_with_input(path3, &["--start", "1", "--as", "first"], "");
    assert!(
        out.contains(", but you are the first player (as --as asked), the side that loses against best play: you move first.\n"),
        "{out}"
    );
    // Graphs: `vertex` (the path 1-2-3-4 has a perfect matching).
    let (_, out, _) = play_with_input("4 3\n1 2\n2 3\n3 4\n", &[], "");
    assert!(
        out.contains("since the player to move wins on every vertex, and you are the first player"),
        "{out}"
    );
}

/// The board is drawn before the user places the token (`--as second`, or by default), and
/// `show` draws it again there; a board too big to draw at every turn says so first.
#[test]
fn the_board_is_drawn_before_the_placement() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/garden.txt"))
        .unwrap();
    let board = "      1  2  3  4  5  6  7  8  9 10 11 12
  1   .  .  .  .  #  .  .  .  .  .  .  .
  2   .  #  #  .  #  .  .  #  #  .  .  .
  3   .  #  .  .  .  .  .  .  #  .  #  .
  4   .  .  .  #  #  .  #  .  .  .  #  .
  5   #  .  .  .  .  .  .  .  #  .  .  .
  6   .  .  #  .  #  #  .  .  .  .  #  .
  7   .  .  .  .  .  #  .  .  #  .  .  .
  8   .  #  #  .  .  .  .  .  .  #  #  .
# blocked   . free (the token goes on a free cell)
";
    for args in [&["--as", "second"][..], &[]] {
        let (code, out, _) = play_with_input(&text, args, "show\nundo\nquit\n");
        assert_eq!(code, 0);
        let want = format!(
            "Type help for the commands.\n{board}Place the token (row col)> show\n{board}Place the token (row col)> undo\nNothing to undo yet: place the token first.\nPlace the token (row col)> quit\nGame abandoned.\n"
        );
        assert!(out.ends_with(&want), "{args:?}:\n{out}");
    }
    // 61 rows: drawn only on `show`, and the user is told so before the placement.
    let mut big = String::from("61 2\n");
    for _ in 0..61 {
        big.push_str("..\n");
    }
    let (_, out, _) = play_with_input(&big, &["--as", "second"], "show\nquit\n");
    assert!(
        out.contains("Type help for the commands.\nThe board is too big to draw at every turn: type show to see it.\nPlace the token (row col)> show\n      1  2\n  1   .  .\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("(the token goes on a free cell)").count(),
        1,
        "{out}"
    );
}

/// A Bunny-and-Egg record is continued from where it ends; its moves cannot be undone; the
/// user gets the side that wins from there unless `--as` says.
#[test]
fn a_bunny_record_is_continued() {
    // 1x6 XO.OXO: the first player moved 1 2 (a mistake), the second 1 1; the first player is
    // now stuck.
    let record = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
    let (code, out, _) = play_with_input(record, &["--color", "never", "--as", "first"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("Continuing the record after its 2 moves."),
        "{out}"
    );
    assert!(
        out.contains("The second player wins with perfect play, but you are the first player (as --as asked), the side that loses against best play: you slide the O pieces into the empty cell.\n"),
        "{out}"
    );
    assert!(
        out.contains(" 1  . X O O X O\n"),
        "the final position:\n{out}"
    );
    assert!(
        out.contains("You have no move from 1 1. The engine wins.\nYou made no mistakes.\n"),
        "{out}"
    );
    let (_, out, _) = play_with_input(record, &["--color", "never"], "");
    assert!(
        out.contains("The second player wins with perfect play, and you are the second player: you slide the X pieces into the empty cell.\n"),
        "{out}"
    );
    assert!(
        out.contains("The engine has no move from 1 1. You win!\n"),
        "{out}"
    );
    let (_, out, _) = play_with_input("1 6\nXO.OXO\n", &["--color", "never"], "1 2\n");
    assert!(
        out.contains("and you are the first player: you slide the O"),
        "{out}"
    );
    assert!(out.contains(" 1  X o . o X O\n"), "{out}");
    assert!(
        out.contains("That threw away your win: 1 4 would have won."),
        "{out}"
    );
    let (_, out, _) = play_with_input("1 6\nXO.OXO\n", &["--color", "never"], "undo\n1 4\n1 6\n");
    assert!(
        out.contains("Nothing to undo: you have not moved yet."),
        "{out}"
    );
    assert!(out.contains("You win!"), "{out}");
}

/// Bad files and options: one line on stderr, exit status 2, nothing on stdout.
#[test]
fn bad_input_is_refused_before_the_game() {
    let cases: &[(&str, &[&str], &str)] = &[
        ("2 2\n..\n.x\n", &[], ".txt:3:2: unknown cell 'x'"),
        (
            "1 3\n...\n",
            &["--start", "1 4"],
            "--start: column `4` is not a number from 1 to 3",
        ),
        (
            "1 3\n.#.\n",
            &["--start", "1 2"],
            "--start 1 2: the token cannot start on a blocked cell",
        ),
        ("2 2\n##\n##\n", &[], "the board has no free cell"),
        ("1 3\nX.O\n", &["--start", "1 1"], "--start does not apply"),
        (
            "3 1\n1 2\n",
            &["--start", "4"],
            "--start: expected a vertex number from 1 to 3, found `4`",
        ),
    ];
    for &(file, args, message) in cases {
        let (code, out, err) = play_with_input(file, args, "");
        assert_eq!(code, 2, "{file:?} {args:?}: {err}");
        assert_eq!(out, "", "{file:?} {args:?}");
        assert!(
            err.contains(message) && err.lines().count() == 1,
            "{file:?} {args:?}: {err}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["play", "-"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("must come from a file"));
}
