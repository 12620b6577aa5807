//! Issue 42: the edges, entries and lines a graph reader's error names are counted from 1 by
//! default (the command line) and from 0 with `Counting::FromZero` (Python); the vertices
//! quoted from the file and the `line:column` of `Display` stay as they are.

use super::*;
use bigame::read::dimacs::read_dimacs_with;
use bigame::read::edge_list::read_edge_list_with;
use bigame::read::graph_input::{ReadOptions, read_graph_bytes_with, read_graph_from_with};
use bigame::read::json_graph::read_json_graph_counted;
use bigame::read::matrix_market::read_matrix_market_counted;
use bigame::read::{Counting, LineOptions};

/// A malformed input, the format forced (`None`: detected), and its error's `Display` counted
/// from 1 and from 0.
type Case = (
    &'static [u8],
    Option<InputFormat>,
    &'static str,
    &'static str,
);

const CASES: [Case; 12] = [
    // Edge lists: the edge named by a self-loop, a bad endpoint and a third column.
    (
        b"3 2\n1 2\n2 2\n",
        None,
        "3:1: edge 2 is a self-loop at vertex 2",
        "3:1: edge 1 is a self-loop at vertex 2",
    ),
    (
        b"3 3\n1 2\n2 x\n",
        Some(InputFormat::EdgeList),
        "3:3: expected an endpoint of edge 2 of 3 (a non-negative integer), found 'x'",
        "3:3: expected an endpoint of edge 1 of 3 (a non-negative integer), found 'x'",
    ),
    (
        b"3 2\n1 2 5\n2 3\n",
        Some(InputFormat::EdgeList),
        "2:5: unexpected `5` after edge 1 (one edge per line",
        "2:5: unexpected `5` after edge 0 (one edge per line",
    ),
    // DIMACS: the edge line's ordinal, comments not counted.
    (
        b"p edge 3 2\ne 1 2\nc note\ne 3 3\n",
        None,
        "4:3: edge 2 is a self-loop at vertex 3",
        "4:3: edge 1 is a self-loop at vertex 3",
    ),
    (
        b"p edge 3 2\ne 1 y\ne 2 3\n",
        None,
        "2:5: expected the second endpoint of edge 1 (a non-negative integer), found 'y'",
        "2:5: expected the second endpoint of edge 0 (a non-negative integer), found 'y'",
    ),
    // Matrix Market: the entry's ordinal, comments not counted.
    (
        b"%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 0.5\n% c\n2 1\n",
        None,
        "5:4: expected the value of entry 2 (real matrix), found end of line",
        "5:4: expected the value of entry 1 (real matrix), found end of line",
    ),
    (
        b"%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 z\n",
        None,
        "4:3: expected the column index of entry 2 (a non-negative integer), found 'z'",
        "4:3: expected the column index of entry 1 (a non-negative integer), found 'z'",
    ),
    (
        b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1 7\n",
        None,
        "3:5: unexpected '7' after entry 1 (expected end of line)",
        "3:5: unexpected '7' after entry 0 (expected end of line)",
    ),
    // JSON: the edge's place in the array, checked as read and after a late vertex count.
    (
        br#"{"vertices": 3, "edges": [[1, 2], [2, 4]]}"#,
        None,
        "1:41: edge 2: vertex 4 is out of range (expected 1 to 3)",
        "1:41: edge 1: vertex 4 is out of range (expected 1 to 3)",
    ),
    (
        br#"{"edges": [[1, 2], [3, 3]], "vertices": 3}"#,
        None,
        "1:42: edge 2 is a self-loop at vertex 3",
        "1:42: edge 1 is a self-loop at vertex 3",
    ),
    // Detection: the line that made a `n m` first line no header, after a blank line (which
    // counts: the line is the file's, as the prefix's is).
    (
        b"\n2 5\n1 2\n2 3\n4\n",
        None,
        "5:2: expected the second vertex of the edge `4 v` on its line, found end of line (read \
         as pairs `u v` without a header, since the first line `2 5` is no edge-list header: it \
         would promise 5 edges on 2 vertices, but 2 lines follow, and line 4 names vertex `3`",
        "5:2: expected the second vertex of the edge `4 v` on its line, found end of line (read \
         as pairs `u v` without a header, since the first line `2 5` is no edge-list header: it \
         would promise 5 edges on 2 vertices, but 2 lines follow, and line 3 names vertex `3`",
    ),
    // Counts and vertices quoted from the file are no ordinals: the same either way.
    (
        b"3 1\n1 4\n",
        None,
        "2:3: vertex 4 is out of range (expected 1 to 3)",
        "2:3: vertex 4 is out of range (expected 1 to 3)",
    ),
];

/// The error of `input` read with `counting`, in memory and from a (seekable) file, which must
/// agree.
fn error_of(input: &[u8], format: Option<InputFormat>, counting: Counting) -> String {
    let options = ReadOptions {
        format,
        counting,
        ..ReadOptions::default()
    };
    let whole = read_graph_bytes_with(input.to_vec(), None, options)
        .expect_err("malformed")
        .to_string();
    let mut file = std::io::Cursor::new(input);
    let streamed = read_graph_from_with(&mut file, None, options, &mut |_| {})
        .expect_err("malformed")
        .to_string();
    assert_eq!(whole, streamed, "{:?}", String::from_utf8_lossy(input));
    whole
}

#[test]
fn graph_errors_count_edges_entries_and_lines_as_asked() {
    let mut wrong = Vec::new();
    for (input, format, from_one, from_zero) in CASES {
        for (counting, want) in [
            (Counting::FromOne, from_one),
            (Counting::FromZero, from_zero),
        ] {
            let got = error_of(input, format, counting);
            if !got.starts_with(want) {
                wrong.push(format!(
                    "{:?} {counting:?}\n  got:  {got}\n  want: {want}...",
                    String::from_utf8_lossy(input)
                ));
            }
        }
        // The default is the command line's counting.
        assert_eq!(
            error_of(input, format, Counting::default()),
            error_of(input, format, Counting::FromOne)
        );
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Each reader's own entry point counts as its options say, as `read_graph_bytes_with` does.
#[test]
fn each_reader_counts_as_asked() {
    let zero = LineOptions {
        counting: Counting::FromZero,
        ..LineOptions::default()
    };
    let e = read_edge_list_with(b"3 2\n1 2\n2 2\n", zero).unwrap_err();
    assert!(e.message.starts_with("edge 1 is a self-loop"), "{e}");
    let e = read_edge_list_with(b"3 2\n1 2\n2 2\n", LineOptions::default()).unwrap_err();
    assert!(e.message.starts_with("edge 2 is a self-loop"), "{e}");
    let e = read_dimacs_with(b"p edge 2 1\ne 1 1\n", zero).unwrap_err();
    assert!(e.message.starts_with("edge 0 is a self-loop"), "{e}");
    let mm = b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1 1\n";
    let e = read_matrix_market_counted(mm, Counting::FromZero).unwrap_err();
    assert_eq!(
        e.message,
        "unexpected '1' after entry 0 (expected end of line)"
    );
    assert_eq!(
        read_matrix_market(mm),
        read_matrix_market_counted(mm, Counting::FromOne)
    );
    let json = br#"{"vertices": 2, "edges": [[1, 2], [1, 2], [2, 2]]}"#;
    let e = read_json_graph_counted(json, Counting::FromZero).unwrap_err();
    assert!(e.message.starts_with("edge 2 is a self-loop"), "{e}");
    let e = read_json_graph(json).unwrap_err();
    assert!(e.message.starts_with("edge 3 is a self-loop"), "{e}");
}
