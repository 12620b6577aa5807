//! Sparse matrices in the Matrix Market coordinate format, read as graphs in one of two ways
//! ([`MatrixReading`]): as an adjacency matrix (vertex `i` is row and column `i`, every stored
//! entry `(i, j)` an edge `i`–`j`: how SuiteSparse stores undirected graphs, and how NetworkX
//! and scipy read them), the default for `symmetric`, `skew-symmetric` and `hermitian` files;
//! or as a bipartite graph (the rows one side, the columns the other, every entry an edge
//! between row `i` and column `j`: how matrices are used for matching benchmarks and
//! `dmperm`), the default for `general` files.

mod banner;
mod values;

use super::pair_lines::{parse_pair_lines, parse_pair_stream};
use super::scan::Scanner;
use super::{Counting, ParseError, SelfLoops, check_edge_count, self_loop_message, with_limit};
use crate::graph::MAX_EDGES;
use crate::graph::MAX_VERTICES;
use crate::graph::{BipartiteGraph, EdgeOrder, Graph};
use crate::text::plural;
use banner::{header, skip_comments};
use std::fmt;
use std::io::{self, Read};
use values::{value, values_are_valid};

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

/// How a Matrix Market matrix is read as a graph (`--matrix`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum MatrixReading {
    /// An adjacency matrix (square): vertex `i` is row and column `i`, every stored entry
    /// `(i, j)` is an edge `i`–`j` (a diagonal entry a self-loop). The default for
    /// `symmetric`, `skew-symmetric` and `hermitian` files.
    #[cfg_attr(
        feature = "cli",
        value(help = "a square matrix of an undirected graph: entry (i, j) is the edge i-j")
    )]
    Adjacency,
    /// Rows × columns: the rows are one side of a bipartite graph, the columns the other,
    /// every entry an edge between them (a symmetric file's off-diagonal entry also gives its
    /// mirror). The default for `general` files, and always Dulmage–Mendelsohn's reading.
    #[cfg_attr(
        feature = "cli",
        value(help = "rows and columns are the two sides of a bipartite graph")
    )]
    Bipartite,
}

impl MatrixReading {
    /// The name used by `--matrix`: `adjacency` or `bipartite`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            MatrixReading::Adjacency => "adjacency",
            MatrixReading::Bipartite => "bipartite",
        }
    }

    /// The reading of a file whose header says `symmetry` when none is asked for: adjacency
    /// for the symmetric kinds, bipartite for `general`. `O(1)`.
    pub fn default_for(symmetry: Symmetry) -> MatrixReading {
        match symmetry {
            Symmetry::General => MatrixReading::Bipartite,
            _ => MatrixReading::Adjacency,
        }
    }
}

impl fmt::Display for MatrixReading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How [`read_matrix_market_with`] reads a file: the reading (`None`: by the header's
/// symmetry, [`MatrixReading::default_for`]), what a diagonal entry of an adjacency matrix is
/// ([`SelfLoops`]) and how errors count entries ([`Counting`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MatrixOptions {
    /// The reading, or `None` for the header's default.
    pub reading: Option<MatrixReading>,
    /// What a diagonal entry is when the matrix is read as an adjacency matrix.
    pub self_loops: SelfLoops,
    /// How error messages count the entries they name.
    pub counting: Counting,
    /// Whether to keep the order of the entries ([`MatrixMarket::edge_order`]).
    pub edge_order: bool,
}

/// The reading of the Matrix Market file `input` starts (its header line) when none is
/// asked for: [`MatrixReading::default_for`] its symmetry; `None` when the header line is
/// malformed (the reader then says what is wrong). `O(header length)`.
///
/// ```
/// use bigame::read::matrix_market::{default_reading, MatrixReading};
/// let input = b"%%MatrixMarket matrix coordinate real symmetric\n";
/// assert_eq!(default_reading(input), Some(MatrixReading::Adjacency));
/// ```
pub fn default_reading(input: &[u8]) -> Option<MatrixReading> {
    let mut s = Scanner::new(super::scan::skip_bom(input));
    let (_, symmetry) = header(&mut s).ok()?;
    Some(MatrixReading::default_for(symmetry))
}

/// A Matrix Market matrix as a graph. Read as [`MatrixReading::Bipartite`]: vertices
/// `0..rows` are the rows (row `i` of the file is vertex `i - 1`), vertices
/// `rows..rows + cols` the columns (column `j` is vertex `rows + j - 1`). Read as
/// [`MatrixReading::Adjacency`]: vertices `0..rows` (`rows == cols`), vertex `i - 1` being
/// row and column `i`; [`MatrixMarket::sides`] and [`MatrixMarket::into_bipartite`] are for
/// the bipartite reading only.
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
    /// How the matrix was read.
    pub reading: MatrixReading,
    /// The order of the edges as the entries list them, when [`MatrixOptions::edge_order`]
    /// asks for it (a mirrored entry's two edges one after the other).
    pub edge_order: Option<EdgeOrder>,
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
    let options = MatrixOptions {
        reading: Some(MatrixReading::Bipartite),
        ..MatrixOptions::default()
    };
    read_with(input, true, options)
}

/// Reads a Matrix Market `coordinate` file as [`read_matrix_market`] does, as `options` say:
/// by default a `symmetric`, `skew-symmetric` or `hermitian` matrix is an adjacency matrix
/// (an undirected graph on `n` vertices: each stored entry `(i, j)` is one edge `i`–`j`, its
/// mirror being the same edge; a diagonal entry is a self-loop, refused or dropped as
/// `options.self_loops` says) and a `general` one rows × columns. A `general` square matrix
/// read as an adjacency matrix gives an edge per stored entry, so `(i, j)` and `(j, i)` both
/// stored are two parallel edges (which change no verdict). `O(input length + V)`.
///
/// ```
/// use bigame::graph::Adjacency;
/// use bigame::read::matrix_market::{read_matrix_market_with, MatrixOptions, MatrixReading};
/// let triangle = b"%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n2 1\n3 1\n3 2\n";
/// let m = read_matrix_market_with(triangle, MatrixOptions::default()).unwrap();
/// assert_eq!((m.reading, m.graph.vertex_count(), m.graph.edge_count()), (MatrixReading::Adjacency, 3, 3));
/// let options = MatrixOptions { reading: Some(MatrixReading::Bipartite), ..MatrixOptions::default() };
/// let m = read_matrix_market_with(triangle, options).unwrap();
/// assert_eq!((m.graph.vertex_count(), m.graph.edge_count()), (6, 6));
/// ```
///
/// # Errors
/// As [`read_matrix_market`]; also a diagonal entry of an adjacency matrix (unless
/// self-loops are dropped) and an adjacency matrix that is not square.
pub fn read_matrix_market_with(
    input: &[u8],
    options: MatrixOptions,
) -> Result<MatrixMarket, ParseError> {
    read_with(input, true, options)
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
    let options = MatrixOptions {
        reading: Some(MatrixReading::Bipartite),
        counting,
        ..MatrixOptions::default()
    };
    read_with(input, true, options)
}

/// [`read_matrix_market_counted`], with or without its multi-threaded fast path (which reads a
/// subset of the inputs the careful scanner reads, giving the same graph; the tests compare
/// them).
pub(super) fn read_with(
    input: &[u8],
    fast: bool,
    options: MatrixOptions,
) -> Result<MatrixMarket, ParseError> {
    let counting = options.counting;
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let shape = preamble(&mut s, input.len(), options)?;
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
        ..
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
        let entry_at = s.position();
        let i = index(&mut s, rows, "row", entry)?;
        let j = index(&mut s, cols, "column", entry)?;
        for k in 0..values {
            value(&mut s, field, k, entry)?;
        }
        s.expect_line_end(format_args!("entry {entry}"))?;
        if shape.reading == MatrixReading::Adjacency {
            if i != j {
                edges.push((i, j));
            } else if shape.self_loops == SelfLoops::Refuse {
                let what = format_args!("entry {entry} (a diagonal entry of an adjacency matrix)");
                let at = format_args!(" at vertex {}", i + 1);
                return Err(entry_at.error(self_loop_message(what, at)));
            }
            continue;
        }
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
    reading: MatrixReading,
    self_loops: SelfLoops,
    edge_order: bool,
}

impl Shape {
    /// Whether each off-diagonal entry stands for two edges (symmetric, skew-symmetric,
    /// hermitian, read rows × columns).
    fn mirrored(self) -> bool {
        self.symmetry != Symmetry::General && self.reading == MatrixReading::Bipartite
    }

    /// The number of vertices: `rows` for an adjacency matrix, else `rows + cols`.
    fn vertices(self) -> u64 {
        match self.reading {
            MatrixReading::Adjacency => self.rows,
            MatrixReading::Bipartite => self.rows + self.cols,
        }
    }

    /// The fast paths' test of one entry line `i j rest`, pushing its edges (two for a
    /// mirrored off-diagonal entry): indices in range, the values the field asks for.
    fn entry_line(self) -> impl Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync {
        let rows32 = self.rows as u32;
        move |i, j, rest, out| {
            let valid = (1..=self.rows).contains(&i) && (1..=self.cols).contains(&j);
            // Out of range indices are pushed too (wrapped), but the whole result is dropped.
            let (i, j) = (i.wrapping_sub(1) as u32, j.wrapping_sub(1) as u32);
            if self.reading == MatrixReading::Adjacency {
                if i != j {
                    out.push((i, j));
                }
                // A refused self-loop is left to the careful reader, which names it.
                let looped = i == j && self.self_loops == SelfLoops::Refuse;
                return valid && !looped && values_are_valid(rest, self.field);
            }
            out.push((i, rows32.wrapping_add(j)));
            if self.mirrored() && i != j {
                out.push((j, rows32.wrapping_add(i)));
            }
            valid && values_are_valid(rest, self.field)
        }
    }

    /// The matrix whose edges are the chunks' edges in order. `O(V + E)`.
    fn matrix(self, chunks: &[&[(u32, u32)]]) -> MatrixMarket {
        let built = crate::read::Built::new(self.vertices() as usize, chunks, self.edge_order);
        MatrixMarket {
            graph: built.graph,
            edge_order: built.order,
            rows: self.rows as u32,
            cols: self.cols as u32,
            field: self.field,
            symmetry: self.symmetry,
            reading: self.reading,
        }
    }
}

/// Reads a Matrix Market file from `source` as it arrives, when its header and size line are
/// in `head` (the first bytes read) and every entry is on a line of its own, with no comment
/// among them: see [`super::graph_input::read_graph_from`]. `Ok(None)` when the input is not
/// of that simple shape or is malformed: the caller then reads it whole with
/// [`read_matrix_market`], which explains what is wrong. `len` is the input's whole length.
/// `O(input length)`.
pub(in crate::read) fn stream(
    head: &[u8],
    len: usize,
    options: MatrixOptions,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<MatrixMarket>> {
    let mut s = Scanner::new(head);
    let Ok(shape) = preamble(&mut s, len, options) else {
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
fn preamble(s: &mut Scanner<'_>, len: usize, options: MatrixOptions) -> Result<Shape, ParseError> {
    let (field, symmetry) = header(s)?;
    let reading = options
        .reading
        .unwrap_or(MatrixReading::default_for(symmetry));
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
    if symmetry != Symmetry::General && rows != cols {
        return Err(at_rows.error(format!(
            "a {symmetry} matrix must be square, but this one has {} and {}",
            plural(rows, "row", "rows"),
            plural(cols, "column", "columns")
        )));
    }
    if reading == MatrixReading::Adjacency && rows != cols {
        return Err(at_rows.error(format!(
            "an adjacency matrix must be square, but this one has {} and {} (--matrix \
             bipartite reads rows and columns as the two sides of a bipartite graph)",
            plural(rows, "row", "rows"),
            plural(cols, "column", "columns")
        )));
    }
    let vertices = match reading {
        MatrixReading::Adjacency => rows,
        MatrixReading::Bipartite => rows.saturating_add(cols),
    };
    if vertices > MAX_VERTICES {
        // A square matrix too large as rows x columns may fit as an adjacency matrix.
        let other = if reading == MatrixReading::Bipartite && rows == cols && rows <= MAX_VERTICES {
            format!(" (--matrix adjacency reads this square matrix as a graph of {rows} vertices)")
        } else {
            String::new()
        };
        return Err(at_rows.error(format!(
            "{rows} rows and {cols} columns make too many vertices (at most {MAX_VERTICES}){other}"
        )));
    }
    // Each entry takes at least four bytes ("i j" and a newline); a mirrored one is two edges.
    check_edge_count(nnz, at_nnz, len, 4, "entry")?;
    let mirror = symmetry != Symmetry::General && reading == MatrixReading::Bipartite;
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
        reading,
        self_loops: options.self_loops,
        edge_order: options.edge_order,
    })
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
