//! The strategy of [`super::ms_bfs`]'s guard: when the passes stop before the budget says so
//! (a stall, the trend), and which kind of phase goes on after them (the trials of
//! push–relabel, Pothen–Fan+ and Hopcroft–Karp–Duff–Wiberg). It runs under the guarantee of
//! [`super::cap`] (the budget, the cap and the finish) and keeps that module's three rules;
//! every constant here is a speed choice. The whole scheme, with the measurements behind it,
//! is in [`super::ms_bfs`]'s doc comment.

use super::cap::{self, Budget};
use super::trend::PassTrend;
use super::{Forest, LeftReach, MsBfsWork};
use crate::graph::Bipartite;
use crate::matching::Matching;
use crate::matching::alternating::StepCodes;
use crate::matching::hopcroft_karp::{Phases, hopcroft_karp_dw_sweeps};
use crate::matching::karp_sipser;
use crate::matching::pothen_fan::PothenFanPhases;
use crate::matching::push_relabel::PushRelabel;

/// The passes under `strategy`, trials and the other phases as [`super::ms_bfs`] says; the
/// passes split at `halves` as [`super::ms_bfs_with_left_reach`] says.
/// The left reach comes with its [`Vias`](crate::matching::Vias) when `codes` is given.
pub(super) fn guarded<B: Bipartite, C: StepCodes>(
    g: &B,
    initial: Matching,
    mut strategy: Strategy,
    halves: Option<u32>,
    codes: Option<&C>,
) -> (Matching, Option<LeftReach>, MsBfsWork) {
    let mut work = MsBfsWork::default();
    let mut matching = initial;
    loop {
        let mut forest = Forest::new(g, matching, halves);
        let outcome = forest.run(&mut strategy, &mut work, codes);
        let mut free = Free {
            left: forest.free_left,
            right: forest.free_right,
        };
        matching = forest.into_matching();
        if let Some(reach) = outcome {
            return (matching, Some(reach), work);
        }
        // The passes stalled: phases of another kind, as long as one of them pays.
        loop {
            // The guarantee's rules (2) and (3), see `cap`: no round of trials past the cap,
            // and a renewal after each round that did not end the search.
            if strategy.budget.over_cap() {
                return (cap::finish(g, matching, &mut work), None, work);
            }
            let trial = trials(g, matching, &mut free, &mut strategy, &mut work);
            if !matches!(trial, Trial::Maximum(_)) {
                strategy.budget.renew();
            }
            match trial {
                Trial::Maximum(maximum) => return (maximum, None, work),
                Trial::Resume(unfinished) => {
                    matching = unfinished;
                    break;
                }
                Trial::DepthFirst(unfinished) => {
                    let phases = PothenFanPhases::new(g, unfinished);
                    let counters = (&mut work.depth_first_phases, &mut work.depth_first_scans);
                    match charged(phases, &mut free, &mut strategy, counters) {
                        Ok(maximum) => return (maximum, None, work),
                        Err(unfinished) => matching = unfinished,
                    }
                }
                Trial::HopcroftKarp(phases) => {
                    let counters = (&mut work.phases, &mut work.phase_scans);
                    match charged(phases, &mut free, &mut strategy, counters) {
                        Ok(maximum) => return (maximum, None, work),
                        Err(unfinished) => matching = unfinished,
                    }
                }
                Trial::PushRelabel(pushes) => {
                    let counters = (&mut work.push_chunks, &mut work.push_scans);
                    match charged(pushes, &mut free, &mut strategy, counters) {
                        Ok(maximum) => return (maximum, None, work),
                        Err(unfinished) => matching = unfinished,
                    }
                }
            }
        }
    }
}

/// Free vertices with neighbours, left and right: their smaller count bounds the paths still
/// to find.
struct Free {
    left: u64,
    right: u64,
}

impl Free {
    fn bound(&self) -> u64 {
        self.left.min(self.right)
    }

    fn matched(&mut self, paths: u64) {
        self.left -= paths;
        self.right -= paths;
    }
}

/// What the trials after a stall decided.
enum Trial<'g, B> {
    /// A trial found no path: the matching is maximum.
    Maximum(Matching),
    /// Go on with Pothen–Fan+ phases from this matching.
    DepthFirst(Matching),
    /// Go on with these Hopcroft–Karp–Duff–Wiberg phases.
    HopcroftKarp(Phases<'g, B>),
    /// Go on with this push–relabel run.
    PushRelabel(PushRelabel<'g, B>),
    /// No trial paid: go on with passes from this matching.
    Resume(Matching),
}

/// After a stall, two units of push–relabel (distance labels: long paths between scattered
/// free vertices); if its second unit found paths at [`PUSH_CLEARLY_FASTER`] times the stalled
/// method's last rate, it goes on. Else, each from where the last left the matching, two
/// phases of Pothen–Fan+ (depth-first with lookahead: long augmenting paths; one in each scan
/// direction), then one of Hopcroft–Karp–Duff–Wiberg (shortest paths first, then a sweep).
/// The kind that found paths at the best rate (push–relabel's over both its units) goes on,
/// if that rate is at least the stalled method's last one. If none does, one
/// Hopcroft–Karp–Duff–Wiberg phase from a fresh Karp–Sipser matching (the passes' paths can
/// leave the matching in a worse shape for depth-first sweeps than they found it: the
/// corridor family), which goes on if it gets further than the trials did, and at a better
/// rate than all the charged work so far. Else the passes resume. Whatever goes on gets a
/// fresh allowance as large as all the work spent so far ([`guarded`] renews the budget), so
/// that there are `O(log V)` rounds of trials; each is `O(V + E)`, as the guarantee needs: two
/// units of pushes, three phases, a Karp–Sipser matching and a fourth phase.
fn trials<'g, B: Bipartite>(
    g: &'g B,
    matching: Matching,
    free: &mut Free,
    strategy: &mut Strategy,
    work: &mut MsBfsWork,
) -> Trial<'g, B> {
    // Push–relabel first, two units: the first sets its labels up (from all zero, its first
    // pushes mostly climb), the second shows the rate it goes on at. Clearly faster than the
    // passes: it goes on, and the other trials (two units or more) are spared.
    let mut pushes = PushRelabel::new(g, matching);
    let (mut push_paths, mut push_scans) = (0, 0);
    let mut second = (0, 0);
    for _ in 0..2 {
        let (done, paths, scans) = pushes.run(pushes.unit());
        work.push_chunks += 1;
        work.push_scans += scans;
        if done {
            return Trial::Maximum(pushes.into_matching());
        }
        free.matched(paths);
        push_paths += paths;
        push_scans += scans;
        second = (paths, scans);
    }
    if rate(second.0, second.1) >= PUSH_CLEARLY_FASTER * strategy.bar() {
        return Trial::PushRelabel(pushes);
    }
    // Two phases, one in each scan direction: on a grid numbered row by row, searches that
    // run towards higher ids (into parts no search of the phase has visited) find ten times
    // the paths of those that run back into visited parts.
    let mut depth_first = PothenFanPhases::new(g, pushes.into_matching());
    let (mut df_paths, mut df_scans) = (0, 0);
    for _ in 0..2 {
        work.depth_first_phases += 1;
        let Some((paths, scans)) = depth_first.phase() else {
            return Trial::Maximum(depth_first.into_matching());
        };
        work.depth_first_scans += scans;
        free.matched(paths);
        df_paths += paths;
        df_scans += scans;
    }
    let mut shortest = Phases::new(g, depth_first.into_matching(), hopcroft_karp_dw_sweeps(g));
    let Some((hk_paths, hk_scans)) = shortest.phase() else {
        work.phases += 1;
        return Trial::Maximum(shortest.into_matching());
    };
    work.phases += 1;
    work.phase_scans += hk_scans;
    free.matched(hk_paths);
    let matching = shortest.into_matching();
    let df_rate = rate(df_paths, df_scans);
    let hk_rate = rate(hk_paths, hk_scans);
    let push_rate = rate(push_paths, push_scans);
    if df_rate.max(hk_rate).max(push_rate) >= strategy.bar() {
        return if push_rate >= df_rate.max(hk_rate) {
            Trial::PushRelabel(PushRelabel::new(g, matching))
        } else if df_rate > hk_rate {
            Trial::DepthFirst(matching)
        } else {
            Trial::HopcroftKarp(Phases::new(g, matching, hopcroft_karp_dw_sweeps(g)))
        };
    }
    work.failed_trials += 3;
    // Made anew rather than kept: a copy of every matching would cost the common case that
    // never gets here.
    let start = karp_sipser(g);
    let start_size = start.size();
    let mut fresh = Phases::new(g, start, hopcroft_karp_dw_sweeps(g));
    match fresh.phase() {
        None => {
            work.phases += 1;
            return Trial::Maximum(fresh.into_matching());
        }
        Some((paths, scans)) => {
            work.phases += 1;
            work.phase_scans += scans;
            if start_size + paths as usize > matching.size()
                && strategy.beats_the_passes(paths, scans)
            {
                // The fresh start's free vertices: the sides are as large as before.
                let matched = (start_size + paths as usize) as u64;
                let deficit = matched.saturating_sub(matching.size() as u64);
                free.left = free.left.saturating_sub(deficit);
                free.right = free.right.saturating_sub(deficit);
                return Trial::HopcroftKarp(fresh);
            }
            work.failed_trials += 1;
        }
    }
    Trial::Resume(matching)
}

/// How many times the last pass's rate push–relabel's second trial unit must reach to go on at
/// once, without the other trials: on the relabelled corridor it is 9 to 10 times, on the
/// relabelled maze 30 to 100 times. Boards with 2% to 5% blocked reach 1.5 to 1.9 times when
/// the passes' trend stops them (after 7 passes), and push–relabel then finishes them anyway
/// after the depth-first and Hopcroft–Karp trials, which cost about two more units: with 4
/// here they took 1.2x to 1.4x longer than with 1.5 (whole process, 2000x2000).
const PUSH_CLEARLY_FASTER: f64 = 1.5;

/// Paths per unit of work.
fn rate(paths: u64, work: u64) -> f64 {
    paths as f64 / work.max(1) as f64
}

/// Phases of one kind, one at a time, for the kind that goes on after trials: Pothen–Fan+,
/// Hopcroft–Karp–Duff–Wiberg, or push–relabel in chunks of one unit.
trait PhaseRun {
    /// One phase: `Some((paths, work))`, or `None` when it found no path.
    fn phase(&mut self) -> Option<(u64, u64)>;
    fn into_matching(self) -> Matching;
}

impl<B: Bipartite> PhaseRun for PothenFanPhases<'_, B> {
    fn phase(&mut self) -> Option<(u64, u64)> {
        PothenFanPhases::phase(self)
    }
    fn into_matching(self) -> Matching {
        PothenFanPhases::into_matching(self)
    }
}

impl<B: Bipartite> PhaseRun for PushRelabel<'_, B> {
    /// About `V + 2E` of pushes; `None` once no free left vertex can augment.
    fn phase(&mut self) -> Option<(u64, u64)> {
        let (done, paths, scans) = self.run(self.unit());
        (!done).then_some((paths, scans))
    }
    fn into_matching(self) -> Matching {
        PushRelabel::into_matching(self)
    }
}

impl<B: Bipartite> PhaseRun for Phases<'_, B> {
    fn phase(&mut self) -> Option<(u64, u64)> {
        Phases::phase(self)
    }
    fn into_matching(self) -> Matching {
        Phases::into_matching(self)
    }
}

/// Runs `phases`, each charged as a pass is, and counted in `counters` (phases, work): `Ok`
/// with a maximum matching when one finds no path, `Err` with the matching reached when the
/// budget runs out.
fn charged<P: PhaseRun>(
    mut phases: P,
    free: &mut Free,
    strategy: &mut Strategy,
    counters: (&mut u32, &mut u64),
) -> Result<Matching, Matching> {
    loop {
        *counters.0 += 1;
        let Some((paths, scans)) = phases.phase() else {
            return Ok(phases.into_matching());
        };
        *counters.1 += scans;
        let go_on = strategy.charge(scans, paths, free.bound());
        free.matched(paths);
        if !go_on {
            return Err(phases.into_matching());
        }
    }
}

/// What the guard's strategy keeps across forests beside the [`Budget`] it charges: the
/// measures that stop the passes before the budget does, and the rate a trial must reach.
pub(super) struct Strategy {
    /// The guarantee's account: every pass, and every phase that goes on after trials.
    budget: Budget,
    /// Credit per unit of progress ([`Strategy::CREDIT`]; tests lower it to force trials).
    credit: f64,
    /// Paths per unit of work of the last charged pass or phase, to compare a trial with.
    last_yield: f64,
    /// Paths the charged passes and phases have found.
    found: f64,
    /// Work of the passes that stalled (see [`Strategy::charge_pass`]).
    stalled: f64,
    /// The passes' paths and work per pass, in units, to project what is still to come.
    trend: PassTrend,
    /// The rate every trial must beat, fixed (`None` outside tests: the rates the run
    /// reached). The tests fix it to force the trials' outcome: forcing `last_yield` does not,
    /// since every charge sets it anew.
    fixed_bar: Option<f64>,
}

impl Strategy {
    /// Credit per unit of progress: a pass that finds every remaining path may cost four
    /// units. Big boards with few blocked cells need about that: their passes find a tenth of
    /// the remaining paths each for half a unit.
    const CREDIT: f64 = 4.0;

    /// A pass *stalls* when its credit is under `1 / STALL_RATIO` of its work. The relabelled
    /// corridor's late passes find 1 to 4 of about 240 remaining paths for half a unit each
    /// (credit about a tenth of the work); the late passes of a board with 10% blocked find
    /// fewer, but for a tenth of a unit or less, as their trees shrink.
    const STALL_RATIO: f64 = 8.0;

    /// Stalled pass work, in units, that ends the passes before the first trials even when
    /// the balance allows more: the relabelled corridor stalls for a unit in three passes
    /// (and before this rule ran on for 16 passes, 7 units, on the credit of its first two);
    /// boards with 10% blocked stall for 0.3 units in all before they finish.
    const STALLED: f64 = 1.0;

    /// Work, in units, that the passes still to come may be projected to cost
    /// ([`PassTrend::projected_work`]) before the first trials run instead. A round of trials
    /// costs two to five units; a board with 10% blocked projects about four at its fifth pass
    /// (and needs two), a three-dimensional grid with 10% of its cells removed eleven at its
    /// sixth (and its passes took 15 units in all, where push–relabel needs about two).
    const PROJECTED: f64 = 8.0;

    /// The strategy for `g`, under a fresh [`Budget`]. `O(V)`.
    pub(super) fn new<B: Bipartite>(g: &B) -> Strategy {
        Strategy::under(Budget::new(g))
    }

    /// The strategy under `budget`. `O(1)`.
    fn under(budget: Budget) -> Strategy {
        Strategy {
            budget,
            credit: Self::CREDIT,
            last_yield: 0.0,
            found: 0.0,
            stalled: 0.0,
            trend: PassTrend::default(),
            fixed_bar: None,
        }
    }

    /// [`Strategy::charge`] for a breadth-first pass, which also stops the passes before any
    /// trials have run once the passes that *stalled* ([`Strategy::STALL_RATIO`]) have done
    /// [`Strategy::STALLED`] units of work in all; likewise once the passes' trend projects
    /// more than [`Strategy::PROJECTED`] units of passes still to come. Only before the first
    /// trials, as [`Budget::may_stop_early`] allows: so these rules add at most one round of
    /// trials to the `O(log V)` that renewals allow. `O(1)`.
    pub(super) fn charge_pass(&mut self, work: u64, paths: u64, bound: u64) -> bool {
        if self.credit_for(paths, bound) * Self::STALL_RATIO < work as f64 {
            self.stalled += work as f64;
        }
        self.trend
            .record(work as f64 / self.budget.unit(), paths as f64);
        let go_on = self.charge(work, paths, bound);
        let stalled = self.stalled > Self::STALLED * self.budget.unit();
        let slow = self
            .trend
            .projected_work()
            .is_some_and(|w| w > Self::PROJECTED);
        go_on && !(self.budget.may_stop_early() && (stalled || slow))
    }

    /// Charges a pass (or a phase) that did `work` and augmented `paths` while at most
    /// `bound` could be found, with the credit for that progress; whether the passes (or
    /// phases) may go on. `O(1)`.
    ///
    /// The credits `k / bound` sum to at most `1 + 1/2 + ... + 1/D` (`D` the deficiency of
    /// the first matching) as long as every bound is at least the deficiency of the matching
    /// the pass starts from: [`Forest::bound`] is.
    fn charge(&mut self, work: u64, paths: u64, bound: u64) -> bool {
        let go_on = self.budget.charge(work, self.credit_for(paths, bound));
        self.found += paths as f64;
        self.last_yield = paths as f64 / (work as f64).max(1.0);
        go_on
    }

    /// The credit for augmenting `paths` while at most `bound` could remain: `credit U k / d`.
    fn credit_for(&self, paths: u64, bound: u64) -> f64 {
        self.credit * self.budget.unit() * paths as f64 / bound.max(1) as f64
    }

    /// The rate a trial must reach to go on: the last charged pass's or phase's.
    fn bar(&self) -> f64 {
        self.fixed_bar.unwrap_or(self.last_yield)
    }

    /// Whether a phase that found `paths` for `work` did better than all the charged work so
    /// far: the passes, and the phases that went on after earlier trials.
    fn beats_the_passes(&self, paths: u64, work: u64) -> bool {
        let charged = self.found / self.budget.spent().max(1.0);
        paths as f64 / work.max(1) as f64 > self.fixed_bar.unwrap_or(charged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;
    use crate::matching::ms_bfs::tests::{random_bipartite, random_board};
    use crate::matching::{NO_CODES, alternating_reach, hopcroft_karp};

    /// A way through the guard that a forced strategy takes. All have no balance and no credit,
    /// so that trials follow the first pass, and all but `Capped` no cap.
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Way {
        /// The run's own rates decide which trial pays, if any.
        Trials,
        /// Every trial pays (the bar fixed at 0): push–relabel, the first, goes on each time.
        AllPay,
        /// No trial pays, nor the fresh start (the bar fixed above any rate): the passes
        /// resume each time.
        NonePays,
        /// The cap passed by the first pass: Hopcroft–Karp–Duff–Wiberg finishes.
        Capped,
    }

    const WAYS: [Way; 4] = [Way::Trials, Way::AllPay, Way::NonePays, Way::Capped];

    /// The strategy that forces `way` on `g`.
    fn forced<B: Bipartite>(g: &B, way: Way) -> Strategy {
        let cap = if way == Way::Capped { 0.0 } else { f64::MAX };
        let mut s = Strategy::under(Budget::forced(g, 0.0, cap));
        s.credit = 0.0;
        s.fixed_bar = match way {
            Way::AllPay => Some(0.0),
            Way::NonePays => Some(f64::MAX),
            Way::Trials | Way::Capped => None,
        };
        s
    }

    /// Whether `work` shows that the run went `way` and no other; and whether it shows the
    /// way's own mark, which only a run long enough to need it can (a trial that proves the
    /// matching maximum ends the run first).
    fn went(way: Way, work: &MsBfsWork) -> (bool, bool) {
        match way {
            Way::Trials => (true, work.push_chunks > 0),
            // Push–relabel went on after every round: no other kind ran, none failed. The
            // mark: a chunk charged after the trial's two.
            Way::AllPay => (
                work.depth_first_phases == 0 && work.phases == 0 && work.failed_trials == 0,
                work.push_chunks > 2,
            ),
            // A round runs at most two units of pushes, two Pothen–Fan+ phases and two of
            // Hopcroft–Karp–Duff–Wiberg (the trial and the fresh start); every round but the
            // last fails all four trials, and the last four, three (its fresh start found no
            // path) or none (an earlier trial found none). A kind that went on would run
            // more. The mark: a round that failed all four and let the passes resume.
            Way::NonePays => {
                let rounds = work.failed_trials / 4 + 1;
                (
                    matches!(work.failed_trials % 4, 0 | 3)
                        && work.push_chunks <= 2 * rounds
                        && work.depth_first_phases <= 2 * rounds
                        && work.phases <= 2 * rounds,
                    work.failed_trials >= 4 && work.passes > 1,
                )
            }
            // One pass, then the finish: no trials at all. The mark: a finish that found paths.
            Way::Capped => (
                work.passes == 1
                    && work.push_chunks == 0
                    && work.depth_first_phases == 0
                    && work.failed_trials == 0,
                work.phases > 0,
            ),
        }
    }

    /// Runs every way through the guard on `g` from `start`: a maximum matching, the reach
    /// when the passes finish, and the way the work shows; counts the runs that show a way's
    /// mark in `marked`.
    fn every_way<B: Bipartite>(g: &B, start: &Matching, name: &str, marked: &mut [u32]) {
        let best = hopcroft_karp(g, Matching::empty(g.vertex_count())).size();
        for (i, way) in WAYS.into_iter().enumerate() {
            let (m, reach, work) = guarded(g, start.clone(), forced(g, way), None, NO_CODES);
            let reach = reach.map(|reach| reach.reached);
            assert!(m.is_valid_in(g), "{name}, {way:?}: not a matching");
            assert_eq!(m.size(), best, "{name}, {way:?}: not maximum");
            let (only_that_way, mark) = went(way, &work);
            assert!(only_that_way, "{name}: not {way:?}: {work:?}");
            marked[i] += u32::from(mark);
            if let Some(reach) = reach {
                let mut truth = vec![false; g.vertex_count()];
                alternating_reach(g, &m, &mut truth, |_| true);
                for v in (0..g.vertex_count() as u32).filter(|&v| g.is_left(v)) {
                    assert_eq!(reach[v as usize], truth[v as usize], "{name}, {way:?}: {v}");
                }
            }
        }
    }

    #[test]
    fn every_way_through_the_guard_gives_a_maximum_matching() {
        let mut marked = [0; WAYS.len()];
        for seed in 1..300u64 {
            let (l, r) = (1 + (seed % 40) as u32, 1 + (seed * 7 % 40) as u32);
            let g = random_bipartite(l, r, (seed % 120) as usize, seed);
            every_way(&g, &karp_sipser(&g), &format!("seed {seed}"), &mut marked);
        }
        // Push–relabel finishes those within its two trial units, and so ends the runs before
        // the other trials. Boards from an empty start keep it busy longer: on these the
        // depth-first and Hopcroft–Karp trials run, and on the last the three trials and the
        // fresh start all find paths, none goes on, and the passes resume.
        for seed in [1, 3, 4] {
            let board = random_board(140, 141, 5, seed);
            let start = Matching::empty(board.vertex_count());
            every_way(&board, &start, &format!("board {seed}"), &mut marked);
        }
        for (way, marked) in WAYS.into_iter().zip(marked) {
            assert!(
                marked > 0,
                "no run was long enough to show that it went {way:?}"
            );
        }
    }
}
