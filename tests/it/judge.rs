//! The judges' data (tests/data) and the shipped examples, byte-exact, through the CLI,
//! with every algorithm.

use crate::common;
use common::{algorithm_names, bigame};
use std::path::{Path, PathBuf};

fn testdata(problem: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(problem);
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no *.in files in {}", dir.display());
    inputs
}

fn check(input: &Path, expected: &Path, args: &[&str]) {
    let want = std::fs::read(expected).unwrap_or_else(|e| panic!("{}: {e}", expected.display()));
    let got = bigame().args(args).arg(input).output().unwrap();
    assert!(
        got.status.success(),
        "{} {args:?}: {}",
        input.display(),
        String::from_utf8_lossy(&got.stderr)
    );
    assert!(
        got.stdout == want,
        "{} {args:?}: output differs\n--- got\n{}\n--- want\n{}",
        input.display(),
        String::from_utf8_lossy(&got.stdout),
        String::from_utf8_lossy(&want)
    );
}

/// Every case of `problem`, byte-exact, with every algorithm; `format` selects the output.
fn every_case_every_algorithm(problem: &str, format: &str) {
    let inputs = testdata(problem);
    assert!(inputs.iter().any(|p| p.ends_with("sample1.in")));
    for input in inputs {
        for algorithm in algorithm_names() {
            check(
                &input,
                &input.with_extension("out"),
                &["board", "--format", format, "--algorithm", algorithm],
            );
        }
    }
}

#[test]
fn loj6033_every_case_every_algorithm() {
    every_case_every_algorithm("loj6033", "loj6033");
    // loj6033 is the default format
    for input in testdata("loj6033") {
        check(&input, &input.with_extension("out"), &["board"]);
    }
}

#[test]
fn jsoi2009_every_case_every_algorithm() {
    every_case_every_algorithm("jsoi2009", "jsoi2009");
}

#[test]
fn shipped_examples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "txt") {
            for algorithm in algorithm_names() {
                check(
                    &path,
                    &path.with_extension("out"),
                    &["board", "--algorithm", algorithm],
                );
            }
            count += 1;
        }
    }
    assert!(count >= 4);
}

/// The small examples worked out by hand, so the shipped `.out` files cannot drift silently.
#[test]
fn hand_checked_examples() {
    let expect = |name: &str, want: &str| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("examples")
            .join(name);
        assert_eq!(std::fs::read_to_string(path).unwrap(), want, "{name}");
    };
    // A plus sign is a star K_{1,4}: the centre is in every maximum matching, no arm is.
    expect("cross.out", "4\n1 2\n2 1\n2 3\n3 2\n");
    // A ring of 8 cells has a perfect matching: the placer wins nowhere.
    expect("ring.out", "0\n");
    // A path of 5 cells: the ends and the middle can each be left unmatched.
    expect("corridor.out", "3\n1 1\n1 3\n1 5\n");
}
