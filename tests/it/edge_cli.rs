//! `--game edge` on the command line: board and analyze in every format, certificates through
//! verify (tampered ones refused with exit status 1), refusals with exit status 2 and nothing
//! on standard output, and the vertex game unchanged as the default.

use crate::common;
use common::{TempFile, bigame};

fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("edge_cli", name, contents)
}

/// `bigame ARGS`: stdout, requiring success and an empty stderr.
fn run(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `bigame ARGS` refused: exit status `code`, nothing on stdout, one stderr line holding
/// `want`.
fn refused(args: &[&str], code: i32, want: &str) {
    let out = bigame().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?} wrote output");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(want), "{err:?} lacks {want:?}");
}

#[test]
fn boards_in_every_format() {
    // 2 x 5 full grid: 8 of 10 cells lose for the mover (the count); 2 x 3: none.
    let b25 = file("b25.txt", b"2 5\n.....\n.....\n");
    let p = b25.0.to_str().unwrap();
    let loj = run(&["board", "--game", "edge", p]);
    assert!(loj.starts_with("8\n"), "{loj}");
    assert_eq!(loj.lines().count(), 9);
    let pretty = run(&["board", "--game", "edge", "--format", "pretty", p]);
    assert!(pretty.contains("8 of 10 free cells (*) win for the player who places the token"));
    let json: serde_json::Value =
        serde_json::from_str(&run(&["board", "--game", "edge", "--format", "json", p])).unwrap();
    assert_eq!(json["game"], "edge");
    assert_eq!(json["algorithm"], "gf2-elimination");
    assert_eq!(json["placer_wins_count"], 8);
    let b23 = file("b23.txt", b"2 3\n...\n...\n");
    let q = b23.0.to_str().unwrap();
    assert_eq!(
        run(&["board", "--game", "edge", "--format", "jsoi2009", q]),
        "LOSE\n"
    );
    // Knight moves on 3 x 3: the centre is isolated (loses at once).
    let b33 = file("b33.txt", b"3 3\n...\n...\n...\n");
    let knight = run(&[
        "board",
        "--game",
        "edge",
        "--moves",
        "knight",
        b33.0.to_str().unwrap(),
    ]);
    assert!(knight.contains("2 2\n"), "{knight}");
    // King moves: searched on a small board, refused on a big one.
    let king = run(&[
        "board", "--game", "edge", "--moves", "king", "--format", "json", q,
    ]);
    assert!(
        king.contains("\"algorithm\":\"exhaustive-search\""),
        "{king}"
    );
    let big = file("big.txt", b"4 4\n....\n....\n....\n....\n");
    refused(
        &[
            "board",
            "--game",
            "edge",
            "--moves",
            "king",
            big.0.to_str().unwrap(),
        ],
        2,
        "searches it exhaustively only up to 24 passages",
    );
    refused(
        &["board", "--game", "edge", "--algorithm", "kuhn", p],
        2,
        "is for the vertex game",
    );
    // The default is the vertex game, as before.
    assert_eq!(run(&["board", p]), run(&["board", "--game", "vertex", p]));
    assert_ne!(run(&["board", p]), loj);
}

#[test]
fn analyze_in_every_format_and_certificates_through_verify() {
    // The path 1 - 2 - 3 with 2 - 4: the star's centre 2 wins (to any leaf), leaves lose.
    let g = file("star.txt", b"4 3\n1 2\n2 3\n2 4\n");
    let p = g.0.to_str().unwrap();
    assert_eq!(
        run(&["analyze", "--game", "edge", p]),
        "1 lose\n2 win\n3 lose\n4 lose\n"
    );
    assert_eq!(
        run(&["analyze", "--game", "edge", "--start", "2", p]),
        "2 win 1\n"
    );
    let table = run(&["analyze", "--game", "edge", "--format", "table", p]);
    assert!(
        table.starts_with("vertex  player to move  winning move\n"),
        "{table}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&run(&["analyze", "--game", "edge", "--format", "json", p])).unwrap();
    assert_eq!(json["game"], "edge");
    assert_eq!(json["method"], "gf2-elimination");
    assert_eq!(json["bipartite"], true);
    assert_eq!(json["verdicts"][1]["move"], 1);
    assert_eq!(json["verdicts"][0]["move"], serde_json::Value::Null);

    let cert = run(&["analyze", "--game", "edge", "--certificate", "-", p]);
    assert!(cert.starts_with("bigame-edge-certificate 1\n"));
    let c = file("star.cert", cert.as_bytes());
    let verified = run(&["verify", p, c.0.to_str().unwrap()]);
    assert!(verified.starts_with("edge certificate verified: 4 vertices, 1 winning and 3 losing"));
    // Claim the centre lost through a kernel vector: refused, naming the line.
    let tampered: Vec<&str> = cert
        .lines()
        .map(|l| if l.starts_with("w 2 ") { "l 2 1" } else { l })
        .collect();
    let tampered = tampered.join("\n");
    let t = file("tampered.cert", tampered.as_bytes());
    refused(&["verify", p, t.0.to_str().unwrap()], 1, "claim fails");
    // The same certificate against another graph of as many vertices: a claim fails.
    let other = file("other.txt", b"4 3\n1 2\n2 3\n3 4\n");
    refused(
        &["verify", other.0.to_str().unwrap(), c.0.to_str().unwrap()],
        1,
        "claim fails",
    );
    // Against a graph of another size, or one that is not bipartite: unusable input (exit
    // 2), naming both files.
    let bigger = file("bigger.txt", b"5 3\n1 2\n2 3\n3 4\n");
    refused(
        &["verify", bigger.0.to_str().unwrap(), c.0.to_str().unwrap()],
        2,
        "the certificate is for 4 vertices, the graph has 5: the certificate was written for \
         another graph than",
    );
    let odd = file("odd.txt", b"4 3\n1 2\n2 3\n3 1\n");
    refused(
        &["verify", odd.0.to_str().unwrap(), c.0.to_str().unwrap()],
        2,
        "the graph is not bipartite",
    );
}

#[test]
fn graphs_with_odd_cycles() {
    let triangle = file("triangle.txt", b"3 3\n1 2\n2 3\n3 1\n");
    let p = triangle.0.to_str().unwrap();
    // Searched: three moves round the triangle, the mover makes the last.
    assert_eq!(
        run(&["analyze", "--game", "edge", p]),
        "1 win\n2 win\n3 win\n"
    );
    let json = run(&["analyze", "--game", "edge", "--format", "json", p]);
    assert!(
        json.contains("\"bipartite\":false,\"method\":\"exhaustive-search\""),
        "{json}"
    );
    refused(
        &["analyze", "--game", "edge", "--certificate", "-", p],
        2,
        "no certificate",
    );
    // A triangle with a tail of 30 edges: refused with the cycle.
    let mut text = String::from("33 33\n1 2\n2 3\n3 1\n");
    for v in 3..33 {
        text.push_str(&format!("{v} {}\n", v + 1));
    }
    let big = file("tail.txt", text.as_bytes());
    refused(
        &["analyze", "--game", "edge", big.0.to_str().unwrap()],
        2,
        "not bipartite (odd cycle",
    );
    refused(
        &["analyze", "--game", "edge", "--decomposition", p],
        2,
        "--decomposition is for the vertex game",
    );
}

/// Boards and graphs too big for the eliminations' memory (about `V^2 / 4` bytes) are refused
/// with one line naming the limit, before anything is allocated: `board`, `analyze` and
/// `play`.
#[test]
fn too_many_vertices_for_the_eliminations_are_refused() {
    let board = format!("1 131073\n{}\n", ".".repeat(131_073));
    let board = file("wide.txt", board.as_bytes());
    let want = "bigame takes at most 131072 vertices";
    refused(
        &["board", board.0.to_str().unwrap(), "--game", "edge"],
        2,
        want,
    );
    // Only the vertices with an edge take rows and columns: 65537 disjoint edges (131074 such
    // vertices) are refused, by analyze and by play.
    let mut text = String::from("131074 65537\n");
    for i in 0..65537 {
        text.push_str(&format!("{} {}\n", 2 * i + 1, 2 * i + 2));
    }
    let graph = file("matching.txt", text.as_bytes());
    refused(
        &["analyze", graph.0.to_str().unwrap(), "--game", "edge"],
        2,
        want,
    );
    let out = bigame()
        .args(["play", graph.0.to_str().unwrap(), "--game", "edge"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(want), "{err}");
    // A graph of more vertices but one edge is answered.
    let graph = file("sparse.txt", b"131073 1\n1 2\n");
    let verdicts = run(&[
        "analyze",
        graph.0.to_str().unwrap(),
        "--game",
        "edge",
        "--start",
        "1",
    ]);
    assert_eq!(verdicts, "1 win 2\n");
}
