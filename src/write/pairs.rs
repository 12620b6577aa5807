//! Graphs as headerless `u v` lines, vertices named by their labels (the reader:
//! [`crate::read::pairs`]).

use super::LabelWriter;
use crate::graph::{Adjacency, Graph};
use crate::read::labels::{VertexLabels, label};
use std::io::{self, Write};

/// Writes `g` as pairs: one line `u v` per edge (in the order of [`Graph::edges`]), each
/// vertex named by its label in `labels`, or by its 1-based number without labels. A graph
/// with isolated vertices cannot be written this way (they would be lost): `InvalidInput`.
/// `O(V + E)`.
///
/// # Errors
/// `InvalidInput` for an isolated vertex or `labels` of the wrong length; any error of `out`.
///
/// ```
/// use bigame::read::pairs::read_pairs;
/// use bigame::write::pairs::write_pairs;
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut out = Vec::new();
/// write_pairs(&mut out, &g, None).unwrap();
/// assert_eq!(out, b"1 2\n2 3\n");
/// assert_eq!(read_pairs(&out).unwrap().graph, g);
/// ```
pub fn write_pairs(
    out: &mut impl Write,
    g: &Graph,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let n = g.vertex_count();
    if labels.is_some_and(|l| l.len() != n) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "labels for {} vertices given for a graph of {n}",
                labels.map_or(0, VertexLabels::len)
            ),
        ));
    }
    if let Some(v) = (0..n as u32).find(|&v| g.degree(v) == 0) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "vertex {} has no edge, and a list of pairs cannot hold an isolated vertex",
                label(labels, v)
            ),
        ));
    }
    write_edges(out, g, labels)
}

/// Writes the edges of `g` as pairs, as [`write_pairs`] does, leaving isolated vertices out
/// (as `nx.write_edgelist` does: the file has no line for them); the other vertices keep their
/// labels or numbers. Returns the number of vertices left out, for the caller to say so.
/// `O(V + E)`.
///
/// # Errors
/// `InvalidInput` for `labels` of the wrong length; any error of `out`.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::write::pairs::write_pairs_leaving_isolated_out;
/// let g = Graph::from_edges(4, &[(0, 2)]);
/// let mut out = Vec::new();
/// assert_eq!(write_pairs_leaving_isolated_out(&mut out, &g, None).unwrap(), 2);
/// assert_eq!(out, b"1 3\n");
/// ```
pub fn write_pairs_leaving_isolated_out(
    out: &mut impl Write,
    g: &Graph,
    labels: Option<&VertexLabels>,
) -> io::Result<usize> {
    let n = g.vertex_count();
    if labels.is_some_and(|l| l.len() != n) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "labels of the wrong length",
        ));
    }
    write_edges(out, g, labels)?;
    Ok((0..n as u32).filter(|&v| g.degree(v) == 0).count())
}

/// One line `u v` per edge. `O(V + E)`.
fn write_edges(out: &mut impl Write, g: &Graph, labels: Option<&VertexLabels>) -> io::Result<()> {
    let mut names = LabelWriter::new(labels);
    for (u, v) in g.edges() {
        names.write(out, u)?;
        out.write_all(b" ")?;
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
