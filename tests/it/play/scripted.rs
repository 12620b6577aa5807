//! Scripted `bigame play` games on boards (every move set), graphs and Bunny-and-Egg boards,
//! each side and the placement: the program's verdicts, moves and summary against exhaustive
//! search.

use super::*;

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
    let file = board_text(&board);
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
