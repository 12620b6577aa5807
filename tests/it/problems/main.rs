//! The problem registry end to end: `bigame solve --problem NAME` gives the statements' samples
//! byte for byte (and the judge data of the three judge formats), `bigame problems` lists every
//! problem, and `bigame validate --problem NAME` accepts canonical files and names the first
//! violation of a corpus of non-canonical ones (one fault each) by line and column, exit 1.

use crate::common;
use common::{TempFile, bigame};
use std::path::{Path, PathBuf};

mod checker;
mod generated;
mod samples;
mod validators;

fn data(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(dir)
}

/// Every `X.in` of `dir` with its `X.out`.
fn cases(dir: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut cases: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(data(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| {
            let out = std::fs::read(p.with_extension("out")).unwrap();
            (p, out)
        })
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no cases in {dir}");
    cases
}

fn solve(problem: &str, path: &Path) -> std::process::Output {
    bigame()
        .args(["solve", "--problem", problem])
        .arg(path)
        .output()
        .unwrap()
}

/// `bigame check` on three files: its exit status and its one line on stderr (nothing on
/// stdout).
fn check(problem: &str, files: [&Path; 3]) -> (i32, String) {
    let out = bigame()
        .args(["check", "--problem", problem])
        .args(files)
        .output()
        .unwrap();
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
    (out.status.code().unwrap(), stderr)
}

/// A fresh input file (each in its own directory, so one name serves).
fn temp(contents: &[u8]) -> TempFile {
    common::temp_file("problems", "case.in", contents)
}
