//! The default's work on inputs searched for slowness, in units of its guarantee's bound:
//! `ratio = work / ((V + 2E) (⌈√V⌉ + 24))`, `work_units` of `--stats` over `⌈√V⌉ + 24`: the
//! whole run's work (collapsing parallel copies, colourings, start, matching, verdicts,
//! self-check) over its bound, the matching's caps plus a constant number of sweeps. The work tests
//! (`work_counts.rs`) pin the families we thought of; this file holds the ones a search found.
//!
//! - `regressions_stay_under_the_bound` (always runs): the worst graphs the search found, kept
//!   in `tests/data/slowness/`, must stay under [`REGRESSION_BOUND`] and get the right answer.
//! - `slowness_fuzz` (ignored, opt-in): the search itself ([`climb`]), a hill climb over graph
//!   mutations that keeps the worst graphs it meets and writes them out as edge lists.
//!
//! Work is counted, never timed, so the bound holds on any machine.

mod climb;

use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{Matching, hopcroft_karp, micali_vazirani};
use bigame::read::edge_list::read_edge_list;
use bigame::solve::{SelfCheck, solve_graph};
use std::path::Path;

/// The most the default may spend on a kept graph, in units of its whole run's bound
/// `(V + 2E) (⌈√V⌉ + 24)`: twice the worst ratio the search found (0.42;
/// `tests/data/slowness/README.md`), so that a heuristic may change a little without failing
/// the test, while a change that doubles the work on the graphs built to be slow does fail it.
const REGRESSION_BOUND: f64 = 0.85;

/// The whole run's bound is `(V + 2E) (⌈√V⌉ + STAGE_LOOKS)`: the matching's caps, plus the
/// stages around it, a few sweeps each (`tests/it/work_bounds.rs` bounds them by this many
/// sweeps apart).
const STAGE_LOOKS: u64 = 24;

/// Which default a graph gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Two-colourable: Karp–Sipser, then `ms_bfs` under its guard.
    Bipartite,
    /// Not: `general_start`, then blossom under its cap, Micali–Vazirani past it.
    General,
}

impl Kind {
    /// The name in reports and file names.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bipartite => "bipartite",
            Kind::General => "general",
        }
    }
}

/// What the default did on one graph.
#[derive(Clone, Copy, Debug)]
pub struct Measured {
    /// The default that ran.
    pub kind: Kind,
    /// Neighbour slots (and predecessor entries, and walks) the default counted.
    pub scans: u64,
    /// `scans / ((V + 2E) (⌈√V⌉ + STAGE_LOOKS))`.
    pub ratio: f64,
    /// Wall-clock nanoseconds per unit of work counted (or per `V + 2E`, if more): a run
    /// whose time grows while its count does not has a loop the meter misses.
    pub nanos_per_unit: f64,
}

/// `⌈√n⌉`, the factor of the defaults' caps.
fn ceil_sqrt(n: u64) -> u64 {
    let r = n.isqrt();
    r + u64::from(r * r < n)
}

/// Runs the default on `g` as the library's front ends do (`solve_graph`: parallel copies
/// collapsed, two-colouring decides the path, the answer self-checked), counts the whole run's
/// work (every stage, not only the matching's), and checks its matching against an
/// independent algorithm: a wrong size is an `Err` naming both, so that the fuzzer can save
/// the graph before it fails. Also times the run, so that a loop the meter misses shows as
/// time per unit of work.
pub fn measure(g: &Graph) -> Result<Measured, String> {
    let n = g.vertex_count();
    let unit = (n + 2 * g.edge_count()) as u64;
    let started = std::time::Instant::now();
    let solved = solve_graph(g, None, None).map_err(|e| e.to_string())?;
    let nanos = started.elapsed().as_nanos() as f64;
    let m = solved.analysis.matching();
    if !m.is_valid_in(g) {
        return Err("the default returned an invalid matching".into());
    }
    if solved.self_check != SelfCheck::Passed {
        return Err(format!("the self-check fell back: {:?}", solved.self_check));
    }
    let scans = solved.stats.work().ok_or("the default counted no work")?;
    let (kind, expected) = match two_colouring(g) {
        TwoColouring::Sides(left) => {
            let b = BipartiteGraph::new(g, left);
            (
                Kind::Bipartite,
                hopcroft_karp(&b, Matching::empty(n)).size(),
            )
        }
        TwoColouring::OddCycle(_) => (Kind::General, micali_vazirani(g, Matching::empty(n)).size()),
    };
    if m.size() != expected {
        return Err(format!(
            "{} default: matching of {}, the checking algorithm found {expected}",
            kind.name(),
            m.size()
        ));
    }
    let bound = unit.max(1) * (ceil_sqrt(n as u64) + STAGE_LOOKS);
    let ratio = scans as f64 / bound as f64;
    let nanos_per_unit = nanos / (scans.max(unit)) as f64;
    Ok(Measured {
        kind,
        scans,
        ratio,
        nanos_per_unit,
    })
}

/// The kept graphs: every edge list in `tests/data/slowness/`, by file name.
fn regression_graphs() -> Vec<(String, Graph)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/slowness");
    let mut found: Vec<(String, Graph)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let bytes = std::fs::read(&path).unwrap();
            let g = read_edge_list(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, g)
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

/// The least whole-run work of any single algorithm asked for by name on `g` (those that
/// solve its kind; an algorithm that counts no work is left out): the yardstick of the
/// objective "the default's work over the best single algorithm's". `None` when none counts.
///
/// `skip` names algorithms left out from the start, and an algorithm whose run takes longer
/// than `cap` of wall time is left out of the minimum too (its run cannot be cut short, but
/// the caller can skip it on the next, similar graphs): the second value lists those. An
/// algorithm slower than the cap while the default is not is far from the best, so the
/// minimum rarely changes by it.
pub fn best_single_work(
    g: &Graph,
    kind: Kind,
    cap: std::time::Duration,
    skip: &[bigame::matching::Algorithm],
) -> (Option<u64>, Vec<bigame::matching::Algorithm>) {
    let mut over_cap = Vec::new();
    let best = bigame::matching::Algorithm::ALL
        .into_iter()
        .filter(|a| kind == Kind::Bipartite || a.solves_general_graphs())
        .filter(|a| !skip.contains(a))
        .filter_map(|a| {
            let started = std::time::Instant::now();
            let work = solve_graph(g, None, Some(a)).ok()?.stats.work();
            if started.elapsed() > cap {
                over_cap.push(a);
                return None;
            }
            work
        })
        .min();
    (best, over_cap)
}

#[test]
fn regressions_stay_under_the_bound() {
    let graphs = regression_graphs();
    // One of each kind at least: a folder emptied by mistake must not pass silently.
    for kind in [Kind::Bipartite, Kind::General] {
        assert!(
            graphs.iter().any(|(name, _)| name.starts_with(kind.name())),
            "no {} graph in tests/data/slowness",
            kind.name()
        );
    }
    for (name, g) in &graphs {
        let measured = measure(g).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            name.starts_with(measured.kind.name()),
            "{name}: took the {} path",
            measured.kind.name()
        );
        assert!(
            measured.ratio <= REGRESSION_BOUND,
            "{name}: {} scans, {:.3} units of (V + 2E) ceil(sqrt V), bound {REGRESSION_BOUND}",
            measured.scans,
            measured.ratio
        );
    }
}

#[test]
#[ignore = "a search for slow inputs: cargo test --release --test it slowness_fuzz:: -- --ignored --nocapture"]
fn slowness_fuzz() {
    climb::run();
}
