//! `bigame decompose`: the text and JSON reports, Matrix Market input numbered as a matrix,
//! and refused inputs.

use super::common::{self, TempFile, bigame};

/// Writes `contents` to a fresh graph file.
fn file(contents: &str) -> TempFile {
    common::temp_file("decompose", "g.txt", contents.as_bytes())
}

fn run_ok(contents: &str, args: &[&str]) -> String {
    let f = file(contents);
    let out = bigame()
        .arg("decompose")
        .arg(&f.0)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a refused command: exit 2, nothing on stdout, one line on stderr, returned.
fn refused(contents: &str, args: &[&str]) -> String {
    let f = file(contents);
    let out = bigame()
        .arg("decompose")
        .arg(&f.0)
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}: stdout not empty");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("bigame: ") && stderr.matches('\n').count() == 1);
    assert!(stderr.contains(&f.0.display().to_string()), "{stderr}");
    stderr
}

/// The matrix of `all_three_coarse_parts` as an edge list: rows 1..5, columns 6..10.
const THREE_PARTS: &str = "10 9\n1 6\n1 7\n1 8\n2 8\n2 9\n3 9\n3 10\n4 10\n5 10\n";

#[test]
fn text_output() {
    let out = run_ok(THREE_PARTS, &[]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "rows 5 columns 5 matching 4 blocks 4");
    assert_eq!(lines[1], "coarse horizontal rows 1 columns 2");
    assert_eq!(lines[2], "coarse square rows 2 columns 2 blocks 2");
    assert_eq!(lines[3], "coarse vertical rows 2 columns 1");
    // The free column first, then the matched one: either may be free.
    assert!(
        [
            "block 1 horizontal rows 1 columns 6 7",
            "block 1 horizontal rows 1 columns 7 6"
        ]
        .contains(&lines[4]),
        "{}",
        lines[4]
    );
    assert_eq!(lines[5], "block 2 square rows 2 columns 8");
    assert_eq!(lines[6], "block 3 square rows 3 columns 9");
    // The matched row first, then the free one.
    assert!(
        [
            "block 4 vertical rows 4 5 columns 10",
            "block 4 vertical rows 5 4 columns 10"
        ]
        .contains(&lines[7]),
        "{}",
        lines[7]
    );
    assert_eq!(lines.len(), 8);
    // Every algorithm gives the same parts and fine blocks.
    for algorithm in ["hopcroft-karp", "kuhn", "dinic", "blossom"] {
        let other = run_ok(THREE_PARTS, &["--algorithm", algorithm]);
        let other: Vec<&str> = other.lines().collect();
        assert_eq!(other[..4], lines[..4]);
        assert_eq!(other[5..7], lines[5..7]);
    }
}

#[test]
fn json_output() {
    let out = run_ok(THREE_PARTS, &["--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["vertices"], 10);
    assert_eq!(v["edges"], 9);
    assert_eq!(v["rows"], 5);
    assert_eq!(v["columns"], 5);
    assert_eq!(v["matching_size"], 4);
    assert_eq!(v["coarse"]["square"]["blocks"], 2);
    assert_eq!(v["coarse"]["vertical"]["rows"], 2);
    assert_eq!(v["blocks"].as_array().unwrap().len(), 4);
    assert_eq!(v["blocks"][0]["part"], "horizontal");
    assert_eq!(v["blocks"][0]["columns"], serde_json::json!([6, 7]));
    assert_eq!(v["blocks"][2]["rows"], serde_json::json!([3]));
    let d = &v["dmperm"];
    assert_eq!(d["r"], serde_json::json!([1, 2, 3, 4, 6]));
    assert_eq!(d["s"], serde_json::json!([1, 3, 4, 5, 6]));
    assert_eq!(d["cc"], serde_json::json!([1, 2, 3, 5, 6]));
    assert_eq!(d["rr"], serde_json::json!([1, 2, 4, 5, 6]));
    let q = d["q"].as_array().unwrap();
    assert!(q[..2] == [6, 7] || q[..2] == [7, 6], "{q:?}");
    assert_eq!(q[2..], [8, 9, 10]);
    assert_eq!(d["p"].as_array().unwrap()[..3], [1, 2, 3]);
}

#[test]
fn edge_classes_bipartite_and_general() {
    let out = run_ok(THREE_PARTS, &["--edges"]);
    assert_eq!(
        out,
        "1 6 some\n1 7 some\n1 8 none\n2 8 every\n2 9 none\n3 9 every\n3 10 none\n4 10 some\n5 10 some\n"
    );
    // A triangle with a tail 3 - 4 - 5: no edge is in every maximum matching.
    let tail = "5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";
    assert_eq!(
        run_ok(tail, &["--edges"]),
        "1 2 some\n2 3 some\n3 1 some\n3 4 some\n4 5 some\n",
        "in the file's order, each edge as written"
    );
    let v: serde_json::Value =
        serde_json::from_str(&run_ok(tail, &["--edges", "--format", "json"])).unwrap();
    assert_eq!(v["bipartite"], false);
    assert_eq!(v["matching_size"], 2);
    assert_eq!(
        v["counts"],
        serde_json::json!({"every": 0, "some": 5, "none": 0})
    );
    assert_eq!(
        v["classes"][3],
        serde_json::json!({"u": 3, "v": 4, "class": "some"})
    );
    let v: serde_json::Value =
        serde_json::from_str(&run_ok(THREE_PARTS, &["--edges", "--format", "json"])).unwrap();
    assert_eq!(v["bipartite"], true);
    assert_eq!(
        v["counts"],
        serde_json::json!({"every": 2, "some": 4, "none": 3})
    );
    assert_eq!(v["classes"].as_array().unwrap().len(), 9);
}

#[test]
fn bad_input_is_refused() {
    // Not bipartite: no decomposition; the message names the odd cycle.
    let message = refused("3 3\n1 2\n2 3\n3 1\n", &[]);
    assert!(message.contains("not bipartite (odd cycle "), "{message}");
    assert!(message.contains("--edges"), "{message}");
    // --edges takes it, but not with a bipartite-only algorithm.
    let message = refused("3 3\n1 2\n2 3\n3 1\n", &["--edges", "--algorithm", "kuhn"]);
    assert!(message.contains("--algorithm kuhn"), "{message}");
    // Malformed files, with line and column.
    let message = refused("3 2\n1 2\n2 9\n", &[]);
    assert!(
        message.contains(":3:3: vertex 9 is out of range"),
        "{message}"
    );
    let message = refused("2 1\n1 1\n", &["--edges"]);
    assert!(message.contains("self-loop"), "{message}");
    refused("", &["--format", "json"]);
}

#[test]
fn help_has_the_json_schema() {
    let out = bigame().args(["decompose", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("\"dmperm\": {\"p\""), "{help}");
    assert!(help.contains("\"classes\": [{\"u\""), "{help}");
}

/// Matrix Market input keeps its rows and columns: the blocks and MATLAB's `p` and `q` are
/// numbered as in the matrix (columns from 1, not as vertices after the rows).
///
/// ```text
///      col 1  col 2          A(p, q) with p = [2, 1], q = [1, 2]:
/// row 1   .     x                 x x
/// row 2   x     x                 . x    upper triangular: two 1x1 blocks
/// ```
#[test]
fn matrix_market_input_is_numbered_as_a_matrix() {
    let path = common::temp_file(
        "decompose",
        "a.mtx",
        b"%%MatrixMarket matrix coordinate pattern general\n2 2 3\n2 1\n1 2\n2 2\n",
    );
    let out = bigame()
        .arg("decompose")
        .arg(&path)
        .args(["--format", "json"])
        .assert()
        .success();
    let json: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(json["numbering"], "matrix");
    assert_eq!(json["dmperm"]["p"], serde_json::json!([2, 1]));
    assert_eq!(json["dmperm"]["q"], serde_json::json!([1, 2]));
    assert_eq!(json["dmperm"]["r"], serde_json::json!([1, 2, 3]));
    assert_eq!(json["blocks"][0]["rows"], serde_json::json!([2]));
    assert_eq!(json["blocks"][0]["columns"], serde_json::json!([1]));
    let text = bigame().arg("decompose").arg(&path).assert().success();
    let text = String::from_utf8_lossy(&text.get_output().stdout).into_owned();
    assert!(
        text.ends_with("block 1 square rows 2 columns 1\nblock 2 square rows 1 columns 2\n"),
        "{text}"
    );
    // Edge classes by row and column too: row 1 can only take column 2, so both entries of
    // the perfect matching are in every maximum matching and (2, 2) in none.
    let edges = |format: &str| {
        let out = bigame()
            .arg("decompose")
            .arg(&path)
            .args(["--edges", "--format", format])
            .assert()
            .success();
        String::from_utf8_lossy(&out.get_output().stdout).into_owned()
    };
    // In the entries' order.
    assert_eq!(edges("text"), "2 1 every\n1 2 every\n2 2 none\n");
    let json: serde_json::Value = serde_json::from_str(&edges("json")).unwrap();
    assert_eq!(json["numbering"], "matrix");
    assert_eq!(
        json["classes"],
        serde_json::json!([
            {"u": 2, "v": 1, "class": "every"},
            {"u": 1, "v": 2, "class": "every"},
            {"u": 2, "v": 2, "class": "none"}
        ])
    );
}
