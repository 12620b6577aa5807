//! The reading limits of issue 55, stated once and the same everywhere: the vertex limit and
//! the reading that accepts a graph beyond it, an unreadable `BIGAME_MAX_INPUT` refused, a
//! stream past its header's count stopped at the first extra line, `--start` checked against
//! the header, and `play --matrix`.

use crate::common::{TIMEOUT, bigame, temp_file};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `bigame ARGS`, which must be refused: exit status 2, nothing on stdout, one stderr line.
fn refused(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut command = bigame();
    command.args(args);
    for (key, value) in env {
        command.env(key, value);
    }
    let out = command.output().unwrap();
    crate::common::cli::refusal_line(out, &format!("{args:?}"))
}

#[test]
fn an_unreadable_max_input_is_refused_naming_the_variable() {
    let graph = temp_file("limits", "path.txt", b"3 2\n1 2\n2 3\n");
    let path = graph.to_str().unwrap();
    for value in ["16GG", "lots", "-1", "0", "1.5G", ""] {
        let e = refused(&["analyze", path], &[("BIGAME_MAX_INPUT", value)]);
        // As a shell word: an empty value quoted.
        let shown = if value.is_empty() { "''" } else { value };
        assert_eq!(
            e,
            format!(
                "bigame: BIGAME_MAX_INPUT={shown} is not a size: expected a positive number of \
                 bytes, optionally with a suffix K, M, G or T (powers of 1024), such as 16G"
            ),
            "{value:?}"
        );
    }
    // Every command that reads, not only analyze; a checker's misconfiguration is FAIL (3).
    let e = refused(&["board", path], &[("BIGAME_MAX_INPUT", "big")]);
    assert!(
        e.starts_with("bigame: BIGAME_MAX_INPUT=big is not a size"),
        "{e}"
    );
    let out = bigame()
        .args(["check", "--problem", "loj6033", path, path, path])
        .env("BIGAME_MAX_INPUT", "big")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    // Readable values are obeyed: 4 bytes refuse the 8 bytes of pairs (read whole), 1K and
    // more read them.
    let pairs = temp_file("limits", "pairs.txt", b"a b\nb c\n");
    let pairs = pairs.to_str().unwrap();
    let e = refused(&["analyze", pairs], &[("BIGAME_MAX_INPUT", "4")]);
    assert!(e.contains("the input is larger than 4 bytes"), "{e}");
    for value in ["1K", " 1 kib ", "8", "1T"] {
        let out = bigame()
            .args(["analyze", pairs])
            .env("BIGAME_MAX_INPUT", value)
            .output()
            .unwrap();
        assert_eq!(out.stdout, b"a lose\nb win\nc lose\n", "{value:?}: {out:?}");
    }
}

/// Runs `bigame ARGS` with `header` then `line` again and again on its standard input until
/// it stops reading; it must exit with status 2 within a few seconds (an endless stream read
/// to the 4 GiB ceiling would take far longer): its stderr.
fn endless(args: &[&str], header: &[u8], line: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (header, chunk) = (header.to_vec(), line.repeat(4096));
    let writer = std::thread::spawn(move || {
        if stdin.write_all(&header).is_ok() {
            while stdin.write_all(&chunk).is_ok() {}
        }
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > TIMEOUT {
            child.kill().unwrap();
            panic!("{args:?} still reading an endless stream");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    writer.join().unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    // Stopped at once, not after gigabytes (which take tens of seconds at least).
    assert!(elapsed < Duration::from_secs(5), "{elapsed:?}");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_stream_past_its_header_count_stops_at_the_first_extra_line() {
    // `(echo 3 2; yes '1 2') | bigame analyze -`: line 4 is one too many.
    let e = endless(&["analyze", "-"], b"3 2\n", b"1 2\n");
    assert!(
        e.starts_with("bigame: <stdin>:4:1: unexpected '1' after the last of 2 edges"),
        "{e}"
    );
    let e = endless(&["analyze", "-"], b"c a path\np edge 3 2\n", b"e 1 2\n");
    assert_eq!(
        e,
        "bigame: <stdin>:5:1: more edge lines than the 2 the problem line declares\n"
    );
    let e = endless(
        &["analyze", "-"],
        b"%%MatrixMarket matrix coordinate pattern general\n% x\n2 2 1\n",
        b"1 1\n",
    );
    assert_eq!(
        e,
        "bigame: <stdin>:5:1: more entries than the 1 the size line declares\n"
    );
    // The other commands that read a graph stop too; and a blank line or a comment among
    // the edges is no extra line.
    for command in ["analyze", "decompose"] {
        let e = endless(&[command, "-"], b"3 2\n\n1 2\n\n", b"2 3\n");
        assert!(
            e.starts_with("bigame: <stdin>:6:1: unexpected '2'"),
            "{command}: {e}"
        );
    }
    let e = endless(
        &["analyze", "-"],
        b"p edge 3 2\nc\ne 1 2\nc\ne 2 3\nc\n",
        b"e 1 3\n",
    );
    assert!(e.starts_with("bigame: <stdin>:7:1: more edge lines"), "{e}");
}

#[test]
fn a_stream_within_its_header_count_is_read_whole() {
    // The count is exact, past the first 64 KiB too: 30000 edges of a path read as sent.
    let n = 30_001;
    let mut input = format!("{n} {}\n", n - 1);
    for v in 1..n {
        input.push_str(&format!("{v} {}\n", v + 1));
    }
    assert!(input.len() > 1 << 16);
    let out = bigame()
        .args(["analyze", "-", "--format", "json"])
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["vertices"], n);
    // One edge too many at the very end is refused at its line.
    input.push_str("1 3\n");
    let out = bigame()
        .args(["analyze", "-"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(
        e.starts_with(&format!("bigame: <stdin>:{}:1: unexpected '1'", n + 1)),
        "{e}"
    );
}

#[test]
fn one_vertex_limit_in_every_reading_and_in_gen() {
    let limit = bigame::graph::MAX_VERTICES;
    assert_eq!(limit, 1 << 26);
    let over = limit + 1;
    // The same message from every format that declares its vertex count.
    for (input, at) in [
        (format!("{over} 1\n1 2\n"), "1:1"),
        (format!("p edge {over} 1\ne 1 2\n"), "1:8"),
        (
            format!("{{\"vertices\": {over}, \"edges\": [[1, 2]]}}"),
            "1:21",
        ),
    ] {
        let out = bigame()
            .args(["analyze", "-"])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{input}");
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(
            e.starts_with(&format!(
                "bigame: <stdin>:{at}: {over} vertices is too many (at most {limit})"
            )),
            "{input}: {e}"
        );
    }
    // A square matrix too large as rows x columns names the reading that accepts it.
    let mtx = format!(
        "%%MatrixMarket matrix coordinate pattern general\n{} {} 1\n1 2\n",
        limit / 2 + 1,
        limit / 2 + 1
    );
    let file = temp_file("limits", "square.mtx", mtx.as_bytes());
    let e = refused(&["analyze", file.to_str().unwrap()], &[]);
    assert!(
        e.ends_with(&format!(
            "square.mtx:2:1: {0} rows and {0} columns make too many vertices (at most {limit}) \
             (--matrix adjacency reads this square matrix as a graph of {0} vertices)",
            limit / 2 + 1
        )),
        "{e}"
    );
    // gen graph says the same limit, whatever the size asked for.
    for args in [
        vec!["--vertices", "70000000"],
        vec!["--vertices", "5000000000"],
    ] {
        let out = bigame()
            .args(["gen", "graph", "--seed", "1", "--edges", "1"])
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let e = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            e,
            format!(
                "bigame: {} vertices is too many (at most {limit}, what the graph readers \
                 accept)\n",
                args[1]
            ),
            "{args:?}"
        );
    }
    let e = refused(
        &[
            "gen",
            "graph",
            "--seed",
            "1",
            "--edges",
            "1",
            "--bipartite",
            "--left",
            "40000000",
            "--right",
            "40000000",
        ],
        &[],
    );
    assert_eq!(
        e,
        format!(
            "bigame: --left 40000000 and --right 40000000 make 80000000 vertices, too many (at \
             most {limit}, what the graph readers accept)"
        )
    );
}

/// `bigame play FILE ARGS` with no moves: the first line, which names the vertex count, and
/// the second, which names the side that wins.
fn play_opening(file: &std::path::Path, args: &[&str]) -> (String, String) {
    let out = bigame()
        .arg("play")
        .arg(file)
        .args(args)
        .write_stdin("")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines().map(str::to_string);
    (lines.next().unwrap(), lines.next().unwrap())
}

#[test]
fn play_reads_a_matrix_as_asked() {
    // A directed triangle as a general matrix: rows x columns by default (a 6-cycle, every
    // vertex wins), or --matrix adjacency (a triangle, every vertex loses).
    let general = temp_file(
        "limits",
        "triangle.mtx",
        b"%%MatrixMarket matrix coordinate pattern general\n3 3 3\n1 2\n2 3\n3 1\n",
    );
    let six = "Playing on a graph with 6 vertices.";
    let three = "Playing on a graph with 3 vertices.";
    let (first, side) = play_opening(&general, &[]);
    assert_eq!(first, six);
    assert!(side.starts_with("The first player wins"), "{side}");
    assert_eq!(play_opening(&general, &["--matrix", "bipartite"]).0, six);
    let (first, side) = play_opening(&general, &["--matrix", "adjacency"]);
    assert_eq!(first, three);
    assert!(side.starts_with("The second player wins"), "{side}");
    // A symmetric file: its adjacency matrix by default, its double cover when asked.
    let symmetric = temp_file(
        "limits",
        "triangle-sym.mtx",
        b"%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n2 1\n3 2\n3 1\n",
    );
    assert_eq!(play_opening(&symmetric, &[]).0, three);
    assert_eq!(play_opening(&symmetric, &["--matrix", "bipartite"]).0, six);
    // The other reading options too: a pairs file with a weight column.
    let weighted = temp_file("limits", "weighted.txt", b"a b 0.5\nb c 2\n");
    let e = refused(&["play", weighted.to_str().unwrap()], &[]);
    assert!(e.contains("--weights ignore"), "{e}");
    assert_eq!(play_opening(&weighted, &["--weights", "ignore"]).0, three);
}

#[test]
fn graphml_is_streamed_with_edges_before_their_nodes_and_no_dtd() {
    // An edge may come before the nodes it names (the old tree reader allowed it).
    let xml = br#"<?xml version="1.0"?>
<graphml><graph edgedefault="directed">
<edge source="b" target="c"/>
<node id="a"/><node id="b"/><node id="c"/>
<edge source="a" target="b"/>
</graph></graphml>"#;
    let file = temp_file("limits", "forward.graphml", xml);
    let out = bigame()
        .args(["analyze", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.stdout, b"a lose\nb win\nc lose\n", "{out:?}");
    // A DTD (an entity bomb's vehicle), text outside the root and a second root are refused.
    for (bad, at, what) in [
        (
            &br#"<!DOCTYPE x [<!ENTITY a "aaaa">]><graphml/>"#[..],
            "1:1",
            "a DTD",
        ),
        (
            b"<graphml><graph><node id='a'/></graph></graphml>\nx",
            "1:49",
            "text outside",
        ),
        (
            b"<graphml><graph><node id='a'/></graph></graphml><g/>",
            "1:49",
            "a second root",
        ),
        (
            b"<graphml>\n<graph><node id='a'/></graph>",
            "1:1",
            "not closed",
        ),
        (
            b"<graphml><graph><node id='a'/><data key=d0>1</data></graph></graphml>",
            "1:31",
            "well-formed",
        ),
        (
            b"<graphml>\n<graph><node id='a'></graph></graphml>",
            "2:",
            "expected `</node>`",
        ),
    ] {
        let file = temp_file("limits", "bad.graphml", bad);
        let e = refused(&["analyze", file.to_str().unwrap()], &[]);
        assert!(e.contains(&format!("bad.graphml:{at}")), "{e}");
        assert!(
            e.contains("expected well-formed GraphML (XML)") || what == "a second root",
            "{e}"
        );
        assert!(e.contains(what), "{e}");
    }
}
