//! The legal moves of a Bunny-and-Egg position, by the brute-force oracle's move rule
//! ([`legal_slides`], which reads the board game's rule off the cells and never looks at the
//! reduction), so that the engine, the reader and the server, which track the game from move
//! to move on the reduced graph, are checked against the game's own rule.

use bigame::board::bunny::Piece;
use bigame::game::brute_bunny::legal_slides;

/// The cells (row-major indices, ascending) whose piece the player to move may slide into
/// the empty cell of the `rows x cols` board `cells` (exactly one [`Piece::Empty`]); the first
/// player slides `O`, the second `X`.
pub fn legal_moves(rows: u32, cols: u32, cells: &[Piece], first: bool) -> Vec<usize> {
    let mut moves = legal_slides(rows, cols, cells, first);
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
