//! Every relative link of the repository's Markdown (the `*.md` files at the root and in
//! docs/, and python/README.md) leads somewhere: its file exists (inside the repository), and
//! its `#anchor`, in the same file or in `file.md#anchor`, is the anchor GitHub gives one of
//! that file's headings. External `http(s)` and `mailto` links are not fetched.

use std::collections::BTreeMap;
use std::path::Path;

/// The anchors GitHub gives a Markdown file's headings: the heading's text as rendered
/// (code spans' text kept, a link's text kept, emphasis dropped), lower-cased, every
/// character but letters, digits, `-`, `_` and spaces dropped, spaces made `-`; a heading
/// whose anchor was taken gets `-1`, `-2`, ... after it.
fn anchors(text: &str) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::new();
    for line in prose_lines(text) {
        let trimmed = line.trim_start();
        if line.len() - trimmed.len() > 3 {
            continue; // indented code, not a heading
        }
        let hashes = trimmed.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) {
            continue;
        }
        let rest = &trimmed[hashes..];
        if !(rest.is_empty() || rest.starts_with(' ')) {
            continue;
        }
        // A closing run of `#` is not part of the heading.
        let rest = rest.trim().trim_end_matches('#').trim_end();
        let slug = slug(&rendered(rest));
        let n = seen.entry(slug.clone()).or_insert(0);
        out.push(if *n == 0 {
            slug.clone()
        } else {
            format!("{slug}-{n}")
        });
        *n += 1;
    }
    out
}

/// GitHub's slug of a heading's rendered text.
fn slug(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|&c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The text a line of Markdown renders to, near enough for anchors: `[text](target)` becomes
/// `text`, and the markers `` ` ``, `*` are dropped (`_` is kept: GitHub keeps it in a slug
/// whether it was emphasis or not).
fn rendered(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find("](") {
            Some(close) if !after[..close].contains('[') => {
                out.push_str(&after[..close]);
                let target = &after[close + 2..];
                rest = target.find(')').map_or("", |end| &target[end + 1..]);
            }
            _ => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.replace(['`', '*'], "")
}

/// The lines of `text` outside fenced code blocks (``` or ~~~, at any indentation), with
/// their line numbers (from 1).
fn prose_lines(text: &str) -> impl Iterator<Item = &str> {
    numbered_prose_lines(text).map(|(_, line)| line)
}

fn numbered_prose_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut fence: Option<&str> = None;
    text.lines().enumerate().filter_map(move |(i, line)| {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => {
                fence = Some(m);
                None
            }
            (Some(open), Some(m)) if open == m => {
                fence = None;
                None
            }
            (Some(_), _) => None,
            (None, None) => Some((i + 1, line)),
        }
    })
}

/// `line` without its code spans (a run of backticks up to the same run again).
fn without_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        out.push_str(&rest[..start]);
        let run = rest[start..].chars().take_while(|&c| c == '`').count();
        let ticks = &rest[start..start + run];
        let body = &rest[start + run..];
        match body.find(ticks) {
            Some(end) => rest = &body[end + run..],
            None => {
                // An unclosed run is literal text.
                out.push_str(ticks);
                rest = body;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The link targets of a Markdown text outside code: inline links and images
/// `[text](target "title")`, `<target>` forms too, and reference definitions
/// `[label]: target`; each with its line number.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in numbered_prose_lines(text) {
        let line = without_code_spans(line);
        let trimmed = line.trim_start();
        if trimmed.starts_with('[')
            && let Some(close) = trimmed.find("]:")
        {
            if let Some(target) = trimmed[close + 2..].split_whitespace().next() {
                out.push((n, target.trim_matches(['<', '>']).to_string()));
            }
            continue;
        }
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let body = &rest[at + 2..];
            // The target runs to its closing parenthesis (balanced ones inside are allowed)
            // or to the space before a title.
            let mut depth = 0usize;
            let mut end = body.len();
            for (i, c) in body.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => {
                        end = i;
                        break;
                    }
                    ')' => depth -= 1,
                    ' ' if !body.starts_with('<') => {
                        end = i;
                        break;
                    }
                    '>' if body.starts_with('<') => {
                        end = i + 1;
                        break;
                    }
                    _ => {}
                }
            }
            out.push((n, body[..end].trim_matches(['<', '>']).to_string()));
            rest = &body[end..];
        }
    }
    out
}

/// `base` (a folder relative to the repository root, "" for the root) joined with a relative
/// `path`, `.` and `..` resolved; `None` when it leaves the repository.
fn join(base: &str, path: &str) -> Option<String> {
    let mut parts: Vec<&str> = base.split('/').filter(|p| !p.is_empty()).collect();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            p => parts.push(p),
        }
    }
    Some(parts.join("/"))
}

/// The broken links of the Markdown files `files` (paths from the repository root), as one
/// line each: `FILE:LINE: TARGET: why`. `read` gives a file's text (`None`: no such file, or
/// not text), `exists` whether a path is a file or a folder.
fn broken_links(
    files: &[String],
    read: &dyn Fn(&str) -> Option<String>,
    exists: &dyn Fn(&str) -> bool,
) -> Vec<String> {
    let mut broken = Vec::new();
    for file in files {
        let text = read(file).unwrap_or_else(|| panic!("{file}: cannot read it"));
        let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
        for (line, target) in link_targets(&text) {
            let lower = target.to_ascii_lowercase();
            if lower.starts_with("http://")
                || lower.starts_with("https://")
                || lower.starts_with("mailto:")
            {
                continue;
            }
            let mut say = |why: String| broken.push(format!("{file}:{line}: {target}: {why}"));
            if target.is_empty() {
                say("an empty link".into());
                continue;
            }
            if target.contains("://") {
                say("a scheme other than http(s)".into());
                continue;
            }
            let (path, anchor) = match target.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (target.as_str(), None),
            };
            let resolved = if path.is_empty() {
                file.clone()
            } else if path.starts_with('/') {
                say("an absolute path (GitHub and a checkout resolve it differently)".into());
                continue;
            } else {
                match join(dir, path) {
                    Some(p) => p,
                    None => {
                        say("leaves the repository".into());
                        continue;
                    }
                }
            };
            if !exists(&resolved) {
                say(format!("no file {resolved}"));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if !resolved.ends_with(".md") {
                say(format!("an anchor into {resolved}, which is not Markdown"));
                continue;
            }
            let Some(target_text) = read(&resolved) else {
                say(format!("cannot read {resolved}"));
                continue;
            };
            if !anchors(&target_text).iter().any(|a| a == anchor) {
                say(format!("no heading of {resolved} has the anchor #{anchor}"));
            }
        }
    }
    broken
}

/// The Markdown files the check covers: `*.md` at the root and in docs/, and
/// python/README.md.
fn repository_docs(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["", "docs"] {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".md"))
            .map(|n| {
                if dir.is_empty() {
                    n
                } else {
                    format!("{dir}/{n}")
                }
            })
            .collect();
        names.sort();
        files.extend(names);
    }
    if root.join("python/README.md").is_file() {
        files.push("python/README.md".to_string());
    }
    files
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = repository_docs(root);
    for must in ["README.md", "docs/guide.md", "docs/defaults.md"] {
        assert!(files.iter().any(|f| f == must), "{must} not checked");
    }
    let read = |p: &str| std::fs::read_to_string(root.join(p)).ok();
    let exists = |p: &str| root.join(p).exists();
    let broken = broken_links(&files, &read, &exists);
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    // The check saw the links it is for.
    let links: usize = files
        .iter()
        .map(|f| link_targets(&read(f).unwrap()).len())
        .sum();
    assert!(links >= 50, "only {links} links found");
}

/// The checker on a small repository in memory: each kind of broken link is reported, once,
/// and the good ones are not.
#[test]
fn the_checker_finds_broken_links() {
    let docs: BTreeMap<&str, &str> = BTreeMap::from([
        (
            "README.md",
            "# Title\n\
             ## Quick start: a `board`\n\
             ## Quick start: a `board`\n\
             See [the guide](docs/guide.md#every-command), [again](docs/guide.md#errors-1),\n\
             [here](#quick-start-a-board-1), [a picture](docs/a.svg), [web](https://x.y/z#q).\n\
             Broken: [gone](docs/gone.md), [bad anchor](docs/guide.md#nope),\n\
             [self](#quick-start-a-board-2), [out](../elsewhere/x.md), [svg](docs/a.svg#x).\n\
             `[not a link](nowhere.md)` and\n\
             ```text\n[nor this](nowhere.md)\n# not a heading\n```\n\
             [ref]: docs/missing.md\n",
        ),
        (
            "docs/guide.md",
            "# Every command\n## Errors\n## Errors\n[up](../README.md#title) [down](#errors)\n\
             [bad](../README.md#not-a-heading)\n",
        ),
    ]);
    let files: Vec<String> = docs.keys().map(|k| k.to_string()).collect();
    let read = |p: &str| docs.get(p).map(|t| t.to_string());
    let exists = |p: &str| docs.contains_key(p) || p == "docs/a.svg" || p == "docs";
    let broken = broken_links(&files, &read, &exists);
    assert_eq!(
        broken,
        [
            "README.md:6: docs/gone.md: no file docs/gone.md",
            "README.md:6: docs/guide.md#nope: no heading of docs/guide.md has the anchor #nope",
            "README.md:7: #quick-start-a-board-2: no heading of README.md has the anchor \
             #quick-start-a-board-2",
            "README.md:7: ../elsewhere/x.md: leaves the repository",
            "README.md:7: docs/a.svg#x: an anchor into docs/a.svg, which is not Markdown",
            "README.md:13: docs/missing.md: no file docs/missing.md",
            "docs/guide.md:5: ../README.md#not-a-heading: no heading of README.md has the \
             anchor #not-a-heading",
        ]
    );
}

#[test]
fn anchors_follow_githubs_rule() {
    let text = "# The edge game: `--game edge`\n## A setter's round\n### Pothen–Fan+ [phases](x.md)\n\
                ## A setter's round\n#hashtag\n    # indented code\n## Closed ##\n## snake_case\n";
    assert_eq!(
        anchors(text),
        [
            "the-edge-game---game-edge",
            "a-setters-round",
            "pothenfan-phases",
            "a-setters-round-1",
            "closed",
            "snake_case",
        ]
    );
}
