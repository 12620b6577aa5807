//! What the default path did on one input, counted rather than timed: which start ran, which
//! algorithms, and their work, so that a user (`--stats`), a test (`tests/it/work_bounds.rs`) and
//! a benchmark can see why an input was slow.

use super::{MsBfsWork, MvWork};

/// The start a maximum-matching algorithm grew its matching from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
/// nearly-bipartite or square-first start included; it leaves out the `O(V + E)` steps
/// around them (Karp–Sipser, the colourings, the folding start, the verdicts), which no
/// counter measures. Algorithms that keep no counter (asked for by name, like Kuhn's) leave
/// the work unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
        }
    }

    /// All the work counted (see the type's doc), or `None` when no algorithm that ran
    /// counts its work. `O(1)`.
    pub fn work(&self) -> Option<u64> {
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

    /// [`MatchingStats::work`] in units of `V + 2E` (one look at the whole graph). `O(1)`.
    pub fn work_units(&self) -> Option<f64> {
        self.work().map(|w| w as f64 / self.unit.max(1) as f64)
    }
}
