//! `bigame check`: one test (testlib's result line on standard error and its exit status), or
//! a whole folder of tests (`--dir`: one line per test, a summary, the worst status).

use super::Failure;
use super::files::{display_name, input_limit, read_input};
use bigame::problems::{Problem, Verdict};
use bigame::read::TEXT_CHECK;
use bigame::read::graph_input::size_text;
use std::io::{Read, Write};
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
/// fails (exit status 3) before the output is looked at; an output that cannot be read or is
/// not text (see [`not_text`]) is the contestant's (testlib's `Output file not found`, a
/// presentation error), once the jury's answer has been checked.
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
    let contestant = match read_output(output, input_limit()) {
        Ok(bytes) => match not_text(&bytes, true) {
            None => return problem.check(&input, &bytes, &answer),
            Some(why) => format!("{}:{why}", display_name(output)),
        },
        Err(_) if !output.exists() && output.as_os_str() != "-" => {
            format!("Output file not found: \"{}\"", output.display())
        }
        Err(e) => format!("cannot read {}: {e}", display_name(output)),
    };
    // The jury's answer judged as an output runs the jury's checks alone: a wrong answer fails
    // there, a right one is accepted and the output takes the blame.
    match problem.check(&input, &answer, &answer) {
        Verdict::Accepted(_) => Verdict::PresentationError(contestant),
        jury => jury,
    }
}

/// The contestant's output, the file or standard input for `-`, read as it is: not
/// decompressed, not refused as an input would be (an output that is not text is judged by
/// [`not_text`]). Stops after the first [`TEXT_CHECK`] bytes of an output that is already not
/// text there, so an endless binary output costs nothing; more than `limit` bytes is an error.
/// `O(output length)`.
fn read_output(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let mut reader: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(path)?)
    };
    let mut bytes = Vec::new();
    reader
        .by_ref()
        .take(TEXT_CHECK as u64)
        .read_to_end(&mut bytes)?;
    if bytes.len() == TEXT_CHECK && not_text(&bytes, false).is_none() {
        reader
            .take(limit.saturating_add(1))
            .read_to_end(&mut bytes)?;
    }
    if bytes.len() as u64 > limit {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("the output is larger than {}", size_text(limit)),
        ));
    }
    Ok(bytes)
}

/// Why an output is not text, as `line:column: ...` (1-based), or `None` for text: UTF-8 with
/// no control character but the whitespace ones (tab, newline, carriage return, form feed,
/// vertical tab). A sequence cut at the end of `bytes` is text unless `whole` (the rest may
/// follow). `O(bytes)`.
fn not_text(bytes: &[u8], whole: bool) -> Option<String> {
    let (valid, utf8) = match std::str::from_utf8(bytes) {
        Ok(text) => (text.len(), false),
        Err(e) => (e.valid_up_to(), whole || e.error_len().is_some()),
    };
    let control = bytes[..valid]
        .iter()
        .position(|&b| (b < 0x20 && !b"\t\n\r\x0b\x0c".contains(&b)) || b == 0x7f);
    let (at, why) = match (control, utf8) {
        (Some(at), _) => (at, format!("byte 0x{:02x}, a control character", bytes[at])),
        (None, true) => (valid, format!("byte 0x{:02x}, not UTF-8", bytes[valid])),
        (None, false) => return None,
    };
    let line_start = bytes[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |k| k + 1);
    let line = 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
    Some(format!(
        "{line}:{}: the output is not text: found {why} (a binary file?)",
        at - line_start + 1
    ))
}

#[cfg(test)]
mod tests {
    use super::not_text;

    #[test]
    fn not_text_names_the_first_byte_that_is_not_text() {
        assert_eq!(not_text(b"1\n2 3\r\n\t\x0c", true), None);
        assert_eq!(not_text("d\u{e9}j\u{e0}\n".as_bytes(), true), None);
        // A sequence cut at the end of a chunk may go on in the next one, not at the end.
        let cut = &"1 \u{e9}".as_bytes()[..3];
        assert_eq!(not_text(cut, false), None);
        assert!(not_text(cut, true).unwrap().starts_with("1:3: "));
        let nul = not_text(b"1\n2\x003", true).unwrap();
        assert!(
            nul.starts_with("2:2: the output is not text: found byte 0x00"),
            "{nul}"
        );
        let latin1 = not_text(b"ok \xe9t\xe9\n", false).unwrap();
        assert!(latin1.starts_with("1:4: the output is not text: found byte 0xe9, not UTF-8"));
        assert!(not_text(b"\x1b[31m", true).unwrap().starts_with("1:1:"));
        assert!(not_text(b"\x7f", true).is_some());
    }
}
