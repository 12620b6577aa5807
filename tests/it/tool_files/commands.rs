//! Other commands on labelled files: `play` on pairs, a board given to `analyze` and a graph
//! to `board` naming the right command, `gen` writing pairs that read back.

use super::*;

#[test]
fn play_on_pairs_takes_and_shows_the_labels() {
    let f = file("path.txt", b"# a path\nx y\ny z\n");
    let out = bigame()
        .args([
            "play",
            f.to_str().unwrap(),
            "--as",
            "second",
            "--color",
            "never",
        ])
        .write_stdin("y\nquit\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(
        text.contains("The engine plays x.") || text.contains("The engine plays z."),
        "{text}"
    );
    let out = bigame()
        .args([
            "play",
            f.to_str().unwrap(),
            "--as",
            "second",
            "--color",
            "never",
        ])
        .write_stdin("2\nquit\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Expected a vertex as the file names it (such as x), found `2`"),
        "{text}"
    );
}

/// `bigame ARGS`, which must be refused with one line on stderr: that line.
fn refused(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    crate::common::cli::refusal_line(out, &format!("{args:?}"))
}

#[test]
fn a_board_given_to_analyze_and_a_graph_given_to_board_name_the_right_command() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let garden = root.join("examples/garden.txt");
    let garden = garden.to_str().unwrap();
    // It was "expected an endpoint of edge 1 of 12 (a non-negative integer), found '.'".
    for command in ["analyze", "decompose"] {
        assert_eq!(
            refused(&[command, garden]),
            format!(
                "bigame: {garden}:2:1: expected a graph, but this looks like a free-cell board (a \
                 size line, then rows of '.' and '#'): solve it with bigame board {garden}"
            )
        );
    }
    let board = std::fs::read(garden).unwrap();
    assert!(
        refused_stdin(&["analyze", "-"], &board).ends_with("solve it with bigame board -"),
        "standard input"
    );
    let record = root.join("examples/record.in");
    let record = record.to_str().unwrap();
    assert!(
        refused(&["analyze", record]).ends_with(&format!(
            "looks like a Bunny-and-Egg board (a size line, then rows of 'X', 'O' and '.'): \
             review its record with bigame review {record}"
        )),
        "a record"
    );
    // The other way round: a graph (any format) given to bigame board.
    let graph = file("path.txt", b"3 2\n1 2\n2 3\n");
    let path = graph.to_str().unwrap();
    assert_eq!(
        refused(&["board", path]),
        format!(
            "bigame: {path}:2:2: expected a board, but this looks like a graph (an edge list): \
             solve it with bigame analyze {path}"
        )
    );
    let snap = file("snap.txt", b"# SNAP\n0\t1\n1\t2\n");
    assert!(
        refused(&["board", snap.to_str().unwrap()])
            .contains("looks like a graph (a list of pairs `u v`): solve it with bigame analyze"),
    );
    let e = refused_stdin(&["board", "-"], b"p edge 2 1\ne 1 2\n");
    assert!(
        e.ends_with("(a DIMACS file): solve it with bigame analyze -"),
        "{e}"
    );
    assert!(refused(&["board", record]).contains("review its record with bigame review"));
    // Neither a board nor a graph: the reader's own message.
    assert_eq!(
        refused_stdin(&["board", "-"], b"hello\n"),
        "bigame: <stdin>:1:1: expected the number of rows (a non-negative integer), found 'h'"
    );
    // A path a shell would split is quoted.
    let spaced = file("my garden.txt", &board);
    let spaced = spaced.to_str().unwrap();
    assert!(
        refused(&["analyze", spaced]).ends_with(&format!("bigame board '{spaced}'")),
        "quoted"
    );
}

#[test]
fn gen_writes_pairs_that_read_back() {
    // A path has no isolated vertex: pairs hold it, and read back as the same graph.
    let out = run(&[
        "gen", "graph", "-n", "40", "-m", "200", "--seed", "3", "--format", "pairs",
    ]);
    assert!(!out.starts_with("40 "), "no header: {out}");
    let written = file("gen.pairs", out.as_bytes());
    let edges = run(&["gen", "graph", "-n", "40", "-m", "200", "--seed", "3"]);
    let el = file("gen.txt", edges.as_bytes());
    let got = by_vertex(&run(&[
        "analyze",
        written.to_str().unwrap(),
        "--input-format",
        "pairs",
    ]));
    let want = by_vertex(&run(&["analyze", el.to_str().unwrap()]));
    for (label, verdict) in &got {
        assert_eq!(Some(&verdict[0]), want.get(label).map(|w| &w[0]), "{label}");
    }
    // Isolated vertices are left out, as nx.write_edgelist does, and standard error says so.
    let out = bigame()
        .args([
            "gen", "graph", "-n", "40", "-m", "1", "--seed", "3", "--format", "pairs",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("38 isolated vertices left out"), "{stderr}");
    // The edge names its vertices by their numbers in the whole graph.
    let edges = run(&["gen", "graph", "-n", "40", "-m", "1", "--seed", "3"]);
    let edge = edges.lines().nth(1).unwrap();
    let mut ends: Vec<&str> = edge.split(' ').collect();
    let mut got: Vec<&str> = text.trim().split(' ').collect();
    ends.sort();
    got.sort();
    assert_eq!(got, ends);
}
