//! The guarantee of [`super::ms_bfs`]: `O((V + E) sqrt V)` work whatever its strategy
//! ([`super::guard`]) decides. The strategy chooses what runs, and when it stops early; this
//! module owns what bounds it all: the work budget, the cap and the Hopcroft–Karp–Duff–Wiberg
//! finish. Every constant the strategy tunes is a speed choice; none of them is in the proof.
//!
//! Proof. Let `U = V + 2E`. The guard keeps three rules: (1) every pass, and every phase or
//! push–relabel chunk that goes on after trials, is charged ([`Budget::charge`]), and a run
//! stops at the first charge refused; (2) before each round of trials it asks
//! [`Budget::over_cap`], and past the cap runs [`finish`] instead; (3) a round of trials,
//! with the forest the passes may resume in, costs `O(U)` and, unless it proves the matching
//! maximum, ends with [`Budget::renew`]. Then:
//! - the charged work is at most the cap, `U ceil(sqrt V)`, plus the one pass, phase or chunk
//!   (each `O(U)`) that crossed it; a run's last pass or phase, which finds no path and so
//!   ends it, is not charged: `O(U)` more;
//! - there are `O(log V)` rounds of trials: a renewal sets the balance to at least all the
//!   work charged so far, and credits only add to it, so a charge is refused again only once
//!   the charged work has doubled, from at least one slot to at most the cap; the strategy
//!   may stop a run before its balance runs out only until the first renewal
//!   ([`Budget::may_stop_early`]), which adds one round;
//! - the finish is `O(E sqrt V)` from any matching ([`hopcroft_karp_dw`]'s bound).
//!
//! In all `O(U sqrt V + U log V + E sqrt V) = O((V + E) sqrt V)`.
//!
//! [`hopcroft_karp_dw`]: crate::matching::hopcroft_karp_dw

use super::MsBfsWork;
use crate::graph::{Bipartite, slot_total};
use crate::matching::Matching;
use crate::matching::hopcroft_karp::{Phases, hopcroft_karp_dw_sweeps};

/// The work budget and the cap, kept across forests and rounds of trials.
pub(super) struct Budget {
    /// One look at every vertex and every edge end, `V + 2E` as neighbour slots: the unit
    /// the balance starts at and the cap is counted in.
    unit: f64,
    /// Work that may still be charged before a round of trials (may go negative once: then
    /// the run stops).
    balance: f64,
    /// All the work charged.
    spent: f64,
    /// Charged work past which [`finish`] runs, whatever the trials would say: `U ceil(sqrt V)`.
    cap: f64,
    /// Whether the budget has been renewed, after a round of trials.
    renewed: bool,
}

impl Budget {
    /// A fresh budget for `g`: a balance of one unit. `O(V)`.
    pub(super) fn new<B: Bipartite>(g: &B) -> Budget {
        let n = g.vertex_count();
        let slots = slot_total(g);
        let unit = (n as u64 + slots) as f64;
        Budget {
            unit,
            balance: unit,
            spent: 0.0,
            cap: unit * (n as f64).sqrt().ceil(),
            renewed: false,
        }
    }

    /// [`Budget::new`] with the `balance` and `cap` given: what the tests use to force each
    /// way through the guard. `O(V)`.
    #[cfg(test)]
    pub(super) fn forced<B: Bipartite>(g: &B, balance: f64, cap: f64) -> Budget {
        Budget {
            balance,
            cap,
            ..Budget::new(g)
        }
    }

    /// `V + 2E`, as neighbour slots. `O(1)`.
    pub(super) fn unit(&self) -> f64 {
        self.unit
    }

    /// All the work charged so far. `O(1)`.
    pub(super) fn spent(&self) -> f64 {
        self.spent
    }

    /// Charges `work` and grants `credit` (at least 0: the strategy's reward for progress,
    /// which may lengthen a run but never the bound); whether the run may go on, that is
    /// whether the balance is not negative and the cap not passed. `O(1)`.
    pub(super) fn charge(&mut self, work: u64, credit: f64) -> bool {
        debug_assert!(credit >= 0.0, "a negative credit {credit}");
        let work = work as f64;
        self.balance += credit - work;
        self.spent += work;
        self.balance >= 0.0 && self.spent <= self.cap
    }

    /// Whether the strategy may still stop a run before a charge is refused: only until the
    /// first renewal, so that such stops add at most one round of trials. `O(1)`.
    pub(super) fn may_stop_early(&self) -> bool {
        !self.renewed
    }

    /// Whether the charged work has passed the cap: then [`finish`] must run instead of
    /// another round of trials. `O(1)`.
    pub(super) fn over_cap(&self) -> bool {
        self.spent > self.cap
    }

    /// After a round of trials that did not end the search: a new balance as large as all
    /// the work charged so far, so that the next refusal needs that work to double. `O(1)`.
    pub(super) fn renew(&mut self) {
        self.renewed = true;
        self.balance = self.balance.max(0.0) + self.spent;
    }
}

/// Hopcroft–Karp–Duff–Wiberg phases from `matching` until it is maximum, counted in `work`.
/// `O(E sqrt V)` from any matching.
pub(super) fn finish<B: Bipartite>(g: &B, matching: Matching, work: &mut MsBfsWork) -> Matching {
    let mut phases = Phases::new(g, matching, hopcroft_karp_dw_sweeps(g));
    let (count, scans) = phases.run_to_end();
    work.phases += count;
    work.phase_scans += scans;
    phases.into_matching()
}
