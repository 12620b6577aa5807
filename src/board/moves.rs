//! Move sets of a [`Board`](super::Board): which cells a token may step to from a cell.
//!
//! A move set is a zero-sized marker type ([`Rook`], [`King`], [`Knight`]) implementing
//! [`MoveSet`]; the board is generic over it (`Board<M = Rook>`), so each move set gets its own
//! monomorphised neighbour loop with the steps as constants, and the type system knows which
//! boards are bipartite ([`BipartiteMoves`]: rook and knight, not king). [`Moves`] is the same
//! choice as a runtime value, for command lines and configuration.
//!
//! Every step `(dr, dc)` has `|dr| <= 2` and `|dc| <= 2`, which is what the board's sentinel
//! padding is sized for; that is why [`MoveSet`] is sealed (a foreign move set with longer
//! steps would wrap around rows).

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

pub(super) mod sealed {
    /// Only this crate's move sets fit the board's padding. Also carries the per-slot offset,
    /// kept out of the public API.
    pub trait Sealed {
        /// The id offset of slot `slot` (`< STEPS.len()`) on a padded grid `width` ids wide,
        /// as a wrapping `u32`. A `match` on the slot with constant arms rather than a table
        /// lookup and a multiplication, so that the slot-by-slot searches (Kuhn,
        /// Hopcroft–Karp) on a rook board run the same code as before boards were generic.
        /// `O(1)`.
        fn slot_offset(slot: u32, width: u32) -> u32;
    }
}

/// The id offset of the step `(dr, dc)` on a padded grid `width` ids wide, as a wrapping `u32`
/// (add it with `wrapping_add`; the sum is exact because the board's padding keeps it in
/// range). `O(1)`.
#[inline(always)]
pub(super) const fn step_offset(width: u32, (dr, dc): (i32, i32)) -> u32 {
    (dr as u32).wrapping_mul(width).wrapping_add(dc as u32)
}

/// `Sealed` for a marker type with `$n` steps: `slot_offset` as a `match` whose arms are the
/// constant steps (the last arm also takes out-of-range slots, which callers never pass).
macro_rules! seal {
    ($m:ty, $n:literal; $($i:literal)*; $last:literal) => {
        const _: () = assert!(<$m as MoveSet>::STEPS.len() == $n && $last + 1 == $n);
        impl sealed::Sealed for $m {
            #[inline(always)]
            fn slot_offset(slot: u32, width: u32) -> u32 {
                const STEPS: &[(i32, i32)] = <$m as MoveSet>::STEPS;
                match slot {
                    $($i => step_offset(width, STEPS[$i]),)*
                    _ => step_offset(width, STEPS[$last]),
                }
            }
        }
    };
}

seal!(Rook, 4; 0 1 2; 3);
seal!(King, 8; 0 1 2 3 4 5 6; 7);
seal!(Knight, 8; 0 1 2 3 4 5 6; 7);

/// A set of moves on a grid: the steps `(dr, dc)` from a cell `(r, c)` to `(r + dr, c + dc)`.
///
/// Sealed: implemented by [`Rook`], [`King`] and [`Knight`] only. The steps are closed under
/// negation (every move can be taken back, so the graph is undirected), contain no `(0, 0)`,
/// and stay within two rows and two columns.
pub trait MoveSet:
    sealed::Sealed + Copy + Default + fmt::Debug + Eq + Hash + Send + Sync + 'static
{
    /// The same move set as a runtime value.
    const MOVES: Moves;
    /// The name used on the command line (`rook`, `king`, `knight`).
    const NAME: &'static str = Self::MOVES.name();
    /// The steps `(dr, dc)` in slot order (row-major: `dr` first, then `dc`). A board cell has
    /// one neighbour slot per step.
    const STEPS: &'static [(i32, i32)];
}

/// A move set whose board graph is bipartite with `(row + column)` even on the left: every
/// step changes the parity of `row + column` (`dr + dc` is odd). Implemented by [`Rook`] and
/// [`Knight`]; boards with these moves implement [`Bipartite`](crate::graph::Bipartite).
pub trait BipartiteMoves: MoveSet {}

/// Rook steps of length one: the 4 side neighbours `(±1, 0)`, `(0, ±1)`. Bipartite. The
/// default move set of a [`Board`](super::Board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rook;

/// King steps: the 8 cells around, sides and diagonals. **Not** bipartite (three cells of a
/// 2x2 square form a triangle).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct King;

/// Knight jumps: the 8 moves `(±1, ±2)` and `(±2, ±1)`. Bipartite by checkerboard colour (a
/// jump changes the parity of `row + column`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Knight;

impl MoveSet for Rook {
    const MOVES: Moves = Moves::Rook;
    const STEPS: &'static [(i32, i32)] = &[(-1, 0), (0, -1), (0, 1), (1, 0)];
}

impl MoveSet for King {
    const MOVES: Moves = Moves::King;
    const STEPS: &'static [(i32, i32)] = &[
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
}

impl MoveSet for Knight {
    const MOVES: Moves = Moves::Knight;
    const STEPS: &'static [(i32, i32)] = &[
        (-2, -1),
        (-2, 1),
        (-1, -2),
        (-1, 2),
        (1, -2),
        (1, 2),
        (2, -1),
        (2, 1),
    ];
}

impl BipartiteMoves for Rook {}
impl BipartiteMoves for Knight {}

/// The move sets a board can use, as a runtime value (the marker types are [`Rook`], [`King`]
/// and [`Knight`]).
///
/// ```
/// use bigame::board::{Moves, MoveSet, Knight};
/// assert_eq!(Moves::default(), Moves::Rook);
/// assert_eq!(Moves::Knight.steps(), Knight::STEPS);
/// assert!(!Moves::King.is_bipartite());
/// assert_eq!("king".parse::<Moves>(), Ok(Moves::King));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Moves {
    /// One step to a side neighbour, 4 moves (the default; bipartite).
    #[default]
    Rook,
    /// One step to any of the 8 surrounding cells, diagonals included (not bipartite).
    King,
    /// A knight's jump, 8 moves `(±1, ±2)` and `(±2, ±1)` (bipartite).
    #[cfg_attr(
        feature = "cli",
        value(help = "A knight's jump, 8 moves (±1, ±2) and (±2, ±1) (bipartite)")
    )]
    Knight,
}

impl Moves {
    /// Every move set, default first.
    pub const ALL: [Moves; 3] = [Moves::Rook, Moves::King, Moves::Knight];

    /// The name used on the command line (`rook`, `king`, `knight`). `O(1)`.
    pub const fn name(self) -> &'static str {
        match self {
            Moves::Rook => "rook",
            Moves::King => "king",
            Moves::Knight => "knight",
        }
    }

    /// The steps `(dr, dc)` in slot order: [`MoveSet::STEPS`] of the marker type. `O(1)`.
    pub const fn steps(self) -> &'static [(i32, i32)] {
        match self {
            Moves::Rook => Rook::STEPS,
            Moves::King => King::STEPS,
            Moves::Knight => Knight::STEPS,
        }
    }

    /// Whether boards with these moves are bipartite (the marker type implements
    /// [`BipartiteMoves`]). `O(1)`.
    pub const fn is_bipartite(self) -> bool {
        matches!(self, Moves::Rook | Moves::Knight)
    }
}

impl fmt::Display for Moves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Moves {
    type Err = String;
    /// The move set named `s` (see [`Moves::name`]). `O(1)`.
    fn from_str(s: &str) -> Result<Self, String> {
        Moves::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| format!("unknown move set '{s}' (expected rook, king or knight)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_steps(steps: &[(i32, i32)], bipartite: bool) {
        for &(dr, dc) in steps {
            assert!((dr, dc) != (0, 0));
            assert!(
                dr.abs() <= 2 && dc.abs() <= 2,
                "({dr}, {dc}) exceeds the padding"
            );
            assert!(
                steps.contains(&(-dr, -dc)),
                "({dr}, {dc}) cannot be taken back"
            );
            if bipartite {
                assert!((dr + dc) % 2 != 0, "({dr}, {dc}) keeps the colour");
            }
        }
        let mut sorted = steps.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, steps, "steps are not in row-major slot order");
        sorted.dedup();
        assert_eq!(sorted.len(), steps.len(), "a step is repeated");
    }

    #[test]
    fn steps_are_symmetric_short_and_ordered() {
        for m in Moves::ALL {
            check_steps(m.steps(), m.is_bipartite());
            assert_eq!(m.steps().len(), if m == Moves::Rook { 4 } else { 8 });
            assert_eq!(m.name().parse::<Moves>(), Ok(m));
            assert_eq!(m.to_string(), m.name());
        }
        assert_eq!(Rook::NAME, "rook");
        assert_eq!(King::MOVES, Moves::King);
        assert_eq!(Knight::NAME, "knight");
        assert!("queen".parse::<Moves>().is_err());
    }

    fn check_slot_offsets<M: MoveSet>() {
        for width in [3, 7, 2002] {
            for (slot, &step) in M::STEPS.iter().enumerate() {
                assert_eq!(
                    M::slot_offset(slot as u32, width),
                    step_offset(width, step),
                    "{} slot {slot}",
                    M::NAME
                );
            }
        }
    }

    #[test]
    fn slot_offsets_follow_the_steps() {
        check_slot_offsets::<Rook>();
        check_slot_offsets::<King>();
        check_slot_offsets::<Knight>();
        // 10 ids wide: one row up is -10, a knight's (-2, -1) is -21, in wrapping u32.
        assert_eq!(step_offset(10, (-1, 0)), 10u32.wrapping_neg());
        assert_eq!(step_offset(10, (-2, -1)), 21u32.wrapping_neg());
        assert_eq!(step_offset(10, (2, 1)), 21);
    }
}
