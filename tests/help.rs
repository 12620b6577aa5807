//! The help text: every subcommand's one-line summary is its own, and no help speaks rustdoc
//! (backticks, intra-doc links) or of the crate's internals (features, the seeds).

mod common;

use common::bigame;

/// The output of `bigame ARGS`, which must succeed.
fn help(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The `Commands:` list of a help text: (name, summary, continuation lines).
fn commands(text: &str) -> Vec<(String, String, Vec<String>)> {
    let mut list: Vec<(String, String, Vec<String>)> = Vec::new();
    let mut lines = text.lines().skip_while(|l| *l != "Commands:").skip(1);
    for line in lines.by_ref() {
        if line.trim().is_empty() {
            break;
        }
        let indent = line.len() - line.trim_start().len();
        if indent == 2 {
            let rest = line.trim_start();
            let (name, summary) = rest.split_once(' ').unwrap_or((rest, ""));
            list.push((name.to_string(), summary.trim().to_string(), Vec::new()));
        } else {
            list.last_mut()
                .expect("a continuation line before any command")
                .2
                .push(line.trim().to_string());
        }
    }
    assert!(!list.is_empty(), "no Commands: list in\n{text}");
    list
}

/// Words that belong to each command's own summary (and no other's).
const SUMMARIES: [(&str, &str); 12] = [
    ("board", "Solve a free-cell board"),
    ("analyze", "Solve every start vertex of a graph"),
    ("verify", "Check a certificate"),
    ("decompose", "Dulmage–Mendelsohn decomposition"),
    ("review", "Review a NOI 2011"),
    ("play", "Play against the engine"),
    ("serve", "Serve the web board"),
    ("gen", "Generate test data"),
    ("solve", "Solve a contest problem"),
    ("validate", "Check a problem's input file"),
    ("check", "Check a contestant's output"),
    ("problems", "List the problems"),
];

const GEN_SUMMARIES: [(&str, &str); 5] = [
    ("board", "A free-cell board"),
    ("bunny", "A Bunny-and-Egg record"),
    ("graph", "A random graph"),
    ("batch", "A batch of tests"),
    ("hard", "A hard instance"),
];

/// Checks a Commands: list against the expected words: each summary is one line, has its
/// own words and no other command's, and is the first line of the command's own help.
fn check_summaries(prefix: &[&str], expected: &[(&str, &str)]) {
    let list = commands(&help(&[prefix, &["--help"]].concat()));
    let names: Vec<&str> = list
        .iter()
        .map(|(n, _, _)| n.as_str())
        .filter(|n| *n != "help")
        .collect();
    let want: Vec<&str> = expected.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, want, "the commands of {prefix:?}");
    for (name, summary, more) in &list {
        if name == "help" {
            continue;
        }
        assert!(
            more.is_empty(),
            "{prefix:?} {name}: the summary runs over several lines: {summary} / {more:?}"
        );
        for (other, words) in expected {
            let has = summary.contains(words);
            assert_eq!(
                has,
                other == name,
                "{prefix:?} {name}: summary {summary:?} {} the words of {other} ({words:?})",
                if has { "has" } else { "lacks" }
            );
        }
        // (clap drops the final period in the list, except for verbatim doc comments)
        let own = help(&[prefix, &[name.as_str(), "--help"]].concat());
        assert_eq!(
            own.lines().next().map(|l| l.trim_end_matches('.')),
            Some(summary.trim_end_matches('.')),
            "{prefix:?} {name} --help starts with another summary:\n{own}"
        );
    }
}

#[test]
fn every_command_has_its_own_one_line_summary() {
    check_summaries(&[], &SUMMARIES);
}

#[test]
fn every_generator_has_its_own_one_line_summary() {
    check_summaries(&["gen"], &GEN_SUMMARIES);
}

/// Text in help that is for the crate's programmers, not its users: rustdoc markup
/// (backticks, intra-doc links), Rust paths, cargo features, the seeds the project grew from.
const NOT_FOR_USERS: [&str; 6] = ["`", "[`", "::", "feature)", "seeds'", "seed 0"];

#[test]
fn help_speaks_to_users() {
    let mut pages: Vec<Vec<&str>> = vec![vec![]];
    for (name, _) in SUMMARIES {
        pages.push(vec![name]);
    }
    for (name, _) in GEN_SUMMARIES {
        pages.push(vec!["gen", name]);
    }
    for page in pages {
        for flag in ["--help", "-h"] {
            let text = help(&[&page[..], &[flag]].concat());
            for bad in NOT_FOR_USERS {
                if let Some(at) = text.find(bad) {
                    let line = text[..at].matches('\n').count() + 1;
                    panic!(
                        "bigame {} {flag}, line {line}: {bad:?} in {:?}",
                        page.join(" "),
                        text.lines().nth(line - 1).unwrap_or("")
                    );
                }
            }
        }
    }
}
