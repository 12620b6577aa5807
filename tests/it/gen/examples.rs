//! The docs' (README.md, docs/guide.md, docs/setters.md) and the help's `bigame gen` examples
//! make what they say.

use super::*;

/// Runs an example line `bigame gen ...` (its `--output` file, if any, in the tests' scratch
/// directory) and checks what it writes: records read back, are as long as asked and end as
/// the judge promises (and, long ones with the default --best, have mistakes of both
/// players); graphs are simple unless `--multi`; boards read back.
fn check_example(line: &str, from: &str) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[..2], ["bigame", "gen"], "{from}: {line}");
    let mut args: Vec<String> = Vec::new();
    let mut output = None;
    let mut i = 2;
    while i < words.len() {
        if words[i] == "--output" || words[i] == "-o" || words[i] == "--out-dir" {
            let path = common::temp_path("gen", words[i + 1].rsplit('/').next().unwrap());
            args.extend([words[i].to_string(), path.to_str().unwrap().to_string()]);
            output = Some(path);
            i += 2;
        } else {
            args.push(words[i].to_string());
            i += 1;
        }
    }
    let what = format!("{from}: {line}");
    let out = bigame().arg("gen").args(&args).output().unwrap();
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    if words[2] == "batch" {
        // A folder of tests: as many as asked, each input valid for its problem.
        let dir = output.expect("gen batch has --out-dir");
        let word = |name: &str| words[words.iter().position(|&w| w == name).unwrap() + 1];
        let count: usize = word("--count").parse().unwrap();
        for i in 1..=count {
            let input = dir.join(format!("{i}.in"));
            assert!(dir.join(format!("{i}.ans")).exists(), "{what}: no {i}.ans");
            let valid = bigame()
                .args(["validate", "--problem", word("--problem")])
                .arg(&input)
                .output()
                .unwrap();
            assert!(valid.status.success(), "{what}: {i}.in is not valid");
        }
        assert!(!dir.join(format!("{}.in", count + 1)).exists(), "{what}");
        std::fs::remove_dir_all(&dir).unwrap();
        return;
    }
    let bytes = match &output {
        Some(path) => {
            let bytes = std::fs::read(path).unwrap();
            std::fs::remove_file(path).unwrap();
            bytes
        }
        None => out.stdout,
    };
    let bytes = if is_gzip(&bytes) {
        gunzip(&bytes).unwrap()
    } else {
        bytes
    };
    match words[2] {
        "bunny" => {
            let record = read_record(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
            let k: usize = words[words.iter().position(|&w| w == "-k").unwrap() + 1]
                .parse()
                .unwrap();
            assert_eq!(record.moves.len(), 2 * k, "{what}");
            if !words.contains(&"--open-end") {
                assert!(
                    first_stuck_by_the_rules(&record),
                    "{what}: not the judge's end"
                );
            }
            if k >= 100 && !words.contains(&"--best") {
                let [first, second] = mistakes(&record);
                assert!(
                    first > 0 && second > 0,
                    "{what}: mistakes {first} and {second}"
                );
            }
        }
        "graph" | "hard" => {
            let format = InputFormat::sniff(&bytes);
            let g = read_graph(&bytes, format).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(is_simple(&g.graph), !words.contains(&"--multi"), "{what}");
        }
        "board" => {
            read_board(&bytes, CellRule::Strict).unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        other => panic!("{what}: an unknown generator {other}"),
    }
}

#[test]
fn the_docs_and_help_examples_make_what_they_say() {
    let mut checked = 0;
    for name in crate::readme::USER_DOCS {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
        let text = std::fs::read_to_string(path).unwrap();
        let mut in_sh = false;
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.starts_with("```") {
                in_sh = line == "```sh";
                continue;
            }
            if in_sh && line.starts_with("bigame gen ") {
                check_example(line, &format!("{name} line {}", n + 1));
                checked += 1;
            }
        }
    }
    assert!(checked >= 7, "only {checked} gen examples in the docs");
    let help = bigame().args(["gen", "--help"]).output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    let examples: Vec<&str> = help
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("bigame gen "))
        .collect();
    assert!(examples.len() >= 4, "{help}");
    for line in examples {
        check_example(line, "bigame gen --help");
    }
}
