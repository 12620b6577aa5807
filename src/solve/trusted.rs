//! Every answer checked before it is returned: [`checked`] runs the self-check
//! (`check.rs`) and, when an answer fails it, a plain proven algorithm from scratch.

use super::{Solution, SolveError, check};
use crate::game::Analysis;
use crate::graph::Adjacency;
use crate::matching::{Algorithm, MatchingStats};

/// The outcome of the self-check every answer passes before it is returned: the matching
/// valid and proved maximum by a barrier made from the verdicts, and the verdicts checked
/// against it (see `solve/check.rs`; exactly on bipartite inputs, for shape on others).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SelfCheck {
    /// The answer passed.
    Passed,
    /// The first answer failed its check (a bug: please report the input); a plain proven
    /// algorithm, run from scratch, gave the answer returned, which passed.
    Fallback {
        /// Why the first answer failed.
        reason: String,
        /// The algorithm of the answer returned.
        algorithm: Algorithm,
    },
}

impl SelfCheck {
    /// `ok` or `fallback`, as `--stats` prints it. `O(1)`.
    pub fn name(&self) -> &'static str {
        match self {
            SelfCheck::Passed => "ok",
            SelfCheck::Fallback { .. } => "fallback",
        }
    }
}

/// The algorithm a failed self-check falls back on for a bipartite input: Hopcroft–Karp from
/// the empty matching, `O(E sqrt V)` by proof, the verdicts by one alternating search.
pub(super) const FALLBACK_BIPARTITE: Algorithm = Algorithm::HopcroftKarp;

/// The algorithm a failed self-check falls back on for any other input: Edmonds' blossom
/// algorithm alone, from the empty matching and without a cap (no start, no hand-over to
/// Micali–Vazirani: the least code, correct by Edmonds' proof; `O(V E α(V))` worst case).
pub(super) const FALLBACK_GENERAL: Algorithm = Algorithm::Blossom;

/// Returns `solution` once [`check::check_answer`] passes it on `g`; otherwise runs
/// `fallback` (a plain proven algorithm from scratch: its analysis, stats and name), checks
/// that, and returns it with [`SelfCheck::Fallback`], its work added to the first run's.
/// `O(V + E)` for each check.
pub(super) fn checked<A: Adjacency>(
    g: &A,
    solution: Solution,
    fallback: impl FnOnce() -> ((Analysis, MatchingStats), Algorithm),
) -> Result<Solution, SolveError> {
    let bipartite = solution.bipartite;
    checked_by(
        g,
        solution,
        |analysis| check::check_answer(g, analysis, bipartite),
        fallback,
    )
}

/// [`checked`], with the first answer checked by `check` instead (one with a witness of its
/// own, such as a board's [`Vias`](crate::matching::Vias)); the fallback's answer by
/// [`check::check_answer`]. `O(V + E)` for each check.
pub(super) fn checked_by<A: Adjacency>(
    g: &A,
    mut solution: Solution,
    check: impl FnOnce(&Analysis) -> Result<u64, String>,
    fallback: impl FnOnce() -> ((Analysis, MatchingStats), Algorithm),
) -> Result<Solution, SolveError> {
    #[cfg(test)]
    {
        solution.analysis = planted::apply(solution.analysis, false);
    }
    let irregular = solution.stats.micali_vazirani.map_or(0, |mv| mv.irregular);
    let reason = match check(&solution.analysis) {
        // A search that ended where Micali–Vazirani's invariants say it cannot may have
        // dropped a path: the answer is not trusted even if it passes.
        Ok(_) if irregular > 0 => {
            format!("{irregular} of Micali–Vazirani's searches ended irregularly")
        }
        Ok(work) => {
            solution.stats.stages.check = work;
            return Ok(solution);
        }
        Err(reason) => reason,
    };
    let ((analysis, stats), algorithm) = fallback();
    #[cfg(test)]
    let analysis = planted::apply(analysis, true);
    let work = check::check_answer(g, &analysis, solution.bipartite)
        .map_err(|reason| SolveError::Unverified { reason })?;
    let mut stages = solution.stats.stages;
    stages.fallback = stats.work().unwrap_or(0) + stats.stages.total();
    stages.check = 2 * work;
    Ok(Solution {
        analysis,
        algorithm,
        stats: MatchingStats { stages, ..stats },
        self_check: SelfCheck::Fallback { reason, algorithm },
        ..solution
    })
}

/// Bugs planted for the tests that show the self-check catching them (see
/// `Analysis::with_planted_bug`): set for the current thread, applied to the next answer.
#[cfg(test)]
pub(crate) mod planted {
    use crate::game::Analysis;
    use std::cell::Cell;

    /// A bug to plant: in the first answer only, or in the fallback's too.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum Bug {
        /// The matching loses a pair.
        DropPair { also_fallback: bool },
        /// The first vertex's verdict is reversed.
        FlipVerdict { also_fallback: bool },
    }

    thread_local! {
        static BUG: Cell<Option<Bug>> = const { Cell::new(None) };
    }

    /// Plants `bug` in the next answers solved on this thread (until [`clear`]).
    pub(crate) fn plant(bug: Bug) {
        BUG.with(|b| b.set(Some(bug)));
    }

    /// Plants nothing from now on.
    pub(crate) fn clear() {
        BUG.with(|b| b.set(None));
    }

    /// `analysis` with the planted bug, if any applies to it (`fallback`: the answer is the
    /// fallback's).
    pub(crate) fn apply(analysis: Analysis, fallback: bool) -> Analysis {
        match BUG.with(Cell::get) {
            Some(Bug::DropPair { also_fallback }) if !fallback || also_fallback => {
                analysis.with_planted_bug(false)
            }
            Some(Bug::FlipVerdict { also_fallback }) if !fallback || also_fallback => {
                analysis.with_planted_bug(true)
            }
            _ => analysis,
        }
    }
}
