//! Bunny-and-Egg boards (NOI 2011) and their reduction to a bipartite graph.
//!
//! Every cell holds a black piece `X`, a white piece `O`, or is the one empty cell `.`. The
//! first player slides a white piece next to the empty cell into it, the second player a black
//! one; who cannot move loses. Colour the cells like a checkerboard with the empty cell
//! *black*: the empty cell is on black before every first-player move (so it only ever takes
//! white neighbours) and on white before every second-player move. Hence only `X` on black
//! cells and `O` on white cells can ever move, each at most once (a piece that moved lands on
//! the wrong colour for its owner and never moves again). Those cells plus the empty cell form
//! a bipartite grid graph, the empty cell is the token, and a move is a step of the token to an
//! unvisited neighbour: undirected vertex geography.
//!
//! Representation: a [`Board`] whose free cells are the movable cells. Its adjacency is
//! implicit (computed from the cell index, no CSR copy), which DESIGN.md measured 2.4x faster
//! than CSR at half the memory, and reusing it keeps one implementation of grid adjacency.
//! `Board`'s own two sides (`(r + c)` even on the left) are a valid bipartition of this
//! graph, so [`Bipartite`] is delegated unchanged.

use super::Board;
use crate::graph::{Adjacency, Bipartite, Graph};

/// What a cell holds at the start of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A black piece `X`, moved by the second player.
    Black,
    /// A white piece `O`, moved by the first player.
    White,
    /// The empty cell `.`.
    Empty,
}

impl Piece {
    /// The piece for a board character (`X`, `O`, `.`), or `None`. `O(1)`.
    pub fn from_byte(b: u8) -> Option<Piece> {
        match b {
            b'X' => Some(Piece::Black),
            b'O' => Some(Piece::White),
            b'.' => Some(Piece::Empty),
            _ => None,
        }
    }

    /// The board character of the piece. `O(1)`.
    pub fn to_byte(self) -> u8 {
        match self {
            Piece::Black => b'X',
            Piece::White => b'O',
            Piece::Empty => b'.',
        }
    }

    /// The colour the player to move slides: white (`O`) for the first player, black (`X`)
    /// for the second. `O(1)`.
    pub fn of_mover(first: bool) -> Piece {
        if first { Piece::White } else { Piece::Black }
    }
}

/// The game's move rule, read off the pieces alone: the cells (row-major indices, in the
/// order up, down, left, right) whose piece the player to move may slide into the empty cell
/// `empty` of the `rows x cols` board `cells`, the side neighbours of `empty` holding
/// [`Piece::of_mover`]. The record reader checks plies by it, and the brute-force oracle
/// ([`crate::game::brute_bunny::wins_by_rules`]) plays by it; it knows nothing of the graph
/// reduction ([`BunnyBoard`]), which the tests check against it. `O(1)`.
///
/// ```
/// use bigame::board::bunny::{legal_slides, Piece::{Black as X, White as O, Empty as E}};
/// //  X O . O X O      the first player slides an O, from the left or the right
/// let cells = [X, O, E, O, X, O];
/// assert!(legal_slides(1, 6, &cells, 2, true).eq([1, 3]));
/// assert_eq!(legal_slides(1, 6, &cells, 2, false).count(), 0);
/// ```
pub fn legal_slides(
    rows: u32,
    cols: u32,
    cells: &[Piece],
    empty: usize,
    first: bool,
) -> impl Iterator<Item = usize> + '_ {
    let cols = cols as usize;
    let (r, c) = (empty / cols, empty % cols);
    let up = (r > 0).then(|| empty - cols);
    let down = (r + 1 < rows as usize).then(|| empty + cols);
    let left = (c > 0).then(|| empty - 1);
    let right = (c + 1 < cols).then(|| empty + 1);
    let mine = Piece::of_mover(first);
    [up, down, left, right]
        .into_iter()
        .flatten()
        .filter(move |&w| cells[w] == mine)
}

/// Why a grid of pieces is not a Bunny-and-Egg board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BunnyError {
    /// The cell list does not have `rows * cols` entries, or the size does not fit.
    #[error(
        "a {rows} x {cols} board needs {}, got {got}",
        crate::text::plural(*expected, "cell", "cells")
    )]
    WrongSize {
        /// Rows announced.
        rows: u32,
        /// Columns announced.
        cols: u32,
        /// `rows * cols`.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// No cell is empty.
    #[error("the board has no empty cell '.'")]
    NoEmptyCell,
    /// Two cells are empty (0-based `(row, col)` of the first two).
    #[error("the board has more than one empty cell '.'")]
    SeveralEmptyCells {
        /// The first empty cell.
        first: (u32, u32),
        /// The second empty cell.
        second: (u32, u32),
    },
}

/// A Bunny-and-Egg board reduced to its movable cells: the graph of the game.
///
/// Vertex ids are those of the underlying [`Board`] (padded cell indices); cells that can never
/// move are isolated ids. Memory: about one byte per cell.
///
/// ```
/// use bigame::board::bunny::BunnyBoard;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// // XO.OXO : the empty cell and its two white neighbours form a path; the first player wins.
/// let b = BunnyBoard::parse_rows(&[b"XO.OXO"]).unwrap();
/// let a = analyze(&b, Algorithm::default());
/// assert!(a.wins(b.empty_vertex()));
/// assert_eq!(b.move_vertex(1, 2), Some(b.vertex(0, 1)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BunnyBoard {
    movable: Board,
    empty: (u32, u32),
}

impl BunnyBoard {
    /// The board with `cells` in row-major order (`rows * cols` of them). `O(rows cols)`.
    pub fn new(rows: u32, cols: u32, cells: &[Piece]) -> Result<BunnyBoard, BunnyError> {
        let expected = (rows as usize).saturating_mul(cols as usize);
        if !Board::fits(rows as u64, cols as u64) || cells.len() != expected {
            return Err(BunnyError::WrongSize {
                rows,
                cols,
                expected,
                got: cells.len(),
            });
        }
        let mut empty = None;
        for (i, &p) in cells.iter().enumerate() {
            if p == Piece::Empty {
                let here = ((i / cols as usize) as u32, (i % cols as usize) as u32);
                if let Some(first) = empty {
                    return Err(BunnyError::SeveralEmptyCells {
                        first,
                        second: here,
                    });
                }
                empty = Some(here);
            }
        }
        let empty = empty.ok_or(BunnyError::NoEmptyCell)?;
        let black_parity = (empty.0 + empty.1) % 2;
        let movable = Board::from_fn(rows, cols, |r, c| {
            let black = (r + c) % 2 == black_parity;
            match cells[(r * cols + c) as usize] {
                Piece::Empty => true,
                Piece::Black => black,
                Piece::White => !black,
            }
        });
        Ok(BunnyBoard { movable, empty })
    }

    /// The board from rows of `X`, `O`, `.` (all of equal length). For tests and examples.
    /// `O(rows cols)`.
    ///
    /// # Panics
    /// If a character is not `X`, `O` or `.`.
    pub fn parse_rows(rows: &[&[u8]]) -> Result<BunnyBoard, BunnyError> {
        let cols = rows.first().map_or(0, |r| r.len());
        let cells: Vec<Piece> = rows
            .iter()
            .flat_map(|r| r.iter())
            .map(|&b| Piece::from_byte(b).expect("cells are X, O or ."))
            .collect();
        BunnyBoard::new(rows.len() as u32, cols as u32, &cells)
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.movable.rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.movable.cols()
    }

    /// The empty cell, 0-based `(row, col)`.
    pub fn empty_cell(&self) -> (u32, u32) {
        self.empty
    }

    /// The vertex of the empty cell: where the token starts. `O(1)`.
    pub fn empty_vertex(&self) -> u32 {
        self.movable.vertex(self.empty.0, self.empty.1)
    }

    /// The vertex id of cell `(r, c)` (0-based), movable or not. `O(1)`.
    #[inline]
    pub fn vertex(&self, r: u32, c: u32) -> u32 {
        self.movable.vertex(r, c)
    }

    /// The 0-based cell of a vertex id, or `None` for a padding id. `O(1)`.
    pub fn cell(&self, v: u32) -> Option<(u32, u32)> {
        self.movable.cell(v)
    }

    /// The vertex of the move `M(x, y)` (1-based row `x`, column `y`: the cell whose piece
    /// slides into the empty cell), or `None` if it is off the board. Whether the move is
    /// legal is the game's business. `O(1)`.
    pub fn move_vertex(&self, x: u64, y: u64) -> Option<u32> {
        let on_board =
            (1..=self.rows() as u64).contains(&x) && (1..=self.cols() as u64).contains(&y);
        on_board.then(|| self.vertex(x as u32 - 1, y as u32 - 1))
    }

    /// The 1-based move `(x, y)` of a vertex, or `None` for a padding id. `O(1)`.
    pub fn move_of_vertex(&self, v: u32) -> Option<(u32, u32)> {
        self.cell(v).map(|(r, c)| (r + 1, c + 1))
    }

    /// Whether cell `(r, c)` (0-based) can ever move: a vertex of the game graph. `O(1)`.
    pub fn is_movable(&self, r: u32, c: u32) -> bool {
        self.movable.is_free(r, c)
    }

    /// What cell `(r, c)` (0-based) holds at the start of the game. Not stored: a cell on the
    /// empty cell's colour ("black") can move iff it holds `X`, any other cell iff it holds
    /// `O`, so the piece follows from the cell's colour and whether it is movable. `O(1)`.
    ///
    /// # Panics
    /// If `(r, c)` is off the board.
    ///
    /// ```
    /// use bigame::board::bunny::{BunnyBoard, Piece};
    /// let b = BunnyBoard::parse_rows(&[b"XO.", b"OOX"]).unwrap();
    /// assert_eq!(b.piece(0, 0), Piece::Black);
    /// assert_eq!(b.piece(0, 2), Piece::Empty);
    /// assert_eq!(b.piece(1, 1), Piece::White);
    /// ```
    pub fn piece(&self, r: u32, c: u32) -> Piece {
        if (r, c) == self.empty {
            return Piece::Empty;
        }
        let black = (r + c) % 2 == (self.empty.0 + self.empty.1) % 2;
        if black == self.is_movable(r, c) {
            Piece::Black
        } else {
            Piece::White
        }
    }

    /// The movable cells as a [`Board`] (free = movable).
    pub fn movable(&self) -> &Board {
        &self.movable
    }

    /// The game graph as a CSR graph on the movable cells numbered `0..` in row-major order,
    /// with the board vertex id of each graph vertex (see [`Board::to_graph`]). For small boards
    /// (the brute-force oracle). `O(rows cols)`.
    pub fn to_graph(&self) -> (Graph, Vec<u32>) {
        self.movable.to_graph()
    }
}

impl Adjacency for BunnyBoard {
    fn vertex_count(&self) -> usize {
        self.movable.vertex_count()
    }
    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        self.movable.slot_count(v)
    }
    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        self.movable.neighbor(v, slot)
    }
    #[inline]
    fn for_each_neighbor(&self, v: u32, f: impl FnMut(u32)) {
        self.movable.for_each_neighbor(v, f)
    }
    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, f: impl FnMut(u32)) {
        self.movable.for_each_neighbor_or_isolated(v, f)
    }
    #[inline]
    fn degree(&self, v: u32) -> u32 {
        self.movable.degree(v)
    }
}

impl Bipartite for BunnyBoard {
    #[inline]
    fn is_left(&self, v: u32) -> bool {
        self.movable.is_left(v)
    }
}

/// A game record: the board and the moves as board vertices (cells the token moves to), as
/// the NOI 2011 input gives it, the generator makes it and `play` and `serve` replay it.
/// Plain data: the reader checks every move against the rules, the fields do not.
#[derive(Clone, Debug)]
pub struct Record {
    /// The board before the first move.
    pub board: BunnyBoard,
    /// `k`: moves per player announced (the record has `2k` moves).
    pub moves_per_player: u32,
    /// The moves in order, as vertices of `board`.
    pub moves: Vec<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movable_cells_follow_the_colouring() {
        // Empty at (1,1): black cells have (r + c) even.
        let b = BunnyBoard::parse_rows(&[b"XOX", b"O.O", b"XOO"]).unwrap();
        assert!(b.is_movable(0, 0) && b.is_movable(0, 1) && b.is_movable(1, 1));
        assert!(b.is_movable(2, 1) && !b.is_movable(2, 2));
        assert_eq!(b.move_vertex(0, 1), None);
        assert_eq!(b.move_vertex(3, 4), None);
        assert_eq!(b.move_vertex(3, 3), Some(b.vertex(2, 2)));
    }

    #[test]
    fn pieces_are_recovered_from_the_movable_cells() {
        let rows: [&[u8]; 3] = [b"XOXOO", b"OXX.O", b"XXOOX"];
        let b = BunnyBoard::parse_rows(&rows).unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                assert_eq!(b.piece(r as u32, c as u32).to_byte(), ch, "({r}, {c})");
            }
        }
    }

    #[test]
    fn empty_cell_count_is_checked() {
        assert_eq!(
            BunnyBoard::parse_rows(&[b"XO", b"OX"]),
            Err(BunnyError::NoEmptyCell)
        );
        assert_eq!(
            BunnyBoard::parse_rows(&[b"X.", b".X"]),
            Err(BunnyError::SeveralEmptyCells {
                first: (0, 1),
                second: (1, 0)
            })
        );
    }
}
