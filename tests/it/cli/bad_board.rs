//! `bigame board` refuses malformed boards with the line and column of the fault. The reader
//! is `read::board_text::read_board`, which the command calls with `CellRule::Strict` for
//! `--format loj6033` (the default), `pretty` and `json`, and with `CellRule::AnyButHash` for
//! `jsoi2009`: the tables are checked in process under those rules, a few cases end to end.

use crate::cli::case::{Case, case, check_end_to_end, check_table};
use crate::cli::run::fails_at;
use bigame::read::ParseError;
use bigame::read::board_text::{CellRule, read_board};

/// Refused in every format, so under both cell rules.
const EVERY_RULE: &[Case] = &[
    // Empty and blank.
    (
        "b_empty",
        b"",
        1,
        1,
        "expected the number of rows, found end of input",
    ),
    // The end of "  \n\t\n" is line 3, column 1.
    ("b_blank", b"  \n\t\n", 3, 1, "found end of input"),
    ("b_blank_noeol", b" \r\n  ", 2, 3, "found end of input"),
    (
        "b_only_rows",
        b"3\n",
        2,
        1,
        "expected the number of columns",
    ),
    // Numbers.
    ("b_word", b"two 3\n...\n", 1, 1, "found 't'"),
    ("b_word_cols", b"2 x\n", 1, 3, "the number of columns"),
    (
        "b_suffix",
        b"3x 3\n",
        1,
        2,
        "unexpected 'x' in the number of rows",
    ),
    ("b_neg_rows", b"-1 3\n...\n", 1, 1, "found '-'"),
    ("b_neg_cols", b"1 -3\n...\n", 1, 3, "found '-'"),
    ("b_plus", b"+1 3\n...\n", 1, 1, "found '+'"),
    ("b_decimal", b"1.0 3\n...\n", 1, 2, "unexpected '.'"),
    ("b_zero_rows", b"0 3\n", 1, 1, "at least 1, found 0"),
    ("b_zero_cols", b"3 0\n", 1, 3, "at least 1, found 0"),
    ("b_zero_both", b"0 0\n", 1, 1, "at least 1, found 0"),
    // Absurd sizes are refused at once.
    (
        "b_huge",
        b"999999999 999999999\n.\n",
        1,
        1,
        "cannot fit in an input of 22 bytes",
    ),
    ("b_huge_cols", b"1 999999999\n.\n", 1, 1, "cannot fit"),
    ("b_max_u32", b"4294967295 4294967295\n", 1, 1, "cannot fit"),
    ("b_over_u32", b"4294967296 1\n.\n", 1, 1, "too large"),
    (
        "b_u64_overflow",
        b"99999999999999999999999 1\n.\n",
        1,
        1,
        "too large",
    ),
    (
        "b_u64_overflow_cols",
        b"1 99999999999999999999999\n.\n",
        1,
        3,
        "too large",
    ),
    // Missing rows.
    ("b_missing_row", b"2 3\n...\n", 3, 1, "expected row 2 of 2"),
    ("b_no_rows", b"1 1", 1, 4, "expected row 1 of 1"),
    // Too short: the position is just past the short row.
    (
        "b_short",
        b"2 3\n..\n...\n",
        2,
        3,
        "row 1 has 2 cells, expected 3",
    ),
    (
        "b_short_last",
        b"2 3\n...\n  .\n",
        3,
        4,
        "row 2 has 1 cell, expected 3",
    ),
    // A row split by a space is a short row.
    (
        "b_split",
        b"1 3\n. ..\n",
        2,
        2,
        "row 1 has 1 cell, expected 3",
    ),
    // Too long: the position is the first cell too many.
    (
        "b_long",
        b"2 3\n....\n...\n",
        2,
        4,
        "row 1 has more than 3 cells",
    ),
    (
        "b_long_last",
        b"2 3\n...\n.#.#.\n",
        3,
        4,
        "row 2 has more than 3 cells",
    ),
    // Control bytes are no cells in any format.
    ("b_ctrl", b"1 3\n.\x01.\n", 2, 2, "unknown cell byte 0x01"),
    ("b_del", b"1 3\n..\x7f\n", 2, 3, "unknown cell byte 0x7f"),
    // Trailing garbage.
    (
        "b_trail",
        b"1 3\n...\nx\n",
        3,
        1,
        "unexpected 'x' after the last row",
    ),
    ("b_trail_same_line", b"1 3\n... #\n", 2, 5, "unexpected '#'"),
    ("b_extra_row", b"1 3\n...\n...\n", 3, 1, "unexpected '.'"),
    ("b_trail_later", b"1 3\n...\n\n   0", 4, 4, "unexpected '0'"),
    ("b_trail_nul", b"1 1\n.\n\0", 3, 1, "byte 0x00"),
    // Bytes that are no UTF-8.
    ("b_utf8_header", b"\xff 3\n...\n", 1, 1, "byte 0xff"),
    ("b_utf8_cols", b"1 3\xfe\n...\n", 1, 4, "byte 0xfe"),
    ("b_utf8_trail", b"1 3\n...\n\x80", 3, 1, "byte 0x80"),
    // Inside a row, every format refuses it: not even JSOI 2009 counts a non-ASCII byte as a
    // free cell (one character could then be several cells).
    (
        "b_utf8_cell",
        b"1 3\n.\xff.\n",
        2,
        2,
        "unknown cell byte 0xff in row 1",
    ),
    // "é" is two bytes; as cells they would make a 3-cell row of two characters.
    (
        "b_utf8_multibyte",
        "1 3\n.\u{e9}\n".as_bytes(),
        2,
        2,
        "unknown cell byte 0xc3",
    ),
    // Columns count bytes; a tab is one column, and "\r\n" ends a line.
    ("p_tabs", b"\t\t\n\t1\t3\t\n\t.#", 3, 4, "row 1 has 2 cells"),
    ("p_crlf", b"2 3\r\n...\r\n..\r\n", 3, 3, "row 2 has 2 cells"),
];

/// Refused by the strict rule only: JSOI 2009 takes any visible character but `#` as a free
/// cell.
const STRICT: &[Case] = &[
    ("b_unknown", b"2 3\n.x.\n...\n", 2, 2, "unknown cell 'x'"),
    ("b_star", b"1 3\n..*\n", 2, 3, "unknown cell '*'"),
    ("b_zero", b"1 2\n.0\n", 2, 2, "unknown cell '0'"),
    // Columns count bytes; a tab is one column.
    (
        "p_tabs_strict",
        b"\t\t\n\t1\t3\t\n.x.",
        3,
        2,
        "unknown cell",
    ),
];

/// The reader's error under `rule`, as `bigame board` reads the file.
fn error_of(rule: CellRule) -> impl Fn(&str, &[u8]) -> Result<ParseError, String> {
    move |_, input| {
        read_board(input, rule)
            .err()
            .ok_or_else(|| "accepted".to_string())
    }
}

#[test]
fn every_rule_refuses_the_malformed_boards() {
    check_table("strict", EVERY_RULE, error_of(CellRule::Strict));
    check_table("any but hash", EVERY_RULE, error_of(CellRule::AnyButHash));
}

#[test]
fn the_strict_rule_refuses_unknown_cells() {
    check_table("strict", STRICT, error_of(CellRule::Strict));
}

/// One case per output format through the binary (each picks its rule).
#[test]
fn refusals_end_to_end() {
    let runs: [(&[&str], &Case, CellRule); 5] = [
        (&["board"], case(EVERY_RULE, "b_short"), CellRule::Strict),
        (
            &["board", "--format", "loj6033"],
            case(STRICT, "b_star"),
            CellRule::Strict,
        ),
        (
            &["board", "--format", "pretty"],
            case(STRICT, "b_unknown"),
            CellRule::Strict,
        ),
        (
            &["board", "--format", "json"],
            case(EVERY_RULE, "b_trail"),
            CellRule::Strict,
        ),
        (
            &["board", "--format", "jsoi2009"],
            case(EVERY_RULE, "b_utf8_cell"),
            CellRule::AnyButHash,
        ),
    ];
    for (args, case, rule) in runs {
        let expected = read_board(case.1, rule).unwrap_err();
        check_end_to_end(args, case, &expected);
    }
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
    for format in ["loj6033", "jsoi2009", "pretty"] {
        let args = ["board", "--format", format];
        fails_at("b_large_trail", &input, &args, 82, 1, "unexpected 'x'");
    }
}
