//! Graph files as other tools write them (NetworkX, SNAP, KONECT, spreadsheets): a weighted
//! edge list is refused naming its line (or read with `--weights ignore`), never read as
//! another graph; headerless `u v` lines are read as pairs, with the file's own vertex labels
//! in every answer (text, table, JSON, decomposition, certificates, Dulmage–Mendelsohn, edge
//! classes, play), and a SNAP file answers exactly as the same graph given as an edge list.

use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph};
use bigame::write::edge_list::write_edge_list;
use serde_json::Value;
use std::collections::HashMap;

mod common;
use common::{TempFile, bigame};

fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("tool_files", name, contents)
}

/// `bigame ARGS` (a file among them), which must succeed with nothing on stderr: stdout.
fn run(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?}: stderr not empty");
    String::from_utf8(out.stdout).unwrap()
}

/// `bigame ARGS` with `input` on standard input, which must be refused: the one stderr line
/// (exit status 2, nothing on stdout).
fn refused_stdin(args: &[&str], input: &[u8]) -> String {
    let out = bigame().args(args).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    assert!(out.stdout.is_empty(), "{args:?}: something on stdout");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr:?}");
    stderr.trim_end().to_string()
}

/// `bigame ARGS` with `input` on standard input, which must succeed: stdout.
fn run_stdin(args: &[&str], input: &[u8]) -> String {
    let out = bigame().args(args).write_stdin(input).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_weighted_edge_list_of_the_issue_is_refused_naming_its_line() {
    // Read as tokens it was the graph (1,2), (1,2), (3,1), exit 0.
    let input = b"3 3\n1 2 1\n2 3 1\n";
    let e = refused_stdin(&["analyze", "-"], input);
    assert_eq!(
        e,
        "bigame: <stdin>:2:5: unexpected `1` after edge 1 (one edge per line; to ignore a third \
         column such as a weight, use --weights ignore)"
    );
    // With the weights ignored, the count is what is wrong: two edge lines, not three.
    let e = refused_stdin(&["analyze", "-", "--weights", "ignore"], input);
    assert_eq!(
        e,
        "bigame: <stdin>:4:1: expected an endpoint of edge 3 of 3, found end of input"
    );
    let fixed = b"3 2\n1 2 1\n2 3 1\n";
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], fixed),
        "1 lose\n2 win\n3 lose\n"
    );
    // Two edges on one line, and an edge over two lines.
    let e = refused_stdin(&["analyze", "-"], b"3 2\n1 2 2 3\n");
    assert!(
        e.starts_with("bigame: <stdin>:2:5: unexpected `2` after edge 1"),
        "{e}"
    );
    let e = refused_stdin(&["analyze", "-", "--weights", "ignore"], b"3 2\n1 2 2 3\n");
    assert!(
        e.starts_with("bigame: <stdin>:2:7: unexpected `3` after edge 1 and its weight"),
        "{e}"
    );
    let e = refused_stdin(&["analyze", "-"], b"3 2\n1\n2\n2 3\n");
    assert_eq!(
        e,
        "bigame: <stdin>:2:2: expected an endpoint of edge 1 of 2, found end of line"
    );
    // The header too has a line of its own.
    let e = refused_stdin(
        &["analyze", "-", "--input-format", "edge-list"],
        b"3 2 1 2\n2 3\n",
    );
    assert!(
        e.starts_with("bigame: <stdin>:1:5: unexpected `1` after the header"),
        "{e}"
    );
}

#[test]
fn dimacs_and_matrix_market_are_line_exact_too() {
    let e = refused_stdin(&["analyze", "-"], b"p edge 3 2\ne 1 2 e 2 3\n");
    assert!(
        e.starts_with("bigame: <stdin>:2:7: unexpected `e` after edge 1"),
        "{e}"
    );
    let weighted = b"p edge 3 2\ne 1 2 7\ne 2 3 7\n";
    let e = refused_stdin(&["analyze", "-"], weighted);
    assert!(e.contains("--weights ignore"), "{e}");
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], weighted),
        "1 lose\n2 win\n3 lose\n"
    );
    // An entry over two lines; a real matrix's value column is read as ever.
    let mm = b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1\n2\n";
    let e = refused_stdin(&["analyze", "-"], mm);
    assert!(
        e.starts_with("bigame: <stdin>:3:2: expected the column index"),
        "{e}"
    );
    let real = b"%%MatrixMarket matrix coordinate real general\n2 2 1\n1 2 0.5\n";
    assert_eq!(
        run_stdin(&["analyze", "-"], real),
        "1 win\n2 lose\n3 lose\n4 win\n"
    );
}

/// A graph as a SNAP file (0-based ids, comments, tabs) and as the same graph's 1-based edge
/// list: vertex `i` of the edge list is label `i - 1` of the SNAP file.
fn snap_and_edge_list(g: &Graph) -> (Vec<u8>, Vec<u8>) {
    let mut snap = format!(
        "# Undirected graph: made up\n# Nodes: {} Edges: {}\n# FromNodeId\tToNodeId\n",
        g.vertex_count(),
        g.edge_count()
    );
    for (u, v) in g.edges() {
        snap.push_str(&format!("{u}\t{v}\n"));
    }
    let mut el = Vec::new();
    write_edge_list(&mut el, g).unwrap();
    (snap.into_bytes(), el)
}

/// A random connected-ish graph on `n` vertices with no isolated vertex (pairs cannot hold
/// one), odd cycles now and then.
fn random_graph(rng: &mut Rng, n: u32) -> Graph {
    let mut edges = Vec::new();
    for v in 1..n {
        edges.push((rng.below(v as u64) as u32, v));
    }
    for _ in 0..n / 2 {
        let u = rng.below(n as u64) as u32;
        let w = rng.below(n as u64) as u32;
        if u != w {
            edges.push((u, w));
        }
    }
    Graph::from_edges(n as usize, &edges)
}

/// `v verdict ...` lines as a map from the first word.
fn by_vertex(text: &str) -> HashMap<String, Vec<String>> {
    text.lines()
        .map(|l| {
            let mut words = l.split(' ').map(String::from);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

#[test]
fn a_snap_file_answers_in_its_own_ids_as_its_edge_list_does() {
    let mut rng = Rng::new(15);
    for n in [2u32, 3, 7, 12, 30] {
        let g = random_graph(&mut rng, n);
        let (snap, el) = snap_and_edge_list(&g);
        let snap = file("com-made-up.ungraph.txt", &snap);
        let el = file("g.txt", &el);
        let snap_path = snap.to_str().unwrap();
        let el_path = el.to_str().unwrap();
        // Verdicts: label i is vertex i + 1.
        let got = by_vertex(&run(&["analyze", snap_path]));
        let want = by_vertex(&run(&["analyze", el_path]));
        assert_eq!(got.len(), n as usize);
        for (label, verdict) in &got {
            let number: u32 = label.parse().unwrap();
            assert_eq!(
                Some(verdict),
                want.get(&(number + 1).to_string()),
                "n {n}: {label}"
            );
        }
        // Gallai–Edmonds parts (the same sets; components may be numbered differently).
        let got = by_vertex(&run(&["analyze", snap_path, "--decomposition"]));
        let want = by_vertex(&run(&["analyze", el_path, "--decomposition"]));
        for (label, part) in &got {
            let number: u32 = label.parse().unwrap();
            assert_eq!(
                part[0],
                want[&(number + 1).to_string()][0],
                "n {n}: {label}"
            );
        }
        // Every start vertex by its label: the verdict, and a winning move that is an edge.
        for v in 0..n {
            let line = run(&["analyze", snap_path, "--start", &v.to_string()]);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words[0], v.to_string());
            let want = &by_vertex(&run(&["analyze", el_path]))[&(v + 1).to_string()];
            assert_eq!(words[1], want[0], "n {n}: --start {v}");
            if let Some(w) = words.get(2) {
                let w: u32 = w.parse().unwrap();
                assert!(g.neighbors(v).contains(&w), "n {n}: {v} -> {w} is no edge");
            }
        }
        // JSON: the ids are the file's, as numbers.
        let json: Value =
            serde_json::from_str(&run(&["analyze", snap_path, "--format", "json"])).unwrap();
        let verdicts = json["verdicts"].as_array().unwrap();
        assert_eq!(verdicts.len(), n as usize);
        for verdict in verdicts {
            let label = verdict["vertex"].as_u64().unwrap();
            let want = &by_vertex(&run(&[
                "analyze",
                el_path,
                "--start",
                &(label + 1).to_string(),
            ]))[&(label + 1).to_string()];
            assert_eq!(verdict["wins"].as_bool().unwrap(), want[0] == "win");
        }
        // A certificate in the file's ids, verified against the file.
        let cert = file("cert.txt", b"");
        run(&[
            "analyze",
            snap_path,
            "--certificate",
            cert.to_str().unwrap(),
        ]);
        let text = std::fs::read_to_string(&cert.0).unwrap();
        assert!(text.starts_with("bigame-certificate 2\n"), "{text}");
        let verified = run(&["verify", snap_path, cert.to_str().unwrap()]);
        assert!(verified.starts_with("certificate verified: "), "{verified}");
        // A certificate of the edge list is refused for the SNAP file: other names.
        let el_cert = file("el-cert.txt", b"");
        run(&[
            "analyze",
            el_path,
            "--certificate",
            el_cert.to_str().unwrap(),
        ]);
        let out = bigame()
            .args(["verify", snap_path, el_cert.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("format version 1"));
    }
}

#[test]
fn networkx_edge_lists_with_data_are_read() {
    // nx.write_edgelist(G, path) on a graph with and without edge data.
    let input = b"1 2 {'weight': 1}\n2 3 {'weight': 1}\n3 4 {}\n2 5 {}\n";
    let want = "1 lose\n2 win\n3 win\n4 win\n5 lose\n";
    let f = file("karate.edgelist", input);
    let path = f.to_str().unwrap();
    assert_eq!(run(&["analyze", path]), want);
    // Without a header and with data the first line could not be a header: pairs however the
    // file is named.
    let f = file("karate.txt", input);
    assert_eq!(run(&["analyze", f.to_str().unwrap()]), want);
    // nx.write_weighted_edgelist: a number after each edge, ignored when asked.
    let weighted = b"a b 0.5\nb c 2\n";
    let e = refused_stdin(&["analyze", "-"], weighted);
    assert_eq!(
        e,
        "bigame: <stdin>:1:5: unexpected `0.5` after the edge `a b` (one edge per line; to \
         ignore a third column such as a weight, use --weights ignore)"
    );
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], weighted),
        "a lose\nb win\nc lose\n"
    );
}

#[test]
fn string_labels_in_every_output() {
    // A triangle with two pendants at carol: not bipartite; the pendants lose.
    let input =
        b"% KONECT-style comment\nalice bob\nbob carol\ncarol alice\ncarol \"dave\"\ncarol eve\n";
    let f = file("out.friends", input);
    let path = f.to_str().unwrap();
    assert_eq!(
        run(&["analyze", path]),
        "alice win\nbob win\ncarol win\n\"dave\" lose\neve lose\n"
    );
    assert_eq!(
        run(&["analyze", path, "--format", "table"]),
        "vertex  player to move  winning move\n \
          alice  wins            bob\n   \
            bob  wins            alice\n \
          carol  wins            eve\n\
         \"dave\"  loses\n   \
            eve  loses\n"
    );
    assert_eq!(
        run(&["analyze", path, "--start", "\"dave\""]),
        "\"dave\" lose\n"
    );
    assert_eq!(
        run(&["analyze", path, "--start", "carol"]),
        "carol win eve\n"
    );
    let out = bigame()
        .args(["analyze", path, "--start", "dave"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "bigame: --start dave is not a vertex of {path} (expected one of the file's own \
             vertex labels, such as alice)\n"
        )
    );
    // JSON: labels as strings, escaped.
    let json: Value = serde_json::from_str(&run(&[
        "analyze",
        path,
        "--format",
        "json",
        "--decomposition",
    ]))
    .unwrap();
    assert_eq!(json["verdicts"][3]["vertex"], "\"dave\"");
    assert_eq!(json["verdicts"][2]["move"], "eve");
    assert_eq!(json["verdicts"][4]["part"], "D");
    // The parts, the edge classes and an odd cycle named by label.
    assert_eq!(
        run(&["analyze", path, "--decomposition"]),
        "alice C\nbob C\ncarol A\n\"dave\" D 1\neve D 2\n"
    );
    assert_eq!(
        run(&["decompose", path, "--edges"]),
        "alice bob every\nalice carol none\nbob carol none\ncarol \"dave\" some\ncarol eve some\n"
    );
    let out = bigame()
        .args(["analyze", path, "--algorithm", "hopcroft-karp"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "bigame: {path}: the graph is not bipartite (odd cycle bob alice carol), so \
             --algorithm hopcroft-karp cannot solve it; use --algorithm blossom or leave \
             --algorithm out\n"
        )
    );
    // A certificate names the vertices (an unmatched loser is `l v` alone), and is verified.
    let cert = file("friends.cert", b"");
    run(&["analyze", path, "--certificate", cert.to_str().unwrap()]);
    let text = std::fs::read_to_string(&cert.0).unwrap();
    assert_eq!(
        text,
        "bigame-certificate 2\n5 2 1\nm alice bob\nm carol eve\nb carol\nw alice\nw bob\n\
         w carol\nl \"dave\"\nl eve \"dave\"\n"
    );
    assert!(run(&["verify", path, cert.to_str().unwrap()]).starts_with("certificate verified"));
    // A claim changed is refuted, naming the vertex by its label.
    let forged = text.replace("l eve \"dave\"", "l eve bob");
    let forged_file = file("forged.cert", forged.as_bytes());
    let out = bigame()
        .args(["verify", path, forged_file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(
        e.ends_with(
            "claim fails: vertex eve: claimed losing via bob, but bob is claimed winning\n"
        ),
        "{e}"
    );
    // A label the graph does not have is a malformed certificate.
    let unknown = text.replace("w bob", "w robert");
    let unknown_file = file("unknown.cert", unknown.as_bytes());
    let out = bigame()
        .args(["verify", path, unknown_file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(
        e.contains(":7:3: expected a vertex, found `robert`, which is not a vertex of the graph"),
        "{e}"
    );
}

#[test]
fn dulmage_mendelsohn_in_the_files_labels() {
    let f = file("dm.txt", b"# a path\nx y\ny z\n");
    let path = f.to_str().unwrap();
    assert_eq!(
        run(&["decompose", path]),
        "rows 2 columns 1 matching 1 blocks 1\ncoarse horizontal rows 0 columns 0\ncoarse \
         square rows 0 columns 0 blocks 0\ncoarse vertical rows 2 columns 1\nblock 1 vertical \
         rows z x columns y\n"
    );
    let json: Value = serde_json::from_str(&run(&["decompose", path, "--format", "json"])).unwrap();
    assert_eq!(json["numbering"], "labels");
    assert_eq!(json["dmperm"]["q"], serde_json::json!(["y"]));
}

#[test]
fn detection_tells_pairs_from_edge_lists_and_says_why_in_errors() {
    // The issue's headerless lists: they were "vertex 2 is out of range (expected 1 to 1)"
    // and "expected the number of vertices to be at least 1, found 0".
    assert_eq!(
        run_stdin(&["analyze", "-"], b"1 2\n2 3\n"),
        "1 lose\n2 win\n3 lose\n"
    );
    assert_eq!(
        run_stdin(&["analyze", "-"], b"0 1\n1 2\n"),
        "0 lose\n1 win\n2 lose\n"
    );
    // An explicit format wins: the first line as a header, or as an edge.
    let e = refused_stdin(
        &["analyze", "-", "--input-format", "edge-list"],
        b"1 2\n2 3\n",
    );
    assert!(
        e.contains("vertex 2 is out of range (expected 1 to 1)"),
        "{e}"
    );
    assert_eq!(
        run_stdin(&["analyze", "-", "--input-format", "pairs"], b"2 1\n1 3\n"),
        "2 lose\n1 win\n3 lose\n"
    );
    // An edge list with one mistake is still an edge list, and its reader names the mistake.
    let e = refused_stdin(&["analyze", "-"], b"3 2\n1 2\n2 4\n");
    assert!(
        e.contains("3:3: vertex 4 is out of range (expected 1 to 3)"),
        "{e}"
    );
    // Pairs chosen because the first line is no header: an error says so.
    let e = refused_stdin(&["analyze", "-"], b"0 0\n1 2\n");
    assert_eq!(
        e,
        "bigame: <stdin>:1:1: the edge `0 0` is a self-loop (the game never uses one; remove \
         it) (read as pairs `u v` without a header, since the first line `0 0` is no edge-list \
         header: a graph has at least one vertex; --input-format edge-list reads it as one)"
    );
}

#[test]
fn numeric_formats_print_what_they_printed() {
    // Labels are only for pairs: an edge list's output is byte for byte as before.
    let mut rng = Rng::new(3);
    let g = random_graph(&mut rng, 9);
    let (_, el) = snap_and_edge_list(&g);
    let f = file("same.txt", &el);
    let path = f.to_str().unwrap();
    let text = run(&["analyze", path]);
    for (v, line) in text.lines().enumerate() {
        assert!(line.starts_with(&format!("{} ", v + 1)), "{line}");
    }
    let json: Value = serde_json::from_str(&run(&["analyze", path, "--format", "json"])).unwrap();
    assert_eq!(json["verdicts"][0]["vertex"], 1);
    let cert = file("same.cert", b"");
    run(&["analyze", path, "--certificate", cert.to_str().unwrap()]);
    let text = std::fs::read_to_string(&cert.0).unwrap();
    assert!(text.starts_with("bigame-certificate 1\n"), "{text}");
}

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
        text.contains("expected a vertex as the file names it (such as x), found `2`"),
        "{text}"
    );
}

/// `bigame ARGS`, which must be refused with one line on stderr: that line.
fn refused(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    assert!(out.stdout.is_empty(), "{args:?}: something on stdout");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr:?}");
    stderr.trim_end().to_string()
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
    // A graph with an isolated vertex cannot be written as pairs.
    let out = bigame()
        .args([
            "gen", "graph", "-n", "40", "-m", "1", "--seed", "3", "--format", "pairs",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot hold an isolated vertex"),
        "{out:?}"
    );
}
