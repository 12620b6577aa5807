//! Edge geography (the token never uses an edge twice, and may come back to a vertex): the
//! verdict of every start vertex ([`edge_geography`]) and a game in progress
//! ([`NativeEdgeGame`]), on the library's [`EdgeAnalysis`] and [`EdgePosition`].

use bigame::board::Board;
use bigame::solve::check_sides;
use bigame::solve::edge::{EdgeError, EdgePosition, edge_position_on_board, solve_edge_graph};
use numpy::{IntoPyArray, PyReadonlyArray1};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::games::{board_with_start, parse_moves};
use crate::input::{Pair, graph, owned_left, vertex_id};
use crate::{run, value_error};

/// The `ValueError` of an input whose edge game the library does not compute (its message);
/// a `RuntimeError` for an answer that failed its check (a bug: please report the input).
fn refused(e: EdgeError) -> PyErr {
    match e {
        EdgeError::Unverified { .. } => pyo3::exceptions::PyRuntimeError::new_err(e.to_string()),
        _ => PyValueError::new_err(e.to_string()),
    }
}

/// For every vertex, whether the player to move wins the edge game with the token there, and
/// a winning move (-1 where the mover loses). Bipartite graphs (sides given, checked, or found
/// by two-colouring) by two eliminations over GF(2), `O(|L| |R| (|L| + |R|) / 64)` word
/// operations; others by exhaustive search up to 24 edges, else a `ValueError` naming an odd
/// cycle ([`solve_edge_graph`]).
#[pyfunction]
#[pyo3(signature = (n, u, v, left=None))]
pub(crate) fn edge_geography<'py>(
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
        let a = solve_edge_graph(&g, left, false).map_err(refused)?;
        let wins: Vec<bool> = (0..n as u32).map(|v| a.wins(v)).collect();
        let moves: Vec<i64> = (0..n as u32)
            .map(|v| a.winning_move(v).map_or(-1, i64::from))
            .collect();
        Ok((wins, moves))
    })??;
    Ok((wins.into_pyarray(py), moves.into_pyarray(py)))
}

/// A game of edge geography in progress on a graph or a board (the library's
/// [`EdgePosition`]). On a board the vertices are its free cells numbered in row-major order
/// (`cells[v]` is the padded id of vertex `v`), converted by `cell` and `vertex`.
#[pyclass(module = "bigame._bigame")]
pub(crate) struct NativeEdgeGame {
    position: EdgePosition,
    start: u32,
    /// The vertices moved to, in order.
    history: Vec<u32>,
    board: Option<(Board, Vec<u32>)>,
}

impl NativeEdgeGame {
    fn new(position: EdgePosition, start: u32, board: Option<(Board, Vec<u32>)>) -> Self {
        NativeEdgeGame {
            position,
            start,
            history: Vec::new(),
            board,
        }
    }
}

#[pymethods]
impl NativeEdgeGame {
    /// A game on a graph from `start`; the sides, when given, must be a bipartition.
    #[staticmethod]
    #[pyo3(signature = (n, u, v, start, left=None))]
    fn graph(
        n: usize,
        u: &Bound<'_, PyAny>,
        v: Option<&Bound<'_, PyAny>>,
        start: i64,
        left: Option<PyReadonlyArray1<'_, bool>>,
    ) -> PyResult<NativeEdgeGame> {
        let g = graph(n, u, v)?.build()?;
        if start < 0 || start as u64 >= n as u64 {
            return Err(PyValueError::new_err(format!(
                "the start {start} is not a vertex (ids 0 to {})",
                n as i64 - 1
            )));
        }
        if let Some(left) = owned_left(left)? {
            check_sides(&g, &left).map_err(value_error)?;
        }
        let position = EdgePosition::new(&g, start as u32).map_err(refused)?;
        Ok(NativeEdgeGame::new(position, start as u32, None))
    }

    /// A game on a board (LOJ 6033 text or a 2-D boolean array) from the free cell `(r, c)`.
    #[staticmethod]
    fn board(board: &Bound<'_, PyAny>, moves: &str, r: i64, c: i64) -> PyResult<NativeEdgeGame> {
        let moves = parse_moves(moves)?;
        let b = board_with_start(board, r, c)?;
        let padded = b.vertex(r as u32, c as u32);
        let (position, ids) = edge_position_on_board(&b, moves, padded).map_err(refused)?;
        let start = position.token();
        Ok(NativeEdgeGame::new(position, start, Some((b, ids))))
    }

    /// The vertex of board cell `(r, c)`.
    fn vertex(&self, r: u32, c: u32) -> PyResult<u32> {
        let Some((b, ids)) = &self.board else {
            return Err(PyTypeError::new_err("not a board game"));
        };
        let free = r < b.rows() && c < b.cols() && b.is_free(r, c);
        free.then(|| ids.binary_search(&b.vertex(r, c)).ok())
            .flatten()
            .map(|v| v as u32)
            .ok_or_else(|| PyValueError::new_err(format!("({r}, {c}) is not a free cell")))
    }

    /// The board cell of vertex `v`.
    fn cell(&self, v: u32) -> PyResult<(u32, u32)> {
        self.board
            .as_ref()
            .and_then(|(b, ids)| ids.get(v as usize).and_then(|&id| b.cell(id)))
            .ok_or_else(|| PyValueError::new_err(format!("{v} is not a cell")))
    }

    fn token(&self) -> u32 {
        self.position.token()
    }

    fn start(&self) -> u32 {
        self.start
    }

    /// 0 for the first player, 1 for the second.
    fn to_move(&self) -> u8 {
        (self.history.len() % 2) as u8
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.position.legal_moves()
    }

    /// One elimination of the unused edges (see [`EdgePosition::best_move`]).
    fn is_winning(&self, py: Python<'_>) -> bool {
        let p = &self.position;
        py.detach(|| p.mover_wins())
    }

    /// A winning move if there is one, else the first legal move (every move loses); None
    /// when the game is over.
    fn best_move(&self, py: Python<'_>) -> Option<u32> {
        let p = &self.position;
        py.detach(|| p.best_move())
            .or_else(|| self.position.legal_moves().first().copied())
    }

    fn play(&mut self, v: i64) -> PyResult<()> {
        let v = vertex_id(v, "move")?;
        self.position.play(v).map_err(value_error)?;
        self.history.push(v);
        Ok(())
    }

    fn undo(&mut self) -> Option<u32> {
        self.position.undo().then(|| self.history.pop()).flatten()
    }

    fn history(&self) -> Vec<u32> {
        self.history.clone()
    }

    fn is_over(&self) -> bool {
        self.position.legal_moves().is_empty()
    }

    /// The player who moved last, once the game is over.
    fn winner(&self) -> Option<u8> {
        self.is_over().then(|| 1 - self.to_move())
    }

    /// The edges used so far, in order, each as `(from, to)`.
    fn used_edges(&self) -> Vec<(u32, u32)> {
        self.position.used_edges()
    }
}
