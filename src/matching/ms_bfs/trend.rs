//! The trend of the breadth-first passes: from the last few passes' paths and work, what the
//! passes still to come would cost if they went on as they go. The guard stops the passes when
//! that is more than a round of trials costs (see `Strategy::charge_pass`).

/// Passes looked back over: one pass's counts are too noisy (a late pass may find 21 paths
/// and the next 29), and the first pass is no guide (it takes the paths the start left easy).
const SPAN: usize = 3;

/// The work and paths of the last [`SPAN`] + 1 passes.
#[derive(Clone, Debug, Default)]
pub(super) struct PassTrend {
    /// `(work, paths)` of the recent passes, oldest first.
    recent: Vec<(f64, f64)>,
    /// Passes recorded in all.
    passes: u32,
}

impl PassTrend {
    /// Records a pass that did `work` and found `paths`. `O(1)`.
    pub(super) fn record(&mut self, work: f64, paths: f64) {
        if self.recent.len() > SPAN {
            self.recent.remove(0);
        }
        self.recent.push((work, paths));
        self.passes += 1;
    }

    /// The work the passes still to come would do, were the paths and the work per pass to
    /// keep shrinking by the factors they shrank by per pass over the last [`SPAN`] passes:
    /// `q` for the paths, `r` (at most 1) for the work. Passes go on until a pass would find
    /// under one path, `ln k / ln(1/q)` more for a pass that found `k`, and cost
    /// `w (r + r^2 + ...)` over that many. `None` until [`SPAN`] + 1 passes after the first
    /// have been recorded. `O(1)`.
    ///
    /// The passes on a board with 10% blocked find 3018, 1146, 718, 483, 335, ... paths for
    /// work that shrinks with the trees (`q` about 0.65, `r` about 0.9): a few units to go. On
    /// a three-dimensional grid with 10% of its cells removed they find 48, 37, 35, 31, 34,
    /// ... for the same work each (`q` about 0.9, `r` 1): dozens of units to go, where
    /// push–relabel and Pothen–Fan+ need about two.
    pub(super) fn projected_work(&self) -> Option<f64> {
        // `recent` holds SPAN + 1 passes from the fifth on, none of them the first.
        if self.passes < SPAN as u32 + 2 {
            return None;
        }
        let (old_work, old_paths) = self.recent[0];
        let (work, paths) = self.recent[SPAN];
        if paths < 1.0 || old_paths < 1.0 || old_work <= 0.0 {
            return None;
        }
        let per_pass = |new: f64, old: f64| (new / old).powf(1.0 / SPAN as f64);
        let q = per_pass(paths, old_paths);
        let r = per_pass(work, old_work).min(1.0);
        let passes = if q >= 1.0 {
            f64::INFINITY
        } else {
            paths.ln() / -q.ln()
        };
        // w (r + ... + r^n): for r = 1, n w.
        let to_come = if r >= 1.0 - 1e-9 {
            work * passes
        } else {
            work * r * (1.0 - r.powf(passes)) / (1.0 - r)
        };
        Some(to_come)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trend(passes: &[(f64, f64)]) -> PassTrend {
        let mut t = PassTrend::default();
        for &(w, k) in passes {
            t.record(w, k);
        }
        t
    }

    #[test]
    fn a_steady_trickle_of_paths_projects_many_sweeps() {
        // The 3-d grid's passes: half a unit each, about a tenth fewer paths each time. At the
        // fifth, about five units to come; at the sixth, eleven, past the guard's eight.
        let mut t = trend(&[
            (0.53, 657.0),
            (0.42, 102.0),
            (0.41, 56.0),
            (0.45, 48.0),
            (0.46, 37.0),
        ]);
        let w = t.projected_work().unwrap();
        assert!((4.0..8.0).contains(&w), "{w}");
        t.record(0.49, 35.0);
        let w = t.projected_work().unwrap();
        assert!(w > 8.0, "{w}");
        // Paths not shrinking at all: the passes never end on this trend.
        let t = trend(&[
            (0.5, 9.0),
            (0.5, 10.0),
            (0.5, 10.0),
            (0.5, 10.0),
            (0.5, 10.0),
        ]);
        assert_eq!(t.projected_work(), Some(f64::INFINITY));
    }

    #[test]
    fn shrinking_passes_project_little() {
        // The 10% board's passes: paths and work shrinking together.
        let t = trend(&[
            (0.45, 3018.0),
            (0.35, 1146.0),
            (0.35, 718.0),
            (0.34, 483.0),
            (0.33, 335.0),
        ]);
        // About four units (it needed two): well under the guard's eight.
        let w = t.projected_work().unwrap();
        assert!((3.0..5.0).contains(&w), "{w}");
        let t = trend(&[
            (0.27, 145.0),
            (0.25, 96.0),
            (0.21, 57.0),
            (0.17, 37.0),
            (0.12, 18.0),
        ]);
        assert!(t.projected_work().unwrap() < 1.0);
    }

    #[test]
    fn too_few_passes_project_nothing() {
        assert_eq!(
            trend(&[(0.5, 10.0), (0.5, 10.0), (0.5, 10.0), (0.5, 10.0)]).projected_work(),
            None
        );
        // A pass that found nothing ends the passes anyway.
        let t = trend(&[
            (0.5, 9.0),
            (0.5, 10.0),
            (0.5, 10.0),
            (0.5, 10.0),
            (0.5, 0.0),
        ]);
        assert_eq!(t.projected_work(), None);
    }
}
