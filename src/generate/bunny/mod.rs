//! Bunny-and-Egg boards (NOI 2011) with records of legal moves, played on the board, with
//! mistakes of both players and the ending the judge promises.
//!
//! Why the generator is built as it is:
//!
//! - *Mistakes must be chosen.* A winning player's random move is nearly always still winning
//!   (on a board without immovable pieces every move of the winner wins), so a mistake is
//!   played on purpose: where the winning player has both winning and losing moves (an
//!   *opportunity*), it plays a losing one with probability `100 - best_percent` percent.
//!   Mistakes then come in turn, first player, second player, first, ...: only the player who
//!   is winning can make one, and a mistake hands the win to the other.
//! - *The judge promises that the second player wins: the first player, to move after the
//!   last of the `2k` plies, is stuck.* A game is played to its natural end, and the record is
//!   its last `2k` plies, on the board as it stands before them. That board is an ordinary
//!   Bunny-and-Egg board: a piece that has moved sits on a cell of the other colour and can
//!   never move again, which is exactly what the game's visited cells are. So every position
//!   of the record is the one the generator played, with the same verdicts.
//! - *Long games need search.* A choice between winning and losing moves is usually a choice
//!   between ending the game soon (stepping into a pocket, or next to a cell left with no way
//!   out) and going on. The walk keeps to the larger part of the unvisited board and hugs walls
//!   (Warnsdorff's rule); when the drawn kind of move could not last the plies still needed
//!   it plays the other kind (never with `best_percent` 100); a game that still ends too early,
//!   or with the wrong player stuck, is taken back a few plies (more after each failure, with
//!   a different move where it turns back) and played on with new draws, within a budget of
//!   plies.
//! - *Layouts lean to the second player.* Immovable pieces are a fifth more frequent on the
//!   first player's cells than on the second player's (at 10 percent: 12 and 8; three fifths
//!   with `best_percent` 100, where she must win from the start without help), so the second
//!   player tends to be on the larger side of the board: games she wins last long, and the
//!   end the judge promises is easy to reach.

use super::board::check_size;
use super::{GenError, Rng, check_percent, invalid};
use crate::board::bunny::Record;
use crate::board::bunny::{BunnyBoard, Piece};
use crate::game::analyze;
use crate::matching::Algorithm;

mod walk;

use walk::Walk;

/// The most cells a generated Bunny-and-Egg board may have: `2^24` (the engine that plays
/// the record keeps about 16 bytes per cell).
pub const MAX_BUNNY_CELLS: u64 = 1 << 24;

/// How many layouts [`random_record`] tries before it reports that no game it found fits.
pub const ATTEMPTS: u32 = 8;

/// Plies one attempt may play or take back per ply asked for (plus [`BUDGET_PER_CELL`] per
/// cell): what bounds the time of an attempt that cannot succeed.
pub const BUDGET_PER_PLY: u64 = 24;

/// Plies one attempt may play or take back per cell of the board, on top of
/// [`BUDGET_PER_PLY`]: room for the game's natural end after the `2k` plies.
pub const BUDGET_PER_CELL: u64 = 2;

/// How a player picks among the moves of the kind it plays (winning or losing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Policy {
    /// Keeps to the larger part of the unvisited board (the most plies a path could still
    /// make there, capped at what the record needs), then Warnsdorff's rule: fewest onward
    /// moves, so the walk hugs walls and leaves few cells behind; ties broken at random.
    /// Reaches records that cover most of the board.
    #[default]
    Tour,
    /// A uniformly random move. Random walks trap themselves quickly, so only short records
    /// are reachable (on small boards, for instance).
    Random,
}

/// What board and record to generate.
///
/// ```
/// use bigame::generate::{BunnySpec, random_record};
/// let record = random_record(&BunnySpec::new(6, 7, 10), 1).unwrap();
/// assert_eq!(record.moves.len(), 20);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BunnySpec {
    /// Rows (at least 1).
    pub rows: u32,
    /// Columns (at least 1).
    pub cols: u32,
    /// `k`: moves per player; the record has `2k` plies.
    pub moves_per_player: u32,
    /// Each piece is laid out so that it can never move (an `X` on a cell of the empty cell's
    /// colour becomes an `O` and vice versa) with about this probability, in percent: a fifth
    /// more often on the first player's cells, a fifth less on the second player's (three
    /// fifths with `best_percent` 100; see the module documentation). 0: a full checkerboard, every piece movable. On the record's
    /// board the pieces moved before the record's first ply are immovable too.
    /// [`BunnySpec::new`] picks [`auto_immovable`].
    pub immovable_percent: u32,
    /// Where a winning player has both winning and losing moves, it plays a winning one with
    /// this probability (percent), a losing one (a mistake) otherwise. Below 100 a winning
    /// player also plays a losing move where every winning move would end the game (or shut
    /// it into a part of the board too small) before the record has its `2k` plies. 100:
    /// no mistake at all, by either player. Positions where all moves win, or all lose, have
    /// no choice to make.
    pub best_percent: u32,
    /// How a move is picked among those of the kind played.
    pub policy: Policy,
    /// Stop after `2k` plies wherever the game stands, instead of ending as the NOI 2011
    /// judge promises (the first player, to move after the last ply, stuck: the second player
    /// has won). The judge never gives such records; reviewers must handle them all the same.
    pub open_end: bool,
}

impl BunnySpec {
    /// `k` moves per player on a `rows x cols` board with [`auto_immovable`] percent of the
    /// pieces immovable, half of a winning player's choices best moves ([`Policy::Tour`]),
    /// ending as the judge promises. `O(1)`.
    pub fn new(rows: u32, cols: u32, moves_per_player: u32) -> BunnySpec {
        BunnySpec {
            rows,
            cols,
            moves_per_player,
            immovable_percent: auto_immovable(rows, cols, moves_per_player),
            best_percent: 50,
            policy: Policy::Tour,
            open_end: false,
        }
    }
}

/// The default share of immovable pieces for `k` moves per player on a `rows x cols` board:
/// 27 times the share of the cells the record leaves out, rounded down, at most 10 percent:
/// `min(10, floor(27 (cells - 2k) / cells))`. Immovable pieces make the positions where a
/// mistake is possible, but long games need nearly every piece movable: 10 up to records of
/// 63% of the board, 6 at 75%, 3 at 87.5%, 0 from 96.3% on. `O(1)`.
///
/// ```
/// use bigame::generate::bunny::auto_immovable;
/// assert_eq!(auto_immovable(40, 40, 500), 10);
/// assert_eq!(auto_immovable(40, 40, 600), 6);
/// assert_eq!(auto_immovable(40, 40, 790), 0);
/// ```
pub fn auto_immovable(rows: u32, cols: u32, moves_per_player: u32) -> u32 {
    let cells = (rows as u128 * cols as u128).max(1);
    let spare = cells.saturating_sub(2 * moves_per_player as u128);
    (27 * spare / cells).min(10) as u32
}

/// A random Bunny-and-Egg board and a record of `2k` legal plies on it, deterministic in
/// `seed`; unless [`BunnySpec::open_end`], the first player is stuck after the last ply.
///
/// Each attempt lays out a board (the module documentation says how and why) and plays a
/// game with the engine ([`Position`](crate::game::Position)) by the rules of [`BunnySpec::best_percent`] and
/// [`BunnySpec::policy`], taking plies back where the game ends too early or the wrong way.
/// The record is the last `2k` plies of the game, on the board as it stood before them
/// (with an open end: its first `2k` plies, on the laid-out board). An attempt that runs out
/// of its budget ([`BUDGET_PER_PLY`], [`BUDGET_PER_CELL`]) is dropped for a new layout; after
/// [`ATTEMPTS`] the generator gives up with [`GenError::Stuck`]. It never returns a record
/// shorter than asked, nor one that ends otherwise than asked.
///
/// Cost: per attempt `O(rows cols)` for the layout and the engine's first matching (with
/// `best_percent` 100 a maximum matching of the layout as well, to start where the first
/// player loses), then per ply played or taken back up to 5 augmenting searches (a few cells
/// typically, `O(rows cols)` worst case) and searches of the unvisited parts of the board
/// the moves lead to, in turns, which stop once the parts are told apart (usually a few
/// cells; at worst twice the plies still needed); at most
/// `24 (2k + 8) + 2 rows cols` plies. A 40 x 40 board with `k = 500` or `700` takes about
/// 20 ms; larger boards take more per ply (the engine's searches grow with the board):
/// 100 x 100 with `k = 3000` about 1 s.
///
/// # Errors
/// An empty or too large board ([`MAX_BUNNY_CELLS`]), a percentage over 100, more plies than
/// the board has cells besides the empty one, the judge's ending asked with `best_percent`
/// 100 on a full checkerboard of an even number of cells (the first player wins from every
/// cell there and never errs), or [`GenError::Stuck`].
pub fn random_record(spec: &BunnySpec, seed: u64) -> Result<Record, GenError> {
    check_size(spec.rows, spec.cols, MAX_BUNNY_CELLS)?;
    check_percent("immovable percentage", spec.immovable_percent)?;
    check_percent("best-move percentage", spec.best_percent)?;
    let cells = spec.rows as u64 * spec.cols as u64;
    let plies = 2 * spec.moves_per_player as u64;
    if plies > cells - 1 {
        return invalid(format!(
            "{} is {plies} plies, but a {} x {} board has only {} besides the empty one (each ply takes one)",
            crate::text::plural(spec.moves_per_player, "move per player", "moves per player"),
            spec.rows,
            spec.cols,
            crate::text::plural(cells - 1, "cell", "cells")
        ));
    }
    if !spec.open_end
        && spec.best_percent == 100
        && spec.immovable_percent == 0
        && cells.is_multiple_of(2)
    {
        return invalid(format!(
            "on a full {} x {} checkerboard (an even number of cells) the first player wins from every start and, with --best 100, never errs, so she cannot lose as the judge promises: lay out immovable pieces, lower the best-move percentage, or allow an open end",
            spec.rows, spec.cols
        ));
    }
    let mut rng = Rng::new(seed);
    let mut reached = 0;
    for _ in 0..ATTEMPTS {
        let pieces = layout(spec, &mut rng);
        let board = BunnyBoard::new(spec.rows, spec.cols, &pieces).expect("one empty cell");
        let mut walk = Walk::new(spec, &board);
        if spec.best_percent == 100 && !spec.open_end && walk.position.mover_wins() {
            // She wins and never errs: this layout cannot end as the judge promises.
            continue;
        }
        match walk.search(&mut rng) {
            Ok(()) => return Ok(walk.record(pieces)),
            Err(longest) => reached = reached.max(longest),
        }
    }
    Err(GenError::Stuck {
        asked: plies,
        reached,
        attempts: ATTEMPTS,
        judge_ending: !spec.open_end,
    })
}

/// The pieces of a random board in row-major order.
///
/// The empty cell's colour ("black") is the majority colour of an odd board, else drawn
/// (a path that covers nearly every cell of an odd board must start on its majority colour).
/// Each cell is made immovable with its colour's probability (a fifth of the percentage, or
/// of what is left to 100 if less, more on white, the first player's cells, and less on
/// black; three fifths with `best_percent` 100), then the empty cell is drawn among the black cells of the largest region of
/// movable cells (long games need room), where the first player loses if she never errs
/// (`best_percent` 100: she could not lose otherwise). `O(rows cols)`, plus a maximum
/// matching with `best_percent` 100.
fn layout(spec: &BunnySpec, rng: &mut Rng) -> Vec<Piece> {
    let (rows, cols) = (spec.rows, spec.cols);
    let cells = rows as usize * cols as usize;
    let parity = if cells % 2 == 1 {
        0
    } else {
        rng.below(2) as u32
    };
    let percent = spec.immovable_percent as u64;
    // Fifths of the percentage (of what is left to 100, if less) moved from black to white:
    // with best_percent 100 nobody errs, so the second player must win from the start and
    // keep winning with winning moves only, which needs more room.
    let fifths = if spec.best_percent == 100 { 3 } else { 1 };
    let lean = percent.min(100 - percent) * 10 * fifths / 5; // per mille
    let black_permille = percent * 10 - lean;
    let white_permille = percent * 10 + lean;
    let mut movable = Vec::with_capacity(cells);
    for r in 0..rows {
        for c in 0..cols {
            let black = (r + c) % 2 == parity;
            let permille = if black {
                black_permille
            } else {
                white_permille
            };
            movable.push(rng.below(1000) >= permille);
        }
    }
    let pieces_with = |empty: usize| -> Vec<Piece> {
        (0..cells)
            .map(|i| {
                let (r, c) = ((i / cols as usize) as u32, (i % cols as usize) as u32);
                let black = (r + c) % 2 == parity;
                if i == empty {
                    Piece::Empty
                } else if black == movable[i] {
                    Piece::Black
                } else {
                    Piece::White
                }
            })
            .collect()
    };
    let is_black = |i: usize| (i / cols as usize + i % cols as usize) as u32 % 2 == parity;
    let mut candidates = largest_region_black_cells(rows, cols, &movable, &is_black);
    if candidates.is_empty() {
        // No black cell is movable: any black cell becomes the (movable) empty cell.
        candidates = (0..cells).filter(|&i| is_black(i)).collect();
    }
    if spec.best_percent == 100 && !spec.open_end && candidates.len() > 1 {
        // Where the first player loses: the cells some maximum matching of the movable cells
        // misses (the graph is the same whichever black movable cell is empty).
        let board = BunnyBoard::new(rows, cols, &pieces_with(candidates[0])).expect("one empty");
        let analysis = analyze(&board, Algorithm::default());
        let losing: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&i| !analysis.wins(board.vertex(i as u32 / cols, i as u32 % cols)))
            .collect();
        if !losing.is_empty() {
            candidates = losing;
        }
    }
    let empty = candidates[rng.below(candidates.len() as u64) as usize];
    pieces_with(empty)
}

/// The black movable cells (row-major indices) of the largest region of movable cells (first
/// found among equals), empty if no black cell is movable. `O(rows cols)`.
fn largest_region_black_cells(
    rows: u32,
    cols: u32,
    movable: &[bool],
    is_black: &impl Fn(usize) -> bool,
) -> Vec<usize> {
    let (rows, cols) = (rows as usize, cols as usize);
    let mut region = vec![u32::MAX; movable.len()];
    let mut stack = Vec::new();
    let (mut best, mut best_size) = (u32::MAX, 0usize);
    let mut regions = 0u32;
    for start in 0..movable.len() {
        if !movable[start] || region[start] != u32::MAX {
            continue;
        }
        let (mut size, mut has_black) = (0usize, false);
        region[start] = regions;
        stack.push(start);
        while let Some(i) = stack.pop() {
            size += 1;
            has_black |= is_black(i);
            let (r, c) = (i / cols, i % cols);
            let mut visit = |j: usize| {
                if movable[j] && region[j] == u32::MAX {
                    region[j] = regions;
                    stack.push(j);
                }
            };
            if r > 0 {
                visit(i - cols);
            }
            if r + 1 < rows {
                visit(i + cols);
            }
            if c > 0 {
                visit(i - 1);
            }
            if c + 1 < cols {
                visit(i + 1);
            }
        }
        if has_black && size > best_size {
            (best, best_size) = (regions, size);
        }
        regions += 1;
    }
    (0..movable.len())
        .filter(|&i| region[i] == best && best != u32::MAX && is_black(i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Position, review};

    #[test]
    fn records_have_the_length_asked_for_and_end_as_the_judge_promises() {
        for k in [0, 1, 5, 40] {
            let r = random_record(&BunnySpec::new(9, 10, k), k as u64).unwrap();
            assert_eq!(r.moves.len(), 2 * k as usize);
            assert_eq!(r.moves_per_player, k);
            let mut p = Position::new(&r.board, r.board.empty_vertex());
            for &v in &r.moves {
                p.play(v).unwrap();
            }
            assert!(
                p.legal_moves().is_empty(),
                "k = {k}: the first player can move"
            );
        }
    }

    #[test]
    fn the_record_board_is_the_position_the_generator_played() {
        // The record starts after a prefix of the game: its board's movable cells must be
        // the unvisited ones, so the review sees the generator's verdicts.
        for seed in 0..6 {
            let spec = BunnySpec::new(12, 12, 30);
            let r = random_record(&spec, seed).unwrap();
            let mut p = Position::new(&r.board, r.board.empty_vertex());
            let plies = review(&mut p, &r.moves).unwrap();
            assert_eq!(plies.len(), 60);
            assert!(p.legal_moves().is_empty());
        }
    }

    #[test]
    fn region_scores_bound_the_path_and_share_regions() {
        let spec = BunnySpec {
            open_end: true,
            ..BunnySpec::new(1, 6, 1)
        };
        // XO.OXO: the moves split the row; after (0, 1) one more ply, after (0, 3) two.
        let board = BunnyBoard::parse_rows(&[b"XO.OXO"]).unwrap();
        let mut walk = Walk::new(&spec, &board);
        let moves = [board.vertex(0, 1), board.vertex(0, 3)];
        assert_eq!(walk.region_scores(&moves, 100)[..2], [1, 2]);
        assert_eq!(walk.region_scores(&moves, 1)[..2], [1, 1], "capped");
        // XO.OXOXOXO: once the left part is done, the right one is larger and stops there.
        let board = BunnyBoard::parse_rows(&[b"XO.OXOXOXO"]).unwrap();
        let mut walk = Walk::new(&spec, &board);
        let moves = [board.vertex(0, 1), board.vertex(0, 3)];
        assert_eq!(walk.region_scores(&moves, 100)[..2], [1, 100]);
        // O. / XO: both moves in one region: equal scores.
        let board = BunnyBoard::parse_rows(&[b"O.", b"XO"]).unwrap();
        let mut walk = Walk::new(&spec, &board);
        let moves = [board.vertex(0, 0), board.vertex(1, 1)];
        let s = walk.region_scores(&moves, 100);
        assert_eq!(s[0], s[1]);
    }

    #[test]
    fn impossible_lengths_are_refused_or_reported() {
        assert!(matches!(
            random_record(&BunnySpec::new(3, 3, 5), 1),
            Err(GenError::Invalid(_))
        ));
        let spec = BunnySpec {
            policy: Policy::Random,
            immovable_percent: 60,
            ..BunnySpec::new(30, 30, 400)
        };
        assert!(matches!(
            random_record(&spec, 1),
            Err(GenError::Stuck { asked: 800, .. })
        ));
    }

    #[test]
    fn auto_immovable_falls_with_the_share_of_the_board() {
        assert_eq!(auto_immovable(40, 40, 0), 10);
        assert_eq!(auto_immovable(40, 40, 700), 3);
        assert_eq!(auto_immovable(40, 40, 770), 1);
        assert_eq!(auto_immovable(40, 40, 799), 0);
        assert_eq!(auto_immovable(1, 1, 0), 10);
        assert_eq!(auto_immovable(u32::MAX, u32::MAX, u32::MAX), 10);
    }
}
