//! Free-cell boards (LOJ 6033): cells blocked at random, plus holes.

use super::{GenError, Rng, check_percent, invalid};
use crate::board::Board;

/// The most cells a generated board may have: `2^30` (a board takes a byte per cell, and its
/// text as much again).
pub const MAX_BOARD_CELLS: u64 = 1 << 30;

/// The most holes a board may have: each costs up to a sixteenth of the board.
pub const MAX_HOLES: u32 = 10_000;

/// The shape of the holes cut into a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum HoleShape {
    /// An axis-parallel rectangle of random height `1..=ceil(rows / 4)` and width
    /// `1..=ceil(cols / 4)` at a random position (clipped at the border).
    #[default]
    #[cfg_attr(
        feature = "cli",
        value(
            help = "An axis-parallel rectangle of random height 1 to rows/4 and width 1 to \
            cols/4 (rounded up) at a random position (clipped at the border)"
        )
    )]
    Rect,
    /// A random blob: a random walk of side steps from a random cell, blocking every cell it
    /// visits, until it has blocked a random target of `1..=ceil(rows / 4) ceil(cols / 4)`
    /// cells or taken four times that many steps.
    #[cfg_attr(
        feature = "cli",
        value(
            help = "A random blob: a random walk of side steps from a random cell, blocking \
            every cell it visits, until it has blocked a random number (1 to rows/4 times \
            cols/4, rounded up) of cells or taken four times that many steps"
        )
    )]
    Blob,
}

/// What free-cell board to generate.
///
/// ```
/// use bigame::generate::{BoardSpec, random_free_board};
/// let spec = BoardSpec { holes: 3, ..BoardSpec::new(20, 30) };
/// let board = random_free_board(&spec, 5).unwrap();
/// assert_eq!((board.rows(), board.cols()), (20, 30));
/// assert!(board.free_count() < 600);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSpec {
    /// Rows (at least 1).
    pub rows: u32,
    /// Columns (at least 1).
    pub cols: u32,
    /// Each cell is blocked independently with this probability, in percent (`0..=100`).
    pub blocked_percent: u32,
    /// How many holes to cut after that.
    pub holes: u32,
    /// Their shape.
    pub hole_shape: HoleShape,
}

impl BoardSpec {
    /// A `rows x cols` board with every cell free and no holes. `O(1)`.
    pub fn new(rows: u32, cols: u32) -> BoardSpec {
        BoardSpec {
            rows,
            cols,
            blocked_percent: 0,
            holes: 0,
            hole_shape: HoleShape::Rect,
        }
    }
}

/// Checks a board size: both sides at least 1, at most [`MAX_BOARD_CELLS`] cells (which also
/// fit the padded `u32` ids of [`Board`]). `O(1)`.
pub(super) fn check_size(rows: u32, cols: u32, max_cells: u64) -> Result<(), GenError> {
    if rows == 0 || cols == 0 {
        return invalid(format!(
            "a board needs at least 1 row and 1 column, not {rows} x {cols}"
        ));
    }
    let cells = rows as u64 * cols as u64;
    if cells > max_cells || !Board::fits(rows as u64, cols as u64) {
        return invalid(format!(
            "a {rows} x {cols} board has {cells} cells, too many (at most {max_cells})"
        ));
    }
    Ok(())
}

/// A `rows x cols` board with each cell blocked independently with probability
/// `blocked_percent / 100`, deterministic in `seed`: [`random_free_board`] without holes and
/// without its checks, for tests and benchmarks (a percentage over 100 blocks every cell).
/// `O(rows cols)`.
///
/// # Panics
/// If the board does not fit in `u32` ids ([`Board::fits`]).
///
/// ```
/// use bigame::generate::random_board;
/// let a = random_board(20, 30, 10, 7);
/// assert_eq!(a, random_board(20, 30, 10, 7));
/// assert!(a.free_count() > 450 && a.free_count() < 600);
/// ```
pub fn random_board(rows: u32, cols: u32, blocked_percent: u32, seed: u64) -> Board {
    blocked_at_random(rows, cols, blocked_percent, &mut Rng::new(seed))
}

/// A `rows x cols` board with each cell blocked with probability `blocked_percent / 100`, one
/// draw from `rng` per cell in row-major order. `O(rows cols)`.
fn blocked_at_random(rows: u32, cols: u32, blocked_percent: u32, rng: &mut Rng) -> Board {
    Board::from_fn(rows, cols, |_, _| !rng.chance(blocked_percent))
}

/// A random free-cell board, deterministic in `seed`: first every cell is blocked with
/// probability `blocked_percent` (row-major, one draw per cell: with no holes this is
/// [`random_board`]), then `holes` holes are cut.
/// `O(rows cols + holes * rows cols / 16)` (a hole covers at most a sixteenth of the board,
/// rounded up; a blob walks at most four times its size).
///
/// # Errors
/// An empty or too large board ([`MAX_BOARD_CELLS`]), a percentage over 100, or more than
/// [`MAX_HOLES`] holes.
pub fn random_free_board(spec: &BoardSpec, seed: u64) -> Result<Board, GenError> {
    check_size(spec.rows, spec.cols, MAX_BOARD_CELLS)?;
    check_percent("blocked percentage", spec.blocked_percent)?;
    if spec.holes > MAX_HOLES {
        return invalid(format!(
            "{} holes is too many (at most {MAX_HOLES})",
            spec.holes
        ));
    }
    let mut rng = Rng::new(seed);
    let mut board = blocked_at_random(spec.rows, spec.cols, spec.blocked_percent, &mut rng);
    let (rows, cols) = (spec.rows as u64, spec.cols as u64);
    let (max_h, max_w) = (rows.div_ceil(4), cols.div_ceil(4));
    for _ in 0..spec.holes {
        let (r0, c0) = (rng.below(rows), rng.below(cols));
        match spec.hole_shape {
            HoleShape::Rect => {
                let h = 1 + rng.below(max_h);
                let w = 1 + rng.below(max_w);
                for r in r0..(r0 + h).min(rows) {
                    for c in c0..(c0 + w).min(cols) {
                        board.set_free(r as u32, c as u32, false);
                    }
                }
            }
            HoleShape::Blob => {
                let target = 1 + rng.below(max_h * max_w);
                let (mut r, mut c) = (r0, c0);
                let mut blocked = 0;
                for _ in 0..4 * target {
                    if board.is_free(r as u32, c as u32) {
                        board.set_free(r as u32, c as u32, false);
                        blocked += 1;
                        if blocked == target {
                            break;
                        }
                    }
                    // A side step, staying on the board.
                    match rng.below(4) {
                        0 if r > 0 => r -= 1,
                        1 if r + 1 < rows => r += 1,
                        2 if c > 0 => c -= 1,
                        3 if c + 1 < cols => c += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_holes_it_is_random_board() {
        let spec = BoardSpec {
            blocked_percent: 30,
            ..BoardSpec::new(17, 23)
        };
        assert_eq!(
            random_free_board(&spec, 9).unwrap(),
            random_board(17, 23, 30, 9)
        );
    }

    #[test]
    fn holes_block_cells() {
        for shape in [HoleShape::Rect, HoleShape::Blob] {
            let spec = BoardSpec {
                holes: 5,
                hole_shape: shape,
                ..BoardSpec::new(40, 40)
            };
            let board = random_free_board(&spec, 3).unwrap();
            assert!(board.free_count() < 1600, "{shape:?}");
            assert!(board.free_count() > 1600 - 5 * 100, "{shape:?}");
        }
    }

    #[test]
    fn bad_specs_are_refused() {
        assert!(random_free_board(&BoardSpec::new(0, 3), 1).is_err());
        assert!(random_free_board(&BoardSpec::new(1 << 20, 1 << 20), 1).is_err());
        let spec = BoardSpec {
            blocked_percent: 101,
            ..BoardSpec::new(3, 3)
        };
        assert!(random_free_board(&spec, 1).is_err());
        let spec = BoardSpec {
            holes: MAX_HOLES + 1,
            ..BoardSpec::new(3, 3)
        };
        assert!(random_free_board(&spec, 1).is_err());
    }
}
