//! Bunny-and-Egg boards (NOI 2011) with records of legal moves, played on the board.

use super::board::check_size;
use super::{GenError, Rng, check_percent, invalid};
use crate::board::bunny::{BunnyBoard, Piece};
use crate::format::noi2011::Record;
use crate::game::Position;

/// The most cells a generated Bunny-and-Egg board may have: `2^24` (the engine that plays
/// the record keeps about 16 bytes per cell).
pub const MAX_BUNNY_CELLS: u64 = 1 << 24;

/// How many layouts and walks [`random_record`] tries before it reports that the game gets
/// stuck.
pub const ATTEMPTS: u32 = 8;

/// How a player picks a move when it does not play the engine's best move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Policy {
    /// Warnsdorff's rule: a move to the cell with the fewest onward moves, but not to a dead
    /// end while another move exists; ties broken at random. Walks the empty cell through
    /// most of the board, so long records are reachable.
    #[default]
    Tour,
    /// A uniformly random legal move. Random walks trap themselves quickly (on a full
    /// checkerboard, typically after some tens of plies).
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
    /// Each piece is placed so that it can never move (an `X` on a cell of the empty cell's
    /// colour becomes an `O` and vice versa) with this probability, in percent. 0: a full
    /// checkerboard, every piece movable.
    pub immovable_percent: u32,
    /// Each ply, with this probability (percent), a player who is winning plays a winning
    /// move (one after which the engine says the opponent loses; `policy` picks among them);
    /// otherwise (and always when losing) any legal move by `policy`. Below 100, the winning
    /// player can make mistakes.
    pub best_percent: u32,
    /// How other moves are picked.
    pub policy: Policy,
    /// End with the first player to move and stuck, as the NOI 2011 judge promises: after the
    /// last ply, every untouched piece next to the empty cell is made immovable (its `O`
    /// becomes an `X`). Those pieces never moved, so every ply of the record stays legal
    /// and unchanged.
    pub second_wins: bool,
}

impl BunnySpec {
    /// A full checkerboard, `k` moves per player, half of the winning player's moves the
    /// engine's, the others by [`Policy::Tour`], no constraint on the end. `O(1)`.
    pub fn new(rows: u32, cols: u32, moves_per_player: u32) -> BunnySpec {
        BunnySpec {
            rows,
            cols,
            moves_per_player,
            immovable_percent: 0,
            best_percent: 50,
            policy: Policy::Tour,
            second_wins: false,
        }
    }
}

/// A random Bunny-and-Egg board and a record of `2k` legal plies on it, deterministic in
/// `seed`.
///
/// Each attempt lays out the board (the empty cell at a random cell; each piece movable
/// unless made immovable with `immovable_percent`) and plays the game with the engine
/// ([`Position`]): each ply is a winning move (with `best_percent`, when the mover is
/// winning) or any legal move, picked by `policy`. An attempt that gets stuck before `2k` plies is thrown
/// away and the next one drawn from the same generator; after [`ATTEMPTS`] the generator
/// gives up with [`GenError::Stuck`] and the longest game reached. It never returns a record
/// shorter than asked. With `second_wins`, see [`BunnySpec::second_wins`].
///
/// Cost per attempt: `O(rows cols)` for the layout and the engine's first matching, then per
/// ply one augmenting search, or up to 9 when a winning move is picked (one per move tried,
/// and its undo); a search is `O(rows cols)` worst case, usually a few cells. A full 40 x 40
/// board with `k = 700` takes milliseconds.
///
/// # Errors
/// An empty or too large board ([`MAX_BUNNY_CELLS`]), a percentage over 100, more plies than
/// the board has cells besides the empty one, or [`GenError::Stuck`].
pub fn random_record(spec: &BunnySpec, seed: u64) -> Result<Record, GenError> {
    check_size(spec.rows, spec.cols, MAX_BUNNY_CELLS)?;
    check_percent("immovable percentage", spec.immovable_percent)?;
    check_percent("best-move percentage", spec.best_percent)?;
    let cells = spec.rows as u64 * spec.cols as u64;
    let plies = 2 * spec.moves_per_player as u64;
    if plies > cells - 1 {
        return invalid(format!(
            "{} is {plies} plies, but a {} x {} board has only {} besides the empty one (each ply takes one)",
            crate::format::plural(spec.moves_per_player, "move per player", "moves per player"),
            spec.rows,
            spec.cols,
            crate::format::plural(cells - 1, "cell", "cells")
        ));
    }
    let mut rng = Rng::new(seed);
    let mut reached = 0;
    for _ in 0..ATTEMPTS {
        let mut pieces = layout(spec, &mut rng);
        let board = BunnyBoard::new(spec.rows, spec.cols, &pieces).expect("one empty cell");
        let mut position = Position::new(&board, board.empty_vertex());
        let mut moves = Vec::with_capacity(plies as usize);
        while (moves.len() as u64) < plies {
            let Some(to) = pick(&mut position, spec, &mut rng) else {
                break;
            };
            position.play(to).expect("a legal move");
            moves.push(to);
        }
        if (moves.len() as u64) < plies {
            reached = reached.max(moves.len() as u64);
            continue;
        }
        let board = if spec.second_wins {
            let (r, c) = board.cell(position.token()).expect("a cell");
            let around = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (r2, c2) in around {
                if r2 < spec.rows
                    && c2 < spec.cols
                    && board.is_movable(r2, c2)
                    && !position.is_visited(board.vertex(r2, c2))
                {
                    // A cell of the other colour than the empty cell's now: `O`, movable.
                    pieces[(r2 * spec.cols + c2) as usize] = Piece::Black;
                }
            }
            BunnyBoard::new(spec.rows, spec.cols, &pieces).expect("one empty cell")
        } else {
            board
        };
        return Ok(Record {
            board,
            moves_per_player: spec.moves_per_player,
            moves,
        });
    }
    Err(GenError::Stuck {
        asked: plies,
        reached,
        attempts: ATTEMPTS,
    })
}

/// The pieces of a random board in row-major order: the empty cell at a random cell, every
/// other piece movable (`X` on the empty cell's colour, `O` on the other) unless it is made
/// immovable. `O(rows cols)`.
fn layout(spec: &BunnySpec, rng: &mut Rng) -> Vec<Piece> {
    let empty = (
        rng.below(spec.rows as u64) as u32,
        rng.below(spec.cols as u64) as u32,
    );
    let parity = (empty.0 + empty.1) % 2;
    let mut pieces = Vec::with_capacity(spec.rows as usize * spec.cols as usize);
    for r in 0..spec.rows {
        for c in 0..spec.cols {
            if (r, c) == empty {
                pieces.push(Piece::Empty);
                continue;
            }
            let black = (r + c) % 2 == parity;
            let movable = !rng.chance(spec.immovable_percent);
            pieces.push(if black == movable {
                Piece::Black
            } else {
                Piece::White
            });
        }
    }
    pieces
}

/// The next ply, `None` if the mover is stuck. With probability `best_percent`, a winning
/// mover picks among its winning moves (every move after which the opponent loses, found by
/// trying each: the engine's answer, but several of them when there are, so tours stay long);
/// otherwise among all legal moves; either way by the policy. `O(one augmenting search per
/// legal move)`, at most 4 on a board.
fn pick(position: &mut Position<&BunnyBoard>, spec: &BunnySpec, rng: &mut Rng) -> Option<u32> {
    let mut moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if rng.chance(spec.best_percent) && position.mover_wins() {
        moves.retain(|&v| {
            position.play(v).expect("a legal move");
            let wins = !position.mover_wins();
            position.undo();
            wins
        });
        debug_assert!(!moves.is_empty(), "a winning mover has a winning move");
        if moves.is_empty() {
            moves.extend(position.winning_move());
        }
    }
    match spec.policy {
        Policy::Random => Some(moves[rng.below(moves.len() as u64) as usize]),
        Policy::Tour => {
            // Fewest onward moves, dead ends last.
            let key = |v: u32| match position.unvisited_degree(v) {
                0 => u32::MAX,
                d => d,
            };
            let best = moves.iter().map(|&v| key(v)).min()?;
            let ties: Vec<u32> = moves.into_iter().filter(|&v| key(v) == best).collect();
            Some(ties[rng.below(ties.len() as u64) as usize])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_have_the_length_asked_for() {
        for k in [0, 1, 5, 40] {
            let r = random_record(&BunnySpec::new(9, 10, k), k as u64).unwrap();
            assert_eq!(r.moves.len(), 2 * k as usize);
            assert_eq!(r.moves_per_player, k);
        }
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
}
