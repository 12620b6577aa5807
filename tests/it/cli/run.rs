//! Running `bigame` on a file and the contract of a refused run: exit status 2, nothing on
//! stdout, one line on stderr starting `bigame: `.

use crate::common::{self, TempFile, bigame};

/// Writes `contents` to a fresh file `NAME.txt`.
pub fn file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("cli", &format!("{name}.txt"), contents)
}

/// Runs `bigame <args> FILE` on `input` and returns stdout, requiring success and silence on
/// stderr.
pub fn run_ok(name: &str, input: &[u8], args: &[&str]) -> String {
    let path = file(name, input);
    let out = bigame().args(args).arg(&path).output().unwrap();
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{name} {args:?}: stderr not empty");
    String::from_utf8(out.stdout).unwrap()
}

/// Checks the common contract of a refused run and returns the single stderr line (without
/// its newline).
pub fn refused(out: &std::process::Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{what}: exit status {:?}, stderr {stderr:?}",
        out.status
    );
    assert!(
        out.stdout.is_empty(),
        "{what}: stdout not empty: {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
        "{what}: stderr is not exactly one line: {stderr:?}"
    );
    assert!(
        stderr.starts_with("bigame: "),
        "{what}: stderr does not start with 'bigame: ': {stderr:?}"
    );
    stderr.trim_end_matches('\n').to_string()
}

/// Runs `bigame <args> FILE` on `input`, requires it to be refused, and requires the message to
/// start with `bigame: FILE:LINE:COL: ` and contain `needle`.
pub fn fails_at(name: &str, input: &[u8], args: &[&str], line: usize, column: usize, needle: &str) {
    let path = file(name, input);
    let out = bigame().args(args).arg(&path).output().unwrap();
    let what = format!("{name} {args:?}");
    let message = refused(&out, &what);
    let prefix = format!("bigame: {}:{line}:{column}: ", path.display());
    assert!(
        message.starts_with(&prefix),
        "{what}: expected a message starting with {prefix:?}, got {message:?}"
    );
    assert!(
        message.contains(needle),
        "{what}: expected {needle:?} in {message:?}"
    );
}
