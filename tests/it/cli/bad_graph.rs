//! `bigame analyze` refuses malformed graphs with the line and column of the fault. The
//! command reads a file through `read::graph_input::read_graph_from_with`, the format detected
//! from the file's name and content or forced by `--input-format`; the tables are checked in
//! process through that function, a few cases end to end (with and without `--start`, which
//! is looked at only once the graph is read).

use crate::cli::case::{Case, case, check_end_to_end, check_table};
use crate::cli::run::{fails_at, file, refused};
use crate::common::bigame;
use bigame::read::board_text::looks_like_board;
use bigame::read::graph_input::{GraphFileError, InputFormat, ReadOptions, read_graph_from_with};
use bigame::read::{ParseError, Weights};

/// Refused with the format detected from `NAME.txt` and the content.
const DETECTED: &[Case] = &[
    // Empty and blank.
    (
        "g_empty",
        b"",
        1,
        1,
        "expected the number of vertices, found end of input",
    ),
    ("g_blank", b" \n \n", 3, 1, "found end of input"),
    ("g_only_n", b"3\n", 1, 2, "expected the number of edges"),
    // Numbers.
    ("g_word_edge", b"3 1\n1 two\n", 2, 3, "found 't'"),
    (
        "g_suffix",
        b"3 1\n1 2x\n",
        2,
        4,
        "unexpected 'x' in an endpoint of edge 1",
    ),
    ("g_neg_n", b"-3 1\n1 2\n", 1, 1, "found '-'"),
    ("g_neg_m", b"3 -1\n1 2\n", 1, 3, "found '-'"),
    ("g_neg_v", b"3 1\n1 -2\n", 2, 3, "found '-'"),
    // Absurd sizes are refused at once.
    ("g_huge", b"999999999 999999999\n1 2\n", 1, 1, "too many"),
    ("g_over_cap", b"268435457 0\n", 1, 1, "too many"),
    (
        "g_huge_m",
        b"3 999999999\n1 2\n",
        1,
        3,
        "cannot fit in an input of 16 bytes",
    ),
    (
        "g_u64_max_m",
        b"3 18446744073709551615\n1 2\n",
        1,
        3,
        "cannot fit",
    ),
    (
        "g_u64_overflow_n",
        b"99999999999999999999999 1\n1 2\n",
        1,
        1,
        "too large",
    ),
    (
        "g_u64_overflow_m",
        b"3 99999999999999999999999\n",
        1,
        3,
        "too large",
    ),
    // Vertices.
    (
        "g_v0",
        b"3 1\n0 2\n",
        2,
        1,
        "vertex 0 is out of range (expected 1 to 3)",
    ),
    (
        "g_v_big",
        b"3 1\n1 4\n",
        2,
        3,
        "vertex 4 is out of range (expected 1 to 3)",
    ),
    (
        "g_v_later",
        b"3 2\n1 2\n  2 3000\n",
        3,
        5,
        "vertex 3000 is out of range",
    ),
    (
        "g_v_overflow",
        b"3 1\n1 99999999999999999999999\n",
        2,
        3,
        "out of range (expected 1 to 3)",
    ),
    // A self-loop is reported at the edge's first endpoint.
    (
        "g_loop",
        b"3 2\n1 2\n3 3\n",
        3,
        1,
        "edge 2 is a self-loop at vertex 3",
    ),
    (
        "g_loop_split",
        b"3 1\n  2\n2\n",
        2,
        4,
        "expected an endpoint of edge 1 of 1, found end of line",
    ),
    // Missing edges and trailing garbage.
    (
        "g_missing",
        b"3 2\n1 2\n",
        3,
        1,
        "expected an endpoint of edge 2 of 2",
    ),
    // One edge per line: an edge broken over two lines is refused where its line ends.
    (
        "g_half",
        b"3 2\n1 2\n2\n",
        3,
        2,
        "expected an endpoint of edge 2 of 2, found end of line",
    ),
    // Too few bytes for the announced edges at all: refused at the count.
    ("g_missing_many", b"3 3\n1 2\n", 1, 3, "cannot fit"),
    (
        "g_trail",
        b"3 1\n1 2\n3\n",
        3,
        1,
        "unexpected '3' after the only edge",
    ),
    (
        "g_trail_same_line",
        b"3 1\n1 2 x\n",
        2,
        5,
        "unexpected `x` after edge 1 (one edge per line; to ignore a third column such as a \
         weight, use --weights ignore)",
    ),
    ("g_trail_edge", b"3 1\n1 2\n2 3\n", 3, 1, "unexpected '2'"),
    // Bytes that are no UTF-8.
    ("g_utf8_v", b"3 1\n1 \xff\n", 2, 3, "byte 0xff"),
    ("g_utf8_inside", b"3 1\n1 2\xff\n", 2, 4, "byte 0xff"),
    ("g_utf8_trail", b"3 1\n1 2\n\x80\n", 3, 1, "byte 0x80"),
    // Columns count bytes; a tab is one column, and "\r\n" ends a line.
    (
        "p_crlf_loop",
        b"2 1\r\n1 1\r\n",
        2,
        1,
        "self-loop at vertex 1",
    ),
    (
        "p_crlf_split",
        b"2 1\r\n1\r\n1\r\n",
        2,
        3,
        "found end of line",
    ),
    (
        "p_tab_vertex",
        b"2\t1\n\t1\t\t9\n",
        2,
        5,
        "vertex 9 is out of range",
    ),
];

/// Refused as edge lists with `--input-format edge-list`: files whose first line is no
/// header, which detection would read as pairs (a headerless list).
const EDGE_LIST: &[Case] = &[
    ("g_word", b"a 1\n1 2\n", 1, 1, "found 'a'"),
    ("g_word_m", b"3 b\n", 1, 3, "the number of edges"),
    ("g_zero_n", b"0 0\n", 1, 1, "at least 1, found 0"),
    ("g_utf8_n", b"\xc3\xa9 1\n1 2\n", 1, 1, "byte 0xc3"),
];

/// The reader's error as `bigame analyze` reads the file `NAME.txt` with the format `forced`
/// (or detected) and weights refused, the command's default.
fn error_of(forced: Option<InputFormat>) -> impl Fn(&str, &[u8]) -> Result<ParseError, String> {
    move |name, input| {
        let options = ReadOptions {
            format: forced,
            weights: Weights::Refuse,
            ..ReadOptions::default()
        };
        let name = format!("{name}.txt");
        let mut source = std::io::Cursor::new(input);
        match read_graph_from_with(&mut source, Some(&name), options, &mut |_| {}) {
            Ok(_) => Err("accepted".to_string()),
            // On what looks like a board the command names `bigame board` instead of the
            // reader's message: none of these cases may.
            Err(GraphFileError::Parse(e)) if looks_like_board(input).is_some() => Err(format!(
                "looks like a board, so the command would not say {e}"
            )),
            Err(GraphFileError::Parse(e)) => Ok(e),
            Err(other) => Err(other.to_string()),
        }
    }
}

#[test]
fn the_graph_reader_refuses_malformed_graphs() {
    check_table("detected", DETECTED, error_of(None));
    check_table(
        "edge list",
        EDGE_LIST,
        error_of(Some(InputFormat::EdgeList)),
    );
}

#[test]
fn refusals_end_to_end() {
    let edge_list = ["analyze", "--input-format", "edge-list"];
    let edge_list_start = ["analyze", "--input-format", "edge-list", "--start", "1"];
    let runs: [(&[&str], &Case, Option<InputFormat>); 5] = [
        (&["analyze"], case(DETECTED, "g_v_big"), None),
        (&["analyze", "--start", "1"], case(DETECTED, "g_loop"), None),
        (
            &["analyze", "--start", "1"],
            case(DETECTED, "g_trail_same_line"),
            None,
        ),
        (
            &edge_list,
            case(EDGE_LIST, "g_word"),
            Some(InputFormat::EdgeList),
        ),
        (
            &edge_list_start,
            case(EDGE_LIST, "g_zero_n"),
            Some(InputFormat::EdgeList),
        ),
    ];
    for (args, case, forced) in runs {
        let expected = error_of(forced)(case.0, case.1).unwrap();
        check_end_to_end(args, case, &expected);
    }
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
    for args in [&["analyze"][..], &["analyze", "--start", "1"]] {
        fails_at("g_large_trail", &garbage, args, 3001, 1, "unexpected '!'");
    }
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
