//! Deterministic test data: free-cell boards (with holes), Bunny-and-Egg boards with legal
//! game records, and random graphs, for tests, benchmarks and contest setters
//! (`bigame gen`).
//!
//! Every generator takes a `seed` and draws only from the crate's own [`Rng`] (xorshift64*,
//! `u64` arithmetic only), so the same options and seed give the same board, record or graph
//! on every platform; the writers in [`write`](crate::write) then turn it into the same
//! bytes. Options that make no sense or would not fit in memory are refused with a
//! [`GenError`] before anything large is allocated.
//!
//! - [`board`]: [`random_free_board`], cells blocked at random plus rectangular or blob holes;
//! - [`bunny`]: [`random_record`], a Bunny-and-Egg board and a record of legal moves played on
//!   it, with mistakes of both players at a chosen rate, ending with the first player stuck as
//!   the NOI 2011 judge promises;
//! - [`graph`]: [`random_graph`], general or bipartite, simple unless parallel edges are asked
//!   for;
//! - [`hard`]: [`hard_graph`], the hard-instance suite ([`Family`]: the hell graph, hilo, rope,
//!   ladders, LEDA's worst case for Edmonds, our own adversaries, ...).

pub mod board;
pub mod bunny;
pub mod graph;
pub mod hard;

pub use crate::rng::Rng;
pub use board::{BoardSpec, HoleShape, random_board, random_free_board};
pub use bunny::{BunnySpec, Policy, random_record};
pub use graph::{GeneratedGraph, GraphSpec, random_graph};
pub use hard::{Family, hard_graph};

/// Why a generator refused its options or could not produce what was asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenError {
    /// The options are out of range, contradict each other, or ask for more than fits.
    #[error("{0}")]
    Invalid(String),
    /// More edges asked for than a graph without parallel edges has pairs of vertices.
    #[error("{what}; allow parallel edges for more")]
    TooManyEdges {
        /// What was asked and what fits, in words (`10 edges asked for, but ...`).
        what: String,
    },
    /// No attempt found a record as asked: every game ended too early, or (with the judge's
    /// ending) none ended with the first player stuck.
    #[error("{}", stuck_message(*asked, *reached, *attempts, *judge_ending))]
    Stuck {
        /// Plies asked for (`2k`).
        asked: u64,
        /// The most plies any attempt's game reached.
        reached: u64,
        /// Attempts made (each with its own layout and game, drawn from the same seed).
        attempts: u32,
        /// Whether the record had to end with the first player stuck (the judge's promise).
        judge_ending: bool,
    },
}

/// The message of [`GenError::Stuck`]. `O(1)`.
fn stuck_message(asked: u64, reached: u64, attempts: u32, judge_ending: bool) -> String {
    use crate::text::plural;
    let what = format!(
        "{} ({})",
        plural(asked, "ply", "plies"),
        plural(asked / 2, "move per player", "moves per player")
    );
    let tries = plural(attempts, "attempt", "attempts");
    if judge_ending && reached >= asked {
        format!(
            "no game of {what} ended with the first player stuck, as the judge promises, in {tries}; try fewer immovable pieces, a lower best-move percentage, or an open end"
        )
    } else {
        format!(
            "could not play a game of {what}{}: the longest reached {} in {tries}; try fewer moves, a larger board, fewer immovable pieces or the tour policy",
            if judge_ending {
                " ending with the first player stuck"
            } else {
                ""
            },
            plural(reached, "ply", "plies")
        )
    }
}

/// Shorthand for an [`GenError::Invalid`] result.
fn invalid<T>(message: impl Into<String>) -> Result<T, GenError> {
    Err(GenError::Invalid(message.into()))
}

/// Checks a percentage option (`0..=100`). `O(1)`.
fn check_percent(name: &str, value: u32) -> Result<(), GenError> {
    if value > 100 {
        return invalid(format!(
            "{name} {value} is not a percentage (expected 0 to 100)"
        ));
    }
    Ok(())
}
