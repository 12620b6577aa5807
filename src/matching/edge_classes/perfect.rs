//! Which edges of a perfectly matchable graph are in some perfect matching: the part of
//! [`EdgeClasses::from_gallai_edmonds`](super::EdgeClasses::from_gallai_edmonds) that needs
//! searches (the non-bipartite components of `G[C]`, called `H` here, with its perfect
//! matching `M`).
//!
//! An edge `u - v` is in some perfect matching iff `H - u - v` has one, iff (for `v` not `u`'s
//! partner) the partners `u'` and `v'` are joined by an augmenting path in `H - u - v`. Four
//! stages decide it, each only what the ones before left open; stages 1 to 3 use every core.
//!
//! 0. **Forced edges** ([`forced`](super::forced)): a vertex with one neighbour left is
//!    matched to it in every perfect matching, which rules out the other edges at that
//!    neighbour, and so on; a bridge is in every perfect matching or in none, by the parity
//!    of its sides. `O(V + E)`.
//! 1. **Sampled perfect matchings** ([`sample_matchings`]): a maximal set of disjoint open
//!    edges, filled up greedily and made maximum by [`blossom`](crate::matching::blossom),
//!    is a perfect matching all of whose edges are in one. Rounds go on while each settles
//!    more edges than the same work would settle in stage 2 (estimated), at most
//!    [`Plan::rounds`] rounds of `O(E sqrt V α(V))` (blossom's cap) each.
//! 2. **One short search per edge** ([`try_edge`]): a blossom search from `u'` and `v'` in
//!    `H - u - v`, breadth-first from both at once, under a work budget. In an expander the
//!    two trees meet after about `sqrt V` vertices each, far sooner than one search would
//!    reach a given vertex. A path found gives, with `u - v`, a new perfect matching, whose
//!    edges are then all known to be in one; the stage goes on from it. A search that
//!    completes within its budget proves `u - v` in none, and its odd vertices with `u` and
//!    `v` form a barrier that rules out more edges (see [`BarrierSearch`]).
//! 3. **One complete search per vertex left**: a [`BarrierSearch`] from `u'` in `H - u`: `v` is
//!    even iff `H - u - v` has a perfect matching, which settles every edge at `u`, and the
//!    barrier `A(H - u) + u` rules out the edges inside it and from it to `C(H - u)`.
//!
//! **Worst case.** Stage 1 is at most [`Plan::rounds`] (a constant) blossom runs, each
//! `O(E sqrt V α(V))` under blossom's cap. Stage 2 stops once its work (slots scanned, walk
//! steps, slots scanned to mark) passes `8 (V + 2E) ceil(sqrt V)`; the search under way on
//! each thread then finishes within its budget plus one contraction or one vertex's slots,
//! and its marking, `O(V + E)`. Stage 3 runs at most `V` searches of `O((V + E) α(V))` (see [`BarrierSearch`]), each marking in `O(E)`. In all
//! `O(V (V + E) α(V))`, that is `O(V E α(V))` on connected graphs: the bound of the best
//! published method (`O(V E)`, de Carvalho and Cheriyan 2005) up to the inverse Ackermann
//! factor of the blossoms' union-find.

use super::EdgeClassWork;
use super::barrier::{BarrierSearch, Outcome};
use super::marks::{MATCHABLE, Marks, Queue};
use crate::graph::{Adjacency, NONE};
use crate::matching::{BlossomSearch, Matching, blossom_with_work};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

/// Calls `report(stage, done, total)` with the stage under way, the edges decided so far and
/// the edges to decide, from any thread, now and then.
pub type ProgressReport<'a> = &'a (dyn Fn(EdgeStage, u64, u64) + Sync);

/// The stage of the searches that classify the edges of a graph with odd cycles (see the
/// module docs), for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeStage {
    /// Stage 0: the edges forced by degrees and bridges.
    Forced,
    /// Stage 1: sampled perfect matchings.
    Sampling,
    /// Stage 2: one short search per edge.
    ShortSearches,
    /// Stage 3: one complete search per vertex left.
    CompleteSearches,
}

impl EdgeStage {
    /// The stage in words: `forced edges`, `sampled matchings`, `short searches`, `complete
    /// searches`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            EdgeStage::Forced => "forced edges",
            EdgeStage::Sampling => "sampled matchings",
            EdgeStage::ShortSearches => "short searches",
            EdgeStage::CompleteSearches => "complete searches",
        }
    }
}

/// Which stages run, with which constants (tests switch stages off to check each alone).
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    /// Stage 0.
    pub(super) peel: bool,
    /// Stage 1's most rounds.
    pub(super) rounds: usize,
    /// Stage 2's budget per edge, in units of `ceil(sqrt(V + 2E))` (0: no stage 2).
    pub(super) cycle_budget: u64,
    /// Threads for stages 1 to 3.
    pub(super) threads: usize,
}

impl Plan {
    /// What runs by default.
    pub(super) fn default_plan() -> Plan {
        Plan {
            peel: true,
            rounds: 48,
            cycle_budget: 32,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
        }
    }
}

/// Stage 2's total work, in units of `(V + 2E) ceil(sqrt V)`.
const CYCLES_CAP: u64 = 8;

/// The decision ([`MATCHABLE`] or [`UNMATCHABLE`]) of every slot of the vertices `todo` (in
/// components of `G[C]`, which `in_c` describes, perfectly matched by `matched`, a maximum
/// matching of `G`) to a neighbour in `C`, indexed by `start` as in [`super::EdgeClasses`];
/// other slots hold [`UNMATCHABLE`]. Cost: see the module docs.
///
/// # Panics
/// If a search finds an augmenting path (`matched` is not maximum).
pub(super) fn decide<A: Adjacency>(
    g: &A,
    start: &[u32],
    matched: &[u32],
    in_c: &(dyn Fn(u32) -> bool + Sync),
    todo: &[u32],
    plan: Plan,
    report: ProgressReport,
) -> (Vec<u8>, EdgeClassWork) {
    let marks = Marks::new(g, start, matched, in_c, todo);
    let mut work = EdgeClassWork::default();
    if plan.peel {
        work.forced_work = super::forced::forced(g, &marks, in_c, todo);
        let (done, total) = marks.progress();
        report(EdgeStage::Forced, done, total);
    }
    let threads = Queue::workers(todo.len(), plan.threads);
    let n = g.vertex_count() as u64;
    let unit = n + u64::from(start[g.vertex_count()]);
    let budget = plan.cycle_budget.saturating_mul(ceil_sqrt(unit));
    if plan.rounds > 0 && marks.left() > 0 {
        (work.sampled_matchings, work.sampling_work) = sample_matchings(
            g,
            &marks,
            matched,
            in_c,
            todo,
            plan.rounds,
            budget / 4,
            threads,
            report,
        );
    }
    if budget > 0 && marks.left() > 0 {
        let queue = Queue::new(
            todo,
            CYCLES_CAP.saturating_mul(unit).saturating_mul(ceil_sqrt(n)),
        );
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| cycles_worker(g, &marks, matched, in_c, &queue, budget, report));
            }
        });
        work.cycle_work = queue.work();
    }
    if marks.left() > 0 {
        let queue = Queue::new(todo, u64::MAX);
        let searches = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope
                    .spawn(|| barriers_worker(g, &marks, matched, in_c, &queue, &searches, report));
            }
        });
        work.barrier_searches = searches.into_inner() as u64;
        work.barrier_work = queue.work();
    }
    debug_assert_eq!(marks.left(), 0, "every edge decided");
    (marks.into_slots(), work)
}

/// `ceil(sqrt(x))`, at least 1.
fn ceil_sqrt(x: u64) -> u64 {
    let r = x.isqrt();
    (r + u64::from(r * r < x)).max(1)
}

/// Stage 1 on `threads` threads, each with its own random order; at most `rounds` rounds in
/// all. A round goes on only if the one before settled more edges than its work divided by
/// `per_edge` (the estimated cost of settling one edge in stage 2). Returns the rounds run and
/// their work.
#[allow(clippy::too_many_arguments)]
fn sample_matchings<A: Adjacency>(
    g: &A,
    marks: &Marks,
    matched: &[u32],
    in_c: &(dyn Fn(u32) -> bool + Sync),
    todo: &[u32],
    rounds: usize,
    per_edge: u64,
    threads: usize,
    report: ProgressReport,
) -> (u64, u64) {
    let taken = AtomicUsize::new(0);
    let run = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let total_work = std::sync::atomic::AtomicU64::new(0);
    let fill = crate::graph::sweep_work(g);
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let (taken, run, stop, total_work) = (&taken, &run, &stop, &total_work);
            scope.spawn(move || {
                let mut rng = crate::rng::Rng::new(0x5eed_0000 + thread as u64);
                let mut order = todo.to_vec();
                while !stop.load(Relaxed) && taken.fetch_add(1, Relaxed) < rounds {
                    let before = marks.left();
                    if before == 0 {
                        break;
                    }
                    rng.shuffle(&mut order);
                    run.fetch_add(1, Relaxed);
                    let work = fill + one_round(g, marks, matched, in_c, &order, todo);
                    total_work.fetch_add(work, Relaxed);
                    let settled = before.saturating_sub(marks.left());
                    if settled.saturating_mul(per_edge.max(1)) < work {
                        stop.store(true, Relaxed);
                    }
                    let (done, total) = marks.progress();
                    report(EdgeStage::Sampling, done, total);
                }
            });
        }
    });
    (run.into_inner() as u64, total_work.into_inner())
}

/// One round of stage 1, choosing open edges in the order `order`. Returns blossom's work.
fn one_round<A: Adjacency>(
    g: &A,
    marks: &Marks,
    matched: &[u32],
    in_c: &(dyn Fn(u32) -> bool + Sync),
    order: &[u32],
    todo: &[u32],
) -> u64 {
    let n = g.vertex_count();
    let mut mate: Vec<u32> = (0..n as u32)
        .map(|x| if in_c(x) { NONE } else { matched[x as usize] })
        .collect();
    // Open edges first, then any edge of C between two vertices still free.
    for open_only in [true, false] {
        for &u in order {
            if mate[u as usize] != NONE {
                continue;
            }
            let free = (0..g.slot_count(u)).find_map(|slot| match g.neighbor(u, slot) {
                Some(v)
                    if in_c(v)
                        && v != u
                        && mate[v as usize] == NONE
                        && (!open_only || marks.is_open(u, slot)) =>
                {
                    Some(v)
                }
                _ => None,
            });
            if let Some(v) = free {
                mate[u as usize] = v;
                mate[v as usize] = u;
            }
        }
    }
    // A maximum matching of G matches C perfectly within itself (Gallai–Edmonds).
    let (maximum, work) = blossom_with_work(g, Matching::from_mates(mate));
    let mate = maximum.mates();
    for &u in todo {
        let v = mate[u as usize];
        if u < v && marks.open_at(u) > 0 {
            marks.decide(g, u, v, MATCHABLE);
        }
    }
    work
}

/// Stage 2: one budgeted search per open edge at the vertices this worker takes.
fn cycles_worker<A: Adjacency>(
    g: &A,
    marks: &Marks,
    matched: &[u32],
    in_c: &(dyn Fn(u32) -> bool + Sync),
    queue: &Queue,
    budget: u64,
    report: ProgressReport,
) {
    // This worker's own perfect matching, changed by each path found, and the last state of
    // it whose edges are all marked.
    let mut mate = matched.to_vec();
    let mut known = matched.to_vec();
    let mut search = BlossomSearch::new(g.vertex_count());
    while let Some(chunk) = queue.take() {
        for &u in chunk {
            for slot in 0..g.slot_count(u) {
                if marks.open_at(u) == 0 || queue.over_cap() {
                    break;
                }
                let Some(v) = g.neighbor(u, slot) else {
                    continue;
                };
                if v < u || !marks.is_open(u, slot) {
                    continue;
                }
                if mate[u as usize] == v {
                    queue.charge(marks.decide_slot(u, slot, v, MATCHABLE));
                    continue;
                }
                let before = search.work();
                let mates = (&mut mate[..], &mut known[..]);
                let marking = try_edge(g, marks, mates, in_c, &mut search, [u, v], budget);
                queue.charge(marking + search.work() - before);
            }
        }
        let (done, total) = marks.progress();
        report(EdgeStage::ShortSearches, done, total);
    }
}

/// One budgeted search for a perfect matching through the edge `u - v` (see the module
/// docs), from the perfect matching `mate`, which becomes that matching if one is found
/// (`known` follows it, to mark only the edges that changed). Returns the slots scanned to
/// mark decisions.
fn try_edge<A: Adjacency>(
    g: &A,
    marks: &Marks,
    (mate, known): (&mut [u32], &mut [u32]),
    in_c: &(dyn Fn(u32) -> bool + Sync),
    search: &mut BlossomSearch,
    [u, v]: [u32; 2],
    budget: u64,
) -> u64 {
    let (pu, pv) = (mate[u as usize], mate[v as usize]);
    for x in [u, v, pu, pv] {
        mate[x as usize] = NONE;
    }
    search.set_work_limit(search.work().saturating_add(budget));
    let found = search.search(g, mate, &[pu, pv], |w| w != u && w != v && in_c(w));
    let mut work = 0;
    if found.is_some() {
        mate[u as usize] = v;
        mate[v as usize] = u;
        // The new matching differs from the old one only on the path, whose vertices the
        // search touched: their edges are in a perfect matching.
        for &x in search.touched().iter().chain(&[u, v]) {
            let y = mate[x as usize];
            if y != known[x as usize] {
                known[x as usize] = y;
                if x < y {
                    work += marks.decide(g, x, y, MATCHABLE);
                }
            }
        }
    } else {
        for (x, y) in [(u, pu), (v, pv)] {
            mate[x as usize] = y;
            mate[y as usize] = x;
        }
        if !search.over_work_limit() {
            // Complete: H - u - v misses two vertices, so its odd vertices with u and v are
            // a barrier of H (as in BarrierSearch, with two roots).
            let odd: Vec<u32> = (search.touched().iter().copied())
                .filter(|&x| search.is_odd(x))
                .collect();
            work += marks.rule_out(g, odd.into_iter().chain([u, v]), in_c, |y| {
                search.is_even(y)
            });
        }
    }
    search.clear();
    work
}

/// Stage 3: one complete [`BarrierSearch`] per vertex with open slots this worker takes.
fn barriers_worker<A: Adjacency>(
    g: &A,
    marks: &Marks,
    matched: &[u32],
    in_c: &(dyn Fn(u32) -> bool + Sync),
    queue: &Queue,
    searches: &AtomicUsize,
    report: ProgressReport,
) {
    let mut search = BarrierSearch::new(g.vertex_count());
    while let Some(chunk) = queue.take() {
        let before = search.work();
        let mut work = 0;
        for &u in chunk {
            if marks.open_at(u) == 0 {
                continue;
            }
            searches.fetch_add(1, Relaxed);
            let partner = matched[u as usize];
            let outcome = search.search(g, matched, partner, |w| w != u && in_c(w));
            assert_eq!(
                outcome,
                Outcome::Complete,
                "augmenting path: the decomposition's matching is not maximum"
            );
            // v even: H - u - v has a perfect matching; else u's barrier rules u - v out.
            for slot in 0..g.slot_count(u) {
                if let Some(v) = g.neighbor(u, slot)
                    && in_c(v)
                    && search.is_even(v)
                    && marks.is_open(u, slot)
                {
                    work += marks.decide_slot(u, slot, v, MATCHABLE);
                }
            }
            let odd: Vec<u32> = (search.touched().iter().copied())
                .filter(|&x| search.is_odd(x))
                .collect();
            work += marks.rule_out(g, odd.into_iter().chain([u]), in_c, |y| search.is_even(y));
            search.clear();
        }
        queue.charge(search.work() - before + work);
        let (done, total) = marks.progress();
        report(EdgeStage::CompleteSearches, done, total);
    }
}
