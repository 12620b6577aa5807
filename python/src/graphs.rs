//! The functions on graphs: matchings, Dulmage–Mendelsohn, Gallai–Edmonds, edge classes,
//! game verdicts, certificates and their check.

use bigame::certificate::{Certificate, Claim, verify_named};
use bigame::matching::{EdgeClass, Part};
use bigame::solve::{self, checked_certificate, solve_graph};
use numpy::{IntoPyArray, PyArray1, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::input::{Array, Pair, graph, mates_array, matrix_graph, owned_left, slice, vertex_id};
use crate::{run, solve_error};

/// A maximum matching of the bipartite graph of a sparse pattern (rows on the left), found
/// as the library's front ends find one ([`solve_graph`]): the column of every row and the row
/// of every column, -1 when unmatched.
#[pyfunction]
pub(crate) fn bipartite_matching<'py>(
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
        let left = (0..rows + cols).map(|v| v < rows).collect();
        let m = solve_graph(&g, Some(left), None)
            .map_err(solve_error)?
            .analysis
            .into_matching();
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

pub(crate) type DmArrays<'py> = (
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
);

/// MATLAB's `[p, q, r, s, cc, rr] = dmperm(A)`, 0-based, for a sparse pattern, from
/// [`solve_graph`]'s maximum matching ([`solve::dulmage_mendelsohn`]).
#[pyfunction]
pub(crate) fn dmperm<'py>(
    py: Python<'py>,
    rows: usize,
    cols: usize,
    format: &str,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
) -> PyResult<DmArrays<'py>> {
    let e = matrix_graph(rows, cols, format, a, b)?;
    let d = run(py, e.edges.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let left = (0..rows + cols).map(|v| v < rows).collect();
        let (dm, _) = solve::dulmage_mendelsohn(&g, left, None).map_err(solve_error)?;
        Ok(dm.dmperm())
    })??;
    let a = |v: &[u32]| {
        v.iter()
            .map(|&x| x as i64)
            .collect::<Vec<i64>>()
            .into_pyarray(py)
    };
    Ok((a(&d.p), a(&d.q), a(&d.r), a(&d.s), a(&d.cc), a(&d.rr)))
}

/// A maximum matching of any graph, by the library's choice ([`solve_graph`]: a bipartite
/// algorithm when `left` is given or the graph two-colours, blossom otherwise): every
/// vertex's partner, -1 when unmatched.
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
pub(crate) fn matching<'py>(
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
        let solved = solve_graph(&g, left, None).map_err(solve_error)?;
        Ok(solved.analysis.into_matching().into_mates())
    })??;
    Ok(mates_array(py, &mates))
}

/// The Gallai–Edmonds decomposition: each vertex's part (0 = D, 1 = A, 2 = C), its component
/// of D (-1 outside D) and a maximum matching, from [`solve_graph`]'s verdicts.
#[pyfunction]
#[pyo3(signature = (n, u, v))]
pub(crate) fn gallai_edmonds<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Array<'py, i8>, Array<'py, i64>, Array<'py, i64>)> {
    let e = graph(n, u, v)?;
    let (parts, components, mates) = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let solved = solve_graph(&g, None, None).map_err(solve_error)?;
        let d = solved.analysis.decomposition(&g);
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
        Ok((
            parts,
            components,
            d.into_owned().into_matching().into_mates(),
        ))
    })??;
    Ok((
        parts.into_pyarray(py),
        components.into_pyarray(py),
        mates_array(py, &mates),
    ))
}

/// The class of every edge, in the order given: 0 = in every maximum matching, 1 = in some,
/// 2 = in none, from [`solve_graph`]'s maximum matching ([`solve::edge_classes`]): bipartite
/// graphs (sides given or found) go through Dulmage–Mendelsohn.
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
pub(crate) fn edge_classes<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    left: Option<PyReadonlyArray1<'py, bool>>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    let e = graph(n, u, v)?;
    let left = owned_left(left)?;
    let codes = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let (classes, _) = solve::edge_classes(&g, left, None).map_err(solve_error)?;
        Ok(e.slots(&g)
            .into_iter()
            .map(|(a, slot)| match classes.at(a, slot) {
                Some(EdgeClass::Mandatory) => 0,
                Some(EdgeClass::Allowed) => 1,
                Some(EdgeClass::Forbidden) => 2,
                None => -1,
            })
            .collect::<Vec<i8>>())
    })??;
    Ok(codes.into_pyarray(py))
}

/// For every vertex, whether the player to move wins with the token there, and a winning move
/// (-1 where the mover loses).
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
pub(crate) fn analyze_graph<'py>(
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
        let a = solve_graph(&g, left, None).map_err(solve_error)?.analysis;
        let moves: Vec<i64> = (0..n as u32)
            .map(|v| a.winning_move(v).map_or(-1, i64::from))
            .collect();
        Ok((a.essential().to_vec(), moves))
    })??;
    Ok((wins.into_pyarray(py), moves.into_pyarray(py)))
}

pub(crate) type CertificateArrays<'py> = (
    Bound<'py, PyArray2<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i8>>,
    Bound<'py, PyArray1<i64>>,
);

/// A certificate of every verdict, proved from [`solve_graph`]'s maximum matching: the
/// matching's edges `(k, 2)`, the barrier, and per vertex its claim (0 = win, 1 = lose:
/// unmatched, 2 = lose via `via[v]`).
#[pyfunction]
#[pyo3(signature = (n, u, v))]
pub(crate) fn certificate<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
) -> PyResult<CertificateArrays<'py>> {
    let e = graph(n, u, v)?;
    let c = run(py, e.size(), move || -> PyResult<_> {
        let g = e.build()?;
        let solved = solve_graph(&g, None, None).map_err(solve_error)?;
        checked_certificate(&g, solved.analysis.matching()).map_err(solve_error)
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

/// Checks a certificate against the graph with the library's independent verifier: returns
/// `(vertices, matching size, wins, losses)` or raises `ValueError` with the refutation.
/// `names[v]`, when given, names vertex `v` in the message (else its 0-based id).
#[pyfunction]
#[pyo3(signature = (n, u, v, matching, barrier, kinds, via, names=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn verify<'py>(
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
            None => x.to_string(),
        };
        verify_named(&g, &c, &name).map_err(|r| PyValueError::new_err(r.message))
    })??;
    Ok((ok.vertices, ok.matching_size, ok.wins, ok.losses))
}

/// A cover made from a maximum matching ([`solve::solve_cover`], checked there): `kind` is
/// `vertex_cover` or `independent_set` (bipartite graphs: sorted vertex ids) or `edge_cover`
/// (any graph without isolated vertices: the edges' ends, `u0 v0 u1 v1 ...`). `ValueError`
/// for a graph with an odd cycle (vertex covers) or an isolated vertex (edge covers).
#[pyfunction]
#[pyo3(signature = (n, u, v, left, kind))]
pub(crate) fn cover<'py>(
    py: Python<'py>,
    n: usize,
    u: &Bound<'py, PyAny>,
    v: Option<&Bound<'py, PyAny>>,
    left: Option<PyReadonlyArray1<'py, bool>>,
    kind: &str,
) -> PyResult<Bound<'py, PyArray1<i64>>> {
    let kind = match kind {
        "vertex_cover" => solve::CoverKind::VertexCover,
        "independent_set" => solve::CoverKind::IndependentSet,
        "edge_cover" => solve::CoverKind::EdgeCover,
        other => return Err(PyValueError::new_err(format!("no cover called {other}"))),
    };
    let e = graph(n, u, v)?;
    let left = owned_left(left)?;
    let ids = run(py, e.size(), move || -> PyResult<Vec<i64>> {
        let g = e.build()?;
        let (_, cover) = solve::solve_cover(&g, left, None, kind).map_err(solve_error)?;
        Ok(match cover {
            solve::Cover::Vertices(v) => v.into_iter().map(i64::from).collect(),
            solve::Cover::Edges(e) => e
                .into_iter()
                .flat_map(|(a, b)| [i64::from(a), i64::from(b)])
                .collect(),
        })
    })??;
    Ok(ids.into_pyarray(py))
}
