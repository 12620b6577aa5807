//! The reference model: what the formats say, written as plainly as possible, to compare
//! the readers with.

use super::*;

/// The separators the formats allow between tokens.
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

pub(crate) fn tokens(input: &[u8]) -> Vec<&[u8]> {
    input
        .split(|&b| is_space(b))
        .filter(|t| !t.is_empty())
        .collect()
}

/// A decimal number of ASCII digits only, if it fits in `u64`.
pub(crate) fn number(token: &[u8]) -> Option<u64> {
    if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
        return None;
    }
    token.iter().try_fold(0u64, |v, &d| {
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// The board the input describes (row-major free flags), or `None` if it is malformed.
pub(crate) fn model_board(input: &[u8], rule: CellRule) -> Option<(u32, u32, Vec<bool>)> {
    let tokens = tokens(input);
    let rows = number(tokens.first()?)?;
    let cols = number(tokens.get(1)?)?;
    if rows == 0 || cols == 0 || rows > u64::from(u32::MAX) || cols > u64::from(u32::MAX) {
        return None;
    }
    // Exactly `rows` more tokens; checked before anything proportional to rows x cols.
    if tokens.len() as u64 != 2 + rows || !Board::fits(rows, cols) {
        return None;
    }
    let mut free = Vec::new();
    for row in &tokens[2..] {
        if row.len() as u64 != cols {
            return None;
        }
        for &b in *row {
            free.push(match (b, rule) {
                (b'#', _) => false,
                (b'.', _) => true,
                (b, CellRule::AnyButHash) if b.is_ascii_graphic() => true,
                _ => return None,
            });
        }
    }
    Some((rows as u32, cols as u32, free))
}

/// The lines of the input, each as its tokens (separated by any whitespace but the newline).
pub(crate) fn token_lines(input: &[u8]) -> Vec<Vec<&[u8]>> {
    input.split(|&b| b == b'\n').map(tokens).collect()
}

/// The graph the input describes as an edge list (vertex count and 0-based edges), or `None`
/// if malformed: a line with the header `n m`, then `m` lines of two vertices (and, with
/// `Weights::Ignore`, any tokens after them), blank lines anywhere; a self-loop is malformed,
/// or left out with `SelfLoops::Ignore`.
pub(crate) fn model_edge_list(
    input: &[u8],
    options: LineOptions,
) -> Option<(usize, Vec<(u32, u32)>)> {
    let lines: Vec<Vec<&[u8]>> = token_lines(input)
        .into_iter()
        .filter(|l| !l.is_empty())
        .collect();
    let (header, body) = lines.split_first()?;
    let [n, m] = header[..] else {
        return None;
    };
    let (n, m) = (number(n)?, number(m)?);
    if n == 0 || n > MAX_VERTICES || body.len() as u64 != m {
        return None;
    }
    let most = if options.weights == Weights::Ignore {
        usize::MAX
    } else {
        2
    };
    let mut edges = Vec::new();
    for line in body {
        if line.len() < 2 || line.len() > most {
            return None;
        }
        let u = number(line[0])?;
        let v = number(line[1])?;
        if u == 0 || v == 0 || u > n || v > n {
            return None;
        }
        if u == v {
            if options.self_loops == SelfLoops::Refuse {
                return None;
            }
            continue;
        }
        edges.push(((u - 1) as u32, (v - 1) as u32));
    }
    Some((n as usize, edges))
}

/// What the model of pairs reads: the labels (in order of first appearance) and 0-based edges.
pub(crate) type ModelPairs = (Vec<String>, Vec<(u32, u32)>);

/// The graph the input describes as pairs, or `None` if malformed: lines whose first token
/// starts with `#` or `%` and blank lines are skipped; every other line is two labels (UTF-8,
/// different), then nothing, or NetworkX data (the rest of the line, trimmed, from `{` to `}`),
/// or with `Weights::Ignore` anything; at least one vertex. A self-loop is malformed, or left out
/// with `SelfLoops::Ignore` (its vertex stays).
pub(crate) fn model_pairs(input: &[u8], options: LineOptions) -> Option<ModelPairs> {
    let mut labels: Vec<String> = Vec::new();
    let mut edges = Vec::new();
    for line in input.split(|&b| b == b'\n') {
        let words = tokens(line);
        let Some(first) = words.first() else {
            continue;
        };
        if first[0] == b'#' || first[0] == b'%' {
            continue;
        }
        if words.len() < 2 {
            return None;
        }
        if words.len() > 2 {
            // The rest of the line after the second label.
            let second = words[1].as_ptr() as usize - line.as_ptr() as usize;
            let rest = &line[second + words[1].len()..];
            let start = rest
                .iter()
                .position(|&b| !is_space(b))
                .unwrap_or(rest.len());
            let end = rest
                .iter()
                .rposition(|&b| !is_space(b))
                .map_or(start, |i| i + 1);
            let rest = &rest[start..end];
            let data = rest.first() == Some(&b'{') && rest.last() == Some(&b'}');
            let weight = options.weights == Weights::Ignore;
            if !data && !weight {
                return None;
            }
        }
        let mut ids = [0u32; 2];
        for (k, word) in words[..2].iter().enumerate() {
            let text = std::str::from_utf8(word).ok()?;
            ids[k] = match labels.iter().position(|l| l == text) {
                Some(i) => i as u32,
                None => {
                    labels.push(text.to_string());
                    (labels.len() - 1) as u32
                }
            };
        }
        if ids[0] == ids[1] {
            if options.self_loops == SelfLoops::Refuse {
                return None;
            }
            continue;
        }
        edges.push((ids[0], ids[1]));
    }
    (!labels.is_empty()).then_some((labels, edges))
}

/// The graph a delimited (CSV) input describes, or `None` if malformed: lines cut at the
/// delimiter, fields trimmed of blanks and then of one pair of double quotes; blank lines and
/// lines starting with `#` or `%` skipped; the first data line skipped when it is a header
/// (one of its first two fields not a number, and a field not a number above numbers on every
/// line after it; or two usual column names with no line after them), refused when it is two
/// usual column names above lines that are not all numbers; an empty first header field above
/// numbers is an index column, dropped from every line;
/// every other line two labels (non-empty, no whitespace, UTF-8), then nothing, or a field
/// starting with `{` on a line ending with `}`, or with `Weights::Ignore` anything.
pub(crate) fn model_delimited(input: &[u8], d: u8, options: LineOptions) -> Option<ModelPairs> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let trim = |f: &[u8]| -> Vec<u8> {
        let mut f = f;
        while let [rest @ .., b' ' | b'\t'] = f {
            f = rest;
        }
        while let [b' ' | b'\t', rest @ ..] = f {
            f = rest;
        }
        match f {
            [b'"', inner @ .., b'"'] => inner.to_vec(),
            _ => f.to_vec(),
        }
    };
    let mut data: Vec<&[u8]> = Vec::new();
    for line in input.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        match line.iter().find(|&&b| b != b' ' && b != b'\t') {
            None | Some(b'#' | b'%') => {}
            Some(_) => data.push(line),
        }
    }
    let fields = |line: &[u8]| -> Vec<Vec<u8>> { line.split(|&b| b == d).map(trim).collect() };
    // Header fields and data fields: a number is `[+-]? digits [. digits] [e [+-] digits]`.
    let is_number = |f: &[u8]| {
        let t = std::str::from_utf8(f).unwrap_or("x");
        let t = t.strip_prefix(['+', '-']).unwrap_or(t);
        let (mantissa, exponent) = match t.find(['e', 'E']) {
            Some(k) => (&t[..k], Some(&t[k + 1..])),
            None => (t, None),
        };
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        let exponent_ok = exponent.is_none_or(|e| {
            let e = e.strip_prefix(['+', '-']).unwrap_or(e);
            !e.is_empty() && digits(e)
        });
        !(int.is_empty() && frac.is_empty()) && digits(int) && digits(frac) && exponent_ok
    };
    const NAMES: &[&str] = &[
        "source",
        "target",
        "from",
        "to",
        "src",
        "dst",
        "dest",
        "destination",
        "u",
        "v",
        "node",
        "node1",
        "node2",
        "node_1",
        "node_2",
        "id1",
        "id2",
        "fromnodeid",
        "tonodeid",
        "from_node",
        "to_node",
        "head",
        "tail",
        "vertex1",
        "vertex2",
        "v1",
        "v2",
    ];
    let mut index = false;
    if let Some(first) = data.first() {
        let head = fields(first);
        let body: Vec<Vec<Vec<u8>>> = data[1..].iter().take(64).map(|l| fields(l)).collect();
        let below = |c: usize| {
            !body.is_empty() && body.iter().all(|f| f.get(c).is_some_and(|x| is_number(x)))
        };
        let words_above_numbers = head.iter().take(2).any(|f| !is_number(f))
            && (0..head.len()).any(|c| !is_number(&head[c]) && below(c));
        let named = head.len() >= 2
            && head[..2]
                .iter()
                .all(|f| NAMES.iter().any(|n| f.eq_ignore_ascii_case(n.as_bytes())));
        if words_above_numbers || (named && body.is_empty()) {
            index = head.len() >= 3 && head[0].is_empty() && below(0);
            data.remove(0);
        } else if named {
            // Column names above words: a header or an edge, refused as ambiguous.
            return None;
        }
    }
    let mut labels: Vec<String> = Vec::new();
    let mut edges = Vec::new();
    for line in data {
        let mut f = fields(line);
        if index {
            f.remove(0);
        }
        if f.len() < 2 {
            return None;
        }
        if f.len() > 2 {
            let curly = f[2].first() == Some(&b'{') && line.trim_ascii_end().ends_with(b"}");
            if !curly && options.weights == Weights::Refuse {
                return None;
            }
        }
        let mut ids = [0u32; 2];
        for k in 0..2 {
            if f[k].is_empty() || f[k].iter().any(|&b| is_space(b)) {
                return None;
            }
            let text = std::str::from_utf8(&f[k]).ok()?;
            ids[k] = match labels.iter().position(|l| l == text) {
                Some(i) => i as u32,
                None => {
                    labels.push(text.to_string());
                    (labels.len() - 1) as u32
                }
            };
        }
        if ids[0] == ids[1] {
            if options.self_loops == SelfLoops::Refuse {
                return None;
            }
            continue;
        }
        edges.push((ids[0], ids[1]));
    }
    (!labels.is_empty()).then_some((labels, edges))
}
