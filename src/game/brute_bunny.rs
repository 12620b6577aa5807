//! The brute-force oracle's Bunny-and-Egg front end: exhaustive search on small boards.
//!
//! Two independent oracles. [`wins_by_rules`] plays the board game itself (slide a piece of
//! the mover's colour into the empty cell) and never looks at the reduction, so it also checks
//! the reduction. [`wins_reduced`] runs [`brute::wins_from`] on the
//! reduced graph of a [`BunnyBoard`]. Both are exponential: boards of up to
//! [`MAX_CELLS`] cells.

use super::brute;
use crate::board::bunny::{BunnyBoard, Piece, legal_slides};
use std::collections::HashMap;

/// The most cells [`wins_by_rules`] accepts.
pub const MAX_CELLS: usize = 24;

/// Whether the player to move wins on the `rows x cols` board `cells` (row-major, exactly one
/// [`Piece::Empty`]); the first player slides white pieces, the second black ones. Memoised
/// minimax over board states; the recursion depth is at most the cell count. Exponential.
///
/// # Panics
/// If the board has more than [`MAX_CELLS`] cells or not exactly one empty cell.
///
/// ```
/// use bigame::board::bunny::Piece::{Black as X, White as O, Empty as E};
/// use bigame::game::brute_bunny::wins_by_rules;
/// assert!(wins_by_rules(1, 6, &[X, O, E, O, X, O], true));
/// ```
pub fn wins_by_rules(rows: u32, cols: u32, cells: &[Piece], first_to_move: bool) -> bool {
    let n = (rows * cols) as usize;
    assert!(
        n <= MAX_CELLS && cells.len() == n,
        "at most {MAX_CELLS} cells"
    );
    let empties: Vec<usize> = (0..n).filter(|&i| cells[i] == Piece::Empty).collect();
    assert_eq!(empties.len(), 1, "exactly one empty cell");
    let mut cells = cells.to_vec();
    let mut memo = HashMap::new();
    let game = Rules { rows, cols };
    game.mover_wins(&mut cells, empties[0], first_to_move, &mut memo)
}

struct Rules {
    rows: u32,
    cols: u32,
}

impl Rules {
    fn key(cells: &[Piece], first: bool) -> u64 {
        cells.iter().fold(first as u64, |k, &p| {
            k << 2
                | match p {
                    Piece::Black => 1,
                    Piece::White => 2,
                    Piece::Empty => 3,
                }
        })
    }

    fn mover_wins(
        &self,
        cells: &mut [Piece],
        empty: usize,
        first: bool,
        memo: &mut HashMap<u64, bool>,
    ) -> bool {
        let key = Rules::key(cells, first);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        let slides: Vec<usize> = legal_slides(self.rows, self.cols, cells, empty, first).collect();
        for w in slides {
            cells.swap(w, empty);
            let opponent_wins = self.mover_wins(cells, w, !first, memo);
            cells.swap(w, empty);
            if !opponent_wins {
                wins = true;
                break;
            }
        }
        memo.insert(key, wins);
        wins
    }
}

/// Whether the player to move wins on the reduced graph of `board` with the token on the
/// board vertex `token`, after the board vertices in `visited` (which need not list the
/// token) have been visited, by [`brute::wins_from`]. Exponential.
///
/// # Panics
/// If the board has more than [`brute::MAX_VERTICES`] movable cells, or a vertex listed is not
/// a movable cell.
pub fn wins_reduced(board: &BunnyBoard, visited: &[u32], token: u32) -> bool {
    let (graph, ids) = board.to_graph();
    let compact = |v: u32| ids.iter().position(|&id| id == v).expect("a movable cell") as u32;
    let t = compact(token);
    let mask = visited.iter().fold(1u32 << t, |m, &v| m | 1 << compact(v));
    brute::wins_from(&graph, mask, t)
}
