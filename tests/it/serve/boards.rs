//! Free-cell boards through the API: `/api/board/solve` equal to `bigame board`, games where
//! the engine never loses a won position, placement verdicts equal to the CLI's, and illegal
//! histories named by their ply.

use super::*;

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
    let mut cli = cli_json(&[
        "board",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--moves",
        moves,
    ]);
    // The CLI's proof of every verdict (`matching`, `via`) is not Solve's: the page asks Why
    // for one cell at a time, so Solve never pays for a proof. Every other field is equal.
    let proof = cli.as_object_mut().unwrap();
    for field in ["matching", "via"] {
        assert!(proof.remove(field).is_some(), "the CLI's {field}");
    }
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
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    for i in 0..12 {
        let (rows, cols) = (1 + rng.below(14), 1 + rng.below(14));
        let blocked = 10 + rng.below(40);
        let text = random_board_text(&mut rng, rows, cols, blocked);
        let file = temp_file(&format!("random{i}.txt"), &text);
        for moves in ["rook", "king", "knight"] {
            check_solve(&text, moves, &file);
        }
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
        let cli = cli_json(&["review", path.to_str().unwrap(), "--format", "json"]);
        assert_eq!(answer, cli, "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 10, "only {seen} records in {}", dir.display());
}

/// Plays whole games through `/api/move`: the engine for one side, a random legal move for
/// the other; a side the engine plays that is winning stays winning and wins.
#[test]
fn the_engine_never_loses_a_won_position() {
    let mut rng = Rng::new(12345);
    let runtime = runtime();
    for game in 0..30 {
        let moves = ["rook", "king", "knight"][game % 3];
        let (rows, cols) = (2 + rng.below(6), 2 + rng.below(6));
        let text = random_board_text(&mut rng, rows, cols, 20);
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
    let mut rng = Rng::new(0x5eed_1234);
    let runtime = runtime();
    let mut mistakes = 0;
    for i in 0..9 {
        let moves = ["rook", "king", "knight"][i % 3];
        let (rows, cols) = (1 + rng.below(5), 2 + rng.below(5));
        let text = random_board_text(&mut rng, rows, cols, 20);
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
