//! What the default path did on one input, counted rather than timed: which start ran, which
//! algorithms, and their work, so that a user (`--stats`), a test (`tests/it/work_bounds.rs`) and
//! a benchmark can see why an input was slow.

use super::{MsBfsWork, MvWork};

/// The start a maximum-matching algorithm grew its matching from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Start {
    /// No start: the algorithm begins from the empty matching.
    Empty,
    /// Karp–Sipser (`super::karp_sipser`).
    KarpSipser,
    /// Karp–Sipser on the two halves of a large board, on two threads.
    KarpSipserHalves,
    /// `super::general_start` on a graph its breadth-first colouring leaves with at most
    /// `sqrt V` edges inside the classes: ms-bfs on the other edges.
    NearlyBipartite,
    /// `super::general_start` with the square-first colouring: ms-bfs on the edges across it.
    SquareFirst,
    /// `super::general_start` falling back on `super::karp_sipser_folding`.
    Folding,
}

impl Start {
    /// The start's name in `--stats`: `empty`, `karp-sipser`, `karp-sipser-halves`,
    /// `nearly-bipartite`, `square-first` or `folding`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            Start::Empty => "empty",
            Start::KarpSipser => "karp-sipser",
            Start::KarpSipserHalves => "karp-sipser-halves",
            Start::NearlyBipartite => "nearly-bipartite",
            Start::SquareFirst => "square-first",
            Start::Folding => "folding",
        }
    }
}

/// What the blossom searches and phases did under their work cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct BlossomWork {
    /// Slots scanned plus the steps of every walk along a tree path.
    pub work: u64,
    /// Whether the work passed the cap `(V + 2E) ⌈sqrt V⌉`, so that Micali–Vazirani finished.
    pub capped: bool,
}

/// The path one input took through the matching algorithms, and the work they did: a plain
/// value, filled along the default paths (`*_with_stats` functions) and carried to the front
/// ends in `solve::Solution`.
///
/// *Work* is what the algorithms count as they go: neighbour slots scanned (and, for
/// blossom, the steps of its walks along tree paths; for Micali–Vazirani, predecessor entries
/// too). It covers every maximum-matching algorithm that ran, the ms-bfs run inside a
/// nearly-bipartite or square-first start included; the steps around them (Karp–Sipser,
/// the colourings, the folding start, the verdicts, the self-check) are in [`StageWork`].
/// Algorithms that keep no counter (asked for by name, like Kuhn's) leave the work unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MatchingStats {
    /// The start the matching grew from.
    pub start: Start,
    /// The ms-bfs run inside the start (nearly-bipartite and square-first starts).
    pub start_ms_bfs: Option<MsBfsWork>,
    /// ms-bfs's passes, phases and trials, when it was the algorithm.
    pub ms_bfs: Option<MsBfsWork>,
    /// The blossom searches' work, when blossom was the algorithm.
    pub blossom: Option<BlossomWork>,
    /// Micali–Vazirani's phases, augmentations and petals, when it ran (past blossom's cap,
    /// or asked for).
    pub micali_vazirani: Option<MvWork>,
    /// One unit of work: `V + 2E` (vertices plus neighbour slots).
    pub unit: u64,
    /// The work of the steps around the matching algorithms.
    pub stages: StageWork,
}

/// The work of the steps of one run around its maximum-matching algorithms, in the same
/// currency as theirs (neighbour slots read, plus one per vertex visited): counted as they
/// go where a step's cost depends on the input (the square-first colouring's 4-cycle tests,
/// the folding start, the self-check, the collapsing of parallel edges), charged at its
/// bound where the step is a fixed number of sweeps of the graph (Karp–Sipser: five; a
/// breadth-first colouring, renumbering or verdicts' search: one or two each, as their docs
/// say). Zero for a step that did not run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct StageWork {
    /// Collapsing parallel copies of edges (`graph::without_parallel_edges`).
    pub simplify: u64,
    /// The test for a scattered numbering and the breadth-first renumbering.
    pub renumber: u64,
    /// The two-colouring that finds the sides (or checks the sides given).
    pub colouring: u64,
    /// The start: Karp–Sipser, or the general start's colourings and folding (the ms-bfs
    /// inside a general start is counted with the matching).
    pub start: u64,
    /// The verdicts: the alternating search, or the Gallai–Edmonds parts.
    pub verdicts: u64,
    /// The self-check of the answer (and of a fallback's answer, when one ran).
    pub check: u64,
    /// A fallback's whole run, when the first answer failed its check.
    pub fallback: u64,
    /// The certificate of every verdict and its check, when one was asked for
    /// (`analyze --certificate`, `board --format json`; set by the caller that built it).
    pub certificate: u64,
}

impl StageWork {
    /// The stages' work together. `O(1)`.
    pub fn total(&self) -> u64 {
        self.simplify
            + self.renumber
            + self.colouring
            + self.start
            + self.verdicts
            + self.check
            + self.fallback
            + self.certificate
    }
}

impl MatchingStats {
    /// Stats with nothing counted yet, for a graph whose unit (`V + 2E`) is `unit`. `O(1)`.
    pub fn new(start: Start, unit: u64) -> MatchingStats {
        MatchingStats {
            start,
            start_ms_bfs: None,
            ms_bfs: None,
            blossom: None,
            micali_vazirani: None,
            unit,
            stages: StageWork::default(),
        }
    }

    /// The whole run's work: the matching's ([`MatchingStats::matching_work`]) and every
    /// stage around it ([`StageWork`]), or `None` when the matching algorithm that ran keeps
    /// no counter. `O(1)`.
    pub fn work(&self) -> Option<u64> {
        self.matching_work().map(|w| w + self.stages.total())
    }

    /// The maximum-matching algorithms' work alone (see the type's doc), or `None` when no
    /// algorithm that ran counts its work. `O(1)`.
    pub fn matching_work(&self) -> Option<u64> {
        let ms_bfs =
            |w: MsBfsWork| w.pass_scans + w.phase_scans + w.depth_first_scans + w.push_scans;
        let counted = [
            self.ms_bfs.map(ms_bfs),
            self.blossom.map(|b| b.work),
            self.micali_vazirani.map(|mv| mv.scans),
        ];
        if counted.iter().all(Option::is_none) {
            return None;
        }
        let start = self.start_ms_bfs.map_or(0, ms_bfs);
        Some(start + counted.iter().flatten().sum::<u64>())
    }

    /// [`MatchingStats::work`], the whole run's, in units of `V + 2E` (one look at the whole
    /// graph). `O(1)`.
    pub fn work_units(&self) -> Option<f64> {
        self.work().map(|w| w as f64 / self.unit.max(1) as f64)
    }
}
