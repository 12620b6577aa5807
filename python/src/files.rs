//! Graph files read by the library's readers (edge list, DIMACS, Matrix Market, pairs, CSV,
//! JSON, GraphML, gzip), for `bigame.read_graph`.

use super::{run, value_error};
use bigame::graph::Adjacency;
use bigame::read::Counting;
use bigame::read::graph_input::{GraphFileError, InputFormat, ReadOptions, read_graph_from_with};
use bigame::read::matrix_market::MatrixReading;
use bigame::read::spelling::for_python;
use bigame::read::{SelfLoops, Weights};
use numpy::{IntoPyArray, PyArray2};
use pyo3::prelude::*;

/// A graph read from a file: `(n, edges as an (m, 2) int64 array of 0-based ids, the labels
/// (pairs, CSV, GraphML) or None, the format's name, the number of rows for Matrix Market or
/// None)`.
pub(crate) type FileGraph<'py> = (
    usize,
    Bound<'py, PyArray2<i64>>,
    Option<Vec<String>>,
    &'static str,
    Option<u32>,
);

/// Reads the graph file `path` in `format` (None: from the name and the content), with
/// `weights` and `self_loops` (`"refuse"` or `"ignore"`), `delimiter`, `header` (None:
/// decided by the file's shape, as the command line's `--header auto`) and `matrix`
/// (`"adjacency"`, `"bipartite"`, None: by the Matrix Market header) as the command line has
/// them. A malformed file raises `ValueError` naming its line and column (from 0). `O(file
/// length)`.
#[pyfunction]
// One argument per keyword of `bigame.read_graph`, as Python passes them.
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (path, format=None, weights="refuse", self_loops="refuse", delimiter=None, header=None, matrix=None))]
pub(crate) fn read_graph_file<'py>(
    py: Python<'py>,
    path: &str,
    format: Option<&str>,
    weights: &str,
    self_loops: &str,
    delimiter: Option<&str>,
    header: Option<bool>,
    matrix: Option<&str>,
) -> PyResult<FileGraph<'py>> {
    let matrix = match matrix {
        None => None,
        Some("adjacency") => Some(MatrixReading::Adjacency),
        Some("bipartite") => Some(MatrixReading::Bipartite),
        Some(other) => {
            return Err(value_error(format!(
                "matrix is 'adjacency' or 'bipartite', not {other:?}"
            )));
        }
    };
    let format = format.map(format_named).transpose()?;
    let weights = match weights {
        "refuse" => Weights::Refuse,
        "ignore" => Weights::Ignore,
        other => {
            return Err(value_error(format!(
                "weights is 'refuse' or 'ignore', not {other:?}"
            )));
        }
    };
    let self_loops = match self_loops {
        "refuse" => SelfLoops::Refuse,
        "ignore" => SelfLoops::Ignore,
        other => {
            return Err(value_error(format!(
                "self_loops is 'refuse' or 'ignore', not {other:?}"
            )));
        }
    };
    let delimiter = match delimiter {
        None => None,
        Some(d) if d.len() == 1 => Some(d.as_bytes()[0]),
        Some(d) => {
            return Err(value_error(format!(
                "a delimiter is one character, not {d:?}"
            )));
        }
    };
    let options = ReadOptions {
        format,
        weights,
        self_loops,
        delimiter,
        header,
        matrix,
        max_input: None,
        // Edges, entries and lines in messages from 0, as everything in Python.
        counting: Counting::FromZero,
        edge_order: false,
    };
    let name = path.to_string();
    let mut file = std::fs::File::open(path).map_err(|e| os_error(&e, &name))?;
    let size = file.metadata().map(|m| m.len() as usize).unwrap_or(0);
    let read = run(py, size, move || {
        read_graph_from_with(&mut file, Some(&name), options, &mut |_| {}).map_err(|e| match e {
            // Lines and columns from 0, as everything in Python; the hints in Python's words.
            GraphFileError::Parse(e) => value_error(format!(
                "{name}:{}",
                for_python(&e.located(Counting::FromZero))
            )),
            // A directory opens on Unix and fails at the first read: IsADirectoryError, as
            // a missing file is FileNotFoundError.
            GraphFileError::Io(e) => os_error(&e, &name),
            e => value_error(format!("{name}: {}", for_python(&e.to_string()))),
        })
    })??;
    let g = &read.graph;
    let mut edges = Vec::with_capacity(2 * g.edge_count());
    for (u, v) in g.edges() {
        edges.push(u as i64);
        edges.push(v as i64);
    }
    let edges = numpy::ndarray::Array2::from_shape_vec((g.edge_count(), 2), edges)
        .map_err(value_error)?
        .into_pyarray(py);
    let labels = read.labels.as_ref().map(|labels| {
        (0..labels.len() as u32)
            .map(|v| labels.get(v).to_string())
            .collect()
    });
    Ok((
        g.vertex_count(),
        edges,
        labels,
        read.format.name(),
        read.rows,
    ))
}

/// The format called `name` (as `--input-format` names it).
fn format_named(name: &str) -> PyResult<InputFormat> {
    Ok(match name {
        "edge-list" | "edge_list" => InputFormat::EdgeList,
        "dimacs" => InputFormat::Dimacs,
        "matrix-market" | "matrix_market" => InputFormat::MatrixMarket,
        "json" => InputFormat::Json,
        "pairs" | "csv" => InputFormat::Pairs,
        "graphml" => InputFormat::Graphml,
        other => {
            return Err(value_error(format!(
                "unknown format {other:?} (expected edge-list, dimacs, matrix-market, json, \
                 pairs or graphml)"
            )));
        }
    })
}

/// The Python exception for the I/O error `e` on the file `name`, as `open()` raises it:
/// `FileNotFoundError`, `IsADirectoryError`, `PermissionError` or `OSError`, with `errno`,
/// `strerror` and `filename` set. `O(1)`.
fn os_error(e: &std::io::Error, name: &str) -> PyErr {
    use pyo3::exceptions::{
        PyFileNotFoundError, PyIsADirectoryError, PyOSError, PyPermissionError,
    };
    use std::io::ErrorKind;
    // io::Error's text ends with ` (os error N)`, which Python shows as `[Errno N]`.
    let text = e.to_string();
    let strerror = match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    };
    let args = (e.raw_os_error(), strerror, name.to_string());
    match e.kind() {
        ErrorKind::NotFound => PyFileNotFoundError::new_err(args),
        ErrorKind::IsADirectory => PyIsADirectoryError::new_err(args),
        ErrorKind::PermissionDenied => PyPermissionError::new_err(args),
        _ => PyOSError::new_err(args),
    }
}
