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

mod edge;
mod files;
mod games;
mod graphs;
mod grundy;
mod input;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::Duration;

use pyo3::exceptions::{PyRuntimeError, PyValueError};
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

/// What `solve` refused: `ValueError` for the input (an algorithm that cannot solve it, wrong
/// sides), `RuntimeError` for an answer that failed its self-check twice (a bug caught before
/// it reached the caller: please report the input).
fn solve_error(e: bigame::solve::SolveError) -> PyErr {
    match e {
        bigame::solve::SolveError::Unverified { .. } => {
            pyo3::exceptions::PyRuntimeError::new_err(e.to_string())
        }
        other => value_error(other),
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
    m.add_function(wrap_pyfunction!(graphs::bipartite_matching, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::dmperm, m)?)?;
    m.add_function(wrap_pyfunction!(input::adjacency_graph, m)?)?;
    m.add_class::<input::AdjacencyGraph>()?;
    m.add_function(wrap_pyfunction!(graphs::matching, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::cover, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::gallai_edmonds, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::edge_classes, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::analyze_graph, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::certificate, m)?)?;
    m.add_function(wrap_pyfunction!(graphs::verify, m)?)?;
    m.add_function(wrap_pyfunction!(games::solve_board_text, m)?)?;
    m.add_function(wrap_pyfunction!(games::solve_board_cells, m)?)?;
    m.add_function(wrap_pyfunction!(games::review_record, m)?)?;
    m.add_function(wrap_pyfunction!(files::read_graph_file, m)?)?;
    m.add_function(wrap_pyfunction!(_sleep, m)?)?;
    m.add_function(wrap_pyfunction!(_panic, m)?)?;
    m.add_class::<games::NativeGame>()?;
    m.add_function(wrap_pyfunction!(edge::edge_geography, m)?)?;
    m.add_class::<edge::NativeEdgeGame>()?;
    m.add_function(wrap_pyfunction!(grundy::grundy_values, m)?)?;
    m.add_function(wrap_pyfunction!(grundy::grundy_value_of, m)?)?;
    m.add_function(wrap_pyfunction!(grundy::grundy_sum, m)?)?;
    Ok(())
}
