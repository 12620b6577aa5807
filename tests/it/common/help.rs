//! The help text read back: the `Commands:` list of a help page, the names of the commands
//! and the long options of one, for the tests of the help, the completions, the man pages
//! and the synopsis in docs/guide.md.

use super::cli::bigame;

/// The standard output of `bigame ARGS`, which must succeed.
pub fn help_text(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The `Commands:` list of a help text: (name, summary, continuation lines).
pub fn command_list(text: &str) -> Vec<(String, String, Vec<String>)> {
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

/// The names in the `Commands:` list of `bigame PREFIX --help`, without help.
pub fn command_names(prefix: &[&str]) -> Vec<String> {
    command_list(&help_text(&[prefix, &["--help"]].concat()))
        .into_iter()
        .map(|(name, _, _)| name)
        .filter(|name| name != "help")
        .collect()
}

/// The long options of `bigame COMMAND --help`, without --help, sorted.
pub fn long_options(command: &[&str]) -> Vec<String> {
    let help = help_text(&[command, &["--help"]].concat());
    let mut options: Vec<String> = help
        .lines()
        // Option lines: indented 2 (with a short form) or 6; prose mentions options too.
        .filter(|l| {
            let indent = l.len() - l.trim_start().len();
            (2..=6).contains(&indent) && l.trim_start().starts_with('-')
        })
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(str::to_string)
        .filter(|o| o != "--help")
        .collect();
    options.sort();
    options.dedup();
    options
}
