//! The polynomial method for maximum degree 3.
//!
//! Write `g(H, x)` for the value of the token on `x` in what is left, `H` (`x` included).
//! The matching theorem gives `g(H, x) = 0` iff some maximum matching of `H` misses `x`.
//!
//! **Claim.** If `x` has at most 2 moves and `g(H, x) != 0`, then `g(H, x)` is 1 or 2, and it
//! is 2 iff `x` has exactly two moves `a`, `b` with `g(H - x, a) = 0` and `g(H - x, b) = 1`.
//! *Proof.* `g` is the mex of at most two values, so at most 2; a winning position has a move
//! of value 0, so the mex is 2 exactly when the other move has value 1.
//!
//! **Chain.** After the first move the token stands on a vertex of degree at most 3 that has
//! lost the vertex it came from, and that stays true at every later move: every later
//! position has at most 2 moves. From such a winning `x_0`, let `x_{i+1}` be the move of
//! non-zero value while `x_i` has two moves of which exactly one has value 0 (if both have
//! value 0, or there is one move, `g(x_i) = 1` by the claim); the chain stops at `x_k` with
//! `g(x_k) = 1`, and by the claim `g(x_i) = 2` iff `g(x_{i+1}) = 1`, so the values alternate
//! from the end: `g(x_0) = 1` if `k` is even, 2 if odd. The move of value 0 needs no search: it
//! is the token's partner in the engine's maximum matching (the winning strategy's move), so
//! each step costs one move of the engine and one matching question (an augmenting search)
//! on the other move, and the way back one search per step.
//!
//! The start's value is the mex over its moves (any number of them), each valued by a chain.
//!
//! **Memo.** A chain position's value depends only on the token's component of what is left.
//! When the token came from `a` through `b` to `c` and the edges `a b`, `b c` lie in different
//! blocks (`b` separates `a` from `c`), every earlier vertex of the chain is joined to `a`
//! without `b`, so that component is `c`'s component of `G - b`: the value depends on the
//! step `b -> c` alone, and so does the first step from a start. [`Layer`] remembers such
//! steps' values, so chains across bridges (trees, pendant paths, combs) are walked once in
//! all, not once per start.

use super::blocks::Blocks;
use crate::game::{GeneralRepair, Position};
use crate::graph::{Adjacency, Graph};
use crate::matching::{EdgeClasses, GallaiEdmonds, Part, general_start};
use std::collections::HashMap;

/// The values of the chain steps that depend on their last step alone (see the module's
/// "Memo"), keyed by that step `(from, to)`.
struct Memo {
    blocks: Blocks,
    values: HashMap<(u32, u32), u32>,
    /// The chain moves played so far, for the tests' bound on them.
    moves: u64,
}

/// The value-0 layer of every start at once, and the engine for the rest: a start some
/// maximum matching misses has value 0; from any other start `s`, the move to `u` has value 0
/// exactly when the edge `s u` is in some maximum matching (`ν(G - s) = ν(G) - 1`, so `u` is
/// missed by a maximum matching of `G - s` iff a maximum matching of `G` holds `s u`). Only
/// the moves along edges in no maximum matching need the chain.
pub(super) struct Layer<'g> {
    graph: &'g Graph,
    classes: EdgeClasses,
    loses: Vec<bool>,
    position: Position<&'g Graph, GeneralRepair>,
    memo: Memo,
}

impl<'g> Layer<'g> {
    /// The layer of `g`: its Gallai–Edmonds decomposition and edge classes, `O(V E α(V))`
    /// worst case and near linear on random graphs (see [`EdgeClasses`]), and its blocks
    /// (`O(V + E)`) for the chains' memo.
    pub(super) fn new(graph: &'g Graph) -> Layer<'g> {
        let ge = GallaiEdmonds::new(graph, general_start(graph));
        let classes = EdgeClasses::from_gallai_edmonds(graph, &ge);
        let loses = ge.parts().iter().map(|&p| p == Part::D).collect();
        let position = Position::general_with_matching(graph, 0, ge.into_matching());
        Layer {
            graph,
            classes,
            loses,
            position,
            memo: Memo {
                blocks: Blocks::new(graph),
                values: HashMap::new(),
                moves: 0,
            },
        }
    }

    /// The value of the start `s`, whose component has no vertex but perhaps `s` with more
    /// than 3 neighbours. Cost: `O(degree of s)` for its moves of value 0, and a chain for
    /// each other move, cut short where it meets a step whose value is remembered.
    pub(super) fn value_of_start(&mut self, s: u32) -> u32 {
        if self.loses[s as usize] {
            return 0;
        }
        let mut seen = 0u64;
        for u in super::distinct_neighbours(self.graph.neighbors(s)) {
            let matchable = self
                .classes
                .class(self.graph, s, u)
                .is_some_and(|c| c.is_matchable());
            if matchable {
                seen |= 1;
                continue;
            }
            let p = &mut self.position;
            p.restart_at(s);
            // `s` is in every maximum matching, and `u` (a move along an edge in none) is
            // in every maximum matching of what is left: both known, no search.
            p.assume_mover_wins();
            p.play(u).expect("a neighbour");
            p.assume_mover_wins();
            seen |= 1 << chain_value(p, Some((&mut self.memo, s)));
            p.undo();
        }
        seen.trailing_ones()
    }

    /// The chain moves played so far over all starts. `O(1)`.
    #[cfg(test)]
    pub(super) fn chain_moves(&self) -> u64 {
        self.memo.moves
    }
}

/// The value of the engine's current position, if every vertex of the token's component but
/// the token has at most 3 distinct neighbours in what is left. Leaves the position as it
/// found it (the token where it was, a maximum matching). Cost: per move of the token, the
/// chain's length in augmenting searches, `O(E α(V))` each.
pub(super) fn value_here<G: Adjacency>(p: &mut Position<G, GeneralRepair>) -> u32 {
    if !p.mover_wins() {
        return 0;
    }
    let mut seen = 0u64;
    for m in super::distinct_neighbours(&p.legal_moves()) {
        p.play(m).expect("a legal move");
        seen |= 1 << chain_value(p, None);
        p.undo();
    }
    seen.trailing_ones()
}

/// The value of the current position, whose token has at most 2 moves, as every position
/// reached from it (see the module's proof). Follows the chain forward by moves of the engine
/// and takes them back before returning. With `memo` (and the vertex the token came from),
/// stops at a remembered step and remembers the steps it walked whose value depends on them
/// alone. Cost: `2k + 1` augmenting searches for a chain of length `k` (to the remembered step).
fn chain_value<G: Adjacency>(
    p: &mut Position<G, GeneralRepair>,
    mut memo: Option<(&mut Memo, u32)>,
) -> u32 {
    // The vertex the token came from, then the chain's vertices x_0, x_1, ... (the token).
    let mut path = vec![memo.as_ref().map_or(u32::MAX, |&(_, from)| from), p.token()];
    // The indices in `path` of the steps whose value depends on their last step alone.
    let mut keyed: Vec<usize> = Vec::new();
    // The value of the position at the end of `path`.
    let value_at_end = loop {
        let i = path.len() - 1;
        if let Some((memo, _)) = memo.as_mut() {
            let (from, to) = (path[i - 1], path[i]);
            if i == 1 || !memo.blocks.same_block(path[i - 2], from, to) {
                if let Some(&known) = memo.values.get(&(from, to)) {
                    break known;
                }
                keyed.push(i);
            }
        }
        let Some(zero) = p.winning_move() else {
            break 0;
        };
        let moves = super::distinct_neighbours(&p.legal_moves());
        debug_assert!(moves.len() <= 2, "a chain position with more than 2 moves");
        let Some(&other) = moves.iter().find(|&&m| m != zero) else {
            break 1;
        };
        p.play(other).expect("a legal move");
        if let Some((memo, _)) = memo.as_mut() {
            memo.moves += 1;
        }
        if p.mover_wins() {
            // `other` has a non-zero value: the chain goes on from there.
            path.push(other);
        } else {
            // Both moves have value 0.
            p.undo();
            break 1;
        }
    };
    // Back along the chain: a position the chain went on from has moves of value 0 and
    // `value`, so its own is 2 if `value` is 1, else 1.
    let mut value = value_at_end;
    for i in (1..path.len()).rev() {
        if i + 1 < path.len() {
            value = if value == 1 { 2 } else { 1 };
            p.undo();
        }
        if keyed.last() == Some(&i) {
            keyed.pop();
            if let Some((memo, _)) = memo.as_mut() {
                memo.values.insert((path[i - 1], path[i]), value);
            }
        }
    }
    value
}
