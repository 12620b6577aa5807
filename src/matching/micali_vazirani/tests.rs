use super::*;
use crate::graph::{Graph, random_multigraph as random_graph};
use crate::matching::{blossom, karp_sipser};
use crate::rng::Rng;

/// Micali–Vazirani from `start` must reach blossom's size on its own (no irregular search),
/// in at most `2 sqrt V + 2` phases.
fn check(g: &Graph, start: Matching) {
    let n = g.vertex_count();
    let expected = blossom(g, Matching::empty(n)).size();
    let (m, work) = micali_vazirani_with_work(g, start);
    assert!(m.is_valid_in(g));
    assert_eq!(m.size(), expected, "{:?}", g.edges().collect::<Vec<_>>());
    assert_eq!(work.irregular, 0, "{:?}", g.edges().collect::<Vec<_>>());
    let root = (n as f64).sqrt().ceil() as u64;
    assert!(
        work.phases <= 2 * root + 2,
        "{} phases, n = {n}",
        work.phases
    );
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
