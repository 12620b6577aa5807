//! The `bigame` command line end to end: every output format on boards whose answers are worked
//! out by hand, `analyze` with and without `--start`, and every class of bad input. A refused
//! input must give exit status 2, nothing on stdout, and exactly one line on stderr:
//! `bigame: FILE:LINE:COL: message` (or `bigame: message` where no position applies).

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::PathBuf;

mod common;
use common::{TIMEOUT, TempFile, bigame, bipartite_algorithm_names};

/// Writes `contents` to a fresh file `NAME.txt`.
fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("cli", &format!("{name}.txt"), contents)
}

/// Runs `bigame <args> FILE` on `input` and returns stdout, requiring success and silence on
/// stderr.
fn run_ok(name: &str, input: &[u8], args: &[&str]) -> String {
    let path = file(name, input);
    let out = bigame().args(args).arg(&path).output().unwrap();
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{name} {args:?}: stderr not empty");
    String::from_utf8(out.stdout).unwrap()
}

/// Checks the common contract of a refused run and returns the single stderr line (without
/// its newline).
fn refused(out: &std::process::Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{what}: exit status {:?}, stderr {stderr:?}",
        out.status
    );
    assert!(
        out.stdout.is_empty(),
        "{what}: stdout not empty: {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
        "{what}: stderr is not exactly one line: {stderr:?}"
    );
    assert!(
        stderr.starts_with("bigame: "),
        "{what}: stderr does not start with 'bigame: ': {stderr:?}"
    );
    stderr.trim_end_matches('\n').to_string()
}

/// Runs `bigame <args> FILE` on `input`, requires it to be refused, and requires the message to
/// start with `bigame: FILE:LINE:COL: ` and contain `needle`.
fn fails_at(name: &str, input: &[u8], args: &[&str], line: usize, column: usize, needle: &str) {
    let path = file(name, input);
    let out = bigame().args(args).arg(&path).output().unwrap();
    let what = format!("{name} {args:?}");
    let message = refused(&out, &what);
    let prefix = format!("bigame: {}:{line}:{column}: ", path.display());
    assert!(
        message.starts_with(&prefix),
        "{what}: expected a message starting with {prefix:?}, got {message:?}"
    );
    assert!(
        message.contains(needle),
        "{what}: expected {needle:?} in {message:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// board: answers worked out by hand
// ---------------------------------------------------------------------------------------------

// A 1x3 board `...` is the path a - b - c. Every maximum matching has one edge; {a,b} misses c
// and {b,c} misses a, but both contain b. So b is essential (the player to move wins there) and
// the placer wins on the two ends.
const PATH3: &[u8] = b"1 3\n...\n";

// A 2x2 board of free cells is a 4-cycle: it has a perfect matching, so every cell is in every
// maximum matching and the placer wins nowhere.
const SQUARE: &[u8] = b"2 2\n..\n..\n";

// A 2x3 board
//     . # .         (1,1)       (1,3)
//     . . .           |           |
//                   (2,1)-(2,2)-(2,3)
// is the path (1,1) - (2,1) - (2,2) - (2,3) - (1,3) on five cells. A maximum matching has two
// edges; the 1st, 3rd and 5th cells of the path are each missed by one (match the other four
// around them), while (2,1) and (2,3) are in every one. The placer wins on (1,1), (1,3), (2,2).
const BENT: &[u8] = b"2 3\n.#.\n...\n";

#[test]
fn board_loj6033_by_hand() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["board", "--algorithm", algorithm];
        assert_eq!(run_ok("loj_path3", PATH3, &args), "2\n1 1\n1 3\n");
        assert_eq!(run_ok("loj_square", SQUARE, &args), "0\n");
        assert_eq!(run_ok("loj_bent", BENT, &args), "3\n1 1\n1 3\n2 2\n");
        // One free cell: the player to move cannot move at all, so the placer wins there.
        assert_eq!(run_ok("loj_single", b"1 1\n.\n", &args), "1\n1 1\n");
        // No free cell at all: nowhere to place the token.
        assert_eq!(run_ok("loj_blocked", b"2 1\n#\n#\n", &args), "0\n");
    }
    // loj6033 is the default format.
    assert_eq!(
        run_ok("loj_default", BENT, &["board", "--format", "loj6033"]),
        run_ok("loj_default", BENT, &["board"])
    );
}

#[test]
fn board_jsoi2009_by_hand() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["board", "--format", "jsoi2009", "--algorithm", algorithm];
        assert_eq!(run_ok("jsoi_path3", PATH3, &args), "WIN\n1 1\n1 3\n");
        assert_eq!(run_ok("jsoi_square", SQUARE, &args), "LOSE\n");
        assert_eq!(run_ok("jsoi_bent", BENT, &args), "WIN\n1 1\n1 3\n2 2\n");
        assert_eq!(run_ok("jsoi_blocked", b"1 2\n##\n", &args), "LOSE\n");
    }
}

#[test]
fn board_jsoi2009_any_visible_character_but_hash_is_free() {
    // The same shape as BENT with letters, digits and punctuation for free cells.
    let odd_cells = b"2 3\nx#o\nA9~\n";
    let args = ["board", "--format", "jsoi2009"];
    assert_eq!(
        run_ok("jsoi_letters", odd_cells, &args),
        "WIN\n1 1\n1 3\n2 2\n"
    );
    // The same file is refused by the strict formats, at the first unknown cell.
    for format in ["loj6033", "pretty"] {
        fails_at(
            "strict_letters",
            odd_cells,
            &["board", "--format", format],
            2,
            1,
            "unknown cell 'x' in row 1",
        );
    }
    fails_at(
        "strict_letters_later",
        b"2 3\n.#.\n..o\n",
        &["board"],
        3,
        3,
        "unknown cell 'o' in row 2",
    );
}

#[test]
fn board_pretty_by_hand() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["board", "--format", "pretty", "--algorithm", algorithm];
        assert_eq!(
            run_ok("pretty_bent", BENT, &args),
            "*#*\n.*.\n3 of 5 free cells (*) win for the player who places the token; \
             on the other 2 the player to move wins\n"
        );
        assert_eq!(
            run_ok("pretty_square", SQUARE, &args),
            "..\n..\n0 of 4 free cells (*) win for the player who places the token; \
             on the other 4 the player to move wins\n"
        );
        assert_eq!(
            run_ok("pretty_path3", PATH3, &args),
            "*.*\n2 of 3 free cells (*) win for the player who places the token; \
             on the other 1 the player to move wins\n"
        );
    }
}

#[test]
fn board_whitespace_is_flexible() {
    // CRLF line ends, tabs, blank lines, trailing spaces and a header split over lines.
    let messy = b"\r\n  2\t\n3 \r\n\r\n.#.   \r\n\t...\r\n\r\n  ";
    assert_eq!(
        run_ok("messy_bent", messy, &["board"]),
        "3\n1 1\n1 3\n2 2\n"
    );
}

#[test]
fn board_from_stdin() {
    bigame()
        .args(["board", "-"])
        .write_stdin(BENT)
        .assert()
        .success()
        .stdout("3\n1 1\n1 3\n2 2\n")
        .stderr("");
    bigame()
        .args(["board", "--format", "jsoi2009", "-"])
        .write_stdin(SQUARE)
        .assert()
        .success()
        .stdout("LOSE\n");
    // Errors on standard input name it `<stdin>`.
    let out = bigame()
        .args(["board", "-"])
        .write_stdin(&b"2 3\n.#.\n..\n"[..])
        .output()
        .unwrap();
    let message = refused(&out, "board stdin");
    assert!(
        message.starts_with("bigame: <stdin>:3:3: row 2 has 2 cells, expected 3"),
        "{message:?}"
    );
}

#[test]
fn board_large_open_board_runs() {
    // A 60x61 open board has 3660 cells and a perfect matching (pair the cells along each row
    // of even length... here the rows have odd length, but the columns have even length, so
    // pair vertically): the placer wins nowhere.
    let mut input = b"60 61\n".to_vec();
    for _ in 0..60 {
        input.extend_from_slice(&[b'.'; 61]);
        input.push(b'\n');
    }
    for algorithm in bipartite_algorithm_names() {
        assert_eq!(
            run_ok("large_open", &input, &["board", "--algorithm", algorithm]),
            "0\n"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// analyze: answers worked out by hand
// ---------------------------------------------------------------------------------------------

#[test]
fn analyze_full_output_by_hand() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["analyze", "--algorithm", algorithm];
        // The path 1 - 2 - 3: the middle vertex is in every maximum matching, the ends are not.
        assert_eq!(
            run_ok("path3", b"3 2\n1 2\n2 3\n", &args),
            "1 lose\n2 win\n3 lose\n"
        );
        // The path 1 - 2 - 3 - 4 - 5 and an isolated vertex 6: the 2nd and 4th are in every
        // maximum matching; the 1st, 3rd and 5th are each missed by one; 6 is never matched.
        assert_eq!(
            run_ok("path5_isolated", b"6 4\n1 2\n2 3\n3 4\n4 5\n", &args),
            "1 lose\n2 win\n3 lose\n4 win\n5 lose\n6 lose\n"
        );
        // A star with centre 3: every edge uses the centre, each leaf is missed by some maximum
        // matching.
        assert_eq!(
            run_ok("star", b"4 3\n3 1\n2 3\n3 4\n", &args),
            "1 lose\n2 lose\n3 win\n4 lose\n"
        );
        // Parallel edges are kept; two vertices joined twice are a perfect matching.
        assert_eq!(
            run_ok("parallel", b"2 2\n1 2\n2 1\n", &args),
            "1 win\n2 win\n"
        );
        // No edges at all (m = 0 is allowed): nobody can move.
        assert_eq!(
            run_ok("no_edges", b"3 0\n", &args),
            "1 lose\n2 lose\n3 lose\n"
        );
    }
}

#[test]
fn analyze_start_vertex() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["analyze", "--algorithm", algorithm, "--start"];
        // The path 1 - 2 - 3 - 4 has the unique perfect matching {1-2, 3-4}. From 2 the only
        // winning move is to 1 (moving to 3 lets the opponent answer 4, and then 3 is
        // visited): so the answer is exactly `2 win 1`, whatever the algorithm.
        let path4 = b"4 3\n1 2\n2 3\n3 4\n";
        let with = |v: &'static str| [&args[..], &[v]].concat();
        assert_eq!(run_ok("path4", path4, &with("2")), "2 win 1\n");
        assert_eq!(run_ok("path4", path4, &with("3")), "3 win 4\n");
        assert_eq!(run_ok("path4", path4, &with("1")), "1 win 2\n");
        // On the path 1 - 2 - 3 the ends lose.
        let path3 = b"3 2\n1 2\n2 3\n";
        assert_eq!(run_ok("path3", path3, &with("1")), "1 lose\n");
        assert_eq!(run_ok("path3", path3, &with("3")), "3 lose\n");
        // The middle wins, by moving to either end.
        let middle = run_ok("path3", path3, &with("2"));
        assert!(middle == "2 win 1\n" || middle == "2 win 3\n", "{middle:?}");
        // An isolated vertex loses.
        assert_eq!(run_ok("isolated", b"2 0\n", &with("2")), "2 lose\n");
    }
}

#[test]
fn analyze_from_stdin() {
    bigame()
        .args(["analyze", "-"])
        .write_stdin(&b"3 2\n1 2\n2 3\n"[..])
        .assert()
        .success()
        .stdout("1 lose\n2 win\n3 lose\n")
        .stderr("");
    bigame()
        .args(["analyze", "--start", "2", "-"])
        .write_stdin(&b"4 3\n1 2\n2 3\n3 4\n"[..])
        .assert()
        .success()
        .stdout("2 win 1\n");
    let out = bigame()
        .args(["analyze", "-"])
        .write_stdin(&b"3 1\n1 4\n"[..])
        .output()
        .unwrap();
    let message = refused(&out, "analyze stdin");
    assert!(
        message.starts_with("bigame: <stdin>:2:3: vertex 4 is out of range"),
        "{message:?}"
    );
}

/// The vertex numbers listed after "odd cycle" in a refusal message.
fn cycle_in(message: &str) -> Vec<u32> {
    let after = message
        .split("odd cycle ")
        .nth(1)
        .unwrap_or_else(|| panic!("no odd cycle in {message:?}"));
    after
        .split(')')
        .next()
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect()
}

#[test]
fn bipartite_algorithms_refuse_odd_cycles_naming_them() {
    // A triangle 3 - 4 - 5 beside a bipartite edge 1 - 2.
    let triangle = b"5 4\n1 2\n3 4\n4 5\n5 3\n";
    // A 5-cycle 1 - 2 - 3 - 4 - 5 with a pendant vertex 6 on 1.
    let pentagon = b"6 6\n1 2\n2 3\n3 4\n4 5\n5 1\n1 6\n";
    for (name, input, cycle) in [
        ("triangle", &triangle[..], vec![3, 4, 5]),
        ("pentagon", &pentagon[..], vec![1, 2, 3, 4, 5]),
    ] {
        for extra in [
            &["--algorithm", "ms-bfs"][..],
            &["--start", "1", "--algorithm", "hopcroft-karp"][..],
            &["--algorithm", "kuhn"][..],
            &["--algorithm", "dinic"][..],
        ] {
            let path = file(name, input);
            let out = bigame()
                .arg("analyze")
                .args(extra)
                .arg(&path)
                .output()
                .unwrap();
            let message = refused(&out, name);
            assert!(
                message.starts_with(&format!("bigame: {}: ", path.display())),
                "{message:?}"
            );
            assert!(message.contains("not bipartite"), "{message:?}");
            assert!(message.contains("use --algorithm blossom"), "{message:?}");
            let mut named = cycle_in(&message);
            named.sort_unstable();
            assert_eq!(named, cycle, "{message:?}");
        }
    }
}

#[test]
fn analyze_refuses_start_out_of_range() {
    let path = file("start_range", b"3 2\n1 2\n2 3\n");
    for (start, needle) in [
        ("0", "--start 0 is not a vertex"),
        ("4", "--start 4 is not a vertex"),
        ("4294967297", "--start 4294967297 is not a vertex"),
    ] {
        let out = bigame()
            .args(["analyze", "--start", start])
            .arg(&path)
            .output()
            .unwrap();
        let message = refused(&out, start);
        assert!(message.contains(needle), "{message:?}");
        assert!(message.contains("expected 1 to 3"), "{message:?}");
        assert!(message.contains(&path.display().to_string()), "{message:?}");
    }
    // Not numbers at all: clap refuses them (exit 2, nothing on stdout).
    for start in ["-1", "x", "99999999999999999999999", ""] {
        let out = bigame()
            .args(["analyze", "--start", start])
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "--start {start:?}");
        assert!(out.stdout.is_empty(), "--start {start:?}");
        assert!(!out.stderr.is_empty(), "--start {start:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Bad input
// ---------------------------------------------------------------------------------------------

const BOARD_FORMATS: [&str; 3] = ["loj6033", "jsoi2009", "pretty"];

/// Runs a board case through every output format (the reader is shared, the cell rule aside).
fn board_fails_at(name: &str, input: &[u8], line: usize, column: usize, needle: &str) {
    for format in BOARD_FORMATS {
        fails_at(
            name,
            input,
            &["board", "--format", format],
            line,
            column,
            needle,
        );
    }
}

#[test]
fn bad_board_empty_and_blank() {
    board_fails_at(
        "b_empty",
        b"",
        1,
        1,
        "expected the number of rows, found end of input",
    );
    // The end of "  \n\t\n" is line 3, column 1.
    board_fails_at("b_blank", b"  \n\t\n", 3, 1, "found end of input");
    board_fails_at("b_blank_noeol", b" \r\n  ", 2, 3, "found end of input");
    board_fails_at(
        "b_only_rows",
        b"3\n",
        2,
        1,
        "expected the number of columns",
    );
}

#[test]
fn bad_board_numbers() {
    board_fails_at("b_word", b"two 3\n...\n", 1, 1, "found 't'");
    board_fails_at("b_word_cols", b"2 x\n", 1, 3, "the number of columns");
    board_fails_at(
        "b_suffix",
        b"3x 3\n",
        1,
        2,
        "unexpected 'x' in the number of rows",
    );
    board_fails_at("b_neg_rows", b"-1 3\n...\n", 1, 1, "found '-'");
    board_fails_at("b_neg_cols", b"1 -3\n...\n", 1, 3, "found '-'");
    board_fails_at("b_plus", b"+1 3\n...\n", 1, 1, "found '+'");
    board_fails_at("b_decimal", b"1.0 3\n...\n", 1, 2, "unexpected '.'");
    board_fails_at("b_zero_rows", b"0 3\n", 1, 1, "at least 1, found 0");
    board_fails_at("b_zero_cols", b"3 0\n", 1, 3, "at least 1, found 0");
    board_fails_at("b_zero_both", b"0 0\n", 1, 1, "at least 1, found 0");
}

#[test]
fn bad_board_absurd_sizes_are_refused_at_once() {
    board_fails_at(
        "b_huge",
        b"999999999 999999999\n.\n",
        1,
        1,
        "cannot fit in an input of 22 bytes",
    );
    board_fails_at("b_huge_cols", b"1 999999999\n.\n", 1, 1, "cannot fit");
    board_fails_at("b_max_u32", b"4294967295 4294967295\n", 1, 1, "cannot fit");
    board_fails_at("b_over_u32", b"4294967296 1\n.\n", 1, 1, "too large");
    board_fails_at(
        "b_u64_overflow",
        b"99999999999999999999999 1\n.\n",
        1,
        1,
        "too large",
    );
    board_fails_at(
        "b_u64_overflow_cols",
        b"1 99999999999999999999999\n.\n",
        1,
        3,
        "too large",
    );
}

#[test]
fn bad_board_rows() {
    // Missing rows.
    board_fails_at("b_missing_row", b"2 3\n...\n", 3, 1, "expected row 2 of 2");
    board_fails_at("b_no_rows", b"1 1", 1, 4, "expected row 1 of 1");
    // Too short: the position is just past the short row.
    board_fails_at(
        "b_short",
        b"2 3\n..\n...\n",
        2,
        3,
        "row 1 has 2 cells, expected 3",
    );
    board_fails_at(
        "b_short_last",
        b"2 3\n...\n  .\n",
        3,
        4,
        "row 2 has 1 cell, expected 3",
    );
    // A row split by a space is a short row.
    board_fails_at(
        "b_split",
        b"1 3\n. ..\n",
        2,
        2,
        "row 1 has 1 cell, expected 3",
    );
    // Too long: the position is the first cell too many.
    board_fails_at(
        "b_long",
        b"2 3\n....\n...\n",
        2,
        4,
        "row 1 has more than 3 cells",
    );
    board_fails_at(
        "b_long_last",
        b"2 3\n...\n.#.#.\n",
        3,
        4,
        "row 2 has more than 3 cells",
    );
    // Unknown characters in the strict formats.
    for format in ["loj6033", "pretty"] {
        let args = ["board", "--format", format];
        fails_at(
            "b_unknown",
            b"2 3\n.x.\n...\n",
            &args,
            2,
            2,
            "unknown cell 'x'",
        );
        fails_at("b_star", b"1 3\n..*\n", &args, 2, 3, "unknown cell '*'");
        fails_at("b_zero", b"1 2\n.0\n", &args, 2, 2, "unknown cell '0'");
    }
    // Control bytes are no cells in any format.
    board_fails_at("b_ctrl", b"1 3\n.\x01.\n", 2, 2, "unknown cell byte 0x01");
    board_fails_at("b_del", b"1 3\n..\x7f\n", 2, 3, "unknown cell byte 0x7f");
}

#[test]
fn bad_board_trailing_garbage() {
    board_fails_at(
        "b_trail",
        b"1 3\n...\nx\n",
        3,
        1,
        "unexpected 'x' after the last row",
    );
    board_fails_at("b_trail_same_line", b"1 3\n... #\n", 2, 5, "unexpected '#'");
    board_fails_at("b_extra_row", b"1 3\n...\n...\n", 3, 1, "unexpected '.'");
    board_fails_at("b_trail_later", b"1 3\n...\n\n   0", 4, 4, "unexpected '0'");
    board_fails_at("b_trail_nul", b"1 1\n.\n\0", 3, 1, "byte 0x00");
}

#[test]
fn bad_board_non_utf8() {
    board_fails_at("b_utf8_header", b"\xff 3\n...\n", 1, 1, "byte 0xff");
    board_fails_at("b_utf8_cols", b"1 3\xfe\n...\n", 1, 4, "byte 0xfe");
    board_fails_at("b_utf8_trail", b"1 3\n...\n\x80", 3, 1, "byte 0x80");
    // Inside a row, every format refuses it: not even JSOI 2009 counts a non-ASCII byte as a
    // free cell (one character could then be several cells).
    board_fails_at(
        "b_utf8_cell",
        b"1 3\n.\xff.\n",
        2,
        2,
        "unknown cell byte 0xff in row 1",
    );
    // "é" is two bytes; as cells they would make a 3-cell row of two characters.
    board_fails_at(
        "b_utf8_multibyte",
        "1 3\n.\u{e9}\n".as_bytes(),
        2,
        2,
        "unknown cell byte 0xc3",
    );
}

#[test]
fn bad_board_no_partial_output_on_large_input() {
    // A big valid board followed by one byte of garbage: nothing may reach stdout.
    let mut input = b"80 80\n".to_vec();
    for _ in 0..80 {
        input.extend_from_slice(&[b'.'; 80]);
        input.push(b'\n');
    }
    input.push(b'x');
    board_fails_at("b_large_trail", &input, 82, 1, "unexpected 'x'");
}

/// Edge-list cases: `analyze` with and without `--start`.
fn graph_fails_at(name: &str, input: &[u8], line: usize, column: usize, needle: &str) {
    fails_at(name, input, &["analyze"], line, column, needle);
    fails_at(
        name,
        input,
        &["analyze", "--start", "1"],
        line,
        column,
        needle,
    );
}

/// [`graph_fails_at`] with the format forced to an edge list, for files whose first line is no
/// header: told from the content, they are pairs (a headerless list).
fn edge_list_fails_at(name: &str, input: &[u8], line: usize, column: usize, needle: &str) {
    fails_at(
        name,
        input,
        &["analyze", "--input-format", "edge-list"],
        line,
        column,
        needle,
    );
    fails_at(
        name,
        input,
        &["analyze", "--input-format", "edge-list", "--start", "1"],
        line,
        column,
        needle,
    );
}

#[test]
fn bad_graph_empty_and_blank() {
    graph_fails_at(
        "g_empty",
        b"",
        1,
        1,
        "expected the number of vertices, found end of input",
    );
    graph_fails_at("g_blank", b" \n \n", 3, 1, "found end of input");
    graph_fails_at("g_only_n", b"3\n", 1, 2, "expected the number of edges");
}

#[test]
fn bad_graph_numbers() {
    edge_list_fails_at("g_word", b"a 1\n1 2\n", 1, 1, "found 'a'");
    edge_list_fails_at("g_word_m", b"3 b\n", 1, 3, "the number of edges");
    graph_fails_at("g_word_edge", b"3 1\n1 two\n", 2, 3, "found 't'");
    graph_fails_at(
        "g_suffix",
        b"3 1\n1 2x\n",
        2,
        4,
        "unexpected 'x' in an endpoint of edge 1",
    );
    graph_fails_at("g_neg_n", b"-3 1\n1 2\n", 1, 1, "found '-'");
    graph_fails_at("g_neg_m", b"3 -1\n1 2\n", 1, 3, "found '-'");
    graph_fails_at("g_neg_v", b"3 1\n1 -2\n", 2, 3, "found '-'");
    edge_list_fails_at("g_zero_n", b"0 0\n", 1, 1, "at least 1, found 0");
}

#[test]
fn bad_graph_absurd_sizes_are_refused_at_once() {
    graph_fails_at("g_huge", b"999999999 999999999\n1 2\n", 1, 1, "too many");
    graph_fails_at("g_over_cap", b"268435457 0\n", 1, 1, "too many");
    graph_fails_at(
        "g_huge_m",
        b"3 999999999\n1 2\n",
        1,
        3,
        "cannot fit in an input of 16 bytes",
    );
    graph_fails_at(
        "g_u64_max_m",
        b"3 18446744073709551615\n1 2\n",
        1,
        3,
        "cannot fit",
    );
    graph_fails_at(
        "g_u64_overflow_n",
        b"99999999999999999999999 1\n1 2\n",
        1,
        1,
        "too large",
    );
    graph_fails_at(
        "g_u64_overflow_m",
        b"3 99999999999999999999999\n",
        1,
        3,
        "too large",
    );
}

#[test]
fn bad_graph_vertices() {
    graph_fails_at(
        "g_v0",
        b"3 1\n0 2\n",
        2,
        1,
        "vertex 0 is out of range (expected 1 to 3)",
    );
    graph_fails_at(
        "g_v_big",
        b"3 1\n1 4\n",
        2,
        3,
        "vertex 4 is out of range (expected 1 to 3)",
    );
    graph_fails_at(
        "g_v_later",
        b"3 2\n1 2\n  2 3000\n",
        3,
        5,
        "vertex 3000 is out of range",
    );
    graph_fails_at(
        "g_v_overflow",
        b"3 1\n1 99999999999999999999999\n",
        2,
        3,
        "out of range (expected 1 to 3)",
    );
    // A self-loop is reported at the edge's first endpoint.
    graph_fails_at(
        "g_loop",
        b"3 2\n1 2\n3 3\n",
        3,
        1,
        "edge 2 is a self-loop at vertex 3",
    );
    graph_fails_at(
        "g_loop_split",
        b"3 1\n  2\n2\n",
        2,
        4,
        "expected an endpoint of edge 1 of 1, found end of line",
    );
}

#[test]
fn bad_graph_missing_edges_and_trailing_garbage() {
    graph_fails_at(
        "g_missing",
        b"3 2\n1 2\n",
        3,
        1,
        "expected an endpoint of edge 2 of 2",
    );
    // One edge per line: an edge broken over two lines is refused where its line ends.
    graph_fails_at(
        "g_half",
        b"3 2\n1 2\n2\n",
        3,
        2,
        "expected an endpoint of edge 2 of 2, found end of line",
    );
    // Too few bytes for the announced edges at all: refused at the count.
    graph_fails_at("g_missing_many", b"3 3\n1 2\n", 1, 3, "cannot fit");
    graph_fails_at(
        "g_trail",
        b"3 1\n1 2\n3\n",
        3,
        1,
        "unexpected '3' after the only edge",
    );
    graph_fails_at(
        "g_trail_same_line",
        b"3 1\n1 2 x\n",
        2,
        5,
        "unexpected `x` after edge 1 (one edge per line; to ignore a third column such as a \
         weight, use --weights ignore)",
    );
    graph_fails_at("g_trail_edge", b"3 1\n1 2\n2 3\n", 3, 1, "unexpected '2'");
}

#[test]
fn bad_graph_non_utf8() {
    edge_list_fails_at("g_utf8_n", b"\xc3\xa9 1\n1 2\n", 1, 1, "byte 0xc3");
    graph_fails_at("g_utf8_v", b"3 1\n1 \xff\n", 2, 3, "byte 0xff");
    graph_fails_at("g_utf8_inside", b"3 1\n1 2\xff\n", 2, 4, "byte 0xff");
    graph_fails_at("g_utf8_trail", b"3 1\n1 2\n\x80\n", 3, 1, "byte 0x80");
}

#[test]
fn bad_graph_no_partial_output_on_large_input() {
    // A long valid path followed by garbage; also an odd cycle discovered only after reading.
    let mut input = b"3000 2999\n".to_vec();
    for v in 1..3000 {
        input.extend_from_slice(format!("{v} {}\n", v + 1).as_bytes());
    }
    let mut garbage = input.clone();
    garbage.extend_from_slice(b"!");
    graph_fails_at("g_large_trail", &garbage, 3001, 1, "unexpected '!'");
    // The cycle 1 - 2 - ... - 2999 - 1 has odd length; its only odd cycle is all of it.
    let mut odd = b"2999 2999\n".to_vec();
    for v in 1..2999 {
        odd.extend_from_slice(format!("{v} {}\n", v + 1).as_bytes());
    }
    odd.extend_from_slice(b"2999 1\n");
    let path = file("g_large_odd", &odd);
    let out = bigame()
        .args(["analyze", "--algorithm", "kuhn"])
        .arg(&path)
        .output()
        .unwrap();
    let message = refused(&out, "g_large_odd");
    assert!(message.contains("not bipartite"), "{message:?}");
    assert!(message.contains("(2999 vertices)"), "{message:?}");
}

#[test]
fn huge_declared_sizes_allocate_nothing() {
    // Under a 256 MiB address-space limit, a reader that believed the header would abort on
    // allocation instead of refusing the input cleanly.
    if !cfg!(target_os = "linux") {
        return;
    }
    let cases: [(&str, &[u8], &str); 4] = [
        ("m_board", b"999999999 999999999\n.\n", "board"),
        ("m_board_wide", b"1 4294967294\n.\n", "board"),
        ("m_graph_n", b"999999999 999999999\n1 2\n", "analyze"),
        ("m_graph_m", b"2 4294967295\n1 2\n", "analyze"),
    ];
    for (name, input, command) in cases {
        let path = file(name, input);
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 262144 && exec \"$0\" \"$1\" \"$2\"")
            .arg(env!("CARGO_BIN_EXE_bigame"))
            .arg(command)
            .arg(&path)
            .timeout(TIMEOUT)
            .output()
            .unwrap();
        let message = refused(&out, name);
        assert!(
            message.starts_with(&format!("bigame: {}:1:", path.display())),
            "{message:?}"
        );
    }
}

#[test]
fn bad_file() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli/no such file.txt");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for path in [&missing, &dir] {
        for command in [&["board"][..], &["analyze"], &["analyze", "--start", "1"]] {
            let out = bigame().args(command).arg(path).output().unwrap();
            let message = refused(&out, &format!("{command:?} {}", path.display()));
            assert!(
                message.starts_with(&format!("bigame: cannot read {}: ", path.display())),
                "{message:?}"
            );
        }
    }
}

#[test]
fn positions_with_tabs_and_crlf() {
    // Columns count bytes; a tab is one column, and "\r\n" ends a line.
    board_fails_at("p_tabs", b"\t\t\n\t1\t3\t\n\t.#", 3, 4, "row 1 has 2 cells");
    fails_at(
        "p_tabs_strict",
        b"\t\t\n\t1\t3\t\n.x.",
        &["board"],
        3,
        2,
        "unknown cell",
    );
    board_fails_at("p_crlf", b"2 3\r\n...\r\n..\r\n", 3, 3, "row 2 has 2 cells");
    graph_fails_at(
        "p_crlf_loop",
        b"2 1\r\n1 1\r\n",
        2,
        1,
        "self-loop at vertex 1",
    );
    graph_fails_at(
        "p_crlf_split",
        b"2 1\r\n1\r\n1\r\n",
        2,
        3,
        "found end of line",
    );
    graph_fails_at(
        "p_tab_vertex",
        b"2\t1\n\t1\t\t9\n",
        2,
        5,
        "vertex 9 is out of range",
    );
}

// ---------------------------------------------------------------------------------------------
// Usage errors (clap)
// ---------------------------------------------------------------------------------------------

#[test]
fn usage_errors() {
    let board = file("usage_board", BENT);
    let graph = file("usage_graph", b"2 1\n1 2\n");
    let cases: Vec<Vec<std::ffi::OsString>> = vec![
        vec![
            "board".into(),
            "--algorithm".into(),
            "micali-vazirani".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--algorithm".into(),
            "".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--format".into(),
            "yaml".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--format".into(),
            "LOJ6033".into(),
            board.as_os_str().into(),
        ],
        vec![
            "analyze".into(),
            "--algorithm".into(),
            "hungarian".into(),
            graph.as_os_str().into(),
        ],
        vec![
            "analyze".into(),
            "--format".into(),
            "pretty".into(),
            graph.as_os_str().into(),
        ],
        vec!["board".into()],
        vec!["analyze".into()],
        vec![
            "board".into(),
            board.as_os_str().into(),
            board.as_os_str().into(),
        ],
        vec!["solve".into(), board.as_os_str().into()],
        vec![],
    ];
    for args in cases {
        let out = bigame().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    // Help and version are not errors.
    bigame()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("board").and(predicate::str::contains("analyze")));
    bigame()
        .args(["board", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("jsoi2009"));
}

/// A triangle 1-2-3 with a tail 3-4-5: maximum matchings (two edges) can miss every vertex
/// but 4, so the mover wins only from 4; D = {1, 2, 3, 5} in two components ({1, 2, 3} and
/// {5}), A = {4}.
const TRIANGLE_WITH_TAIL: &[u8] = b"5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";

#[test]
fn analyze_solves_general_graphs() {
    let path = file("tri_tail", TRIANGLE_WITH_TAIL);
    for extra in [&[][..], &["--algorithm", "blossom"][..]] {
        let out = bigame()
            .arg("analyze")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            "1 lose\n2 lose\n3 lose\n4 win\n5 lose\n"
        );
    }
    let out = bigame()
        .args(["analyze", "--start", "4"])
        .arg(&path)
        .output()
        .unwrap();
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(line == "4 win 3\n" || line == "4 win 5\n", "{line:?}");
    let out = bigame()
        .args(["analyze", "--decomposition"])
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert_eq!(lines[3], "4 A");
    // The triangle is one component of D, vertex 5 another.
    let component = |line: &str| line.split(' ').nth(2).unwrap().to_string();
    assert!(lines[..3].iter().all(|l| l.split(' ').nth(1) == Some("D")));
    assert!(
        lines[..3]
            .iter()
            .all(|l| component(l) == component(lines[0]))
    );
    assert!(lines[4].starts_with("5 D ") && component(lines[4]) != component(lines[0]));
}

#[test]
fn analyze_json_reports_verdicts_and_decomposition() {
    let path = file("tri_tail_json", TRIANGLE_WITH_TAIL);
    let out = bigame()
        .args(["analyze", "--format", "json", "--decomposition"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["vertices"], 5);
    assert_eq!(v["edges"], 5);
    assert_eq!(v["bipartite"], false);
    assert_eq!(v["algorithm"], "blossom");
    assert_eq!(v["matching_size"], 2);
    let d = &v["decomposition"];
    assert_eq!(
        (d["D"].as_u64(), d["A"].as_u64(), d["C"].as_u64()),
        (Some(4), Some(1), Some(0))
    );
    assert_eq!(
        (d["components"].as_u64(), d["deficiency"].as_u64()),
        (Some(2), Some(1))
    );
    let verdicts = v["verdicts"].as_array().unwrap();
    assert_eq!(verdicts.len(), 5);
    for (i, verdict) in verdicts.iter().enumerate() {
        let vertex = i as u64 + 1;
        assert_eq!(verdict["vertex"].as_u64(), Some(vertex));
        assert_eq!(verdict["wins"].as_bool(), Some(vertex == 4));
        assert_eq!(verdict["part"], if vertex == 4 { "A" } else { "D" });
        if vertex == 4 {
            assert!(matches!(verdict["move"].as_u64(), Some(3 | 5)));
            assert!(verdict["component"].is_null());
        } else {
            assert!(verdict["move"].is_null());
            assert!(verdict["component"].as_u64().is_some());
        }
    }
    // Without --decomposition: no decomposition summary, no part fields; --start: one verdict.
    let out = bigame()
        .args(["analyze", "--format", "json", "--start", "2"])
        .arg(&path)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v.get("decomposition").is_none());
    assert_eq!(
        v["verdicts"],
        serde_json::json!([{"vertex": 2, "wins": false, "move": null}])
    );
}

#[test]
fn blossom_and_bipartite_routes_agree_on_a_bipartite_graph() {
    // A 3x3 grid graph: bipartite, so the default is ms-bfs.
    let path = file(
        "grid3",
        b"9 12\n1 2\n2 3\n4 5\n5 6\n7 8\n8 9\n1 4\n4 7\n2 5\n5 8\n3 6\n6 9\n",
    );
    let run = |extra: &[&str]| {
        let out = bigame()
            .arg("analyze")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let default = run(&[]);
    // 9 cells, 4 + 5 by colour: the 5 corners-and-centre cells are missed by some maximum
    // matching (the mover loses there), the 4 edge-middle cells are always matched.
    assert_eq!(
        default,
        "1 lose\n2 win\n3 lose\n4 win\n5 lose\n6 win\n7 lose\n8 win\n9 lose\n"
    );
    assert_eq!(run(&["--algorithm", "blossom"]), default);
    assert_eq!(
        run(&["--decomposition"]),
        run(&["--decomposition", "--algorithm", "blossom"])
    );
    let json: serde_json::Value = serde_json::from_str(&run(&["--format", "json"])).unwrap();
    assert_eq!(json["bipartite"], true);
    assert_eq!(json["algorithm"], "ms-bfs");
}

#[test]
fn board_moves_change_the_answer() {
    // A full 3x3 board. Rook: the corners and the centre (5 cells of one colour, 4 of the
    // other) are missed by some maximum matching, so the placer wins there. King: 9 cells,
    // every vertex can be the one left out (the board is factor-critical), so the placer wins
    // everywhere. Knight: an 8-cycle around the isolated centre; only the centre.
    let path = file("moves3", b"3 3\n...\n...\n...\n");
    let run = |extra: &[&str]| {
        let out = bigame()
            .arg("board")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let rook = "5\n1 1\n1 3\n2 2\n3 1\n3 3\n";
    assert_eq!(run(&[]), rook);
    assert_eq!(run(&["--moves", "rook"]), rook);
    assert_eq!(run(&["--moves", "rook", "--algorithm", "blossom"]), rook);
    let king = "9\n1 1\n1 2\n1 3\n2 1\n2 2\n2 3\n3 1\n3 2\n3 3\n";
    assert_eq!(run(&["--moves", "king"]), king);
    assert_eq!(run(&["--moves", "king", "--algorithm", "blossom"]), king);
    assert_eq!(run(&["--moves", "knight"]), "1\n2 2\n");
    assert_eq!(
        run(&["--moves", "knight", "--format", "jsoi2009"]),
        "WIN\n2 2\n"
    );
    assert_eq!(
        run(&["--moves", "king", "--format", "pretty"]),
        "***\n***\n***\n9 of 9 free cells (*) win for the player who places the token; \
         on the other 0 the player to move wins\n"
    );
    // A 2x2 king board is K4: perfect matchings everywhere, the placer never wins.
    let k4 = file("k4", b"2 2\n..\n..\n");
    let out = bigame()
        .args(["board", "--moves", "king", "--format", "jsoi2009"])
        .arg(&k4)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "LOSE\n");
}

#[test]
fn king_moves_refuse_bipartite_algorithms() {
    let path = file("moves_refuse", b"2 2\n..\n..\n");
    for algorithm in bipartite_algorithm_names() {
        let out = bigame()
            .args(["board", "--moves", "king", "--algorithm", algorithm])
            .arg(&path)
            .output()
            .unwrap();
        let message = refused(&out, algorithm);
        assert!(message.contains("king moves"), "{message:?}");
        assert!(message.contains("--algorithm blossom"), "{message:?}");
    }
    let out = bigame()
        .args(["board", "--moves", "bishop"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
