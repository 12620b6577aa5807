//! A reader that goes away (`bigame ... | head -c 100`) ends every output quietly, as ripgrep
//! and fd do: exit status 0 and nothing on stderr, whatever the command and format.

use crate::common::{TempFile, temp_file};
use std::io::Read;
use std::process::{Command, Stdio};

/// What `bigame ARGS` prints (it must succeed), written to a fresh file `name`.
fn generated(name: &str, args: &[&str]) -> TempFile {
    let out = crate::common::bigame().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}");
    temp_file("cli-pipes", name, &out.stdout)
}

/// Runs `bigame ARGS`, reads the first 100 bytes of its output and closes the pipe; the
/// command's exit status and its standard error.
fn head_100(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut head = [0u8; 100];
    stdout.read_exact(&mut head).unwrap();
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (child.wait().unwrap().code(), stderr)
}

#[test]
fn a_closed_pipe_ends_every_output_quietly() {
    // Inputs whose answers are far larger than a pipe's buffer (64 KiB), so that the command
    // is still writing when the pipe closes.
    let graph = generated(
        "g.txt",
        &["gen", "graph", "-n", "30000", "-m", "60000", "--seed", "1"],
    );
    let bipartite = generated(
        "b.txt",
        &[
            "gen",
            "graph",
            "-n",
            "30000",
            "-m",
            "60000",
            "--bipartite",
            "--seed",
            "1",
        ],
    );
    let board = generated(
        "board.txt",
        &[
            "gen",
            "board",
            "--rows",
            "400",
            "--cols",
            "400",
            "--blocked",
            "30",
            "--seed",
            "1",
        ],
    );
    let record = generated(
        "record.txt",
        &[
            "gen", "bunny", "--rows", "60", "--cols", "60", "-k", "1200", "--seed", "1",
        ],
    );
    let g = graph.to_str().unwrap();
    let b = bipartite.to_str().unwrap();
    let board = board.to_str().unwrap();
    let record = record.to_str().unwrap();
    let runs: Vec<Vec<&str>> = vec![
        vec!["analyze", g, "--format", "text"],
        vec!["analyze", g, "--format", "table"],
        vec!["analyze", g, "--format", "json"],
        vec!["analyze", g, "--decomposition", "--format", "json"],
        vec!["analyze", g, "--certificate", "-"],
        vec!["decompose", b, "--format", "text"],
        vec!["decompose", b, "--format", "json"],
        vec!["decompose", b, "--edges", "--format", "text"],
        vec!["decompose", b, "--edges", "--format", "json"],
        vec!["board", board, "--format", "loj6033"],
        vec!["board", board, "--format", "pretty"],
        vec!["board", board, "--format", "json"],
        vec!["board", board, "--svg", "-"],
        vec!["review", record, "--format", "explain"],
        vec!["review", record, "--format", "json"],
        vec!["review", record, "--svg", "-"],
        vec!["solve", "--problem", "loj6033", board],
        vec![
            "gen", "graph", "-n", "100000", "-m", "300000", "--seed", "2",
        ],
        vec![
            "gen", "graph", "-n", "100000", "-m", "300000", "--format", "json", "--seed", "2",
        ],
        vec![
            "gen", "graph", "-n", "100000", "-m", "300000", "--gzip", "--seed", "2",
        ],
        vec![
            "gen", "board", "--rows", "500", "--cols", "500", "--seed", "2",
        ],
    ];
    for args in runs {
        let (code, stderr) = head_100(&args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}
