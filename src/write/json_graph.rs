//! Graphs as JSON: `{"vertices": n, "edges": [[u, v], ...]}` (the reader:
//! [`crate::read::json_graph`]).

use crate::graph::{Adjacency, Graph};
use std::io::{self, Write};

/// Writes `g` as `{"vertices": n, "edges": [[u, v], ...]}` (1-based ids, `u < v`, in the
/// order of [`Graph::edges`]; one edge per line), which [`read_json_graph`](crate::read::json_graph::read_json_graph) reads back as the
/// same graph up to the order of neighbours. `O(V + E)`.
///
/// ```
/// use bigame::read::json_graph::read_json_graph;
/// use bigame::write::json_graph::write_json_graph;
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut out = Vec::new();
/// write_json_graph(&mut out, &g).unwrap();
/// assert_eq!(out, b"{\"vertices\": 3, \"edges\": [\n[1, 2],\n[2, 3]\n]}\n");
/// assert_eq!(read_json_graph(&out).unwrap(), g);
/// ```
pub fn write_json_graph(out: &mut impl Write, g: &Graph) -> io::Result<()> {
    write!(out, "{{\"vertices\": {}, \"edges\": [", g.vertex_count())?;
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    for (k, (u, v)) in g.edges().enumerate() {
        out.write_all(if k == 0 { b"\n[" } else { b",\n[" })?;
        out.write_all(a.format(u + 1).as_bytes())?;
        out.write_all(b", ")?;
        out.write_all(b.format(v + 1).as_bytes())?;
        out.write_all(b"]")?;
    }
    if g.edge_count() > 0 {
        out.write_all(b"\n")?;
    }
    out.write_all(b"]}\n")
}
