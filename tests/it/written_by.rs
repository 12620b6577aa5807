//! Files as the tools people use write them (pandas, SNAP, KONECT, Excel, Gephi, NetworkX,
//! SuiteSparse), read by `bigame analyze` and by the library's `read_graph_bytes_with`: the
//! right graph (vertex counts and verdicts against known answers), never a header read as an
//! edge, and a symmetric Matrix Market file read as the adjacency matrix it is (issue 55).
//! python/tests/test_written_by.py reads the same files through Python.

use bigame::graph::Adjacency;
use bigame::read::graph_input::{ReadOptions, read_graph_bytes_with};
use bigame::read::matrix_market::MatrixReading;
use bigame::read::{SelfLoops, Weights};

use crate::common::{bigame, temp_file};

/// The path 1 - 2 - 3: the middle wins, the ends lose.
const PATH_VERDICTS: [(&str, bool); 3] = [("1", false), ("2", true), ("3", false)];

/// `bigame analyze FILE --format json ARGS` on `contents` named `name`: the number of vertices,
/// the `numbering` and every `(vertex, wins)`, vertices as text.
fn analyze(name: &str, contents: &[u8], args: &[&str]) -> (u64, String, Vec<(String, bool)>) {
    let file = temp_file("written_by", name, contents);
    let out = bigame()
        .arg("analyze")
        .arg(&file)
        .args(["--format", "json"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let verdicts = json["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            let vertex = match &v["vertex"] {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (vertex, v["wins"].as_bool().unwrap())
        })
        .collect();
    let numbering = json["numbering"].as_str().unwrap().to_string();
    (json["vertices"].as_u64().unwrap(), numbering, verdicts)
}

/// `bigame analyze FILE ARGS` refused: exit status 2, nothing on stdout, one line on stderr.
fn refused(name: &str, contents: &[u8], args: &[&str]) -> String {
    let file = temp_file("written_by", name, contents);
    let out = bigame()
        .arg("analyze")
        .arg(&file)
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{name} {args:?}");
    assert!(out.stdout.is_empty(), "{name}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

/// The library's reading of the same file: vertex count and the numbers of rows.
fn library(name: &str, contents: &[u8], options: ReadOptions) -> (usize, Option<u32>) {
    let g = read_graph_bytes_with(contents.to_vec(), Some(name), options).unwrap();
    (g.graph.vertex_count(), g.rows)
}

fn verdicts(pairs: &[(&str, bool)]) -> Vec<(String, bool)> {
    pairs.iter().map(|&(v, w)| (v.to_string(), w)).collect()
}

#[test]
fn a_header_row_is_never_an_edge() {
    let ignore = ReadOptions {
        weights: Weights::Ignore,
        ..ReadOptions::default()
    };
    for (name, contents, args) in [
        // pandas: df.to_csv(sep="\t", index=False), and with its index column.
        ("g.tsv", &b"source\ttarget\n1\t2\n2\t3\n"[..], &[][..]),
        ("g.tsv", b"\tsource\ttarget\n0\t1\t2\n1\t2\t3\n", &[]),
        ("g.txt", b"\tsource\ttarget\n0\t1\t2\n1\t2\t3\n", &[]),
        // pandas' df.to_csv() (comma, index), and a `.txt` with blanks.
        ("g.csv", b",source,target\n0,1,2\n1,2,3\n", &[]),
        ("g.txt", b"source target\n1 2\n2 3\n", &[]),
        ("g", b"source target\n1 2\n2 3\n", &[]),
        // Excel's CSV (comma; semicolon with the delimiter named), CRLF lines.
        ("g.csv", b"Source,Target\r\n1,2\r\n2,3\r\n", &[]),
        (
            "g.csv",
            b"Source;Target\r\n1;2\r\n2;3\r\n",
            &["--delimiter", ";"],
        ),
        (
            "g.txt",
            b"source;target\n1;2\n2;3\n",
            &["--input-format", "pairs", "--delimiter", ";"],
        ),
        // Gephi's edge table: a weight column.
        (
            "g.csv",
            b"Source,Target,Weight\n1,2,1.0\n2,3,0.5\n",
            &["--weights", "ignore"],
        ),
        // NetworkX: nx.write_edgelist (data columns).
        ("g.edgelist", b"1 2 {}\n2 3 {'weight': 1}\n", &[]),
    ] {
        let (n, numbering, got) = analyze(name, contents, args);
        assert_eq!(n, 3, "{name} {:?}", String::from_utf8_lossy(contents));
        assert_eq!(numbering, "labels");
        assert_eq!(got, verdicts(&PATH_VERDICTS), "{name}");
        if args.is_empty() || args == ["--weights", "ignore"] {
            assert_eq!(library(name, contents, ignore).0, 3, "{name}");
        }
    }
}

#[test]
fn snap_and_konect_files_keep_their_ids() {
    let path_from_zero = verdicts(&[("0", false), ("1", true), ("2", false)]);
    for (name, contents) in [
        // SNAP without `#` before its column names, and with it.
        ("g.txt", &b"FromNodeId\tToNodeId\n0\t1\n1\t2\n"[..]),
        (
            "g.txt",
            b"# Directed graph: g.txt\n# Nodes: 3 Edges: 2\n# FromNodeId\tToNodeId\n0\t1\n1\t2\n",
        ),
        ("g.tsv", b"FromNodeId\tToNodeId\n0\t1\n1\t2\n"),
    ] {
        let (n, _, got) = analyze(name, contents, &[]);
        assert_eq!((n, got), (3, path_from_zero.clone()), "{name}");
    }
    // KONECT: `%` comments, a weight and a timestamp.
    let konect = b"% sym positive\n% 2 3 3\n1 2 1 1300000000\n2 3 1 1300000100\n";
    let (n, _, got) = analyze("out.konect", konect, &["--weights", "ignore"]);
    assert_eq!((n, got), (3, verdicts(&PATH_VERDICTS)));
}

#[test]
fn headers_that_may_be_edges_are_refused_or_read_as_told() {
    let words = b"source\ttarget\nalice\tbob\nbob\tcarol\n";
    let err = refused("g.tsv", words, &[]);
    assert!(
        err.contains("g.tsv:1:1:") && err.contains("--header yes"),
        "{err}"
    );
    let (n, _, got) = analyze("g.tsv", words, &["--header", "yes"]);
    let friends = [("alice", false), ("bob", true), ("carol", false)];
    assert_eq!((n, got), (3, verdicts(&friends)));
    let (n, _, _) = analyze("g.tsv", words, &["--header", "no"]);
    assert_eq!(n, 5);
    // Words on every line and no column names: data, unambiguously.
    let (n, _, _) = analyze("g.txt", b"alice bob\nbob carol\n", &[]);
    assert_eq!(n, 3);
    // Excel's semicolons in a `.csv`, and `--input-format csv`: hints.
    let err = refused("g.csv", b"Source;Target\r\n1;2\r\n", &[]);
    assert!(err.contains("--delimiter ';'"), "{err}");
    let err = refused("g.csv", b"1,2\n", &["--input-format", "csv"]);
    assert!(err.contains("--input-format pairs --delimiter"), "{err}");
}

#[test]
fn the_header_skipped_is_said_with_stats() {
    let file = temp_file("written_by", "g.tsv", b"source\ttarget\n1\t2\n2\t3\n");
    let out = bigame()
        .args(["analyze", "--stats"])
        .arg(&file)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("delimiter: tab\n"), "{err}");
    assert!(
        err.contains("header: line 1 skipped: source\ttarget\n"),
        "{err}"
    );
    assert_eq!(err.matches("header").count(), 1, "{err}");
}

/// A SuiteSparse-style symmetric file of the path 1 - 2 - 3 (lower triangle).
const SYMMETRIC_PATH: &[u8] = b"%%MatrixMarket matrix coordinate pattern symmetric\n\
    % the path 1 - 2 - 3\n3 3 2\n2 1\n3 2\n";

/// A file named like an edge list (`.txt`, `.edges`) holding another format is read as that
/// format, as its writer meant: a Matrix Market banner, a DIMACS `p` line, JSON.
#[test]
fn content_only_one_format_writes_decides_over_an_edge_list_name() {
    for name in ["path.txt", "path.edges"] {
        let (n, numbering, got) = analyze(name, SYMMETRIC_PATH, &[]);
        assert_eq!((n, numbering.as_str()), (3, "vertices"), "{name}");
        assert_eq!(got, verdicts(&PATH_VERDICTS), "{name}");
    }
    let dimacs = b"c the path 1 - 2 - 3\np edge 3 2\ne 1 2\ne 2 3\n";
    let (n, _, got) = analyze("path.txt", dimacs, &[]);
    assert_eq!(n, 3);
    assert_eq!(got, verdicts(&PATH_VERDICTS));
}

#[test]
fn a_symmetric_matrix_is_an_adjacency_matrix() {
    let (n, numbering, got) = analyze("path.mtx", SYMMETRIC_PATH, &[]);
    assert_eq!((n, numbering.as_str()), (3, "vertices"));
    assert_eq!(got, verdicts(&PATH_VERDICTS));
    assert_eq!(
        library("path.mtx", SYMMETRIC_PATH, ReadOptions::default()),
        (3, None)
    );
    // skew-symmetric and hermitian too; a triangle loses everywhere.
    for kind in ["real skew-symmetric", "complex hermitian"] {
        let values = if kind.starts_with("real") {
            " 1"
        } else {
            " 1 0"
        };
        let text = format!(
            "%%MatrixMarket matrix coordinate {kind}\n3 3 3\n2 1{values}\n3 1{values}\n3 2{values}\n"
        );
        let (n, _, got) = analyze("t.mtx", text.as_bytes(), &[]);
        assert_eq!(n, 3, "{kind}");
        assert!(got.iter().all(|(_, wins)| !wins), "{kind}: {got:?}");
    }
    // Rows x columns when asked: the double cover, two paths r1-c2-r3 and c1-r2-c3.
    let (n, numbering, got) = analyze("path.mtx", SYMMETRIC_PATH, &["--matrix", "bipartite"]);
    assert_eq!((n, numbering.as_str()), (6, "matrix"));
    let wins: Vec<&str> = got.iter().filter(|v| v.1).map(|v| v.0.as_str()).collect();
    assert_eq!(wins, ["2", "5"]);
    let bipartite = ReadOptions {
        matrix: Some(MatrixReading::Bipartite),
        ..ReadOptions::default()
    };
    assert_eq!(library("path.mtx", SYMMETRIC_PATH, bipartite), (6, Some(3)));
}

#[test]
fn a_general_matrix_is_rows_by_columns_unless_told() {
    let general = b"%%MatrixMarket matrix coordinate pattern general\n2 3 3\n1 1\n1 2\n2 3\n";
    let (n, numbering, _) = analyze("m.mtx", general, &[]);
    assert_eq!((n, numbering.as_str()), (5, "matrix"));
    let err = refused("m.mtx", general, &["--matrix", "adjacency"]);
    assert!(
        err.contains("must be square") && err.contains("--matrix bipartite"),
        "{err}"
    );
    // A square general matrix as an adjacency matrix: an edge per entry.
    let square = b"%%MatrixMarket matrix coordinate pattern general\n3 3 2\n1 2\n2 3\n";
    let (n, _, got) = analyze("s.mtx", square, &["--matrix", "adjacency"]);
    assert_eq!((n, got), (3, verdicts(&PATH_VERDICTS)));
}

#[test]
fn diagonal_entries_follow_the_self_loop_policy() {
    // SuiteSparse's structural matrices store their diagonal.
    let stiff = b"%%MatrixMarket matrix coordinate real symmetric\n3 3 5\n1 1 4.0\n2 1 -1\n2 2 4\n\
        3 2 -1\n3 3 4\n";
    let err = refused("bcsstk.mtx", stiff, &[]);
    assert!(
        err.contains("bcsstk.mtx:3:1:") && err.contains("--self-loops ignore"),
        "{err}"
    );
    let (n, _, got) = analyze("bcsstk.mtx", stiff, &["--self-loops", "ignore"]);
    assert_eq!((n, got), (3, verdicts(&PATH_VERDICTS)));
    let ignore = ReadOptions {
        self_loops: SelfLoops::Ignore,
        ..ReadOptions::default()
    };
    assert_eq!(library("bcsstk.mtx", stiff, ignore), (3, None));
    // Read rows x columns, the diagonal is an ordinary entry.
    let (n, _, _) = analyze("bcsstk.mtx", stiff, &["--matrix", "bipartite"]);
    assert_eq!(n, 6);
}

#[test]
fn dulmage_mendelsohn_is_always_rows_by_columns() {
    let file = temp_file("written_by", "path.mtx", SYMMETRIC_PATH);
    let run = |args: &[&str]| {
        bigame()
            .arg("decompose")
            .arg(&file)
            .args(["--format", "json"])
            .args(args)
            .output()
            .unwrap()
    };
    let dm = run(&[]);
    assert!(dm.status.success());
    let json: serde_json::Value = serde_json::from_slice(&dm.stdout).unwrap();
    assert_eq!(
        (json["numbering"].as_str(), json["rows"].as_u64()),
        (Some("matrix"), Some(3))
    );
    let edges = run(&["--edges"]);
    let json: serde_json::Value = serde_json::from_slice(&edges.stdout).unwrap();
    assert_eq!(
        (json["numbering"].as_str(), json["vertices"].as_u64()),
        (Some("vertices"), Some(3))
    );
    let refused = run(&["--matrix", "adjacency"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("always of rows × columns"));
}

#[test]
fn a_header_above_more_than_the_sniffed_bytes_is_skipped_the_same_way() {
    // A path 1 - 2 - ... - 20001 under `source target`: longer than the 64 KiB looked at.
    let mut text = String::from("source target\n");
    for v in 1..=20_000 {
        text += &format!("{v} {}\n", v + 1);
    }
    assert!(text.len() > 1 << 17);
    let (n, _, _) = analyze("long.txt", text.as_bytes(), &[]);
    assert_eq!(n, 20_001);
    assert_eq!(
        library("long.txt", text.as_bytes(), ReadOptions::default()).0,
        20_001
    );
}
