//! Micali–Vazirani's work per phase on families built to form petals in petals: the
//! `O(E α(V))` a phase costs, counted (scans of neighbour slots and predecessor entries,
//! [`MvWork::max_phase_scans`]) against the proven bound `5V + S + 2E` (`S` the neighbour
//! slots, `2E` here) and over three doubling sizes.
//!
//! What is at stake: a petal re-opens its bud for later searches of the same phase. The
//! argument in `ddfs.rs` shows that the search which made the petal never moved from the bud
//! and visited nothing else at or below its level, so no predecessor list is scanned twice
//! in a phase; `form_petal` counts a search that breaks this as irregular (and these tests
//! require none). The families aim at the places the argument has to cover: one bud
//! re-opened by many petals above a long stem (the broom), petals whose members hold nested
//! blossoms on one bud (the bouquet), nested buds (the towers), odd cycles in a chain, petals
//! formed at the phase's last level after a path was flipped (the late broom), and random
//! graphs from random starts.

use super::run::with_forest_phases;
use super::*;
use crate::graph::Graph;
use crate::matching::karp_sipser;
use crate::rng::Rng;

/// `k` levels of nested blossoms: a level-0 unit is one vertex; a level-`k` unit is three
/// level-`(k - 1)` units whose bases form a triangle, its base that of the first. Each
/// unit's base hangs from a free vertex by a path of length `stem`. Returns the edges.
fn nested(edges: &mut Vec<(u32, u32)>, next: &mut u32, k: u32) -> u32 {
    if k == 0 {
        *next += 1;
        return *next - 1;
    }
    let a = nested(edges, next, k - 1);
    let b = nested(edges, next, k - 1);
    let c = nested(edges, next, k - 1);
    edges.extend([(a, b), (b, c), (c, a)]);
    a
}

/// Towers of nested blossoms (`levels` deep), each hung on a path of `stem` edges from a
/// vertex of its own, `towers` of them, the stems' far ends joined in a path.
fn towers(towers: u32, levels: u32, stem: u32) -> Graph {
    let (mut edges, mut next) = (Vec::new(), 0u32);
    let mut last_end = None;
    for _ in 0..towers {
        let base = nested(&mut edges, &mut next, levels);
        let mut at = base;
        for _ in 0..stem {
            edges.push((at, next));
            at = next;
            next += 1;
        }
        if let Some(end) = last_end {
            edges.push((end, at));
        }
        last_end = Some(at);
    }
    Graph::from_edges(next as usize, &edges)
}

/// A broom and the start that makes it form petals: a free vertex `r`, a path of `stem`
/// edges (`stem` even) from it to the bud `b`, `k` triangles `b x y` on the bud with `x = y`
/// matched, and a second path of `2 stem + 11` edges from `b` to a free vertex. From `r` the
/// bud is even and each `x = y` an odd-odd bridge: `k` petals on one bud, each found by a
/// double depth-first search that meets at the bud, before the one augmenting path (much
/// longer) is found.
fn broom(stem: u32, k: u32) -> (Graph, Matching) {
    assert!(stem.is_multiple_of(2));
    let bud = stem;
    let mut edges: Vec<(u32, u32)> = (0..stem).map(|i| (i, i + 1)).collect();
    let mut pairs: Vec<(u32, u32)> = (1..stem).step_by(2).map(|i| (i, i + 1)).collect();
    let mut next = stem + 1;
    for _ in 0..k {
        let (x, y) = (next, next + 1);
        edges.extend([(bud, x), (bud, y), (x, y)]);
        pairs.push((x, y));
        next += 2;
    }
    with_tail(edges, pairs, next, bud, 2 * stem + 11)
}

/// The graph of `edges` on the ids below `next`, with a path of `tail` more edges from `at`
/// to a free vertex (every second edge matched), and the start matching of `pairs` and the
/// tail's matched edges.
fn with_tail(
    mut edges: Vec<(u32, u32)>,
    mut pairs: Vec<(u32, u32)>,
    mut next: u32,
    mut at: u32,
    tail: u32,
) -> (Graph, Matching) {
    for i in 1..=tail {
        edges.push((at, next));
        if i % 2 == 0 {
            pairs.push((at, next));
        }
        at = next;
        next += 1;
    }
    graph_and_start(next, &edges, pairs)
}

/// The graph of `edges` on the ids below `next`, and the start matching of `pairs`.
fn graph_and_start(next: u32, edges: &[(u32, u32)], pairs: Vec<(u32, u32)>) -> (Graph, Matching) {
    let g = Graph::from_edges(next as usize, edges);
    let mut start = Matching::empty(next as usize);
    for (u, v) in pairs {
        start.pair(u, v);
    }
    assert!(start.is_valid_in(&g));
    (g, start)
}

/// A bouquet and the start that makes it form petals in petals on one bud: a free vertex
/// `r`, a path of `stem` edges (`stem` even, matched from `r`'s far side) to the bud `b`,
/// and `units` nested units (see [`nested`], `levels` deep), each hung from `b` by an edge
/// `b c` and the matched edge `c = base`, their bases joined in a path; a second path of
/// `2 stem + 6 levels + 11` edges from `b` to a free vertex. Each unit is matched but for its
/// base, so from `r` the units fill with blossoms in blossoms (nested buds) and the edges
/// between bases are bridges whose searches meet at `b`, one petal after another on it.
fn bouquet(stem: u32, units: u32, levels: u32) -> (Graph, Matching) {
    assert!(stem.is_multiple_of(2));
    let bud = stem;
    let mut edges: Vec<(u32, u32)> = (0..stem).map(|i| (i, i + 1)).collect();
    let mut pairs: Vec<(u32, u32)> = (1..stem).step_by(2).map(|i| (i, i + 1)).collect();
    let mut next = stem + 1;
    let mut last_base = None;
    for _ in 0..units {
        let c = next;
        next += 1;
        let first = next;
        let base = nested(&mut edges, &mut next, levels);
        pairs.extend(unit_pairs(first, levels));
        edges.extend([(bud, c), (c, base)]);
        pairs.push((c, base));
        if let Some(last) = last_base {
            edges.push((last, base));
        }
        last_base = Some(base);
    }
    with_tail(edges, pairs, next, bud, 2 * stem + 6 * levels + 11)
}

/// A matching of the unit [`nested`] made from the id `first` on, `levels` deep, that leaves
/// only its base (`first`) free: in each triangle of units, the second and third bases are
/// matched to each other.
fn unit_pairs(first: u32, levels: u32) -> Vec<(u32, u32)> {
    if levels == 0 {
        return Vec::new();
    }
    let size = 3u32.pow(levels - 1);
    let mut pairs = Vec::new();
    for i in 0..3 {
        pairs.extend(unit_pairs(first + i * size, levels - 1));
    }
    pairs.push((first + size, first + 2 * size));
    pairs
}

/// The broom (see [`broom`]) with `paths` alternating paths of `2 stem + 3` edges beside it,
/// free at both ends: the shortest augmenting paths are as long as the broom's petals'
/// tenacity, so the phase flips them at the level where it forms those petals, and some of
/// the petals form after a path was flipped (the paths come before and after the broom in
/// the numbering, so their bridges are taken before and after the petals').
fn late_broom(stem: u32, k: u32, paths: u32) -> (Graph, Matching) {
    let (broom, broom_start) = broom(stem, k);
    let len = 2 * stem + 3;
    let mut edges = Vec::new();
    let mut pairs = Vec::new();
    let mut next = 0u32;
    for _ in 0..paths / 2 {
        alternating_path(len, &mut edges, &mut pairs, &mut next);
    }
    let offset = next;
    edges.extend(broom.edges().map(|(u, v)| (u + offset, v + offset)));
    for v in 0..broom.vertex_count() as u32 {
        if let Some(m) = broom_start.mate(v)
            && v < m
        {
            pairs.push((v + offset, m + offset));
        }
    }
    next += broom.vertex_count() as u32;
    for _ in paths / 2..paths {
        alternating_path(len, &mut edges, &mut pairs, &mut next);
    }
    graph_and_start(next, &edges, pairs)
}

/// Adds a path of `len` edges (`len` odd) from the id `next` on, matched but for its two ends.
fn alternating_path(
    len: u32,
    edges: &mut Vec<(u32, u32)>,
    pairs: &mut Vec<(u32, u32)>,
    next: &mut u32,
) {
    let first = *next;
    edges.extend((first..first + len).map(|v| (v, v + 1)));
    pairs.extend((1..len).step_by(2).map(|i| (first + i, first + i + 1)));
    *next += len + 1;
}

/// A chain of odd cycles of length `2 c + 1`, each joined to the next at its middle vertex
/// (no pendants: a maximal matching leaves odd cycles with free vertices, whose paths run
/// through the cycles before them).
fn cycle_chain(cycles: u32, c: u32) -> Graph {
    let (mut edges, mut next) = (Vec::new(), 1u32);
    let mut joint = 0u32;
    for _ in 0..cycles {
        let mut ring = vec![joint];
        ring.extend(next..next + 2 * c);
        next += 2 * c;
        for i in 0..ring.len() {
            edges.push((ring[i], ring[(i + 1) % ring.len()]));
        }
        joint = ring[c as usize];
    }
    Graph::from_edges(next as usize, &edges)
}

/// The proven bound on one phase's scans: `5V + S + 2E` (`ddfs.rs`), `S` the neighbour slots.
fn phase_bound(g: &Graph) -> u64 {
    let slots: u64 = (0..g.vertex_count() as u32)
        .map(|v| u64::from(g.slot_count(v)))
        .sum();
    5 * g.vertex_count() as u64 + slots + 2 * g.edge_count() as u64
}

/// The most scans one phase made, over `V + 2E`, from the empty matching, from
/// Karp–Sipser's, from a random maximal matching and from `crafted`, Micali–Vazirani's phases
/// alone; and the petals formed in all. Every run must be right, regular (no irregular
/// search: the argument's petal half holds) and within [`phase_bound`] in every phase.
fn worst_phase_ratio(g: &Graph, crafted: Option<&Matching>, rng: &mut Rng) -> (f64, u64) {
    let n = g.vertex_count();
    let unit = (n + 2 * g.edge_count()) as f64;
    let bound = phase_bound(g);
    let mut edges: Vec<(u32, u32)> = g.edges().collect();
    rng.shuffle(&mut edges);
    let mut maximal = Matching::empty(n);
    for (u, v) in edges {
        if maximal.mate(u).is_none() && maximal.mate(v).is_none() {
            maximal.pair(u, v);
        }
    }
    let expected = crate::matching::blossom(g, Matching::empty(n)).size();
    let (mut worst, mut petals) = (0.0f64, 0);
    let starts = [Matching::empty(n), karp_sipser(g), maximal];
    for start in starts.into_iter().chain(crafted.cloned()) {
        let (m, work, _) = with_forest_phases(g, start, 0);
        assert_eq!(m.size(), expected);
        assert_eq!(work.irregular, 0);
        assert!(
            work.max_phase_scans <= bound,
            "a phase scanned {} > 5V + S + 2E = {bound}",
            work.max_phase_scans
        );
        worst = worst.max(work.max_phase_scans as f64 / unit);
        petals += work.petals;
    }
    (worst, petals)
}

/// Each family at three doubling sizes: every phase within the proven `5V + S + 2E` scans and
/// regular (checked in [`worst_phase_ratio`]), no family's worst phase growing by more than a
/// quarter from the smallest size to the largest, and petals formed in every family (else the
/// test would measure nothing). Measured, in `V + 2E`, the same at each size, against the
/// bound: towers 2.50 (2.78-2.83), broom 2.50 (2.92), bouquet 2.50 (2.82-2.83), cycle chain
/// 2.64 (2.98), late broom 2.17 (2.95), random 1.73-1.74 (2.43); the phase's own sweep of
/// its arrays, `4 V`, is most of it.
#[test]
fn a_phase_scans_a_bounded_multiple_of_the_graph_on_petal_heavy_families() {
    let mut rng = Rng::new(71);
    let mut first: Vec<f64> = Vec::new();
    for scale in [1u32, 2, 4] {
        let (broom, crafted) = broom(400 * scale, 200 * scale);
        let (bouquet, bouquet_start) = bouquet(100 * scale, 20 * scale, 3);
        let (late, late_start) = late_broom(100 * scale, 100 * scale, 4);
        let random =
            crate::graph::random_multigraph(&mut rng, 2000 * scale, 6000 * u64::from(scale));
        let graphs = [
            ("towers", towers(8 * scale, 5, 40 * scale), None),
            ("broom", broom, Some(crafted)),
            ("bouquet", bouquet, Some(bouquet_start)),
            ("cycle chain", cycle_chain(40 * scale, 20), None),
            ("late broom", late, Some(late_start)),
            ("random", random, None),
        ];
        for (i, (name, g, crafted)) in graphs.iter().enumerate() {
            let (ratio, petals) = worst_phase_ratio(g, crafted.as_ref(), &mut rng);
            let unit = (g.vertex_count() + 2 * g.edge_count()) as f64;
            let bound = phase_bound(g) as f64 / unit;
            eprintln!(
                "{name} x{scale}: worst phase {ratio:.2} (V + 2E), bound {bound:.2}, {petals} petals"
            );
            assert!(petals > 0, "{name} x{scale}: no petal formed");
            if scale == 1 {
                first.push(ratio);
            } else {
                assert!(
                    ratio <= 1.25 * first[i],
                    "{name} x{scale}: {ratio:.2} against {:.2} at x1",
                    first[i]
                );
            }
        }
    }
}

/// Small graphs from random matchings (greedy over the edges shuffled, each taken with
/// probability one half: free vertices scattered everywhere, so that many petals form late,
/// around erased paths): every run right and regular (the petal half of the argument in
/// `ddfs.rs`, checked by `form_petal`; the path half by a debug assertion after each path),
/// and every phase within the proven bound.
#[test]
fn the_argument_holds_on_small_graphs_from_random_starts() {
    let mut rng = Rng::new(72);
    for _ in 0..20_000 {
        let n = 2 + rng.below(15) as u32;
        let m = rng.below(u64::from(n) * 3);
        let g = crate::graph::random_multigraph(&mut rng, n, m);
        let mut edges: Vec<(u32, u32)> = g.edges().collect();
        rng.shuffle(&mut edges);
        let mut start = Matching::empty(n as usize);
        for (u, v) in edges {
            if start.mate(u).is_none() && start.mate(v).is_none() && rng.below(2) == 0 {
                start.pair(u, v);
            }
        }
        let expected = crate::matching::blossom(&g, Matching::empty(n as usize)).size();
        let (matching, work, _) = with_forest_phases(&g, start, 0);
        let edges = || format!("{:?}", g.edges().collect::<Vec<_>>());
        assert_eq!(matching.size(), expected, "{}", edges());
        assert_eq!(work.irregular, 0, "{}", edges());
        assert!(work.max_phase_scans <= phase_bound(&g), "{}", edges());
    }
}

/// `form_petal` after a search that broke the argument's petal half (it visited a vertex
/// below the bud, and moved from the bud): counted irregular, once, and nothing re-opened but
/// the bud's stamp, so that even then no list is read twice in the phase.
#[test]
fn a_petal_that_breaks_the_argument_is_irregular_and_reopens_only_the_bud() {
    //  0 - 1 - 2 - 3 - 0   levels as a search might leave them: the bud 1 (even 2), a vertex
    //                      below it 0 (odd 1), a member 2 (odd 3)
    let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
    let mut phase = Phase::new(&g);
    (phase.even[1], phase.odd[0], phase.odd[2]) = (2, 1, 3);
    phase.searches = 1;
    for v in [1, 0, 2] {
        phase.stamp[v as usize] = 1;
        phase.colour[v as usize] = ddfs::GREEN;
        phase.seen.push(v);
    }
    phase.cursor[1] = 1;
    let petal = Petal {
        green: 2,
        red: 2,
        green_root: 2,
        red_root: 2,
        bud: 1,
        bud_green_from: NONE,
        bud_green_via: NONE,
        bud_red_from: NONE,
        bud_red_via: NONE,
    };
    phase.form_petal(petal, 7);
    assert_eq!(phase.irregular, 1);
    assert_eq!(
        (phase.stamp[1], phase.cursor[1]),
        (0, 1),
        "the bud: open, cursor kept"
    );
    assert_eq!(phase.stamp[0], 1, "the vertex below the bud stays closed");
    assert_eq!((phase.petal_of[2], phase.even[2]), (0, 4), "the member");
    assert_eq!(phase.bud_star(2), 1);
}
