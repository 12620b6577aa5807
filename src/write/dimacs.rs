//! Graphs in the DIMACS edge format: `p edge n m`, then `e u v` lines (the reader:
//! [`crate::read::dimacs`]).

use crate::graph::{Adjacency, Graph};
use std::io::{self, Write};

/// Writes `g` in DIMACS: a comment line, `p edge n m`, then one line `e u v` per edge (1-based,
/// `u < v`, in the order of [`Graph::edges`]). [`read_dimacs`](crate::read::dimacs::read_dimacs) reads it back as the same
/// graph up to the order of neighbours. `O(V + E)`.
///
/// ```
/// use bigame::read::dimacs::read_dimacs;
/// use bigame::write::dimacs::write_dimacs;
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut out = Vec::new();
/// write_dimacs(&mut out, &g).unwrap();
/// assert!(out.ends_with(b"p edge 3 2\ne 1 2\ne 2 3\n"));
/// assert_eq!(read_dimacs(&out).unwrap(), g);
/// ```
pub fn write_dimacs(out: &mut impl Write, g: &Graph) -> io::Result<()> {
    writeln!(out, "c written by bigame")?;
    writeln!(out, "p edge {} {}", g.vertex_count(), g.edge_count())?;
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    for (u, v) in g.edges() {
        out.write_all(b"e ")?;
        out.write_all(a.format(u + 1).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(b.format(v + 1).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
