//! A UTF-8 byte order mark at the start of an input (Windows Notepad writes one) is skipped by
//! every reader: each command answers as without it, and errors count lines and columns from
//! the text after it.

use crate::common;

use bigame::read::graph_input::{read_graph_bytes, read_graph_from};
use common::{bigame, temp_file};

const BOM: &[u8] = b"\xEF\xBB\xBF";

fn with_bom(text: &[u8]) -> Vec<u8> {
    [BOM, text].concat()
}

/// stdout, stderr and exit status of `bigame args`, with `stdin`.
fn run(args: &[&str], stdin: &[u8]) -> (Vec<u8>, String, Option<i32>) {
    let out = bigame().args(args).write_stdin(stdin).output().unwrap();
    (
        out.stdout,
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// `bigame args FILE` and `bigame args -` answer the same with and without a BOM, and succeed.
fn same_with_and_without(args: &[&str], name: &str, text: &[u8]) {
    let plain = temp_file("bom", name, text);
    let marked = temp_file("bom", name, &with_bom(text));
    let answer = |file: &str, stdin: &[u8]| {
        let full: Vec<&str> = args.iter().copied().chain([file]).collect();
        let (out, err, code) = run(&full, stdin);
        assert_eq!(code, Some(0), "{full:?}: {err}");
        out
    };
    let want = answer(plain.to_str().unwrap(), b"");
    assert!(!want.is_empty(), "{args:?}");
    assert_eq!(
        answer(marked.to_str().unwrap(), b""),
        want,
        "{args:?} on {name} with a byte order mark"
    );
    if !args.contains(&"verify") {
        assert_eq!(
            answer("-", &with_bom(text)),
            want,
            "{args:?} on standard input with a byte order mark"
        );
    }
}

#[test]
fn boards_and_records() {
    same_with_and_without(&["board"], "b.txt", b"2 3\n.#.\n...\n");
    same_with_and_without(&["board", "--format", "jsoi2009"], "b.txt", b"1 3\n...\n");
    same_with_and_without(&["review"], "r.in", b"1 6\nXO.OXO\n1\n1 2\n1 1\n");
}

#[test]
fn every_graph_format() {
    let graphs: [(&str, &[u8]); 7] = [
        ("g.txt", b"3 2\n1 2\n2 3\n"),
        ("g", b"3 2\n1 2\n2 3\n"),
        ("g.col", b"c a path\np edge 3 2\ne 1 2\ne 2 3\n"),
        (
            "g.mtx",
            b"%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 1\n",
        ),
        ("g.json", b"{\"vertices\": 3, \"edges\": [[1, 2], [2, 3]]}"),
        ("snap.txt", b"# SNAP\n0\t1\n1\t2\n"),
        ("g.edgelist", b"a b {}\nb c {'weight': 1}\n"),
    ];
    for (name, text) in graphs {
        same_with_and_without(&["analyze"], name, text);
        same_with_and_without(&["decompose", "--edges"], name, text);
    }
    // Detected by content, not by name: the mark does not hide the first line.
    same_with_and_without(&["analyze"], "g", b"c a path\np edge 3 2\ne 1 2\ne 2 3\n");
    same_with_and_without(&["analyze"], "g", b"{\"vertices\": 2, \"edges\": [[1, 2]]}");
    same_with_and_without(&["analyze"], "g", b"1 2\n2 3\n");
}

#[test]
fn certificates() {
    let graph = temp_file("bom", "g.txt", b"3 2\n1 2\n2 3\n");
    let (cert, err, code) = run(
        &["analyze", graph.to_str().unwrap(), "--certificate", "-"],
        b"",
    );
    assert_eq!(code, Some(0), "{err}");
    let plain = temp_file("bom", "c.txt", &cert);
    let marked = temp_file("bom", "c.txt", &with_bom(&cert));
    let verify = |c: &std::path::Path| {
        run(
            &["verify", graph.to_str().unwrap(), c.to_str().unwrap()],
            b"",
        )
    };
    let want = verify(&plain);
    assert_eq!(want.2, Some(0), "{}", want.1);
    assert_eq!(verify(&marked), want);
}

#[test]
fn play_reads_a_marked_board() {
    let plain = temp_file("bom", "b.txt", b"1 5\n.....\n");
    let marked = temp_file("bom", "b.txt", &with_bom(b"1 5\n.....\n"));
    let game = |file: &std::path::Path| {
        run(
            &["play", file.to_str().unwrap(), "--as", "second"],
            b"1 1\n1 3\n1 5\n",
        )
    };
    let want = game(&plain);
    assert_eq!(want.2, Some(0), "{}", want.1);
    assert_eq!(game(&marked), want);
}

#[test]
fn positions_count_from_after_the_mark() {
    for (args, text, want) in [
        (&["board", "-"][..], &b"x 3\n"[..], "<stdin>:1:1: "),
        (&["board", "-"], b"1 3\n.x.\n", "<stdin>:2:2: "),
        (&["review", "-"], b"1 x\n", "<stdin>:1:3: "),
        (&["analyze", "-"], b"3 1\n1 4\n", "<stdin>:2:3: "),
        (&["analyze", "-"], b"{\"vertices\": x}", "<stdin>:1:"),
    ] {
        let (plain_out, plain_err, plain_code) = run(args, text);
        let (out, err, code) = run(args, &with_bom(text));
        assert_eq!(code, Some(2), "{args:?} {text:?}");
        assert!(out.is_empty() && plain_out.is_empty());
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!((err, code), (plain_err, plain_code), "{args:?} {text:?}");
    }
}

/// The library's readers: the file reader (which parses big files as they arrive) and the
/// in-memory one give the graph they give without the mark.
#[test]
fn library_readers() {
    let mut text = String::from("2000 1999\n");
    for v in 1..2000 {
        text.push_str(&format!("{v} {}\n", v + 1));
    }
    let plain = read_graph_bytes(text.clone().into_bytes(), None, None).unwrap();
    let marked = with_bom(text.as_bytes());
    let from_memory = read_graph_bytes(marked.clone(), None, None).unwrap();
    assert_eq!(from_memory, plain);
    let mut file = std::io::Cursor::new(marked);
    let from_file = read_graph_from(&mut file, Some("path.txt"), None).unwrap();
    assert_eq!(from_file, plain);
    let board = bigame::read::board_text::read_board(
        &with_bom(b"1 2\n..\n"),
        bigame::read::board_text::CellRule::Strict,
    )
    .unwrap();
    assert_eq!((board.rows(), board.cols()), (1, 2));
}
