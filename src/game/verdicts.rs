//! What the writers read from an answer, whichever game it is for.

use super::Analysis;
use super::edge::EdgeAnalysis;

/// The verdict and a winning move for every start vertex: implemented by the vertex game's
/// [`Analysis`] and the edge game's [`EdgeAnalysis`], so that one writer serves both
/// (`Sync`: a large board's answer is formatted on two threads).
pub trait Verdicts: Sync {
    /// Number of vertex ids answered for. `O(1)`.
    fn vertex_count(&self) -> usize;
    /// Whether the player to move wins with the token on `v`. `O(1)`.
    fn wins(&self, v: u32) -> bool;
    /// A winning move from `v` (the vertex to move to), or `None` where the mover loses.
    /// `O(1)`.
    fn winning_move(&self, v: u32) -> Option<u32>;
}

impl Verdicts for Analysis {
    fn vertex_count(&self) -> usize {
        Analysis::vertex_count(self)
    }
    fn wins(&self, v: u32) -> bool {
        Analysis::wins(self, v)
    }
    fn winning_move(&self, v: u32) -> Option<u32> {
        Analysis::winning_move(self, v)
    }
}

impl Verdicts for EdgeAnalysis {
    fn vertex_count(&self) -> usize {
        EdgeAnalysis::vertex_count(self)
    }
    fn wins(&self, v: u32) -> bool {
        EdgeAnalysis::wins(self, v)
    }
    fn winning_move(&self, v: u32) -> Option<u32> {
        EdgeAnalysis::winning_move(self, v)
    }
}
