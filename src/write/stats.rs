//! `--stats`: the path one input took through the solver, one `key: value` line each.

use crate::matching::{EdgeClassWork, MsBfsWork};
use crate::read::describe::Description;
use crate::read::graph_input::InputFormat;
use crate::solve::Solution;
use std::io::{self, Write};

/// Writes `solved`'s path and work as `key: value` lines, in this order: `renumbered`,
/// `bipartite` (`yes` or `no`), `start` (`empty`, `karp-sipser`, `karp-sipser-halves`,
/// `nearly-bipartite`, `square-first`, `folding`), `algorithm`; then the counts of what ran:
/// for an ms-bfs start `start_passes`; for ms-bfs `passes`, `hk_dw_phases`,
/// `pothen_fan_phases`, `push_relabel_chunks`, `failed_trials`; for blossom `blossom_work`
/// and `capped` (`yes` when its work passed `(V + 2E) ⌈sqrt V⌉` and Micali–Vazirani
/// finished); for Micali–Vazirani `mv_forest_phases`, `mv_forest_paths` (the forest phases
/// before its own), `mv_phases`, `mv_augmentations`, `mv_petals`, `mv_irregular` (searches that ended
/// where its invariants say they cannot: the answer then comes from the fallback); then `parallel_copies`
/// (copies of edges set aside before solving), `self_check` (`ok`, or `fallback` when the
/// first answer failed its check and a proven algorithm's replaced it); the work of each
/// stage over `V + 2E`, two decimals: `simplify_units`, `renumber_units`, `colouring_units`,
/// `start_units`, `verdicts_units`, `check_units`, `fallback_units`, `certificate_units`
/// (`analyze --certificate`, `board --format json`: the proof and its check), `matching_units`; and
/// last the whole run's `work` and `work_units` (work over `V + 2E`, two decimals), or `not
/// counted` for both (and `matching_units`) when the algorithm keeps no counter. `O(1)`.
///
/// # Errors
/// Those of `w`.
pub fn write_stats(w: &mut impl Write, solved: &Solution) -> io::Result<()> {
    let yes = |b: bool| if b { "yes" } else { "no" };
    let stats = &solved.stats;
    writeln!(w, "renumbered: {}", yes(solved.renumbered))?;
    writeln!(w, "bipartite: {}", yes(solved.bipartite))?;
    writeln!(w, "start: {}", stats.start.name())?;
    writeln!(w, "algorithm: {}", solved.algorithm.name())?;
    if let Some(start) = stats.start_ms_bfs {
        writeln!(w, "start_passes: {}", start.passes)?;
    }
    if let Some(work) = stats.ms_bfs {
        write_ms_bfs(w, &work)?;
    }
    if let Some(blossom) = stats.blossom {
        writeln!(w, "blossom_work: {}", blossom.work)?;
        writeln!(w, "capped: {}", yes(blossom.capped))?;
    }
    if let Some(mv) = stats.micali_vazirani {
        writeln!(w, "mv_forest_phases: {}", mv.forest_phases)?;
        writeln!(w, "mv_forest_paths: {}", mv.forest_paths)?;
        writeln!(w, "mv_phases: {}", mv.phases)?;
        writeln!(w, "mv_augmentations: {}", mv.augmentations)?;
        writeln!(w, "mv_petals: {}", mv.petals)?;
        writeln!(w, "mv_irregular: {}", mv.irregular)?;
    }
    writeln!(w, "parallel_copies: {}", solved.parallel_copies)?;
    writeln!(w, "self_check: {}", solved.self_check.name())?;
    let units = |work: u64| work as f64 / stats.unit.max(1) as f64;
    let stages = &stats.stages;
    for (stage, work) in [
        ("simplify", stages.simplify),
        ("renumber", stages.renumber),
        ("colouring", stages.colouring),
        ("start", stages.start),
        ("verdicts", stages.verdicts),
        ("check", stages.check),
        ("fallback", stages.fallback),
        ("certificate", stages.certificate),
    ] {
        writeln!(w, "{stage}_units: {:.2}", units(work))?;
    }
    match stats.matching_work() {
        Some(work) => writeln!(w, "matching_units: {:.2}", units(work))?,
        None => writeln!(w, "matching_units: not counted")?,
    }
    match (stats.work(), stats.work_units()) {
        (Some(work), Some(units)) => {
            writeln!(w, "work: {work}")?;
            writeln!(w, "work_units: {units:.2}")
        }
        _ => {
            writeln!(w, "work: not counted")?;
            writeln!(w, "work_units: not counted")
        }
    }
}

/// `decompose --edges` on a graph that is not bipartite: after [`write_stats`]'s lines, the
/// work of the searches for the edges of the perfectly matchable part, one `key: value` line
/// each: `edge_forced_work`, `edge_sampled_matchings`, `edge_sampling_work`, `edge_cycle_work`,
/// `edge_barrier_searches`, `edge_barrier_work`, and `edge_work_units`, their work over
/// `unit` (`V + 2E`), two decimals. `O(1)`.
///
/// # Errors
/// Those of `w`.
pub fn write_edge_class_work(
    w: &mut impl Write,
    work: &EdgeClassWork,
    unit: u64,
) -> io::Result<()> {
    writeln!(w, "edge_forced_work: {}", work.forced_work)?;
    writeln!(w, "edge_sampled_matchings: {}", work.sampled_matchings)?;
    writeln!(w, "edge_sampling_work: {}", work.sampling_work)?;
    writeln!(w, "edge_cycle_work: {}", work.cycle_work)?;
    writeln!(w, "edge_barrier_searches: {}", work.barrier_searches)?;
    writeln!(w, "edge_barrier_work: {}", work.barrier_work)?;
    writeln!(
        w,
        "edge_work_units: {:.2}",
        work.total() as f64 / unit.max(1) as f64
    )
}

/// ms-bfs's passes, phases and trials.
fn write_ms_bfs(w: &mut impl Write, work: &MsBfsWork) -> io::Result<()> {
    writeln!(w, "passes: {}", work.passes)?;
    writeln!(w, "hk_dw_phases: {}", work.phases)?;
    writeln!(w, "pothen_fan_phases: {}", work.depth_first_phases)?;
    writeln!(w, "push_relabel_chunks: {}", work.push_chunks)?;
    writeln!(w, "failed_trials: {}", work.failed_trials)
}

/// `--stats` of a graph read from a file, before [`write_stats`]'s lines: `input_format`
/// (`pairs`, `matrix-market`, ...), and for pairs `delimiter` (`blanks`, `tab`, or the
/// character), `header` (`none`, or `line L skipped: TEXT`) and `index_column` (`yes` when
/// pandas' index column was skipped, else `no`), and for Matrix Market `matrix`
/// (`adjacency` or `bipartite`: how the matrix was read). `O(1)`.
///
/// # Errors
/// Those of `w`.
pub fn write_reading(w: &mut impl Write, description: &Description) -> io::Result<()> {
    writeln!(w, "input_format: {}", description.format)?;
    if description.format == InputFormat::Pairs {
        writeln!(w, "delimiter: {}", description.delimiter_name())?;
        match &description.header.skipped {
            Some((line, text)) => writeln!(w, "header: line {line} skipped: {text}")?,
            None => writeln!(w, "header: none")?,
        }
        let index = if description.header.index_column {
            "yes"
        } else {
            "no"
        };
        writeln!(w, "index_column: {index}")?;
    }
    if let Some(matrix) = description.matrix {
        writeln!(w, "matrix: {matrix}")?;
    }
    Ok(())
}
