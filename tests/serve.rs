//! The web server's JSON API, in process (`tower::ServiceExt::oneshot` on
//! `bigame::serve::router()`), compared with the command-line tool's JSON; and one run of the
//! real `bigame serve` over TCP.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tower::ServiceExt;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// Sends `body` to `path` and returns the status and the parsed JSON answer (every answer
/// must be JSON).
async fn call(path: &str, body: Vec<u8>) -> (StatusCode, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body))
        .unwrap();
    let response = bigame::serve::router().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    let value = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
        panic!(
            "{path}: status {status}, not JSON ({e}): {}",
            String::from_utf8_lossy(&bytes[..bytes.len().min(200)])
        )
    });
    (status, value)
}

fn post(path: &str, body: Value) -> (StatusCode, Value) {
    runtime().block_on(call(path, body.to_string().into_bytes()))
}

fn bigame(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "bigame {args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("bigame-serve-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// A small xorshift generator, so the boards are the same on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_board(rng: &mut Rng, rows: u64, cols: u64, blocked_percent: u64) -> String {
    let mut text = format!("{rows} {cols}\n");
    for _ in 0..rows {
        for _ in 0..cols {
            text.push(if rng.below(100) < blocked_percent {
                '#'
            } else {
                '.'
            });
        }
        text.push('\n');
    }
    text
}

/// Checks the solve answer against the CLI and checks every winning reply: a free
/// neighbour-by-move-set cell, given exactly for the cells where the mover wins.
fn check_solve(text: &str, moves: &str, file: &Path) {
    let (status, mut answer) = post("/api/board/solve", json!({"board": text, "moves": moves}));
    assert_eq!(status, StatusCode::OK, "{answer}");
    let replies = answer
        .as_object_mut()
        .unwrap()
        .remove("winning_replies")
        .unwrap();
    let cli = bigame(&[
        "board",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--moves",
        moves,
    ]);
    assert_eq!(answer, cli, "{moves} on {}", file.display());
    let free = cli["free_cells"].as_u64().unwrap();
    let placer = cli["placer_wins_count"].as_u64().unwrap();
    let replies = replies.as_array().unwrap();
    assert_eq!(replies.len() as u64, free - placer);
    let grid: Vec<&[u8]> = text.lines().skip(1).map(str::as_bytes).collect();
    let placer_cells: std::collections::HashSet<(u64, u64)> = cli["placer_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c[0].as_u64().unwrap(), c[1].as_u64().unwrap()))
        .collect();
    for reply in replies {
        let [r, c, rr, rc] = [0, 1, 2, 3].map(|i| reply[i].as_i64().unwrap());
        let (dr, dc) = ((rr - r).abs(), (rc - c).abs());
        let step = match moves {
            "rook" => dr + dc == 1,
            "king" => dr.max(dc) == 1,
            _ => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
        };
        assert!(step, "{reply} is not a {moves} move");
        assert_eq!(grid[rr as usize - 1][rc as usize - 1], b'.');
        assert!(!placer_cells.contains(&(r as u64, c as u64)));
    }
}

#[test]
fn solve_matches_the_cli_on_the_examples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for name in ["corridor.txt", "cross.txt", "garden.txt", "ring.txt"] {
        let file = dir.join(name);
        let text = std::fs::read_to_string(&file).unwrap();
        for moves in ["rook", "king", "knight"] {
            check_solve(&text, moves, &file);
        }
    }
}

#[test]
fn solve_matches_the_cli_on_random_boards() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for i in 0..12 {
        let (rows, cols) = (1 + rng.below(14), 1 + rng.below(14));
        let blocked = 10 + rng.below(40);
        let text = random_board(&mut rng, rows, cols, blocked);
        let file = temp_file(&format!("random{i}.txt"), &text);
        for moves in ["rook", "king", "knight"] {
            check_solve(&text, moves, &file);
        }
        std::fs::remove_file(file).unwrap();
    }
}

#[test]
fn solve_takes_a_grid_of_rows() {
    let (status, grid) = post(
        "/api/board/solve",
        json!({"board": {"rows": 2, "cols": 3, "cells": [".#.", "..."]}}),
    );
    assert_eq!(status, StatusCode::OK);
    let (_, text) = post("/api/board/solve", json!({"board": "2 3\n.#.\n...\n"}));
    assert_eq!(grid, text);
}

#[test]
fn review_matches_the_cli_on_the_judge_data() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/noi2011");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let record = std::fs::read_to_string(&path).unwrap();
        let (status, answer) = post("/api/review", json!({ "record": record }));
        assert_eq!(status, StatusCode::OK, "{}: {answer}", path.display());
        let cli = bigame(&["review", path.to_str().unwrap(), "--format", "json"]);
        assert_eq!(answer, cli, "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 10, "only {seen} records in {}", dir.display());
}

/// Plays whole games through `/api/move`: the engine for one side, a random legal move for
/// the other; a side the engine plays that is winning stays winning and wins.
#[test]
fn the_engine_never_loses_a_won_position() {
    let mut rng = Rng(12345);
    let runtime = runtime();
    for game in 0..30 {
        let moves = ["rook", "king", "knight"][game % 3];
        let (rows, cols) = (2 + rng.below(6), 2 + rng.below(6));
        let text = random_board(&mut rng, rows, cols, 20);
        let free: Vec<(u64, u64)> = text
            .lines()
            .skip(1)
            .enumerate()
            .flat_map(|(r, line)| {
                line.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'.')
                    .map(move |(c, _)| (r as u64 + 1, c as u64 + 1))
            })
            .collect();
        if free.is_empty() {
            continue;
        }
        let start = free[rng.below(free.len() as u64) as usize];
        let engine_side = if rng.below(2) == 0 { "first" } else { "second" };
        let mut history: Vec<(u64, u64)> = Vec::new();
        let mut engine_won_position = false;
        loop {
            let body = json!({"board": text, "moves": moves, "start": start, "history": history});
            let (status, pos) = runtime.block_on(call("/api/move", body.to_string().into_bytes()));
            assert_eq!(status, StatusCode::OK, "{pos}");
            let legal: Vec<(u64, u64)> =
                serde_json::from_value(pos["legal_moves"].clone()).unwrap();
            if pos["over"].as_bool().unwrap() {
                assert!(legal.is_empty() && pos["engine_move"].is_null());
                let winner = pos["winner"].as_str().unwrap();
                assert_ne!(winner, pos["to_move"].as_str().unwrap());
                if engine_won_position {
                    assert_eq!(winner, engine_side, "game {game} on\n{text}");
                }
                break;
            }
            let engine_to_move = pos["to_move"] == engine_side;
            let winning = pos["winning"].as_bool().unwrap();
            if engine_to_move {
                if engine_won_position {
                    assert!(winning, "the engine lost a won position: game {game}");
                }
                engine_won_position |= winning;
                let m: (u64, u64) = serde_json::from_value(pos["engine_move"].clone()).unwrap();
                assert!(legal.contains(&m));
                history.push(m);
            } else {
                history.push(legal[rng.below(legal.len() as u64) as usize]);
            }
        }
    }
}

/// The page judges a placement as `bigame play` does, from two answers: Play asks
/// `/api/board/solve` once, and the placement is a mistake when it is not among the cells
/// that win for the user's side (`placer_wins` for the second player) while one is; the first
/// `/api/move` answer must agree with that verdict (`winning` for the player to move is "not
/// a placer win"), and the cell the page names instead (the first winning start, row-major)
/// is the one the CLI names for the same placement.
#[test]
fn placement_verdicts_agree_between_solve_move_and_the_cli() {
    let mut rng = Rng(0x5eed_1234);
    let runtime = runtime();
    let mut mistakes = 0;
    for i in 0..9 {
        let moves = ["rook", "king", "knight"][i % 3];
        let (rows, cols) = (1 + rng.below(5), 2 + rng.below(5));
        let text = random_board(&mut rng, rows, cols, 20);
        let body = json!({"board": text, "moves": moves}).to_string();
        let (status, solved) = runtime.block_on(call("/api/board/solve", body.into_bytes()));
        assert_eq!(status, StatusCode::OK, "{solved}");
        let placer: Vec<(u64, u64)> =
            serde_json::from_value(solved["placer_wins"].clone()).unwrap();
        let free: Vec<(u64, u64)> = text
            .lines()
            .skip(1)
            .enumerate()
            .flat_map(|(r, line)| {
                line.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'.')
                    .map(move |(c, _)| (r as u64 + 1, c as u64 + 1))
            })
            .collect();
        let file = temp_file(&format!("placement{i}.txt"), &text);
        for &cell in &free {
            let body = json!({"board": text, "moves": moves, "start": cell, "history": []});
            let (status, pos) = runtime.block_on(call("/api/move", body.to_string().into_bytes()));
            assert_eq!(status, StatusCode::OK, "{pos}");
            let placer_wins = placer.contains(&cell);
            assert_eq!(pos["winning"], json!(!placer_wins), "{cell:?} on\n{text}");
            // A placement where the player to move wins, when the placer could win: the page
            // names the first placer win (row-major, as `placer_wins` lists them); so does
            // the CLI.
            if placer_wins || placer.is_empty() {
                continue;
            }
            mistakes += 1;
            let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
                .args(["play", "--as", "second", "--moves", moves])
                .arg(&file)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .and_then(|mut child| {
                    let mut stdin = child.stdin.take().unwrap();
                    writeln!(stdin, "{} {}\nquit", cell.0, cell.1)?;
                    drop(stdin);
                    child.wait_with_output()
                })
                .unwrap();
            let out = String::from_utf8(out.stdout).unwrap();
            let want = format!(
                "That threw away your win: {} {} would have won.",
                placer[0].0, placer[0].1
            );
            assert!(out.contains(&want), "{want}\n{out}");
        }
        std::fs::remove_file(file).unwrap();
    }
    assert!(mistakes >= 10, "only {mistakes} placement mistakes tried");
}

#[test]
fn an_illegal_history_names_its_ply() {
    let (status, answer) = post(
        "/api/move",
        json!({"board": "1 4\n....\n", "start": [1, 2], "history": [[1, 3], [1, 1]]}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"].as_str().unwrap().contains("ply 2"),
        "{answer}"
    );
    let (status, answer) = post(
        "/api/move",
        json!({"board": "1 4\n.#..\n", "start": [1, 2]}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"].as_str().unwrap().contains("start"),
        "{answer}"
    );
}

/// A Bunny-and-Egg position played by the rules, independently of the library's reduction:
/// the cells as `X`, `O` and `.`, and the plies made so far.
#[derive(Clone)]
struct Bunny {
    rows: u64,
    cols: u64,
    cells: Vec<u8>,
    plies: usize,
}

impl Bunny {
    fn new(text: &str) -> Bunny {
        let mut tokens = text.split_whitespace();
        let rows: u64 = tokens.next().unwrap().parse().unwrap();
        let cols: u64 = tokens.next().unwrap().parse().unwrap();
        let cells: Vec<u8> = (0..rows)
            .flat_map(|_| tokens.next().unwrap().bytes())
            .collect();
        Bunny {
            rows,
            cols,
            cells,
            plies: 0,
        }
    }
    fn empty(&self) -> (u64, u64) {
        let i = self.cells.iter().position(|&b| b == b'.').unwrap() as u64;
        (i / self.cols + 1, i % self.cols + 1)
    }
    /// The first player (even plies made) slides an `O` next to the empty cell into it.
    fn mine(&self) -> u8 {
        if self.plies.is_multiple_of(2) {
            b'O'
        } else {
            b'X'
        }
    }
    fn legal(&self) -> Vec<(u64, u64)> {
        let (r, c) = self.empty();
        let mut out: Vec<(u64, u64)> = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(x, y)| (1..=self.rows).contains(&x) && (1..=self.cols).contains(&y))
            .filter(|&(x, y)| self.cells[((x - 1) * self.cols + y - 1) as usize] == self.mine())
            .collect();
        out.sort();
        out
    }
    fn play(&mut self, m: (u64, u64)) {
        assert!(self.legal().contains(&m), "{m:?} is not legal");
        let (r, c) = self.empty();
        let to = ((r - 1) * self.cols + c - 1) as usize;
        let from = ((m.0 - 1) * self.cols + m.1 - 1) as usize;
        self.cells.swap(from, to);
        self.plies += 1;
    }
    /// Whether the player to move wins, by exhaustive search over the rules (small boards).
    fn wins(&self) -> bool {
        use bigame::board::bunny::Piece;
        let cells: Vec<Piece> = self
            .cells
            .iter()
            .map(|&b| Piece::from_byte(b).unwrap())
            .collect();
        bigame::game::brute_bunny::wins_by_rules(
            self.rows as u32,
            self.cols as u32,
            &cells,
            self.plies.is_multiple_of(2),
        )
    }
}

/// Plays whole Bunny-and-Egg games through `/api/bunny/move` from random records (random
/// boards with some immovable pieces, up to two plies per player already made): the engine
/// for one side, a random legal move for the other. At every position the answer is checked
/// against the rules played here: the legal moves, whose turn, the empty cell, the end and
/// the winner; on boards of at most 20 cells the verdict equals the exhaustive search's and
/// the engine's move, when winning, leaves the opponent lost. A side the engine plays that is
/// winning wins. The same position sent as a bare board with every ply in `history` gets the
/// same answer. At the end the game's record (its even prefix) is reviewed by `/api/review`
/// (equal to `bigame review`): each ply's `winning_before` equals the verdict the endpoint
/// gave, and the engine's side made no mistake.
#[test]
fn bunny_games_against_the_engine_follow_the_rules() {
    use bigame::generate::{BunnySpec, Policy, random_record};
    use bigame::write::noi2011;
    let mut rng = Rng(0x5eed_b0a7);
    let runtime = runtime();
    let ask = |body: Value| {
        let (status, answer) =
            runtime.block_on(call("/api/bunny/move", body.to_string().into_bytes()));
        assert_eq!(status, StatusCode::OK, "{body}: {answer}");
        answer
    };
    let (mut games, mut small_games, mut engine_wins) = (0, 0, 0);
    let mut total_positions = 0;
    for seed in 0..200u64 {
        let small = seed < 120;
        let (rows, cols) = if small {
            let rows = 1 + rng.below(4) as u32;
            (rows, 2 + rng.below(20 / rows as u64 - 1) as u32)
        } else {
            (4 + rng.below(9) as u32, 4 + rng.below(9) as u32)
        };
        let spec = BunnySpec {
            immovable_percent: rng.below(if small { 35 } else { 15 }) as u32,
            policy: Policy::Random,
            // The game goes on after the record: it must not end there.
            open_end: true,
            ..BunnySpec::new(rows, cols, rng.below(3) as u32)
        };
        let Ok(record) = random_record(&spec, seed) else {
            continue;
        };
        let mut text = Vec::new();
        noi2011::write_record(&mut text, &record).unwrap();
        let text = String::from_utf8(text).unwrap();
        let bare: String = text
            .lines()
            .take(rows as usize + 1)
            .map(|l| format!("{l}\n"))
            .collect();
        let record_plies: Vec<(u64, u64)> = record
            .moves
            .iter()
            .map(|&v| {
                let (x, y) = record.board.move_of_vertex(v).unwrap();
                (u64::from(x), u64::from(y))
            })
            .collect();
        let mut rules = Bunny::new(&bare);
        for &m in &record_plies {
            rules.play(m);
        }
        let engine_side = if rng.below(2) == 0 { "first" } else { "second" };
        let mut history: Vec<(u64, u64)> = Vec::new();
        let mut verdicts = Vec::new(); // (ply about to be made, the mover's verdict)
        let mut engine_won_position = false;
        let where_ = |history: &[(u64, u64)]| format!("seed {seed}, {text}history {history:?}");
        loop {
            let pos = ask(json!({"record": text, "history": history}));
            total_positions += 1;
            let all: Vec<(u64, u64)> = record_plies.iter().chain(&history).copied().collect();
            let same = ask(json!({"record": bare, "history": all}));
            assert_eq!(pos, same, "{}", where_(&history));
            let mut legal: Vec<(u64, u64)> =
                serde_json::from_value(pos["legal_moves"].clone()).unwrap();
            legal.sort();
            assert_eq!(legal, rules.legal(), "legal moves: {}", where_(&history));
            let to_move = if rules.plies.is_multiple_of(2) {
                "first"
            } else {
                "second"
            };
            assert_eq!(pos["to_move"], to_move);
            assert_eq!(pos["plies"], rules.plies);
            let empty: (u64, u64) = serde_json::from_value(pos["empty"].clone()).unwrap();
            assert_eq!(empty, rules.empty());
            let winning = pos["winning"].as_bool().unwrap();
            if small {
                assert_eq!(winning, rules.wins(), "verdict: {}", where_(&history));
            }
            if pos["over"].as_bool().unwrap() {
                assert!(legal.is_empty() && pos["engine_move"].is_null() && !winning);
                let winner = pos["winner"].as_str().unwrap();
                assert_ne!(winner, to_move);
                if engine_won_position {
                    assert_eq!(winner, engine_side, "{}", where_(&history));
                    engine_wins += 1;
                }
                break;
            }
            assert!(pos["winner"].is_null() && !legal.is_empty());
            verdicts.push((rules.plies + 1, winning));
            let m: (u64, u64) = serde_json::from_value(pos["engine_move"].clone()).unwrap();
            assert!(
                legal.contains(&m),
                "engine move {m:?}: {}",
                where_(&history)
            );
            if small && winning {
                let mut after = rules.clone();
                after.play(m);
                assert!(
                    !after.wins(),
                    "the engine's {m:?} throws the win away: {}",
                    where_(&history)
                );
            }
            let mv = if pos["to_move"] == engine_side {
                if engine_won_position {
                    assert!(
                        winning,
                        "the engine lost a won position: {}",
                        where_(&history)
                    );
                }
                engine_won_position |= winning;
                m
            } else {
                legal[rng.below(legal.len() as u64) as usize]
            };
            rules.play(mv);
            history.push(mv);
        }
        // The review of the whole game (a NOI 2011 record has as many plies for each player).
        let mut all: Vec<(u64, u64)> = record_plies.iter().chain(&history).copied().collect();
        all.truncate(all.len() - all.len() % 2);
        let mut review_text = format!("{bare}{}\n", all.len() / 2);
        for (x, y) in &all {
            review_text.push_str(&format!("{x} {y}\n"));
        }
        let (status, review) = post("/api/review", json!({ "record": review_text }));
        assert_eq!(status, StatusCode::OK, "{review}");
        let plies = review["plies"].as_array().unwrap();
        for &(ply, winning) in &verdicts {
            if ply <= plies.len() {
                assert_eq!(
                    plies[ply - 1]["winning_before"],
                    winning,
                    "ply {ply}: {}",
                    where_(&history)
                );
            }
        }
        let engine_mistakes = &review[format!("{engine_side}_player_mistakes")];
        let engine_plies: Vec<u64> = engine_mistakes
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_u64().unwrap())
            .filter(|&m| {
                let ply = if engine_side == "first" {
                    2 * m - 1
                } else {
                    2 * m
                };
                ply as usize > record_plies.len()
            })
            .collect();
        assert!(
            engine_plies.is_empty(),
            "the engine's mistakes {engine_plies:?}: {}",
            where_(&history)
        );
        games += 1;
        small_games += usize::from(small);
    }
    assert!(total_positions >= 1500, "only {total_positions} positions");
    assert!(
        games >= 180 && small_games >= 100,
        "{games} games, {small_games} small"
    );
    assert!(
        engine_wins >= 50,
        "the engine won only {engine_wins} won positions"
    );
}

/// Errors of `/api/bunny/move`: the reader's messages for a bad record (with its line and
/// column, as the CLI says them), 422 naming the ply for an illegal ply of `history`, 413 for
/// a board over the cell cap; and an odd number of plies is a position like any other.
#[test]
fn bunny_move_errors_name_the_ply() {
    let record = "1 6\nXO.OXO\n";
    let error = |body: Value| {
        let (status, answer) = post("/api/bunny/move", body);
        (
            status,
            answer["error"].as_str().unwrap_or_default().to_string(),
        )
    };
    // The second player cannot slide the O that just moved.
    let (status, e) = error(json!({"record": record, "history": [[1, 2], [1, 3]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        e,
        "history item 2, ply 2 (second player's move 1): (1, 3) is not a legal move: the second player slides a black piece 'X' next to the empty cell (1, 2) into it"
    );
    // Not next to the empty cell; off the board; the ply counts the record's plies.
    let (status, e) = error(json!({"record": record, "history": [[1, 6]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        e.starts_with("history item 1, ply 1 (first player's move 1): (1, 6) is not a legal move"),
        "{e}"
    );
    let (status, e) = error(json!({"record": "1 6\nXO.OXO\n1\n1 2\n1 1\n", "history": [[2, 1]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        e,
        "history item 1, ply 3 (first player's move 2): (2, 1) is off the board (rows 1 to 1, columns 1 to 6)"
    );
    // The record reader's messages.
    for (bad, want) in [
        (
            "1 6\nXO.OXO\n1\n1 2\n1 4\n",
            "record:5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)",
        ),
        (
            "2 2\nXO\nOX\n",
            "record:2:1: the board has no empty cell '.' (expected exactly one)",
        ),
        (
            "1 3\nX.Z\n",
            "record:2:3: unknown cell 'Z' in row 1 (expected 'X', 'O' or '.')",
        ),
    ] {
        let (status, e) = error(json!({ "record": bad }));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert_eq!(e, want);
    }
    let (status, e) = error(json!({"record": "1 6\nXO.OXO\n1\n1 2\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(e.starts_with("record:") && e.contains("ply 2"), "{e}");
    for bad in [
        json!({}),
        json!({"record": 5}),
        json!({"record": record, "history": [[1]]}),
    ] {
        let (status, e) = error(bad.clone());
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert!(e.starts_with("bad request JSON"), "{e}");
    }
    // Over the cell cap.
    let mut big = "1 4000001\n.".to_string();
    big.push_str(&"X".repeat(4_000_000));
    let (status, e) = error(json!({ "record": big }));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{e}");
    // An odd number of plies: the second player is to move; one more ends the game.
    let (status, pos) = post(
        "/api/bunny/move",
        json!({"record": record, "history": [[1, 2]]}),
    );
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        pos,
        json!({"empty": [1, 2], "to_move": "second", "plies": 1, "winning": true,
               "engine_move": [1, 1], "legal_moves": [[1, 1]], "over": false, "winner": null})
    );
    let (_, pos) = post(
        "/api/bunny/move",
        json!({"record": record, "history": [[1, 2], [1, 1]]}),
    );
    assert_eq!(
        pos,
        json!({"empty": [1, 1], "to_move": "first", "plies": 2, "winning": false,
               "engine_move": null, "legal_moves": [], "over": true, "winner": "second"})
    );
}

#[test]
fn bad_requests_get_json_errors() {
    let rt = runtime();
    for path in [
        "/api/board/solve",
        "/api/review",
        "/api/move",
        "/api/bunny/move",
        "/api/read",
    ] {
        let (status, answer) = rt.block_on(call(path, b"{\"board\": ".to_vec()));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}");
        assert!(
            answer["error"].as_str().unwrap().contains("line 1 column"),
            "{answer}"
        );
        let big = vec![b' '; bigame::serve::MAX_BODY_BYTES + 1];
        let (status, answer) = rt.block_on(call(path, big));
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{path}");
        assert!(answer["error"].is_string());
    }
    // The board reader's line:column message.
    let (status, answer) = post("/api/board/solve", json!({"board": "2 3\n.#.\n..\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer["error"], "board:3:3: row 2 has 2 cells, expected 3");
    // Unknown move set.
    let (status, _) = post(
        "/api/board/solve",
        json!({"board": "1 1\n.\n", "moves": "queen"}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // A board over the cell cap, as a grid (refused before reading) and as text.
    let (status, answer) = post(
        "/api/board/solve",
        json!({"board": {"rows": 3000, "cols": 3000, "cells": []}}),
    );
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    let mut text = "1 4000001\n".to_string();
    text.push_str(&".".repeat(4_000_001));
    let (status, answer) = post("/api/board/solve", json!({ "board": text }));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    // A bad record.
    let (status, answer) = post("/api/review", json!({"record": "1 2\nX.\n1\n1 1\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"].as_str().unwrap().starts_with("record:"),
        "{answer}"
    );
    // Unknown path.
    let (status, _) = post("/api/nothing", json!({}));
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// Arbitrary JSON, or JSON shaped like the requests with arbitrary values.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..6).prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "[ .#XO\n0-9a-z]{0,12}".prop_map(Value::from),
        Just(Value::from("2 2\n..\n.#\n")),
        Just(Value::from("rook")),
        Just(Value::from("king")),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("board".to_string()),
                        Just("moves".to_string()),
                        Just("start".to_string()),
                        Just("history".to_string()),
                        Just("record".to_string()),
                        Just("rows".to_string()),
                        Just("cols".to_string()),
                        Just("cells".to_string()),
                        "[a-z]{1,4}",
                    ],
                    inner
                ),
                0..5
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn no_request_fails_the_server(value in json_value(), raw in prop::collection::vec(any::<u8>(), 0..40)) {
        let rt = runtime();
        for path in ["/api/board/solve", "/api/review", "/api/move", "/api/bunny/move", "/api/read"] {
            for body in [value.to_string().into_bytes(), raw.clone()] {
                let (status, answer) = rt.block_on(call(path, body));
                prop_assert!(status != StatusCode::INTERNAL_SERVER_ERROR, "{} {}", path, answer);
                prop_assert!(status.is_success() || answer["error"].is_string(), "{} {}", path, answer);
            }
        }
    }
}

/// Sends `body` to `path` on `app`; returns the status, the `Retry-After` header and the JSON.
async fn call_app(
    app: axum::Router,
    path: &str,
    body: Value,
) -> (StatusCode, Option<String>, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let response = app.oneshot(request).await.unwrap();
    let status = response.status();
    let retry = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, retry, serde_json::from_slice(&bytes).unwrap())
}

/// With every computing permit held, each endpoint answers 503 "busy" with `Retry-After`
/// after the short wait; a permit freed during the wait lets the request through; and with
/// the permits back every endpoint answers.
#[test]
fn a_busy_server_answers_503_and_recovers() {
    use std::sync::Arc;
    use std::time::{Duration, Instant};
    use tokio::sync::Semaphore;
    let rt = runtime();
    rt.block_on(async {
        let permits = Arc::new(Semaphore::new(3));
        let app = bigame::serve::router_with_permits(permits.clone());
        let requests = [
            ("/api/board/solve", json!({"board": "1 3\n...\n"})),
            (
                "/api/review",
                json!({"record": "1 6\nXO.OXO\n1\n1 2\n1 1\n"}),
            ),
            (
                "/api/move",
                json!({"board": "1 4\n....\n", "start": [1, 2]}),
            ),
            (
                "/api/bunny/move",
                json!({"record": "1 6\nXO.OXO\n", "history": [[1, 2]]}),
            ),
            ("/api/read", json!({"kind": "free", "text": "1 3\n...\n"})),
        ];
        let held = permits.clone().acquire_many_owned(3).await.unwrap();
        for (path, body) in &requests {
            let t0 = Instant::now();
            let (status, retry, answer) = call_app(app.clone(), path, body.clone()).await;
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{path}: {answer}");
            assert_eq!(retry.as_deref(), Some("1"), "{path}");
            assert!(
                answer["error"].as_str().unwrap().contains("busy"),
                "{path}: {answer}"
            );
            let waited = t0.elapsed();
            assert!(
                waited >= bigame::serve::BUSY_WAIT && waited < Duration::from_secs(5),
                "{path}: {waited:?}"
            );
        }
        // A request that is waiting gets the permit freed during its wait.
        let waiting = tokio::spawn(call_app(app.clone(), requests[0].0, requests[0].1.clone()));
        tokio::time::sleep(bigame::serve::BUSY_WAIT / 5).await;
        let mut held = held;
        drop(held.split(1));
        let (status, _, answer) = waiting.await.unwrap();
        assert_eq!(status, StatusCode::OK, "{answer}");
        drop(held);
        // Permits are given back after each computation: more requests than permits, in turn.
        for round in 0..3 {
            for (path, body) in &requests {
                let (status, _, answer) = call_app(app.clone(), path, body.clone()).await;
                assert_eq!(status, StatusCode::OK, "round {round} {path}: {answer}");
            }
        }
        assert_eq!(permits.available_permits(), 3);
    });
}

/// One plain HTTP/1.1 request over TCP; returns the status line and the body.
fn http(addr: &str, request: &str) -> (String, String) {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response.lines().next().unwrap_or_default().to_string();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

#[test]
fn the_binary_serves_the_page_and_the_api_and_stops_on_ctrl_c() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");

    let (status, page) = http(
        &addr,
        &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    );
    assert!(status.contains(" 200 "), "{status}");
    assert!(page.contains("<canvas") && page.contains("/page/main.js"));

    let body = json!({"board": "1 3\n...\n"}).to_string();
    let (status, answer) = http(
        &addr,
        &format!(
            "POST /api/board/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    assert!(status.contains(" 200 "), "{status}");
    let answer: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(answer["placer_wins"], json!([[1, 1], [1, 3]]));
    assert_eq!(answer["winning_replies"][0][0], 1);

    // Ctrl-C: SIGINT to the process we started, by its id.
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let exit = child.wait().unwrap();
    assert!(exit.success(), "{exit:?}");
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("stopped"), "{rest}");
}

/// A UTF-8 byte order mark (Windows Notepad writes one) is skipped in the texts of a request
/// and before the request's JSON itself: the answers are those without it.
#[test]
fn a_byte_order_mark_is_skipped() {
    const BOM: &str = "\u{feff}";
    let board = "2 3\n.#.\n...\n";
    let (status, plain) = post("/api/board/solve", json!({ "board": board }));
    assert_eq!(status, StatusCode::OK);
    let (status, marked) = post(
        "/api/board/solve",
        json!({ "board": format!("{BOM}{board}") }),
    );
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
    let body = format!("{BOM}{}", json!({ "board": board }));
    let (status, whole) = runtime().block_on(call("/api/board/solve", body.into_bytes()));
    assert_eq!((status, &whole), (StatusCode::OK, &plain));
    let record = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
    let (status, plain) = post("/api/review", json!({ "record": record }));
    assert_eq!(status, StatusCode::OK);
    let (status, marked) = post("/api/review", json!({ "record": format!("{BOM}{record}") }));
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
    let (status, marked) = post(
        "/api/bunny/move",
        json!({ "record": format!("{BOM}{record}") }),
    );
    let (_, plain) = post("/api/bunny/move", json!({ "record": record }));
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
}

/// `GET path`: the status, the content type and the body.
fn get(path: &str) -> (StatusCode, String, String) {
    runtime().block_on(async {
        let request = Request::get(path).body(Body::empty()).unwrap();
        let response = bigame::serve::router().oneshot(request).await.unwrap();
        let status = response.status();
        let kind = response
            .headers()
            .get("content-type")
            .map_or("", |v| v.to_str().unwrap());
        let kind = kind.to_string();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        (status, kind, String::from_utf8(bytes.to_vec()).unwrap())
    })
}

/// The page's style sheet and modules: every file the HTML links and every module imported
/// from another one is served with its content type, every file of `src/serve/page/` is
/// among them (none is dead), and any other `/page/` path is a JSON 404.
#[test]
fn the_page_and_every_file_it_loads_are_served() {
    let (status, kind, html) = get("/");
    assert_eq!(status, StatusCode::OK);
    assert!(kind.starts_with("text/html"), "{kind}");
    let linked = |text: &str, before: &str, dir: &str| -> Vec<String> {
        text.split(before)
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .filter_map(|name| name.strip_prefix(dir).map(str::to_string))
            .collect()
    };
    let mut todo = linked(&html, "href=\"", "/page/");
    todo.extend(linked(&html, "src=\"", "/page/"));
    assert_eq!(todo, ["style.css", "main.js"]);
    let mut served = std::collections::BTreeSet::new();
    while let Some(name) = todo.pop() {
        if !served.insert(name.clone()) {
            continue;
        }
        let (status, kind, text) = get(&format!("/page/{name}"));
        assert_eq!(status, StatusCode::OK, "/page/{name}");
        let want = if name.ends_with(".css") {
            "text/css"
        } else {
            "text/javascript"
        };
        assert!(kind.starts_with(want), "/page/{name}: {kind}");
        todo.extend(linked(&text, "from \"", "./"));
        todo.extend(linked(&text, "import \"", "./"));
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/serve/page");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name != "index.html")
        .collect();
    files.sort();
    assert_eq!(files, served.into_iter().collect::<Vec<_>>());
    let (status, kind, text) = get("/page/nothing.js");
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        kind.starts_with("application/json") && text.contains("error"),
        "{kind} {text}"
    );
}

/// `/api/read` answers what the command-line tool's readers read: the cells and the plies,
/// and their messages (with line and column) for text they refuse.
#[test]
fn read_answers_the_readers_cells_and_plies() {
    let (status, answer) = post(
        "/api/read",
        json!({"kind": "free", "text": "2 3\n.#.\n...\n"}),
    );
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        answer,
        json!({"rows": 2, "cols": 3, "cells": [".#.", "..."]})
    );
    let record = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
    let (status, answer) = post("/api/read", json!({"kind": "bunny", "text": record}));
    assert_eq!(status, StatusCode::OK);
    let want = json!({"rows": 1, "cols": 6, "cells": ["XO.OXO"], "moves": [[1, 2], [1, 1]]});
    assert_eq!(answer, want);
    let (_, answer) = post("/api/read", json!({"kind": "bunny", "text": "1 3\nXO.\n"}));
    assert_eq!(
        answer,
        json!({"rows": 1, "cols": 3, "cells": ["XO."], "moves": []})
    );
    for (kind, text, error) in [
        (
            "free",
            "2 3\n.#.\n..\n",
            "board:3:3: row 2 has 2 cells, expected 3",
        ),
        (
            "bunny",
            "1 6\nXO.OXO\n1\n1 2\n1 4\n",
            "record:5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)",
        ),
    ] {
        let (status, answer) = post("/api/read", json!({"kind": kind, "text": text}));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer, json!({ "error": error }));
    }
    let (status, _) = post("/api/read", json!({"kind": "hex", "text": "1 1\n.\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}
