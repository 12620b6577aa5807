//! `bigame check` judges the jury before the contestant (a wrong input or answer is FAIL,
//! whatever the output), blames a missing output on the contestant, and judges whole folders
//! (`--dir`) and a binary output as a presentation error; `gen batch` never mixes a new
//! batch with old tests.

use super::*;
use std::process::Output;

/// A fresh folder for a batch (removed by the caller's `remove_dir_all`).
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("checker")
        .join(format!("{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn gen_batch(problem: &str, count: &str, seed: &str, dir: &Path, force: bool) -> Output {
    let mut cmd = bigame();
    cmd.args(["gen", "batch", "--problem", problem, "--count", count])
        .args(["--seed", seed, "--out-dir"])
        .arg(dir);
    if force {
        cmd.arg("--force");
    }
    cmd.output().unwrap()
}

/// The cases: an answer that is a word, one cut to its count line, and a two-line
/// answer to a Planinarenje input with more peaks all fail, even against an output equal to
/// them; the solver's answer is accepted against itself.
#[test]
fn a_wrong_answer_file_fails_before_the_output_is_judged() {
    let dir = folder("jury");
    assert!(gen_batch("loj6033", "5", "1", &dir, false).status.success());
    let input = dir.join("5.in");
    let answer = dir.join("5.ans");
    assert_eq!(check("loj6033", [&input, &answer, &answer]).0, 0);
    let text = std::fs::read_to_string(&answer).unwrap();
    let count = text.lines().next().unwrap().to_string();
    let word = temp(b"xx\n");
    let cut = temp(format!("{count}\n").as_bytes());
    let (answer, word, cut): (&Path, &Path, &Path) = (&answer, &word, &cut);
    for (output, jury) in [(answer, word), (word, word), (answer, cut), (cut, cut)] {
        let (code, stderr) = check("loj6033", [&input, output, jury]);
        assert_eq!(code, 3, "{stderr}");
        assert!(
            stderr.starts_with("FAIL the answer file is not the answer to the input"),
            "{stderr}"
        );
    }
    // Three peaks, two answer lines.
    let input = temp(b"3 2\n1 1\n2 2\n");
    let solved = solve("planinarenje", &input).stdout;
    assert_eq!(solved, b"Slavko\nSlavko\nMirko\n");
    let short = temp(b"Slavko\nSlavko\n");
    let (code, stderr) = check("planinarenje", [&input, &short, &short]);
    assert_eq!(code, 3, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A missing output is testlib's `Output file not found`, a presentation error (2), unless
/// the jury is wrong too; a missing input or answer is the jury's failure (3).
#[test]
fn a_missing_output_is_the_contestants_fault() {
    let input = temp(b"1 3\n...\n");
    let answer = temp(b"2\n1 1\n1 3\n");
    let missing = input.with_file_name("missing.out");
    let (code, stderr) = check("loj6033", [&input, &missing, &answer]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.starts_with("wrong output format Output file not found"),
        "{stderr}"
    );
    let wrong = temp(b"1\n1 2\n");
    let (code, stderr) = check("loj6033", [&input, &missing, &wrong]);
    assert_eq!(code, 3, "{stderr}");
    let (code, stderr) = check("loj6033", [&input, &answer, &missing]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.starts_with("FAIL cannot read"), "{stderr}");
}

/// An output that is not text (NUL bytes, other control bytes, bytes that are not UTF-8,
/// early or past the first 64 KiB) is the contestant's presentation error (2) with its own
/// message, for every problem, token-compared ones included; the same bytes as the input or
/// the answer are the jury's failure (3).
#[test]
fn a_binary_output_is_a_presentation_error() {
    let mut late = vec![b' '; 70_000];
    late.extend_from_slice(b"\0\0");
    let garbage: [(&[u8], &str); 4] = [
        (b"\0\0\0\0", "1:1: the output is not text: found byte 0x00"),
        (
            b"\xff\xfe\xfd\n",
            "1:1: the output is not text: found byte 0xff, not UTF-8",
        ),
        (
            b"Slavko\n\x1b[0m\n",
            "2:1: the output is not text: found byte 0x1b",
        ),
        (&late, "1:70001: the output is not text: found byte 0x00"),
    ];
    let problems = [
        ("loj6033", "1 3\n...\n", "2\n1 1\n1 3\n"),
        ("jsoi2009", "1 3\n...\n", "WIN\n1 1\n1 3\n"),
        ("planinarenje", "3 2\n1 1\n2 2\n", "Slavko\nSlavko\nMirko\n"),
        ("winning-move", "3 2 2\n1 2\n2 3\n", "win 1\n"),
    ];
    for (problem, input, answer) in problems {
        let (input, answer) = (temp(input.as_bytes()), temp(answer.as_bytes()));
        assert_eq!(check(problem, [&input, &answer, &answer]).0, 0, "{problem}");
        for (bytes, why) in garbage {
            let output = temp(bytes);
            let (code, stderr) = check(problem, [&input, &output, &answer]);
            assert_eq!(code, 2, "{problem}: {stderr}");
            let name = output.display().to_string();
            assert!(
                stderr.starts_with(&format!("wrong output format {name}:{why}")),
                "{problem}: {stderr}"
            );
            let (code, stderr) = check(problem, [&input, &answer, &output]);
            assert_eq!(code, 3, "{problem}: {stderr}");
            let (code, stderr) = check(problem, [&output, &answer, &answer]);
            assert_eq!(code, 3, "{problem}: {stderr}");
        }
    }
}

/// `check --dir`: one line per test in the tests' order, a summary, the worst status.
#[test]
fn check_dir_judges_a_whole_folder() {
    let dir = folder("dir");
    assert!(
        gen_batch("winning-move", "10", "4", &dir, false)
            .status
            .success()
    );
    let run = || {
        let out = bigame()
            .args(["check", "--problem", "winning-move", "--dir"])
            .arg(&dir)
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        (out.status.code().unwrap(), stdout)
    };
    for i in 1..=10 {
        std::fs::copy(dir.join(format!("{i}.ans")), dir.join(format!("{i}.out"))).unwrap();
    }
    let (code, stdout) = run();
    assert_eq!(code, 0, "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 11, "{stdout}");
    for (i, line) in lines[..10].iter().enumerate() {
        assert!(line.starts_with(&format!("{}: ok ", i + 1)), "{stdout}");
    }
    assert_eq!(lines[10], "10 tests: 10 ok");
    // A wrong answer, then a missing output, then a broken jury: each raises the status.
    std::fs::write(dir.join("3.out"), "win 1000000\n").unwrap();
    let (code, stdout) = run();
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("\n3: wrong answer "), "{stdout}");
    std::fs::remove_file(dir.join("10.out")).unwrap();
    let (code, stdout) = run();
    assert_eq!(code, 2, "{stdout}");
    assert!(stdout.contains("\n10: wrong output format Output file not found"));
    std::fs::write(dir.join("7.ans"), "maybe\n").unwrap();
    let (code, stdout) = run();
    assert_eq!(code, 3, "{stdout}");
    assert!(stdout.contains("\n7: FAIL the answer file"), "{stdout}");
    assert!(
        stdout.ends_with("10 tests: 7 ok, 1 wrong answer, 1 wrong output format, 1 FAIL\n"),
        "{stdout}"
    );
    // A folder without tests is the jury's failure.
    let empty = folder("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = bigame()
        .args(["check", "--problem", "loj6033", "--dir"])
        .arg(&empty)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&empty);
}

/// `gen batch` refuses a folder with tests in it, so no old test outlives a smaller
/// `--count`; `--force` removes the old numbered files (and nothing else).
#[test]
fn gen_batch_refuses_a_folder_with_tests_unless_forced() {
    let dir = folder("force");
    assert!(gen_batch("loj6033", "5", "1", &dir, false).status.success());
    std::fs::write(dir.join("5.out"), "0\n").unwrap();
    std::fs::write(dir.join("notes.txt"), "mine\n").unwrap();
    let before = std::fs::read(dir.join("1.in")).unwrap();
    let out = gen_batch("loj6033", "2", "2", &dir, false);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("already holds tests") && stderr.contains("--force"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(dir.join("1.in")).unwrap(), before);
    assert!(gen_batch("loj6033", "2", "2", &dir, true).status.success());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["1.ans", "1.in", "2.ans", "2.in", "notes.txt"]);
    let _ = std::fs::remove_dir_all(&dir);
}
