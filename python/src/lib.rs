//! The native part of the `bigame` Python package: thin wrappers over the `bigame` library.
//!
//! Every function takes plain contiguous arrays (vertex counts, the two ends of every edge as
//! `int64` arrays, optional sides as a `bool` array) and returns numpy arrays; the Python layer
//! (`python/bigame/__init__.py`) converts scipy, NetworkX and edge-array inputs. No algorithm
//! lives here: each function builds the library's graph, calls the library and copies the
//! answer out.
//!
//! Long computations run on a worker thread while the calling thread, without the GIL, waits
//! for it in slices of 20 ms and checks for signals between them (see [`run`]): Ctrl-C raises
//! `KeyboardInterrupt` at once, the worker finishes in the background and its result is
//! dropped. A panic in the library becomes a `RuntimeError` (the crate is built with
//! `panic = "unwind"`), never an abort.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::Duration;

use bigame::board::{Board, Moves};
use bigame::certificate::{Certificate, Claim, verify_named};
use bigame::game::{Play, Player, Position, review};
use bigame::graph::{BipartiteGraph, Graph, GraphError, TwoColouring, two_colouring};
use bigame::matching::{
    Algorithm, DulmageMendelsohn, EdgeClass, EdgeClasses, GallaiEdmonds, Part, blossom,
    general_start, maximum_matching,
};
use bigame::read::board_text::{CellRule, read_board};
use bigame::read::noi2011::read_record;
use bigame::solve::{check_sides, game_on_board, game_on_graph, solve_board, solve_graph};
use numpy::{IntoPyArray, PyArray1, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;

/// Inputs at least this large (vertices plus edges) run on a worker thread; smaller ones run
/// on the calling thread (without the GIL), where a thread would cost more than the work.
const THREAD_FROM: usize = 1 << 14;

/// Runs `f` without the GIL, interruptibly when `size` is large: on a spawned thread, the
/// calling thread waiting for it in slices and calling `check_signals` between them. On
/// `KeyboardInterrupt` (or any error a signal handler raises) the error is returned at once
/// and the worker's result is dropped when it finishes. A panic becomes a `RuntimeError`.
fn run<T: Send + 'static>(
    py: Python<'_>,
    size: usize,
    f: impl FnOnce() -> T + Send + 'static,
) -> PyResult<T> {
    if size < THREAD_FROM {
        return py
            .detach(|| catch_unwind(AssertUnwindSafe(f)))
            .map_err(panic_error);
    }
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("bigame-worker".into())
        .spawn(move || {
            let _ = tx.send(catch_unwind(AssertUnwindSafe(f)));
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a worker thread: {e}")))?;
    let mut rx = rx;
    loop {
        // The receiver is Send but not Sync: it goes into the GIL-free wait and comes back.
        let (got, back) = py.detach(move || (rx.recv_timeout(Duration::from_millis(20)), rx));
        rx = back;
        match got {
            Ok(result) => return result.map_err(panic_error),
            Err(mpsc::RecvTimeoutError::Timeout) => py.check_signals()?,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err("the worker thread stopped"));
            }
        }
    }
}

fn panic_error(payload: Box<dyn std::any::Any + Send>) -> PyErr {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into());
    PyRuntimeError::new_err(format!("internal error in bigame: {message}"))
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The edges on vertices `0..n`, checked: the library's [`GraphError`] message for an end out
/// of range, our own for a negative end. One pass.
fn check_pairs(
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
fn edge_pairs(
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
struct Edges {
    n: usize,
    edges: Vec<(u32, u32)>,
}

impl Edges {
    /// Vertices plus edges: the size [`run`] decides by.
    fn size(&self) -> usize {
        self.n + self.edges.len()
    }

    fn build(&self) -> PyResult<Graph> {
        Graph::try_from_edges(self.n, &self.edges).map_err(value_error)
    }
}

fn graph(n: usize, u: &Bound<'_, PyAny>, v: Option<&Bound<'_, PyAny>>) -> PyResult<Edges> {
    Ok(Edges {
        n,
        edges: edge_pairs(n, u, v)?,
    })
}

/// The sides given by the caller, checked by the library ([`check_sides`]): one per vertex,
/// every edge between the sides.
fn sides(g: &Graph, left: &[bool]) -> PyResult<Vec<bool>> {
    check_sides(g, left).map_err(value_error)?;
    Ok(left.to_vec())
}

/// A graph with its sides when it is bipartite: the caller's sides, else a two-colouring.
enum Kind {
    Bipartite(BipartiteGraph<Graph>),
    General(Graph),
}

fn kind(g: Graph, left: Option<Vec<bool>>) -> PyResult<Kind> {
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

fn mates_array<'py>(py: Python<'py>, mates: &[u32]) -> Bound<'py, PyArray1<i64>> {
    mates
        .iter()
        .map(|&m| if m == u32::MAX { -1 } else { m as i64 })
        .collect::<Vec<i64>>()
        .into_pyarray(py)
}

fn slice<'a, T: numpy::Element>(a: &'a PyReadonlyArray1<'_, T>, what: &str) -> PyResult<&'a [T]> {
    a.as_slice()
        .map_err(|_| PyTypeError::new_err(format!("{what} must be a contiguous 1-D array")))
}

fn owned_left(left: Option<PyReadonlyArray1<'_, bool>>) -> PyResult<Option<Vec<bool>>> {
    left.map(|l| slice(&l, "the sides").map(<[bool]>::to_vec))
        .transpose()
}

/// An integer index array as numpy gives it: `int32` (scipy's usual index type) or `int64`,
/// read where it lies (no copy).
enum Index<'py> {
    I32(PyReadonlyArray1<'py, i32>),
    I64(PyReadonlyArray1<'py, i64>),
}

impl<'py> Index<'py> {
    fn new(a: &Bound<'py, PyAny>, what: &str) -> PyResult<Self> {
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

    fn len(&self) -> usize {
        match self {
            Index::I32(a) => a.len().unwrap_or(0),
            Index::I64(a) => a.len().unwrap_or(0),
        }
    }

    /// The values as `i64`, one pass over the array.
    fn for_each(&self, what: &str, mut f: impl FnMut(usize, i64) -> PyResult<()>) -> PyResult<()> {
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

    fn to_vec(&self, what: &str) -> PyResult<Vec<i64>> {
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
/// symmetric pattern is a `ValueError` (a self-loop). One pass over `indices`.
#[pyfunction]
fn adjacency_pairs<'py>(
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

/// [`adjacency_pairs`]' pass: walks the rows in order, and for each entry `(i, j)` above the
/// diagonal consumes `(j, i)` from the front of row `j`'s sorted entries below its diagonal
/// (the rows before `j` are visited in increasing order, so those come in order); the
/// pattern is symmetric iff every such `(j, i)` is where expected and, when row `i` is
/// reached, its entries below the diagonal have all been consumed. Exact, `O(n + nnz)`.
/// Returns the upper entries flattened, None if not symmetric, or the message for a diagonal
/// entry or an index out of range.
fn symmetric_upper<T: Copy + Into<i64>>(
    n: usize,
    ptr: &[i64],
    idx: &[T],
) -> Result<Option<Vec<i64>>, String> {
    let mut cursor: Vec<usize> = ptr[..n].iter().map(|&p| p as usize).collect();
    // A symmetric pattern without loops has half its entries above the diagonal.
    let mut upper = Vec::with_capacity(ptr[n] as usize);
    let mut diagonal = None;
    for i in 0..n {
        let (start, end) = (ptr[i] as usize, ptr[i + 1] as usize);
        // Row i's entries below the diagonal were all matched by the rows before it.
        let c = cursor[i];
        if c < end && idx[c].into() < i as i64 {
            return Ok(None);
        }
        for &x in &idx[start.max(c)..end] {
            let j: i64 = x.into();
            if j < 0 || j as u64 >= n as u64 {
                return Err(format!(
                    "the matrix has an index {j} out of range (0 to {})",
                    n as i64 - 1
                ));
            }
            let j = j as usize;
            if j == i {
                diagonal.get_or_insert(i);
                continue;
            }
            // (j < i cannot happen past the cursor: those were checked above.)
            let k = cursor[j];
            if k >= ptr[j + 1] as usize || idx[k].into() != i as i64 {
                return Ok(None);
            }
            cursor[j] += 1;
            upper.extend([i as i64, j as i64]);
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
fn matrix_graph(
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
struct MatrixEdges {
    rows: usize,
    edges: Edges,
}

impl MatrixEdges {
    fn build(&self) -> PyResult<BipartiteGraph<Graph>> {
        let g = self.edges.build()?;
        let rows = self.rows;
        Ok(BipartiteGraph::new(
            g,
            (0..self.edges.n).map(|v| v < rows).collect(),
        ))
    }
}

/// A 1-D numpy array.
type Array<'py, T> = Bound<'py, PyArray1<T>>;
/// Two 1-D numpy arrays.
type Pair<'py, A, B> = (Array<'py, A>, Array<'py, B>);

/// A maximum matching of the bipartite graph of a sparse pattern: the column of every row and
/// the row of every column, -1 when unmatched.
#[pyfunction]
fn bipartite_matching<'py>(
    py: Python<'py>,
    rows: usize,
    cols: usize,
    format: &str,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
) -> PyResult<Pair<'py, i64, i64>> {
    let e = matrix_graph(rows, cols, format, a, b)?;
    let (row_mate, col_mate) = run(py, e.edges.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let m = maximum_matching(&g, Algorithm::default());
        let mates = m.mates();
        let to = |x: u32, base: u32| {
            if x == u32::MAX { -1 } else { (x - base) as i64 }
        };
        let row_mate: Vec<i64> = mates[..rows].iter().map(|&x| to(x, rows as u32)).collect();
        let col_mate: Vec<i64> = mates[rows..].iter().map(|&x| to(x, 0)).collect();
        Ok((row_mate, col_mate))
    })??;
    Ok((row_mate.into_pyarray(py), col_mate.into_pyarray(py)))
}

type DmArrays<'py> = (
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
);

/// MATLAB's `[p, q, r, s, cc, rr] = dmperm(A)`, 0-based, for a sparse pattern.
#[pyfunction]
fn dmperm<'py>(
    py: Python<'py>,
    rows: usize,
    cols: usize,
    format: &str,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
) -> PyResult<DmArrays<'py>> {
    let e = matrix_graph(rows, cols, format, a, b)?;
    let d = run(py, e.edges.size(), move || -> PyResult<_> {
        Ok(DulmageMendelsohn::new(&e.build()?, Algorithm::default()).dmperm())
    })??;
    let a = |v: &[u32]| {
        v.iter()
            .map(|&x| x as i64)
            .collect::<Vec<i64>>()
            .into_pyarray(py)
    };
    Ok((a(&d.p), a(&d.q), a(&d.r), a(&d.s), a(&d.cc), a(&d.rr)))
}

/// A maximum matching of any graph (blossom; a bipartite algorithm when `left` is given):
/// every vertex's partner, -1 when unmatched.
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
fn matching<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    left: Option<PyReadonlyArray1<'py, bool>>,
) -> PyResult<Bound<'py, PyArray1<i64>>> {
    let e = graph(n, u, v)?;
    let left = owned_left(left)?;
    let mates = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        Ok(match left {
            Some(left) => {
                let left = sides(&g, &left)?;
                let b = BipartiteGraph::new(g, left);
                maximum_matching(&b, Algorithm::default()).into_mates()
            }
            None => blossom(&g, general_start(&g)).into_mates(),
        })
    })??;
    Ok(mates_array(py, &mates))
}

/// The Gallai–Edmonds decomposition: each vertex's part (0 = D, 1 = A, 2 = C), its component
/// of D (-1 outside D) and a maximum matching.
#[pyfunction]
#[pyo3(signature = (n, u, v))]
fn gallai_edmonds<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Array<'py, i8>, Array<'py, i64>, Array<'py, i64>)> {
    let e = graph(n, u, v)?;
    let (parts, components, mates) = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let d = GallaiEdmonds::new(&g, general_start(&g));
        let parts: Vec<i8> = d
            .parts()
            .iter()
            .map(|p| match p {
                Part::D => 0,
                Part::A => 1,
                Part::C => 2,
            })
            .collect();
        let components: Vec<i64> = (0..n as u32)
            .map(|v| d.component(v).map_or(-1, i64::from))
            .collect();
        Ok((parts, components, d.into_matching().into_mates()))
    })??;
    Ok((
        parts.into_pyarray(py),
        components.into_pyarray(py),
        mates_array(py, &mates),
    ))
}

/// The class of every edge, in the order given: 0 = in every maximum matching, 1 = in some,
/// 2 = in none. Bipartite graphs (sides given or found) go through Dulmage–Mendelsohn.
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
fn edge_classes<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    left: Option<PyReadonlyArray1<'py, bool>>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    let e = graph(n, u, v)?;
    let left = owned_left(left)?;
    let codes = run(py, e.size(), move || -> PyResult<_> {
        let k = kind(e.build()?, left)?;
        let ends = &e.edges;
        let classes = match &k {
            Kind::Bipartite(b) => {
                let dm = DulmageMendelsohn::new(b, Algorithm::default());
                EdgeClasses::from_decomposition(b, &dm)
            }
            Kind::General(g) => EdgeClasses::general(g),
        };
        // Graph::from_edges keeps the edge order in every adjacency list, so the k-th edge
        // of the input at vertex u sits in slot k of u.
        let mut next = vec![0u32; n];
        Ok(ends
            .iter()
            .map(|&(a, b)| {
                let slot = next[a as usize];
                next[a as usize] += 1;
                next[b as usize] += 1;
                match classes.at(a, slot) {
                    Some(EdgeClass::Mandatory) => 0,
                    Some(EdgeClass::Allowed) => 1,
                    Some(EdgeClass::Forbidden) => 2,
                    None => -1,
                }
            })
            .collect::<Vec<i8>>())
    })??;
    Ok(codes.into_pyarray(py))
}

/// For every vertex, whether the player to move wins with the token there, and a winning move
/// (-1 where the mover loses).
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
fn analyze_graph<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    left: Option<PyReadonlyArray1<'py, bool>>,
) -> PyResult<Pair<'py, bool, i64>> {
    let e = graph(n, u, v)?;
    let left = owned_left(left)?;
    let (wins, moves) = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        // The library's choice, as the command-line tool makes it (and its check of the sides).
        let a = solve_graph(&g, left, None).map_err(value_error)?.analysis;
        let moves: Vec<i64> = (0..n as u32)
            .map(|v| a.winning_move(v).map_or(-1, i64::from))
            .collect();
        Ok((a.essential().to_vec(), moves))
    })??;
    Ok((wins.into_pyarray(py), moves.into_pyarray(py)))
}

type CertificateArrays<'py> = (
    Bound<'py, PyArray2<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i8>>,
    Bound<'py, PyArray1<i64>>,
);

/// A certificate of every verdict: the matching's edges `(k, 2)`, the barrier, and per vertex
/// its claim (0 = win, 1 = lose: unmatched, 2 = lose via `via[v]`).
#[pyfunction]
#[pyo3(signature = (n, u, v))]
fn certificate<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
) -> PyResult<CertificateArrays<'py>> {
    let e = graph(n, u, v)?;
    let c = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        Ok(Certificate::prove(&g, &blossom(&g, general_start(&g))))
    })??;
    let flat: Vec<i64> = c
        .matching
        .iter()
        .flat_map(|&(a, b)| [a as i64, b as i64])
        .collect();
    let matching = numpy::ndarray::Array2::from_shape_vec((c.matching.len(), 2), flat)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?
        .into_pyarray(py);
    let barrier: Vec<i64> = c.barrier.iter().map(|&x| x as i64).collect();
    let mut kinds = Vec::with_capacity(n);
    let mut via = Vec::with_capacity(n);
    for claim in &c.claims {
        let (k, p) = match *claim {
            Claim::Win => (0, -1),
            Claim::LoseUnmatched => (1, -1),
            Claim::LoseVia(p) => (2, p as i64),
        };
        kinds.push(k);
        via.push(p);
    }
    Ok((
        matching,
        barrier.into_pyarray(py),
        kinds.into_pyarray(py),
        via.into_pyarray(py),
    ))
}

fn vertex_id(x: i64, what: &str) -> PyResult<u32> {
    u32::try_from(x)
        .ok()
        .filter(|&v| v != u32::MAX)
        .ok_or_else(|| PyValueError::new_err(format!("{what} {x} is not a vertex id")))
}

/// Checks a certificate against the graph with the library's independent verifier: returns
/// `(vertices, matching size, wins, losses)` or raises `ValueError` with the refutation.
/// `names[v]`, when given, names vertex `v` in the message (else 1-based numbers).
#[pyfunction]
#[pyo3(signature = (n, u, v, matching, barrier, kinds, via, names=None))]
#[allow(clippy::too_many_arguments)]
fn verify<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    matching: PyReadonlyArray2<'py, i64>,
    barrier: PyReadonlyArray1<'py, i64>,
    kinds: PyReadonlyArray1<'py, i8>,
    via: PyReadonlyArray1<'py, i64>,
    names: Option<Vec<String>>,
) -> PyResult<(usize, usize, usize, usize)> {
    let g = graph(n, u, v)?;
    let m = matching.as_array();
    if m.ncols() != 2 {
        return Err(PyValueError::new_err(
            "the certificate's matching must be an array of shape (k, 2)",
        ));
    }
    let mut edges = Vec::with_capacity(m.nrows());
    for row in m.rows() {
        edges.push((
            vertex_id(row[0], "matching end")?,
            vertex_id(row[1], "matching end")?,
        ));
    }
    let barrier = slice(&barrier, "barrier")?
        .iter()
        .map(|&x| vertex_id(x, "barrier vertex"))
        .collect::<PyResult<Vec<u32>>>()?;
    let kinds = slice(&kinds, "claims")?;
    let via = slice(&via, "via")?;
    if kinds.len() != via.len() {
        return Err(PyValueError::new_err("the claims and via differ in length"));
    }
    let claims = kinds
        .iter()
        .zip(via)
        .map(|(&k, &p)| match k {
            0 => Ok(Claim::Win),
            1 => Ok(Claim::LoseUnmatched),
            2 => Ok(Claim::LoseVia(vertex_id(p, "via vertex")?)),
            _ => Err(PyValueError::new_err(format!("unknown claim code {k}"))),
        })
        .collect::<PyResult<Vec<Claim>>>()?;
    let c = Certificate {
        vertices: claims.len(),
        matching: edges,
        barrier,
        claims,
    };
    if let Some(names) = &names
        && names.len() != n
    {
        return Err(PyValueError::new_err("one name per vertex is needed"));
    }
    let ok = run(py, g.size(), move || -> PyResult<_> {
        let g = g.build()?;
        let name = |x: u32| match &names {
            Some(names) => names[x as usize].clone(),
            None => (u64::from(x) + 1).to_string(),
        };
        verify_named(&g, &c, &name).map_err(|r| PyValueError::new_err(r.message))
    })??;
    Ok((ok.vertices, ok.matching_size, ok.wins, ok.losses))
}

fn parse_moves(moves: &str) -> PyResult<Moves> {
    moves.parse::<Moves>().map_err(|_| {
        PyValueError::new_err(format!(
            "unknown moves {moves:?} (expected \"rook\", \"king\" or \"knight\")"
        ))
    })
}

/// A board from LOJ 6033 text (`n m`, then the rows of `.` and `#`).
fn board_from_text(text: &[u8]) -> PyResult<Board> {
    read_board(text, CellRule::Strict).map_err(value_error)
}

/// A board from a 2-D boolean array (true = free).
fn board_from_cells(cells: &PyReadonlyArray2<'_, bool>) -> PyResult<Board> {
    let a = cells.as_array();
    let (rows, cols) = a.dim();
    if !Board::fits(rows as u64, cols as u64) {
        return Err(PyValueError::new_err(format!(
            "a board of {rows} x {cols} cells is empty or too large"
        )));
    }
    Ok(Board::from_fn(rows as u32, cols as u32, |r, c| {
        a[[r as usize, c as usize]]
    }))
}

type BoardAnswer<'py> = (Bound<'py, PyArray2<bool>>, Bound<'py, numpy::PyArray3<i64>>);

fn solve(py: Python<'_>, board: Board, moves: Moves) -> PyResult<BoardAnswer<'_>> {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let (wins, targets) = run(py, rows * cols, move || {
        // The move sets share the cells and the vertex ids: only the neighbours differ.
        let a = solve_board(&board, moves, None)
            .expect("no algorithm was asked for")
            .analysis;
        let mut wins = vec![false; rows * cols];
        let mut targets = vec![-1i64; rows * cols * 2];
        for (r, c, v) in board.free_cells() {
            let k = r as usize * cols + c as usize;
            wins[k] = a.wins(v);
            if let Some((tr, tc)) = a.winning_move(v).and_then(|w| board.cell(w)) {
                targets[2 * k] = tr as i64;
                targets[2 * k + 1] = tc as i64;
            }
        }
        (wins, targets)
    })?;
    let wins = numpy::ndarray::Array2::from_shape_vec((rows, cols), wins)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    let targets = numpy::ndarray::Array3::from_shape_vec((rows, cols, 2), targets)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    Ok((wins.into_pyarray(py), targets.into_pyarray(py)))
}

/// Solves a board given as LOJ 6033 text: the winning cells and a winning move per cell.
#[pyfunction]
fn solve_board_text<'py>(py: Python<'py>, text: &[u8], moves: &str) -> PyResult<BoardAnswer<'py>> {
    let moves = parse_moves(moves)?;
    solve(py, board_from_text(text)?, moves)
}

/// Solves a board given as a 2-D boolean array (true = free).
#[pyfunction]
fn solve_board_cells<'py>(
    py: Python<'py>,
    cells: PyReadonlyArray2<'py, bool>,
    moves: &str,
) -> PyResult<BoardAnswer<'py>> {
    let moves = parse_moves(moves)?;
    solve(py, board_from_cells(&cells)?, moves)
}

/// One reviewed ply: `(number, (row, col) moved, winning before, opponent wins after,
/// (row, col) of a winning move instead or None)`, cells 1-based as in the record.
type ReviewedPly = (u32, (u32, u32), bool, bool, Option<(u32, u32)>);

/// Reviews a NOI 2011 record: every ply with who was winning and the mistakes.
#[pyfunction]
fn review_record(py: Python<'_>, text: &[u8]) -> PyResult<Vec<ReviewedPly>> {
    let record = read_record(text).map_err(value_error)?;
    let size = record.moves.len() * (record.board.rows() * record.board.cols()) as usize;
    run(py, size, move || -> PyResult<Vec<ReviewedPly>> {
        let board = &record.board;
        let mut position = Position::new(board, board.empty_vertex());
        let plies = review(&mut position, &record.moves).map_err(value_error)?;
        let cell = |v: u32| board.move_of_vertex(v).unwrap_or((0, 0));
        Ok(plies
            .iter()
            .map(|p| {
                (
                    p.number,
                    cell(p.to),
                    p.winning_before,
                    p.opponent_wins_after,
                    p.instead.map(cell),
                )
            })
            .collect())
    })?
}

/// The games the `Game` class can hold: any graph or board, its engine chosen by the library.
type AnyGame = Box<dyn Play + Send + Sync>;

/// A game in progress (the library's `Game`), on vertex ids; boards number cells by the
/// library's padded ids, converted by `cell` and `vertex`.
#[pyclass(module = "bigame._bigame")]
struct NativeGame {
    game: AnyGame,
    board: Option<Board>,
}

fn player(p: Player) -> u8 {
    match p {
        Player::First => 0,
        Player::Second => 1,
    }
}

#[pymethods]
impl NativeGame {
    /// A game on a graph from `start`; bipartite (sides given or found) or general.
    #[staticmethod]
    #[pyo3(signature = (n, u, v, start, left=None))]
    fn graph(
        py: Python<'_>,
        n: usize,
        u: &Bound<'_, PyAny>,
        v: Option<&Bound<'_, PyAny>>,
        start: i64,
        left: Option<PyReadonlyArray1<'_, bool>>,
    ) -> PyResult<NativeGame> {
        let g = graph(n, u, v)?;
        if start < 0 || start as u64 >= n as u64 {
            return Err(PyValueError::new_err(format!(
                "the start {start} is not a vertex (ids 0 to {})",
                n as i64 - 1
            )));
        }
        let left = owned_left(left)?;
        let game = run(py, g.size(), move || -> PyResult<_> {
            game_on_graph(g.build()?, left, start as u32).map_err(value_error)
        })??;
        Ok(NativeGame { game, board: None })
    }

    /// A game on a board (LOJ 6033 text or a 2-D boolean array) from the free cell `(r, c)`.
    #[staticmethod]
    fn board(
        py: Python<'_>,
        board: &Bound<'_, PyAny>,
        moves: &str,
        r: i64,
        c: i64,
    ) -> PyResult<NativeGame> {
        let moves = parse_moves(moves)?;
        let b = if let Ok(text) = board.extract::<&[u8]>() {
            board_from_text(text)?
        } else if let Ok(cells) = board.extract::<PyReadonlyArray2<'_, bool>>() {
            board_from_cells(&cells)?
        } else {
            return Err(PyTypeError::new_err(
                "a board is LOJ 6033 text (bytes) or a 2-D boolean array",
            ));
        };
        let on_board =
            r >= 0 && c >= 0 && (r as u64) < b.rows() as u64 && (c as u64) < b.cols() as u64;
        if !on_board || !b.is_free(r as u32, c as u32) {
            return Err(PyValueError::new_err(format!(
                "the start ({r}, {c}) is not a free cell of the {} x {} board (cells from 0)",
                b.rows(),
                b.cols()
            )));
        }
        let start = b.vertex(r as u32, c as u32);
        let size = (b.rows() * b.cols()) as usize;
        let copy = b.clone();
        let game = run(py, size, move || game_on_board(copy, moves, start))?;
        Ok(NativeGame {
            game,
            board: Some(b),
        })
    }

    /// The vertex id of board cell `(r, c)`.
    fn vertex(&self, r: u32, c: u32) -> PyResult<u32> {
        match &self.board {
            Some(b) if r < b.rows() && c < b.cols() => Ok(b.vertex(r, c)),
            Some(_) => Err(PyValueError::new_err(format!(
                "({r}, {c}) is off the board"
            ))),
            None => Err(PyTypeError::new_err("not a board game")),
        }
    }

    /// The board cell of vertex id `v`.
    fn cell(&self, v: u32) -> PyResult<(u32, u32)> {
        self.board
            .as_ref()
            .and_then(|b| b.cell(v))
            .ok_or_else(|| PyValueError::new_err(format!("{v} is not a cell")))
    }

    fn token(&self) -> u32 {
        self.game.token()
    }

    fn start(&self) -> u32 {
        self.game.start()
    }

    fn to_move(&self) -> u8 {
        player(self.game.to_move())
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.game.legal_moves()
    }

    fn is_winning(&mut self, py: Python<'_>) -> bool {
        let game = &mut self.game;
        py.detach(|| game.is_winning())
    }

    fn best_move(&mut self, py: Python<'_>) -> Option<u32> {
        let game = &mut self.game;
        py.detach(|| game.best_move())
    }

    fn play(&mut self, py: Python<'_>, v: i64) -> PyResult<()> {
        let v = vertex_id(v, "move")?;
        let game = &mut self.game;
        py.detach(|| game.play(v)).map_err(value_error)
    }

    fn undo(&mut self, py: Python<'_>) -> Option<u32> {
        let game = &mut self.game;
        py.detach(|| game.undo())
    }

    fn history(&self) -> Vec<u32> {
        self.game.history().to_vec()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn winner(&self) -> Option<u8> {
        self.game.winner().map(player)
    }
}

/// Raises `KeyboardInterrupt` from inside a native call, for the tests of the interruption
/// path: runs a worker that sleeps `seconds` while the caller checks for signals.
#[pyfunction]
fn _sleep(py: Python<'_>, seconds: f64) -> PyResult<()> {
    run(py, usize::MAX, move || {
        std::thread::sleep(Duration::from_secs_f64(seconds))
    })
}

/// Panics inside the library boundary, for the test that a panic is a `RuntimeError`.
#[pyfunction]
fn _panic(py: Python<'_>, threaded: bool) -> PyResult<()> {
    let size = if threaded { usize::MAX } else { 0 };
    run(py, size, || -> () { panic!("a test panic") })
}

#[pymodule]
fn _bigame(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(bipartite_matching, m)?)?;
    m.add_function(wrap_pyfunction!(dmperm, m)?)?;
    m.add_function(wrap_pyfunction!(adjacency_pairs, m)?)?;
    m.add_function(wrap_pyfunction!(matching, m)?)?;
    m.add_function(wrap_pyfunction!(gallai_edmonds, m)?)?;
    m.add_function(wrap_pyfunction!(edge_classes, m)?)?;
    m.add_function(wrap_pyfunction!(analyze_graph, m)?)?;
    m.add_function(wrap_pyfunction!(certificate, m)?)?;
    m.add_function(wrap_pyfunction!(verify, m)?)?;
    m.add_function(wrap_pyfunction!(solve_board_text, m)?)?;
    m.add_function(wrap_pyfunction!(solve_board_cells, m)?)?;
    m.add_function(wrap_pyfunction!(review_record, m)?)?;
    m.add_function(wrap_pyfunction!(_sleep, m)?)?;
    m.add_function(wrap_pyfunction!(_panic, m)?)?;
    m.add_class::<NativeGame>()?;
    Ok(())
}
