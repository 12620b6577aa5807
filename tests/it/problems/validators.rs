//! Validators name the first violation of each problem's input format; solvers stay lenient
//! and name bad input; unknown problems are refused by name.

use super::*;

/// One fault per file: the problem, the file, where the validator must point, a word of its
/// message.
const INVALID: &[(&str, &[u8], usize, usize, &str)] = &[
    ("loj6033", b"2  2\n#.\n..\n", 1, 3, "second space"),
    ("loj6033", b"2 2\r\n#.\r\n..\r\n", 1, 4, "CRLF"),
    ("loj6033", b"2 2\n#.\n..", 3, 3, "no final newline"),
    ("loj6033", b"2 2 \n#.\n..\n", 1, 4, "trailing space"),
    (
        "loj6033",
        b"\xEF\xBB\xBF2 2\n#.\n..\n",
        1,
        1,
        "byte order mark",
    ),
    ("loj6033", b"2 101\n", 1, 3, "m = 101 is out of range"),
    ("loj6033", b"3 2\n#.\n..\n", 4, 1, "expected row 3"),
    ("loj6033", b"2 2\n#.\n.x\n", 3, 2, "found 'x'"),
    ("loj6033", b"2 2\n#.\n...\n", 3, 3, "row 2 has 3 cells"),
    ("loj6033", b"2 2\n#.\n..\n\n", 4, 1, "blank line"),
    ("loj6033", b"02 2\n#.\n..\n", 1, 1, "leading zeros"),
    ("jsoi2009", b"1 2\n.a\n", 2, 2, "found 'a'"),
    (
        "noi2011",
        b"1 6\nXO..XO\n1\n1 2\n1 1\n",
        2,
        4,
        "exactly one empty cell",
    ),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1\n1 2\n1 4\n",
        5,
        1,
        "not next to the empty cell",
    ),
    ("noi2011", b"1 6\nXX.OXO\n1\n1 2\n1 1\n", 4, 1, "holds no O"),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1001\n",
        3,
        1,
        "k = 1001 is out of range",
    ),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1\n1 2\n1 7\n",
        5,
        3,
        "y = 7 is out of range",
    ),
    ("noi2011", b"1 6\nXO.OXO\n1\n1 2\n", 5, 1, "expected x"),
    (
        "noi2011",
        b"2 3\nOOX\nX.O\n1\n1 2\n1 3\n",
        7,
        1,
        "second player wins",
    ),
    (
        "planinarenje",
        b"2 3\n1 2\n2 2\n1 2\n",
        4,
        1,
        "appears twice",
    ),
    (
        "planinarenje",
        b"2 5\n1 1\n1 2\n2 1\n2 2\n1 1\n",
        1,
        3,
        "M = 5 is out of range",
    ),
    (
        "planinarenje",
        b"5001 1\n1 1\n",
        1,
        1,
        "N = 5001 is out of range",
    ),
    ("planinarenje", b"2 1\n1 3\n", 2, 3, "d = 3 is out of range"),
    ("planinarenje", b"2 2\n1 1\n", 3, 1, "expected v"),
    (
        "planinarenje",
        b"2 1\n1\t1\n",
        2,
        2,
        "expected a space, found a tab",
    ),
    ("vertex-deletion", b"3\n2 1\n2 3\n", 2, 3, "expected u < v"),
    ("vertex-deletion", b"4\n1 2\n2 3\n1 3\n", 4, 1, "not a tree"),
    ("vertex-deletion", b"1\n", 1, 1, "N = 1 is out of range"),
    (
        "vertex-deletion",
        b"3\n1 2\n2 3\n3 4\n",
        4,
        1,
        "expected end of file",
    ),
    (
        "first-player-chooses",
        b"3 2\n1 2\n2 1\n",
        3,
        1,
        "appears twice",
    ),
    ("first-player-chooses", b"3 1\n2 2\n", 2, 1, "self-loop"),
    (
        "first-player-chooses",
        b"0 0\n",
        1,
        1,
        "n = 0 is out of range",
    ),
    ("vertex-deletion-graph", b"3 1\n1 +2\n", 2, 3, "found '+2'"),
    ("combination-lock", b"11\n", 1, 1, "T = 11 is out of range"),
    (
        "combination-lock",
        b"1\n6 0 123456\n",
        2,
        1,
        "m = 6 is out of range",
    ),
    (
        "combination-lock",
        b"1\n1 10 0\n",
        2,
        3,
        "n = 10 is out of range",
    ),
    (
        "combination-lock",
        b"1\n2 1 1a\n",
        2,
        6,
        "expected a digit ('0' to '9'), found 'a'",
    ),
    (
        "combination-lock",
        b"1\n2 1 12\n123\n",
        3,
        3,
        "has 3 digits, expected 2",
    ),
    (
        "combination-lock",
        b"1\n2 2 12\n34\n34\n",
        4,
        1,
        "appears twice",
    ),
    (
        "combination-lock",
        b"1\n2 1 12\n12\n",
        3,
        1,
        "is the initial password",
    ),
    (
        "combination-lock",
        b"1\n2 0 12\n\n",
        3,
        1,
        "expected end of file",
    ),
    ("combination-locks", b"21\n", 1, 1, "T = 21 is out of range"),
    (
        "combination-locks",
        b"1\n11 0\n",
        2,
        1,
        "N = 11 is out of range",
    ),
    (
        "combination-locks",
        b"1\n2 1001\n",
        2,
        3,
        "C = 1001 is out of range",
    ),
    (
        "combination-locks",
        b"1\n2 0\n12\n8\n",
        4,
        2,
        "has 1 digit, expected 2",
    ),
    (
        "combination-locks",
        b"1\n2 1\n12\n89\n=x\n",
        5,
        2,
        "expected a character ('=' or '.'), found 'x'",
    ),
    (
        "combination-locks",
        b"1\n2 2\n12\n89\n=.\n=.\n",
        6,
        1,
        "appears twice",
    ),
    (
        "combination-locks",
        b"1\n2 1\n12\n19\n=.\n",
        5,
        1,
        "is the starting pattern",
    ),
    ("combination-locks", b"2\n1 0\n1\n2\n", 5, 1, "expected N"),
    (
        "winning-move",
        b"2 1 3\n1 2\n",
        1,
        5,
        "s = 3 is out of range",
    ),
    ("winning-move", b"2 1\n1 2\n", 1, 4, "expected a space"),
    ("winning-move", b"2 2 1\n1 2\n2 1\n", 3, 1, "appears twice"),
];

#[test]
fn validators_name_the_first_violation() {
    for &(problem, input, line, column, needle) in INVALID {
        let file = temp(input);
        let out = bigame()
            .args(["validate", "--problem", problem])
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let shown = String::from_utf8_lossy(input);
        assert_eq!(out.status.code(), Some(1), "{problem} {shown:?}: {stderr}");
        assert!(out.stdout.is_empty());
        let prefix = format!("bigame: {}:{line}:{column}: ", file.0.display());
        assert!(
            stderr.starts_with(&prefix)
                && stderr.contains(needle)
                && stderr.matches('\n').count() == 1,
            "{problem} {shown:?}: expected {prefix}...{needle}..., got {stderr}"
        );
    }
}

#[test]
fn solvers_stay_lenient_and_name_bad_input() {
    // Any whitespace, a BOM and limits past the statement's are fine for the solver.
    let file = temp(b"\xEF\xBB\xBF2   3\r\n1 2\n2 2\t\n2 1");
    let out = solve("planinarenje", &file);
    assert!(out.status.success());
    assert_eq!(out.stdout, b"Slavko\nSlavko\n");
    let file = temp(b"6000 1\n1 1\n");
    assert!(solve("planinarenje", &file).status.success());
    // A wrong count is a parse error: exit 2, FILE:LINE:COL.
    let file = temp(b"2 2\n1 1\n");
    let out = solve("planinarenje", &file);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(&format!("bigame: {}:3:1: expected v", file.0.display())),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn unknown_problems_are_refused_by_name() {
    let out = bigame()
        .args(["solve", "--problem", "nope", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("planinarenje"));
}
