//! `bigame analyze` on every input format: the same graph in every format (plain, gzip,
//! standard input, forced or detected) gives the same verdicts; Matrix Market output numbering;
//! refused inputs give `bigame: FILE:LINE:COL: message`, exit status 2 and nothing on stdout.

use bigame::generate::Rng;
use bigame::graph::Graph;
use bigame::write::dimacs::write_dimacs;
use bigame::write::edge_list::write_edge_list;
use bigame::write::json_graph::write_json_graph;
use bigame::write::matrix_market::write_matrix_market;
use std::io::Write;

use crate::common;
use common::random::multigraph;
use common::{TempFile, algorithm_names, bigame};

/// Writes `contents` to a fresh file named `name` (its extension matters).
fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("formats_cli", name, contents)
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}

/// `bigame analyze ARGS FILE` on a file `name` holding `contents`: stdout, requiring success
/// and an empty stderr.
fn analyze(name: &str, contents: &[u8], args: &[&str]) -> String {
    let f = file(name, contents);
    let out = bigame()
        .arg("analyze")
        .args(args)
        .arg(&f.0)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{name}: stderr not empty");
    String::from_utf8(out.stdout).unwrap()
}

/// `bigame analyze ARGS -` with `contents` on standard input.
fn analyze_stdin(contents: &[u8], args: &[&str]) -> String {
    let out = bigame()
        .arg("analyze")
        .args(args)
        .arg("-")
        .write_stdin(contents)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "stdin {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `bigame analyze ARGS FILE` must refuse the input with exactly
/// `bigame: FILE:<want>` (`want` is `LINE:COL: message` or `: message`).
fn refused(name: &str, contents: &[u8], args: &[&str], want: &str) {
    let f = file(name, contents);
    let out = bigame()
        .arg("analyze")
        .args(args)
        .arg(&f.0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{name}: {out:?}");
    assert!(out.stdout.is_empty(), "{name}: something on stdout");
    let stderr = String::from_utf8(out.stderr).unwrap();
    let expected = format!("bigame: {}{want}\n", f.0.display());
    assert_eq!(stderr, expected, "{name}");
}

/// The graph written in every format, with file names that make detection pick that format
/// (and one for which only the content tells).
fn every_format(g: &Graph, rows: Option<u32>) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut text = Vec::new();
    write_edge_list(&mut text, g).unwrap();
    files.push(("g.txt".to_string(), text.clone()));
    files.push(("g-no-extension".to_string(), text));
    let mut text = Vec::new();
    write_dimacs(&mut text, g).unwrap();
    files.push(("g.col".to_string(), text.clone()));
    files.push(("g.dimacs.data".to_string(), text));
    let mut text = Vec::new();
    write_json_graph(&mut text, g).unwrap();
    files.push(("g.json".to_string(), text.clone()));
    files.push(("g.graph".to_string(), text));
    if let Some(rows) = rows {
        let n = bigame::graph::Adjacency::vertex_count(g) as u32;
        let left: Vec<bool> = (0..n).map(|v| v < rows).collect();
        let mut text = Vec::new();
        write_matrix_market(&mut text, g, &left).unwrap();
        files.push(("g.mtx".to_string(), text.clone()));
        files.push(("matrix".to_string(), text));
    }
    let compressed: Vec<(String, Vec<u8>)> = files
        .iter()
        .map(|(name, text)| (format!("{name}.gz"), gzip(text)))
        .collect();
    files.extend(compressed);
    files
}

#[test]
fn every_format_gives_the_same_verdicts() {
    let mut rng = Rng::new(11);
    for round in 0..6 {
        let n = 4 + (rng.next_u64() % 12) as u32;
        let m = (rng.next_u64() % (2 * n as u64)) as usize;
        // Even rounds bipartite (rows first, so Matrix Market numbers the vertices the same),
        // odd rounds any graph.
        let rows = (round % 2 == 0).then(|| 1 + (rng.next_u64() % (n as u64 - 1)) as u32);
        let g = multigraph(&mut rng, n, m, rows);
        let files = every_format(&g, rows);
        let mut reference = Vec::new();
        write_edge_list(&mut reference, &g).unwrap();
        for args in [&[][..], &["--format", "json"], &["--decomposition"]] {
            let want = analyze_stdin(&reference, args);
            assert!(want.lines().count() > 0);
            for (name, contents) in &files {
                // Matrix Market input is known bipartite; the JSON report says so too, but
                // the others found it by two-colouring: the same answer either way. Its
                // numbering (rows, then columns) is the edge list's.
                let got = analyze(name, contents, args)
                    .replace(r#""numbering":"matrix""#, r#""numbering":"vertices""#);
                assert_eq!(got, want, "round {round}: {name} {args:?}");
                // Standard input: detected from the content (after gunzip).
                assert_eq!(
                    analyze_stdin(contents, args)
                        .replace(r#""numbering":"matrix""#, r#""numbering":"vertices""#),
                    want,
                    "round {round}: stdin {name}"
                );
            }
        }
    }
}

#[test]
fn input_format_forces_the_reader() {
    let edge_list = b"3 2\n1 2\n2 3\n";
    let want = "1 lose\n2 win\n3 lose\n";
    // A misleading name: the forced format wins.
    assert_eq!(
        analyze("g.mtx", edge_list, &["--input-format", "edge-list"]),
        want
    );
    refused(
        "g.mtx",
        edge_list,
        &[],
        ":1:1: expected the header `%%MatrixMarket matrix coordinate ...`, found `3`",
    );
    let dimacs = b"p edge 3 2\ne 1 2\ne 2 3\n";
    assert_eq!(
        analyze("g.txt", dimacs, &["--input-format", "dimacs"]),
        want
    );
    assert_eq!(analyze_stdin(dimacs, &["--input-format", "dimacs"]), want);
    // An edge list's name on DIMACS content: the content decides (only DIMACS writes a
    // `p edge` line), unless a format is forced.
    assert_eq!(analyze("g.txt", dimacs, &[]), want);
    refused(
        "g.txt",
        dimacs,
        &["--input-format", "edge-list"],
        ":1:1: expected the number of vertices (a non-negative integer), found 'p'",
    );
    refused(
        "g.json",
        edge_list,
        &["--input-format", "dimacs"],
        ":1:1: expected a comment `c ...` or the problem line `p edge n m`, found `3`",
    );
    let json = br#"{"vertices": 3, "edges": [[1, 2], [2, 3]]}"#;
    assert_eq!(analyze("g", json, &["--input-format", "json"]), want);
    assert_eq!(analyze("g", json, &[]), want);
}

#[test]
fn matrix_market_rows_then_columns() {
    // Rows r1, r2 are vertices 1, 2; columns c1, c2, c3 are 3, 4, 5. Entries (1,1), (2,1),
    // (2,2): the path r1 - c1 - r2 - c2 with its unique perfect matching, and c3 isolated.
    let mtx = b"%%MatrixMarket matrix coordinate real general\n% 2 x 3\n2 3 3\n1 1 0.0\n2 1 2.5\n2 2 -1\n";
    let want = "1 win\n2 win\n3 win\n4 win\n5 lose\n";
    assert_eq!(analyze("m.mtx", mtx, &[]), want);
    for algorithm in algorithm_names() {
        assert_eq!(
            analyze("m.mtx", mtx, &["--algorithm", algorithm]),
            want,
            "{algorithm}"
        );
    }
    assert_eq!(analyze("m.mtx", mtx, &["--start", "3"]), "3 win 1\n");
    assert_eq!(analyze("m.mtx", mtx, &["--start", "5"]), "5 lose\n");
    let json = analyze("m.mtx", mtx, &["--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["vertices"], 5);
    assert_eq!(v["bipartite"], true);
    assert_eq!(v["algorithm"], "ms-bfs");
    let out = bigame()
        .args(["analyze", "--start", "6"])
        .arg(&file("m.mtx", mtx).0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // Symmetric, read rows x columns: the entry (2, 1) is also (1, 2), so rows and columns
    // pair up crosswise. By default it is an adjacency matrix: the edge 1 - 2.
    let sym = b"%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n2 1\n";
    assert_eq!(
        analyze("s.mtx", sym, &["--start", "1", "--matrix", "bipartite"]),
        "1 win 4\n",
        "r1 - c2"
    );
    assert_eq!(analyze("s.mtx", sym, &["--start", "1"]), "1 win 2\n");
    // A square matrix whose graph has an odd cycle if read as a general graph on 1..n is
    // still bipartite here (rows and columns are distinct vertices).
    let diag = b"%%MatrixMarket matrix coordinate pattern general\n3 3 3\n1 2\n2 3\n3 1\n";
    assert_eq!(
        analyze("d.mtx", diag, &[]),
        "1 win\n2 win\n3 win\n4 win\n5 win\n6 win\n"
    );
}

#[test]
fn refused_inputs_name_file_line_and_column() {
    refused(
        "g.col",
        b"c x\np edge 3 2\ne 1 2\n",
        &[],
        ":4:1: expected 2 edge lines (the problem line says so), found 1",
    );
    refused(
        "g.mtx",
        b"%%MatrixMarket matrix array real general\n",
        &[],
        ":1:23: dense `array` matrices are not read (a graph needs the sparse `coordinate` format)",
    );
    refused(
        "g.mtx",
        b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n3 1\n",
        &[],
        ":3:1: row index 3 is out of range (expected 1 to 2)",
    );
    refused(
        "g.json",
        b"{\"vertices\": 2,\n \"edges\": [[1, 3]]}",
        &[],
        ":2:18: edge 1: vertex 3 is out of range (expected 1 to 2)",
    );
    // Inside a gzip file, positions are in the decompressed text.
    refused(
        "g.mtx.gz",
        &gzip(b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 x\n"),
        &[],
        ":3:3: expected the column index of entry 1 (a non-negative integer), found 'x'",
    );
    // Corrupt gzip: no position applies.
    let mut broken = gzip(b"3 2\n1 2\n2 3\n");
    broken.truncate(broken.len() - 10);
    refused(
        "g.txt.gz",
        &broken,
        &[],
        ": cannot decompress the gzip input: incomplete deflate stream",
    );
    refused(
        "g.gz",
        b"3 2\n1 2\n2 3\n",
        &[],
        ": cannot decompress the gzip input: invalid gzip header",
    );
}

#[test]
fn gzip_on_standard_input_and_without_extension() {
    let text = b"%%MatrixMarket matrix coordinate integer general\n2 2 2\n1 1 1\n2 2 1\n";
    let want = "1 win\n2 win\n3 win\n4 win\n";
    assert_eq!(analyze_stdin(&gzip(text), &[]), want);
    assert_eq!(analyze("matrix-data", &gzip(text), &[]), want);
}

#[test]
fn help_lists_the_formats() {
    let out = bigame().args(["analyze", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "--input-format",
        "edge-list",
        "dimacs",
        "matrix-market",
        "json",
        "gzip",
        "1..rows are the rows",
    ] {
        assert!(help.contains(needle), "{needle} missing from\n{help}");
    }
}
