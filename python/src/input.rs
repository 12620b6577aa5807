//! Graphs from the arrays the Python layer hands over: edge ends as int64 (or any integer)
//! arrays checked in one pass, optional sides, and the rows and columns of a sparse matrix.

use bigame::graph::{BipartiteGraph, Graph, GraphError, TwoColouring, two_colouring};
use bigame::solve::check_sides;
use numpy::{IntoPyArray, PyArray1, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::value_error;

/// The edges on vertices `0..n`, checked: the library's [`GraphError`] message for an end out
/// of range, our own for a negative end. One pass.
pub(crate) fn check_pairs(
    n: usize,
    m: usize,
    pairs: impl Iterator<Item = (i64, i64)>,
) -> PyResult<Vec<(u32, u32)>> {
    if n >= u32::MAX as usize {
        return Err(value_error(GraphError::TooManyVertices { vertices: n }));
    }
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
/// built by [`Edges::build`] inside [`run`], interruptibly.
pub(crate) struct Edges {
    pub(crate) n: usize,
    pub(crate) edges: Vec<(u32, u32)>,
}

impl Edges {
    /// Vertices plus edges: the size [`run`] decides by.
    pub(crate) fn size(&self) -> usize {
        self.n + self.edges.len()
    }

    pub(crate) fn build(&self) -> PyResult<Graph> {
        Graph::try_from_edges(self.n, &self.edges).map_err(value_error)
    }
}

pub(crate) fn graph(
    n: usize,
    u: &Bound<'_, PyAny>,
    v: Option<&Bound<'_, PyAny>>,
) -> PyResult<Edges> {
    Ok(Edges {
        n,
        edges: edge_pairs(n, u, v)?,
    })
}

/// The sides given by the caller, checked by the library ([`check_sides`]): one per vertex,
/// every edge between the sides.
pub(crate) fn sides(g: &Graph, left: &[bool]) -> PyResult<Vec<bool>> {
    check_sides(g, left).map_err(value_error)?;
    Ok(left.to_vec())
}

/// A graph with its sides when it is bipartite: the caller's sides, else a two-colouring.
pub(crate) enum Kind {
    Bipartite(BipartiteGraph<Graph>),
    General(Graph),
}

pub(crate) fn kind(g: Graph, left: Option<Vec<bool>>) -> PyResult<Kind> {
    match left {
        Some(left) => {
            let left = sides(&g, &left)?;
            Ok(Kind::Bipartite(BipartiteGraph::new(g, left)))
        }
        None => Ok(match two_colouring(&g) {
            TwoColouring::Sides(left) => Kind::Bipartite(BipartiteGraph::new(g, left)),
            TwoColouring::OddCycle(_) => Kind::General(g),
        }),
    }
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

/// The edges of a square sparse matrix read as an adjacency matrix, from its `indptr` and
/// `indices` (CSR, or CSC: the same pattern transposed, the same edges): an `(m, 2)` int64
/// array of the entries above the diagonal when the pattern is symmetric, None when it is not
/// (the matrix is then a bipartite graph of rows and columns). The caller promises scipy's
/// canonical format (indices sorted within each row, no duplicates). A diagonal entry in a
/// symmetric pattern is a `ValueError` (a self-loop). `O(n + nnz)`, cache-friendly: see
/// [`symmetric_upper`].
#[pyfunction]
pub(crate) fn adjacency_pairs<'py>(
    py: Python<'py>,
    n: usize,
    indptr: &Bound<'py, PyAny>,
    indices: &Bound<'py, PyAny>,
) -> PyResult<Option<Bound<'py, PyArray2<i64>>>> {
    let ptr = Index::new(indptr, "indptr")?.to_vec("indptr")?;
    let ok = ptr.len() == n + 1 && ptr[0] == 0 && ptr.windows(2).all(|w| w[0] <= w[1]);
    let indices = Index::new(indices, "indices")?;
    if !ok || ptr[n] as usize > indices.len() {
        return Err(PyValueError::new_err("indptr is not a valid index pointer"));
    }
    let upper = match &indices {
        Index::I32(a) => symmetric_upper(n, &ptr, slice(a, "indices")?),
        Index::I64(a) => symmetric_upper(n, &ptr, slice(a, "indices")?),
    }
    .map_err(PyValueError::new_err)?;
    Ok(upper.map(|flat| {
        let m = flat.len() / 2;
        numpy::ndarray::Array2::from_shape_vec((m, 2), flat)
            .expect("two ends per edge")
            .into_pyarray(py)
    }))
}

/// Rows per bucket of [`symmetric_upper`]'s check, as a power of two: `2^13` rows of a sparse
/// matrix (their cursors, index pointers and entries) stay in the cache while the mirrors
/// aimed at them are looked up. Measured on a random pattern of 10^6 rows and 10^7 entries
/// (`python/bench/adjacency.py`): `2^10` to `2^14` within 10% of each other, and the whole
/// check 1.5 to 1.7 times as fast as one pass that looks each mirror up in the whole matrix.
const BUCKET_SHIFT: u32 = 13;

/// [`adjacency_pairs`]' check. The pattern (rows sorted, no duplicates) is symmetric iff the
/// entries below the diagonal are exactly the mirrors `(j, i)` of the entries `(i, j)` above
/// it. So: (1) one pass in row order collects the entries above the diagonal (the answer, if
/// symmetric), checking their range and noting a diagonal entry; (2) a counting sort groups
/// their mirrors by bucket of [`BUCKET_SHIFT`] consecutive rows `j`, keeping each row's `i` in
/// increasing order; (3) bucket by bucket, every row `j`'s entries below the diagonal must be
/// the mirrors aimed at it, in the same order, and no more. Exact; `O(n + nnz)` with every
/// random access confined to one bucket's rows (the direct pass, each mirror looked up in
/// the whole matrix, took 1.5 to 1.7 times as long). Memory: the answer, plus 8 bytes per
/// entry above the diagonal and `16 n` bytes of cursors and row ends.
///
/// Returns the upper entries flattened, None if not symmetric, or the message for a diagonal
/// entry (when symmetric) or an index out of range (checked first, whatever else is wrong).
pub(crate) fn symmetric_upper<T: Copy + Into<i64>>(
    n: usize,
    ptr: &[i64],
    idx: &[T],
) -> Result<Option<Vec<i64>>, String> {
    let buckets = (n >> BUCKET_SHIFT) + 1;
    let bucket = |j: usize| j >> BUCKET_SHIFT;
    let out_of_range = |j: i64| {
        format!(
            "the matrix has an index {j} out of range (0 to {})",
            n as i64 - 1
        )
    };
    // (1) The entries above the diagonal, and how many aim at each bucket.
    let mut aimed = vec![0usize; buckets + 1];
    // A symmetric pattern without loops has half its entries above the diagonal.
    let mut upper: Vec<i64> = Vec::with_capacity(ptr[n] as usize);
    let mut diagonal = None;
    // Per row, the end of its entries below the diagonal (absolute, in `idx`).
    let mut lower_end = Vec::with_capacity(n);
    // The first negative index, reported if no index is too large (as a scan of every entry
    // would find it): sorted rows hold theirs in front, so one look per row suffices.
    let mut negative = None;
    for i in 0..n {
        let row = &idx[ptr[i] as usize..ptr[i + 1] as usize];
        if let Some(&x) = row.first()
            && x.into() < 0
        {
            negative.get_or_insert(x.into());
        }
        // Sorted: the entries below the diagonal (negative ones too) come first.
        let below = row.partition_point(|&x| x.into() < i as i64);
        lower_end.push(ptr[i] as usize + below);
        let mut above = &row[below..];
        if let Some(&x) = above.first()
            && x.into() == i as i64
        {
            diagonal.get_or_insert(i);
            above = &above[1..];
        }
        for &x in above {
            let j: i64 = x.into();
            if j as u64 >= n as u64 {
                return Err(out_of_range(j));
            }
            aimed[bucket(j as usize) + 1] += 1;
            upper.extend([i as i64, j]);
        }
    }
    if let Some(j) = negative {
        return Err(out_of_range(j));
    }
    for b in 0..buckets {
        aimed[b + 1] += aimed[b];
    }
    // (2) The mirrors (j, i), grouped by bucket of j, each bucket in the order of i.
    let mut next = aimed.clone();
    let mut mirrors = vec![(0u32, 0u32); aimed[buckets]];
    for pair in upper.chunks_exact(2) {
        let (i, j) = (pair[0] as u32, pair[1] as u32);
        let slot = &mut next[bucket(j as usize)];
        mirrors[*slot] = (j, i);
        *slot += 1;
    }
    // (3) Each bucket's rows consume their mirrors from the front of their lower entries.
    let mut cursor: Vec<usize> = ptr[..n].iter().map(|&p| p as usize).collect();
    for b in 0..buckets {
        for &(j, i) in &mirrors[aimed[b]..aimed[b + 1]] {
            let j = j as usize;
            let k = cursor[j];
            if k >= lower_end[j] || idx[k].into() != i64::from(i) {
                return Ok(None);
            }
            cursor[j] += 1;
        }
        let mut rows = (b << BUCKET_SHIFT)..((b + 1) << BUCKET_SHIFT).min(n);
        if rows.any(|j| cursor[j] != lower_end[j]) {
            return Ok(None);
        }
    }
    match diagonal {
        Some(k) => Err(format!(
            "the adjacency matrix has a diagonal entry at ({k}, {k}): vertex {k} would have a \
             self-loop"
        )),
        None => Ok(Some(upper)),
    }
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
    let n = rows
        .checked_add(cols)
        .filter(|&n| n < u32::MAX as usize)
        .ok_or_else(|| PyValueError::new_err("too many rows and columns"))?;
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
        edges: Edges { n, edges },
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
