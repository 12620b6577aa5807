//! Headerless-or-headed edge lists with a delimiter between the fields, as spreadsheets, Gephi
//! and pandas write them (`source,target`): CSV and its cousins.
//!
//! ```text
//! Source,Target,Weight
//! alice,bob,1
//! "bob",carol,2.5
//! ```
//!
//! - Each line is cut at the delimiter into fields; blanks around a field are dropped, and so
//!   are double quotes around it (`"bob"` is `bob`; a delimiter inside quotes is not
//!   supported). The first two fields are the edge's vertices, labelled as in
//!   [`super::pairs`] (numbers if every label is one, else text); a label cannot be empty or
//!   hold blanks.
//! - More fields are an error naming `--weights ignore`, which ignores them; NetworkX's data
//!   (`1,2,{'weight': 1}`) is ignored either way.
//! - Blank lines, and lines starting with `#` or `%`, are skipped.
//! - A first row of column names is skipped, and pandas' index column too, by the rule of
//!   [`super::header`]: words above numbers are a header; column names (`source,target`)
//!   above words are refused as ambiguous, naming `--header yes` and `--header no`.

use super::header::{Header, sniff_header};
use super::pairs::{Ids, Pairs, Stop, finish, push_edge, with_ids};
use super::scan::{Position, is_space, shown, skip_bom};
use super::{LineOptions, ParseError, Weights};

/// Reads an edge list whose fields are separated by `delimiter` (see the
/// [module docs](self)), with `options` saying what a column after the two vertices is and
/// what a self-loop is. `O(input length)` expected time.
///
/// ```
/// use bigame::graph::Adjacency;
/// use bigame::read::delimited::read_delimited;
/// use bigame::read::{LineOptions, Weights};
/// let input = b"Source,Target,Weight\nalice,bob,1\nbob, carol,2\n";
/// let p = read_delimited(input, b',', Weights::Ignore.into()).unwrap();
/// assert_eq!((p.graph.vertex_count(), p.graph.edge_count()), (3, 2));
/// assert_eq!(p.labels.get(2).to_string(), "carol");
/// let e = read_delimited(b"1,2,0.5\n", b',', LineOptions::default()).unwrap_err();
/// assert!(e.to_string().contains("--weights ignore"), "{e}");
/// assert!(read_delimited(b"1,2,0.5\n", b',', Weights::Ignore.into()).is_ok());
/// ```
///
/// # Errors
/// A [`ParseError`] naming the line and column: a line with one field, an empty label, a
/// label with blanks, a column too many, a self-loop (unless ignored), no edge at all.
pub fn read_delimited(
    input: &[u8],
    delimiter: u8,
    options: LineOptions,
) -> Result<Pairs, ParseError> {
    let header = sniff_header(input, Some(delimiter), None)?;
    read_delimited_headed(input, delimiter, options, &header)
}

/// [`read_delimited`], skipping the header row and the index column `header` names (as
/// [`sniff_header`] decided them) instead of deciding them. `O(input length)` expected time.
///
/// # Errors
/// As [`read_delimited`].
pub fn read_delimited_headed(
    input: &[u8],
    delimiter: u8,
    options: LineOptions,
    header: &Header,
) -> Result<Pairs, ParseError> {
    let input = skip_bom(input);
    with_ids(input.len(), |ids| {
        parse(input, delimiter, options, header, ids)
    })
}

/// One line cut into fields: each field's bytes and its 1-based column.
fn fields(line: &[u8], delimiter: u8) -> Vec<(&[u8], usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    loop {
        let end = line[start..]
            .iter()
            .position(|&b| b == delimiter)
            .map_or(line.len(), |k| start + k);
        out.push(trim(line, start, end));
        if end == line.len() {
            return out;
        }
        start = end + 1;
    }
}

/// `line[start..end]` without blanks and quotes around it, and the column where it starts.
fn trim(line: &[u8], mut start: usize, mut end: usize) -> (&[u8], usize) {
    while start < end && matches!(line[start], b' ' | b'\t') {
        start += 1;
    }
    while end > start && matches!(line[end - 1], b' ' | b'\t') {
        end -= 1;
    }
    if end - start >= 2 && line[start] == b'"' && line[end - 1] == b'"' {
        start += 1;
        end -= 1;
    }
    (&line[start..end], start + 1)
}

/// The lines that carry data: `(line number, line without its `\r`)`, blank and comment lines
/// left out.
fn data_lines(input: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    input
        .split(|&b| b == b'\n')
        .enumerate()
        .filter_map(|(k, line)| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let first = line.iter().find(|&&b| !matches!(b, b' ' | b'\t'));
            match first {
                None | Some(b'#' | b'%') => None,
                Some(_) => Some((k + 1, line)),
            }
        })
}

/// The whole parse, with `ids` naming the vertices. `O(input length)` expected.
fn parse<'a>(
    input: &'a [u8],
    delimiter: u8,
    options: LineOptions,
    header: &Header,
    ids: &mut dyn Ids<'a>,
) -> Result<Pairs, Stop> {
    let skipped = header.skipped.as_ref().map(|(line, _)| *line);
    let lines = data_lines(input).filter(|&(line, _)| Some(line) != skipped);
    let shown_delimiter = shown(&[delimiter]);
    let mut edges = Vec::with_capacity(input.len() / 12 + 1);
    for (line, text) in lines {
        let at = |column| Position { line, column };
        let mut cut = fields(text, delimiter);
        if header.index_column && !cut.is_empty() {
            cut.remove(0);
        }
        let [(a, a_at), (b, b_at), rest @ ..] = &cut[..] else {
            return Err(at(text.len() + 1)
                .error(format!(
                    "expected two vertex labels separated by `{shown_delimiter}`, found one \
                     field"
                ))
                .into());
        };
        for (label, column) in [(a, a_at), (b, b_at)] {
            check_label(label, at(*column))?;
        }
        if let Some((extra, column)) = rest.first() {
            let data = extra.starts_with(b"{") && text.trim_ascii_end().ends_with(b"}");
            if !data && options.weights == Weights::Refuse {
                return Err(at(*column)
                    .error(format!(
                        "unexpected `{}` after the edge `{}{shown_delimiter}{}` (to ignore the \
                         columns after the two vertices, such as a weight, use --weights \
                         ignore)",
                        shown(extra),
                        shown(a),
                        shown(b)
                    ))
                    .into());
            }
        }
        let u = ids.id(a, at(*a_at))?;
        let v = ids.id(b, at(*b_at))?;
        push_edge(&mut edges, (u, v), (a, b), options, at(*a_at))?;
    }
    finish(input, edges, ids, options.edge_order)
}

/// Refuses an empty label or one with blanks inside (answers name vertices by their labels,
/// one token each).
fn check_label(label: &[u8], at: Position) -> Result<(), Stop> {
    if label.is_empty() {
        return Err(at
            .error("expected a vertex label, found an empty field")
            .into());
    }
    if let Some(k) = label.iter().position(|&b| is_space(b)) {
        let at = Position {
            column: at.column + k,
            ..at
        };
        return Err(at
            .error(format!(
                "the vertex label `{}` holds a blank (labels are single words)",
                shown(label)
            ))
            .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;
    use crate::read::SelfLoops;

    fn read(input: &[u8]) -> Result<Pairs, ParseError> {
        read_delimited(input, b',', LineOptions::default())
    }

    #[test]
    fn headers_are_skipped_only_when_they_look_like_one() {
        let p = read(b"Source,Target\n1,2\n2,3\n").unwrap();
        assert!(p.labels.are_numbers());
        assert_eq!(p.graph.edge_count(), 2);
        let p = read(b"a,b\n1,2\n").unwrap();
        assert_eq!(p.graph.edge_count(), 1);
        // Words on every line: no header.
        let p = read(b"a,b\nb,c\n").unwrap();
        assert_eq!(p.graph.edge_count(), 2);
        let p = read(b"1,2\n2,3\n").unwrap();
        assert_eq!(p.graph.edge_count(), 2);
    }

    #[test]
    fn quotes_blanks_comments_and_data() {
        let p = read(b"\xEF\xBB\xBF# c\r\n\"a\" , b\r\n\r\n% k\nb,\"c\",{'weight': 1, 'w': 2}\n")
            .unwrap();
        assert_eq!(p.graph.edge_count(), 2);
        assert_eq!(p.labels.get(0).to_string(), "a");
        let p = read_delimited(b"1;2;3;1400\n", b';', Weights::Ignore.into()).unwrap();
        assert_eq!(p.graph.edge_count(), 1);
    }

    #[test]
    fn errors_name_line_and_column() {
        for (input, line, column, needle) in [
            (&b"1,2\n3\n"[..], 2, 2, "found one field"),
            (b"1,2\n3,\n", 2, 3, "empty field"),
            (b"1,2\nNew York,b\n", 2, 4, "holds a blank"),
            (b"1,2,7\n", 1, 5, "--weights ignore"),
            (b"1,2\n3,3\n", 2, 1, "--self-loops ignore"),
            (b"source,target\n", 2, 1, "found end of input"),
        ] {
            let e = read(input).unwrap_err();
            assert_eq!((e.line, e.column), (line, column), "{e}");
            assert!(e.message.contains(needle), "{e}");
        }
        let loops = LineOptions {
            self_loops: SelfLoops::Ignore,
            ..LineOptions::default()
        };
        let p = read_delimited(b"1,2\n3,3\n", b',', loops).unwrap();
        assert_eq!((p.graph.vertex_count(), p.graph.edge_count()), (3, 1));
    }
}
