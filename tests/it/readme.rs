//! The examples of the README and of the user's docs (docs/guide.md, docs/setters.md) work as
//! printed: every line of a ```sh block pastes into a shell as it is (no synopsis notation) and
//! its `bigame` commands succeed, and every `$ command` in a ```text block prints exactly the
//! output shown under it (a line `...` stands for any lines).

use crate::common;

use common::help::{command_names, long_options};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fenced block of a Markdown file: its language, the line of its fence, its lines (with
/// the fence's indentation removed).
struct Block {
    lang: String,
    line: usize,
    lines: Vec<String>,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(Block, usize)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some(lang) = trimmed.strip_prefix("```") {
            match open.take() {
                None => {
                    let block = Block {
                        lang: lang.trim().to_string(),
                        line: i + 1,
                        lines: Vec::new(),
                    };
                    open = Some((block, indent));
                }
                Some((block, _)) => out.push(block),
            }
        } else if let Some((block, indent)) = open.as_mut() {
            let cut = line.len().min(*indent);
            assert!(
                line[..cut].trim().is_empty(),
                "line {}: less indented than its fence",
                i + 1
            );
            block.lines.push(line[cut..].to_string());
        }
    }
    assert!(open.is_none(), "an unclosed fence");
    out
}

/// The Markdown files whose examples are users' commands, as they are named in messages.
pub const USER_DOCS: [&str; 3] = ["README.md", "docs/guide.md", "docs/setters.md"];

fn read_doc(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(name)).unwrap()
}

fn readme() -> String {
    read_doc("README.md")
}

/// Every fenced block of the user's docs, with the name of its file.
fn doc_blocks() -> Vec<(&'static str, Block)> {
    USER_DOCS
        .iter()
        .flat_map(|&name| blocks(&read_doc(name)).into_iter().map(move |b| (name, b)))
        .collect()
}

/// `sh -c line` in `dir`, with the `bigame` under test first on the PATH.
fn sh(line: &str, dir: &Path) -> std::process::Output {
    let bin = Path::new(env!("CARGO_BIN_EXE_bigame")).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    Command::new("sh")
        .arg("-c")
        .arg(line)
        .current_dir(dir)
        .env("PATH", path)
        .env_remove("NO_COLOR")
        .output()
        .unwrap()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A scratch copy of what the docs' commands read (examples/, tests/data/) and an empty
/// docs/, so that commands that write files write them there; `name` keeps the tests'
/// copies apart.
fn scratch(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("readme-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&root.join("examples"), &dir.join("examples"));
    copy_dir(&root.join("tests/data"), &dir.join("tests/data"));
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    dir
}

/// Synopsis notation, which a shell reads as something else (a pipe, a glob, a redirection).
const NOT_SHELL: [&str; 6] = ["|", "[", "]", "...", "<", ">"];

#[test]
fn every_sh_line_runs_as_it_is() {
    let dir = scratch("sh");
    let mut ran = 0;
    for (name, block) in doc_blocks().iter().filter(|(_, b)| b.lang == "sh") {
        for (k, line) in block.lines.iter().enumerate() {
            let at = block.line + 1 + k;
            // A comment: '#' at the start or after a space.
            let command = match line.find(" #") {
                Some(i) => &line[..i],
                None if line.trim_start().starts_with('#') => "",
                None => line,
            }
            .trim();
            if command.is_empty() {
                continue;
            }
            for bad in NOT_SHELL {
                assert!(
                    !command.contains(bad),
                    "{name} line {at}: {bad:?} in a ```sh block (a shell reads it as shell syntax; \
                     write alternatives as separate lines, or put a synopsis in a ```text block): \
                     {command}"
                );
            }
            if command.starts_with("cargo ") {
                continue; // builds, tests and installs: not run from a test
            }
            assert!(
                command.starts_with("bigame "),
                "{name} line {at}: a ```sh command this test does not know: {command}"
            );
            let out = sh(command, &dir);
            assert!(
                out.status.success(),
                "{name} line {at}: {command}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 5, "only {ran} bigame commands in ```sh blocks");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Whether `got` is `want`, where a line "..." in `want` matches any lines (none included).
fn matches(got: &[&str], want: &[&str]) -> bool {
    match want.iter().position(|l| l.trim() == "...") {
        None => got == want,
        Some(i) => {
            got.len() >= i
                && got[..i] == want[..i]
                && (i..=got.len()).any(|j| matches(&got[j..], &want[i + 1..]))
        }
    }
}

#[test]
fn every_shown_output_is_what_the_command_prints() {
    // Commands run in order in one scratch copy, so one can read what an earlier one wrote.
    let root = scratch("text");
    let mut checked = 0;
    for (name, block) in doc_blocks().iter().filter(|(_, b)| b.lang == "text") {
        let mut k = 0;
        while k < block.lines.len() {
            let Some(command) = block.lines[k].strip_prefix("$ ") else {
                k += 1;
                continue;
            };
            let at = block.line + 1 + k;
            let end = (k + 1..block.lines.len())
                .find(|&j| block.lines[j].starts_with("$ "))
                .unwrap_or(block.lines.len());
            let want: Vec<&str> = block.lines[k + 1..end].iter().map(String::as_str).collect();
            let out = sh(command, &root);
            assert!(
                out.status.success(),
                "{name} line {at}: {command}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let stdout = String::from_utf8(out.stdout).unwrap();
            // A command shown without output (one that writes a file) prints nothing.
            assert!(
                stdout.ends_with('\n') || (stdout.is_empty() && want.is_empty()),
                "{name} line {at}: {command}: no final newline"
            );
            let got: Vec<&str> = stdout.lines().collect();
            assert!(
                matches(&got, &want),
                "{name} line {at}: {command} prints\n{stdout}--- but {name} shows\n{}",
                want.join("\n")
            );
            checked += 1;
            k = end;
        }
    }
    assert!(checked >= 3, "only {checked} outputs shown in the docs");
    std::fs::remove_dir_all(&root).unwrap();
}

/// `bigame ARGS` run directly: its stdout and stderr.
fn bigame(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(args)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (text(out.stdout), text(out.stderr))
}

/// The synopsis names every command and generator, every option of every command (the
/// generators' own options are `...`), and every value of each option it lists as `a|b|c`
/// (unless the list says `...`), as clap knows them.
#[test]
fn the_synopsis_is_the_grammar() {
    let all = doc_blocks();
    let synopsis = all
        .iter()
        .map(|(_, b)| b)
        .find(|b| {
            b.lines
                .first()
                .is_some_and(|l| l.starts_with("bigame board FILE"))
        })
        .expect("the synopsis block");
    let lines: Vec<&str> = synopsis.lines.iter().map(String::as_str).collect();
    for name in command_names(&[]) {
        let own: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| l.split_whitespace().nth(1) == Some(name.as_str()))
            .collect();
        assert!(!own.is_empty(), "the synopsis lacks bigame {name}");
        if name == "gen" {
            let words: String = own.join(" ");
            for generator in command_names(&["gen"]) {
                assert!(
                    words.contains(&format!("|{generator}"))
                        || words.contains(&format!("{generator}|"))
                        || words.contains(&format!("gen {generator} ")),
                    "the synopsis lacks bigame gen {generator}"
                );
            }
            for option in long_options(&["gen", "batch"]) {
                assert!(words.contains(&option), "bigame gen batch: no {option}");
            }
            continue;
        }
        let words: Vec<&str> = own.iter().flat_map(|l| l.split_whitespace()).collect();
        for option in long_options(&[&name]) {
            let at = words
                .iter()
                .position(|w| w.trim_matches(|c| c == '[' || c == ']') == option)
                .unwrap_or_else(|| panic!("the synopsis of bigame {name} lacks {option}"));
            // `--option a|b|c`: the values clap lists for a wrong one.
            let Some(values) = words.get(at + 1).map(|w| w.trim_end_matches(']')) else {
                continue;
            };
            if !values.contains('|') || values.contains("...") {
                continue;
            }
            let (_, error) = bigame(&[&name, &option, "__none__"]);
            let Some(list) = error.split("[possible values: ").nth(1) else {
                continue;
            };
            let mut known: Vec<&str> = list.split(']').next().unwrap().split(", ").collect();
            let mut shown: Vec<&str> = values.split('|').collect();
            known.sort();
            shown.sort();
            assert_eq!(shown, known, "bigame {name} {option}");
        }
    }
}

/// `cargo install` from the checkout builds from the tested lock file.
#[test]
fn cargo_install_is_locked() {
    let text = readme();
    let installs: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("cargo install") && l.contains("--path"))
        .collect();
    assert!(!installs.is_empty());
    for line in installs {
        assert!(line.contains("--locked"), "{line}");
    }
}

/// What the README says the library needs without its default features is what
/// Cargo.toml's `[dependencies]` has without `optional = true`.
#[test]
fn the_librarys_dependencies_are_named_right() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut required: Vec<&str> = manifest
        .lines()
        .skip_while(|l| *l != "[dependencies]")
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| l.contains('=') && !l.contains("optional = true"))
        .map(|l| l.split('=').next().unwrap().trim())
        .collect();
    required.sort();
    let text = readme().replace('\n', " ");
    let sentence = text
        .split("what remains needs only ")
        .nth(1)
        .expect("the README names what the library needs")
        .split('.')
        .next()
        .unwrap();
    let mut named: Vec<&str> = sentence.split('`').skip(1).step_by(2).collect();
    named.sort();
    assert_eq!(named, required, "{sentence}");
}
