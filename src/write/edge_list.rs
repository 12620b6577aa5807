//! Graphs as 1-based edge lists: `n m`, then `m` lines `u v` (the reader:
//! [`crate::read::edge_list`]).

use crate::graph::{Adjacency, Graph};
use std::io::{self, Write};

/// Writes `g` as an edge list: `n m`, then one line `u v` per edge (1-based, `u < v`, in the
/// order of [`Graph::edges`]). [`read_edge_list`](crate::read::edge_list::read_edge_list) reads it back as the same graph up to the
/// order of neighbours. `O(V + E)`.
///
/// ```
/// use bigame::read::edge_list::read_edge_list;
/// use bigame::write::edge_list::write_edge_list;
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut out = Vec::new();
/// write_edge_list(&mut out, &g).unwrap();
/// assert_eq!(out, b"3 2\n1 2\n2 3\n");
/// assert_eq!(read_edge_list(&out).unwrap(), g);
/// ```
pub fn write_edge_list(out: &mut impl Write, g: &Graph) -> io::Result<()> {
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    out.write_all(a.format(g.vertex_count()).as_bytes())?;
    out.write_all(b" ")?;
    out.write_all(b.format(g.edge_count()).as_bytes())?;
    out.write_all(b"\n")?;
    for (u, v) in g.edges() {
        out.write_all(a.format(u + 1).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(b.format(v + 1).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
