//! `decompose --edges` keeps the file's edge order: line `i` of the answer is edge `i` of the
//! file, the way round the file wrote it, in every format, with its class right (against
//! the enumeration oracle).

use super::common::{self, bigame};
use super::truth;
use proptest::prelude::*;

/// `decompose --edges` of `contents` written to a file named `name`, with `args`: the lines
/// split into their three fields.
fn classes_of(name: &str, contents: &str, args: &[&str]) -> Vec<[String; 3]> {
    let f = common::temp_file("decompose-order", name, contents.as_bytes());
    let out = bigame()
        .arg("decompose")
        .arg(&f.0)
        .arg("--edges")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            assert_eq!(fields.len(), 3, "{line}");
            [0, 1, 2].map(|k| fields[k].to_string())
        })
        .collect()
}

/// The class names of `edges` (0-based ids, in order) by the oracle.
fn expected_classes(n: usize, edges: &[(u32, u32)]) -> Vec<&'static str> {
    let truth = truth(n, edges);
    (0..edges.len())
        .map(|e| match truth.class(e) {
            bigame::matching::EdgeClass::Mandatory => "every",
            bigame::matching::EdgeClass::Allowed => "some",
            bigame::matching::EdgeClass::Forbidden => "none",
        })
        .collect()
}

/// Every line is the file's edge of the same rank, named as `name` says, with the oracle's
/// class.
fn assert_in_order(
    lines: &[[String; 3]],
    edges: &[(u32, u32)],
    classes: &[&str],
    name: impl Fn(u32) -> String,
    what: &str,
) {
    assert_eq!(lines.len(), edges.len(), "{what}");
    for (k, (line, &(u, v))) in lines.iter().zip(edges).enumerate() {
        let expected = [name(u), name(v), classes[k].to_string()];
        assert_eq!(line, &expected, "{what}: edge {k}");
    }
}

/// One small graph, with a repeated edge written both ways round, out-of-order ids and a
/// hub, in every format that carries an edge list: each answer lists the edges as its file
/// does.
#[test]
fn every_format_answers_in_the_files_order() {
    // 0-based ids; written 1-based (or as the labels below).
    let edges: [(u32, u32); 7] = [(4, 0), (2, 1), (0, 2), (1, 2), (3, 0), (0, 4), (2, 3)];
    let n = 5;
    let classes = expected_classes(n, &edges);
    let one_based = |v: u32| (v + 1).to_string();
    let lines = |sep: &str, name: &dyn Fn(u32) -> String| -> String {
        edges
            .iter()
            .map(|&(u, v)| format!("{}{sep}{}\n", name(u), name(v)))
            .collect()
    };
    let edge_list = format!("{n} {}\n{}", edges.len(), lines(" ", &one_based));
    let dimacs: String = format!("p edge {n} {}\n", edges.len())
        + &edges
            .iter()
            .map(|&(u, v)| format!("e {} {}\n", u + 1, v + 1))
            .collect::<String>();
    let words = ["ann", "bo", "cy", "di", "ed"];
    let word = |v: u32| words[v as usize].to_string();
    let csv = format!("source,target\n{}", lines(",", &word));
    let tsv = format!("source\ttarget\n{}", lines("\t", &word));
    let pairs = lines(" ", &word);
    let json = format!(
        "{{\"vertices\": {n}, \"edges\": [{}]}}",
        edges
            .iter()
            .map(|&(u, v)| format!("[{}, {}]", u + 1, v + 1))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let graphml = format!(
        "<graphml><graph edgedefault=\"undirected\">{}{}</graph></graphml>",
        words
            .iter()
            .map(|w| format!("<node id=\"{w}\"/>"))
            .collect::<String>(),
        edges
            .iter()
            .map(|&(u, v)| format!("<edge source=\"{}\" target=\"{}\"/>", word(u), word(v)))
            .collect::<String>()
    );
    // A general square matrix read as an adjacency matrix: one edge per entry, as written.
    let matrix = format!(
        "%%MatrixMarket matrix coordinate pattern general\n{n} {n} {}\n{}",
        edges.len(),
        lines(" ", &one_based)
    );
    let numbered: &dyn Fn(u32) -> String = &one_based;
    let named: &dyn Fn(u32) -> String = &word;
    for (file, contents, args, name) in [
        ("g.txt", &edge_list, &[][..], numbered),
        ("g.dimacs", &dimacs, &[], numbered),
        ("g.json", &json, &[], numbered),
        ("g.mtx", &matrix, &["--matrix", "adjacency"], numbered),
        // Words under words: the header must be named (bigame refuses to guess).
        ("g.csv", &csv, &["--header", "yes"], named),
        ("g.tsv", &tsv, &["--header", "yes"], named),
        ("pairs.txt", &pairs, &[], named),
        ("g.graphml", &graphml, &[], named),
    ] {
        let got = classes_of(file, contents, args);
        assert_in_order(&got, &edges, &classes, name, file);
    }
}

/// A rectangular matrix read as rows × columns: each entry's line is `row column`, in the
/// entries' order (the graph's edge joins row `i` to the vertex after every row).
#[test]
fn matrix_entries_answer_as_row_and_column_in_their_order() {
    let entries = [(2u32, 3u32), (1, 1), (2, 1), (1, 2)];
    let text = format!(
        "%%MatrixMarket matrix coordinate pattern general\n2 3 {}\n{}",
        entries.len(),
        entries
            .iter()
            .map(|(i, j)| format!("{i} {j}\n"))
            .collect::<String>()
    );
    let got = classes_of("m.mtx", &text, &[]);
    let edges: Vec<(u32, u32)> = entries.iter().map(|&(i, j)| (i - 1, 2 + j - 1)).collect();
    let classes = expected_classes(5, &edges);
    let name = |v: u32| if v < 2 { v + 1 } else { v - 1 }.to_string();
    assert_in_order(&got, &edges, &classes, name, "rows × columns");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Random multigraphs, each edge written either way round: the answer follows the file.
    #[test]
    fn random_edge_lists_answer_in_their_order(
        (n, edges) in common::random::general_edges(9, 16),
        json in any::<bool>(),
    ) {
        let text = format!(
            "{n} {}\n{}",
            edges.len(),
            edges.iter().map(|&(u, v)| format!("{} {}\n", u + 1, v + 1)).collect::<String>()
        );
        let args: &[&str] = if json { &["--format", "json"] } else { &[] };
        let classes = expected_classes(n, &edges);
        if json {
            let f = common::temp_file("decompose-order", "g.txt", text.as_bytes());
            let out = bigame().arg("decompose").arg(&f.0).arg("--edges").args(args).output().unwrap();
            prop_assert!(out.status.success());
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            let listed = v["classes"].as_array().unwrap();
            prop_assert_eq!(listed.len(), edges.len());
            for (k, (entry, &(u, w))) in listed.iter().zip(&edges).enumerate() {
                let expected = serde_json::json!({"u": u + 1, "v": w + 1, "class": classes[k]});
                prop_assert_eq!(entry, &expected, "edge {}", k);
            }
        } else {
            let got = classes_of("g.txt", &text, args);
            assert_in_order(&got, &edges, &classes, |v| (v + 1).to_string(), "edge list");
        }
    }
}
