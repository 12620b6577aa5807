//! "Solve this input" for the edge game (edge geography: the token never uses an edge twice
//! and may come back to a vertex), one call per kind of input, as every front end (the CLI,
//! `play`, `serve`, the Python package) must make it. Bipartite inputs (a graph whose sides
//! are given or found, a board with rook or knight moves) are solved by eliminations over
//! GF(2) ([`EdgeAnalysis`]); others only when small enough for the exhaustive search. Every
//! refusal is an [`EdgeError`], whose message is the one the front ends show; the size limit
//! is checked inside the library's constructors, before anything big is allocated.
//!
//! The eliminations' answers are checked before they are returned (`edge_game_check.rs`):
//! every vertex's verdict against the other elimination's and its move against the graph,
//! and the verdicts of a sample of 64 vertices proved by their GF(2) witnesses; an answer
//! that fails is [`EdgeError::Unverified`].
//!
//! ```
//! use bigame::board::{Board, Moves};
//! use bigame::graph::Graph;
//! use bigame::solve::edge::{solve_edge_board, solve_edge_graph};
//! // A path 0 - 1 - 2: the middle wins, the ends lose.
//! let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
//! let a = solve_edge_graph(&g, None, false).unwrap();
//! assert!(a.wins(1) && !a.wins(0));
//! // A 1x3 board is the same path, on the board's vertex ids.
//! let board = Board::from_fn(1, 3, |_, _| true);
//! let a = solve_edge_board(&board, Moves::Rook).unwrap();
//! assert!(a.wins(board.vertex(0, 1)) && !a.wins(board.vertex(0, 0)));
//! ```

use super::check_sides;
use super::edge_game_check::{check_edge_answer, edge_sample};
use crate::board::{BipartiteMoves, Board, King, Moves, MovesVisitor};
use crate::game::edge::board_graph_with;
use crate::graph::{Adjacency, Bipartite, BipartiteGraph, Graph, TwoColouring, two_colouring};
use std::borrow::Cow;

pub use crate::game::edge::{
    EdgeAnalysis, EdgeError, EdgeGame, EdgePosition, MAX_ELIMINATION_VERTICES, OddCycle,
};

/// The edge game's verdict and a winning move of every vertex of `g`. `sides`, when given (a
/// matrix's rows and columns), must be a bipartition of `g` ([`check_sides`]); otherwise `g`
/// is two-coloured, and a graph with an odd cycle is searched exhaustively when it has at
/// most [`crate::game::brute_edge::MAX_EDGES`] edges. `certificates` keeps the winning
/// vertices' proofs ([`EdgeAnalysis::prove`]). The eliminations' answer is checked (see the
/// module docs); the exhaustive search's is not.
///
/// Cost: `O(V + E)` for the sides, then [`EdgeAnalysis::new`]'s eliminations,
/// `O(|L| |R| (|L| + |R|) / 64)` word operations at worst, then the check's `O(V + E)` and
/// at most `17 (V + 2E)` slots read for the sample's witnesses.
///
/// # Errors
/// [`EdgeError::BadSides`] for sides that are not a bipartition, [`EdgeError::OddCycle`] for a
/// graph with an odd cycle too big to search, [`EdgeError::TooBig`] for more than
/// [`MAX_ELIMINATION_VERTICES`] vertices with an edge, [`EdgeError::Unverified`] for an
/// answer that fails its check (a bug, never an answer).
pub fn solve_edge_graph(
    g: &Graph,
    sides: Option<Vec<bool>>,
    certificates: bool,
) -> Result<EdgeAnalysis, EdgeError> {
    let left = match sides {
        Some(left) => {
            check_sides(g, &left).map_err(|e| EdgeError::BadSides(e.to_string()))?;
            left
        }
        None => match two_colouring(g) {
            TwoColouring::Sides(left) => left,
            // The exhaustive search (or its refusal, naming the cycle).
            TwoColouring::OddCycle(_) => return EdgeAnalysis::of_graph(g, certificates),
        },
    };
    checked_eliminations(&BipartiteGraph::new(g, left), certificates)
}

/// The eliminations' answer on the bipartite `g` ([`EdgeAnalysis::prove`] when `keep_sums`,
/// else [`EdgeAnalysis::new`], keeping the sample's witnesses too), returned once it passes
/// its check. Cost: the eliminations', plus the check's (see [`solve_edge_graph`]).
///
/// # Errors
/// [`EdgeError::TooBig`] as for [`EdgeAnalysis::new`]; [`EdgeError::Unverified`] for an
/// answer that fails its check.
fn checked_eliminations<B: Bipartite>(g: &B, keep_sums: bool) -> Result<EdgeAnalysis, EdgeError> {
    let sample = edge_sample(g);
    #[cfg_attr(not(test), allow(unused_mut))]
    let mut analysis = EdgeAnalysis::with_witnesses(g, keep_sums, &sample)?;
    #[cfg(test)]
    planted::apply(&mut analysis);
    check_edge_answer(g, &analysis, &sample).map_err(|reason| EdgeError::Unverified { reason })?;
    Ok(analysis)
}

/// A bug planted for the tests that show the check catching it: set for the current thread,
/// applied to each answer of the eliminations before its check.
#[cfg(test)]
pub(crate) mod planted {
    use super::EdgeAnalysis;
    use std::cell::RefCell;

    /// A change made to an answer.
    type Tamper = Box<dyn Fn(&mut EdgeAnalysis)>;

    thread_local! {
        static TAMPER: RefCell<Option<Tamper>> = const { RefCell::new(None) };
    }

    /// Applies `tamper` to the next answers on this thread (until [`clear`]).
    pub(crate) fn plant(tamper: impl Fn(&mut EdgeAnalysis) + 'static) {
        TAMPER.with(|t| *t.borrow_mut() = Some(Box::new(tamper)));
    }

    /// Plants nothing from now on.
    pub(crate) fn clear() {
        TAMPER.with(|t| *t.borrow_mut() = None);
    }

    /// `analysis` changed by the planted tamper, if any.
    pub(super) fn apply(analysis: &mut EdgeAnalysis) {
        TAMPER.with(|t| {
            if let Some(tamper) = &*t.borrow() {
                tamper(analysis);
            }
        });
    }
}

/// The edge game's verdict and a winning move of every free cell of `board` with the move set
/// `moves`, indexed by the board's vertex ids: rook and knight boards by eliminations on the
/// board itself (`O(|L|² |R| / 64)` words at worst, far less on a board's banded matrix),
/// their answer checked as [`solve_edge_graph`]'s is (`O(rows cols)` more); a king board (odd
/// cycles) by the exhaustive search when it has at most
/// [`crate::game::brute_edge::MAX_EDGES`] passages.
///
/// # Errors
/// [`EdgeError::TooBig`] for more than [`MAX_ELIMINATION_VERTICES`] free cells with a passage;
/// [`EdgeError::OddCycle`] (naming cells) for a king board too big to search;
/// [`EdgeError::Unverified`] for an answer that fails its check.
pub fn solve_edge_board(board: &Board, moves: Moves) -> Result<EdgeAnalysis, EdgeError> {
    /// Eliminations on a bipartite board, the search on the graph of a king board.
    struct Solve;
    impl MovesVisitor for Solve {
        type Output = Result<EdgeAnalysis, EdgeError>;
        fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output {
            checked_eliminations(&*board, false)
        }
        fn king(self, board: Cow<'_, Board<King>>) -> Self::Output {
            let (graph, ids) = board.to_graph();
            let analysis = EdgeAnalysis::of_graph(&graph, false)
                .map_err(|e| e.on_cells(|v| cell(&board, ids[v as usize])))?;
            Ok(analysis.to_ids(&ids, board.vertex_count()))
        }
    }
    board.visit_moves(moves, Solve)
}

/// A game of edge geography on `g` with the token on `start`: [`EdgeGame::new`], here so that
/// each kind of input has its entry. Cost: [`EdgePosition::new`]'s.
///
/// # Errors
/// [`EdgeError::OddCycle`] and [`EdgeError::TooBig`] as for [`solve_edge_graph`].
pub fn edge_game_on_graph(g: &Graph, start: u32) -> Result<EdgeGame, EdgeError> {
    EdgeGame::new(g, start)
}

/// A game of edge geography on the free cells of `board` with the move set `moves`, on the
/// board's vertex ids, the token on the free cell `start` (a vertex id). `O(rows cols)` for
/// the graph of passages, then [`EdgePosition::new`]'s eliminations.
///
/// # Errors
/// As [`solve_edge_board`].
pub fn edge_game_on_board(board: &Board, moves: Moves, start: u32) -> Result<EdgeGame, EdgeError> {
    EdgeGame::new(&board_graph_with(board, moves), start)
        .map_err(|e| e.on_cells(|v| cell(board, v)))
}

/// A position of the edge game on the free cells of `board` with the move set `moves`,
/// numbered `0..` in row-major order as [`Board::to_graph_with`] numbers them (the engine's
/// smallest graph, for front ends that keep their own cell numbering), with the board vertex
/// id of each; the token on the free cell `start` (a board vertex id). `O(rows cols)` for the
/// graph, then [`EdgePosition::new`]'s eliminations.
///
/// # Errors
/// As [`solve_edge_board`].
///
/// # Panics
/// If `start` is not a free cell of `board`.
pub fn edge_position_on_board(
    board: &Board,
    moves: Moves,
    start: u32,
) -> Result<(EdgePosition, Vec<u32>), EdgeError> {
    let (graph, ids) = board.to_graph_with(moves);
    let first = ids.binary_search(&start).expect("the start is a free cell") as u32;
    let position = EdgePosition::new(&graph, first)
        .map_err(|e| e.on_cells(|v| cell(board, ids[v as usize])))?;
    Ok((position, ids))
}

/// The cell of a board vertex id that is a cell. `O(1)`.
fn cell<M: crate::board::MoveSet>(board: &Board<M>, v: u32) -> (u32, u32) {
    board
        .cell(v)
        .expect("a vertex of the board's graph is a cell")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_board;

    /// Every entry gives the verdicts of the board's own graph of passages.
    #[test]
    fn the_board_entries_agree_with_the_graph_of_passages() {
        for moves in Moves::ALL {
            // King moves are searched exhaustively: at most 24 passages.
            let board = match moves {
                Moves::King => random_board(3, 3, 10, 9),
                _ => random_board(5, 6, 25, 9),
            };
            let graph = board_graph_with(&board, moves);
            let by_board = solve_edge_board(&board, moves).unwrap();
            let by_graph = solve_edge_graph(&graph, None, false).unwrap();
            for (_, _, v) in board.free_cells() {
                assert_eq!(by_board.wins(v), by_graph.wins(v), "{moves} {v}");
                let mut game = edge_game_on_board(&board, moves, v).unwrap();
                assert_eq!(crate::game::Play::is_winning(&mut game), by_board.wins(v));
                let (position, ids) = edge_position_on_board(&board, moves, v).unwrap();
                assert_eq!(ids[position.token() as usize], v);
                assert_eq!(position.mover_wins(), by_board.wins(v));
            }
        }
    }

    #[test]
    fn refusals_name_cells_on_boards_and_wrong_sides() {
        let board = Board::from_fn(8, 8, |_, _| true);
        let e = solve_edge_board(&board, Moves::King).unwrap_err();
        assert!(matches!(
            e,
            EdgeError::OddCycle {
                cycle: OddCycle::Cells(_),
                edges: 210
            }
        ));
        assert!(
            e.to_string()
                .contains("board is not bipartite (odd cycle 1 2, 1 1, 2 1)"),
            "{e}"
        );
        let v = board.vertex(0, 0);
        assert_eq!(edge_game_on_board(&board, Moves::King, v).unwrap_err(), e);
        assert_eq!(
            edge_position_on_board(&board, Moves::King, v).unwrap_err(),
            e
        );
        let path = Graph::from_edges(3, &[(0, 1), (1, 2)]);
        let wrong = solve_edge_graph(&path, Some(vec![true, true, false]), false);
        assert!(matches!(wrong, Err(EdgeError::BadSides(_))));
        let right = solve_edge_graph(&path, Some(vec![true, false, true]), true).unwrap();
        assert!(right.wins(1) && right.proof(1).is_some());
    }
}
