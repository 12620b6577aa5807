//! The problem registry end to end: `bigame solve --problem NAME` gives the statements' samples
//! byte for byte (and the judge data of the three judge formats), `bigame problems` lists every
//! problem, and `bigame validate --problem NAME` accepts canonical files and names the first
//! violation of a corpus of non-canonical ones (one fault each) by line and column, exit 1.

mod common;
use common::{TempFile, bigame};
use std::path::{Path, PathBuf};

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

#[test]
fn samples_and_judge_data_are_byte_exact() {
    for (problem, dir) in [
        ("loj6033", "loj6033"),
        ("jsoi2009", "jsoi2009"),
        ("noi2011", "noi2011"),
        ("planinarenje", "problems/planinarenje"),
        ("vertex-deletion", "problems/vertex-deletion"),
        ("first-player-chooses", "problems/first-player-chooses"),
        ("vertex-deletion-graph", "problems/vertex-deletion-graph"),
        ("combination-lock", "problems/combination-lock"),
        ("combination-locks", "problems/combination-locks"),
        ("winning-move", "problems/winning-move"),
    ] {
        for (input, expected) in cases(dir) {
            let out = solve(problem, &input);
            assert!(out.status.success(), "{problem} {}", input.display());
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&expected),
                "{problem} {}",
                input.display()
            );
        }
    }
}

#[test]
fn solve_matches_the_older_commands() {
    // The registry's loj6033 / jsoi2009 / noi2011 are today's formats, unchanged bytes.
    for (problem, dir, args) in [
        ("loj6033", "loj6033", &["board", "--format", "loj6033"][..]),
        (
            "jsoi2009",
            "jsoi2009",
            &["board", "--format", "jsoi2009"][..],
        ),
        ("noi2011", "noi2011", &["review"][..]),
    ] {
        for (input, _) in cases(dir) {
            let old = bigame().args(args).arg(&input).output().unwrap();
            assert_eq!(
                solve(problem, &input).stdout,
                old.stdout,
                "{}",
                input.display()
            );
        }
    }
}

#[test]
fn the_official_samples_are_valid_except_noi2011s_trailing_spaces() {
    for (problem, dir) in [
        ("loj6033", "loj6033"),
        ("jsoi2009", "jsoi2009"),
        ("planinarenje", "problems/planinarenje"),
        ("vertex-deletion", "problems/vertex-deletion"),
        ("first-player-chooses", "problems/first-player-chooses"),
        ("vertex-deletion-graph", "problems/vertex-deletion-graph"),
        ("combination-lock", "problems/combination-lock"),
        ("combination-locks", "problems/combination-locks"),
        ("winning-move", "problems/winning-move"),
    ] {
        for (input, _) in cases(dir) {
            let name = input.file_name().unwrap().to_string_lossy().to_string();
            if !(name.starts_with("sample") || dir.starts_with("problems")) {
                continue;
            }
            let out = bigame()
                .args(["validate", "--problem", problem])
                .arg(&input)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{problem} {name}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(out.stdout, b"ok\n");
        }
    }
    // NOI 2011's statement prints its samples with a space at the end of every input line:
    // a strict validator refuses them, while the solver reads them.
    let out = bigame()
        .args(["validate", "--problem", "noi2011"])
        .arg(data("noi2011/sample1.in"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .ends_with("sample1.in:1:4: expected a line end, found a trailing space\n")
    );
}

#[test]
fn problems_lists_every_problem() {
    let out = bigame().arg("problems").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for name in [
        "loj6033",
        "jsoi2009",
        "noi2011",
        "planinarenje",
        "first-player-chooses",
        "vertex-deletion",
        "vertex-deletion-graph",
        "combination-lock",
        "combination-locks",
        "winning-move",
    ] {
        assert!(
            text.lines().any(|l| l == name),
            "{name} missing from:\n{text}"
        );
    }
    assert_eq!(text.matches("    limits: ").count(), 10);
}

fn temp(contents: &[u8]) -> TempFile {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let i = N.fetch_add(1, Ordering::Relaxed);
    common::temp_file("problems", &format!("case{i}.in"), contents)
}

/// One fault per file: the problem, the file, where the validator must point, a word of its
/// message.
const INVALID: &[(&str, &[u8], usize, usize, &str)] = &[
    ("loj6033", b"2  2\n#.\n..\n", 1, 3, "second space"),
    ("loj6033", b"2 2\r\n#.\r\n..\r\n", 1, 4, "CRLF"),
    ("loj6033", b"2 2\n#.\n..", 3, 3, "no final newline"),
    ("loj6033", b"2 2 \n#.\n..\n", 1, 4, "trailing space"),
    (
        "loj6033",
        b"\xEF\xBB\xBF2 2\n#.\n..\n",
        1,
        1,
        "byte order mark",
    ),
    ("loj6033", b"2 101\n", 1, 3, "m = 101 is out of range"),
    ("loj6033", b"3 2\n#.\n..\n", 4, 1, "expected row 3"),
    ("loj6033", b"2 2\n#.\n.x\n", 3, 2, "found 'x'"),
    ("loj6033", b"2 2\n#.\n...\n", 3, 3, "row 2 has 3 cells"),
    ("loj6033", b"2 2\n#.\n..\n\n", 4, 1, "blank line"),
    ("loj6033", b"02 2\n#.\n..\n", 1, 1, "leading zeros"),
    ("jsoi2009", b"1 2\n.a\n", 2, 2, "found 'a'"),
    (
        "noi2011",
        b"1 6\nXO..XO\n1\n1 2\n1 1\n",
        2,
        4,
        "exactly one empty cell",
    ),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1\n1 2\n1 4\n",
        5,
        1,
        "not next to the empty cell",
    ),
    ("noi2011", b"1 6\nXX.OXO\n1\n1 2\n1 1\n", 4, 1, "holds no O"),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1001\n",
        3,
        1,
        "k = 1001 is out of range",
    ),
    (
        "noi2011",
        b"1 6\nXO.OXO\n1\n1 2\n1 7\n",
        5,
        3,
        "y = 7 is out of range",
    ),
    ("noi2011", b"1 6\nXO.OXO\n1\n1 2\n", 5, 1, "expected x"),
    (
        "noi2011",
        b"2 3\nOOX\nX.O\n1\n1 2\n1 3\n",
        7,
        1,
        "second player wins",
    ),
    (
        "planinarenje",
        b"2 3\n1 2\n2 2\n1 2\n",
        4,
        1,
        "appears twice",
    ),
    (
        "planinarenje",
        b"2 5\n1 1\n1 2\n2 1\n2 2\n1 1\n",
        1,
        3,
        "M = 5 is out of range",
    ),
    (
        "planinarenje",
        b"5001 1\n1 1\n",
        1,
        1,
        "N = 5001 is out of range",
    ),
    ("planinarenje", b"2 1\n1 3\n", 2, 3, "d = 3 is out of range"),
    ("planinarenje", b"2 2\n1 1\n", 3, 1, "expected v"),
    (
        "planinarenje",
        b"2 1\n1\t1\n",
        2,
        2,
        "expected a space, found a tab",
    ),
    ("vertex-deletion", b"3\n2 1\n2 3\n", 2, 3, "expected u < v"),
    ("vertex-deletion", b"4\n1 2\n2 3\n1 3\n", 4, 1, "not a tree"),
    ("vertex-deletion", b"1\n", 1, 1, "N = 1 is out of range"),
    (
        "vertex-deletion",
        b"3\n1 2\n2 3\n3 4\n",
        4,
        1,
        "expected end of file",
    ),
    (
        "first-player-chooses",
        b"3 2\n1 2\n2 1\n",
        3,
        1,
        "appears twice",
    ),
    ("first-player-chooses", b"3 1\n2 2\n", 2, 1, "self-loop"),
    (
        "first-player-chooses",
        b"0 0\n",
        1,
        1,
        "n = 0 is out of range",
    ),
    ("vertex-deletion-graph", b"3 1\n1 +2\n", 2, 3, "found '+2'"),
    ("combination-lock", b"11\n", 1, 1, "T = 11 is out of range"),
    (
        "combination-lock",
        b"1\n6 0 123456\n",
        2,
        1,
        "m = 6 is out of range",
    ),
    (
        "combination-lock",
        b"1\n1 10 0\n",
        2,
        3,
        "n = 10 is out of range",
    ),
    (
        "combination-lock",
        b"1\n2 1 1a\n",
        2,
        6,
        "expected a digit ('0' to '9'), found 'a'",
    ),
    (
        "combination-lock",
        b"1\n2 1 12\n123\n",
        3,
        3,
        "has 3 digits, expected 2",
    ),
    (
        "combination-lock",
        b"1\n2 2 12\n34\n34\n",
        4,
        1,
        "appears twice",
    ),
    (
        "combination-lock",
        b"1\n2 1 12\n12\n",
        3,
        1,
        "is the initial password",
    ),
    (
        "combination-lock",
        b"1\n2 0 12\n\n",
        3,
        1,
        "expected end of file",
    ),
    ("combination-locks", b"21\n", 1, 1, "T = 21 is out of range"),
    (
        "combination-locks",
        b"1\n11 0\n",
        2,
        1,
        "N = 11 is out of range",
    ),
    (
        "combination-locks",
        b"1\n2 1001\n",
        2,
        3,
        "C = 1001 is out of range",
    ),
    (
        "combination-locks",
        b"1\n2 0\n12\n8\n",
        4,
        2,
        "has 1 digit, expected 2",
    ),
    (
        "combination-locks",
        b"1\n2 1\n12\n89\n=x\n",
        5,
        2,
        "expected a character ('=' or '.'), found 'x'",
    ),
    (
        "combination-locks",
        b"1\n2 2\n12\n89\n=.\n=.\n",
        6,
        1,
        "appears twice",
    ),
    (
        "combination-locks",
        b"1\n2 1\n12\n19\n=.\n",
        5,
        1,
        "is the starting pattern",
    ),
    ("combination-locks", b"2\n1 0\n1\n2\n", 5, 1, "expected N"),
    (
        "winning-move",
        b"2 1 3\n1 2\n",
        1,
        5,
        "s = 3 is out of range",
    ),
    ("winning-move", b"2 1\n1 2\n", 1, 4, "expected a space"),
    ("winning-move", b"2 2 1\n1 2\n2 1\n", 3, 1, "appears twice"),
];

#[test]
fn validators_name_the_first_violation() {
    for &(problem, input, line, column, needle) in INVALID {
        let file = temp(input);
        let out = bigame()
            .args(["validate", "--problem", problem])
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let shown = String::from_utf8_lossy(input);
        assert_eq!(out.status.code(), Some(1), "{problem} {shown:?}: {stderr}");
        assert!(out.stdout.is_empty());
        let prefix = format!("bigame: {}:{line}:{column}: ", file.0.display());
        assert!(
            stderr.starts_with(&prefix)
                && stderr.contains(needle)
                && stderr.matches('\n').count() == 1,
            "{problem} {shown:?}: expected {prefix}...{needle}..., got {stderr}"
        );
    }
}

#[test]
fn solvers_stay_lenient_and_name_bad_input() {
    // Any whitespace, a BOM and limits past the statement's are fine for the solver.
    let file = temp(b"\xEF\xBB\xBF2   3\r\n1 2\n2 2\t\n2 1");
    let out = solve("planinarenje", &file);
    assert!(out.status.success());
    assert_eq!(out.stdout, b"Slavko\nSlavko\n");
    let file = temp(b"6000 1\n1 1\n");
    assert!(solve("planinarenje", &file).status.success());
    // A wrong count is a parse error: exit 2, FILE:LINE:COL.
    let file = temp(b"2 2\n1 1\n");
    let out = solve("planinarenje", &file);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(&format!("bigame: {}:3:1: expected v", file.0.display())),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn unknown_problems_are_refused_by_name() {
    let out = bigame()
        .args(["solve", "--problem", "nope", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("planinarenje"));
}

#[test]
fn generated_data_and_cleaned_samples_are_valid() {
    let validate = |problem: &str, input: &[u8]| {
        let file = temp(input);
        let out = bigame()
            .args(["validate", "--problem", problem])
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{problem}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    for (problem, args) in [
        (
            "loj6033",
            &[
                "gen",
                "board",
                "--rows",
                "30",
                "--cols",
                "40",
                "--blocked",
                "20",
            ][..],
        ),
        (
            "noi2011",
            &[
                "gen",
                "bunny",
                "--rows",
                "20",
                "--cols",
                "20",
                "-k",
                "100",
                "--second-wins",
            ][..],
        ),
        (
            "first-player-chooses",
            &["gen", "graph", "-n", "50", "-m", "80", "--simple"][..],
        ),
        (
            "vertex-deletion-graph",
            &["gen", "graph", "-n", "50", "-m", "80", "--simple"][..],
        ),
    ] {
        for seed in ["1", "2", "3"] {
            let out = bigame().args(args).args(["--seed", seed]).output().unwrap();
            assert!(out.status.success());
            validate(problem, &out.stdout);
        }
    }
    // The NOI 2011 samples without the statement's trailing spaces.
    for (input, _) in cases("noi2011") {
        let name = input.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("sample") {
            let text = std::fs::read_to_string(&input).unwrap();
            let cleaned: String = text
                .lines()
                .map(|l| format!("{}\n", l.trim_end()))
                .collect();
            validate("noi2011", cleaned.as_bytes());
        }
    }
}

/// `bigame check`: testlib's result line on stderr and its exit status, for every verdict.
#[test]
fn check_gives_testlibs_verdicts_and_exit_codes() {
    let check = |problem: &str, input: &[u8], output: &[u8], answer: &[u8]| {
        let (input, output, answer) = (temp(input), temp(output), temp(answer));
        let out = bigame()
            .args(["check", "--problem", problem])
            .args([&input.0, &output.0, &answer.0])
            .output()
            .unwrap();
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
        (out.status.code().unwrap(), stderr)
    };
    // 2 - 1 - 3 - 4 from 1: only the move to 2 wins.
    let input = b"4 3 1\n1 2\n1 3\n3 4\n";
    for (output, code, start) in [
        (&b"win 2\n"[..], 0, "ok win 2"),
        (b"  win\n2", 0, "ok win 2"),
        (b"win 3\n", 1, "wrong answer the move 1 -> 3 loses"),
        (b"win 4\n", 1, "wrong answer 4 is not a neighbour of 1"),
        (b"lose\n", 1, "wrong answer"),
        (b"win\n", 2, "wrong output format unexpected end of file"),
        (
            b"win 2 2\n",
            2,
            "wrong output format line 1: extra output '2'",
        ),
        (
            b"Win 2\n",
            2,
            "wrong output format line 1: expected 'win' or 'lose'",
        ),
    ] {
        let (got, stderr) = check("winning-move", input, output, b"win 2\n");
        assert_eq!(got, code, "{output:?}: {stderr}");
        assert!(stderr.starts_with(start), "{output:?}: {stderr}");
    }
    // A wrong jury: a broken answer file, a broken input.
    let (got, stderr) = check("winning-move", input, b"win 2\n", b"maybe\n");
    assert_eq!(got, 3, "{stderr}");
    assert!(stderr.starts_with("FAIL the answer file"), "{stderr}");
    let (got, _) = check("winning-move", b"4 3\n", b"win 2\n", b"win 2\n");
    assert_eq!(got, 3);
    // Any winning start is right for first-player-chooses; the path 1 - 2 - 3 has two.
    let input = b"3 2\n1 2\n2 3\n";
    for (output, code) in [
        (&b"second 1\n"[..], 0),
        (b"second 3\n", 0),
        (b"second 2\n", 1),
        (b"first\n", 1),
        (b"second\n", 2),
    ] {
        let (got, stderr) = check("first-player-chooses", input, output, b"second 1\n");
        assert_eq!(got, code, "{output:?}: {stderr}");
    }
    // One right answer: tokens compared.
    let input = std::fs::read(data("problems/combination-locks/sample1.in")).unwrap();
    let answer = b"Alice\nBob\nBob\n";
    for (output, code) in [
        (&b"Alice Bob Bob"[..], 0),
        (b"Alice\nBob\nAlice\n", 1),
        (b"Alice\nBob\n", 2),
        (b"Alice\nBob\nBob\nBob\n", 2),
        (b"1\nBob\nBob\n", 2),
    ] {
        let (got, stderr) = check("combination-locks", &input, output, answer);
        assert_eq!(got, code, "{output:?}: {stderr}");
    }
    // A file that cannot be read is the jury's failure.
    let out = bigame()
        .args(["check", "--problem", "loj6033", "no-such.in", "no-such.out"])
        .arg("no-such.ans")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("FAIL cannot read no-such.in"));
    // So is a judge's wrong call: never 2, which would blame the contestant.
    for args in [
        &["check", "--problem", "loj6033", "a.in", "a.out"][..],
        &["check", "--problem", "nope", "a.in", "a.out", "a.ans"][..],
    ] {
        let out = bigame().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(3), "{args:?}");
    }
}

/// `bigame gen batch`: every problem's batch is valid, solved, reproducible, and the seed
/// matters.
#[test]
fn batches_are_valid_solved_and_reproducible() {
    let names = bigame().arg("problems").output().unwrap().stdout;
    let names: Vec<String> = String::from_utf8(names)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with(' '))
        .map(str::to_string)
        .collect();
    assert_eq!(names.len(), 10);
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("batches")
        .join(std::process::id().to_string());
    for name in &names {
        let batch = |seed: &str, dir: &str| {
            let dir = root.join(format!("{name}-{dir}"));
            let out = bigame()
                .args([
                    "gen",
                    "batch",
                    "--problem",
                    name,
                    "--count",
                    "5",
                    "--seed",
                    seed,
                ])
                .arg("--out-dir")
                .arg(&dir)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let listing = String::from_utf8(out.stdout).unwrap();
            assert_eq!(listing.lines().count(), 5, "{listing}");
            for kind in ["tiny", "random 100%", "largest", "adversarial"] {
                assert!(listing.contains(kind), "{name}: {listing}");
            }
            let files: Vec<(Vec<u8>, Vec<u8>)> = (1..=5)
                .map(|i| {
                    let input = std::fs::read(dir.join(format!("{i}.in"))).unwrap();
                    let answer = std::fs::read(dir.join(format!("{i}.ans"))).unwrap();
                    (input, answer)
                })
                .collect();
            (dir, files)
        };
        let (dir, first) = batch("7", "a");
        let (_, again) = batch("7", "b");
        let (_, other) = batch("8", "c");
        assert_eq!(first, again, "{name}: the same seed, other bytes");
        assert_ne!(first, other, "{name}: another seed, the same bytes");
        for i in 1..=5 {
            let input = dir.join(format!("{i}.in"));
            let out = bigame()
                .args(["validate", "--problem", name])
                .arg(&input)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{name} {i}.in: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(solve(name, &input).stdout, first[i - 1].1, "{name} {i}.ans");
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}
