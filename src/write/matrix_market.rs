//! Bipartite graphs as Matrix Market coordinate files, rows and columns the two sides (the
//! reader: [`crate::read::matrix_market`]).

use crate::graph::{Adjacency, Graph};
use crate::text::plural;
use std::io::{self, Write};

/// Writes a bipartite graph as a `pattern general` Matrix Market file: the vertices with
/// `left[v]` are the rows and the others the columns, each side numbered in increasing id
/// order; one entry `i j` per edge (in the order of [`Graph::edges`]). If the rows are the
/// vertices `0..rows` (as [`read_matrix_market`](crate::read::matrix_market::read_matrix_market) numbers them), reading the file back gives
/// the same edges. `O(V + E)`.
///
/// # Errors
/// `InvalidInput` if `left` does not have one entry per vertex or an edge joins two vertices
/// of the same side; any error of `out`.
///
/// ```
/// use bigame::read::matrix_market::read_matrix_market;
/// use bigame::write::matrix_market::write_matrix_market;
/// use bigame::graph::Graph;
/// // rows 0, 1; columns 2, 3, 4
/// let g = Graph::from_edges(5, &[(0, 2), (1, 4), (3, 0)]);
/// let mut out = Vec::new();
/// write_matrix_market(&mut out, &g, &[true, true, false, false, false]).unwrap();
/// assert!(out.ends_with(b"2 3 3\n1 1\n1 2\n2 3\n"));
/// let m = read_matrix_market(&out).unwrap();
/// assert_eq!(m.graph.edges().collect::<Vec<_>>(), g.edges().collect::<Vec<_>>());
/// ```
pub fn write_matrix_market(out: &mut impl Write, g: &Graph, left: &[bool]) -> io::Result<()> {
    let n = g.vertex_count();
    if left.len() != n {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{} given for {}",
                plural(left.len(), "side", "sides"),
                plural(n, "vertex", "vertices")
            ),
        ));
    }
    // The 1-based row or column number of every vertex.
    let mut number = vec![0u32; n];
    let (mut rows, mut cols) = (0u32, 0u32);
    for v in 0..n {
        let side = if left[v] { &mut rows } else { &mut cols };
        *side += 1;
        number[v] = *side;
    }
    for (u, v) in g.edges() {
        if left[u as usize] == left[v as usize] {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("edge ({u}, {v}) joins two vertices of the same side"),
            ));
        }
    }
    writeln!(out, "%%MatrixMarket matrix coordinate pattern general")?;
    writeln!(
        out,
        "% written by bigame: rows and columns are the two sides"
    )?;
    writeln!(out, "{rows} {cols} {}", g.edge_count())?;
    let mut a = itoa::Buffer::new();
    let mut b = itoa::Buffer::new();
    for (u, v) in g.edges() {
        let (r, c) = if left[u as usize] { (u, v) } else { (v, u) };
        out.write_all(a.format(number[r as usize]).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(b.format(number[c as usize]).as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
