//! The help text: every subcommand's one-line summary is its own and ends the way the others
//! do, and no help speaks rustdoc (backticks, intra-doc links) or of the crate's internals
//! (features, the seeds); the shell completions and man pages cover every command.

use crate::common;

use common::bigame;
use common::help::{command_list, command_names, help_text as help, long_options};

/// Words that belong to each command's own summary (and no other's).
const SUMMARIES: [(&str, &str); 16] = [
    ("board", "Solve a free-cell board"),
    ("analyze", "Solve every start vertex of a graph"),
    ("verify", "Check a certificate"),
    ("decompose", "Dulmage–Mendelsohn decomposition"),
    ("match", "A maximum matching of a graph"),
    ("review", "Review a NOI 2011"),
    ("sum", "Grundy values of a sum"),
    ("play", "Play against the engine"),
    ("serve", "Serve the web board"),
    ("gen", "Generate test data"),
    ("solve", "Solve a contest problem"),
    ("validate", "Check a problem's input file"),
    ("check", "Check a contestant's output"),
    ("problems", "List the problems"),
    ("completions", "shell completion script"),
    ("man", "the man page"),
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
    let list = command_list(&help(&[prefix, &["--help"]].concat()));
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

/// The command lists end their lines alike: no summary ends with a period (clap drops it
/// from a doc comment's first line, except in verbatim ones, which must not have one).
#[test]
fn no_summary_in_a_command_list_ends_with_a_period() {
    for prefix in [&[][..], &["gen"][..]] {
        for (name, summary, _) in command_list(&help(&[prefix, &["--help"]].concat())) {
            assert!(
                !summary.ends_with('.'),
                "{prefix:?} {name}: the summary ends with a period: {summary}"
            );
        }
    }
}

#[test]
fn completions_cover_every_command_and_option() {
    let names = command_names(&[]);
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = help(&["completions", shell]);
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell}: no {name}");
        }
        for option in long_options(&["analyze"]) {
            let bare = option.trim_start_matches('-');
            assert!(script.contains(bare), "{shell}: no {option}");
        }
    }
    // The bash script is valid bash.
    let script = help(&["completions", "bash"]);
    if let Ok(out) = std::process::Command::new("bash")
        .args(["-n", "-c", &script])
        .output()
    {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let out = bigame().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn man_pages_cover_every_command_and_option() {
    let names = command_names(&[]);
    let page = help(&["man"]);
    assert!(page.contains("\n.TH bigame 1 "), "{page}");
    for name in &names {
        assert!(
            page.contains(&format!("bigame\\-{name}(1)")),
            "bigame(1) lacks {name}"
        );
    }
    for name in &names {
        let page = help(&["man", name]);
        assert!(
            page.contains(&format!("\n.TH bigame-{name} 1 ")),
            "{name}: {page}"
        );
        for option in long_options(&[name]) {
            let roff = option.replace('-', "\\-");
            assert!(page.contains(&roff), "bigame-{name}(1) lacks {option}");
        }
        // groff (where installed) reads it without a warning.
        let groff = std::process::Command::new("groff")
            .args(["-k", "-man", "-Tutf8", "-ww", "-z"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn();
        if let Ok(mut groff) = groff {
            use std::io::Write;
            groff
                .stdin
                .take()
                .unwrap()
                .write_all(page.as_bytes())
                .unwrap();
            let out = groff.wait_with_output().unwrap();
            assert!(
                out.stderr.is_empty(),
                "bigame-{name}(1): {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let out = bigame().args(["man", "nope"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

/// `bigame check --help` names every problem with several right answers (whose checker reads
/// the input rather than comparing tokens) and which answers are right, as the registry says;
/// and no problem with one right answer among them.
#[test]
fn check_help_lists_every_problem_with_several_answers() {
    let text = help(&["check", "--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let mut several = 0;
    for p in bigame::problems::PROBLEMS {
        let named = format!("{}: ", p.name());
        match p.several_answers() {
            Some(words) => {
                several += 1;
                let entry = format!("{}{words}", named);
                assert!(
                    text.contains(&entry),
                    "check --help lacks {entry:?}: {text}"
                );
            }
            None => assert!(!text.contains(&named), "{} is listed: {text}", p.name()),
        }
    }
    assert_eq!(
        several, 6,
        "winning-move, first-player-chooses, edge-geography, bipartite-matching, general-matching, grundy-sum"
    );
}
