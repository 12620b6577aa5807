//! The reading options as each front end spells them. The readers' hints are written once, in
//! the command line's words (`--weights ignore`), and [`for_python`] rewrites them in
//! `bigame.read_graph`'s keywords (`weights="ignore"`), so the two front ends never keep two
//! copies of a hint that could drift apart.

/// One reading option: its command-line flag, its Python keyword and its values. The values
/// are listed so that a word after a flag that is not one of them (`--delimiter or ...`) is
/// left as text.
struct Spelling {
    flag: &'static str,
    keyword: &'static str,
    values: &'static [(&'static str, &'static str)],
}

/// Every option a reader's message may name, each value with its command-line and Python
/// spelling (a string value in double quotes, `--header yes` a boolean).
const OPTIONS: &[Spelling] = &[
    Spelling {
        flag: "--input-format",
        keyword: "format",
        values: &[
            ("edge-list", "\"edge-list\""),
            ("dimacs", "\"dimacs\""),
            ("matrix-market", "\"matrix-market\""),
            ("pairs", "\"pairs\""),
            ("csv", "\"csv\""),
            ("json", "\"json\""),
            ("graphml", "\"graphml\""),
        ],
    },
    Spelling {
        flag: "--weights",
        keyword: "weights",
        values: &[("refuse", "\"refuse\""), ("ignore", "\"ignore\"")],
    },
    Spelling {
        flag: "--self-loops",
        keyword: "self_loops",
        values: &[("refuse", "\"refuse\""), ("ignore", "\"ignore\"")],
    },
    Spelling {
        flag: "--header",
        keyword: "header",
        values: &[("yes", "True"), ("no", "False"), ("auto", "None")],
    },
    Spelling {
        flag: "--matrix",
        keyword: "matrix",
        values: &[
            ("adjacency", "\"adjacency\""),
            ("bipartite", "\"bipartite\""),
        ],
    },
    // A delimiter's value is one quoted character (`--delimiter ';'`), handled apart.
    Spelling {
        flag: "--delimiter",
        keyword: "delimiter",
        values: &[],
    },
];

/// `message` (a reader's error or hint, in the command line's words) with every reading option
/// in `bigame.read_graph`'s keywords: `--weights ignore` becomes `weights="ignore"`,
/// `--input-format pairs --delimiter ';'` becomes `format="pairs" delimiter=";"`, a flag
/// without a value (`see --matrix`) its keyword alone. Other text is kept as it is.
/// `O(length of the message)`.
///
/// ```
/// use bigame::read::spelling::for_python;
/// assert_eq!(
///     for_python("a weight? use --weights ignore)"),
///     "a weight? use weights=\"ignore\")"
/// );
/// assert_eq!(
///     for_python("drop --delimiter or use --input-format pairs --delimiter ';'"),
///     "drop delimiter or use format=\"pairs\" delimiter=\";\""
/// );
/// assert_eq!(for_python("--header yes skips it"), "header=True skips it");
/// ```
pub fn for_python(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        // The longest flag first would matter only if one flag began another; none does
        // except through a following letter, which the boundary check below rules out.
        let option = OPTIONS.iter().find(|o| {
            after.starts_with(o.flag)
                && !after[o.flag.len()..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-')
        });
        let Some(option) = option else {
            out.push_str("--");
            rest = &after[2..];
            continue;
        };
        let tail = &after[option.flag.len()..];
        let (value, consumed) = value_after(option, tail);
        out.push_str(option.keyword);
        if let Some(value) = value {
            out.push('=');
            out.push_str(&value);
        }
        rest = &tail[consumed..];
    }
    out.push_str(rest);
    out
}

/// The Python spelling of the value that follows `option`'s flag in `tail` (after one space),
/// and how many bytes of `tail` it takes; `(None, 0)` when no value of the option follows.
fn value_after(option: &Spelling, tail: &str) -> (Option<String>, usize) {
    let Some(word) = tail.strip_prefix(' ') else {
        return (None, 0);
    };
    if option.flag == "--delimiter" {
        // `'c'`: one character in single quotes.
        let mut chars = word.chars();
        if let (Some('\''), Some(c), Some('\'')) = (chars.next(), chars.next(), chars.next()) {
            let shown = match c {
                '\t' => "\\t".to_string(),
                '"' => "\\\"".to_string(),
                c => c.to_string(),
            };
            return (Some(format!("\"{shown}\"")), 1 + 2 + c.len_utf8());
        }
        return (None, 0);
    }
    let end = word
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .unwrap_or(word.len());
    match option.values.iter().find(|(cli, _)| *cli == &word[..end]) {
        Some((_, python)) => (Some((*python).to_string()), 1 + end),
        None => (None, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::for_python;

    #[test]
    fn every_hint_of_the_readers_is_rewritten() {
        let cases = [
            (
                "unexpected `7` (to ignore the columns after the two vertices, such as a weight, use --weights ignore)",
                "unexpected `7` (to ignore the columns after the two vertices, such as a weight, use weights=\"ignore\")",
            ),
            (
                "drop it with --self-loops ignore)",
                "drop it with self_loops=\"ignore\")",
            ),
            (
                "--header yes skips it, --header no reads it as an edge",
                "header=True skips it, header=False reads it as an edge",
            ),
            (
                "(--matrix bipartite reads rows and columns as the two sides)",
                "(matrix=\"bipartite\" reads rows and columns as the two sides)",
            ),
            (
                "x columns (general; see --matrix)",
                "x columns (general; see matrix)",
            ),
            (
                "header: it has 3; --input-format edge-list reads it as one",
                "header: it has 3; format=\"edge-list\" reads it as one",
            ),
            (
                "not for dimacs: drop --delimiter or use --input-format pairs",
                "not for dimacs: drop delimiter or use format=\"pairs\"",
            ),
            (
                "semicolons: --input-format pairs --delimiter ';' reads it",
                "semicolons: format=\"pairs\" delimiter=\";\" reads it",
            ),
            // Not an option: kept.
            ("a -- b --verbose c", "a -- b --verbose c"),
            ("--weightsy", "--weightsy"),
        ];
        for (cli, python) in cases {
            assert_eq!(for_python(cli), python, "{cli}");
        }
    }
}
