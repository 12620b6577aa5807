//! The slowness search: hill climbing over graph mutations to maximise the default's work ratio
//! ([`measure`]). Each climb starts from a small graph (random, one of the hard families, or
//! one of the worst found so far), keeps a mutant whenever its ratio is at least its parent's
//! (ties too, so that the climb can cross plateaus), and restarts when it stops improving. The
//! worst few graphs of each kind are printed and written out as edge lists.
//!
//! Environment: `BIGAME_SLOWNESS_ITERATIONS` (graphs to measure, default 20,000: about half a minute),
//! `BIGAME_SLOWNESS_SEED` (default 1: the same seed repeats the same search),
//! `BIGAME_SLOWNESS_OUT` (the folder for the worst graphs, default `slowness_fuzz/` in the
//! target directory) and `BIGAME_SLOWNESS_OBJECTIVE`: `bound` (the default: the work over the
//! whole run's bound) or `best` (the default's work over the best single algorithm's on the
//! same graph, [`best_single_work`]: where the default's choice of algorithm costs most).
//!
//! For runs that must end in time: `BIGAME_SLOWNESS_SECONDS` (stop after this much wall
//! time, between two mutants; default: no limit), `BIGAME_SLOWNESS_CAP_MS` (with `best`: a
//! single algorithm whose run on a mutant takes longer is left out of that mutant's best and
//! skipped for the rest of the climb, and the climb's line says so; default 1000) and
//! `BIGAME_SLOWNESS_KIND` (`bipartite` or `general`: one half only; default both, climbs
//! alternating). Each climb prints one line as it ends (its start, mutants, ratios, the
//! worst so far, the algorithms over the cap), so a long run shows its progress; the summary
//! follows at the end. Mutants beyond [`MAX_SIZE`] vertices or edges are not measured.

use super::{Kind, best_single_work, measure};
use bigame::generate::hard::{Family, hard_graph};
use bigame::generate::{GraphSpec, Rng, random_graph};
use bigame::graph::{Adjacency, Graph};
use bigame::matching::Algorithm;
use bigame::write::edge_list::write_edge_list;
use std::collections::{HashSet, VecDeque};
use std::path::PathBuf;
use std::time::Instant;

/// How many of the worst graphs of each kind are kept and written out.
const KEPT: usize = 5;
/// Mutants a climb may measure in a row without an improvement of [`STEP`] before it restarts:
/// long enough to cross a plateau of equal ratios, short enough for many starts.
const PATIENCE: u32 = 60;
/// The fewest vertices a start may have: the ratio divides by `√V`, so on a tiny graph a few
/// scans of fixed overhead already look like a high ratio and tell nothing about growth.
const MIN_VERTICES: usize = 200;
/// The least relative gain that counts as progress: one scan more is not (the climbs crept on
/// by single scans for hundreds of mutations).
const STEP: f64 = 1.01;
/// The most mutants one climb measures, so that a slow creep cannot take the whole budget.
const CLIMB: u32 = 400;
/// The most vertices, and the most edges, a mutant may have to be measured: parallel copies
/// and isolated vertices can double a graph in one mutation, and a climb of doublings would
/// otherwise spend the run on a few huge graphs.
const MAX_SIZE: usize = 100_000;

/// A graph as the search edits it: an edge list in the order the CSR graph is built from (the
/// order of neighbours matters to the greedy starts, so mutations keep it).
#[derive(Clone)]
struct Case {
    n: u32,
    edges: Vec<(u32, u32)>,
    /// Where the graph came from and how many mutations it went through, for the report.
    origin: String,
    mutations: u32,
    /// The start it descends from: the worst list keeps one graph per lineage, not the near
    /// copies one climb passes through (a restart from a kept graph continues its lineage).
    lineage: u64,
}

impl Case {
    fn graph(&self) -> Graph {
        Graph::from_edges(self.n as usize, &self.edges)
    }
}

/// A graph with its measured ratio.
#[derive(Clone)]
struct Scored {
    case: Case,
    kind: Kind,
    ratio: f64,
    scans: u64,
}

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={text:?}: expected a whole number")),
        Err(_) => default,
    }
}

/// The search; panics (after saving the graph) on a wrong answer.
pub fn run() {
    let iterations = env_u64("BIGAME_SLOWNESS_ITERATIONS", 20_000);
    let seed = env_u64("BIGAME_SLOWNESS_SEED", 1);
    let out = std::env::var_os("BIGAME_SLOWNESS_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            // CARGO_TARGET_TMPDIR is <target>/tmp: its sibling keeps the output in the target
            // directory wherever CARGO_TARGET_DIR puts it.
            PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
                .parent()
                .unwrap()
                .join("slowness_fuzz")
        });
    std::fs::create_dir_all(&out).unwrap();
    let seconds_limit = std::env::var("BIGAME_SLOWNESS_SECONDS")
        .ok()
        .map(|_| env_u64("BIGAME_SLOWNESS_SECONDS", 0));
    let cap = std::time::Duration::from_millis(env_u64("BIGAME_SLOWNESS_CAP_MS", 1000));
    let only = match std::env::var("BIGAME_SLOWNESS_KIND").as_deref() {
        Ok("bipartite") => Some(Kind::Bipartite),
        Ok("general") => Some(Kind::General),
        Err(_) => None,
        Ok(other) => panic!("BIGAME_SLOWNESS_KIND={other:?}: expected bipartite or general"),
    };
    let mut rng = Rng::new(seed);
    let mut worst: Vec<Scored> = Vec::new();
    let started = Instant::now();
    let out_of_time = || seconds_limit.is_some_and(|s| started.elapsed().as_secs() >= s);
    let (mut measured, mut climbs) = (0u64, 0u64);
    let mut per_unit = PerUnit::default();
    while measured < iterations && !out_of_time() {
        // Alternate the kinds so that each gets half the budget.
        let kind = only.unwrap_or(if climbs % 2 == 0 {
            Kind::Bipartite
        } else {
            Kind::General
        });
        climbs += 1;
        let start = start_case(kind, &worst, climbs, &mut rng);
        let mut climb = Climb {
            cap,
            ..Climb::default()
        };
        let mut parent = match score(&start, &out, &mut climb, &mut per_unit) {
            Some(s) if s.0 == kind => Scored {
                case: start,
                kind,
                ratio: s.1,
                scans: s.2,
            },
            _ => continue, // a start of the other kind (a family too small to chord): redraw
        };
        measured += 1;
        keep(&mut worst, &parent);
        let (mut stale, mut steps) = (0, 0);
        let mut best = parent.ratio;
        let first_ratio = parent.ratio;
        while stale < PATIENCE && steps < CLIMB && measured < iterations && !out_of_time() {
            steps += 1;
            let child = mutate(&parent.case, kind, &mut rng);
            let Some((child_kind, ratio, scans)) = score(&child, &out, &mut climb, &mut per_unit)
            else {
                continue;
            };
            measured += 1;
            let scored = Scored {
                case: child,
                kind: child_kind,
                ratio,
                scans,
            };
            keep(&mut worst, &scored);
            if child_kind != kind || ratio < parent.ratio {
                stale += 1;
                continue;
            }
            if ratio > best * STEP {
                (stale, best) = (0, ratio);
            } else {
                stale += 1;
            }
            parent = scored;
        }
        let worst_of = |k: Kind| {
            worst
                .iter()
                .find(|s| s.kind == k)
                .map_or("-".to_string(), |s| format!("{:.3}", s.ratio))
        };
        let over: Vec<String> = climb.over_cap.iter().map(|a| a.to_string()).collect();
        println!(
            "climb {climbs} {}: {} mutants, ratio {first_ratio:.3} -> {:.3} (V {} E {}); worst so far: bipartite {}, general {}; work per (V + 2E) at most {:.1} (V {}); {:.0} s{}",
            kind.name(),
            steps,
            parent.ratio,
            parent.case.n,
            parent.case.edges.len(),
            worst_of(Kind::Bipartite),
            worst_of(Kind::General),
            per_unit.most,
            per_unit.vertices,
            started.elapsed().as_secs_f64(),
            match over.is_empty() {
                true => String::new(),
                false => format!(
                    "; over the {} ms cap, left out of the best: {}",
                    cap.as_millis(),
                    over.join(", ")
                ),
            }
        );
        println!("  from {}", start_origin(&parent.case));
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "slowness fuzz: seed {seed}, {measured} graphs measured in {climbs} climbs, {seconds:.1} s"
    );
    if let Some((nanos, what)) = SLOWEST.lock().unwrap().as_ref() {
        println!("slowest time per unit of work: {nanos:.1} ns, on {what}");
    }
    println!(
        "most work per (V + 2E): {:.2} (V {}, E {}, {} units), on {}",
        per_unit.most, per_unit.vertices, per_unit.edges, per_unit.scans, per_unit.what
    );
    for kind in [Kind::Bipartite, Kind::General] {
        let mine: Vec<&Scored> = worst.iter().filter(|s| s.kind == kind).collect();
        match mine.first() {
            Some(top) => println!("worst {} ratio: {:.4}", kind.name(), top.ratio),
            None => println!("worst {} ratio: none measured", kind.name()),
        }
        for (rank, s) in mine.iter().enumerate() {
            let path = out.join(format!("{}-{}.txt", kind.name(), rank + 1));
            write_case(&s.case, &path);
            println!(
                "  {:.4}  V {} E {}  {} scans  from {} after {} mutations  -> {}",
                s.ratio,
                s.case.n,
                s.case.edges.len(),
                s.scans,
                s.case.origin,
                s.case.mutations,
                path.display()
            );
        }
    }
}

/// What one climb carries from mutant to mutant.
#[derive(Default)]
struct Climb {
    /// A single algorithm slower than this on a mutant is left out of its best.
    cap: std::time::Duration,
    /// The algorithms left out so far, skipped for the rest of the climb.
    over_cap: Vec<Algorithm>,
}

/// The most whole-run work per unit of input `V + 2E` seen in the run, and where.
#[derive(Default)]
struct PerUnit {
    most: f64,
    vertices: u32,
    edges: usize,
    scans: u64,
    what: String,
}

/// The origin line of a case, with its mutations.
fn start_origin(case: &Case) -> String {
    format!("{} after {} mutations", case.origin, case.mutations)
}

/// Measures `case`; on a wrong answer, writes it to `out` and panics.
fn score(
    case: &Case,
    out: &std::path::Path,
    climb: &mut Climb,
    per_unit: &mut PerUnit,
) -> Option<(Kind, f64, u64)> {
    if case.edges.is_empty() || case.n as usize > MAX_SIZE || case.edges.len() > MAX_SIZE {
        return None;
    }
    match measure(&case.graph()) {
        Ok(m) => {
            let unit = u64::from(case.n) + 2 * case.edges.len() as u64;
            let work_per_unit = m.scans as f64 / unit as f64;
            if work_per_unit > per_unit.most {
                *per_unit = PerUnit {
                    most: work_per_unit,
                    vertices: case.n,
                    edges: case.edges.len(),
                    scans: m.scans,
                    what: start_origin(case),
                };
            }
            // Time per unit is only worth reading on runs long enough to time.
            if m.scans > 100_000 {
                let mut slowest = SLOWEST.lock().unwrap();
                if slowest
                    .as_ref()
                    .is_none_or(|(ns, _)| m.nanos_per_unit > *ns)
                {
                    let what = format!("{} ({} mutations)", case.origin, case.mutations);
                    *slowest = Some((m.nanos_per_unit, what));
                }
            }
            if objective_is_best() {
                let graph = case.graph();
                let (best, over_cap) = best_single_work(&graph, m.kind, climb.cap, &climb.over_cap);
                climb.over_cap.extend(over_cap);
                let best = best?;
                return Some((m.kind, m.scans as f64 / best.max(1) as f64, m.scans));
            }
            Some((m.kind, m.ratio, m.scans))
        }
        Err(e) => {
            let path = out.join("wrong-answer.txt");
            write_case(case, &path);
            panic!("{e} on {} (written to {})", case.origin, path.display());
        }
    }
}

/// Whether `BIGAME_SLOWNESS_OBJECTIVE` asks for the default's work over the best single
/// algorithm's (`best`) rather than over the bound (`bound`, the default).
fn objective_is_best() -> bool {
    match std::env::var("BIGAME_SLOWNESS_OBJECTIVE").as_deref() {
        Ok("best") => true,
        Ok("bound") | Err(_) => false,
        Ok(other) => panic!("BIGAME_SLOWNESS_OBJECTIVE={other:?}: expected bound or best"),
    }
}

/// The most wall-clock time per unit of counted work seen on a run of over `10^5` units, and
/// the graph it was seen on: a loop the meter misses shows here.
static SLOWEST: std::sync::Mutex<Option<(f64, String)>> = std::sync::Mutex::new(None);

fn write_case(case: &Case, path: &std::path::Path) {
    let mut bytes = Vec::new();
    write_edge_list(&mut bytes, &case.graph()).unwrap();
    std::fs::write(path, bytes).unwrap();
}

/// Keeps `s` among the [`KEPT`] worst of its kind, one per lineage.
fn keep(worst: &mut Vec<Scored>, s: &Scored) {
    if let Some(i) = worst
        .iter()
        .position(|w| w.case.lineage == s.case.lineage && w.kind == s.kind)
    {
        if worst[i].ratio >= s.ratio {
            return;
        }
        worst.remove(i);
    }
    worst.push(s.clone());
    worst.sort_by(|a, b| b.ratio.total_cmp(&a.ratio));
    if worst.iter().filter(|w| w.kind == s.kind).count() > KEPT
        && let Some(i) = worst.iter().rposition(|w| w.kind == s.kind)
    {
        worst.remove(i);
    }
}

/// A graph to climb from: a random graph, a hard family at a small size (with odd chords for
/// the general kind), or one of the worst found so far, a third of the time each.
fn start_case(kind: Kind, worst: &[Scored], lineage: u64, rng: &mut Rng) -> Case {
    let mine: Vec<&Scored> = worst.iter().filter(|s| s.kind == kind).collect();
    let pick = rng.below(3);
    if pick == 2 && !mine.is_empty() {
        let mut case = mine[rng.below(mine.len() as u64) as usize].case.clone();
        if !case.origin.ends_with("(again)") {
            case.origin.push_str(" (again)");
        }
        return case;
    }
    let tag = kind.name();
    if pick == 1 {
        let families: Vec<Family> = Family::ALL
            .into_iter()
            .filter(|f| kind == Kind::General || f.is_bipartite())
            .collect();
        let family = families[rng.below(families.len() as u64) as usize];
        let size = 300 + rng.below(2700);
        let relabel = rng.chance(50);
        let seed = rng.next_u64() % 1000;
        if let Ok(g) = hard_graph(family, size, seed, relabel)
            && (MIN_VERTICES..=5000).contains(&g.graph.vertex_count())
        {
            let mut case = Case {
                n: g.graph.vertex_count() as u32,
                edges: g.graph.edges().collect(),
                origin: format!("{tag} {family} size {size} seed {seed} relabel {relabel}"),
                mutations: 0,
                lineage,
            };
            if kind == Kind::General && family.is_bipartite() {
                for _ in 0..1 + rng.below(4) {
                    odd_chord(&mut case, rng);
                }
            }
            return case;
        }
    }
    let n = 200 + rng.below(2800) as u32;
    // Average degree 2 to 6: sparse graphs leave the greedy starts the most to miss.
    let m = n as u64 * (2 + rng.below(5)) / 2;
    let seed = rng.next_u64() % 1_000_000;
    let spec = match kind {
        Kind::Bipartite => {
            let left = n / 2 - rng.below(n as u64 / 8) as u32;
            GraphSpec::bipartite(left, n - left, m)
        }
        Kind::General => GraphSpec::general(n, m),
    };
    let g = random_graph(&spec, seed).unwrap().graph;
    Case {
        n,
        edges: g.edges().collect(),
        origin: format!("{tag} random V {n} E {m} seed {seed}"),
        mutations: 0,
        lineage,
    }
}

/// A mutant of `case`: one to three edits (add, remove or rewire an edge; for the general kind
/// also an odd chord), or a renumbering. Bipartite edits keep the sides of a BFS colouring, so
/// that a bipartite climb stays bipartite.
fn mutate(case: &Case, kind: Kind, rng: &mut Rng) -> Case {
    let mut child = case.clone();
    child.mutations += 1;
    if rng.chance(10) {
        renumber(&mut child, rng);
        return child;
    }
    let parity = bfs_parity(&child);
    let mut present: HashSet<(u32, u32)> = child.edges.iter().map(|&e| ordered(e)).collect();
    for _ in 0..1 + rng.below(3) {
        // The vertices the colours were taken of (isolated and pendant ones come after).
        let n = parity.len() as u64;
        match rng.below(if kind == Kind::General { 7 } else { 6 }) {
            3 if !child.edges.is_empty() => {
                // Parallel copies of one edge, up to as many as there are edges.
                let e = child.edges[rng.below(child.edges.len() as u64) as usize];
                let copies = 1 + rng.below(child.edges.len() as u64);
                child.edges.extend(std::iter::repeat_n(e, copies as usize));
            }
            4 => {
                // Isolated vertices, up to as many again.
                child.n += 1 + rng.below(u64::from(child.n)) as u32;
            }
            5 => {
                // A pendant path from a random vertex (a path keeps a bipartite graph so).
                let mut at = rng.below(n) as u32;
                for _ in 0..1 + rng.below(64) {
                    child.edges.push((at, child.n));
                    at = child.n;
                    child.n += 1;
                }
            }
            0 => {
                // Add: for the bipartite kind, between the two colours.
                let u = rng.below(n) as u32;
                let w = rng.below(n) as u32;
                let fits = kind == Kind::General || parity[u as usize] != parity[w as usize];
                if u != w && fits && present.insert(ordered((u, w))) {
                    child.edges.push((u, w));
                }
            }
            1 if child.edges.len() > 1 => {
                let i = rng.below(child.edges.len() as u64) as usize;
                present.remove(&ordered(child.edges.remove(i)));
            }
            2 if !child.edges.is_empty() => {
                // Rewire one end to a vertex of the same colour (any vertex, general).
                let i = rng.below(child.edges.len() as u64) as usize;
                let (u, v) = child.edges[i];
                let w = rng.below(n) as u32;
                // `v` may be a pendant vertex added by this round, of no known colour.
                let fits = kind == Kind::General
                    || parity
                        .get(v as usize)
                        .is_some_and(|&p| p == parity[w as usize]);
                if w != u && fits && present.insert(ordered((u, w))) {
                    present.remove(&ordered((u, v)));
                    child.edges[i] = (u, w);
                }
            }
            6 => odd_chord(&mut child, rng),
            _ => {}
        }
    }
    child
}

fn ordered((u, v): (u32, u32)) -> (u32, u32) {
    (u.min(v), u.max(v))
}

/// Each vertex's depth parity in breadth-first trees: a proper two-colouring of a bipartite
/// graph, and for any graph a chord between equal parities in one tree closes an odd cycle.
fn bfs_parity(case: &Case) -> Vec<u8> {
    let g = case.graph();
    let n = case.n as usize;
    let mut parity = vec![u8::MAX; n];
    let mut queue = VecDeque::new();
    for root in 0..n {
        if parity[root] != u8::MAX {
            continue;
        }
        parity[root] = 0;
        queue.push_back(root as u32);
        while let Some(u) = queue.pop_front() {
            for &w in g.neighbors(u) {
                if parity[w as usize] == u8::MAX {
                    parity[w as usize] = parity[u as usize] ^ 1;
                    queue.push_back(w);
                }
            }
        }
    }
    parity
}

/// Adds an edge that closes an odd cycle: half the time a triangle on a path `u - v - w`,
/// half the time a long chord between two vertices of equal depth parity.
fn odd_chord(case: &mut Case, rng: &mut Rng) {
    if case.edges.is_empty() {
        return;
    }
    let g = case.graph();
    let (u, v) = case.edges[rng.below(case.edges.len() as u64) as usize];
    let w = if rng.chance(50) {
        let around = g.neighbors(v);
        around[rng.below(around.len() as u64) as usize]
    } else {
        let parity = bfs_parity(case);
        let want = parity[u as usize];
        let mut w = u;
        // A few draws find a vertex of u's parity (about half of them are).
        for _ in 0..8 {
            let x = rng.below(case.n as u64) as u32;
            if parity[x as usize] == want {
                w = x;
                break;
            }
        }
        w
    };
    if w != u && !case.edges.iter().any(|&e| ordered(e) == ordered((u, w))) {
        case.edges.push((u, w));
    }
}

/// Renumbers the vertices: all at random half the time, else a few swapped pairs (a local
/// change of the order the greedy starts and the searches visit vertices in).
fn renumber(case: &mut Case, rng: &mut Rng) {
    let n = case.n as usize;
    let mut id: Vec<u32> = (0..case.n).collect();
    if rng.chance(50) {
        rng.shuffle(&mut id);
        rng.shuffle(&mut case.edges);
    } else {
        for _ in 0..1 + rng.below(8) {
            let a = rng.below(n as u64) as usize;
            let b = rng.below(n as u64) as usize;
            id.swap(a, b);
        }
    }
    for e in &mut case.edges {
        *e = (id[e.0 as usize], id[e.1 as usize]);
    }
}
