//! DIMACS graphs: good inputs read as they say, bad ones refused with line and column.

use super::*;

#[test]
fn dimacs_good_inputs() {
    let cases: [GoodCase; 7] = [
        (b"p edge 3 2\ne 1 2\ne 2 3\n", 3, &[(0, 1), (1, 2)]),
        (
            b"c a path\nc\n\np edge 3 2\nc between\ne 1 2\n\ne 3 2",
            3,
            &[(0, 1), (1, 2)],
        ),
        (b"p col 4 1\ne 4 1\n", 4, &[(0, 3)]),
        (b"p edges 2 1\r\ne 1 2\r\n", 2, &[(0, 1)]),
        (
            b"  p\tedge  2 2 \n\te\t1 2\t\ne 2 1\n",
            2,
            &[(0, 1), (0, 1)],
        ),
        (b"p edge 5 0\n", 5, &[]),
        (b"c only a comment line before\np edge 1 0", 1, &[]),
    ];
    for (input, n, edges) in cases {
        let g = read_dimacs(input)
            .unwrap_or_else(|e| panic!("{:?}: {e}", String::from_utf8_lossy(input)));
        assert_eq!(g.vertex_count(), n, "{:?}", String::from_utf8_lossy(input));
        assert_eq!(edge_set(&g), edges, "{:?}", String::from_utf8_lossy(input));
    }
}

#[test]
fn dimacs_bad_inputs() {
    let cases: [(&[u8], &str); 22] = [
        (
            b"",
            "1:1: expected the problem line `p edge n m`, found end of input",
        ),
        (
            b"c x\n\n",
            "3:1: expected the problem line `p edge n m`, found end of input",
        ),
        (
            b"e 1 2\n",
            "1:1: expected the problem line `p edge n m` before the first edge",
        ),
        (
            b"3 2\n1 2\n",
            "1:1: expected a comment `c ...` or the problem line `p edge n m`, found `3`",
        ),
        (
            b"cx\np edge 1 0\n",
            "1:1: expected a comment `c ...` or the problem line `p edge n m`, found `cx`",
        ),
        (
            b"p graph 3 2\n",
            "1:3: expected the format `edge` (or `col`) in the problem line, found `graph`",
        ),
        (
            b"p\n",
            "1:2: expected the format `edge` in the problem line, found end of line",
        ),
        (
            b"p edge\n3 2\n",
            "1:7: expected the number of vertices, found end of line",
        ),
        (
            b"p edge 3\n",
            "1:9: expected the number of edges, found end of line",
        ),
        (
            b"p edge 0 0\n",
            "1:8: expected the number of vertices to be at least 1, found 0",
        ),
        (
            b"p edge 3 x\n",
            "1:10: expected the number of edges (a non-negative integer), found 'x'",
        ),
        (
            b"p edge 99999999999 0\n",
            "1:8: 99999999999 vertices is too many (at most 67108864)",
        ),
        (
            b"p edge 3 100\ne 1 2\n",
            "1:10: 100 edges cannot fit in an input of 19 bytes (edge lines missing or count wrong)",
        ),
        (
            b"p edge 3 1 7\ne 1 2\n",
            "1:12: unexpected '7' after the problem line (expected end of line)",
        ),
        (
            b"p edge 3 2\ne 1 2\n",
            "3:1: expected 2 edge lines (the problem line says so), found 1",
        ),
        (
            b"p edge 3 1\ne 1 2\ne 2 3\n",
            "3:1: more edge lines than the 1 the problem line declares",
        ),
        (
            b"p edge 3 1\ne 1 4\n",
            "2:5: vertex 4 is out of range (expected 1 to 3)",
        ),
        (
            b"p edge 3 1\ne 0 2\n",
            "2:3: vertex 0 is out of range (expected 1 to 3)",
        ),
        (
            b"p edge 3 1\ne 2 2\n",
            "2:3: edge 1 is a self-loop at vertex 2 (the game never uses one; remove it, or drop every self-loop with --self-loops ignore)",
        ),
        (
            b"p edge 3 1\ne 1\n2\n",
            "2:4: expected the second endpoint of edge 1, found end of line",
        ),
        (
            b"p edge 3 1\ne 1 2 3\n",
            "2:7: unexpected `3` after edge 1 (one edge per line; to ignore a third column such \
             as a weight, use --weights ignore)",
        ),
        (
            b"p edge 3 1\np edge 3 1\n",
            "2:1: a second problem line (only one `p` line is allowed)",
        ),
    ];
    check_errors(&cases, |input| read_dimacs(input).map(drop));
    let e = read_dimacs(b"p edge 3 1\nx 1 2\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:1: expected an edge line `e u v` or a comment `c ...`, found `x`"
    );
    let e = read_dimacs(b"p edge 3 1\n\xff 1 2\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:1: expected an edge line `e u v` or a comment `c ...`, found byte 0xff"
    );
    let e = read_dimacs(b"problem_line_for_a_graph 3 1\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "1:1: expected a comment `c ...` or the problem line `p edge n m`, found 'p'"
    );
    let e = read_dimacs(b"p edge 3 1\ne 1 99999999999999999999999\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:5: vertex is out of range (expected 1 to 3)"
    );
}
