//! Labelled inputs: NetworkX edge lists with data, string labels in every output and the
//! decomposition, pairs told from edge lists (and why, in errors), numeric formats unchanged.

use super::*;

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
        "alice bob every\nbob carol none\ncarol alice none\ncarol \"dave\" some\ncarol eve some\n",
        "the file's edges, in its order"
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
    // The headerless lists: they were "vertex 2 is out of range (expected 1 to 1)"
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
         it, or drop every self-loop with --self-loops ignore) (read as pairs `u v` without a header, since the first line `0 0` is no edge-list \
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
