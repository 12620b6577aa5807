//! Certificates: a proof of every verdict that anyone can check in `O(V + E)` without trusting
//! the solver.
//!
//! The player to move wins from `v` iff every maximum matching covers `v`. A certificate holds:
//!
//! - a matching `M` and a *barrier* `S` (a set of vertices) with
//!   `2|M| = |V| + |S| - odd(G - S)`, where `odd(G - S)` counts the components of odd size left
//!   when `S` is deleted. Every matching has `2|M'| <= |V| + |S| - odd(G - S)` (each odd
//!   component leaves a vertex unmatched unless it is matched into `S`), so `M` is maximum
//!   (Tutte–Berge). The solver gives the Gallai–Edmonds set `A` as the barrier.
//! - for each vertex, its verdict with a proof:
//!   - [`Claim::Win`]: `v` lies in `S`, or its component of `G - S` has even size. Then
//!     deleting `v` lowers the same bound by one (with the barrier `S - v`, or because the
//!     even component minus `v` leaves an odd one), so every maximum matching covers `v`.
//!   - [`Claim::LoseUnmatched`]: `M` misses `v`.
//!   - [`Claim::LoseVia`]`(p)`: `p` loses (by its own claim), and `p` is adjacent to `v`'s
//!     partner `M(v)`. Following the `via` pointers from `v` down to an unmatched vertex `r`
//!     gives the walk `r, ..., p, M(v), v`, an even alternating path; if it is simple,
//!     switching `M` along it gives a maximum matching that misses `v`.
//!
//! [`Certificate::prove`] builds one from a maximum matching (a complete alternating forest:
//! `O(E α(V))`); [`verify()`] checks one with code of its own (its own component search, its
//! own walk over the `via` forest), sharing nothing with the solvers; the text format is in
//! [`read`].

pub mod edge;
pub mod read;
mod verify;

pub use verify::{Refutation, Subject, Verified, verify, verify_named};

use crate::graph::Adjacency;
use crate::matching::{
    BlossomRun, Matching, blossom_under_cap, maximum_with_forest, mv_phases_with_d, work_cap,
};

/// The verdict claimed for one vertex, with what proves it (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The player to move wins: the barrier proves the vertex is in every maximum matching.
    Win,
    /// The player to move loses: the matching misses the vertex.
    LoseUnmatched,
    /// The player to move loses: the vertex's even alternating path continues at this losing
    /// vertex, which is adjacent to the vertex's partner.
    LoseVia(u32),
}

impl Claim {
    /// Whether the claim is that the player to move wins. `O(1)`.
    pub fn wins(self) -> bool {
        self == Claim::Win
    }
}

/// A proof of the verdict of every vertex of a graph (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// Number of vertices of the graph it is for.
    pub vertices: usize,
    /// The matching's edges.
    pub matching: Vec<(u32, u32)>,
    /// The barrier: the vertex set whose deletion bounds every matching.
    pub barrier: Vec<u32>,
    /// One claim per vertex, indexed by vertex.
    pub claims: Vec<Claim>,
}

impl Certificate {
    /// The certificate for the verdicts of `g`, from any matching of it (a maximum one makes
    /// this cheap). The blossom searches from the free vertices fail, and their forest gives
    /// everything: its odd vertices are the barrier (Gallai–Edmonds `A`), its even vertices
    /// lose, each via the next even vertex on its alternating path. `O(E α(V))` time when
    /// `matching` is maximum (else the blossom algorithm's cost), about `24 V` bytes.
    ///
    /// ```
    /// use bigame::certificate::{Certificate, Claim, verify};
    /// use bigame::graph::Graph;
    /// use bigame::matching::Matching;
    /// //  0 - 1 - 2      a path: the mover wins only from the middle
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    /// let c = Certificate::prove(&g, &Matching::empty(3));
    /// assert_eq!(c.matching.len(), 1);
    /// assert_eq!(c.barrier, vec![1]);
    /// assert_eq!(c.claims[1], Claim::Win);
    /// assert!(!c.claims[0].wins() && !c.claims[2].wins());
    /// assert!(verify(&g, &c).is_ok());
    /// ```
    pub fn prove<A: Adjacency>(g: &A, matching: &Matching) -> Certificate {
        Certificate::prove_counted(g, matching).0
    }

    /// [`Certificate::prove`], with the work it did, in the units of `--stats`: the slots
    /// its blossom searches scanned and the steps their contractions walked, and past the cap
    /// Micali–Vazirani's scans and the searches from its maximum matching. Same cost.
    pub fn prove_counted<A: Adjacency>(g: &A, matching: &Matching) -> (Certificate, u64) {
        let n = g.vertex_count();
        // Past blossom's work cap, Micali–Vazirani makes the matching maximum; from there
        // every blossom search fails, and together they form the complete forest.
        let (matching, forest, work) = match blossom_under_cap(g, matching.clone(), work_cap(g)) {
            BlossomRun::Complete { matching, forest } => {
                let work = forest.work();
                (matching, forest, work)
            }
            BlossomRun::Capped { matching, work } => {
                let (matching, mv, _) = mv_phases_with_d(g, matching);
                let (matching, forest) = maximum_with_forest(g, matching);
                let work = work + mv.scans + forest.work();
                (matching, forest, work)
            }
        };
        let barrier = (0..n as u32).filter(|&v| forest.is_odd(v)).collect();
        let claims = (0..n as u32)
            .map(|v| match matching.mate(v) {
                None => Claim::LoseUnmatched,
                Some(m) if forest.is_even(v) => Claim::LoseVia(forest.labelled_by(m)),
                Some(_) => Claim::Win,
            })
            .collect();
        let certificate = Certificate {
            vertices: n,
            matching: matching.edges().collect(),
            barrier,
            claims,
        };
        (certificate, work)
    }
}
