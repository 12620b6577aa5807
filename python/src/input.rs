//! Graphs from the arrays the Python layer hands over: edge ends as int64 (or any integer)
//! arrays checked in one pass, optional sides, and the rows and columns of a sparse matrix.

use std::sync::Arc;

use bigame::graph::{Adjacency, BipartiteGraph, CsrError, EdgeOrder, Graph, MAX_VERTICES};
use numpy::{IntoPyArray, PyArray1, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::value_error;

/// Refuses more than [`MAX_VERTICES`] vertices, the limit of every reader of the library,
/// with their message: a graph given to Python as arrays is held to the same limit as one read
/// from a file, so that what one front end accepts the other does too. `O(1)`.
pub(crate) fn check_vertex_count(n: usize) -> PyResult<()> {
    if n as u64 > MAX_VERTICES {
        return Err(PyValueError::new_err(format!(
            "{n} vertices is too many (at most {MAX_VERTICES})"
        )));
    }
    Ok(())
}

/// The edges on vertices `0..n`, checked: the library's [`bigame::graph::GraphError`] message for an end out
/// of range, our own for a negative end. One pass.
pub(crate) fn check_pairs(
    n: usize,
    m: usize,
    pairs: impl Iterator<Item = (i64, i64)>,
) -> PyResult<Vec<(u32, u32)>> {
    check_vertex_count(n)?;
    let mut edges = Vec::with_capacity(m);
    for (edge, (a, b)) in pairs.enumerate() {
        for x in [a, b] {
            if x < 0 {
                return Err(PyValueError::new_err(format!(
                    "edge {edge} (ids from 0) has a negative end {x}"
                )));
            }
            if x as u64 >= n as u64 {
                return Err(PyValueError::new_err(format!(
                    "edge {edge} (ids from 0) has an end {x} out of range ({})",
                    if n == 0 {
                        "there are no vertices".to_string()
                    } else {
                        format!("vertices 0 to {}", n - 1)
                    }
                )));
            }
        }
        edges.push((a as u32, b as u32));
    }
    Ok(edges)
}

/// The edges of a graph as the Python layer passes them: `u` an `(m, 2)` C-contiguous
/// `int64` array and `v` None (an edge array read where it lies), or `u` and `v` two 1-D
/// `int64` arrays of the ends.
pub(crate) fn edge_pairs(
    n: usize,
    u: &Bound<'_, PyAny>,
    v: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<(u32, u32)>> {
    match v {
        Some(v) => {
            let u: PyReadonlyArray1<'_, i64> = u.extract()?;
            let v: PyReadonlyArray1<'_, i64> = v.extract()?;
            let (u, v) = (slice(&u, "u")?, slice(&v, "v")?);
            if u.len() != v.len() {
                return Err(PyValueError::new_err(format!(
                    "the edge ends differ in length ({} and {})",
                    u.len(),
                    v.len()
                )));
            }
            check_pairs(n, u.len(), u.iter().copied().zip(v.iter().copied()))
        }
        None => {
            let e: PyReadonlyArray2<'_, i64> = u.extract()?;
            if e.as_array().ncols() != 2 {
                return Err(PyValueError::new_err(
                    "edges must be an array of shape (m, 2)",
                ));
            }
            let flat = e
                .as_slice()
                .map_err(|_| PyTypeError::new_err("the edge array must be C-contiguous"))?;
            check_pairs(
                n,
                flat.len() / 2,
                flat.chunks_exact(2).map(|c| (c[0], c[1])),
            )
        }
    }
}

/// A graph's checked edges, read from the numpy arrays with the GIL; the graph itself is
/// built by [`Edges::build`] inside [`run`], interruptibly. A graph the Python layer already
/// holds ([`AdjacencyGraph`]) comes in `built`, with no edge list.
pub(crate) struct Edges {
    pub(crate) n: usize,
    pub(crate) edges: Vec<(u32, u32)>,
    pub(crate) built: Option<Arc<Graph>>,
}

impl Edges {
    /// Vertices plus edges: the size [`run`] decides by.
    pub(crate) fn size(&self) -> usize {
        self.n + self.edges.len() + self.built.as_ref().map_or(0, |g| g.edge_count())
    }

    /// The library's graph: built from the edges, or a copy of the one already built.
    pub(crate) fn build(&self) -> PyResult<Graph> {
        match &self.built {
            Some(g) => Ok(Graph::clone(g)),
            None => Graph::try_from_edges(self.n, &self.edges).map_err(value_error),
        }
    }

    /// The edges in the order the caller gave them, each as `(u, slot)`: its end `u` and its
    /// slot among `u`'s neighbours in `g`, the graph [`Edges::build`] returned. `O(V + E)`.
    pub(crate) fn slots(&self, g: &Graph) -> Vec<(u32, u32)> {
        match &self.built {
            // An adjacency matrix's edges are its entries above the diagonal, row by row.
            Some(g) => (0..self.n as u32)
                .flat_map(|u| {
                    g.neighbors(u)
                        .iter()
                        .enumerate()
                        .filter(move |&(_, &v)| u < v)
                        .map(move |(slot, _)| (u, slot as u32))
                })
                .collect(),
            None => {
                let mut slots = Vec::with_capacity(self.edges.len());
                EdgeOrder::of_chunks(&[&self.edges])
                    .for_each(g, |u, slot, _| slots.push((u, slot)));
                slots
            }
        }
    }
}

/// The edges of a graph as the Python layer passes them (see [`edge_pairs`]), or the graph
/// itself when `u` is an [`AdjacencyGraph`] on `n` vertices (and `v` None).
pub(crate) fn graph(
    n: usize,
    u: &Bound<'_, PyAny>,
    v: Option<&Bound<'_, PyAny>>,
) -> PyResult<Edges> {
    if let Ok(g) = u.cast::<AdjacencyGraph>() {
        let graph = Arc::clone(&g.get().graph);
        if graph.vertex_count() != n || v.is_some() {
            return Err(PyValueError::new_err(format!(
                "an adjacency graph of {} vertices passed as one of {n}",
                graph.vertex_count()
            )));
        }
        return Ok(Edges {
            n,
            edges: Vec::new(),
            built: Some(graph),
        });
    }
    Ok(Edges {
        n,
        edges: edge_pairs(n, u, v)?,
        built: None,
    })
}

pub(crate) fn mates_array<'py>(py: Python<'py>, mates: &[u32]) -> Bound<'py, PyArray1<i64>> {
    mates
        .iter()
        .map(|&m| if m == u32::MAX { -1 } else { m as i64 })
        .collect::<Vec<i64>>()
        .into_pyarray(py)
}

pub(crate) fn slice<'a, T: numpy::Element>(
    a: &'a PyReadonlyArray1<'_, T>,
    what: &str,
) -> PyResult<&'a [T]> {
    a.as_slice()
        .map_err(|_| PyTypeError::new_err(format!("{what} must be a contiguous 1-D array")))
}

pub(crate) fn owned_left(left: Option<PyReadonlyArray1<'_, bool>>) -> PyResult<Option<Vec<bool>>> {
    left.map(|l| slice(&l, "the sides").map(<[bool]>::to_vec))
        .transpose()
}

/// An integer index array as numpy gives it: `int32` (scipy's usual index type) or `int64`,
/// read where it lies (no copy).
pub(crate) enum Index<'py> {
    I32(PyReadonlyArray1<'py, i32>),
    I64(PyReadonlyArray1<'py, i64>),
}

impl<'py> Index<'py> {
    pub(crate) fn new(a: &Bound<'py, PyAny>, what: &str) -> PyResult<Self> {
        if let Ok(x) = a.extract::<PyReadonlyArray1<'py, i64>>() {
            return Ok(Index::I64(x));
        }
        if let Ok(x) = a.extract::<PyReadonlyArray1<'py, i32>>() {
            return Ok(Index::I32(x));
        }
        Err(PyTypeError::new_err(format!(
            "{what} must be a 1-D int32 or int64 array"
        )))
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Index::I32(a) => a.len().unwrap_or(0),
            Index::I64(a) => a.len().unwrap_or(0),
        }
    }

    /// The values as `i64`, one pass over the array.
    pub(crate) fn for_each(
        &self,
        what: &str,
        mut f: impl FnMut(usize, i64) -> PyResult<()>,
    ) -> PyResult<()> {
        match self {
            Index::I32(a) => {
                for (k, &x) in slice(a, what)?.iter().enumerate() {
                    f(k, x as i64)?;
                }
            }
            Index::I64(a) => {
                for (k, &x) in slice(a, what)?.iter().enumerate() {
                    f(k, x)?;
                }
            }
        }
        Ok(())
    }

    pub(crate) fn to_vec(&self, what: &str) -> PyResult<Vec<i64>> {
        let mut out = Vec::with_capacity(self.len());
        self.for_each(what, |_, x| {
            out.push(x);
            Ok(())
        })?;
        Ok(out)
    }
}

/// A graph built from a square sparse matrix with a symmetric pattern (an adjacency matrix),
/// held by the Python layer and passed to the graph functions in place of edge arrays, so
/// that the matrix is read once, into the library's graph, and never expanded into edges.
#[pyclass(frozen, module = "bigame._bigame")]
pub(crate) struct AdjacencyGraph {
    pub(crate) graph: Arc<Graph>,
}

#[pymethods]
impl AdjacencyGraph {
    /// The number of vertices.
    fn vertex_count(&self) -> usize {
        self.graph.vertex_count()
    }

    /// The number of edges.
    fn edge_count(&self) -> usize {
        self.graph.edge_count()
    }

    /// The edges as an `(m, 2)` int64 array, `(u, v)` with `u < v`, in order of `u` then of
    /// `v` (the entries above the diagonal, row by row): the order of the edge functions'
    /// answers. `O(V + E)`.
    fn edges<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i64>> {
        let flat: Vec<i64> = self
            .graph
            .edges()
            .flat_map(|(u, v)| [u as i64, v as i64])
            .collect();
        let m = flat.len() / 2;
        numpy::ndarray::Array2::from_shape_vec((m, 2), flat)
            .expect("two ends per edge")
            .into_pyarray(py)
    }
}

/// The graph of an `n x n` sparse matrix read as an adjacency matrix, from its `indptr` and
/// `indices` (CSR, or CSC: the same pattern transposed, the same graph), when its pattern is
/// symmetric; None when it is not (the matrix is then a bipartite graph of rows and columns).
/// Rows must be in canonical form (scipy's `has_canonical_format`). A diagonal entry in a
/// symmetric pattern, an index out of range or a bad `indptr` is a `ValueError`. The pattern
/// is copied into the graph and its symmetry checked exactly, without the GIL:
/// [`Graph::try_from_symmetric_csr`], `O(n + nnz)`.
#[pyfunction]
pub(crate) fn adjacency_graph(
    py: Python<'_>,
    n: usize,
    indptr: &Bound<'_, PyAny>,
    indices: &Bound<'_, PyAny>,
) -> PyResult<Option<AdjacencyGraph>> {
    // The pointer is small (n + 1 entries): read as i64, so that only the indices, the
    // bulk, are read where they lie in either type.
    check_vertex_count(n)?;
    let ptr = Index::new(indptr, "indptr")?.to_vec("indptr")?;
    if ptr.len() != n + 1 {
        return Err(PyValueError::new_err(CsrError::BadPointer.to_string()));
    }
    let built = match Index::new(indices, "indices")? {
        Index::I32(i) => {
            let i = slice(&i, "indices")?;
            py.detach(|| Graph::try_from_symmetric_csr(&ptr, i))
        }
        Index::I64(i) => {
            let i = slice(&i, "indices")?;
            py.detach(|| Graph::try_from_symmetric_csr(&ptr, i))
        }
    };
    Ok(built
        .map_err(value_error)?
        .map(|g| AdjacencyGraph { graph: Arc::new(g) }))
}

/// The bipartite graph of a `rows x cols` sparse pattern: rows are vertices `0..rows`,
/// columns `rows..rows + cols`. `format` is `"coo"` (`a`, `b` are the row and column of every
/// entry), `"csr"` (`a` is `indptr`, `b` the column indices) or `"csc"` (`a` is `indptr`, `b`
/// the row indices): the entries are read from the arrays in one pass, without copies.
pub(crate) fn matrix_graph(
    rows: usize,
    cols: usize,
    format: &str,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
) -> PyResult<MatrixEdges> {
    let n = rows.saturating_add(cols);
    if n as u64 > MAX_VERTICES {
        return Err(PyValueError::new_err(format!(
            "{rows} rows and {cols} columns make too many vertices (at most {MAX_VERTICES})"
        )));
    }
    let (a, b) = (
        Index::new(a, "an index array")?,
        Index::new(b, "an index array")?,
    );
    let outside = |k: usize, r: i64, c: i64| {
        PyValueError::new_err(format!(
            "entry {k} at ({r}, {c}) lies outside a {rows} x {cols} matrix"
        ))
    };
    let mut edges = Vec::with_capacity(b.len());
    match format {
        "coo" => {
            if a.len() != b.len() {
                return Err(PyValueError::new_err(
                    "the row and column indices differ in length",
                ));
            }
            let j = b.to_vec("column indices")?;
            a.for_each("row indices", |k, r| {
                let c = j[k];
                if r < 0 || r as u64 >= rows as u64 || c < 0 || c as u64 >= cols as u64 {
                    return Err(outside(k, r, c));
                }
                edges.push((r as u32, (rows as i64 + c) as u32));
                Ok(())
            })?;
        }
        "csr" | "csc" => {
            let csr = format == "csr";
            let (major, minor) = if csr { (rows, cols) } else { (cols, rows) };
            let ptr = a.to_vec("indptr")?;
            if ptr.len() != major + 1 || ptr[0] != 0 {
                return Err(PyValueError::new_err(format!(
                    "indptr has {} entries, expected {} starting at 0",
                    ptr.len(),
                    major + 1
                )));
            }
            let end = ptr[major];
            if ptr.windows(2).any(|w| w[0] > w[1]) || end < 0 || end as usize > b.len() {
                return Err(PyValueError::new_err("indptr is not a valid index pointer"));
            }
            let mut m = 0usize;
            b.for_each("indices", |k, x| {
                if k >= end as usize {
                    return Ok(());
                }
                while ptr[m + 1] as usize <= k {
                    m += 1;
                }
                if x < 0 || x as u64 >= minor as u64 {
                    let (r, c) = if csr { (m as i64, x) } else { (x, m as i64) };
                    return Err(outside(k, r, c));
                }
                let (r, c) = if csr {
                    (m, x as usize)
                } else {
                    (x as usize, m)
                };
                edges.push((r as u32, (rows + c) as u32));
                Ok(())
            })?;
        }
        _ => return Err(PyValueError::new_err(format!("unknown format {format:?}"))),
    }
    Ok(MatrixEdges {
        rows,
        edges: Edges {
            n,
            edges,
            built: None,
        },
    })
}

/// A sparse pattern's edges (rows first, then columns), built into its bipartite graph by
/// [`MatrixEdges::build`] inside [`run`].
pub(crate) struct MatrixEdges {
    pub(crate) rows: usize,
    pub(crate) edges: Edges,
}

impl MatrixEdges {
    pub(crate) fn build(&self) -> PyResult<BipartiteGraph<Graph>> {
        let g = self.edges.build()?;
        let rows = self.rows;
        Ok(BipartiteGraph::new(
            g,
            (0..self.edges.n).map(|v| v < rows).collect(),
        ))
    }
}

/// A 1-D numpy array.
pub(crate) type Array<'py, T> = Bound<'py, PyArray1<T>>;
/// Two 1-D numpy arrays.
pub(crate) type Pair<'py, A, B> = (Array<'py, A>, Array<'py, B>);

pub(crate) fn vertex_id(x: i64, what: &str) -> PyResult<u32> {
    u32::try_from(x)
        .ok()
        .filter(|&v| v != u32::MAX)
        .ok_or_else(|| PyValueError::new_err(format!("{what} {x} is not a vertex id")))
}
