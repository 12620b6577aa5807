use super::*;
use crate::graph::{Graph, random_multigraph as random_graph};
use crate::matching::{GallaiEdmonds, blossom, karp_sipser};
use crate::rng::Rng;

/// Micali–Vazirani from `start` must reach blossom's size, with its phases alone (no irregular
/// search, at most `2 sqrt V + 2` phases), after one forest phase, and after forest phases as
/// it runs them (at most `sqrt V` of those, then at most `2 sqrt V + 2` of its own); every
/// route must give the same `D`, and the size must match the Tutte–Berge bound of that `D`'s
/// decomposition.
fn check(g: &Graph, start: Matching) {
    let n = g.vertex_count();
    let expected = blossom(g, Matching::empty(n)).size();
    let root = crate::matching::blossom::ceil_sqrt(n as u64);
    let edges = || format!("{:?}", g.edges().collect::<Vec<_>>());
    let (m, work, last) = with_forest_phases(g, start.clone(), 0);
    let alone_d = last.into_d(&m);
    assert!(m.is_valid_in(g));
    assert_eq!(m.size(), expected, "{}", edges());
    assert_eq!(work.irregular, 0, "{}", edges());
    assert_eq!(work.forest_phases, 0);
    assert!(
        work.phases <= 2 * root + 2,
        "{} phases, n = {n}",
        work.phases
    );
    // One forest phase, then Micali–Vazirani's from the matching it leaves.
    let (m, work, last) = with_forest_phases(g, start.clone(), 1);
    let d = last.into_d(&m);
    assert!(m.is_valid_in(g));
    assert_eq!(m.size(), expected, "{}", edges());
    assert!(
        work.forest_phases <= 1 && work.phases <= 2 * root + 2,
        "{work:?}"
    );
    assert_eq!(d, alone_d, "{}", edges());
    let (m, work, d) = micali_vazirani_with_d(g, start);
    assert!(m.is_valid_in(g));
    assert_eq!(m.size(), expected, "{}", edges());
    assert_eq!(work.irregular, 0, "{}", edges());
    assert!(work.forest_phases <= root, "{work:?}, n = {n}");
    assert!(work.phases <= 2 * root + 2, "{work:?}, n = {n}");
    assert_eq!(d, alone_d, "{}", edges());
    let ge = GallaiEdmonds::from_d(g, m, &d);
    assert_eq!(ge.deficiency(), n - 2 * expected, "{}", edges());
}

#[test]
fn small_random_graphs_from_empty_and_from_karp_sipser() {
    let mut rng = Rng::new(11);
    for _ in 0..6000 {
        let n = 1 + rng.below(14) as u32;
        let m = rng.below(u64::from(n) * 3);
        let g = random_graph(&mut rng, n, m);
        check(&g, Matching::empty(n as usize));
        check(&g, karp_sipser(&g));
    }
}

#[test]
fn dense_small_graphs() {
    let mut rng = Rng::new(12);
    for _ in 0..2000 {
        let n = 2 + rng.below(12) as u32;
        let m = rng.below(u64::from(n * n));
        let g = random_graph(&mut rng, n, m);
        check(&g, Matching::empty(n as usize));
    }
}

#[test]
fn medium_random_graphs() {
    let mut rng = Rng::new(13);
    for _ in 0..300 {
        let n = 20 + rng.below(400) as u32;
        let m = u64::from(n) * (1 + rng.below(8)) / 4;
        let g = random_graph(&mut rng, n, m);
        check(&g, Matching::empty(n as usize));
        check(&g, karp_sipser(&g));
    }
}

#[test]
fn a_start_with_no_free_vertex_with_edges_costs_no_phase_state() {
    //  0 - 1 - 2 - 3   4   matched 0-1 and 2-3; 4 is isolated, free and in D
    let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3)]);
    let start = Matching::from_mates(vec![1, 0, 3, 2, NONE]);
    let (m, work, in_d) = micali_vazirani_with_d(&g, start);
    assert_eq!(m.size(), 2);
    assert_eq!((work.phases, work.scans), (1, 0));
    assert_eq!(in_d, [false, false, false, false, true]);
}

/// Disjoint paths of 1, 3, 5, ... edges, each matched but for its two free ends: the shortest
/// augmenting paths have one length per path, so each Micali–Vazirani phase flips one path
/// (`k + 1` phases), while one forest phase grows every tree at once and flips them all.
#[test]
fn forest_phases_flip_paths_of_every_length_at_once() {
    let k = 12u32;
    let mut edges = Vec::new();
    let mut mates = Vec::new();
    let mut first = 0u32;
    for i in 0..k {
        let len = 2 * i + 1; // edges; len + 1 vertices
        for v in first..first + len {
            edges.push((v, v + 1));
        }
        mates.push(NONE);
        for j in 0..i {
            let a = first + 1 + 2 * j;
            mates.extend([a + 1, a]);
        }
        mates.push(NONE);
        first += len + 1;
    }
    let g = Graph::from_edges(first as usize, &edges);
    let start = Matching::from_mates(mates);
    assert!(start.is_valid_in(&g));
    let perfect = start.size() + k as usize;
    let (m, alone, last) = with_forest_phases(&g, start.clone(), 0);
    let alone_d = last.into_d(&m);
    assert_eq!(m.size(), perfect);
    assert_eq!(
        (alone.phases, alone.augmentations),
        (u64::from(k) + 1, u64::from(k))
    );
    let (m, work, d) = micali_vazirani_with_d(&g, start);
    assert_eq!(m.size(), perfect);
    assert_eq!((work.forest_phases, work.forest_paths), (2, u64::from(k)));
    assert_eq!(work.phases, 0);
    assert_eq!(d, alone_d);
    assert!(
        d.iter().all(|&in_d| !in_d),
        "a perfect matching leaves D empty"
    );
}
