//! Boards, Bunny-and-Egg records and the `Game` class: the functions whose inputs are games
//! rather than graphs.

use bigame::board::{Board, Moves};
use bigame::game::{Play, Player, Position, review};
use bigame::read::Counting;
use bigame::read::board_text::{CellRule, read_board_counted};
use bigame::read::noi2011::read_record_counted;
use bigame::solve::{game_on_board, game_on_graph, solve_board};
use numpy::{IntoPyArray, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::input::{graph, owned_left, vertex_id};
use crate::{run, solve_error, value_error};

pub(crate) fn parse_moves(moves: &str) -> PyResult<Moves> {
    moves.parse::<Moves>().map_err(|_| {
        PyValueError::new_err(format!(
            "unknown moves {moves:?} (expected \"rook\", \"king\" or \"knight\")"
        ))
    })
}

/// A board from LOJ 6033 text (`n m`, then the rows of `.` and `#`); errors count lines,
/// columns and rows from 0, as everything in Python.
pub(crate) fn board_from_text(text: &[u8]) -> PyResult<Board> {
    read_board_counted(text, CellRule::Strict, Counting::FromZero)
        .map_err(|e| value_error(e.located(Counting::FromZero)))
}

/// A board from a 2-D boolean array (true = free).
pub(crate) fn board_from_cells(cells: &PyReadonlyArray2<'_, bool>) -> PyResult<Board> {
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

/// The board of a game (LOJ 6033 text or a 2-D boolean array), checked to have the free
/// cell `(r, c)` to start from. `O(rows cols)`.
pub(crate) fn board_with_start(board: &Bound<'_, PyAny>, r: i64, c: i64) -> PyResult<Board> {
    let b = if let Ok(text) = board.extract::<&[u8]>() {
        board_from_text(text)?
    } else if let Ok(cells) = board.extract::<PyReadonlyArray2<'_, bool>>() {
        board_from_cells(&cells)?
    } else {
        return Err(PyTypeError::new_err(
            "a board is LOJ 6033 text (bytes) or a 2-D boolean array",
        ));
    };
    let on_board = r >= 0 && c >= 0 && (r as u64) < b.rows() as u64 && (c as u64) < b.cols() as u64;
    if !on_board || !b.is_free(r as u32, c as u32) {
        return Err(PyValueError::new_err(format!(
            "the start ({r}, {c}) is not a free cell of the {} x {} board (cells from 0)",
            b.rows(),
            b.cols()
        )));
    }
    Ok(b)
}

pub(crate) type BoardAnswer<'py> = (Bound<'py, PyArray2<bool>>, Bound<'py, numpy::PyArray3<i64>>);

pub(crate) fn solve(py: Python<'_>, board: Board, moves: Moves) -> PyResult<BoardAnswer<'_>> {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let (wins, targets) = run(py, rows * cols, move || -> PyResult<_> {
        // The move sets share the cells and the vertex ids: only the neighbours differ.
        let a = solve_board(&board, moves, None)
            .map_err(solve_error)?
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
        Ok((wins, targets))
    })??;
    let wins = numpy::ndarray::Array2::from_shape_vec((rows, cols), wins)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    let targets = numpy::ndarray::Array3::from_shape_vec((rows, cols, 2), targets)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    Ok((wins.into_pyarray(py), targets.into_pyarray(py)))
}

/// Solves a board given as LOJ 6033 text: the winning cells and a winning move per cell.
#[pyfunction]
pub(crate) fn solve_board_text<'py>(
    py: Python<'py>,
    text: &[u8],
    moves: &str,
) -> PyResult<BoardAnswer<'py>> {
    let moves = parse_moves(moves)?;
    solve(py, board_from_text(text)?, moves)
}

/// Solves a board given as a 2-D boolean array (true = free).
#[pyfunction]
pub(crate) fn solve_board_cells<'py>(
    py: Python<'py>,
    cells: PyReadonlyArray2<'py, bool>,
    moves: &str,
) -> PyResult<BoardAnswer<'py>> {
    let moves = parse_moves(moves)?;
    solve(py, board_from_cells(&cells)?, moves)
}

/// One reviewed ply: `(number, (row, col) moved, winning before, opponent wins after,
/// (row, col) of a winning move instead or None)`, cells 1-based as in the record (the
/// Python layer counts them from 0).
pub(crate) type ReviewedPly = (u32, (u32, u32), bool, bool, Option<(u32, u32)>);

/// Reviews a NOI 2011 record: every ply with who was winning and the mistakes.
#[pyfunction]
pub(crate) fn review_record(py: Python<'_>, text: &[u8]) -> PyResult<Vec<ReviewedPly>> {
    // Errors count lines, columns, rows, cells and plies from 0, as everything in Python.
    let record = read_record_counted(text, Counting::FromZero)
        .map_err(|e| value_error(e.located(Counting::FromZero)))?;
    let size = record.moves.len() * (record.board.rows() * record.board.cols()) as usize;
    run(py, size, move || -> PyResult<Vec<ReviewedPly>> {
        let board = &record.board;
        let mut position = Position::new(board, board.empty_vertex());
        // The reader checked every move: a refused one is a bug, named by its ply from 0.
        let plies = review(&mut position, &record.moves)
            .map_err(|e| PyRuntimeError::new_err(format!("ply {}: {}", e.ply - 1, e.error)))?;
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
pub(crate) type AnyGame = Box<dyn Play + Send + Sync>;

/// A game in progress (the library's `Game`), on vertex ids; boards number cells by the
/// library's padded ids, converted by `cell` and `vertex`.
#[pyclass(module = "bigame._bigame")]
pub(crate) struct NativeGame {
    game: AnyGame,
    board: Option<Board>,
}

pub(crate) fn player(p: Player) -> u8 {
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
        let b = board_with_start(board, r, c)?;
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
