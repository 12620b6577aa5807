//! Usage errors found by the argument parser: exit status 2, nothing on stdout, a message on
//! stderr; `--help` is no error.

use crate::cli::board::BENT;
use crate::cli::run::file;
use crate::common::bigame;
use predicates::prelude::*;

#[test]
fn usage_errors() {
    let board = file("usage_board", BENT);
    let graph = file("usage_graph", b"2 1\n1 2\n");
    let cases: Vec<Vec<std::ffi::OsString>> = vec![
        vec![
            "board".into(),
            "--algorithm".into(),
            "hungarian".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--algorithm".into(),
            "".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--format".into(),
            "yaml".into(),
            board.as_os_str().into(),
        ],
        vec![
            "board".into(),
            "--format".into(),
            "LOJ6033".into(),
            board.as_os_str().into(),
        ],
        vec![
            "analyze".into(),
            "--algorithm".into(),
            "hungarian".into(),
            graph.as_os_str().into(),
        ],
        vec![
            "analyze".into(),
            "--format".into(),
            "pretty".into(),
            graph.as_os_str().into(),
        ],
        vec!["board".into()],
        vec!["analyze".into()],
        vec![
            "board".into(),
            board.as_os_str().into(),
            board.as_os_str().into(),
        ],
        vec!["solve".into(), board.as_os_str().into()],
        vec![],
    ];
    for args in cases {
        let out = bigame().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    // Help and version are not errors.
    bigame()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("board").and(predicate::str::contains("analyze")));
    bigame()
        .args(["board", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("jsoi2009"));
}
