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
    let mut names = LabelWriter::new(labels);
    for (u, v) in g.edges() {
        names.write(out, u)?;
        out.write_all(b" ")?;
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
