//! The official samples and judge data: solved byte-exact, equal to the older commands, valid
//! (but NOI 2011's trailing spaces); `bigame problems` lists every problem.

use super::*;

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
        ("grundy-sum", "problems/grundy-sum"),
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
        ("grundy-sum", "problems/grundy-sum"),
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
        "edge-geography",
        "bipartite-matching",
        "general-matching",
        "grundy-sum",
    ] {
        assert!(
            text.lines().any(|l| l == name),
            "{name} missing from:\n{text}"
        );
    }
    assert_eq!(text.matches("    limits: ").count(), 14);
}
