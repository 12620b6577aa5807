//! Generated data and cleaned samples are valid, `check` gives testlib's verdicts and exit
//! codes, batches are valid, solved and reproducible.

use super::*;

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
        check(problem, [&input, &output, &answer])
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
    assert_eq!(names.len(), 14);
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
