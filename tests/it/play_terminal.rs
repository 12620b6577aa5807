//! `bigame play` in a real terminal, end to end: tmux runs the program in a pseudo-terminal,
//! the test types with `send-keys` and reads the screen with `capture-pane`. CI installs tmux
//! (`.ci/run`); elsewhere the test is skipped, saying so, when tmux is missing.

use std::process::Command;
use std::time::{Duration, Instant};

/// A tmux server of our own (its own socket), killed when dropped.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn run(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen, with colours as escape sequences if `escapes`.
    fn screen(&self, escapes: bool) -> String {
        let mut args = vec!["capture-pane", "-p", "-t", "play"];
        if escapes {
            args.push("-e");
        }
        self.run(&args)
    }

    /// Everything the pane has shown, scrolled-off lines included.
    fn history(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", "play", "-S", "-"])
    }

    /// Waits until the screen shows `text` (10 s at most).
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = self.screen(false);
            if screen.contains(text) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "waited 10 s for {text:?}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn type_line(&self, line: &str) {
        self.run(&["send-keys", "-t", "play", "-l", line]);
        self.run(&["send-keys", "-t", "play", "Enter"]);
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

fn tmux_available() -> bool {
    let found = Command::new("tmux").arg("-V").output().is_ok();
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "tmux is missing; .ci/run installs it"
        );
        eprintln!("skipped: tmux is not installed");
    }
    found
}

/// Runs the shell `command` in a new tmux session of `width` x `height` (`name` keeps the
/// socket apart from other tests').
fn session(name: &str, command: &str, (width, height): (u32, u32)) -> Tmux {
    let tmux = Tmux {
        socket: format!("bigame-test-{}-{name}", std::process::id()),
    };
    let (width, height) = (width.to_string(), height.to_string());
    tmux.run(&[
        "new-session",
        "-d",
        "-s",
        "play",
        "-x",
        &width,
        "-y",
        &height,
        command,
    ]);
    tmux
}

/// Starts `bigame play ARGS` with the extra environment `env` in a new tmux session of the
/// given size; the shell prints the exit status when the program ends.
fn play_in(name: &str, env: &str, args: &str, size: (u32, u32)) -> Tmux {
    let command = format!(
        "env {env} TERM=xterm-256color {} play {args}; echo EXIT=$?; sleep 30",
        env!("CARGO_BIN_EXE_bigame"),
    );
    session(name, &command, size)
}

/// Starts `bigame play FILE --as second` on a 1x5 corridor in a new tmux session, with extra
/// environment `env`.
fn start(name: &str, env: &str) -> (Tmux, std::path::PathBuf) {
    let file = std::env::temp_dir().join(format!("bigame-tty-{}-{name}.txt", std::process::id()));
    std::fs::write(&file, "1 5\n.....\n").unwrap();
    let tmux = play_in(
        name,
        env,
        &format!("{} --as second", file.display()),
        (100, 40),
    );
    (tmux, file)
}

/// A whole game typed at the terminal: placing the token, a hint, a move, the win, the exit
/// status; and colours on the terminal.
#[test]
fn a_whole_game_in_a_terminal() {
    if !tmux_available() {
        return;
    }
    let (tmux, file) = start("colour", "-u NO_COLOR");
    tmux.wait_for("Place the token (row col)>");
    tmux.type_line("1 1");
    tmux.wait_for("The engine plays 1 2.");
    let screen = tmux.wait_for("Legal moves: 1 3");
    assert!(screen.contains(" 1  x @ * . ."), "{screen}");
    assert!(
        tmux.screen(true).contains("\x1b["),
        "no colours on a terminal:\n{}",
        tmux.screen(true)
    );
    tmux.type_line("hint");
    tmux.wait_for("Hint: you are winning: play 1 3.");
    tmux.type_line("1 3");
    tmux.wait_for("Legal moves: 1 5");
    tmux.type_line("1 5");
    let screen = tmux.wait_for("EXIT=");
    assert!(
        screen.contains("The engine has no move from 1 5. You win!\nYou made no mistakes.\nEXIT=0"),
        "{screen}"
    );
    let _ = std::fs::remove_file(file);
}

/// `bigame play examples/garden.txt` with no `--as`, at a terminal: the opening names the
/// winner and gives the user that side (the placer), the board is on the screen before the
/// placement is asked for, a placement where the player to move wins is announced as a
/// mistake and counted at the end, with the final position drawn.
#[test]
fn the_default_side_places_on_a_drawn_board() {
    if !tmux_available() {
        return;
    }
    let garden = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/garden.txt");
    let tmux = play_in("garden", "NO_COLOR=1", garden, (220, 60));
    let screen = tmux.wait_for("Place the token (row col)>");
    assert!(
        screen.contains("The second player wins with perfect play, by placing the token on one of the 13 free cells where the player to move loses, and you are the second player: you place the token, the engine moves first."),
        "{screen}"
    );
    let board_at = screen
        .find(" 8  . # # . . . . . . # # .")
        .expect("the board");
    assert!(
        board_at < screen.find("Place the token").unwrap(),
        "the board comes after the prompt:\n{screen}"
    );
    // 1 2: the player to move wins there (1 1 would have lost for it).
    tmux.type_line("1 2");
    tmux.wait_for("That threw away your win: 1 1 would have won.");
    tmux.wait_for("Your move (row col)>");
    // Then the first legal move at every turn, each typed once its prompt is there. A prompt
    // is counted without its trailing space, which capture-pane trims until the user types:
    // the count must grow only when the program asks again, never with the echo of a move.
    for _ in 0..80 {
        let history = tmux.history();
        if history.contains("EXIT=") {
            break;
        }
        let prompts = history.matches("Your move (row col)>").count();
        let list = history
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("Legal moves: "))
            .expect("the legal moves");
        tmux.type_line(list.split(", ").next().unwrap());
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let history = tmux.history();
            if history.contains("EXIT=")
                || history.matches("Your move (row col)>").count() > prompts
            {
                break;
            }
            assert!(Instant::now() < deadline, "no answer:\n{history}");
            std::thread::sleep(Duration::from_millis(30));
        }
    }
    let screen = tmux.wait_for("EXIT=");
    assert!(
        screen.contains(
            "The engine wins.\nYou made 1 mistake (the placement):\n  the placement: 1 2 (1 1 would have won)\nEXIT=0"
        ),
        "{screen}"
    );
    // The final position is drawn above the verdict.
    let end = screen.find("You have no move").unwrap();
    assert!(
        screen[..end].trim_end().ends_with("# blocked   . free"),
        "{screen}"
    );
}

/// `NO_COLOR` turns the colours off on a terminal too; `quit` ends the game.
#[test]
fn no_color_is_respected_and_quit_ends_the_game() {
    if !tmux_available() {
        return;
    }
    let (tmux, file) = start("plain", "NO_COLOR=1");
    tmux.wait_for("Place the token (row col)>");
    tmux.type_line("1 3");
    tmux.wait_for("Legal moves:");
    let screen = tmux.screen(true);
    assert!(
        !screen.contains("\x1b["),
        "colours despite NO_COLOR:\n{screen}"
    );
    tmux.type_line("quit");
    let screen = tmux.wait_for("EXIT=");
    assert!(
        screen.contains("Game abandoned.\nYou made no mistakes.\nEXIT=0"),
        "{screen}"
    );
    let _ = std::fs::remove_file(file);
}

/// The progress line of a slow command: nothing for the first second, then the stage on the
/// terminal, cleared before the answer; nothing at all when standard error is not a terminal.
#[test]
fn progress_line_shows_on_a_terminal_after_a_second_and_is_cleared() {
    if !tmux_available() {
        return;
    }
    let file = std::env::temp_dir().join(format!("bigame-tty-{}-progress.txt", std::process::id()));
    std::fs::write(&file, "3 2\n1 2\n2 3\n").unwrap();
    let errors = file.with_extension("err");
    // The input arrives after 2.5 s, so the command waits while reading its input.
    let command = format!(
        "(sleep 2.5; cat {file}) | {bin} analyze --format text -; (sleep 2.5; cat {file}) | {bin} analyze --format text - 2>{errors}; echo EXIT=$?; sleep 30",
        file = file.display(),
        bin = env!("CARGO_BIN_EXE_bigame"),
        errors = errors.display()
    );
    let tmux = session("progress", &command, (100, 20));
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        !tmux.screen(false).contains("reading"),
        "shown before a second"
    );
    tmux.wait_for("reading <stdin>");
    let screen = tmux.wait_for("EXIT=0");
    assert!(!screen.contains("reading"), "not cleared:\n{screen}");
    assert!(screen.contains("1 lose\n2 win\n3 lose\n"), "{screen}");
    assert_eq!(
        std::fs::read_to_string(&errors).unwrap(),
        "",
        "progress on a non-terminal"
    );
    let _ = std::fs::remove_file(file);
    let _ = std::fs::remove_file(errors);
}

/// `bigame play --game edge` in a terminal: the used passages are drawn between the cells,
/// the hint names a winning move, and a game won by coming back to a visited cell.
#[test]
fn an_edge_game_in_a_terminal() {
    if !tmux_available() {
        return;
    }
    let file = std::env::temp_dir().join(format!("bigame-tty-{}-edge.txt", std::process::id()));
    std::fs::write(&file, "2 3\n...\n...\n").unwrap();
    let args = format!("{} --game edge --as first", file.display());
    let tmux = play_in("edge", "NO_COLOR=1", &args, (80, 40));
    tmux.wait_for("Your move (row col)>");
    tmux.type_line("hint");
    tmux.wait_for("Hint: you are winning: play 1 1.");
    tmux.type_line("1 1");
    let screen = tmux.wait_for("The engine plays 2 1.");
    assert!(screen.contains(" 1  x-x .\n    |\n 2  @ * .\n"), "{screen}");
    tmux.type_line("2 2");
    tmux.wait_for("The engine plays 1 2.");
    tmux.type_line("1 3");
    tmux.wait_for("The engine plays 2 3.");
    tmux.type_line("2 2");
    let screen = tmux.wait_for("EXIT=");
    assert!(
        screen.contains(" 1  x-x-x\n    | | |\n 2  x-@-x\n"),
        "{screen}"
    );
    assert!(
        screen.contains("The engine has no move from 2 2. You win!\nYou made no mistakes.\nEXIT=0"),
        "{screen}"
    );
    let _ = std::fs::remove_file(file);
}

/// `bigame play --sum` in a terminal: the two boards drawn side by side with colours, the
/// hint's winning move, the engine's reply in the other part, and the user's win.
#[test]
fn a_sum_game_in_a_terminal() {
    if !tmux_available() {
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let args = format!("--sum {root}/examples/corner.txt@1,1 {root}/examples/tee.txt@1,2");
    let tmux = play_in("sum", "-u NO_COLOR", &args, (120, 40));
    let screen = tmux.wait_for("Your move (part move)>");
    // The two boards side by side: row 1 of each on one line.
    let row = screen
        .lines()
        .find(|l| l.starts_with(" 1  @ *"))
        .unwrap_or("");
    assert!(row.trim_end().ends_with(" 1  * @ *"), "{screen}");
    assert!(
        tmux.screen(true).contains("\x1b["),
        "no colours on a terminal"
    );
    tmux.type_line("hint");
    tmux.wait_for("play 2 2 2.");
    tmux.type_line("2 2 2");
    tmux.wait_for("The engine plays part 1: 1 1 to 2 1.");
    tmux.type_line("2 3 2");
    let screen = tmux.wait_for("EXIT=");
    assert!(
        screen.contains(
            "The engine has no move in any part. You win!\nYou made no mistakes.\nEXIT=0"
        ),
        "{screen}"
    );
}

/// Starts `bigame play ARGS` in an 80-column tmux session (`name` keeps the socket apart).
fn start_80(name: &str, args: &str) -> Tmux {
    play_in(name, "NO_COLOR=1", args, (80, 60))
}

/// Issue 43 at 80 columns: a 40x40 board (the NOI 2011 maximum) is drawn 1 character a cell
/// with its column numbers written downwards, no line wrapping; a 100-column one is said not
/// to fit; a hub's legal moves stop after a screenful with "and N more", and `moves` lists
/// them all, in order.
#[test]
fn boards_and_long_move_lists_fit_an_80_column_terminal() {
    if !tmux_available() {
        return;
    }
    let dir = std::env::temp_dir();
    let board = dir.join(format!("bigame-tty-{}-wide.txt", std::process::id()));
    std::fs::write(
        &board,
        format!("40 40\n{}", format!("{}\n", ".".repeat(40)).repeat(40)),
    )
    .unwrap();
    let tmux = start_80("wide", &format!("{} --as second", board.display()));
    let screen = tmux.wait_for("Place the token (row col)>");
    let dots = ".".repeat(40);
    assert!(screen.contains(&format!("\n 40 {dots}\n")), "{screen}");
    assert!(screen.contains("\n    1234567890"), "{screen}");
    assert!(screen.lines().all(|l| l.len() <= 80), "{screen}");
    drop(tmux);
    std::fs::write(
        &board,
        format!("3 100\n{}", format!("{}\n", ".".repeat(100)).repeat(3)),
    )
    .unwrap();
    let tmux = start_80("wider", &format!("{} --as second", board.display()));
    tmux.wait_for("The board needs 103 columns and the terminal has 80:");
    drop(tmux);

    let star = dir.join(format!("bigame-tty-{}-star.txt", std::process::id()));
    let edges: String = (2..=301).rev().map(|v| format!("1 {v}\n")).collect();
    std::fs::write(&star, format!("301 300\n{edges}")).unwrap();
    let tmux = start_80("star", &format!("{} --as first --start 1", star.display()));
    let screen = tmux.wait_for("Your move (vertex)>");
    assert!(screen.contains("Legal moves: 2, 3, 4, 5, "), "{screen}");
    assert!(
        screen.contains("more (type moves to see them all)"),
        "{screen}"
    );
    tmux.type_line("moves");
    let screen = tmux.wait_for("299, 300, 301");
    assert!(screen.contains("Legal moves (300): 2, 3, 4, "), "{screen}");
    tmux.type_line("quit");
    tmux.wait_for("EXIT=0");
    let _ = std::fs::remove_file(board);
    let _ = std::fs::remove_file(star);
}

/// The text after `prefix` on the screen, its wrapped lines joined again with spaces, up to
/// the next prompt.
fn unwrapped_after(screen: &str, prefix: &str) -> String {
    let at = screen
        .rfind(prefix)
        .unwrap_or_else(|| panic!("no {prefix:?}:\n{screen}"));
    let rest = &screen[at + prefix.len()..];
    let end = rest
        .find('>')
        .map_or(rest.len(), |e| rest[..e].rfind('\n').unwrap_or(e));
    rest[..end]
        .split('\n')
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 53 at 80x24: a 40x40 board is taller than the terminal, so each turn draws the rows
/// around the token; the token's row, the legal moves, the engine's move and the prompt are
/// all on the screen at every turn, and `show` still draws the whole board.
#[test]
fn a_board_taller_than_the_terminal_keeps_the_token_on_screen() {
    if !tmux_available() {
        return;
    }
    let board = std::env::temp_dir().join(format!("bigame-tty-{}-tall.txt", std::process::id()));
    std::fs::write(
        &board,
        format!("40 40\n{}", format!("{}\n", ".".repeat(40)).repeat(40)),
    )
    .unwrap();
    let tmux = play_in(
        "tall",
        "NO_COLOR=1",
        &format!("{} --as second", board.display()),
        (80, 24),
    );
    tmux.wait_for("Place the token (row col)>");
    // Each turn: the prompts counted before typing, then a new one waited for.
    let prompts = || tmux.history().matches("Your move (row col)>").count();
    let mut before = prompts();
    tmux.type_line("20 20");
    for _ in 0..4 {
        let deadline = Instant::now() + Duration::from_secs(10);
        while prompts() == before {
            assert!(
                Instant::now() < deadline,
                "no answer:\n{}",
                tmux.screen(false)
            );
            std::thread::sleep(Duration::from_millis(30));
        }
        let screen = tmux.wait_for("Your move (row col)>");
        assert_eq!(screen.lines().count(), 24, "{screen}");
        let engine = screen
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("The engine plays "))
            .unwrap_or_else(|| panic!("the engine's move is off the screen:\n{screen}"));
        let row: u32 = engine.split(' ').next().unwrap().parse().unwrap();
        let token_line = screen
            .lines()
            .find(|l| l.contains('@'))
            .unwrap_or_else(|| panic!("the token is off the screen:\n{screen}"));
        assert_eq!(
            token_line.split_whitespace().next().unwrap(),
            row.to_string(),
            "the token's row:\n{screen}"
        );
        assert!(
            screen.contains("of 40, around the token (show draws the whole board)."),
            "{screen}"
        );
        assert!(screen.contains('*'), "no legal move drawn:\n{screen}");
        let legal = unwrapped_after(&screen, "Legal moves: ");
        let first = legal.split(", ").next().unwrap().to_string();
        before = prompts();
        tmux.type_line(&first);
    }
    tmux.type_line("show");
    tmux.wait_for("\n 40 ");
    assert!(tmux.history().contains("\n  1 "), "show draws row 1");
    tmux.type_line("quit");
    tmux.wait_for("EXIT=0");
    let _ = std::fs::remove_file(board);
}

/// Issue 53 at 80x24: messages wrap at spaces (no word, number or cell cut at the line's
/// end), counts have thousands separators, an input error starts with a capital letter.
#[test]
fn messages_wrap_at_spaces_with_thousands_separators() {
    if !tmux_available() {
        return;
    }
    let star = std::env::temp_dir().join(format!("bigame-tty-{}-hub.txt", std::process::id()));
    let edges: String = (10001..=20001).map(|v| format!("1 {v}\n")).collect();
    std::fs::write(&star, format!("20001 10001\n{edges}")).unwrap();
    let tmux = play_in(
        "hub",
        "NO_COLOR=1",
        &format!("{} --as first --start 1", star.display()),
        (80, 24),
    );
    let screen = tmux.wait_for("Your move (vertex)>");
    let all = tmux.history();
    assert!(all.lines().all(|l| l.chars().count() < 80), "{all}");
    let joined = all.split('\n').map(str::trim).collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains("Playing on a graph with 20,001 vertices."),
        "{all}"
    );
    let legal = unwrapped_after(&screen, "Legal moves: ");
    let names: Vec<&str> = legal.split(", ").collect();
    assert!(names.len() > 40, "{legal}");
    for name in &names[..names.len() - 1] {
        let v: u32 = name
            .parse()
            .unwrap_or_else(|_| panic!("{name:?} in {legal}"));
        assert!((10001..=20001).contains(&v), "{name} in {legal}");
    }
    assert!(
        legal.contains("more (type moves to see them all)"),
        "{legal}"
    );
    tmux.type_line("abc");
    tmux.wait_for("(type help for help)");
    let all = tmux.history();
    let joined = all.split('\n').map(str::trim).collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains(
            "Expected a vertex number from 1 to 20,001, found `abc` (type help for help)"
        ),
        "{all}"
    );
    tmux.type_line("quit");
    tmux.wait_for("EXIT=0");
    let _ = std::fs::remove_file(star);
}
