//! Grid boards as graphs, without building an adjacency array.
//!
//! A [`Board`] is a grid of free and blocked cells; its free cells are the vertices and two free
//! cells are joined by an edge when one move of the board's [move set](moves) leads from one to
//! the other: rook steps to the 4 side neighbours (the default), king steps to the 8 cells
//! around, or knight jumps. Rook and knight boards are bipartite by checkerboard colour, king
//! boards are not. Neighbours are computed from the cell index, which on a 2000x2000 rook board
//! measured 2.4x faster than a CSR copy at half the memory.

pub mod bunny;
pub mod moves;
mod visit;

pub use moves::{BipartiteMoves, King, Knight, MoveSet, Moves, Rook};
pub use visit::{AnyMovesVisitor, MovesVisitor};

use crate::graph::{Adjacency, Bipartite, Graph};
use moves::step_offset;
use std::marker::PhantomData;

const BLOCKED: u8 = 0;
/// A free cell with `(row + column)` even: the left side.
const LEFT: u8 = 1;
/// A free cell with `(row + column)` odd: the right side.
const RIGHT: u8 = 2;

/// Sentinel rows above the board and below it: a step changes the row by at most 2.
const PAD_ROWS: u32 = 2;
/// Sentinel columns per padded row: one left of column 0 and one right of the last column. A
/// step of two columns off an edge lands on the other one, in the row above or below.
const PAD_COLS: u32 = 2;

/// A free-cell board: `rows x cols` cells, each free or blocked, with the moves of `M`
/// ([`Rook`] by default, or [`King`], [`Knight`]).
///
/// Vertex ids index a padded grid of `(rows + 4) x (cols + 2)` ids: two blocked sentinel rows
/// above and below and a blocked sentinel column on each side, with cell `(r, c)` at padded
/// position `(r + 2, c + 1)`. Every move of every move set from a real cell then lands on a
/// real cell or a sentinel, so the neighbours of `v` are `v + dr * width + dc` with no bounds
/// checks and no underflow; blocked cells and sentinels are isolated ids. The padding is the
/// same for every move set, so [`Board::with_moves`] changes the moves without touching the
/// cells. Memory: one byte per padded cell, `(rows + 4) (cols + 2)` bytes.
///
/// ```
/// use bigame::board::Board;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// // # .        the three free cells form a path (1,2) - (2,2) - (2,1);
/// // . .        the corner (2,2) is in every maximum matching
/// let board = Board::from_fn(2, 2, |r, c| (r, c) != (0, 0));
/// let a = analyze(&board, Algorithm::default());
/// assert!(a.wins(board.vertex(1, 1)));
/// assert!(!a.wins(board.vertex(0, 1)));
/// assert!(!a.wins(board.vertex(1, 0)));
/// ```
///
/// Other move sets: build a rook board, then convert it (no copy).
///
/// ```
/// use bigame::board::{Board, Knight, Moves};
/// use bigame::graph::Adjacency;
/// // A knight on a 3x3 board: the centre is unreachable, the 8 others form a cycle.
/// let board = Board::from_fn(3, 3, |_, _| true).with_moves::<Knight>();
/// assert_eq!(board.moves(), Moves::Knight);
/// assert_eq!(board.degree(board.vertex(1, 1)), 0);
/// assert_eq!(board.degree(board.vertex(0, 0)), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board<M = Rook> {
    rows: u32,
    cols: u32,
    width: u32,
    cells: Vec<u8>,
    moves: PhantomData<M>,
}

impl Board {
    /// Whether a `rows x cols` board is non-empty and its padded ids fit in `u32` (the same
    /// for every move set). `O(1)`.
    pub fn fits(rows: u64, cols: u64) -> bool {
        rows >= 1
            && cols >= 1
            && rows
                .checked_add(2 * PAD_ROWS as u64)
                .zip(cols.checked_add(PAD_COLS as u64))
                .and_then(|(r, c)| r.checked_mul(c))
                .is_some_and(|padded| padded < u32::MAX as u64)
    }

    /// A rook board with every cell blocked. `O(rows cols)`; use [`Board::with_moves`] for
    /// other moves.
    ///
    /// # Panics
    /// If `!Board::fits(rows, cols)`.
    pub fn blocked(rows: u32, cols: u32) -> Board {
        assert!(
            Board::fits(rows as u64, cols as u64),
            "board {rows}x{cols} is too large or empty"
        );
        let width = cols + PAD_COLS;
        Board {
            rows,
            cols,
            width,
            cells: vec![BLOCKED; (rows + 2 * PAD_ROWS) as usize * width as usize],
            moves: PhantomData,
        }
    }

    /// A rook board whose cell `(r, c)` (0-based) is free iff `free(r, c)`. `O(rows cols)`;
    /// use [`Board::with_moves`] for other moves.
    ///
    /// # Panics
    /// If `!Board::fits(rows, cols)`.
    pub fn from_fn(rows: u32, cols: u32, mut free: impl FnMut(u32, u32) -> bool) -> Board {
        let mut board = Board::blocked(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                board.set_free(r, c, free(r, c));
            }
        }
        board
    }
}

impl<M: MoveSet> Board<M> {
    /// The same board (same cells, same vertex ids) with the moves of `M2` instead. Moves the
    /// cells, no copy: `O(1)`.
    ///
    /// ```
    /// use bigame::board::{Board, King, Rook};
    /// let king = Board::from_fn(2, 2, |_, _| true).with_moves::<King>();
    /// assert_eq!(king.to_graph().0.edge_count(), 6);
    /// assert_eq!(king.with_moves::<Rook>().to_graph().0.edge_count(), 4);
    /// ```
    pub fn with_moves<M2: MoveSet>(self) -> Board<M2> {
        Board {
            rows: self.rows,
            cols: self.cols,
            width: self.width,
            cells: self.cells,
            moves: PhantomData,
        }
    }

    /// The board's move set as a runtime value (`M::MOVES`). `O(1)`.
    pub fn moves(&self) -> Moves {
        M::MOVES
    }

    /// Number of rows. `O(1)`.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns. `O(1)`.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// The vertex id of cell `(r, c)` (0-based). `O(1)`.
    #[inline]
    pub fn vertex(&self, r: u32, c: u32) -> u32 {
        debug_assert!(r < self.rows && c < self.cols);
        (r + PAD_ROWS) * self.width + c + 1
    }

    /// The cell `(r, c)` of a vertex id, or `None` for a sentinel id (or an id past the end).
    /// `O(1)`.
    pub fn cell(&self, v: u32) -> Option<(u32, u32)> {
        let (r, c) = (v / self.width, v % self.width);
        (r >= PAD_ROWS && r < self.rows + PAD_ROWS && c >= 1 && c <= self.cols)
            .then(|| (r - PAD_ROWS, c - 1))
    }

    /// Whether cell `(r, c)` is free. `O(1)`.
    #[inline]
    pub fn is_free(&self, r: u32, c: u32) -> bool {
        self.cells[self.vertex(r, c) as usize] != BLOCKED
    }

    /// Makes cell `(r, c)` free or blocked. `O(1)`.
    #[inline]
    pub fn set_free(&mut self, r: u32, c: u32, free: bool) {
        let v = self.vertex(r, c) as usize;
        self.cells[v] = if !free {
            BLOCKED
        } else if (r + c).is_multiple_of(2) {
            LEFT
        } else {
            RIGHT
        };
    }

    /// Sets every cell of row `r` at once, cell `c` free when `free[c]` (`free` holds `cols`
    /// flags): the fast way to fill a board read from text, with no branch per cell.
    /// `O(cols)`.
    ///
    /// # Panics
    /// If `r >= rows` or `free.len() != cols`.
    pub fn set_row(&mut self, r: u32, free: &[bool]) {
        assert!(r < self.rows && free.len() == self.cols as usize);
        let start = self.vertex(r, 0) as usize;
        let row = &mut self.cells[start..start + free.len()];
        for (c, (cell, &free)) in row.iter_mut().zip(free).enumerate() {
            // LEFT on even (row + column), RIGHT on odd, BLOCKED (0) when not free.
            *cell = u8::from(free) * (LEFT + ((r as usize + c) & 1) as u8);
        }
    }

    /// The vertex ids of row `r`, columns `0..cols` in order (consecutive ids). `O(1)`.
    #[inline]
    pub fn row_vertices(&self, r: u32) -> std::ops::Range<u32> {
        let start = self.vertex(r, 0);
        start..start + self.cols
    }

    /// Whether vertex id `v` is a free cell (not a blocked cell or a sentinel). `O(1)`.
    #[inline]
    pub fn is_free_vertex(&self, v: u32) -> bool {
        self.cells[v as usize] != BLOCKED
    }

    /// For every id, whether it is a free cell, as a byte (0: blocked or a sentinel; anything
    /// else: free), for sweeps over all ids that would pay a bounds check per id through
    /// [`Board::is_free_vertex`]. `O(1)`.
    pub(crate) fn free_bytes(&self) -> &[u8] {
        &self.cells
    }

    /// Number of free cells. `O(rows cols)`.
    pub fn free_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c != BLOCKED).count()
    }

    /// The free cells in row-major order, as `(row, col, vertex)`. `O(rows cols)`.
    pub fn free_cells(&self) -> impl Iterator<Item = (u32, u32, u32)> + '_ {
        (0..self.rows).flat_map(move |r| {
            let base = self.vertex(r, 0);
            (0..self.cols)
                .filter(move |&c| self.cells[(base + c) as usize] != BLOCKED)
                .map(move |c| (r, c, base + c))
        })
    }

    /// The board as a CSR graph on its free cells, numbered `0..` in row-major order, with the
    /// board vertex id of each graph vertex. Edges are those of the board's move set, each
    /// once. For small boards (the brute-force oracle) and for comparing the two adjacency
    /// kinds. `O(rows cols)` time, `4 (rows + 4) (cols + 2)` bytes of scratch.
    pub fn to_graph(&self) -> (Graph, Vec<u32>) {
        let ids: Vec<u32> = self.free_cells().map(|(_, _, v)| v).collect();
        let mut compact = vec![u32::MAX; self.cells.len()];
        for (i, &v) in ids.iter().enumerate() {
            compact[v as usize] = i as u32;
        }
        // The forward half of the steps (later in row-major order): each edge once.
        let forward: Vec<u32> = M::STEPS
            .iter()
            .filter(|&&(dr, dc)| dr > 0 || (dr == 0 && dc > 0))
            .map(|&step| step_offset(self.width, step))
            .collect();
        let mut edges = Vec::new();
        for &v in &ids {
            for &offset in &forward {
                let w = v.wrapping_add(offset);
                if self.cells[w as usize] != BLOCKED {
                    edges.push((compact[v as usize], compact[w as usize]));
                }
            }
        }
        (Graph::from_edges(ids.len(), &edges), ids)
    }

    /// The id offsets of `M::STEPS` on this board, in slot order (add one to an id with
    /// `wrapping_add`). `O(moves)`.
    pub(crate) fn step_offsets(&self) -> Vec<u32> {
        M::STEPS
            .iter()
            .map(|&step| step_offset(self.width, step))
            .collect()
    }

    /// The id reached from `v` by step `step` of `M`. Only meaningful for a real cell `v`.
    #[inline(always)]
    fn target(&self, v: u32, step: (i32, i32)) -> u32 {
        v.wrapping_add(step_offset(self.width, step))
    }

    /// The number of moves from `v` with the move set `moves` chosen at run time, whatever
    /// this board's type: [`Adjacency::degree`] of the board with those moves. `O(1)`.
    ///
    /// ```
    /// use bigame::board::{Board, Moves};
    /// let board = Board::from_fn(3, 3, |_, _| true);
    /// let corner = board.vertex(0, 0);
    /// assert_eq!(board.degree_with(Moves::Rook, corner), 2);
    /// assert_eq!(board.degree_with(Moves::King, corner), 3);
    /// assert_eq!(board.degree_with(Moves::Knight, corner), 2);
    /// ```
    pub fn degree_with(&self, moves: Moves, v: u32) -> u32 {
        if self.cells[v as usize] == BLOCKED {
            return 0;
        }
        moves
            .steps()
            .iter()
            .map(|&step| (self.cells[self.target(v, step) as usize] != BLOCKED) as u32)
            .sum()
    }
}

/// The implicit adjacency of the board: one slot per step of `M` (4 for rook, 8 for king and
/// knight); blocked cells and sentinels have no slots. The loops run over the constant
/// `M::STEPS` and are unrolled into fixed id offsets.
impl<M: MoveSet> Adjacency for Board<M> {
    fn vertex_count(&self) -> usize {
        self.cells.len()
    }

    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        if self.cells[v as usize] == BLOCKED {
            0
        } else {
            M::STEPS.len() as u32
        }
    }

    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        let w = v.wrapping_add(M::slot_offset(slot, self.width));
        (self.cells[w as usize] != BLOCKED).then_some(w)
    }

    #[inline]
    fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        if self.cells[v as usize] == BLOCKED {
            return;
        }
        // Sentinels make every step's index valid for a real cell.
        for &step in M::STEPS {
            let w = self.target(v, step);
            if self.cells[w as usize] != BLOCKED {
                f(w);
            }
        }
    }

    #[inline]
    fn for_each_neighbor_or_isolated(&self, v: u32, mut f: impl FnMut(u32)) {
        if self.cells[v as usize] == BLOCKED {
            return;
        }
        // The cells one step away: each is a neighbour or a blocked cell or sentinel, and
        // those are isolated ids.
        for &step in M::STEPS {
            f(self.target(v, step));
        }
    }

    #[inline]
    fn degree(&self, v: u32) -> u32 {
        if self.cells[v as usize] == BLOCKED {
            return 0;
        }
        // A sum, not one branch per step: on a random board those branches mispredict often.
        M::STEPS
            .iter()
            .map(|&step| (self.cells[self.target(v, step) as usize] != BLOCKED) as u32)
            .sum()
    }

    #[inline]
    fn has_edge(&self, v: u32, w: u32) -> bool {
        let free = |x: u32| self.cells.get(x as usize).is_some_and(|&c| c != BLOCKED);
        free(v) && free(w) && M::STEPS.iter().any(|&step| self.target(v, step) == w)
    }
}

/// Rook and knight boards are bipartite: `(row + column)` even on the left.
impl<M: BipartiteMoves> Bipartite for Board<M> {
    #[inline]
    fn is_left(&self, v: u32) -> bool {
        self.cells[v as usize] == LEFT
    }
}

/// A step between two cells is named by its slot: the index of the move in `M::STEPS`.
impl<M: MoveSet> crate::matching::StepCodes for Board<M> {
    #[inline]
    fn step_code(&self, x: u32, y: u32) -> u8 {
        let offset = y.wrapping_sub(x);
        // Every step compared, no early exit: the direction is random on a random board, and
        // a branch per step would mispredict about half the time.
        let mut code = u8::MAX;
        for (slot, &step) in M::STEPS.iter().enumerate() {
            if step_offset(self.width, step) == offset {
                code = slot as u8;
            }
        }
        code
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board's `has_edge` (by the step between the cells) is the default's (by listing
    /// the neighbours) for every pair of ids, blocked cells, padding and ids out of range
    /// included, with each move set.
    #[test]
    fn an_edge_looked_up_by_its_step_is_one_listed() {
        fn listed<A: Adjacency>(g: &A, v: u32, w: u32) -> bool {
            let mut found = false;
            g.for_each_neighbor(v, |x| found |= x == w);
            found
        }
        fn agree<M: MoveSet>(board: &Board<M>) {
            let n = board.vertex_count() as u32;
            for v in 0..n {
                for w in 0..n + 3 {
                    assert_eq!(board.has_edge(v, w), listed(board, v, w), "{v} {w}");
                }
            }
        }
        let board = Board::from_fn(6, 7, |r, c| (r * 5 + c * 3) % 4 != 0);
        agree(&board);
        agree(&board.clone().with_moves::<King>());
        agree(&board.with_moves::<Knight>());
    }

    #[test]
    fn a_row_set_at_once_is_the_row_set_cell_by_cell() {
        let pattern = |r: u32, c: u32| (r * 7 + c * 3) % 5 < 3;
        let mut by_cell = Board::blocked(4, 9);
        let mut by_row = Board::blocked(4, 9);
        for r in 0..4 {
            let row: Vec<bool> = (0..9).map(|c| pattern(r, c)).collect();
            by_row.set_row(r, &row);
            for c in 0..9 {
                by_cell.set_free(r, c, row[c as usize]);
            }
        }
        assert_eq!(by_row, by_cell);
        // Setting a row again overwrites it, free cells blocked included.
        by_row.set_row(2, &[false; 9]);
        assert!((0..9).all(|c| !by_row.is_free(2, c)));
    }

    #[test]
    fn fits_counts_the_padding_and_never_overflows() {
        // 1 row: 5 padded rows of cols + 2 ids, fewer than u32::MAX = 5 * 858993459 ids.
        assert!(Board::fits(1, 858_993_456));
        assert!(!Board::fits(1, 858_993_457));
        assert!(!Board::fits(0, 5) && !Board::fits(5, 0));
        assert!(!Board::fits(u64::MAX, 1) && !Board::fits(1, u64::MAX));
        assert!(!Board::fits(u64::MAX, u64::MAX));
        assert!(Board::fits(4000, 4000));
    }

    #[test]
    fn every_step_from_every_corner_stays_in_the_padding() {
        for (rows, cols) in [(1, 1), (1, 5), (5, 1), (3, 4)] {
            let board = Board::from_fn(rows, cols, |_, _| true);
            assert_eq!(
                board.vertex_count(),
                (rows as usize + 4) * (cols as usize + 2)
            );
            for moves in Moves::ALL {
                for (r, c) in [(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)] {
                    let v = board.vertex(r, c) as i64;
                    for &(dr, dc) in moves.steps() {
                        let w = v + dr as i64 * board.width as i64 + dc as i64;
                        assert!(w >= 0 && (w as usize) < board.vertex_count());
                        let (r2, c2) = (r as i64 + dr as i64, c as i64 + dc as i64);
                        let inside =
                            (0..rows as i64).contains(&r2) && (0..cols as i64).contains(&c2);
                        // Off the board means a sentinel; on the board means that very cell.
                        assert_eq!(board.is_free_vertex(w as u32), inside, "{moves} ({r},{c})");
                    }
                }
            }
        }
    }

    #[test]
    fn rook_slot_order_is_up_left_right_down() {
        let board = Board::from_fn(3, 3, |_, _| true);
        let v = board.vertex(1, 1);
        let slots: Vec<u32> = (0..4).filter_map(|s| board.neighbor(v, s)).collect();
        assert_eq!(
            slots,
            [
                board.vertex(0, 1),
                board.vertex(1, 0),
                board.vertex(1, 2),
                board.vertex(2, 1)
            ]
        );
    }
}
