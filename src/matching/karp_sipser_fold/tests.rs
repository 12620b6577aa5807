//! Tests of the degree-two rule: exact on paths and cycles, valid and maximal starts that
//! blossom completes to the maximum on random graphs with nested folds, and tiny graphs
//! against exhaustive search.
use super::*;
use crate::graph::Graph;
use crate::matching::{blossom, karp_sipser};
use crate::rng::Rng;

fn check(g: &Graph) -> Matching {
    let m = karp_sipser_folding(g);
    assert!(m.is_valid_in(g), "not a matching");
    let best = blossom(g, karp_sipser(g)).size();
    assert!(m.size() <= best);
    // Maximal: no edge between two free vertices.
    for u in 0..g.vertex_count() as u32 {
        if !m.is_matched(u) {
            g.for_each_neighbor(u, |w| assert!(m.is_matched(w), "edge {u}-{w} free"));
        }
    }
    // Exact: grows to a maximum matching like any start.
    assert_eq!(blossom(g, m.clone()).size(), best);
    m
}

#[test]
fn cycles_paths_and_triangles_are_solved_exactly() {
    for len in 3..40u32 {
        let cycle: Vec<(u32, u32)> = (0..len).map(|i| (i, (i + 1) % len)).collect();
        let g = Graph::from_edges(len as usize, &cycle);
        assert_eq!(check(&g).size(), len as usize / 2, "cycle {len}");
        let g = Graph::from_edges(len as usize, &cycle[..len as usize - 1]);
        assert_eq!(check(&g).size(), len as usize / 2, "path {len}");
    }
    // A chain of triangles sharing vertices, and a triangle with a tail.
    let mut chain = Vec::new();
    for t in 0..20u32 {
        let b = 2 * t;
        chain.extend([(b, b + 1), (b + 1, b + 2), (b, b + 2)]);
    }
    let g = Graph::from_edges(41, &chain);
    assert_eq!(check(&g).size(), 20);
}

/// On graphs where most vertices have degree two (long chains between a few branch
/// vertices, triangles, parallel edges), the rules alone reach a maximum matching far more
/// often than not; always a valid, maximal one that blossom completes.
#[test]
fn random_sparse_graphs_get_valid_maximal_matchings() {
    let mut rng = Rng::new(7);
    let mut exact = 0;
    let trials = 400;
    for _ in 0..trials {
        let n = 4 + rng.below(60) as u32;
        let mut edges = Vec::new();
        // A few chains over random vertices, plus random extra edges.
        for _ in 0..1 + rng.below(4) {
            let mut prev = rng.below(n as u64) as u32;
            for _ in 0..rng.below(n as u64) {
                let next = rng.below(n as u64) as u32;
                if next != prev {
                    edges.push((prev, next));
                    prev = next;
                }
            }
        }
        for _ in 0..rng.below(n as u64 / 4 + 1) {
            let (a, b) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
            if a != b {
                edges.push((a, b));
            }
        }
        let g = Graph::from_edges(n as usize, &edges);
        let m = check(&g);
        exact += usize::from(m.size() == blossom(&g, Matching::empty(n as usize)).size());
    }
    assert!(exact * 10 >= trials * 9, "{exact} of {trials} exact");
}

/// Graphs of maximum degree two (paths and cycles, odd and even, ids shuffled): the two
/// rules alone, without a greedy step, find a maximum matching.
#[test]
fn paths_and_cycles_in_any_numbering_are_solved_exactly() {
    let mut rng = Rng::new(11);
    for _ in 0..300 {
        let n = 1 + rng.below(80) as u32;
        let mut ids: Vec<u32> = (0..n).collect();
        rng.shuffle(&mut ids);
        let mut edges = Vec::new();
        let mut at = 0;
        while at < n {
            let len = (1 + rng.below(12) as u32).min(n - at);
            for i in 0..len.saturating_sub(1) {
                edges.push((ids[(at + i) as usize], ids[(at + i + 1) as usize]));
            }
            if len >= 3 && rng.chance(50) {
                edges.push((ids[(at + len - 1) as usize], ids[at as usize]));
            }
            at += len;
        }
        let g = Graph::from_edges(n as usize, &edges);
        let best = blossom(&g, Matching::empty(n as usize)).size();
        assert_eq!(check(&g).size(), best, "{edges:?}");
    }
}

/// Random small graphs whose edges are subdivided into chains (so that folds nest: a fold
/// of folds of chains), with triangles and parallel edges: valid, maximal, completed by
/// blossom to the maximum; on all but a few the rules leave nothing to complete.
#[test]
fn subdivided_graphs_with_nested_folds() {
    let mut rng = Rng::new(5);
    let trials = 300;
    let mut exact = 0;
    for _ in 0..trials {
        let core = 2 + rng.below(10) as u32;
        let mut n = core;
        let mut edges = Vec::new();
        for _ in 0..core + rng.below(2 * core as u64) as u32 {
            let (a, b) = (rng.below(core as u64) as u32, rng.below(core as u64) as u32);
            if a == b {
                continue;
            }
            let mut prev = a;
            for _ in 0..rng.below(5) {
                edges.push((prev, n));
                prev = n;
                n += 1;
            }
            edges.push((prev, b));
        }
        if rng.chance(30) {
            edges.extend([(n, n + 1), (n + 1, n + 2), (n + 2, n), (n + 2, 0)]);
            n += 3;
        }
        let g = Graph::from_edges(n as usize, &edges);
        let m = check(&g);
        exact += usize::from(m.size() == blossom(&g, Matching::empty(n as usize)).size());
    }
    assert!(exact * 10 >= trials * 8, "{exact} of {trials} exact");
}

/// Against exhaustive search on tiny graphs: the folding start never claims more than the
/// maximum, and is a valid matching whatever the graph.
#[test]
fn tiny_graphs_against_exhaustive_search() {
    let mut rng = Rng::new(19);
    for _ in 0..400 {
        let n = 1 + rng.below(9) as usize;
        let pairs: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|a| (a + 1..n as u32).map(move |b| (a, b)))
            .filter(|_| rng.chance(40))
            .collect();
        let g = Graph::from_edges(n, &pairs);
        let m = check(&g);
        assert!(m.size() <= exhaustive(&pairs, n));
        assert_eq!(blossom(&g, m).size(), exhaustive(&pairs, n));
    }
}

/// The maximum matching size of a tiny graph, over every vertex subset: the best of
/// leaving the subset's lowest vertex out or matching it to a neighbour in the subset.
fn exhaustive(edges: &[(u32, u32)], n: usize) -> usize {
    let mut adjacent = vec![0u32; n];
    for &(a, b) in edges {
        adjacent[a as usize] |= 1 << b;
        adjacent[b as usize] |= 1 << a;
    }
    let mut best = vec![0usize; 1 << n];
    for mask in 1..1usize << n {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut top = best[rest];
        let mut partners = adjacent[i] as usize & rest;
        while partners != 0 {
            let j = partners.trailing_zeros() as usize;
            partners &= partners - 1;
            top = top.max(1 + best[rest & !(1 << j)]);
        }
        best[mask] = top;
    }
    best[(1 << n) - 1]
}
