//! `bigame play --sum`: whole games on random sums of small boards and graphs driven through
//! standard input by a random opponent, every engine move checked legal and (from a won sum)
//! winning by the exhaustive search of `crate::sum`; the warnings, the summary and the
//! winner announced; and a transcript fixed line by line.

use super::transcripts::play_args_with_input;
use super::*;
use crate::sum::{Part, mover_wins, positions, random_board, random_graph, start_state};

/// Plays one game of `bigame play --sum` on `parts` as `side` (`None`: the default side) with
/// random legal moves, then checks the transcript against the exhaustive search.
fn sum_game(parts: &[Part], king: bool, side: Option<Player>, seed: u64) {
    let (_files, specs) = positions(parts);
    let mut memo = HashMap::new();
    let mut state = start_state(parts);
    let winner = if mover_wins(parts, &state, &mut memo) {
        Player::First
    } else {
        Player::Second
    };
    let user = side.unwrap_or(winner);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bigame"));
    cmd.arg("play");
    match side {
        Some(Player::First) => cmd.args(["--as", "first"]),
        Some(Player::Second) => cmd.args(["--as", "second"]),
        None => &mut cmd,
    };
    if king {
        cmd.args(["--moves", "king"]);
    }
    let mut child = cmd
        .arg("--sum")
        .args(&specs)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let shown = |i: usize, v: usize| parts[i].names[v].replace(',', " ");
    let mut rng = Rng::new(seed);
    let mut transcript = String::new();
    let mut to_move = Player::First;
    let mut user_moves = 0;
    let (mut mistakes, mut warned) = (Vec::new(), Vec::new());
    loop {
        let (text, at_prompt) = read_to_prompt(&mut stdout, &mut transcript);
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("The engine plays part ") {
                assert_ne!(to_move, user, "the engine moved out of turn:\n{transcript}");
                let (k, rest) = rest.split_once(": ").unwrap();
                let i = k.parse::<usize>().unwrap() - 1;
                let (from, to) = rest.trim_end_matches('.').split_once(" to ").unwrap();
                let (token, seen) = state[i];
                assert_eq!(from, shown(i, token), "{transcript}");
                let v = (0..parts[i].names.len())
                    .find(|&v| shown(i, v) == to)
                    .unwrap();
                assert!(
                    parts[i].adj[token].contains(&v) && seen & (1 << v) == 0,
                    "an illegal engine move {line}:\n{transcript}"
                );
                let winning = mover_wins(parts, &state, &mut memo);
                state[i] = (v, seen | 1 << v);
                assert!(
                    !winning || !mover_wins(parts, &state, &mut memo),
                    "the engine threw away a win with {line}:\n{transcript}"
                );
                to_move = user;
            } else if line.starts_with("That threw away your win") {
                warned.push(user_moves);
            }
        }
        if !at_prompt {
            break;
        }
        assert_eq!(to_move, user, "a prompt out of turn:\n{transcript}");
        let legal: Vec<(usize, usize)> = state
            .iter()
            .enumerate()
            .flat_map(|(i, &(token, seen))| {
                parts[i].adj[token]
                    .iter()
                    .filter(move |&&u| seen & (1 << u) == 0)
                    .map(move |&u| (i, u))
            })
            .collect();
        assert!(!legal.is_empty(), "a prompt without a move:\n{transcript}");
        let (i, v) = legal[rng.below(legal.len() as u64) as usize];
        let winning = mover_wins(parts, &state, &mut memo);
        state[i] = (v, state[i].1 | 1 << v);
        user_moves += 1;
        if winning && mover_wins(parts, &state, &mut memo) {
            mistakes.push(user_moves);
        }
        to_move = user.other();
        writeln!(stdin, "{} {}", i + 1, shown(i, v)).unwrap();
    }
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}:\n{transcript}");
    // The game ran to its end: the player to move has no move in any part.
    assert!(
        state
            .iter()
            .enumerate()
            .all(|(i, &(t, seen))| parts[i].adj[t].iter().all(|&u| seen & (1 << u) != 0)),
        "the game ended early:\n{transcript}"
    );
    let opening = format!(
        "so the {} player wins with perfect play",
        if winner == Player::First {
            "first"
        } else {
            "second"
        }
    );
    assert!(transcript.contains(&opening), "{opening}:\n{transcript}");
    assert_eq!(warned, mistakes, "the warnings:\n{transcript}");
    let end = if to_move == user {
        "You have no move in any part. The engine wins."
    } else {
        "The engine has no move in any part. You win!"
    };
    assert!(transcript.contains(end), "{end}:\n{transcript}");
    // The engine wins every sum it starts winning; a user who loses is told so.
    if user != winner {
        assert_eq!(to_move, user, "the engine lost a won sum:\n{transcript}");
    }
    let summary = match mistakes.len() {
        0 => "You made no mistakes.".to_string(),
        n => format!(
            "You made {n} {} (move {}).",
            if n == 1 { "mistake" } else { "mistakes" },
            mistakes
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    assert!(
        transcript.ends_with(&format!("{summary}\n")),
        "{transcript}"
    );
}

/// Random sums of 2 or 3 small parts, each side and the default one.
#[test]
fn random_sum_games_against_exhaustive_search() {
    let mut rng = Rng::new(56);
    for round in 0..60 {
        let king = rng.chance(20);
        let k = 2 + rng.below(2) as usize;
        let parts: Vec<Part> = (0..k)
            .map(|_| {
                if rng.chance(60) {
                    random_board(&mut rng, king)
                } else {
                    random_graph(&mut rng)
                }
            })
            .collect();
        let side = match round % 3 {
            0 => None,
            1 => Some(Player::First),
            _ => Some(Player::Second),
        };
        sum_game(&parts, king, side, round);
    }
}

/// The README's sum played to the end: the user (first, the winner) plays the winning move,
/// the engine (lost) keeps the game going, the user wins; every line fixed.
#[test]
fn a_sum_game_transcript() {
    let (code, out, err) = play_args_with_input(
        &[
            "--color",
            "never",
            "--sum",
            "examples/corner.txt@1,1",
            "examples/tee.txt@1,2",
        ],
        "hint\n2 3 2\n2 2 2\nundo\n2 2 2\n2 3 2\n",
    );
    assert_eq!(err, "");
    let want = "\
Playing a sum of 2 games: part 1 examples/corner.txt (the 2x2 board, rook moves, token on 1,1), part 2 examples/tee.txt (the 3x3 board, rook moves, token on 1,2). A turn moves one token; who cannot move in any part loses.
The parts' Grundy values are 1, 2 (xor 3), so the first player wins with perfect play, and you are the first player: you move first.
Type help for the commands.
part 1: examples/corner.txt    part 2: examples/tee.txt
    1 2                            1 2 3
 1  @ *                         1  * @ *
 2  * #                         2  # * #
                                3  # . #
@ token   * legal move   x visited   # blocked   . free
Your move (part move)> hint
Hint: you are winning (the sum's value is 3): play 2 2 2.
Your move (part move)> 2 3 2
3 2 is not a legal move of part 2: its moves are 1 1, 1 3, 2 2 (type help for help)
Your move (part move)> 2 2 2
The engine plays part 1: 1 1 to 2 1.
part 1: examples/corner.txt    part 2: examples/tee.txt
    1 2                            1 2 3
 1  x .                         1  . x .
 2  @ #                         2  # @ #
                                3  # * #
@ token   * legal move   x visited   # blocked   . free
Your move (part move)> undo
Took back your last move and the engine's reply.
part 1: examples/corner.txt    part 2: examples/tee.txt
    1 2                            1 2 3
 1  @ *                         1  * @ *
 2  * #                         2  # * #
                                3  # . #
@ token   * legal move   x visited   # blocked   . free
Your move (part move)> 2 2 2
The engine plays part 1: 1 1 to 2 1.
part 1: examples/corner.txt    part 2: examples/tee.txt
    1 2                            1 2 3
 1  x .                         1  . x .
 2  @ #                         2  # @ #
                                3  # * #
@ token   * legal move   x visited   # blocked   . free
Your move (part move)> 2 3 2
part 1: examples/corner.txt    part 2: examples/tee.txt
    1 2                            1 2 3
 1  x .                         1  . x .
 2  @ #                         2  # x #
                                3  # @ #
@ token   * legal move   x visited   # blocked   . free
The engine has no move in any part. You win!
You made no mistakes.
";
    assert_eq!(out, want);
    assert_eq!(code, 0);
}

/// A losing move is announced, counted at the end, and the engine then wins.
#[test]
fn a_thrown_away_win_is_told_and_the_engine_wins() {
    // 2 1 1 leaves the tee at value 0 and the sum at 1: the engine wins from there.
    let moves = "2 1 1\n".to_string() + &"1 1 2\n1 2 1\n2 2 2\n2 3 2\n".repeat(3);
    let (_, text, _) = play_args_with_input(
        &[
            "--color",
            "never",
            "--sum",
            "examples/corner.txt@1,1",
            "examples/tee.txt@1,2",
        ],
        &moves,
    );
    assert!(
        text.contains(
            "Your move (part move)> 2 1 1\nThat threw away your win: 2 2 2 would have won.\n"
        ),
        "{text}"
    );
    assert!(
        text.ends_with(
            "You have no move in any part. The engine wins.\nYou made 1 mistake (move 1).\n"
        ),
        "{text}"
    );
}

/// Bad sums are refused before the game, in one line; --game edge and a file with --sum too.
#[test]
fn bad_sums_are_refused_before_the_game() {
    let board = temp_file("2 2\n..\n.#\n");
    let spec = format!("{}@2,2", board.display());
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["play", "--sum", &spec])
        .output()
        .unwrap();
    let line = common::cli::refusal_line(out, "blocked start");
    assert!(line.contains("cell 2,2 is blocked"), "{line}");
    let spec = format!("{}@1,1", board.display());
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["play", "--game", "edge", "--sum", &spec])
        .output()
        .unwrap();
    let line = common::cli::refusal_line(out, "edge");
    assert!(line.contains("--sum plays the vertex game"), "{line}");
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["play", "--start", "1", "--sum", &spec])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
