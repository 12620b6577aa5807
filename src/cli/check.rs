//! `bigame check`: one test (testlib's result line on standard error and its exit status), or
//! a whole folder of tests (`--dir`: one line per test, a summary, the worst status).

use super::Failure;
use super::files::{display_name, read_input};
use bigame::problems::{Problem, Verdict};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The registered problem `name` (clap has checked it is one).
fn problem(name: &str) -> &'static dyn Problem {
    bigame::problems::find(name).expect("clap checked the problem's name")
}

/// `bigame check --problem NAME INPUT OUTPUT ANSWER`: testlib's result line on stderr (`ok`,
/// `wrong answer`, `wrong output format`, `FAIL ...`) and its exit status (0, 1, 2, 3). The
/// checker's cost (a solve of the input).
pub fn check(name: &str, input: &Path, output: &Path, answer: &Path) -> Result<(), Failure> {
    let verdict = judge(problem(name), input, output, answer);
    eprintln!("{verdict}");
    match verdict.exit_code() {
        0 => Ok(()),
        code => Err(Failure::Exit(code)),
    }
}

/// `bigame check --problem NAME --dir DIR`: every `N.in` of `DIR` judged with its `N.out`
/// and `N.ans`, one line each on `out` in the order of `N`, then a summary; the worst
/// verdict's status (a folder without tests: FAIL). The checker's cost per test.
pub fn check_dir(name: &str, dir: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let problem = problem(name);
    let tests = match tests_in(dir) {
        Ok(tests) if !tests.is_empty() => tests,
        Ok(_) => return fail(format!("no tests in {} (no file N.in)", dir.display())),
        Err(e) => return fail(format!("cannot read the folder {}: {e}", dir.display())),
    };
    let mut counts = [0usize; 4];
    for stem in &tests {
        let file = |extension: &str| dir.join(format!("{stem}.{extension}"));
        let verdict = judge(problem, &file("in"), &file("out"), &file("ans"));
        writeln!(out, "{stem}: {verdict}")?;
        counts[verdict.exit_code() as usize] += 1;
    }
    let names = ["ok", "wrong answer", "wrong output format", "FAIL"];
    let summary: Vec<String> = (0..4)
        .filter(|&i| counts[i] > 0)
        .map(|i| format!("{} {}", counts[i], names[i]))
        .collect();
    let total = super::plural(tests.len(), "test", "tests");
    writeln!(out, "{total}: {}", summary.join(", "))?;
    match (0..4).rev().find(|&i| counts[i] > 0) {
        Some(worst) if worst > 0 => {
            out.flush()?;
            Err(Failure::Exit(worst as i32))
        }
        _ => Ok(()),
    }
}

/// A failure of the jury's side of a folder run: its line on stderr, exit status 3.
fn fail(message: String) -> Result<(), Failure> {
    eprintln!("FAIL {message}");
    Err(Failure::Exit(3))
}

/// The stems `N` of the files `N.in` in `dir`, numbers in numeric order first, then other
/// names in byte order. `O(files log files)`.
fn tests_in(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut stems = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path: PathBuf = entry?.path();
        if path.extension().is_some_and(|e| e == "in")
            && let Some(stem) = path.file_stem().and_then(|s| s.to_str())
        {
            stems.push(stem.to_string());
        }
    }
    stems.sort_by_key(|s| (s.parse::<u64>().map_or(u64::MAX, |n| n), s.clone()));
    Ok(stems)
}

/// One test's verdict. The jury's files come first: an input or answer that cannot be read
/// fails (exit status 3) before the output is looked at; an output that cannot be read is
/// the contestant's (testlib's `Output file not found`, a presentation error), once the
/// jury's answer has been checked.
fn judge(problem: &dyn Problem, input: &Path, output: &Path, answer: &Path) -> Verdict {
    let read = |path: &Path| match read_input(path) {
        Ok(bytes) => Ok(bytes),
        Err(Failure::BadInput(message)) => Err(message),
        Err(_) => Err(format!("cannot read {}", display_name(path))),
    };
    let (input, answer) = match (read(input), read(answer)) {
        (Ok(input), Ok(answer)) => (input, answer),
        (Err(message), _) | (_, Err(message)) => return Verdict::Fail(message),
    };
    match read(output) {
        Ok(output) => problem.check(&input, &output, &answer),
        // The jury's answer judged as an output runs the jury's checks alone: a wrong answer
        // fails there, a right one is accepted.
        Err(message) => match problem.check(&input, &answer, &answer) {
            Verdict::Accepted(_) if !output.exists() && output.as_os_str() != "-" => {
                Verdict::PresentationError(format!(
                    "Output file not found: \"{}\"",
                    output.display()
                ))
            }
            Verdict::Accepted(_) => Verdict::PresentationError(message),
            jury => jury,
        },
    }
}
