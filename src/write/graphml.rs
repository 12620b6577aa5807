//! Graphs as GraphML (the reader: `crate::read::graphml`), which NetworkX, igraph and Gephi
//! read: every vertex a `<node>` (isolated ones too), every edge an `<edge>`.

use super::LabelWriter;
use crate::graph::{Adjacency, Graph};
use crate::read::labels::VertexLabels;
use std::io::{self, Write};

/// Writes `g` as an undirected GraphML graph, each node's `id` its label in `labels` (labels
/// are single words; characters XML reserves are escaped), or its 1-based number. `O(V + E)`.
///
/// # Errors
/// `InvalidInput` for `labels` of the wrong length; any error of `out`.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::write::graphml::write_graphml;
/// let g = Graph::from_edges(3, &[(0, 1)]);
/// let mut out = Vec::new();
/// write_graphml(&mut out, &g, None).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.contains("<node id=\"3\"/>") && text.contains("<edge source=\"1\" target=\"2\"/>"));
/// ```
pub fn write_graphml(
    out: &mut impl Write,
    g: &Graph,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let n = g.vertex_count();
    if labels.is_some_and(|l| l.len() != n) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "labels of the wrong length",
        ));
    }
    out.write_all(
        b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
          <graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n\
          \x20 <graph edgedefault=\"undirected\">\n",
    )?;
    let mut names = LabelWriter::new(labels);
    let mut id = |out: &mut dyn Write, v: u32| -> io::Result<()> {
        let mut text = Vec::new();
        names.write(&mut text, v)?;
        out.write_all(&escape(&text))
    };
    for v in 0..n as u32 {
        out.write_all(b"    <node id=\"")?;
        id(out, v)?;
        out.write_all(b"\"/>\n")?;
    }
    for (u, v) in g.edges() {
        out.write_all(b"    <edge source=\"")?;
        id(out, u)?;
        out.write_all(b"\" target=\"")?;
        id(out, v)?;
        out.write_all(b"\"/>\n")?;
    }
    out.write_all(b"  </graph>\n</graphml>\n")
}

/// `text` with the characters XML reserves in an attribute escaped. `O(text length)`.
fn escape(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for &b in text {
        match b {
            b'&' => out.extend_from_slice(b"&amp;"),
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            b'"' => out.extend_from_slice(b"&quot;"),
            b'\'' => out.extend_from_slice(b"&apos;"),
            _ => out.push(b),
        }
    }
    out
}
