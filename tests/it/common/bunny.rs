//! The legal moves of a Bunny-and-Egg position by the game's own rule, [`legal_slides`] (the
//! one the record reader and the brute-force oracle use; it never looks at the graph
//! reduction), so that the engine and the server, which track the game move by move on the
//! reduced graph, are checked against it.

use bigame::board::bunny::{Piece, legal_slides};

/// The cells (row-major indices, ascending) whose piece the player to move may slide into
/// the empty cell of the `rows x cols` board `cells` (exactly one [`Piece::Empty`]); the first
/// player slides `O`, the second `X`.
pub fn legal_moves(rows: u32, cols: u32, cells: &[Piece], first: bool) -> Vec<usize> {
    let empty = cells
        .iter()
        .position(|&p| p == Piece::Empty)
        .expect("an empty cell");
    let mut moves: Vec<usize> = legal_slides(rows, cols, cells, empty, first).collect();
    moves.sort_unstable();
    moves
}

/// [`legal_moves`] on a board of `X`, `O` and `.` bytes.
pub fn legal_cells_of_text(rows: u32, cols: u32, cells: &[u8], first: bool) -> Vec<usize> {
    let pieces: Vec<Piece> = cells
        .iter()
        .map(|&b| Piece::from_byte(b).expect("X, O or ."))
        .collect();
    legal_moves(rows, cols, &pieces, first)
}

/// [`legal_moves`] on a board of `X`, `O` and `.` bytes, as 1-based `(row, column)` moves.
pub fn legal_moves_of_text(rows: u32, cols: u32, cells: &[u8], first: bool) -> Vec<(u64, u64)> {
    legal_cells_of_text(rows, cols, cells, first)
        .into_iter()
        .map(|i| {
            (
                (i / cols as usize) as u64 + 1,
                (i % cols as usize) as u64 + 1,
            )
        })
        .collect()
}
