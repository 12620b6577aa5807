//! A game in progress, followed move by move without ever recomputing the matching.
//!
//! A [`Position`] is a graph, the set of visited vertices and the token. It keeps a maximum
//! matching `M` of the graph minus the visited vertices (the token's vertex stays in).
//! The player to move wins iff the token `t` is in every maximum matching of that graph. If
//! `t` is unmatched in `M` it is not; otherwise, with `u` its partner, `t` is avoidable iff the
//! matching `M - tu` has an augmenting path from `u` that avoids `t` (any other augmenting path
//! would already augment `M`). So one alternating search from `u` both answers the question
//! and, since `t` is deleted when the token leaves it, leaves a maximum matching of the next
//! position: one search per move.
//!
//! How the search runs is the position's [`Repair`] strategy:
//!
//! - [`BipartiteRepair`] (bipartite graphs, [`Position::new`]) searches from both ends at once:
//!   forward from `u`, and backward from every unmatched vertex of the other side (an
//!   augmenting path must end at one), one vertex from each side in turn, stopping when they
//!   meet or when either side runs out. A failed search therefore costs about twice the smaller
//!   of the two reachable sets, and nothing at all when the other side has no unmatched vertex
//!   (on a full checkerboard the common case). It keeps the unmatched vertices of each side in
//!   a list for this.
//! - [`GeneralRepair`] (any graph, [`Position::general`]) runs one blossom search from `u`
//!   ([`crate::matching::BlossomSearch`]), touching only what it reaches, and nothing at all
//!   when no other vertex is unmatched.

mod general_repair;
mod two_ended;

pub use general_repair::GeneralRepair;
pub use two_ended::BipartiteRepair;

use crate::graph::{Adjacency, Bipartite, NONE};
use crate::matching::{Algorithm, Matching, blossom, general_start, maximum_matching};

/// A move that is not a step of the token to an unvisited neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("vertex {to} is not an unvisited neighbour of the token's vertex {token}")]
pub struct IllegalMove {
    /// The token's vertex.
    pub token: u32,
    /// The vertex the move tried to reach.
    pub to: u32,
}

/// A position of the token game, with a maximum matching of the unvisited part kept up to
/// date by the repair strategy `R`: [`BipartiteRepair`] for bipartite graphs
/// ([`Position::new`]), [`GeneralRepair`] for any graph ([`Position::general`]).
///
/// Memory: about `30 V` bytes beyond the graph. Every method costs `O(1)` or `O(degree of the
/// token)` except the augmenting search, at most one per position: `O(V + E)` worst case for
/// bipartite graphs, `O(E α(V))` for general ones.
///
/// ```
/// use bigame::game::Position;
/// use bigame::graph::{BipartiteGraph, Graph};
/// //  0 - 1 - 2    a path; left side {0, 2}
/// let g = BipartiteGraph::new(Graph::from_edges(3, &[(0, 1), (1, 2)]), vec![true, false, true]);
/// let mut p = Position::new(&g, 1);
/// assert!(p.mover_wins());
/// let w = p.winning_move().unwrap();
/// p.play(w).unwrap();
/// assert!(!p.mover_wins() && p.legal_moves().is_empty());
/// assert!(p.play(1).is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Position<G, R = BipartiteRepair> {
    graph: G,
    /// Visited vertices other than the token: deleted from the graph.
    deleted: Vec<bool>,
    mate: Vec<u32>,
    token: u32,
    /// Whether the player to move wins, once computed for this position.
    verdict: Option<bool>,
    /// The vertices the token has left, in order (all deleted): what [`Position::undo`] walks
    /// back.
    trail: Vec<u32>,
    repair: R,
}

/// How a [`Position`] repairs its matching after a vertex loses its partner: one augmenting
/// search. Implemented by [`BipartiteRepair`] and [`GeneralRepair`].
pub trait Repair<G>: Sized {
    /// The strategy's state for `graph` with the matching `mate` (nothing deleted). `O(V)`.
    fn new(graph: &G, mate: &[u32]) -> Self;

    /// Tells the strategy that the undeleted vertex `v`, which has an edge, became unmatched
    /// (`free`), or became matched or deleted while unmatched (`!free`). `O(1)`.
    fn set_free(&mut self, graph: &G, v: u32, free: bool);

    /// Searches for an augmenting path from the unmatched vertex `u` in the graph without the
    /// `deleted` vertices and without `skip` (unmatched too); if one exists, flips it in `mate`
    /// (so `u` and the far end become matched, which the strategy notes itself) and returns
    /// true. Cost: see the implementations.
    fn augment_from(
        &mut self,
        graph: &G,
        mate: &mut [u32],
        deleted: &[bool],
        u: u32,
        skip: u32,
    ) -> bool;
}

impl<B: Bipartite> Position<B, BipartiteRepair> {
    /// The start of a game on a bipartite graph: token on `token`, nothing else visited.
    /// Computes the initial maximum matching with the default algorithm: see
    /// [`crate::matching`] for its cost.
    ///
    /// # Panics
    /// If `token` is not a vertex id of `graph`.
    pub fn new(graph: B, token: u32) -> Self {
        let matching = maximum_matching(&graph, Algorithm::default());
        Position::with_matching(graph, token, matching)
    }

    /// The start of a game on a bipartite graph from a maximum matching of it supplied by the
    /// caller (who promises it is maximum; verdicts are wrong otherwise). `O(V)`.
    ///
    /// # Panics
    /// If `token` is not a vertex id of `graph` or the matching has the wrong size.
    pub fn with_matching(graph: B, token: u32, matching: Matching) -> Self {
        Position::start(graph, token, matching)
    }
}

impl<A: Adjacency> Position<A, GeneralRepair> {
    /// The start of a game on any graph (odd cycles allowed): token on `token`, nothing else
    /// visited. Computes the initial maximum matching with the blossom algorithm (see
    /// [`blossom`]).
    ///
    /// ```
    /// use bigame::game::Position;
    /// use bigame::graph::Graph;
    /// //  0 - 1        a triangle with a tail: the mover at 2 wins by moving to 3
    /// //   \ /
    /// //    2 - 3
    /// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
    /// let mut p = Position::general(&g, 2);
    /// assert_eq!(p.winning_move(), Some(3));
    /// p.play(0).unwrap();                      // a mistake: now the opponent wins (0 -> 1)
    /// assert_eq!(p.winning_move(), Some(1));
    /// ```
    ///
    /// # Panics
    /// If `token` is not a vertex id of `graph`.
    pub fn general(graph: A, token: u32) -> Self {
        let matching = blossom(&graph, general_start(&graph));
        Position::start(graph, token, matching)
    }

    /// The start of a game on any graph from a maximum matching of it supplied by the caller
    /// (who promises it is maximum; verdicts are wrong otherwise): how the front ends start
    /// one, with the matching [`crate::solve`] found. `O(V)`.
    ///
    /// # Panics
    /// If `token` is not a vertex id of `graph` or the matching has the wrong size.
    pub fn general_with_matching(graph: A, token: u32, matching: Matching) -> Self {
        Position::start(graph, token, matching)
    }
}

impl<G: Adjacency, R: Repair<G>> Position<G, R> {
    fn start(graph: G, token: u32, matching: Matching) -> Self {
        let n = graph.vertex_count();
        assert!((token as usize) < n, "token {token} is not a vertex");
        assert_eq!(matching.vertex_count(), n, "matching of the wrong size");
        let mate = matching.into_mates();
        let repair = R::new(&graph, &mate);
        Position {
            graph,
            deleted: vec![false; n],
            mate,
            token,
            verdict: None,
            trail: Vec::new(),
            repair,
        }
    }

    /// The graph.
    pub fn graph(&self) -> &G {
        &self.graph
    }

    /// The token's vertex. `O(1)`.
    pub fn token(&self) -> u32 {
        self.token
    }

    /// Whether `v` has been visited (the token's vertex counts as visited). `O(1)`.
    pub fn is_visited(&self, v: u32) -> bool {
        v == self.token || self.deleted[v as usize]
    }

    /// Number of unvisited neighbours of `v` (counting parallel edges): the moves the token
    /// would have after stepping to `v`. `O(degree of v)`.
    pub fn unvisited_degree(&self, v: u32) -> u32 {
        let mut count = 0;
        self.graph
            .for_each_neighbor(v, |w| count += !self.is_visited(w) as u32);
        count
    }

    /// The current matching, a maximum matching of the unvisited vertices plus the token's
    /// (`NONE` = unmatched; visited vertices are unmatched). `O(1)`.
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// Whether moving to `v` is legal: `v` is an unvisited neighbour of the token.
    /// `O(degree of the token)`.
    pub fn is_legal(&self, v: u32) -> bool {
        if (v as usize) >= self.deleted.len() || self.is_visited(v) {
            return false;
        }
        let mut found = false;
        self.graph
            .for_each_neighbor(self.token, |w| found |= w == v);
        found
    }

    /// The legal moves: the unvisited neighbours of the token, in slot order (a neighbour
    /// joined by parallel edges appears once per edge). `O(degree of the token)`.
    pub fn legal_moves(&self) -> Vec<u32> {
        let mut moves = Vec::new();
        self.graph.for_each_neighbor(self.token, |w| {
            if !self.deleted[w as usize] {
                moves.push(w);
            }
        });
        moves
    }

    /// Whether the player to move wins: the token is in every maximum matching of the
    /// unvisited graph. The first call in a position runs at most one alternating search,
    /// `O(V + E)` worst case (`O(1)` when the token is unmatched or the other side has no
    /// unmatched vertex); later calls in the same position are `O(1)`.
    pub fn mover_wins(&mut self) -> bool {
        if let Some(v) = self.verdict {
            return v;
        }
        let t = self.token;
        let u = self.mate[t as usize];
        let wins = if u == NONE {
            false
        } else {
            self.unpair(t, u);
            let (graph, mate, deleted) = (&self.graph, &mut self.mate, &self.deleted);
            if self.repair.augment_from(graph, mate, deleted, u, t) {
                // `t` stays unmatched: a maximum matching that avoids it.
                self.repair.set_free(&self.graph, t, true);
                false
            } else {
                self.mate[t as usize] = u;
                self.mate[u as usize] = t;
                self.repair.set_free(&self.graph, u, false);
                true
            }
        };
        self.verdict = Some(wins);
        wins
    }

    /// A winning move (the token's partner in the maximum matching), or `None` if the player
    /// to move loses. Cost: that of [`Position::mover_wins`].
    pub fn winning_move(&mut self) -> Option<u32> {
        if self.mover_wins() {
            Some(self.mate[self.token as usize])
        } else {
            None
        }
    }

    /// Moves the token to `v`, deleting the vertex it leaves and repairing the matching.
    /// Cost: that of [`Position::mover_wins`] (if not yet asked in this position) plus
    /// `O(degree of the token)`. An illegal move changes nothing.
    pub fn play(&mut self, v: u32) -> Result<(), IllegalMove> {
        let t = self.token;
        if !self.is_legal(v) {
            return Err(IllegalMove { token: t, to: v });
        }
        // After this the matching restricted to the graph without `t` is maximum there: if the
        // mover wins, `t`'s partner has no augmenting path; otherwise `t` is unmatched.
        self.mover_wins();
        let u = self.mate[t as usize];
        if u == NONE {
            self.repair.set_free(&self.graph, t, false);
        } else {
            self.unpair(t, u);
        }
        self.deleted[t as usize] = true;
        self.trail.push(t);
        self.token = v;
        self.verdict = None;
        Ok(())
    }

    /// Takes the last move back: the token returns to the vertex it came from, which rejoins
    /// the graph, and one augmenting search from it restores a maximum matching (the current
    /// one is maximum without that vertex, so one search suffices). Returns the vertex the
    /// token leaves, or `None` at the start of the game (nothing changes then). Cost: one
    /// augmenting search, as for [`Position::mover_wins`].
    ///
    /// ```
    /// use bigame::game::Position;
    /// use bigame::graph::Graph;
    /// // 0 - 1 - 2 - 3
    /// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
    /// let mut p = Position::general(&g, 1);
    /// p.play(2).unwrap();                 // a mistake: the opponent now wins (2 -> 3)
    /// assert!(p.mover_wins());
    /// assert_eq!(p.undo(), Some(2));
    /// assert_eq!(p.token(), 1);
    /// assert_eq!(p.winning_move(), Some(0));
    /// assert_eq!(p.undo(), None);
    /// ```
    pub fn undo(&mut self) -> Option<u32> {
        let back = self.trail.pop()?;
        let left = self.token;
        self.deleted[back as usize] = false;
        self.token = back;
        self.verdict = None;
        // `back` had a legal move, so it has an edge: it rejoins the unmatched vertices.
        self.repair.set_free(&self.graph, back, true);
        let (graph, mate, deleted) = (&self.graph, &mut self.mate, &self.deleted);
        self.repair.augment_from(graph, mate, deleted, back, NONE);
        Some(left)
    }

    /// The vertices the token has visited before its current one, in order, starting with the
    /// start vertex. `O(1)`.
    pub fn trail(&self) -> &[u32] {
        &self.trail
    }

    /// Puts the token on `token` at the start of a game (nothing visited): the matching, a
    /// maximum matching of the whole graph then, stays valid, so the Grundy values of every
    /// start reuse one position instead of copying the matching per start. `O(1)`.
    ///
    /// # Panics
    /// If a move has been played and not taken back.
    pub(crate) fn restart_at(&mut self, token: u32) {
        assert!(self.trail.is_empty(), "restart_at with moves played");
        assert!(
            (token as usize) < self.deleted.len(),
            "token {token} is not a vertex"
        );
        self.token = token;
        self.verdict = None;
    }

    /// Records that the player to move wins here, which the caller knows from elsewhere (the
    /// Grundy values' global layer: a start in every maximum matching, a move along an edge
    /// in no maximum matching): the search [`Position::mover_wins`] would run is skipped.
    /// The caller promises it; the token must be matched (as a winning token always is in a
    /// maximum matching). `O(1)`.
    pub(crate) fn assume_mover_wins(&mut self) {
        debug_assert!(
            self.mate[self.token as usize] != NONE,
            "a winning token is matched"
        );
        self.verdict = Some(true);
    }

    /// Unmatches `t` (which leaves the graph or is set aside) from `u`, which becomes free.
    fn unpair(&mut self, t: u32, u: u32) {
        self.mate[t as usize] = NONE;
        self.mate[u as usize] = NONE;
        self.repair.set_free(&self.graph, u, true);
    }
}
