//! Grundy values (nim-values) of the token game and sums of games, on the library's
//! [`bigame::game::grundy`]: the value of every start or of one, and a sum's values, XOR and
//! winning move.

use bigame::game::grundy::{GrundyError, grundy_of_sum, grundy_value};
use bigame::graph::Graph;
use bigame::solve::grundy_of_starts;
use numpy::IntoPyArray;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::input::{Array, Edges, graph};
use crate::run;

/// The `ValueError` of a component too large for the exact search: the library's message
/// (why, and what is still answered), its vertices named as Python names them (`names`: the
/// labels, else the 0-based ids).
fn refused(e: GrundyError, names: Option<&[String]>) -> PyErr {
    PyValueError::new_err(refusal(e, names))
}

/// The message of [`refused`].
fn refusal(e: GrundyError, names: Option<&[String]>) -> String {
    let name = |v: u32| match names {
        Some(names) => names[v as usize].clone(),
        None => v.to_string(),
    };
    let ((start, vertex, degree), why) = (e.wide_vertex(), e.why("vertices"));
    format!(
        "Grundy values need an exact search here (vertex {} has {degree} neighbours, more than 3) and the component of vertex {} {why} (the problem is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins from every start is still answered by winning_starts()",
        name(vertex),
        name(start)
    )
}

/// `start` as a vertex of a graph of `n` vertices, else a `ValueError` naming `what`.
fn start_id(start: i64, n: usize, what: &str) -> PyResult<u32> {
    if start < 0 || start as u64 >= n as u64 {
        return Err(PyValueError::new_err(format!(
            "{what} {start} is not a vertex (the vertices are 0 to {})",
            n as i64 - 1
        )));
    }
    Ok(start as u32)
}

/// The Grundy value of every vertex as the start ([`grundy_of_starts`]): polynomial where
/// every vertex has at most 3 neighbours, an exact search of the other components up to the
/// library's limit, else a `ValueError`.
#[pyfunction]
#[pyo3(signature = (n, u, v, names=None))]
pub(crate) fn grundy_values<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    names: Option<Vec<String>>,
) -> PyResult<Array<'py, i64>> {
    let e = graph(n, u, v)?;
    let values = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        grundy_of_starts(&g, None).map_err(|e| refused(e, names.as_deref()))
    })??;
    Ok(values
        .into_iter()
        .map(i64::from)
        .collect::<Vec<_>>()
        .into_pyarray(py))
}

/// The Grundy value of the one start `start` ([`grundy_value`]: only its component is
/// searched).
#[pyfunction]
#[pyo3(signature = (n, u, v, start, names=None))]
pub(crate) fn grundy_value_of<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    start: i64,
    names: Option<Vec<String>>,
) -> PyResult<u32> {
    let e = graph(n, u, v)?;
    let s = start_id(start, n, "the start")?;
    run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        grundy_value(&g, s).map_err(|e| refused(e, names.as_deref()))
    })?
}

/// A sum's answer: each part's value, their XOR, and a winning move `(part, vertex)` or None.
type SumTuple = (Vec<u32>, u32, Option<(usize, u32)>);

/// One part of a sum as the Python layer passes it: `n`, the edges (`u`, `v` as for
/// [`graph`]), the start and the vertices' names for messages (None: the ids).
type PartArgs<'py> = (
    usize,
    Bound<'py, PyAny>,
    Option<Bound<'py, PyAny>>,
    i64,
    Option<Vec<String>>,
);

/// The sum of the positions `parts`, each `(n, u, v, start)` as the other functions take a
/// graph, plus its start ([`grundy_of_sum`]).
#[pyfunction]
pub(crate) fn grundy_sum<'py>(py: Python<'py>, parts: Vec<PartArgs<'py>>) -> PyResult<SumTuple> {
    let mut read: Vec<(Edges, u32)> = Vec::with_capacity(parts.len());
    let mut names = Vec::with_capacity(parts.len());
    for (i, (n, u, v, start, labels)) in parts.into_iter().enumerate() {
        let e = graph(n, &u, v.as_ref())?;
        let s = start_id(start, n, &format!("part {i}: the start"))?;
        read.push((e, s));
        names.push(labels);
    }
    let size = read.iter().map(|(e, _)| e.size()).sum();
    run(py, size, move || -> PyResult<SumTuple> {
        let graphs = read
            .iter()
            .map(|(e, s)| Ok((e.build()?, *s)))
            .collect::<PyResult<Vec<(Graph, u32)>>>()?;
        let refs: Vec<(&Graph, u32)> = graphs.iter().map(|(g, s)| (g, *s)).collect();
        match grundy_of_sum(&refs) {
            Ok(answer) => Ok((answer.values, answer.total, answer.winning_move)),
            // Which part was refused: the first whose own value is refused.
            Err(e) => Err(refs
                .iter()
                .enumerate()
                .find_map(|(i, &(g, s))| {
                    grundy_value(g, s).err().map(|e| {
                        let why = refusal(e, names[i].as_deref());
                        PyValueError::new_err(format!("part {i}: {why}"))
                    })
                })
                .unwrap_or_else(|| refused(e, None))),
        }
    })?
}
