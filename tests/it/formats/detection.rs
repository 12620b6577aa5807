//! The format told from the file name and the content, `read_graph` dispatching and reporting
//! sides, and gzip (several members, corruption).

use super::*;

#[test]
fn format_from_name() {
    use InputFormat::*;
    let cases = [
        ("g.txt", Some(EdgeList)),
        ("dir.v2/g.el", Some(EdgeList)),
        ("g.EDGES", Some(EdgeList)),
        ("g.edges.gz", Some(EdgeList)),
        ("myciel3.col", Some(Dimacs)),
        ("C125.9.clq", Some(Dimacs)),
        ("g.dimacs.gz", Some(Dimacs)),
        ("bcsstk01.mtx", Some(MatrixMarket)),
        ("bcsstk01.MTX.GZ", Some(MatrixMarket)),
        ("g.json", Some(Json)),
        ("g.json.gz", Some(Json)),
        ("g", None),
        ("g.gz", None),
        // CSV is pairs (read with the delimiter `,`); GraphML by its extension.
        ("g.csv", Some(Pairs)),
        ("g.CSV.gz", Some(Pairs)),
        ("friends.graphml", Some(Graphml)),
        // TSV is pairs too, read with a tab.
        ("g.tsv", Some(Pairs)),
        ("g.TSV.gz", Some(Pairs)),
        ("", None),
    ];
    for (name, want) in cases {
        assert_eq!(InputFormat::from_name(name), want, "{name}");
    }
}

#[test]
fn format_from_content() {
    use InputFormat::*;
    let cases: [(&[u8], InputFormat); 24] = [
        (
            b"%%MatrixMarket matrix coordinate real general\n",
            MatrixMarket,
        ),
        (b"\n\n  %%matrixmarket matrix", MatrixMarket),
        (b"c comment\np edge 1 0\n", Dimacs),
        (b"p edge 1 0\n", Dimacs),
        (b"c\n", Dimacs),
        (b"e 1 2\n", Dimacs),
        (b"{\"vertices\": 1}", Json),
        (b"  \n{", Json),
        (b"3 2\n1 2\n", EdgeList),
        (b"", EdgeList),
        // Headerless pairs: comments (SNAP, KONECT), a first line that is no header.
        (b"col 3", Pairs),
        (b"% a comment but no banner\n", Pairs),
        (b"# FromNodeId\tToNodeId\n0\t1\n", Pairs),
        (b"0 1\n1 2\n", Pairs), // SNAP's 0-based ids: no graph has 0 vertices
        (b"1 2\n2 3\n", Pairs), // 1 line for 2 edges, vertex 2 beyond 1
        (b"1 2 {}\n2 3 {}\n", Pairs), // NetworkX's data column
        (b"alice bob\nbob carol\n", Pairs),
        (b"1 2 1.5\n", Pairs), // three tokens cannot be a header
        // An edge list with one mistake stays an edge list (its reader names the mistake).
        (b"3 3\n1 2 1\n2 3 1\n", EdgeList), // weights, and a count too large
        (b"3 2\n1 2\n2 4\n", EdgeList),     // a vertex out of range
        (b"3 1\n1 2\n2 3\n", EdgeList),     // a line too many
        (b"2 1\n1 2\n", EdgeList),          // as pairs it would be two edges: ambiguous
        (b"-3 1\n1 2\n", EdgeList),         // a mistyped header
        (b"3 4\n.#..\n....\n#..#\n", EdgeList), // a board: the reader says so
    ];
    for (input, want) in cases {
        assert_eq!(
            InputFormat::sniff(input),
            want,
            "{:?}",
            String::from_utf8_lossy(input)
        );
    }
    // The name wins when it is known; the content decides otherwise.
    assert_eq!(InputFormat::detect(Some("g.mtx"), b"3 2\n"), MatrixMarket);
    assert_eq!(InputFormat::detect(Some("g.dat"), b"p edge 1 0"), Dimacs);
    assert_eq!(InputFormat::detect(None, b"{}"), Json);
}

#[test]
fn read_graph_dispatches_and_reports_sides() {
    let g = read_graph(b"3 1\n1 3\n", InputFormat::EdgeList).unwrap();
    assert_eq!(
        (g.format, g.rows, g.sides()),
        (InputFormat::EdgeList, None, None)
    );
    let g = read_graph(
        b"%%MatrixMarket matrix coordinate pattern general\n1 2 1\n1 2\n",
        InputFormat::MatrixMarket,
    )
    .unwrap();
    assert_eq!(g.rows, Some(1));
    assert_eq!(g.sides(), Some(vec![true, false, false]));
    assert_eq!(edge_set(&g.graph), [(0, 2)]);
    let e = read_graph(b"3 1\n1 3\n", InputFormat::Dimacs).unwrap_err();
    assert_eq!(e.line, 1);
}

#[test]
fn gzip_members_and_corruption() {
    let text = b"p edge 3 2\ne 1 2\ne 2 3\n";
    let gz = gzip(text);
    assert!(is_gzip(&gz) && !is_gzip(text));
    assert_eq!(gunzip(&gz).unwrap(), text);
    // Two members, as `cat a.gz b.gz` makes: both are decompressed.
    let mut two = gzip(b"3 2\n1 2\n");
    two.extend(gzip(b"2 3\n"));
    assert_eq!(gunzip(&two).unwrap(), b"3 2\n1 2\n2 3\n");
    // Truncated and corrupted streams are errors, not panics.
    assert!(gunzip(&gz[..gz.len() / 2]).is_err());
    let mut bad = gz.clone();
    let at = bad.len() - 6;
    bad[at] ^= 0xff;
    assert!(gunzip(&bad).is_err());
    assert!(gunzip(&[0x1f, 0x8b]).is_err());
}
