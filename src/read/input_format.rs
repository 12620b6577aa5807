//! The graph file formats, and how the format of an input is told: by the file name's
//! extension, else by the content (the first non-blank line, and for an edge list or pairs the
//! first lines after it).

use super::scan::{Counting, is_space};
// Named by the doc links: the reader of each format, and the functions that read a file.
#[allow(unused_imports)]
use super::graph_input::{read_graph, read_graph_from};
#[allow(unused_imports)]
use super::{ParseError, dimacs, edge_list, matrix_market, pairs};
use std::fmt;

/// A graph file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum InputFormat {
    /// `n m`, then `m` lines `u v` (1-based): [`edge_list::read_edge_list`].
    #[cfg_attr(feature = "cli", value(help = "'n m', then m lines 'u v' (1-based)"))]
    EdgeList,
    /// `c` comments, `p edge n m`, `e u v` lines (1-based): [`dimacs::read_dimacs`].
    #[cfg_attr(
        feature = "cli",
        value(help = "'c' comments, 'p edge n m', 'e u v' lines (1-based)")
    )]
    Dimacs,
    /// A Matrix Market coordinate file: an adjacency matrix (symmetric files) or rows and
    /// columns the two sides of a bipartite graph (general files; see
    /// [`matrix_market::MatrixReading`]): [`matrix_market::read_matrix_market_with`].
    #[cfg_attr(
        feature = "cli",
        value(
            help = "A Matrix Market coordinate file: an adjacency matrix (symmetric) or rows \
            x columns (general; see --matrix)"
        )
    )]
    MatrixMarket,
    /// `{"vertices": n, "edges": [[u, v], ...]}` (1-based). Read only with the `json`
    /// feature: without it, [`read_graph`] refuses this format with a [`ParseError`] that says
    /// so (the format is still detected, so that the error is that one).
    #[cfg_attr(
        feature = "cli",
        value(help = r#"{"vertices": n, "edges": [[u, v], ...]} (1-based)"#)
    )]
    Json,
    /// Headerless lines `u v` with vertices named by any token (NetworkX, SNAP, KONECT),
    /// `#` and `%` comments: [`pairs::read_pairs`]. The file's labels are kept for the output.
    #[cfg_attr(
        feature = "cli",
        value(
            help = "Lines 'u v' without a header, vertices named by any token (NetworkX, \
            SNAP); '#' and '%' comment lines"
        )
    )]
    Pairs,
    /// GraphML, as NetworkX, igraph and Gephi write it: `graphml::read_graphml`. Read only
    /// with the `graphml` feature: without it, [`read_graph`] refuses this format with a
    /// [`ParseError`] that says so. The node ids are kept for the output.
    #[cfg_attr(
        feature = "cli",
        value(help = "GraphML (XML), as NetworkX, igraph and Gephi write it")
    )]
    Graphml,
}

impl InputFormat {
    /// The name used by `--input-format`, e.g. `matrix-market`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            InputFormat::EdgeList => "edge-list",
            InputFormat::Dimacs => "dimacs",
            InputFormat::MatrixMarket => "matrix-market",
            InputFormat::Json => "json",
            InputFormat::Pairs => "pairs",
            InputFormat::Graphml => "graphml",
        }
    }

    /// The format a file name's extension stands for, looking past a final `.gz`: `.txt`,
    /// `.el`, `.edges`, `.edgelist` (edge list, or pairs: [`InputFormat::detect`] tells them
    /// apart by content), `.dimacs`, `.col`, `.clq` (DIMACS), `.mtx` (Matrix Market), `.json`
    /// (JSON), `.graphml` (GraphML), `.csv` and `.tsv` (pairs, read with the delimiter `,` or
    /// a tab);
    /// case-insensitive. `None` for any other name. `O(name length)`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::from_name("bcsstk01.mtx.gz"), Some(InputFormat::MatrixMarket));
    /// assert_eq!(InputFormat::from_name("graph"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<InputFormat> {
        let lower = name.to_ascii_lowercase();
        let stem = lower.strip_suffix(".gz").unwrap_or(&lower);
        let (_, extension) = stem.rsplit_once('.')?;
        Some(match extension {
            "txt" | "el" | "edges" | "edgelist" => InputFormat::EdgeList,
            "dimacs" | "col" | "clq" => InputFormat::Dimacs,
            "mtx" => InputFormat::MatrixMarket,
            "json" => InputFormat::Json,
            "graphml" => InputFormat::Graphml,
            "csv" | "tsv" => InputFormat::Pairs,
            _ => return None,
        })
    }

    /// The format the content looks like, from its first non-blank line: `%%MatrixMarket`
    /// (any case) is Matrix Market, a line starting with the word `c`, `p` or `e` is DIMACS,
    /// `{` is JSON, `<` GraphML, `#` or `%` (a comment) pairs. Anything else is an edge list
    /// or pairs:
    ///
    /// - pairs if the first line has three tokens or more, or a token that is not an integer,
    ///   or reads `0 m` (SNAP numbers vertices from 0); two integers with a sign (`-3 1`) are
    ///   a mistyped header, an edge list;
    /// - pairs if the first line `n m` is contradicted twice by the lines after it: their
    ///   number is not `m` (lines of two tokens or more; all of them if the input is shorter
    ///   than 64 KiB, else more than `m` in its first 64 KiB), and one of them names a vertex
    ///   that is not a number from 1 to `n` (a headerless `1 2` / `2 3`: one line, not two,
    ///   and vertex 2 beyond 1);
    /// - an edge list otherwise, also when the line after the header is not an edge (a board
    ///   row, say) or only one of the two disagrees: an edge list with one mistake is read as
    ///   an edge list, whose reader names the mistake, not silently as another graph.
    ///
    /// A first line with one token is an edge list (whose reader explains the missing count).
    /// A headerless file whose first edge happens to read as a fitting header (`2 1` then
    /// `1 2`) is an edge list: `--input-format pairs` reads it as pairs. Looks at the first
    /// 64 KiB only: `O(min(input length, 64 KiB))`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::sniff(b"c comment\np edge 2 1\ne 1 2\n"), InputFormat::Dimacs);
    /// assert_eq!(InputFormat::sniff(b"\n  2 1\n1 2\n"), InputFormat::EdgeList);
    /// assert_eq!(InputFormat::sniff(b"1 2\n2 3\n"), InputFormat::Pairs);
    /// assert_eq!(InputFormat::sniff(b"# SNAP\n0\t1\n"), InputFormat::Pairs);
    /// ```
    pub fn sniff(input: &[u8]) -> InputFormat {
        sniff_with_reason(input, Counting::FromOne).0
    }

    /// The format of an input named `name` (`None` for standard input): by extension if it has
    /// a known one ([`InputFormat::from_name`]), else by content ([`InputFormat::sniff`]). An
    /// edge list's extensions (`.txt`, ...) are also worn by headerless pairs and by files of
    /// the other formats, so for them the content decides. `O(name length + min(input length, 64 KiB))`.
    ///
    /// ```
    /// use bigame::read::graph_input::InputFormat;
    /// assert_eq!(InputFormat::detect(Some("g.txt"), b"3 1\n1 2\n"), InputFormat::EdgeList);
    /// assert_eq!(InputFormat::detect(Some("g.txt"), b"0 1\n1 2\n"), InputFormat::Pairs);
    /// assert_eq!(InputFormat::detect(Some("g.mtx"), b"0 1\n"), InputFormat::MatrixMarket);
    /// let banner = b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 2\n";
    /// assert_eq!(InputFormat::detect(Some("g.txt"), banner), InputFormat::MatrixMarket);
    /// ```
    pub fn detect(name: Option<&str>, input: &[u8]) -> InputFormat {
        detect_with_reason(name, input, Counting::FromOne).0
    }
}

/// How much of the input format detection looks at (and [`read_graph_from`] reads before it
/// chooses a reader).
pub(super) const SNIFF: usize = 1 << 16;

/// [`InputFormat::detect`], and when it chose pairs for a file whose first line could have
/// been an edge list's header, why it is not one (for error messages; the line it names is
/// counted as `counting` says).
pub(super) fn detect_with_reason(
    name: Option<&str>,
    input: &[u8],
    counting: Counting,
) -> (InputFormat, Option<String>) {
    match name.and_then(InputFormat::from_name) {
        None => sniff_with_reason(input, counting),
        // An edge list's extensions are worn by other formats too (`graph.txt` holding a
        // Matrix Market file, a DIMACS file, JSON or GraphML): content that only one format
        // writes decides, as its writer meant.
        Some(InputFormat::EdgeList) => match sniff_with_reason(input, counting) {
            (InputFormat::EdgeList, _) => (InputFormat::EdgeList, None),
            sniffed => sniffed,
        },
        Some(format) => (format, None),
    }
}

/// [`InputFormat::sniff`], with the reason of [`detect_with_reason`].
fn sniff_with_reason(input: &[u8], counting: Counting) -> (InputFormat, Option<String>) {
    // Whether the input ends within what is looked at (measured before a byte order mark,
    // so that a file and its first 64 KiB agree).
    let complete = input.len() < SNIFF;
    let input = super::scan::skip_bom(&input[..input.len().min(SNIFF)]);
    let start = input
        .iter()
        .position(|b| !is_space(*b))
        .unwrap_or(input.len());
    let rest = &input[start..];
    let banner = b"%%matrixmarket";
    if rest.len() >= banner.len() && rest[..banner.len()].eq_ignore_ascii_case(banner) {
        return (InputFormat::MatrixMarket, None);
    }
    match rest {
        [b'c' | b'p' | b'e'] => (InputFormat::Dimacs, None),
        [b'c' | b'p' | b'e', next, ..] if is_space(*next) => (InputFormat::Dimacs, None),
        [b'{', ..] => (InputFormat::Json, None),
        [b'<', ..] => (InputFormat::Graphml, None),
        [b'#' | b'%', ..] => (InputFormat::Pairs, None),
        _ => {
            // The 0-based line of the first non-blank byte, for the line the reason names.
            let first_line = input[..start].iter().filter(|&&b| b == b'\n').count();
            edge_list_or_pairs(rest, complete, counting.show(first_line as u64))
        }
    }
}

/// The whitespace-separated tokens of a line.
fn tokens(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| is_space(b)).filter(|t| !t.is_empty())
}

/// A token of decimal digits as a number (saturating: no header is that large anyway).
fn decimal(token: &[u8]) -> Option<u64> {
    token.iter().try_fold(0u64, |v, &b| {
        b.is_ascii_digit()
            .then(|| v.saturating_mul(10).saturating_add(u64::from(b - b'0')))
    })
}

/// Whether a token is an integer with or without a sign: `[+-]?digits`.
fn is_signed(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"-").or(token.strip_prefix(b"+"));
    let digits = digits.unwrap_or(token);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// Tells an edge list from pairs by its first lines (the rules are in
/// [`InputFormat::sniff`]); `text` starts at the first non-blank byte, on the line shown as
/// `first_line`; `complete` says whether it is all of the input (else its last, maybe partial,
/// line is not looked at).
fn edge_list_or_pairs(
    text: &[u8],
    complete: bool,
    first_line: u64,
) -> (InputFormat, Option<String>) {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if !complete {
        lines.pop();
    }
    let Some((first, body)) = lines.split_first() else {
        return (InputFormat::EdgeList, None);
    };
    let head: Vec<&[u8]> = tokens(first).take(3).collect();
    let (n, m) = match head[..] {
        [] | [_] => return (InputFormat::EdgeList, None),
        [a, b] => match (decimal(a), decimal(b)) {
            (Some(n), Some(m)) => (n, m),
            // A header with a sign (`-3 1`) is a mistyped header, not two vertex names.
            _ if is_signed(a) && is_signed(b) => return (InputFormat::EdgeList, None),
            _ => return (InputFormat::Pairs, None),
        },
        _ => return (InputFormat::Pairs, None),
    };
    let header = String::from_utf8_lossy(&first[..first.len().min(40)]);
    let header = header.trim();
    let pairs = |why: String| {
        (
            InputFormat::Pairs,
            Some(format!(
                "read as pairs `u v` without a header, since the first line `{header}` is no \
                 edge-list header: {why}; --input-format edge-list reads it as one"
            )),
        )
    };
    if n == 0 {
        return pairs("a graph has at least one vertex".to_string());
    }
    // Both the count and the vertices must disagree with the "header": a real edge list with
    // one mistake (a line missing, a vertex out of range) is an edge list, whose reader then
    // names the mistake, rather than another graph read silently.
    let mut count = 0u64;
    let mut outside: Option<(u64, &[u8])> = None;
    for (k, line) in body.iter().enumerate() {
        let mut words = tokens(line);
        let Some(u) = words.next() else {
            continue;
        };
        let Some(v) = words.next() else {
            if count == 0 {
                // Not an edge: a board's row, or a broken file. The edge list reader says
                // which.
                return (InputFormat::EdgeList, None);
            }
            // A stray token is one mistake in an edge list, and no edge of pairs either.
            continue;
        };
        count += 1;
        if outside.is_none() {
            outside = [u, v]
                .into_iter()
                .find(|t| decimal(t).is_none_or(|x| x == 0 || x > n))
                .map(|t| (first_line + 1 + k as u64, t));
        }
    }
    let miscounted = count > m || (complete && count != m);
    match outside {
        Some((line, vertex)) if miscounted => {
            let follow = if complete {
                super::plural(count, "line follows", "lines follow")
            } else {
                format!("more than {m} lines follow")
            };
            pairs(format!(
                "it would promise {} on {}, but {follow}, and line {line} names vertex `{}`",
                super::plural(m, "edge", "edges"),
                super::plural(n, "vertex", "vertices"),
                String::from_utf8_lossy(&vertex[..vertex.len().min(20)])
            ))
        }
        _ => (InputFormat::EdgeList, None),
    }
}

impl fmt::Display for InputFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Graph formats bigame does not read but researchers have, told by their first lines: a
/// message naming the format and how to convert it, or `None`. GML (`graph [`, as NetworkX and
/// igraph write it) and NetworkX's adjacency lists (`nx.write_adjlist`, whose header comments
/// have a `# GMT` date line). Looks at the first 64 KiB only. `O(min(input length, 64 KiB))`.
pub(super) fn unsupported_format(input: &[u8]) -> Option<String> {
    let input = super::scan::skip_bom(&input[..input.len().min(SNIFF)]);
    let text = String::from_utf8_lossy(input);
    let lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first_data = lines.clone().find(|l| !l.starts_with('#'));
    let words = |line: &str| line.split_whitespace().next().map(str::to_string);
    let gml = match first_data.and_then(words).as_deref() {
        Some("graph") => first_data.is_some_and(|l| {
            let after = l["graph".len()..].trim_start();
            after.starts_with('[') || after.is_empty()
        }),
        Some("Creator" | "Version") => text.contains("graph"),
        _ => false,
    };
    if gml {
        return Some(
            "this looks like GML (graph [ node [ ... ] edge [ ... ] ]), which bigame does not \
             read: convert it to GraphML, which it reads, e.g. in Python \
             nx.write_graphml(nx.read_gml(PATH), 'graph.graphml')"
                .to_string(),
        );
    }
    let gmt_header = lines
        .take(3)
        .any(|l| l.starts_with("# GMT ") || l.starts_with("#GMT "));
    gmt_header.then(|| ADJACENCY_LIST.to_string())
}

/// What [`unsupported_format`] says of an adjacency list.
pub(super) const ADJACENCY_LIST: &str = "this looks like a NetworkX adjacency list \
    (nx.write_adjlist: a vertex, then its neighbours, on each line), which bigame does not \
    read: convert it to an edge list, e.g. in Python \
    nx.write_edgelist(nx.read_adjlist(PATH), 'graph.txt', data=False)";

/// Whether the first lines have the shape of an adjacency list: some with three words or
/// more, not all of the same length, and no NetworkX data `{...}` (whose edge lines vary in
/// length too). Asked only once a file has failed as pairs. `O(min(input length, 64 KiB))`.
pub(super) fn shaped_like_adjacency_list(input: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&input[..input.len().min(SNIFF)]);
    let shapes: Vec<usize> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('%'))
        .take(1000)
        .map(|l| {
            if l.contains('{') {
                0
            } else {
                l.split_whitespace().count()
            }
        })
        .collect();
    !shapes.contains(&0) && shapes.iter().any(|&k| k >= 3) && shapes.iter().any(|&k| k != shapes[0])
}
