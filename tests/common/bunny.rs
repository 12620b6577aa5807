//! The legal moves of a Bunny-and-Egg position, taken from the library rather than written
//! again here: the position's cells are reduced afresh by [`BunnyBoard::new`] and the moves
//! are the token's neighbours in that graph ([`Position::legal_moves`]). It depends on the
//! current cells alone, never on the game's history, so it still checks what the engine, the
//! reader and the server track from move to move.

use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::game::Position;

/// The cells (row-major indices, ascending) whose piece the player to move may slide into
/// the empty cell of the `rows x cols` board `cells` (exactly one [`Piece::Empty`]); the first
/// player slides `O`, the second `X`.
pub fn legal_moves(rows: u32, cols: u32, cells: &[Piece], first: bool) -> Vec<usize> {
    // The reduction is stated for the first player to move (the empty cell's neighbours are
    // movable when they hold `O`); for the second player, swapping the colours makes the `X`
    // beside the empty cell the movable ones.
    let as_first: Vec<Piece> = cells
        .iter()
        .map(|&p| match (first, p) {
            (false, Piece::Black) => Piece::White,
            (false, Piece::White) => Piece::Black,
            (_, p) => p,
        })
        .collect();
    let board = BunnyBoard::new(rows, cols, &as_first).expect("one empty cell");
    let mut moves: Vec<usize> = Position::new(&board, board.empty_vertex())
        .legal_moves()
        .into_iter()
        .map(|v| {
            let (r, c) = board.cell(v).unwrap();
            (r * cols + c) as usize
        })
        .collect();
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
