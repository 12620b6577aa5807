//! `bigame match`'s answers: a maximum matching (or a cover made from it) as text, a summary
//! for people, JSON and a Matrix Market pattern matrix. Vertices are named by the file's
//! labels, or 1-based numbers.

use super::LabelWriter;
use crate::matching::Matching;
use crate::read::labels::VertexLabels;
use crate::text::plural;
use std::io::{self, Write};

/// One line `u v` per matched pair (`u` the smaller id), in order of `u`, vertices named by
/// `labels` (`None`: 1-based numbers). Buffered by the caller, numbers through `itoa`: `O(V)`.
pub fn write_pairs(
    out: &mut impl Write,
    pairs: impl IntoIterator<Item = (u32, u32)>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut names = LabelWriter::new(labels);
    for (u, v) in pairs {
        names.write(out, u)?;
        out.write_all(b" ")?;
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// A vertex set: its size on the first line, then one vertex per line, named by `labels`.
/// `O(|vertices|)`.
pub fn write_vertex_set(
    out: &mut impl Write,
    vertices: &[u32],
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut names = LabelWriter::new(labels);
    writeln!(out, "{}", vertices.len())?;
    for &v in vertices {
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// How many pairs (and free vertices) [`write_summary`] shows before "and N more".
pub const SUMMARY_LINES: usize = 10;

/// A short summary for people: the size and deficiency, the vertices left free (the first
/// [`SUMMARY_LINES`]) and the first pairs, each list ending with "and N more" when cut.
/// `O(V)`.
pub fn write_summary(
    out: &mut impl Write,
    matching: &Matching,
    bipartite: bool,
    algorithm: &str,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let n = matching.vertex_count();
    let size = matching.size();
    let free = n - 2 * size;
    writeln!(
        out,
        "A maximum matching of {} on {} ({}, {algorithm}): {} left free.",
        plural(size, "pair", "pairs"),
        plural(n, "vertex", "vertices"),
        if bipartite {
            "bipartite"
        } else {
            "not bipartite"
        },
        plural(free, "vertex", "vertices"),
    )?;
    let name = |v: u32| crate::read::labels::label(labels, v).to_string();
    if free > 0 {
        let shown: Vec<String> = (0..n as u32)
            .filter(|&v| !matching.is_matched(v))
            .take(SUMMARY_LINES)
            .map(name)
            .collect();
        write!(out, "Free: {}", shown.join(" "))?;
        more(out, free - shown.len())?;
        writeln!(out)?;
    }
    if size > 0 {
        writeln!(out, "Pairs:")?;
        for (u, v) in matching.edges().take(SUMMARY_LINES) {
            writeln!(out, "  {} {}", name(u), name(v))?;
        }
        if size > SUMMARY_LINES {
            more(out, size - SUMMARY_LINES)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

/// ` and N more` (nothing for 0). `O(1)`.
fn more(out: &mut impl Write, hidden: usize) -> io::Result<()> {
    if hidden > 0 {
        write!(out, "  ... and {hidden} more")?;
    }
    Ok(())
}

/// The shape of the matrix a Matrix Market answer is written in: the input's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixShape {
    /// Rows × columns: ids `0..rows` are the rows, the others the columns.
    Bipartite {
        /// The number of rows.
        rows: u32,
    },
    /// A square adjacency matrix on the vertices: written `symmetric`, lower triangle.
    Adjacency,
}

/// The edges `pairs` (each `(u, v)`, `u < v`) of a graph on `n` vertices as a pattern Matrix
/// Market file in `shape`: rows × columns (`general`: entry `row column`, the column
/// numbered from 1 among the columns) or an `n × n` `symmetric` matrix (entry `v u` with
/// `v > u`, the lower triangle). `O(|pairs|)`.
///
/// ```
/// use bigame::write::matching::{MatrixShape, write_matrix_market_pairs};
/// let mut out = Vec::new();
/// // rows 0, 1; columns 2, 3: row 1 - column 1, row 2 - column 2
/// write_matrix_market_pairs(&mut out, 4, &[(0, 2), (1, 3)], MatrixShape::Bipartite { rows: 2 })
///     .unwrap();
/// assert!(out.ends_with(b"2 2 2\n1 1\n2 2\n"));
/// ```
pub fn write_matrix_market_pairs(
    out: &mut impl Write,
    n: usize,
    pairs: &[(u32, u32)],
    shape: MatrixShape,
) -> io::Result<()> {
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    let symmetry = match shape {
        MatrixShape::Bipartite { .. } => "general",
        MatrixShape::Adjacency => "symmetric",
    };
    writeln!(out, "%%MatrixMarket matrix coordinate pattern {symmetry}")?;
    writeln!(out, "% written by bigame match")?;
    let (rows, cols) = match shape {
        MatrixShape::Bipartite { rows } => (rows as usize, n - rows as usize),
        MatrixShape::Adjacency => (n, n),
    };
    writeln!(out, "{rows} {cols} {}", pairs.len())?;
    for &(u, v) in pairs {
        let (i, j) = match shape {
            MatrixShape::Bipartite { rows } => (u + 1, v - rows + 1),
            MatrixShape::Adjacency => (u.max(v) + 1, u.min(v) + 1),
        };
        out.write_all(a.format(i).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(b.format(j).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// What [`write_match_json`] reports besides the matching.
pub struct MatchJson<'a> {
    /// The graph's vertex and edge counts.
    pub vertices: usize,
    /// The number of edges of the graph as read.
    pub edges: usize,
    /// Whether the graph was solved as bipartite.
    pub bipartite: bool,
    /// The algorithm's name.
    pub algorithm: &'a str,
    /// The vertices' labels (`None`: 1-based numbers).
    pub labels: Option<&'a VertexLabels>,
}

/// A cover for [`write_match_json`]: its kind's name and its vertices or edges.
pub enum CoverJson<'a> {
    /// `vertex_cover` or `independent_set`, and the vertices.
    Vertices(&'a str, &'a [u32]),
    /// `edge_cover`, and the edges.
    Edges(&'a [(u32, u32)]),
}

impl<'a> CoverJson<'a> {
    /// The cover `cover` of kind `kind`, as [`crate::solve::solve_cover`] returns them. `O(1)`.
    pub fn new(kind: crate::solve::CoverKind, cover: &'a crate::solve::Cover) -> Self {
        match cover {
            crate::solve::Cover::Vertices(v) => CoverJson::Vertices(kind.name(), v),
            crate::solve::Cover::Edges(e) => CoverJson::Edges(e),
        }
    }
}

/// The matching (and a cover) as one JSON object and a newline: `{"vertices", "edges",
/// "bipartite", "algorithm", "matching_size", "matching": [[u, v], ...], "cover": {"kind",
/// "size", "vertices" | "edges"} (only with a cover)}`, vertices named by the labels
/// (numbers, or strings for text labels). Streams the pairs: `O(V)` time, `O(1)` extra memory.
#[cfg(feature = "json")]
pub fn write_match_json(
    out: &mut impl Write,
    matching: &Matching,
    context: MatchJson<'_>,
    cover: Option<CoverJson<'_>>,
) -> io::Result<()> {
    use crate::read::labels::{Label, label};
    use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};

    /// Pairs streamed as `[[u, v], ...]`.
    struct Pairs<'a, I: Iterator<Item = (u32, u32)> + Clone>(I, usize, Option<&'a VertexLabels>);
    impl<I: Iterator<Item = (u32, u32)> + Clone> Serialize for Pairs<'_, I> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.1))?;
            for (u, v) in self.0.clone() {
                seq.serialize_element(&[label(self.2, u), label(self.2, v)])?;
            }
            seq.end()
        }
    }
    struct Report<'a> {
        matching: &'a Matching,
        context: MatchJson<'a>,
        cover: Option<CoverJson<'a>>,
    }
    impl Serialize for Report<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let c = &self.context;
            let size = self.matching.size();
            let fields = if self.cover.is_some() { 7 } else { 6 };
            let mut s = serializer.serialize_struct("Match", fields)?;
            s.serialize_field("vertices", &c.vertices)?;
            s.serialize_field("edges", &c.edges)?;
            s.serialize_field("bipartite", &c.bipartite)?;
            s.serialize_field("algorithm", c.algorithm)?;
            s.serialize_field("matching_size", &size)?;
            s.serialize_field("matching", &Pairs(self.matching.edges(), size, c.labels))?;
            match &self.cover {
                None => {}
                Some(CoverJson::Vertices(kind, vertices)) => {
                    #[derive(serde::Serialize)]
                    struct Cover<'a> {
                        kind: &'a str,
                        size: usize,
                        vertices: Vec<Label<'a>>,
                    }
                    let vertices = vertices.iter().map(|&v| label(c.labels, v)).collect();
                    let cover = Cover {
                        kind,
                        size: self.cover_len(),
                        vertices,
                    };
                    s.serialize_field("cover", &cover)?;
                }
                Some(CoverJson::Edges(edges)) => {
                    #[derive(serde::Serialize)]
                    struct Cover<'a, P: Serialize> {
                        kind: &'a str,
                        size: usize,
                        edges: P,
                    }
                    let pairs = Pairs(edges.iter().copied(), edges.len(), c.labels);
                    let cover = Cover {
                        kind: "edge_cover",
                        size: edges.len(),
                        edges: pairs,
                    };
                    s.serialize_field("cover", &cover)?;
                }
            }
            s.end()
        }
    }
    impl Report<'_> {
        fn cover_len(&self) -> usize {
            match &self.cover {
                Some(CoverJson::Vertices(_, v)) => v.len(),
                Some(CoverJson::Edges(e)) => e.len(),
                None => 0,
            }
        }
    }
    let report = Report {
        matching,
        context,
        cover,
    };
    // `from`, not `other`: a failed write keeps its kind (a closed pipe stays `BrokenPipe`).
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}
