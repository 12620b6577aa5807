//! Forest phases before Micali–Vazirani's: [`BlossomSearch::phase`] grows one alternating
//! forest from every free vertex at once and flips a path each time two trees meet. Where
//! augmenting paths are long and few free vertices are left (a maze whose free vertices lie
//! far apart), a shortest-path phase sweeps the graph for a path or two, while a forest phase
//! finds a path for every pair of trees that meet: on such inputs it needs a tenth of the
//! phases. At most `⌈sqrt V⌉` run, and together they are cut off after `(V + 2E) ⌈sqrt V⌉`
//! steps of work (blossom's cap), so they cost `O(E sqrt V)`; see the proof in the [module
//! documentation](super).

use super::super::blossom::BlossomSearch;
use crate::graph::{Adjacency, NONE};

/// How a forest phase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ForestOutcome {
    /// No path from any free vertex, and the forest is complete: the matching is maximum and
    /// the forest's even vertices are `D` ([`ForestPhases::into_forest`]).
    Maximum,
    /// Paths flipped: another forest phase next.
    Fruitful,
    /// The forest phases are spent (in number or in work; the last may have flipped paths):
    /// Micali–Vazirani's phases finish.
    Spent,
}

/// The forest phases of one run: their search state (made on the first), how many may still
/// run, and what they did.
pub(super) struct ForestPhases {
    search: Option<BlossomSearch>,
    left: u64,
    /// Work allowed to all of them together: `V + 2E` per phase allowed.
    limit: u64,
    pub(super) phases: u64,
    pub(super) paths: u64,
}

impl ForestPhases {
    /// At most `allowed` forest phases for `g`, none run yet, with `V + 2E` steps of work for
    /// each. `O(V)` (to count the slots); the search state (`25 V` bytes) is made by the
    /// first phase.
    pub(super) fn new<A: Adjacency>(g: &A, allowed: u64) -> ForestPhases {
        let unit = crate::graph::sweep_work(g);
        ForestPhases {
            search: None,
            left: allowed,
            limit: unit.saturating_mul(allowed),
            phases: 0,
            paths: 0,
        }
    }

    /// One forest phase from the free vertices `roots` (some may have been matched since they
    /// were listed: they are dropped), flipping the paths it finds in `mate`. `O(E α(V))`
    /// plus its walks; it stops once the forest phases together have done `V + 2E` steps of
    /// work per phase allowed, and none runs after that.
    pub(super) fn run<A: Adjacency>(
        &mut self,
        g: &A,
        mate: &mut [u32],
        roots: &mut Vec<u32>,
    ) -> ForestOutcome {
        if self.left == 0 {
            return ForestOutcome::Spent;
        }
        self.left -= 1;
        self.phases += 1;
        roots.retain(|&v| mate[v as usize] == NONE);
        let n = mate.len();
        let limit = self.limit;
        let search = self.search.get_or_insert_with(|| {
            let mut search = BlossomSearch::new(n);
            search.set_work_limit(limit);
            search
        });
        let found = search.phase(g, mate, roots);
        self.paths += found as u64;
        if search.over_work_limit() {
            // Cut short: the paths it flipped stand, its forest is incomplete, and the forest
            // phases are spent.
            search.clear();
            self.left = 0;
            return ForestOutcome::Spent;
        }
        if found == 0 {
            // Every tree grew to the end without meeting another (Edmonds): kept for `D`.
            search.retire();
            return ForestOutcome::Maximum;
        }
        search.clear();
        ForestOutcome::Fruitful
    }

    /// After [`ForestOutcome::Maximum`], the complete forest (its even vertices are `D`, its
    /// odd ones `A`). `O(1)`.
    pub(super) fn into_forest(self) -> BlossomSearch {
        self.search.expect("a forest phase ran")
    }

    /// The work of every forest phase so far: slots scanned and steps walked.
    pub(super) fn work(&self) -> u64 {
        self.search.as_ref().map_or(0, BlossomSearch::work)
    }
}
