//! JSON graphs: good inputs, bad ones refused with line and column.

use super::*;

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
