//! `bigame board`: answers worked out by hand in every output format and with every move set,
//! standard input, and a large open board.

use crate::cli::run::{fails_at, file, refused, run_ok};
use crate::common::{bigame, bipartite_algorithm_names};

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
pub const BENT: &[u8] = b"2 3\n.#.\n...\n";

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
    assert_eq!(
        run(&["--moves", "king", "--algorithm", "micali-vazirani"]),
        king
    );
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
