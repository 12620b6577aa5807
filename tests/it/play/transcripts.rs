//! Whole `bigame play` sessions: a transcript by hand, mistakes reported, colours, the default
//! side, the board drawn first, a record continued, bad input refused before the game.

use super::*;

/// Runs `bigame play` on a temporary file holding `file`, with `args` and the whole of
/// `input` on standard input.
pub(super) fn play_with_input(file: &str, args: &[&str], input: &str) -> (i32, String, String) {
    let path = temp_file(file);
    let path = path.to_str().unwrap();
    play_args_with_input(&[&[path], args].concat(), input)
}

/// Runs `bigame play ARGS` in the crate's folder (so `examples/...` names a shipped file) with
/// the whole of `input` on standard input; returns the exit status, stdout and stderr.
pub(super) fn play_args_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("play")
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
        .find(|l| {
            let w = board.rows().to_string().len() + 1;
            l.starts_with(&format!("{:>w$} ", r + 1))
        })
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
    // 2 characters a cell, the column numbers from 10 on written downwards (issue 43).
    let board = "                      1 1 1
    1 2 3 4 5 6 7 8 9 0 1 2
 1  . . . . # . . . . . . .
 2  . # # . # . . # # . . .
 3  . # . . . . . . # . # .
 4  . . . # # . # . . . # .
 5  # . . . . . . . # . . .
 6  . . # . # # . . . . # .
 7  . . . . . # . . # . . .
 8  . # # . . . . . . # # .
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
        out.contains("Type help for the commands.\nThe board is too big to draw at every turn: type show to see it.\nPlace the token (row col)> show\n     1 2\n  1  . .\n"),
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
        out.contains("Continuing the record after its 2 plies (1 move each)."),
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

/// Issue 53: help speaks of a placement only where the user placed the token (a Bunny-and-Egg
/// game has none), and a refused move is a sentence starting with a capital letter.
#[test]
fn help_and_refusals_fit_the_game() {
    let (code, out, _) = play_with_input("1 3\n.OX\n", &["--color", "never"], "help\n9 9\nquit\n");
    assert_eq!(code, 0, "{out}");
    let help = &out[out.find("Type your move").expect("the help")..];
    assert!(
        help.contains("undo   take back your last move and the engine's reply\n"),
        "{out}"
    );
    assert!(!out.contains("placement"), "{out}");
    assert!(
        out.contains("Row `9` is not a number from 1 to 1 (type help for help)"),
        "{out}"
    );
    let (_, out, _) = play_with_input(
        "1 5\n.....\n",
        &["--color", "never", "--as", "second"],
        "1 1\nhelp\nquit\n",
    );
    assert!(
        out.contains(
            "undo   take back your last move and the engine's reply (or your placement)\n"
        ),
        "{out}"
    );
}
