//! Sparse matrices in the Matrix Market coordinate format, read as bipartite graphs: the rows
//! are one side, the columns the other, and every stored entry `(i, j)` is an edge between
//! row `i` and column `j` (the way the SuiteSparse collection is used for matching
//! benchmarks).

use super::pair_lines::{is_blank, parse_pair_lines, parse_pair_stream};
use super::scan::{Position, Scanner, shown};
use super::{Counting, ParseError, check_edge_count, with_limit};
use crate::graph::MAX_EDGES;
use crate::graph::MAX_VERTICES;
use crate::graph::{BipartiteGraph, Graph};
use crate::text::plural;
use std::fmt;
use std::io::{self, Read};

/// The kind of values a Matrix Market file stores with each entry (its third header word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// No values: each entry line is `i j`.
    Pattern,
    /// One real number per entry.
    Real,
    /// One integer per entry.
    Integer,
    /// Two real numbers (real and imaginary part) per entry.
    Complex,
}

impl Field {
    /// The header word, e.g. `pattern`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            Field::Pattern => "pattern",
            Field::Real => "real",
            Field::Integer => "integer",
            Field::Complex => "complex",
        }
    }

    /// How many value tokens follow the two indices of an entry. `O(1)`.
    fn values(self) -> usize {
        match self {
            Field::Pattern => 0,
            Field::Real | Field::Integer => 1,
            Field::Complex => 2,
        }
    }
}

/// Which entries a Matrix Market file leaves out because they follow from others (its fourth
/// header word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Every entry is stored.
    General,
    /// `a(j, i) = a(i, j)`: only one of the two is stored.
    Symmetric,
    /// `a(j, i) = -a(i, j)`: only one of the two is stored.
    SkewSymmetric,
    /// `a(j, i)` is the complex conjugate of `a(i, j)`: only one of the two is stored.
    Hermitian,
}

impl Symmetry {
    /// The header word, e.g. `skew-symmetric`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::General => "general",
            Symmetry::Symmetric => "symmetric",
            Symmetry::SkewSymmetric => "skew-symmetric",
            Symmetry::Hermitian => "hermitian",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Matrix Market matrix as a bipartite graph: vertices `0..rows` are the rows (row `i` of
/// the file is vertex `i - 1`), vertices `rows..rows + cols` the columns (column `j` is
/// vertex `rows + j - 1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixMarket {
    /// The graph: one edge per stored entry, two for a mirrored off-diagonal entry.
    pub graph: Graph,
    /// Number of rows (the left side).
    pub rows: u32,
    /// Number of columns (the right side).
    pub cols: u32,
    /// The header's field (the values were checked, then dropped).
    pub field: Field,
    /// The header's symmetry.
    pub symmetry: Symmetry,
}

impl MatrixMarket {
    /// Whether vertex `v` is a row (the left side). `O(1)`.
    pub fn is_row(&self, v: u32) -> bool {
        v < self.rows
    }

    /// The side of every vertex: `true` for rows. `O(V)`.
    pub fn sides(&self) -> Vec<bool> {
        crate::graph::left_first_sides((self.rows + self.cols) as usize, self.rows)
    }

    /// The graph with its sides, ready for the bipartite algorithms. `O(V)`.
    pub fn into_bipartite(self) -> BipartiteGraph<Graph> {
        let sides = self.sides();
        BipartiteGraph::new(self.graph, sides)
    }
}

/// Reads a Matrix Market `coordinate` file as a bipartite graph (see [`MatrixMarket`] for the
/// vertex numbering):
///
/// - the header line `%%MatrixMarket matrix coordinate FIELD SYMMETRY` (words in any case),
///   FIELD one of `pattern`, `real`, `integer`, `complex`, SYMMETRY one of `general`,
///   `symmetric`, `skew-symmetric`, `hermitian`; dense `array` files are refused;
/// - comment lines starting with `%` and blank lines, here and between entries;
/// - the size line `rows cols nnz` (`rows, cols >= 1`, `rows + cols <=` [`MAX_VERTICES`];
///   `nnz` is checked against the input length before anything is allocated);
/// - exactly `nnz` entry lines `i j` followed by the field's values (none for `pattern`, one
///   for `real` and `integer`, two for `complex`). Values are checked (a real number, an
///   integer) and then ignored: **an explicit zero is still an edge**, since the entry is
///   stored.
///
/// For `symmetric`, `skew-symmetric` and `hermitian` matrices (which must be square) an
/// off-diagonal entry `(i, j)` also stands for `(j, i)`: it gives two edges, row `i`–column
/// `j` and row `j`–column `i`. Whether the upper or lower triangle is stored does not matter;
/// an entry stored in both gives parallel edges, which change no verdict. Duplicate entries
/// are kept as parallel edges. `O(input length + V)`.
///
/// ```
/// use bigame::read::matrix_market::read_matrix_market;
/// let m = read_matrix_market(
///     b"%%MatrixMarket matrix coordinate real general\n% a 2x3 matrix\n2 3 2\n1 1 0.5\n2 3 -1\n",
/// )
/// .unwrap();
/// assert_eq!((m.rows, m.cols, m.graph.edge_count()), (2, 3, 2));
/// assert_eq!(m.graph.neighbors(1), &[4]); // row 2 - column 3
/// let err = read_matrix_market(b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 3\n")
///     .unwrap_err();
/// assert_eq!(err.to_string(), "3:3: column index 3 is out of range (expected 1 to 2)");
/// ```
pub fn read_matrix_market(input: &[u8]) -> Result<MatrixMarket, ParseError> {
    read_with(input, true, Counting::FromOne)
}

/// [`read_matrix_market`], with the entries its errors name counted as `counting` says
/// (Python counts from 0; indices quoted from the file stay as written).
/// `O(input length + V)`.
///
/// ```
/// use bigame::read::Counting;
/// use bigame::read::matrix_market::read_matrix_market_counted;
/// let input = b"%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n1 x\n";
/// let e = read_matrix_market_counted(input, Counting::FromZero).unwrap_err();
/// assert_eq!(e.message, "expected the column index of entry 1 (a non-negative integer), found 'x'");
/// ```
pub fn read_matrix_market_counted(
    input: &[u8],
    counting: Counting,
) -> Result<MatrixMarket, ParseError> {
    read_with(input, true, counting)
}

/// [`read_matrix_market_counted`], with or without its multi-threaded fast path (which reads a
/// subset of the inputs the careful scanner reads, giving the same graph; the tests compare
/// them).
pub(super) fn read_with(
    input: &[u8],
    fast: bool,
    counting: Counting,
) -> Result<MatrixMarket, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let shape = preamble(&mut s, input.len())?;
    // Files with one entry per line and no comments among them are read on several threads;
    // anything else, including every malformed file, by the careful scanner below.
    let chunks = fast
        .then(|| parse_pair_lines(s.rest(), None, shape.entries, shape.entry_line()))
        .flatten();
    if let Some(chunks) = chunks {
        return Ok(shape.matrix(&chunks.slices()));
    }
    let Shape {
        rows,
        cols,
        entries: nnz,
        field,
        symmetry: _,
    } = shape;
    let (mirror, values, rows32) = (shape.mirrored(), field.values(), rows as u32);
    let capacity = if mirror { 2 * nnz } else { nnz };
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(capacity as usize);
    let mut count: u64 = 0;
    loop {
        s.skip_whitespace();
        match s.peek() {
            None => break,
            Some(b'%') => {
                s.skip_line();
                continue;
            }
            Some(_) => {}
        }
        if count == nnz {
            return Err(s.position().error(format!(
                "more entries than the {nnz} the size line declares"
            )));
        }
        // The entry's ordinal as the messages show it (from 1, or from 0 for Python).
        let entry = counting.show(count);
        count += 1;
        let i = index(&mut s, rows, "row", entry)?;
        let j = index(&mut s, cols, "column", entry)?;
        for k in 0..values {
            value(&mut s, field, k, entry)?;
        }
        s.expect_line_end(format_args!("entry {entry}"))?;
        edges.push((i, rows32 + j));
        if mirror && i != j {
            edges.push((j, rows32 + i));
        }
    }
    if count < nnz {
        return Err(s.position().error(format!(
            "expected {} (the size line says so), found {count}",
            plural(nnz, "entry", "entries")
        )));
    }
    Ok(shape.matrix(&[&edges]))
}

/// What a Matrix Market file's header and size line say.
#[derive(Clone, Copy)]
struct Shape {
    rows: u64,
    cols: u64,
    entries: u64,
    field: Field,
    symmetry: Symmetry,
}

impl Shape {
    /// Whether each off-diagonal entry stands for two (symmetric, skew-symmetric, hermitian).
    fn mirrored(self) -> bool {
        self.symmetry != Symmetry::General
    }

    /// The fast paths' test of one entry line `i j rest`, pushing its edges (two for a
    /// mirrored off-diagonal entry): indices in range, the values the field asks for.
    fn entry_line(self) -> impl Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync {
        let rows32 = self.rows as u32;
        move |i, j, rest, out| {
            let valid = (1..=self.rows).contains(&i) && (1..=self.cols).contains(&j);
            // Out of range indices are pushed too (wrapped), but the whole result is dropped.
            let (i, j) = (i.wrapping_sub(1) as u32, j.wrapping_sub(1) as u32);
            out.push((i, rows32.wrapping_add(j)));
            if self.mirrored() && i != j {
                out.push((j, rows32.wrapping_add(i)));
            }
            valid && values_are_valid(rest, self.field)
        }
    }

    /// The matrix whose edges are the chunks' edges in order. `O(V + E)`.
    fn matrix(self, chunks: &[&[(u32, u32)]]) -> MatrixMarket {
        MatrixMarket {
            graph: Graph::from_edge_chunks((self.rows + self.cols) as usize, chunks),
            rows: self.rows as u32,
            cols: self.cols as u32,
            field: self.field,
            symmetry: self.symmetry,
        }
    }
}

/// Reads a Matrix Market file from `source` as it arrives, when its header and size line are
/// in `head` (the first bytes read) and every entry is on a line of its own, with no comment
/// among them: see [`super::graph_input::read_graph_from`]. `Ok(None)` when the input is not
/// of that simple shape or is malformed: the caller then reads it whole with
/// [`read_matrix_market`], which explains what is wrong. `len` is the input's whole length.
/// `O(input length)`.
pub(super) fn stream(
    head: &[u8],
    len: usize,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<MatrixMarket>> {
    let mut s = Scanner::new(head);
    let Ok(shape) = preamble(&mut s, len) else {
        return Ok(None);
    };
    // The size line must have ended within the head, not merely at its end.
    if s.rest().is_empty() && head.len() < len {
        return Ok(None);
    }
    Ok(parse_pair_stream(
        s.rest(),
        None,
        source,
        shape.entries,
        shape.entry_line(),
        on_read,
    )?
    .map(|chunks| shape.matrix(&chunks.slices())))
}

/// The header line, comments and the size line, checked, up to the first entry; `len` is the
/// whole input's length in bytes (which bounds the number of entries).
fn preamble(s: &mut Scanner<'_>, len: usize) -> Result<Shape, ParseError> {
    let (field, symmetry) = header(s)?;
    skip_comments(s);
    let (rows, at_rows) = s
        .number_on_line("the number of rows", u64::MAX)
        .map_err(|e| with_limit(e, MAX_VERTICES))?;
    let (cols, at_cols) = s
        .number_on_line("the number of columns", u64::MAX)
        .map_err(|e| with_limit(e, MAX_VERTICES))?;
    let (nnz, at_nnz) = s
        .number_on_line("the number of entries", u64::MAX)
        .map_err(|e| with_limit(e, MAX_EDGES))?;
    for (count, at, what) in [(rows, at_rows, "rows"), (cols, at_cols, "columns")] {
        if count == 0 {
            return Err(at.error(format!(
                "expected the number of {what} to be at least 1, found 0"
            )));
        }
    }
    if rows.saturating_add(cols) > MAX_VERTICES {
        return Err(at_rows.error(format!(
            "{rows} rows and {cols} columns make too many vertices (at most {MAX_VERTICES})"
        )));
    }
    let mirror = symmetry != Symmetry::General;
    if mirror && rows != cols {
        return Err(at_rows.error(format!(
            "a {symmetry} matrix must be square, but this one has {} and {}",
            plural(rows, "row", "rows"),
            plural(cols, "column", "columns")
        )));
    }
    // Each entry takes at least four bytes ("i j" and a newline); a mirrored one is two edges.
    check_edge_count(nnz, at_nnz, len, 4, "entry")?;
    if mirror && 2 * nnz > MAX_EDGES {
        return Err(at_nnz.error(format!(
            "{nnz} entries of a {symmetry} matrix make too many edges (at most {MAX_EDGES})"
        )));
    }
    s.expect_line_end("the size line")?;
    Ok(Shape {
        rows,
        cols,
        entries: nnz,
        field,
        symmetry,
    })
}

/// Reads the header line and returns its field and symmetry.
fn header(s: &mut Scanner<'_>) -> Result<(Field, Symmetry), ParseError> {
    s.skip_whitespace();
    let Some((banner, at)) = s.token_on_line() else {
        return Err(s.position().error(
            "expected the header `%%MatrixMarket matrix coordinate ...`, found end of input",
        ));
    };
    if !banner.eq_ignore_ascii_case(b"%%MatrixMarket") {
        return Err(at.error(format!(
            "expected the header `%%MatrixMarket matrix coordinate ...`, found `{}`",
            shown(banner)
        )));
    }
    let mut word = |what: &str, expected: &str| -> Result<(Vec<u8>, Position), ParseError> {
        match s.token_on_line() {
            Some((w, at)) => Ok((w.to_ascii_lowercase(), at)),
            None => Err(s.position().error(format!(
                "expected the {what} ({expected}) in the header, found end of line"
            ))),
        }
    };
    let (object, at) = word("object", "`matrix`")?;
    if object != b"matrix" {
        return Err(at.error(format!(
            "expected the object `matrix` in the header, found `{}` (only matrices are read)",
            shown(&object)
        )));
    }
    let (format, at) = word("format", "`coordinate`")?;
    match &format[..] {
        b"coordinate" => {}
        b"array" => {
            return Err(at.error(
                "dense `array` matrices are not read (a graph needs the sparse `coordinate` format)",
            ));
        }
        other => {
            return Err(at.error(format!(
                "expected the format `coordinate` in the header, found `{}`",
                shown(other)
            )));
        }
    }
    let fields = "`pattern`, `real`, `integer` or `complex`";
    let (field, at) = word("field", fields)?;
    let field = match &field[..] {
        b"pattern" => Field::Pattern,
        b"real" => Field::Real,
        b"integer" => Field::Integer,
        b"complex" => Field::Complex,
        other => {
            return Err(at.error(format!(
                "expected the field {fields} in the header, found `{}`",
                shown(other)
            )));
        }
    };
    let symmetries = "`general`, `symmetric`, `skew-symmetric` or `hermitian`";
    let (symmetry, at) = word("symmetry", symmetries)?;
    let symmetry = match &symmetry[..] {
        b"general" => Symmetry::General,
        b"symmetric" => Symmetry::Symmetric,
        b"skew-symmetric" => Symmetry::SkewSymmetric,
        b"hermitian" => Symmetry::Hermitian,
        other => {
            return Err(at.error(format!(
                "expected the symmetry {symmetries} in the header, found `{}`",
                shown(other)
            )));
        }
    };
    s.expect_line_end("the header")?;
    Ok((field, symmetry))
}

/// Skips blank lines and `%` comment lines.
fn skip_comments(s: &mut Scanner<'_>) {
    loop {
        s.skip_whitespace();
        if s.peek() == Some(b'%') {
            s.skip_line();
        } else {
            return;
        }
    }
}

/// A 1-based row or column index on the current line, returned 0-based.
#[inline]
fn index(s: &mut Scanner<'_>, max: u64, what: &str, entry: u64) -> Result<u32, ParseError> {
    let (v, at) = s
        .number_on_line(format_args!("the {what} index of entry {entry}"), u64::MAX)
        .map_err(|mut e| {
            if e.message.contains("too large") {
                e.message = format!("{what} index is out of range (expected 1 to {max})");
            }
            e
        })?;
    if v == 0 || v > max {
        return Err(at.error(format!(
            "{what} index {v} is out of range (expected 1 to {max})"
        )));
    }
    Ok((v - 1) as u32)
}

/// Checks value number `k` (0-based) of entry `entry`.
#[inline]
fn value(s: &mut Scanner<'_>, field: Field, k: usize, entry: u64) -> Result<(), ParseError> {
    let what = match (field, k) {
        (Field::Complex, 0) => "the real part",
        (Field::Complex, _) => "the imaginary part",
        _ => "the value",
    };
    let Some((token, at)) = s.token_on_line() else {
        return Err(s.position().error(format!(
            "expected {what} of entry {entry} ({} matrix), found end of line",
            field.name()
        )));
    };
    let ok = match field {
        Field::Integer => is_integer(token),
        _ => is_real(token),
    };
    if ok {
        Ok(())
    } else {
        let kind = if field == Field::Integer {
            "an integer"
        } else {
            "a real number"
        };
        Err(at.error(format!(
            "expected {what} of entry {entry} ({kind}), found `{}`",
            shown(token)
        )))
    }
}

/// Whether the rest of an entry's line (after its indices) is exactly the values `field`
/// asks for, each valid, separated and surrounded by spaces and tabs. The fast path's check;
/// [`value`] explains what is wrong. `O(rest length)`.
fn values_are_valid(rest: &[u8], field: Field) -> bool {
    if field == Field::Pattern {
        return is_blank(rest);
    }
    let mut tokens = rest
        .split(|&b| b == b' ' || b == b'\t')
        .filter(|t| !t.is_empty());
    let valid = |token: &[u8]| match field {
        Field::Integer => is_integer(token),
        _ => is_real(token),
    };
    // The first value must be separated from the column index.
    matches!(rest.first(), Some(b' ' | b'\t'))
        && (0..field.values()).all(|_| tokens.next().is_some_and(valid))
        && tokens.next().is_none()
}

/// `[+-]?digits`.
fn is_integer(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"+").or(token.strip_prefix(b"-"));
    let digits = digits.unwrap_or(token);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// A decimal real number as C's `printf` writes it: `[+-]? (d+ [.d*] | .d+) ([eE][+-]?d+)?`,
/// checked by hand for speed; anything else (`inf`, `NaN`, ...) is what Rust's `f64` parser
/// accepts.
#[inline]
fn is_real(token: &[u8]) -> bool {
    fn digits(t: &[u8], mut i: usize) -> usize {
        while t.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        i
    }
    let mut i = usize::from(matches!(token.first(), Some(b'+' | b'-')));
    let int_end = digits(token, i);
    let mut mantissa = int_end > i;
    i = int_end;
    if token.get(i) == Some(&b'.') {
        let frac_end = digits(token, i + 1);
        mantissa |= frac_end > i + 1;
        i = frac_end;
    }
    if mantissa && matches!(token.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(token.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exp_end = digits(token, i);
        i = if exp_end > i { exp_end } else { usize::MAX };
    }
    if mantissa && i == token.len() {
        return true;
    }
    std::str::from_utf8(token).is_ok_and(|t| t.parse::<f64>().is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reals() {
        for good in [
            "1", "-1", "+1.", ".5", "1.5e10", "1E-3", "-0.0", "inf", "-inf", "NaN", "1e+05",
        ] {
            assert!(is_real(good.as_bytes()), "{good}");
        }
        for bad in ["", ".", "e5", "1e", "1.2.3", "--1", "1x", "0x10", "1e5.0"] {
            assert!(!is_real(bad.as_bytes()), "{bad}");
        }
    }

    #[test]
    fn integers() {
        for good in ["0", "-12", "+7", "123456789012345678901234567890"] {
            assert!(is_integer(good.as_bytes()), "{good}");
        }
        for bad in ["", "-", "1.0", "1e3", "+-1", "x"] {
            assert!(!is_integer(bad.as_bytes()), "{bad}");
        }
    }
}
