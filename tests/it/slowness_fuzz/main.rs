//! The default's work on inputs searched for slowness, in units of its guarantee's bound:
//! `ratio = scans / ((V + 2E) ⌈√V⌉)`, the `work_units / √V` of `--stats`. The work tests
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
use bigame::matching::{
    Matching, blossom_with_work, general_start, hopcroft_karp, karp_sipser, micali_vazirani,
    ms_bfs_with_work,
};
use bigame::read::edge_list::read_edge_list;
use std::path::Path;

/// The most the default may spend on a kept graph, in units of `(V + 2E) ⌈√V⌉`: twice the
/// worst ratio the search found (0.31; `tests/data/slowness/README.md`), so that a heuristic
/// may change a little without failing the test, while a change that doubles the work on the
/// graphs built to be slow does fail it.
const REGRESSION_BOUND: f64 = 0.6;

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
    /// `scans / ((V + 2E) ⌈√V⌉)`.
    pub ratio: f64,
}

/// `⌈√n⌉`, the factor of the defaults' caps.
fn ceil_sqrt(n: u64) -> u64 {
    let r = n.isqrt();
    r + u64::from(r * r < n)
}

/// Runs the default on `g` as the library's front ends do (two-colouring decides the path),
/// counts its work, and checks its matching against an independent algorithm: a wrong size is
/// an `Err` naming both, so that the fuzzer can save the graph before it fails.
pub fn measure(g: &Graph) -> Result<Measured, String> {
    let n = g.vertex_count();
    let unit = (n + 2 * g.edge_count()) as u64;
    let (kind, scans, size, expected) = match two_colouring(g) {
        TwoColouring::Sides(left) => {
            let b = BipartiteGraph::new(g, left);
            let (m, work) = ms_bfs_with_work(&b, karp_sipser(&b));
            if !m.is_valid_in(&b) {
                return Err("ms_bfs returned an invalid matching".into());
            }
            let scans =
                work.pass_scans + work.phase_scans + work.depth_first_scans + work.push_scans;
            let expected = hopcroft_karp(&b, Matching::empty(n)).size();
            (Kind::Bipartite, scans, m.size(), expected)
        }
        TwoColouring::OddCycle(_) => {
            // blossom_with_work counts blossom's scans and walks, and, past its cap,
            // Micali–Vazirani's scans as well.
            let (m, scans) = blossom_with_work(g, general_start(g));
            if !m.is_valid_in(g) {
                return Err("blossom returned an invalid matching".into());
            }
            let expected = micali_vazirani(g, Matching::empty(n)).size();
            (Kind::General, scans, m.size(), expected)
        }
    };
    if size != expected {
        return Err(format!(
            "{} default: matching of {size}, the checking algorithm found {expected}",
            kind.name()
        ));
    }
    let ratio = scans as f64 / (unit.max(1) * ceil_sqrt(n as u64).max(1)) as f64;
    Ok(Measured { kind, scans, ratio })
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
