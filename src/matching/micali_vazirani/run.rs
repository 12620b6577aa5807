//! The run of [`micali_vazirani`](super::micali_vazirani): forest phases, then
//! Micali–Vazirani's own, and what proved the matching maximum (see the [module
//! documentation](super)).

use super::forest::{ForestOutcome, ForestPhases};
use super::{INF, MvWork, Phase};
use crate::graph::{Adjacency, NONE};
use crate::matching::blossom::ceil_sqrt;
use crate::matching::{BlossomSearch, Matching};

/// What proved a matching maximum: a complete alternating forest without a path (its even
/// vertices are `D`, its odd ones `A`), or a Micali–Vazirani phase without a path (the
/// vertices it reached at an even level, and the free vertices, are `D`).
pub(crate) enum LastPhase {
    /// The complete forest of a forest phase that found no path.
    Forest(BlossomSearch),
    /// Whether each vertex is in `D`, by the levels of a Micali–Vazirani phase that found no
    /// path (or, when no vertex with an edge was free, by being free).
    EvenLevels(Vec<bool>),
}

impl LastPhase {
    /// Whether each vertex is in `D`, for the maximum matching `matching`. `O(V)` for a
    /// forest, `O(1)` for levels.
    pub(crate) fn into_d(self, matching: &Matching) -> Vec<bool> {
        let n = matching.vertex_count() as u32;
        match self {
            LastPhase::Forest(forest) => (0..n)
                .map(|v| forest.is_even(v) || !matching.is_matched(v))
                .collect(),
            LastPhase::EvenLevels(in_d) => in_d,
        }
    }
}

/// [`micali_vazirani_with_d`], with what proved the matching maximum rather than `D` alone (a
/// forest gives the decomposition's components without another search). Cost: as
/// [`micali_vazirani`].
pub(crate) fn micali_vazirani_with_last_phase<A: Adjacency>(
    g: &A,
    initial: Matching,
) -> (Matching, MvWork, LastPhase) {
    let allowed = ceil_sqrt(g.vertex_count() as u64);
    with_forest_phases(g, initial, allowed)
}

/// [`micali_vazirani_with_d`] with Micali–Vazirani's phases alone, no forest phase: the finish
/// past blossom's work cap, whose phases have just done what forest phases would. At most
/// `2 ⌈sqrt V⌉ + 2` phases. Cost: `O(E sqrt V α(V))`.
pub(crate) fn mv_phases_with_d<A: Adjacency>(
    g: &A,
    initial: Matching,
) -> (Matching, MvWork, Vec<bool>) {
    let (matching, work, last) = with_forest_phases(g, initial, 0);
    let in_d = last.into_d(&matching);
    (matching, work, in_d)
}

/// [`micali_vazirani_with_d`] with at most `forest_phases` forest phases (0: Micali–Vazirani's
/// phases alone).
pub(super) fn with_forest_phases<A: Adjacency>(
    g: &A,
    initial: Matching,
    forest_phases: u64,
) -> (Matching, MvWork, LastPhase) {
    let n = g.vertex_count();
    assert_eq!(initial.vertex_count(), n, "matching of the wrong size");
    let free: Vec<u32> = (0..n as u32)
        .filter(|&v| initial.mate(v).is_none() && g.slot_count(v) > 0)
        .collect();
    if free.is_empty() {
        // The one phase would find no path: no need for its `O(V + E)` of memory.
        let in_d = (0..n as u32).map(|v| initial.mate(v).is_none()).collect();
        let work = MvWork {
            phases: 1,
            ..MvWork::default()
        };
        return (initial, work, LastPhase::EvenLevels(in_d));
    }
    rounds(g, initial.into_mates(), free, forest_phases)
}

/// Forest phases (at most `forest_phases`, while they flip paths and their work lasts), then
/// Micali–Vazirani phases, until one of them proves the matching maximum. Returns the
/// matching, the work and what proved it maximum.
fn rounds<A: Adjacency>(
    g: &A,
    mut mate: Vec<u32>,
    mut free: Vec<u32>,
    forest_phases: u64,
) -> (Matching, MvWork, LastPhase) {
    let n = g.vertex_count();
    let mut forest = ForestPhases::new(g, forest_phases);
    let mut state: Option<Phase> = None;
    let mut work = MvWork::default();
    let maximum_by_forest = loop {
        match forest.run(g, &mut mate, &mut free) {
            ForestOutcome::Maximum => break true,
            ForestOutcome::Fruitful => continue,
            ForestOutcome::Spent => {}
        }
        let phase = state.get_or_insert_with(|| Phase::new(g));
        std::mem::swap(&mut phase.mate, &mut mate);
        std::mem::swap(&mut phase.free, &mut free);
        work.phases += 1;
        let scanned_before = phase.scans;
        let found = phase.run(g);
        work.max_phase_scans = work.max_phase_scans.max(phase.scans - scanned_before);
        work.augmentations += found;
        std::mem::swap(&mut phase.mate, &mut mate);
        std::mem::swap(&mut phase.free, &mut free);
        if found == 0 {
            break false;
        }
    };
    work.forest_phases = forest.phases;
    work.forest_paths = forest.paths;
    work.scans = forest.work();
    if let Some(phase) = &state {
        work.scans += phase.scans;
        work.petals = phase.petals_formed;
        work.irregular = phase.irregular;
    }
    let last = match (state, maximum_by_forest) {
        (_, true) => LastPhase::Forest(forest.into_forest()),
        (Some(phase), false) => LastPhase::EvenLevels(
            (0..n)
                .map(|v| phase.even[v] != INF || mate[v] == NONE)
                .collect(),
        ),
        (None, false) => unreachable!("the loop ends in a forest or a phase"),
    };
    (Matching::from_mates(mate), work, last)
}
