//! The graph readers other than the edge list (DIMACS, Matrix Market, JSON), format
//! detection and gzip: good inputs of every variant, bad inputs with their exact
//! `line:column: message`, and round trips through the writers on random graphs.

use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph};
use bigame::read::ParseError;
use bigame::read::dimacs::read_dimacs;
use bigame::read::edge_list::read_edge_list;
use bigame::read::graph_input::{InputFormat, gunzip, is_gzip, read_graph};
use bigame::read::json_graph::read_json_graph;
use bigame::read::matrix_market::{Field, Symmetry, read_matrix_market};
use bigame::write::dimacs::write_dimacs;
use bigame::write::edge_list::write_edge_list;
use bigame::write::json_graph::write_json_graph;
use bigame::write::matrix_market::write_matrix_market;
use std::io::Write;

/// The edges as a sorted multiset of `(min, max)` pairs.
fn edge_set(g: &Graph) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = g.edges().collect();
    edges.sort_unstable();
    edges
}

/// `(row, column)` pairs, both 1-based as in the file, of a Matrix Market graph.
fn entries(rows: u32, g: &Graph) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = g.edges().map(|(r, c)| (r + 1, c - rows + 1)).collect();
    out.sort_unstable();
    out
}

/// A valid input, its vertex count and its edges (0-based, sorted).
type GoodCase = (&'static [u8], usize, &'static [(u32, u32)]);

/// Reads every input and requires exactly its error; lists every mismatch before failing.
fn check_errors(cases: &[(&[u8], &str)], read: impl Fn(&[u8]) -> Result<(), ParseError>) {
    let mut wrong = Vec::new();
    for &(input, want) in cases {
        let got = match read(input) {
            Ok(()) => "accepted".to_string(),
            Err(e) => e.to_string(),
        };
        if got != want {
            wrong.push(format!(
                "{:?}\n  got:  {got}\n  want: {want}",
                String::from_utf8_lossy(input)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// DIMACS
// ---------------------------------------------------------------------------------------------

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
            "2:3: edge 1 is a self-loop at vertex 2 (the game never uses one; remove it)",
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

// ---------------------------------------------------------------------------------------------
// Matrix Market
// ---------------------------------------------------------------------------------------------

/// One value (or pair of values, for complex) in each field's syntax.
fn value_text(field: Field, k: usize) -> &'static str {
    match field {
        Field::Pattern => "",
        Field::Real => [" 1.5", " -2e-3", " 0", " 0.0", " +7.25E+02", " inf"][k % 6],
        Field::Integer => [" 3", " -12", " 0", " +5"][k % 4],
        Field::Complex => [" 1.0 -2.0", " 0 0", " -1e3 .5"][k % 3],
    }
}

#[test]
fn matrix_market_every_field_and_symmetry() {
    // A 3x3 matrix with entries (1,1), (2,1), (3,2) (lower triangle, as symmetric files store
    // it), plus comments and blank lines between entries.
    for field in [Field::Pattern, Field::Real, Field::Integer, Field::Complex] {
        for symmetry in [
            Symmetry::General,
            Symmetry::Symmetric,
            Symmetry::SkewSymmetric,
            Symmetry::Hermitian,
        ] {
            let text = format!(
                "%%MatrixMarket matrix coordinate {field} {symmetry}\n% comment\n%\n\n3 3 3\n1 1{}\n% between\n\n2 1{}\n3 2{}\n",
                value_text(field, 0),
                value_text(field, 1),
                value_text(field, 2)
            );
            let m = read_matrix_market(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (m.rows, m.cols, m.field, m.symmetry),
                (3, 3, field, symmetry)
            );
            assert_eq!(m.graph.vertex_count(), 6);
            let want: &[(u32, u32)] = if symmetry == Symmetry::General {
                &[(1, 1), (2, 1), (3, 2)]
            } else {
                // Off-diagonal entries are mirrored; the diagonal one is not.
                &[(1, 1), (1, 2), (2, 1), (2, 3), (3, 2)]
            };
            assert_eq!(entries(3, &m.graph), want, "{text}");
            assert_eq!(m.sides(), [true, true, true, false, false, false]);
            assert!(m.is_row(2) && !m.is_row(3));
        }
    }
}

#[test]
fn matrix_market_good_inputs() {
    // Upper case header words, CRLF, a rectangular matrix, values of many shapes, explicit
    // zeros (still edges), duplicate entries (parallel edges), no final newline.
    let input = b"%%matrixmarket MATRIX Coordinate REAL General\r\n2 4 5\r\n1 4 0\r\n2 1 1e300\r\n2 1 -0.0\r\n1 2 NaN\r\n  2   3\t.5  ";
    let m = read_matrix_market(input).unwrap();
    assert_eq!((m.rows, m.cols), (2, 4));
    assert_eq!(
        entries(2, &m.graph),
        [(1, 2), (1, 4), (2, 1), (2, 1), (2, 3)]
    );
    // Symmetric with entries in the upper triangle: mirrored just the same.
    let input = b"%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n1 2\n";
    let m = read_matrix_market(input).unwrap();
    assert_eq!(entries(2, &m.graph), [(1, 2), (2, 1)]);
    // No entries at all.
    let input = b"%%MatrixMarket matrix coordinate integer general\n% empty\n4 1 0\n";
    let m = read_matrix_market(input).unwrap();
    assert_eq!((m.graph.vertex_count(), m.graph.edge_count()), (5, 0));
    // Comments after the last entry.
    let input = b"%%MatrixMarket matrix coordinate pattern general\n1 1 1\n1 1\n% the end\n";
    assert_eq!(read_matrix_market(input).unwrap().graph.edge_count(), 1);
}

#[test]
fn matrix_market_bad_inputs() {
    const H: &str = "%%MatrixMarket matrix coordinate pattern general\n";
    const R: &str = "%%MatrixMarket matrix coordinate real general\n";
    let cases: Vec<(String, &str)> = vec![
        (
            "".into(),
            "1:1: expected the header `%%MatrixMarket matrix coordinate ...`, found end of input",
        ),
        (
            "3 3 1\n1 1\n".into(),
            "1:1: expected the header `%%MatrixMarket matrix coordinate ...`, found `3`",
        ),
        (
            "%%MatrixMarket\n".into(),
            "1:15: expected the object (`matrix`) in the header, found end of line",
        ),
        (
            "%%MatrixMarket vector coordinate real general\n".into(),
            "1:16: expected the object `matrix` in the header, found `vector` (only matrices are read)",
        ),
        (
            "%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n".into(),
            "1:23: dense `array` matrices are not read (a graph needs the sparse `coordinate` format)",
        ),
        (
            "%%MatrixMarket matrix sparse real general\n".into(),
            "1:23: expected the format `coordinate` in the header, found `sparse`",
        ),
        (
            "%%MatrixMarket matrix coordinate double general\n".into(),
            "1:34: expected the field `pattern`, `real`, `integer` or `complex` in the header, found `double`",
        ),
        (
            "%%MatrixMarket matrix coordinate real\n".into(),
            "1:38: expected the symmetry (`general`, `symmetric`, `skew-symmetric` or `hermitian`) in the header, found end of line",
        ),
        (
            "%%MatrixMarket matrix coordinate real upper\n".into(),
            "1:39: expected the symmetry `general`, `symmetric`, `skew-symmetric` or `hermitian` in the header, found `upper`",
        ),
        (
            "%%MatrixMarket matrix coordinate real general extra\n".into(),
            "1:47: unexpected 'e' after the header (expected end of line)",
        ),
        (
            H.to_string(),
            "2:1: expected the number of rows, found end of line (and of input)",
        ),
        (
            format!("{H}% only comments\n"),
            "3:1: expected the number of rows, found end of line (and of input)",
        ),
        (
            format!("{H}3 3\n1 1\n"),
            "2:4: expected the number of entries, found end of line",
        ),
        (
            format!("{H}0 3 0\n"),
            "2:1: expected the number of rows to be at least 1, found 0",
        ),
        (
            format!("{H}3 0 0\n"),
            "2:3: expected the number of columns to be at least 1, found 0",
        ),
        (
            format!("{H}67108864 1 0\n"),
            "2:1: 67108864 rows and 1 columns make too many vertices (at most 67108864)",
        ),
        (
            format!("{H}3 3 -1\n"),
            "2:5: expected the number of entries (a non-negative integer), found '-'",
        ),
        (
            format!("{H}3 3 1 1\n1 1\n"),
            "2:7: unexpected '1' after the size line (expected end of line)",
        ),
        (
            format!("{H}3 3 99\n1 1\n"),
            "2:5: 99 entries cannot fit in an input of 60 bytes (entry lines missing or count wrong)",
        ),
        (
            "%%MatrixMarket matrix coordinate pattern symmetric\n2 3 1\n1 1\n".into(),
            "2:1: a symmetric matrix must be square, but this one has 2 rows and 3 columns",
        ),
        (
            format!("{H}3 3 2\n1 1\n"),
            "4:1: expected 2 entries (the size line says so), found 1",
        ),
        (
            format!("{H}3 3 1\n1 1\n2 2\n"),
            "4:1: more entries than the 1 the size line declares",
        ),
        (
            format!("{H}3 3 1\n4 1\n"),
            "3:1: row index 4 is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1 0\n"),
            "3:3: column index 0 is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1 99999999999999999999\n"),
            "3:3: column index is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1\n1\n"),
            "3:2: expected the column index of entry 1, found end of line",
        ),
        (
            format!("{H}3 3 1\n1 x\n"),
            "3:3: expected the column index of entry 1 (a non-negative integer), found 'x'",
        ),
        (
            format!("{H}3 3 1\n1 1 1.0\n"),
            "3:5: unexpected '1' after entry 1 (expected end of line)",
        ),
        (
            format!("{R}3 3 1\n1 1\n"),
            "3:4: expected the value of entry 1 (real matrix), found end of line",
        ),
        (
            format!("{R}3 3 1\n1 1 1,5\n"),
            "3:5: expected the value of entry 1 (a real number), found `1,5`",
        ),
        (
            format!("{R}3 3 1\n1 1 1.0 2.0\n"),
            "3:9: unexpected '2' after entry 1 (expected end of line)",
        ),
        (
            "%%MatrixMarket matrix coordinate integer general\n3 3 1\n1 1 1.5\n".into(),
            "3:5: expected the value of entry 1 (an integer), found `1.5`",
        ),
        (
            "%%MatrixMarket matrix coordinate complex general\n3 3 1\n1 1 1.5\n".into(),
            "3:8: expected the imaginary part of entry 1 (complex matrix), found end of line",
        ),
        (
            "%%MatrixMarket matrix coordinate complex hermitian\n3 3 1\n1 1 x 1\n".into(),
            "3:5: expected the real part of entry 1 (a real number), found `x`",
        ),
    ];
    let cases: Vec<(&[u8], &str)> = cases.iter().map(|(i, w)| (i.as_bytes(), *w)).collect();
    check_errors(&cases, |input| read_matrix_market(input).map(drop));
}

// ---------------------------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------------------------

#[test]
fn json_good_inputs() {
    let cases: [GoodCase; 5] = [
        (br#"{"vertices": 3, "edges": [[1, 2], [2, 3]]}"#, 3, &[(0, 1), (1, 2)]),
        (br#"{"edges": [[2, 1]], "vertices": 2}"#, 2, &[(0, 1)]),
        (
            b"\n{\n  \"name\": \"a triangle\",\n  \"vertices\": 3,\n  \"meta\": {\"x\": [1, {\"y\": null}]},\n  \"edges\": [[1,2],[2,3],[3,1],[1,2]]\n}\n",
            3,
            &[(0, 1), (0, 1), (0, 2), (1, 2)],
        ),
        (br#"{"vertices": 1, "edges": []}"#, 1, &[]),
        (br#" {"vertices":4,"edges":[]} "#, 4, &[]),
    ];
    for (input, n, edges) in cases {
        let g = read_json_graph(input)
            .unwrap_or_else(|e| panic!("{:?}: {e}", String::from_utf8_lossy(input)));
        assert_eq!(g.vertex_count(), n);
        assert_eq!(edge_set(&g), edges);
    }
}

#[test]
fn json_bad_inputs() {
    let cases: [(&[u8], &str); 16] = [
        (b"", "1:1: EOF while parsing a value"),
        (b"{", "1:1: EOF while parsing an object"),
        (b"{}", "1:2: missing field `vertices`"),
        (b"{\"vertices\": 2}", "1:15: missing field `edges`"),
        (
            b"[[1, 2]]",
            "1:1: invalid type: sequence, expected a JSON object {\"vertices\": n, \"edges\": [[u, v], ...]}",
        ),
        (
            b"{\"vertices\": 0, \"edges\": []}",
            "1:14: expected the number of vertices to be at least 1, found 0",
        ),
        (
            b"{\"vertices\": 99999999999, \"edges\": []}",
            "1:24: 99999999999 vertices is too many (at most 67108864)",
        ),
        (
            b"{\"vertices\": -2, \"edges\": []}",
            "1:15: invalid value: integer `-2`, expected u64",
        ),
        (
            b"{\"vertices\": 2, \"edges\": [[1]]}",
            "1:29: invalid length 1, expected an edge [u, v] (two vertex ids)",
        ),
        (
            b"{\"vertices\": 2, \"edges\": [[1, 2, 3]]}",
            "1:35: invalid length 3, expected an edge [u, v] (two vertex ids)",
        ),
        (
            b"{\"vertices\": 2, \"edges\": [[1, 1]]}",
            "1:33: edge 1 is a self-loop at vertex 1 (the game never uses one; remove it)",
        ),
        (
            b"{\"vertices\": 2,\n \"edges\": [[1, 2],\n [0, 2]]}",
            "3:8: edge 2: vertex 0 is out of range (expected 1 to 2)",
        ),
        (
            b"{\"edges\": [[1, 5]],\n \"vertices\": 2}",
            "2:15: edge 1: vertex 5 is out of range (expected 1 to 2)",
        ),
        (
            b"{\"vertices\": 2, \"vertices\": 2, \"edges\": []}",
            "1:26: duplicate field `vertices`",
        ),
        (
            b"{\"vertices\": 2, \"edges\": []} x",
            "1:30: trailing characters",
        ),
        (
            b"{\"vertices\": 2, \"edges\": [[1, 2.0]]}",
            "1:33: invalid type: floating point `2.0`, expected u64",
        ),
    ];
    check_errors(&cases, |input| read_json_graph(input).map(drop));
    // Deep nesting is no danger to the stack: ignored fields are skipped without recursion,
    // and an edge is two numbers, so a nested array there is refused at once.
    let mut deep = b"{\"x\": ".to_vec();
    deep.extend(std::iter::repeat_n(b'[', 100_000));
    let e = read_json_graph(&deep).unwrap_err();
    assert_eq!(e.to_string(), "1:100006: EOF while parsing a list");
    let mut deep = b"{\"vertices\": 2, \"edges\": ".to_vec();
    deep.extend(std::iter::repeat_n(b'[', 100_000));
    let e = read_json_graph(&deep).unwrap_err();
    assert_eq!(e.to_string(), "1:27: invalid type: sequence, expected u64");
}

// ---------------------------------------------------------------------------------------------
// Detection and gzip
// ---------------------------------------------------------------------------------------------

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
        ("g.csv", None),
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

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data).unwrap();
    e.finish().unwrap()
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

// ---------------------------------------------------------------------------------------------
// Round trips on random graphs
// ---------------------------------------------------------------------------------------------

/// A random graph with parallel edges but no self-loops.
fn random_graph(rng: &mut Rng, n: u32, m: usize) -> Graph {
    let mut edges = Vec::with_capacity(m);
    while n > 1 && edges.len() < m {
        let u = (rng.next_u64() % n as u64) as u32;
        let v = (rng.next_u64() % n as u64) as u32;
        if u != v {
            edges.push((u, v));
        }
    }
    Graph::from_edges(n as usize, &edges)
}

#[test]
fn every_writer_reads_back_the_same_graph() {
    let mut rng = Rng::new(5);
    for round in 0..300 {
        let n = 1 + (rng.next_u64() % 40) as u32;
        let m = (rng.next_u64() % 80) as usize;
        let g = random_graph(&mut rng, n, m);
        let want = edge_set(&g);
        let mut text = Vec::new();
        write_edge_list(&mut text, &g).unwrap();
        let back = read_edge_list(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        text.clear();
        write_dimacs(&mut text, &g).unwrap();
        let back = read_dimacs(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        text.clear();
        write_json_graph(&mut text, &g).unwrap();
        let back = read_json_graph(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        // Through detection and gzip, too.
        let gz = gzip(&text);
        let plain = gunzip(&gz).unwrap();
        let back = read_graph(&plain, InputFormat::sniff(&plain)).unwrap();
        assert_eq!(edge_set(&back.graph), want, "round {round}");

        // Bipartite: rows 0..rows, columns rows..n.
        let rows = 1 + (rng.next_u64() % 20) as u32;
        let cols = 1 + (rng.next_u64() % 20) as u32;
        let mut edges = Vec::new();
        for _ in 0..rng.next_u64() % 60 {
            let r = (rng.next_u64() % rows as u64) as u32;
            let c = rows + (rng.next_u64() % cols as u64) as u32;
            edges.push(if rng.next_u64().is_multiple_of(2) {
                (r, c)
            } else {
                (c, r)
            });
        }
        let b = Graph::from_edges((rows + cols) as usize, &edges);
        let left: Vec<bool> = (0..rows + cols).map(|v| v < rows).collect();
        text.clear();
        write_matrix_market(&mut text, &b, &left).unwrap();
        let m = read_matrix_market(&text).unwrap();
        assert_eq!((m.rows, m.cols), (rows, cols));
        assert_eq!(edge_set(&m.graph), edge_set(&b), "round {round}");
        // The bipartite graph through the other formats, too.
        text.clear();
        write_dimacs(&mut text, &b).unwrap();
        assert_eq!(edge_set(&read_dimacs(&text).unwrap()), edge_set(&b));
    }
}

#[test]
fn matrix_market_writer_numbers_each_side() {
    // Sides interleaved: rows are 1, 3 (ids), columns 0, 2, 4.
    let g = Graph::from_edges(5, &[(1, 0), (3, 4), (1, 2)]);
    let left = [false, true, false, true, false];
    let mut out = Vec::new();
    write_matrix_market(&mut out, &g, &left).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.ends_with("2 3 3\n1 1\n1 2\n2 3\n"), "{text}");
    // Refused: an edge inside one side, a wrong number of sides.
    let err = write_matrix_market(&mut Vec::new(), &g, &[true; 5]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    let err = write_matrix_market(&mut Vec::new(), &g, &[true]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
}
