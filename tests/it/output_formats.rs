//! The people's and machines' formats agree with the judge formats: `board --format json`
//! with LOJ 6033's answer on every judge board and random boards of every move set,
//! `analyze --format table` with the plain text, and the JSON in docs/json.md parses.

use bigame::generate::random_board;
use std::path::Path;

use crate::common;
use common::bigame;
use common::random::board_text;

fn run(args: &[&str], input: &Path) -> String {
    let out = bigame().args(args).arg(input).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// LOJ 6033's answer and the JSON's cells and count must be the same list.
fn check_board_json(path: &Path, moves: &str) {
    let judge = run(&["board", "--moves", moves, "--format", "loj6033"], path);
    let json = run(&["board", "--moves", moves, "--format", "json"], path);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mut lines = judge.lines();
    let count: u64 = lines.next().unwrap().parse().unwrap();
    assert_eq!(value["placer_wins_count"], count, "{}", path.display());
    let cells: Vec<(u64, u64)> = lines
        .map(|l| {
            let (r, c) = l.split_once(' ').unwrap();
            (r.parse().unwrap(), c.parse().unwrap())
        })
        .collect();
    let from_json: Vec<(u64, u64)> = value["placer_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c[0].as_u64().unwrap(), c[1].as_u64().unwrap()))
        .collect();
    assert_eq!(from_json, cells, "{}", path.display());
    assert_eq!(value["moves"], moves);
}

#[test]
fn board_json_agrees_with_the_judge_format() {
    let judge = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/loj6033");
    let mut seen = 0;
    for entry in std::fs::read_dir(&judge).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            check_board_json(&path, "rook");
            seen += 1;
        }
    }
    assert!(seen > 0, "no judge boards in {}", judge.display());
    for seed in 0..6u64 {
        let board = random_board(7 + seed as u32, 9, 25, seed);
        let path = common::temp_file("output_formats", "b.txt", board_text(&board).as_bytes());
        for moves in ["rook", "king", "knight"] {
            check_board_json(&path, moves);
        }
    }
}

#[test]
fn analyze_table_agrees_with_the_text() {
    // A triangle 1-2-3 with a tail 3-4-5, and an isolated vertex 6.
    let path = common::temp_file("output_formats", "g.txt", b"6 5\n1 2\n2 3\n3 1\n3 4\n4 5\n");
    let table = run(&["analyze", "--format", "table", "--decomposition"], &path);
    assert_eq!(
        table,
        "vertex  player to move  winning move  part  component\n\
         \x20    1  loses                         D     1\n\
         \x20    2  loses                         D     1\n\
         \x20    3  loses                         D     1\n\
         \x20    4  wins            5             A\n\
         \x20    5  loses                         D     2\n\
         \x20    6  loses                         D     3\n"
    );
    let text = run(&["analyze"], &path);
    let from_table: Vec<String> = run(&["analyze", "--format", "table"], &path)
        .lines()
        .skip(1)
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            match words[1] {
                "wins" => format!("{} win", words[0]),
                _ => format!("{} lose", words[0]),
            }
        })
        .collect();
    assert_eq!(text.lines().collect::<Vec<_>>(), from_table);
}

/// Every JSON example in docs/json.md is valid JSON.
#[test]
fn docs_json_examples_parse() {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/json.md"))
        .unwrap();
    let mut examples = 0;
    for block in doc.split("```json\n").skip(1) {
        let json = block.split("```").next().unwrap();
        serde_json::from_str::<serde_json::Value>(json)
            .unwrap_or_else(|e| panic!("docs/json.md example does not parse: {e}\n{json}"));
        examples += 1;
    }
    assert_eq!(examples, 9);
}
