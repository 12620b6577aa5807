//! Counts and nouns agree in every message that can count one thing: `1 cell`, `1 edge`,
//! `1 vertex`, `1 mistake (move 1)`, never `1 cells`.

use crate::common;

use common::{bigame, temp_file};

fn file(name: &str, contents: &[u8]) -> common::TempFile {
    temp_file("plurals", name, contents)
}

/// stdout and stderr of `bigame args` with `stdin`.
fn run(args: &[&str], stdin: &[u8]) -> (String, String) {
    let out = bigame().args(args).write_stdin(stdin).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn stderr_has(args: &[&str], stdin: &[u8], want: &str) {
    let (_, err) = run(args, stdin);
    assert!(err.contains(want), "{args:?}: {err:?} lacks {want:?}");
}

fn stdout_has(args: &[&str], stdin: &[u8], want: &str) {
    let (out, err) = run(args, stdin);
    assert!(
        out.contains(want),
        "{args:?}: {out:?} lacks {want:?} ({err})"
    );
}

#[test]
fn board_and_record_rows_count_one_cell() {
    for command in ["board", "review"] {
        stderr_has(&[command, "-"], b"1 3\n.\n", "row 1 has 1 cell, expected 3");
        stderr_has(
            &[command, "-"],
            b"2 1\n.\n",
            "expected row 2 of 2 (1 cell), found end of input",
        );
        stderr_has(&[command, "-"], b"1 1\n..\n", "row 1 has more than 1 cell");
    }
    stdout_has(
        &["board", "-", "--format", "pretty"],
        b"1 1\n.\n",
        "1 of 1 free cell (*) wins for the player who places the token",
    );
    stdout_has(
        &["board", "-", "--format", "pretty"],
        b"1 3\n...\n",
        "2 of 3 free cells (*) win for the player who places the token",
    );
}

#[test]
fn one_mistake_is_at_one_move() {
    // The third NOI 2011 sample: the second player's one mistake is its first move.
    let record = b"4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n";
    stdout_has(
        &["review", "-", "--explain"],
        record,
        "second player: 1 mistake (move 1)\n",
    );
    stdout_has(
        &["review", "-", "--format", "explain"],
        record,
        "first player: 2 mistakes (moves 1, 2)\n",
    );
}

#[test]
fn graph_readers_count_one_edge_and_one_entry() {
    stderr_has(
        &["analyze", "-"],
        b"3 1\n1 2\n3\n",
        "unexpected '3' after the only edge",
    );
    stderr_has(
        &["analyze", "-"],
        b"3 0\n1 2\n",
        "unexpected '1' after the header of a graph without edges (expected end of input)",
    );
    stderr_has(
        &["analyze", "-"],
        b"p edge 2 1\n",
        "expected 1 edge line (the problem line says so), found 0",
    );
    stderr_has(
        &["analyze", "-"],
        b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n",
        "expected 1 entry (the size line says so), found 0",
    );
    stderr_has(
        &["analyze", "-"],
        b"%%MatrixMarket matrix coordinate pattern symmetric\n1 2 0\n",
        "this one has 1 row and 2 columns",
    );
}

#[test]
fn certificates_count_one_vertex_and_one_edge() {
    let one = file("plural_g1.txt", b"1 0\n");
    let two = file("plural_g2.txt", b"2 1\n1 2\n");
    let cert_one = file("plural_c1.txt", b"");
    let cert_two = file("plural_c2.txt", b"");
    for (graph, cert) in [(&one, &cert_one), (&two, &cert_two)] {
        let out = bigame()
            .arg("analyze")
            .arg(graph)
            .arg("--certificate")
            .arg(cert)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
    }
    let verify = |graph: &std::path::Path, cert: &std::path::Path| {
        let out = bigame()
            .arg("verify")
            .arg(graph)
            .arg(cert)
            .output()
            .unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    assert_eq!(
        verify(&one, &cert_one).0,
        "certificate verified: 1 vertex, a maximum matching of 0 edges, 0 winning and 1 losing \
         start vertex\n"
    );
    assert_eq!(
        verify(&two, &cert_two).0,
        "certificate verified: 2 vertices, a maximum matching of 1 edge, 2 winning and 0 losing \
         start vertices\n"
    );
    let err = verify(&two, &cert_one).1;
    assert!(
        err.contains("the certificate is for 1 vertex, the graph has 2"),
        "{err}"
    );
    // The path 1-2-3-4 with the matching {2-3}, which the barrier {1} cannot prove maximum.
    let path = file("plural_g4.txt", b"4 3\n1 2\n2 3\n3 4\n");
    let weak = file(
        "plural_c4.txt",
        b"bigame-certificate 1\n4 1 1\nm 2 3\nb 1\nw 1\nw 2\nw 3\nw 4\n",
    );
    let err = verify(&path, &weak).1;
    assert!(
        err.contains(
            "the matching has 1 edge, but the barrier (1 vertex, leaving 1 odd component) only \
             bounds a matching by 2"
        ),
        "{err}"
    );
}

#[test]
fn play_counts_one_cell_and_one_vertex() {
    let board = file("plural_b1.txt", b"1 1\n.\n");
    let out = bigame()
        .arg("play")
        .arg(&board)
        .args(["--as", "second"])
        .write_stdin("1 1\n")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Playing on the 1x1 board (1 free cell, rook moves)."),
        "{text}"
    );
    let graph = file("plural_g1_play.txt", b"1 0\n");
    let out = bigame()
        .arg("play")
        .arg(&graph)
        .args(["--kind", "graph", "--as", "second"])
        .write_stdin("1\n")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Playing on a graph with 1 vertex."), "{text}");
}

#[test]
fn play_counts_one_mistake_and_one_losing_start() {
    // 1x3: the placer wins on 1 1 and 1 3; placing on 1 2 is 1 mistake (the placement).
    let three = file("plural_b3.txt", b"1 3\n...\n");
    stdout_has(
        &["play", three.to_str().unwrap()],
        b"1 2\n",
        "You made 1 mistake (the placement):\n  the placement: 1 2 (1 1 would have won)\n",
    );
    // 1x1: the only cell, where the player to move loses at once.
    let one = file("plural_b1_start.txt", b"1 1\n.\n");
    stdout_has(
        &["play", one.to_str().unwrap()],
        b"1 1\n",
        "by placing the token on the only free cell where the player to move loses",
    );
    // Path 1-2-3-4 from 2: moving to 3 is 1 mistake (move 1).
    let path = file("plural_g4.txt", b"4 3\n1 2\n2 3\n3 4\n");
    stdout_has(
        &["play", path.to_str().unwrap(), "--start", "2"],
        b"3\n",
        "You made 1 mistake (move 1):\n  move 1: 3 (1 would have won)\n",
    );
}

#[test]
fn generators_count_one_move_one_edge_one_vertex() {
    stderr_has(
        &[
            "gen", "bunny", "--rows", "1", "--cols", "2", "-k", "1", "--seed", "1",
        ],
        b"",
        "1 move per player is 2 plies, but a 1 x 2 board has only 1 cell besides the empty one",
    );
    stderr_has(
        &["gen", "graph", "-n", "1", "-m", "1", "--seed", "1"],
        b"",
        "1 edge asked for, but a graph with 1 vertex has no possible edge",
    );
    stderr_has(
        &[
            "gen",
            "graph",
            "-n",
            "2",
            "-m",
            "0",
            "--bipartite",
            "--left",
            "1",
            "--right",
            "0",
            "--seed",
            "1",
        ],
        b"",
        "--left 1 and --right 0 make 1 vertex, not the 2 of --vertices",
    );
    stderr_has(
        &[
            "gen",
            "graph",
            "-n",
            "1",
            "-m",
            "0",
            "--bipartite",
            "--left",
            "2",
            "--seed",
            "1",
        ],
        b"",
        "the left side (2 vertices) is larger than the graph (1 vertex)",
    );
}

#[test]
fn a_bunny_board_of_one_cell_needs_one_cell() {
    let e = bigame::board::bunny::BunnyBoard::new(1, 1, &[]).unwrap_err();
    assert_eq!(e.to_string(), "a 1 x 1 board needs 1 cell, got 0");
}
