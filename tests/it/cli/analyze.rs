//! `bigame analyze`: answers worked out by hand, with and without `--start`, on bipartite and
//! general graphs, the JSON report, and the refusals of a bipartite algorithm on an odd cycle
//! and of a start vertex out of range.

use crate::cli::run::{file, refused, run_ok};
use crate::common::{bigame, bipartite_algorithm_names};

#[test]
fn analyze_full_output_by_hand() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["analyze", "--algorithm", algorithm];
        // The path 1 - 2 - 3: the middle vertex is in every maximum matching, the ends are not.
        assert_eq!(
            run_ok("path3", b"3 2\n1 2\n2 3\n", &args),
            "1 lose\n2 win\n3 lose\n"
        );
        // The path 1 - 2 - 3 - 4 - 5 and an isolated vertex 6: the 2nd and 4th are in every
        // maximum matching; the 1st, 3rd and 5th are each missed by one; 6 is never matched.
        assert_eq!(
            run_ok("path5_isolated", b"6 4\n1 2\n2 3\n3 4\n4 5\n", &args),
            "1 lose\n2 win\n3 lose\n4 win\n5 lose\n6 lose\n"
        );
        // A star with centre 3: every edge uses the centre, each leaf is missed by some maximum
        // matching.
        assert_eq!(
            run_ok("star", b"4 3\n3 1\n2 3\n3 4\n", &args),
            "1 lose\n2 lose\n3 win\n4 lose\n"
        );
        // Parallel edges are kept; two vertices joined twice are a perfect matching.
        assert_eq!(
            run_ok("parallel", b"2 2\n1 2\n2 1\n", &args),
            "1 win\n2 win\n"
        );
        // No edges at all (m = 0 is allowed): nobody can move.
        assert_eq!(
            run_ok("no_edges", b"3 0\n", &args),
            "1 lose\n2 lose\n3 lose\n"
        );
    }
}

#[test]
fn analyze_start_vertex() {
    for algorithm in bipartite_algorithm_names() {
        let args = ["analyze", "--algorithm", algorithm, "--start"];
        // The path 1 - 2 - 3 - 4 has the unique perfect matching {1-2, 3-4}. From 2 the only
        // winning move is to 1 (moving to 3 lets the opponent answer 4, and then 3 is
        // visited): so the answer is exactly `2 win 1`, whatever the algorithm.
        let path4 = b"4 3\n1 2\n2 3\n3 4\n";
        let with = |v: &'static str| [&args[..], &[v]].concat();
        assert_eq!(run_ok("path4", path4, &with("2")), "2 win 1\n");
        assert_eq!(run_ok("path4", path4, &with("3")), "3 win 4\n");
        assert_eq!(run_ok("path4", path4, &with("1")), "1 win 2\n");
        // On the path 1 - 2 - 3 the ends lose.
        let path3 = b"3 2\n1 2\n2 3\n";
        assert_eq!(run_ok("path3", path3, &with("1")), "1 lose\n");
        assert_eq!(run_ok("path3", path3, &with("3")), "3 lose\n");
        // The middle wins, by moving to either end.
        let middle = run_ok("path3", path3, &with("2"));
        assert!(middle == "2 win 1\n" || middle == "2 win 3\n", "{middle:?}");
        // An isolated vertex loses.
        assert_eq!(run_ok("isolated", b"2 0\n", &with("2")), "2 lose\n");
    }
}

/// Several `--start`s (repeated, or joined by commas): the answers of those vertices, in
/// their order, each once, as the full answer gives them, in every format; a label with a
/// comma in it is one vertex.
#[test]
fn analyze_several_start_vertices() {
    // The triangle 1-2-3 with a tail 3-4-5: the mover wins only from 4 (by moving to 5).
    let graph = b"5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";
    for starts in [
        &["--start", "4", "--start", "1"][..],
        &["--start", "4,1"],
        &["--start", "4,1,4", "--start", "1"],
    ] {
        let args = [&["analyze"][..], starts].concat();
        assert_eq!(
            run_ok("several", graph, &args),
            "4 win 5\n1 lose\n",
            "{starts:?}"
        );
        let table = run_ok(
            "several",
            graph,
            &[&args[..], &["--format", "table"]].concat(),
        );
        let rows: Vec<&str> = table
            .lines()
            .skip(1)
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        assert_eq!(rows, ["4", "1"], "{table}");
        let parts = run_ok(
            "several",
            graph,
            &[&args[..], &["--decomposition"]].concat(),
        );
        assert_eq!(parts, "4 A\n1 D 1\n");
        let json = run_ok(
            "several",
            graph,
            &[&args[..], &["--format", "json"]].concat(),
        );
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let vertices: Vec<i64> = json["verdicts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["vertex"].as_i64().unwrap())
            .collect();
        assert_eq!(vertices, [4, 1], "{json}");
    }
    // One bad vertex among several refuses the whole run.
    let path = file("several", graph);
    let out = bigame()
        .args(["analyze", "--start", "4,6"])
        .arg(&path)
        .output()
        .unwrap();
    let message = refused(&out, "4,6");
    assert!(message.contains("--start 6 is not a vertex"), "{message:?}");
    // Pairs: a label holding a comma is a vertex of its own.
    let pairs = b"a,b c\nc d\n";
    let args = [
        "analyze",
        "--input-format",
        "pairs",
        "--start",
        "a,b",
        "--start",
        "c,d",
    ];
    assert_eq!(
        run_ok("several", pairs, &args),
        "a,b lose\nc win d\nd lose\n"
    );
}

#[test]
fn analyze_from_stdin() {
    bigame()
        .args(["analyze", "-"])
        .write_stdin(&b"3 2\n1 2\n2 3\n"[..])
        .assert()
        .success()
        .stdout("1 lose\n2 win\n3 lose\n")
        .stderr("");
    bigame()
        .args(["analyze", "--start", "2", "-"])
        .write_stdin(&b"4 3\n1 2\n2 3\n3 4\n"[..])
        .assert()
        .success()
        .stdout("2 win 1\n");
    let out = bigame()
        .args(["analyze", "-"])
        .write_stdin(&b"3 1\n1 4\n"[..])
        .output()
        .unwrap();
    let message = refused(&out, "analyze stdin");
    assert!(
        message.starts_with("bigame: <stdin>:2:3: vertex 4 is out of range"),
        "{message:?}"
    );
}

/// The vertex numbers listed after "odd cycle" in a refusal message.
fn cycle_in(message: &str) -> Vec<u32> {
    let after = message
        .split("odd cycle ")
        .nth(1)
        .unwrap_or_else(|| panic!("no odd cycle in {message:?}"));
    after
        .split(')')
        .next()
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect()
}

#[test]
fn bipartite_algorithms_refuse_odd_cycles_naming_them() {
    // A triangle 3 - 4 - 5 beside a bipartite edge 1 - 2.
    let triangle = b"5 4\n1 2\n3 4\n4 5\n5 3\n";
    // A 5-cycle 1 - 2 - 3 - 4 - 5 with a pendant vertex 6 on 1.
    let pentagon = b"6 6\n1 2\n2 3\n3 4\n4 5\n5 1\n1 6\n";
    for (name, input, cycle) in [
        ("triangle", &triangle[..], vec![3, 4, 5]),
        ("pentagon", &pentagon[..], vec![1, 2, 3, 4, 5]),
    ] {
        for extra in [
            &["--algorithm", "ms-bfs"][..],
            &["--start", "1", "--algorithm", "hopcroft-karp"][..],
            &["--algorithm", "kuhn"][..],
            &["--algorithm", "dinic"][..],
        ] {
            let path = file(name, input);
            let out = bigame()
                .arg("analyze")
                .args(extra)
                .arg(&path)
                .output()
                .unwrap();
            let message = refused(&out, name);
            assert!(
                message.starts_with(&format!("bigame: {}: ", path.display())),
                "{message:?}"
            );
            assert!(message.contains("not bipartite"), "{message:?}");
            assert!(message.contains("use --algorithm blossom"), "{message:?}");
            let mut named = cycle_in(&message);
            named.sort_unstable();
            assert_eq!(named, cycle, "{message:?}");
        }
    }
}

#[test]
fn analyze_refuses_start_out_of_range() {
    let path = file("start_range", b"3 2\n1 2\n2 3\n");
    for (start, needle) in [
        ("0", "--start 0 is not a vertex"),
        ("4", "--start 4 is not a vertex"),
        ("4294967297", "--start 4294967297 is not a vertex"),
    ] {
        let out = bigame()
            .args(["analyze", "--start", start])
            .arg(&path)
            .output()
            .unwrap();
        let message = refused(&out, start);
        assert!(message.contains(needle), "{message:?}");
        assert!(message.contains("expected 1 to 3"), "{message:?}");
        assert!(message.contains(&path.display().to_string()), "{message:?}");
    }
    // Not numbers at all: clap refuses them (exit 2, nothing on stdout).
    for start in ["-1", "x", "99999999999999999999999", ""] {
        let out = bigame()
            .args(["analyze", "--start", start])
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "--start {start:?}");
        assert!(out.stdout.is_empty(), "--start {start:?}");
        assert!(!out.stderr.is_empty(), "--start {start:?}");
    }
}

/// A triangle 1-2-3 with a tail 3-4-5: maximum matchings (two edges) can miss every vertex
/// but 4, so the mover wins only from 4; D = {1, 2, 3, 5} in two components ({1, 2, 3} and
/// {5}), A = {4}.
const TRIANGLE_WITH_TAIL: &[u8] = b"5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";

#[test]
fn analyze_solves_general_graphs() {
    let path = file("tri_tail", TRIANGLE_WITH_TAIL);
    for extra in [
        &[][..],
        &["--algorithm", "blossom"][..],
        &["--algorithm", "micali-vazirani"][..],
    ] {
        let out = bigame()
            .arg("analyze")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            "1 lose\n2 lose\n3 lose\n4 win\n5 lose\n"
        );
    }
    let out = bigame()
        .args(["analyze", "--start", "4"])
        .arg(&path)
        .output()
        .unwrap();
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(line == "4 win 3\n" || line == "4 win 5\n", "{line:?}");
    let out = bigame()
        .args(["analyze", "--decomposition"])
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert_eq!(lines[3], "4 A");
    // The triangle is one component of D, vertex 5 another.
    let component = |line: &str| line.split(' ').nth(2).unwrap().to_string();
    assert!(lines[..3].iter().all(|l| l.split(' ').nth(1) == Some("D")));
    assert!(
        lines[..3]
            .iter()
            .all(|l| component(l) == component(lines[0]))
    );
    assert!(lines[4].starts_with("5 D ") && component(lines[4]) != component(lines[0]));
}

#[test]
fn analyze_json_reports_verdicts_and_decomposition() {
    let path = file("tri_tail_json", TRIANGLE_WITH_TAIL);
    let out = bigame()
        .args(["analyze", "--format", "json", "--decomposition"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["vertices"], 5);
    assert_eq!(v["edges"], 5);
    assert_eq!(v["bipartite"], false);
    assert_eq!(v["algorithm"], "blossom");
    assert_eq!(v["matching_size"], 2);
    let d = &v["decomposition"];
    assert_eq!(
        (d["D"].as_u64(), d["A"].as_u64(), d["C"].as_u64()),
        (Some(4), Some(1), Some(0))
    );
    assert_eq!(
        (d["components"].as_u64(), d["deficiency"].as_u64()),
        (Some(2), Some(1))
    );
    let verdicts = v["verdicts"].as_array().unwrap();
    assert_eq!(verdicts.len(), 5);
    for (i, verdict) in verdicts.iter().enumerate() {
        let vertex = i as u64 + 1;
        assert_eq!(verdict["vertex"].as_u64(), Some(vertex));
        assert_eq!(verdict["wins"].as_bool(), Some(vertex == 4));
        assert_eq!(verdict["part"], if vertex == 4 { "A" } else { "D" });
        if vertex == 4 {
            assert!(matches!(verdict["move"].as_u64(), Some(3 | 5)));
            assert!(verdict["component"].is_null());
        } else {
            assert!(verdict["move"].is_null());
            assert!(verdict["component"].as_u64().is_some());
        }
    }
    // Without --decomposition: no decomposition summary, no part fields; --start: one verdict.
    let out = bigame()
        .args(["analyze", "--format", "json", "--start", "2"])
        .arg(&path)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v.get("decomposition").is_none());
    assert_eq!(
        v["verdicts"],
        serde_json::json!([{"vertex": 2, "wins": false, "move": null}])
    );
}

#[test]
fn blossom_and_bipartite_routes_agree_on_a_bipartite_graph() {
    // A 3x3 grid graph: bipartite, so the default is ms-bfs.
    let path = file(
        "grid3",
        b"9 12\n1 2\n2 3\n4 5\n5 6\n7 8\n8 9\n1 4\n4 7\n2 5\n5 8\n3 6\n6 9\n",
    );
    let run = |extra: &[&str]| {
        let out = bigame()
            .arg("analyze")
            .args(extra)
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let default = run(&[]);
    // 9 cells, 4 + 5 by colour: the 5 corners-and-centre cells are missed by some maximum
    // matching (the mover loses there), the 4 edge-middle cells are always matched.
    assert_eq!(
        default,
        "1 lose\n2 win\n3 lose\n4 win\n5 lose\n6 win\n7 lose\n8 win\n9 lose\n"
    );
    assert_eq!(run(&["--algorithm", "blossom"]), default);
    assert_eq!(run(&["--algorithm", "micali-vazirani"]), default);
    for general in ["blossom", "micali-vazirani"] {
        assert_eq!(
            run(&["--decomposition"]),
            run(&["--decomposition", "--algorithm", general])
        );
    }
    let json: serde_json::Value = serde_json::from_str(&run(&["--format", "json"])).unwrap();
    assert_eq!(json["bipartite"], true);
    assert_eq!(json["algorithm"], "ms-bfs");
}
