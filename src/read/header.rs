//! Whether the first line of a pairs file (whitespace-, tab-, comma- or semicolon-separated)
//! is a header row of column names, and whether its first column is an index: decided once,
//! from the first lines, by their shape, and obeyed by [`super::pairs`] and
//! [`super::delimited`].
//!
//! The rule (on the first data line `F`, blank and `#`/`%` comment lines aside, and up to
//! `LOOKED_AT` data lines `D` after it, within the first 64 KiB):
//!
//! 1. `F` is a header when one of its first two fields is not a number and some field of it
//!    that is not a number stands above numbers on every line of `D`: words above numbers
//!    (`source target` above `1 2`, SNAP's `FromNodeId ToNodeId` without `#`, pandas'
//!    `,source,target` above `0,1,2`, Gephi's `Source,Target,Weight` above `a,b,1`). Numbers
//!    are integers or decimals (`-1`, `2.5`, `1e3`).
//! 2. Else, when the first two fields of `F` are both usual column names (`source`, `target`,
//!    `from`, `to`, `u`, `v`, `node1`, ... in any case; `HEADER_NAMES`) and `D` is not all
//!    numbers, `F` may be a header or an edge between two vertices of those names: the file
//!    is refused, naming `--header yes` (skip it) and `--header no` (read it as an edge). With
//!    no line after `F`, such a line is a header (the file then has no edge, an error).
//! 3. Otherwise `F` is data: it has the shape of the lines after it.
//!
//! A header whose first field is empty (a delimited file), or that starts with a blank and has
//! one field fewer than every line after it, whose first fields count up by one (blanks), is
//! pandas' `df.to_csv()` with its index: the first column is the index, not a vertex, and is skipped
//! on every line. `--header yes|no` overrides the rule (no index is looked for with `no`).

use super::ParseError;
use super::scan::{is_space, shown, skip_bom};

/// The column names that make a first line that is not above numbers ambiguous (rule 2).
pub(crate) const HEADER_NAMES: &[&str] = &[
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

/// How many data lines after the first the rule looks at.
pub(crate) const LOOKED_AT: usize = 64;

/// What the first data line of a pairs file is, as [`sniff_header`] decided.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Header {
    /// The header row skipped: its 1-based line and its text (at most 60 bytes), or `None`
    /// when the first line is data.
    pub skipped: Option<(usize, String)>,
    /// Whether the first column is an index (pandas' `df.to_csv()`), skipped on every line.
    pub index_column: bool,
}

/// The data lines of `input`: `(1-based line, line without its `\r`)`, blank and comment
/// lines left out as the reader leaves them out (`delimited`: only spaces and tabs are
/// blanks). The last line of a cut input (not `complete`) is left out too.
fn data_lines(input: &[u8], complete: bool, delimited: bool) -> Vec<(usize, &[u8])> {
    let blank = |b: u8| {
        if delimited {
            b == b' ' || b == b'\t'
        } else {
            is_space(b)
        }
    };
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if !complete {
        lines.pop();
    }
    lines
        .into_iter()
        .enumerate()
        .filter_map(|(k, line)| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            match line.iter().find(|&&b| !blank(b)) {
                None | Some(b'#' | b'%') => None,
                Some(_) => Some((k + 1, line)),
            }
        })
        .take(LOOKED_AT + 1)
        .collect()
}

/// A line's fields: cut at `delimiter` (blanks and double quotes around each dropped), or
/// its blank-separated tokens.
pub(crate) fn fields(line: &[u8], delimiter: Option<u8>) -> Vec<&[u8]> {
    match delimiter {
        None => line
            .split(|&b| is_space(b))
            .filter(|t| !t.is_empty())
            .collect(),
        Some(d) => line
            .split(|&b| b == d)
            .map(|mut f| {
                // Blanks as the delimited reader trims them: spaces and tabs only.
                while let [b' ' | b'\t', rest @ ..] = f {
                    f = rest;
                }
                while let [rest @ .., b' ' | b'\t'] = f {
                    f = rest;
                }
                match f {
                    [b'"', inner @ .., b'"'] => inner,
                    _ => f,
                }
            })
            .collect(),
    }
}

/// Whether a field is a number: `[+-]?` digits with an optional fraction and exponent.
fn is_number(field: &[u8]) -> bool {
    let body = field.strip_prefix(b"-").or(field.strip_prefix(b"+"));
    let body = body.unwrap_or(field);
    let (mantissa, exponent) = match body.iter().position(|&b| b == b'e' || b == b'E') {
        Some(k) => (&body[..k], Some(&body[k + 1..])),
        None => (body, None),
    };
    let (int, frac) = match mantissa.iter().position(|&b| b == b'.') {
        Some(k) => (&mantissa[..k], &mantissa[k + 1..]),
        None => (mantissa, &b""[..]),
    };
    let digits = |t: &[u8]| t.iter().all(u8::is_ascii_digit);
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(b"-").or(e.strip_prefix(b"+")).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    !(int.is_empty() && frac.is_empty()) && digits(int) && digits(frac) && exponent_ok
}

/// Whether a field is a usual column name (case-insensitive).
fn is_column_name(field: &[u8]) -> bool {
    HEADER_NAMES
        .iter()
        .any(|name| field.eq_ignore_ascii_case(name.as_bytes()))
}

/// Decides whether the first data line of the pairs file `input` is a header and whether its
/// first column is an index (the rule is in the [module docs](self)); `delimiter` `None` is
/// blanks; `forced` is `--header yes|no`. Looks at the first 64 KiB only.
/// `O(min(input length, 64 KiB))`.
///
/// ```
/// use bigame::read::header::sniff_header;
/// let h = sniff_header(b"source\ttarget\n1\t2\n2\t3\n", Some(b'\t'), None).unwrap();
/// assert_eq!(h.skipped, Some((1, "source\ttarget".to_string())));
/// let h = sniff_header(b"a b\nb c\n", None, None).unwrap();
/// assert_eq!(h.skipped, None);
/// let e = sniff_header(b"source target\nalice bob\n", None, None).unwrap_err();
/// assert!(e.message.contains("--header yes"), "{e}");
/// ```
///
/// # Errors
/// A first line of column names above lines of words, when not `forced` (rule 2).
pub fn sniff_header(
    input: &[u8],
    delimiter: Option<u8>,
    forced: Option<bool>,
) -> Result<Header, ParseError> {
    // As format detection: a head of exactly 64 KiB may end inside a line.
    let complete = input.len() < super::input_format::SNIFF;
    let input = skip_bom(&input[..input.len().min(super::input_format::SNIFF)]);
    let lines = data_lines(input, complete, delimiter.is_some());
    let Some(&(first_line, first)) = lines.first() else {
        return Ok(Header::default());
    };
    let head = fields(first, delimiter);
    let body: Vec<Vec<&[u8]>> = lines[1..]
        .iter()
        .map(|(_, l)| fields(l, delimiter))
        .collect();
    let numbers_below =
        |c: usize| !body.is_empty() && body.iter().all(|f| f.get(c).is_some_and(|x| is_number(x)));
    // A line with numbers in both vertex columns is an edge, whatever follows them.
    let words_above_numbers = head.iter().take(2).any(|f| !is_number(f))
        && (0..head.len()).any(|c| !is_number(head[c]) && numbers_below(c));
    let named = head.len() >= 2 && head[..2].iter().all(|f| is_column_name(f));
    let header = match forced {
        Some(h) => h,
        None if words_above_numbers => true,
        None if named && body.is_empty() => true,
        None if named => {
            let text = shown(&first[..first.len().min(60)]);
            return Err(ParseError {
                line: first_line,
                column: 1,
                message: format!(
                    "the first line `{text}` may be a header of column names or an edge \
                     between vertices named `{}` and `{}`: --header yes skips it, --header no \
                     reads it as an edge",
                    shown(head[0]),
                    shown(head[1])
                ),
            });
        }
        None => false,
    };
    if !header {
        return Ok(Header::default());
    }
    let below = |k: usize| !body.is_empty() && body.iter().all(|f| f.len() == k);
    let index_column = numbers_below(0)
        && match delimiter {
            Some(_) => head.len() >= 3 && head[0].is_empty(),
            // Blank-separated: pandas' `sep="\t"` starts the header with a tab, and its index
            // counts up by one.
            None => {
                let counts = body
                    .iter()
                    .map(|f| std::str::from_utf8(f[0]).ok()?.parse::<u64>().ok());
                let counts: Option<Vec<u64>> = counts.collect();
                first.first().is_some_and(|&b| is_space(b))
                    && below(head.len() + 1)
                    && counts.is_some_and(|c| c.windows(2).all(|w| w[1] == w[0] + 1))
            }
        };
    let text = String::from_utf8_lossy(&first[..first.len().min(60)]);
    Ok(Header {
        skipped: Some((first_line, text.trim().to_string())),
        index_column,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skipped(input: &[u8], delimiter: Option<u8>) -> (bool, bool) {
        let h = sniff_header(input, delimiter, None).unwrap();
        (h.skipped.is_some(), h.index_column)
    }

    #[test]
    fn words_above_numbers_are_a_header() {
        assert_eq!(
            skipped(b"source\ttarget\n1\t2\n2\t3\n", Some(b'\t')),
            (true, false)
        );
        assert_eq!(skipped(b"source target\n1 2\n2 3\n", None), (true, false));
        assert_eq!(
            skipped(b"FromNodeId\tToNodeId\n0\t1\n", None),
            (true, false)
        );
        assert_eq!(
            skipped(b"# c\n\nSrc;Dst;w\n1;2;0.5\n", Some(b';')),
            (true, false)
        );
        assert_eq!(skipped(b"a,b,weight\nx,y,1\n", Some(b',')), (true, false));
        assert_eq!(skipped(b"a,b,c\nx,y,z\n", Some(b',')), (false, false));
        assert_eq!(skipped(b"1 2 x\n2 3 4\n", None), (false, false));
        assert_eq!(skipped(b"1 2\n2 3\n", None), (false, false));
        assert_eq!(skipped(b"a b\nb c\n", None), (false, false));
    }

    #[test]
    fn pandas_index_columns_are_found() {
        // A weight column is no index: the header does not start with a blank.
        assert_eq!(
            skipped(b"source target\n1 2 0.5\n2 3 1\n", None),
            (true, false)
        );
        assert_eq!(
            skipped(b",source,target\n0,1,2\n1,2,3\n", Some(b',')),
            (true, true)
        );
        assert_eq!(
            skipped(b"\tsource\ttarget\n0\t1\t2\n", Some(b'\t')),
            (true, true)
        );
        assert_eq!(
            skipped(b"\tsource\ttarget\n0\t1\t2\n1\t2\t3\n", None),
            (true, true)
        );
        assert_eq!(
            skipped(b",source,target\n0,a,b\n1,b,c\n", Some(b',')),
            (true, true)
        );
    }

    #[test]
    fn column_names_above_words_are_refused_unless_told() {
        let e = sniff_header(b"\nu v\nv w\n", None, None).unwrap_err();
        assert_eq!((e.line, e.column), (2, 1), "{e}");
        let h = sniff_header(b"u v\nv w\n", None, Some(false)).unwrap();
        assert_eq!(h.skipped, None);
        let h = sniff_header(b"u v\nv w\n", None, Some(true)).unwrap();
        assert_eq!(h.skipped, Some((1, "u v".to_string())));
        assert_eq!(skipped(b"source,target\n", Some(b',')), (true, false));
    }

    #[test]
    fn numbers() {
        for good in ["0", "-1", "+2", "1.5", ".5", "1e3", "2.5E-2"] {
            assert!(is_number(good.as_bytes()), "{good}");
        }
        for bad in ["", "-", ".", "e3", "1e", "x1", "1.2.3"] {
            assert!(!is_number(bad.as_bytes()), "{bad}");
        }
    }
}
