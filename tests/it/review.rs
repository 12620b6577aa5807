//! Game records: the incremental engine against from-scratch analysis and exhaustive search,
//! NOI 2011 "Bunny and Egg" reviews byte-exact against the judge, and every class of bad
//! record refused with one line on stderr and exit status 2.

use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::game::brute_bunny::{wins_by_rules, wins_reduced};
use bigame::game::{Position, analyze, review};
use bigame::graph::{Adjacency, BipartiteGraph, Graph};
use bigame::matching::{Algorithm, maximum_matching};
use bigame::read::noi2011::read_record;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

use crate::common;
use common::bunny::legal_moves;
use common::{TempFile, bigame};

/// Writes `contents` to a fresh record file.
fn file(contents: &[u8]) -> TempFile {
    common::temp_file("review", "record.txt", contents)
}

fn run(args: &[&str], input: &[u8]) -> std::process::Output {
    let f = file(input);
    bigame().args(args).arg(&f.0).output().unwrap()
}

fn stdout_of(args: &[&str], input: &[u8]) -> String {
    let out = run(args, input);
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

// ---------------------------------------------------------------------------------------------
// the judge: seed 002's samples and tests/data/noi2011
// ---------------------------------------------------------------------------------------------

/// The three samples as printed in seed 002, trailing spaces included.
const SAMPLES: [(&str, &str); 3] = [
    ("1 6 \nXO.OXO \n1 \n1 2 \n1 1 \n", "1\n1\n"),
    (
        "3 3 \nXOX \nO.O \nXOX \n4 \n2 3 \n1 3 \n1 2 \n1 1 \n2 1 \n3 1 \n3 2 \n3 3 \n",
        "0\n",
    ),
    (
        "4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n",
        "2\n1\n2\n",
    ),
];

#[test]
fn seed_samples_byte_exact() {
    for (input, want) in SAMPLES {
        assert_eq!(stdout_of(&["review"], input.as_bytes()), want, "{input}");
        assert_eq!(
            stdout_of(&["review", "--format", "judge"], input.as_bytes()),
            want
        );
    }
}

#[test]
fn standard_input_is_read_for_dash() {
    let out = bigame()
        .args(["review", "-"])
        .write_stdin(SAMPLES[2].0)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), SAMPLES[2].1);
}

#[test]
fn every_judge_case_byte_exact() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/noi2011");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    assert!(inputs.iter().any(|p| p.ends_with("sample3.in")));
    assert!(inputs.len() >= 13, "{} cases", inputs.len());
    for input in inputs {
        let want = std::fs::read(input.with_extension("out")).unwrap();
        let got = bigame().arg("review").arg(&input).output().unwrap();
        assert!(got.status.success(), "{}", input.display());
        assert!(
            got.stdout == want,
            "{}: got {:?}",
            input.display(),
            String::from_utf8_lossy(&got.stdout)
        );
    }
}

#[test]
fn explain_shows_both_players() {
    let table = stdout_of(&["review", "--explain"], SAMPLES[2].0.as_bytes());
    let want = "  ply  player  cell          winning  mistake  instead
    1  first   (3, 2)        yes      yes      (3, 4)
    2  second  (2, 2)        yes      yes      (4, 2)
    3  first   (1, 2)        yes      yes      (2, 1)
    4  second  (1, 3)        yes      no
first player: 2 mistakes (moves 1, 2)
second player: 1 mistake (move 1)
";
    assert_eq!(table, want);
    // --format explain is the long form of --explain.
    let long = stdout_of(&["review", "--format", "explain"], SAMPLES[2].0.as_bytes());
    assert_eq!(long, want);
}

#[test]
fn explain_is_one_output_format() {
    // --explain names a format, so it cannot be combined with another one.
    let out = bigame()
        .args(["review", "-", "--explain", "--format", "json"])
        .write_stdin(SAMPLES[2].0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // The help lists it among the formats.
    let out = bigame().args(["review", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("- explain:"), "{help}");
}

#[test]
fn json_carries_every_ply() {
    let text = stdout_of(&["review", "--format", "json"], SAMPLES[0].0.as_bytes());
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["rows"], 1);
    assert_eq!(v["cols"], 6);
    assert_eq!(v["moves_per_player"], 1);
    assert_eq!(v["first_player_mistakes"], serde_json::json!([1]));
    assert_eq!(v["second_player_mistakes"], serde_json::json!([]));
    let p = &v["plies"][0];
    assert_eq!(p["player"], "first");
    assert_eq!(p["cell"], serde_json::json!([1, 2]));
    assert_eq!(p["mistake"], true);
    assert_eq!(p["instead"], serde_json::json!([1, 4]));
    assert_eq!(v["plies"][1]["instead"], serde_json::Value::Null);
}

#[test]
fn a_record_ending_with_the_first_player_winning_is_reviewed() {
    // 1x7 OXO.OXO: all seven cells movable, a path with the token in the middle. The first
    // player wins throughout; after one move each it is still the first player's win.
    let input = b"1 7\nOXO.OXO\n1\n1 3\n1 2\n";
    let text = stdout_of(&["review", "--explain"], input);
    assert!(text.contains("first player: 0 mistakes"), "{text}");
    let json = stdout_of(&["review", "--format", "json"], input);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["plies"][0]["winning_before"], true);
    assert_eq!(v["plies"][1]["winning_before"], false);
    assert_eq!(v["plies"][1]["opponent_winning_after"], true);
    assert_eq!(stdout_of(&["review"], input), "0\n");
}

// ---------------------------------------------------------------------------------------------
// bad input: one line on stderr naming the line and the ply, exit 2, nothing on stdout
// ---------------------------------------------------------------------------------------------

fn refused(input: &str, line: usize, column: usize, needle: &str) {
    for args in [
        &["review"][..],
        &["review", "--explain"],
        &["review", "--format", "json"],
    ] {
        let f = file(input.as_bytes());
        let out = bigame().args(args).arg(&f.0).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{input:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{input:?}: stdout not empty");
        assert_eq!(stderr.matches('\n').count(), 1, "{stderr:?}");
        let prefix = format!("bigame: {}:{line}:{column}: ", f.0.display());
        assert!(
            stderr.starts_with(&prefix),
            "want {prefix:?}, got {stderr:?}"
        );
        assert!(stderr.contains(needle), "want {needle:?} in {stderr:?}");
    }
}

#[test]
fn move_not_adjacent_to_the_empty_cell() {
    refused(
        "1 6\nXO.OXO\n1\n1 2\n1 4\n",
        5,
        1,
        "ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)",
    );
    refused(
        "1 6\nXO.OXO\n1\n1 3\n1 1\n",
        4,
        1,
        "(1, 3) is the empty cell",
    );
}

#[test]
fn piece_of_the_wrong_colour() {
    refused(
        "3 3\nXOX\nO.X\nXOX\n1\n2 3\n1 1\n",
        6,
        1,
        "ply 1 (first player's move 1): the first player moves white pieces 'O', but (2, 3) holds 'X'",
    );
    // the second player may not move a white piece
    refused(
        "1 4\nOO.O\n1\n1 2\n1 1\n",
        5,
        1,
        "ply 2 (second player's move 1): the second player moves black pieces 'X', but (1, 1) holds 'O'",
    );
}

#[test]
fn off_board_moves() {
    refused(
        "1 6\nXO.OXO\n1\n1 7\n1 1\n",
        4,
        1,
        "(1, 7) is off the board",
    );
    refused(
        "1 6\nXO.OXO\n1\n0 2\n1 1\n",
        4,
        1,
        "(0, 2) is off the board",
    );
    refused(
        "1 6\nXO.OXO\n1\n1 2\n2 1\n",
        5,
        1,
        "ply 2 (second player's move 1): (2, 1) is off the board",
    );
}

#[test]
fn fewer_moves_than_announced() {
    refused(
        "1 6\nXO.OXO\n1\n1 2\n",
        5,
        1,
        "expected the row of ply 2 (second player's move 1), found end of input",
    );
    refused(
        "1 6\nXO.OXO\n1\n1 2\n1\n",
        6,
        1,
        "expected the column of ply 2",
    );
}

#[test]
fn empty_cell_count() {
    refused("1 6\nXOXOXO\n1\n1 2\n1 1\n", 2, 1, "no empty cell");
    refused(
        "1 6\nX..OXO\n1\n1 2\n1 1\n",
        2,
        3,
        "a second empty cell '.' at (1, 3)",
    );
}

#[test]
fn trailing_garbage_and_malformed_boards() {
    refused("1 6\nXO.OXO\n1\n1 2\n1 1\n5\n", 6, 1, "after the last move");
    refused("1 6\nXO.OXO\n1\n1 2\n1 1 x\n", 5, 5, "after the last move");
    refused("1 6\nXO.OYO\n1\n1 2\n1 1\n", 2, 5, "unknown cell 'Y'");
    refused("2 3\nXO.\nOX\n1\n1 2\n1 1\n", 3, 3, "row 2 has 2 cells");
    refused("1 6\nXO.OXO\n1\n1 x\n1 1\n", 4, 3, "the column of ply 1");
}

// ---------------------------------------------------------------------------------------------
// properties: the engine against exhaustive search and from-scratch analysis
// ---------------------------------------------------------------------------------------------

/// A board up to 4x4 with one empty cell, and random choices for a record.
fn small_bunny() -> impl Strategy<Value = (u32, u32, Vec<Piece>, Vec<u8>)> {
    (1u32..=4, 1u32..=4).prop_flat_map(|(rows, cols)| {
        let n = (rows * cols) as usize;
        (
            Just(rows),
            Just(cols),
            prop::collection::vec(prop::bool::ANY, n),
            0..n,
            prop::collection::vec(any::<u8>(), 0..=n),
        )
            .prop_map(|(rows, cols, black, empty, choices)| {
                let mut cells: Vec<Piece> = black
                    .iter()
                    .map(|&b| if b { Piece::Black } else { Piece::White })
                    .collect();
                cells[empty] = Piece::Empty;
                (rows, cols, cells, choices)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Every ply of a random legal record: the engine's verdicts equal exhaustive search on the
    /// board rules and on the reduced graph, and a suggested move really wins.
    #[test]
    fn bunny_reviews_match_the_oracle((rows, cols, cells, choices) in small_bunny()) {
        let board = BunnyBoard::new(rows, cols, &cells).unwrap();
        // A random legal record by the rules, as long as the choices and the game allow.
        let mut now = cells.clone();
        let mut states = vec![now.clone()];
        let mut moves = Vec::new();
        for (ply, &choice) in choices.iter().enumerate() {
            let legal = legal_moves(rows, cols, &now, ply % 2 == 0);
            if legal.is_empty() {
                break;
            }
            let w = legal[choice as usize % legal.len()];
            let e = now.iter().position(|&p| p == Piece::Empty).unwrap();
            now.swap(w, e);
            states.push(now.clone());
            moves.push(board.vertex(w as u32 / cols, w as u32 % cols));
        }
        let mut position = Position::new(&board, board.empty_vertex());
        let plies = review(&mut position, &moves).unwrap();
        prop_assert_eq!(plies.len(), moves.len());
        let mut visited = vec![board.empty_vertex()];
        for (i, p) in plies.iter().enumerate() {
            let first = i % 2 == 0;
            prop_assert_eq!(p.winning_before, wins_by_rules(rows, cols, &states[i], first));
            prop_assert_eq!(p.opponent_wins_after, wins_by_rules(rows, cols, &states[i + 1], !first));
            prop_assert_eq!(p.winning_before, wins_reduced(&board, &visited, visited[i]));
            visited.push(p.to);
            if let Some(v) = p.instead {
                // the suggested move is legal and leaves the opponent losing
                let w = board.cell(v).unwrap();
                let w = (w.0 * cols + w.1) as usize;
                prop_assert!(legal_moves(rows, cols, &states[i], first).contains(&w));
                let mut after = states[i].clone();
                let e = after.iter().position(|&q| q == Piece::Empty).unwrap();
                after.swap(w, e);
                prop_assert!(!wins_by_rules(rows, cols, &after, !first));
            }
        }
    }

    /// On random bipartite graphs, after every move of a random game the engine's verdict and
    /// winning move agree with a from-scratch analysis of the unvisited graph, and its matching
    /// is a maximum matching of that graph.
    #[test]
    fn engine_equals_from_scratch_analysis(
        (left, right, edges, token, choices) in (1usize..=16, 1usize..=16).prop_flat_map(|(l, r)| (
            Just(l),
            Just(r),
            prop::collection::vec((0..l as u32, 0..r as u32), 0..=3 * (l + r)),
            0..(l + r) as u32,
            prop::collection::vec(any::<u8>(), 0..=l + r),
        ))
    ) {
        let n = left + right;
        let edge_list: Vec<(u32, u32)> =
            edges.iter().map(|&(a, b)| (a, left as u32 + b)).collect();
        let sides: Vec<bool> = (0..n).map(|v| v < left).collect();
        let g = BipartiteGraph::new(Graph::from_edges(n, &edge_list), sides.clone());
        let mut position = Position::new(&g, token);
        let mut deleted = vec![false; n];
        for &choice in choices.iter().chain(std::iter::once(&0)) {
            let t = position.token();
            let remaining: Vec<(u32, u32)> = edge_list
                .iter()
                .copied()
                .filter(|&(a, b)| !deleted[a as usize] && !deleted[b as usize])
                .collect();
            let rest = BipartiteGraph::new(Graph::from_edges(n, &remaining), sides.clone());
            let scratch = analyze(&rest, Algorithm::Kuhn);
            let wins = position.mover_wins();
            prop_assert_eq!(wins, scratch.wins(t));
            let best = maximum_matching(&rest, Algorithm::HopcroftKarp).size();
            let mates = position.mates();
            let size = (0..n).filter(|&v| mates[v] != u32::MAX && (v as u32) < mates[v]).count();
            prop_assert_eq!(size, best);
            for v in 0..n as u32 {
                if let Some(&w) = mates.get(v as usize).filter(|&&w| w != u32::MAX) {
                    prop_assert!(rest.adjacency().neighbors(v).contains(&w));
                }
            }
            let moves = position.legal_moves();
            match position.winning_move() {
                Some(w) => {
                    prop_assert!(wins && moves.contains(&w));
                    let mut next = position.clone();
                    next.play(w).unwrap();
                    prop_assert!(!next.mover_wins());
                }
                None => prop_assert!(!wins),
            }
            prop_assert_eq!(position.is_legal(t), false);
            if moves.is_empty() {
                prop_assert!(position.play(t).is_err());
                break;
            }
            deleted[t as usize] = true;
            position.play(moves[choice as usize % moves.len()]).unwrap();
        }
    }
}

#[test]
fn library_reader_and_review_agree_with_the_cli() {
    let record = read_record(SAMPLES[2].0.as_bytes()).unwrap();
    let board = &record.board;
    let mut position = Position::new(board, board.empty_vertex());
    let plies = review(&mut position, &record.moves).unwrap();
    let firsts: Vec<u32> = plies
        .iter()
        .filter(|p| p.is_first_player() && p.is_mistake())
        .map(|p| p.move_number())
        .collect();
    assert_eq!(firsts, vec![1, 2]);
    assert_eq!(board.vertex_count(), Adjacency::vertex_count(board));
}

/// The judge promises k >= 1, but an empty record is still a record: nothing to review, no
/// mistakes. Trailing input after it is still refused.
#[test]
fn an_empty_record_has_no_mistakes() {
    assert_eq!(stdout_of(&["review"], b"1 6\nXO.OXO\n0\n"), "0\n");
    let text = stdout_of(&["review", "--explain"], b"1 6\nXO.OXO\n0\n");
    assert!(text.contains("first player: 0 mistakes"), "{text}");
    refused("1 6\nXO.OXO\n0\n1 2\n", 4, 1, "expected end of input");
}
