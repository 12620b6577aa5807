//! Exhaustive agreement (issue 54): the Grundy values of [`super::grundy_values`] against a
//! plain recursion over visited sets written here (adjacency bitmasks, no code shared with the
//! library, not even its graph type), on **every graph of up to 8 vertices up to
//! isomorphism** and on every labelled graph of up to 6 vertices (plus a sample of those of 7:
//! all of them in the ignored test [`every_labelled_graph_of_seven_vertices`], which
//! `bench/grundy_exhaustive.sh` runs).
//!
//! The graphs of `n` vertices up to isomorphism are enumerated by extension: every graph of
//! `n` vertices is a graph of `n - 1` vertices (delete vertex `n - 1`) plus one vertex joined
//! to some subset, so extending one representative of every class of `n - 1` vertices in all
//! `2^(n-1)` ways reaches every class of `n` vertices; a canonical form (the least adjacency
//! code over the orderings that sort the vertices by an isomorphism-invariant refinement of
//! their degrees) keeps one representative of each. The counts are checked against the known
//! numbers of graphs (OEIS A000088: 1, 2, 4, 11, 34, 156, 1044, 12346), so a canonical form
//! that merged two classes or split one would fail the test.

use super::grundy_values;
use crate::graph::Graph;
use std::collections::HashSet;

/// The number of graphs on `n` vertices up to isomorphism, `n = 0..=8` (OEIS A000088).
const GRAPH_COUNTS: [usize; 9] = [1, 1, 2, 4, 11, 34, 156, 1044, 12346];

/// The Grundy value of the token on `token` with `visited` visited (bit `v` for vertex `v`),
/// by plain recursion over visited sets: the mex of the moves' values. `memo` holds the
/// value + 1 of each `(visited, token)` met, 0 for unknown.
fn plain(adj: &[u16], visited: u16, token: usize, memo: &mut [u8]) -> u8 {
    let key = (visited as usize) << 4 | token;
    if memo[key] != 0 {
        return memo[key] - 1;
    }
    let mut seen = 0u32;
    for w in 0..adj.len() {
        if adj[token] >> w & 1 == 1 && visited >> w & 1 == 0 {
            seen |= 1 << plain(adj, visited | 1 << w, w, memo);
        }
    }
    let value = seen.trailing_ones() as u8;
    memo[key] = value + 1;
    value
}

/// The plain recursion's value of every start of the graph with adjacency masks `adj`.
fn plain_values(adj: &[u16]) -> Vec<u32> {
    let mut memo = vec![0u8; (1 << adj.len()) << 4];
    (0..adj.len())
        .map(|s| u32::from(plain(adj, 1 << s, s, &mut memo)))
        .collect()
}

/// Checks the library's values on the graph with adjacency masks `adj` against the plain
/// recursion.
fn agree(adj: &[u16]) {
    let n = adj.len();
    let edges: Vec<(u32, u32)> = (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
        .filter(|&(u, v)| adj[u] >> v & 1 == 1)
        .map(|(u, v)| (u as u32, v as u32))
        .collect();
    let g = Graph::from_edges(n, &edges);
    assert_eq!(grundy_values(&g).unwrap(), plain_values(adj), "{edges:?}");
}

/// A refinement of the degrees that any isomorphism keeps: each round replaces a vertex's
/// colour by a rank of (its colour, the sorted colours of its neighbours).
fn invariant_colours(adj: &[u16]) -> Vec<u32> {
    let n = adj.len();
    let mut colour: Vec<u32> = adj.iter().map(|a| a.count_ones()).collect();
    for _ in 0..n {
        let signature: Vec<(u32, Vec<u32>)> = (0..n)
            .map(|v| {
                let mut around: Vec<u32> = (0..n)
                    .filter(|&w| adj[v] >> w & 1 == 1)
                    .map(|w| colour[w])
                    .collect();
                around.sort_unstable();
                (colour[v], around)
            })
            .collect();
        let mut distinct = signature.clone();
        distinct.sort();
        distinct.dedup();
        let next: Vec<u32> = signature
            .iter()
            .map(|s| distinct.binary_search(s).unwrap() as u32)
            .collect();
        let settled = distinct.len() == colour.iter().collect::<HashSet<_>>().len();
        colour = next;
        if settled {
            break;
        }
    }
    colour
}

/// The canonical code of a graph: over the orderings of its vertices by colour (ties in any
/// order), the least of the codes listing, for each position `i` in turn, its adjacency to
/// positions `0..i` (`n (n - 1) / 2` bits, the first pair highest). Branch and bound.
fn canonical(adj: &[u16]) -> u32 {
    let n = adj.len();
    let colour = invariant_colours(adj);
    let mut slots: Vec<u32> = colour.clone();
    slots.sort_unstable();
    let total = n * n.saturating_sub(1) / 2;
    let mut best = u32::MAX;
    let mut placed = Vec::with_capacity(n);
    search(adj, &colour, &slots, total, &mut placed, 0, &mut best);
    best
}

fn search(
    adj: &[u16],
    colour: &[u32],
    slots: &[u32],
    total: usize,
    placed: &mut Vec<usize>,
    code: u32,
    best: &mut u32,
) {
    let pos = placed.len();
    if pos == adj.len() {
        *best = (*best).min(code);
        return;
    }
    for v in 0..adj.len() {
        if colour[v] != slots[pos] || placed.contains(&v) {
            continue;
        }
        let row = placed
            .iter()
            .fold(0u32, |r, &w| r << 1 | u32::from(adj[v] >> w & 1 == 1));
        let next = code << pos | row;
        let bits = (pos + 1) * pos / 2;
        // The best code's first `bits` bits: prune a prefix already larger.
        if *best != u32::MAX && next > *best >> (total - bits) {
            continue;
        }
        placed.push(v);
        search(adj, colour, slots, total, placed, next, best);
        placed.pop();
    }
}

/// The adjacency masks of the graph of `n` vertices with canonical code `code`.
fn decode(n: usize, code: u32) -> Vec<u16> {
    let total = n * n.saturating_sub(1) / 2;
    let mut adj = vec![0u16; n];
    let mut bit = total;
    for i in 0..n {
        for j in 0..i {
            bit -= 1;
            if code >> bit & 1 == 1 {
                adj[i] |= 1 << j;
                adj[j] |= 1 << i;
            }
        }
    }
    adj
}

/// One graph of each isomorphism class on `n` vertices for every `n` up to `max`
/// (`classes[n]`), as adjacency masks.
fn graphs_up_to_isomorphism(max: usize) -> Vec<Vec<Vec<u16>>> {
    let mut classes = vec![vec![vec![]], vec![vec![0u16]]];
    for n in 2..=max {
        let mut codes = HashSet::new();
        for smaller in &classes[n - 1] {
            for subset in 0u16..1 << (n - 1) {
                let mut adj = smaller.clone();
                adj.push(subset);
                for (w, a) in adj.iter_mut().enumerate().take(n - 1) {
                    *a |= (subset >> w & 1) << (n - 1);
                }
                codes.insert(canonical(&adj));
            }
        }
        let mut codes: Vec<u32> = codes.into_iter().collect();
        codes.sort_unstable();
        classes.push(codes.into_iter().map(|c| decode(n, c)).collect());
    }
    classes
}

#[test]
fn the_enumeration_finds_every_class_once() {
    // Up to 6 vertices the classes are also counted from every labelled graph, by their
    // canonical codes: the same numbers, so the extension reaches them all.
    let classes = graphs_up_to_isomorphism(8);
    for (n, graphs) in classes.iter().enumerate() {
        assert_eq!(graphs.len(), GRAPH_COUNTS[n], "graphs of {n} vertices");
    }
    for (n, &count) in GRAPH_COUNTS.iter().enumerate().take(7).skip(1) {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        let codes: HashSet<u32> = (0u32..1 << pairs.len())
            .map(|mask| canonical(&labelled(n, &pairs, mask)))
            .collect();
        assert_eq!(codes.len(), count, "labelled graphs of {n} vertices");
    }
}

/// The graph on `n` vertices with the pairs of `pairs` whose bit is set in `mask`.
fn labelled(n: usize, pairs: &[(usize, usize)], mask: u32) -> Vec<u16> {
    let mut adj = vec![0u16; n];
    for (i, &(u, v)) in pairs.iter().enumerate() {
        if mask >> i & 1 == 1 {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
    }
    adj
}

/// Every graph of up to 8 vertices up to isomorphism (12,346 of 8): the values agree with the
/// plain recursion. A debug build (CI runs the library's tests unoptimised once) takes every
/// 10th graph of 8 vertices.
#[test]
fn every_graph_of_up_to_eight_vertices_up_to_isomorphism() {
    let classes = graphs_up_to_isomorphism(8);
    let step = if cfg!(debug_assertions) { 10 } else { 1 };
    let mut checked = 0;
    for (n, graphs) in classes.iter().enumerate().skip(1) {
        let step = if n == 8 { step } else { 1 };
        for adj in graphs.iter().step_by(step) {
            agree(adj);
            checked += 1;
        }
    }
    assert!(checked >= 1 + 2 + 4 + 11 + 34 + 156 + 1044 + 12346 / step);
}

/// A sample of the labelled graphs of 7 vertices (every 101st of the 2^21); all of them in
/// [`every_labelled_graph_of_seven_vertices`].
#[test]
fn labelled_graphs_of_seven_vertices_sampled() {
    let step = if cfg!(debug_assertions) { 2003 } else { 101 };
    seven_vertices(step);
}

/// Every labelled graph of 7 vertices (2,097,152 graphs):
/// `cargo test --release --lib grundy::exhaustive -- --ignored` (`bench/grundy_exhaustive.sh`).
#[test]
#[ignore]
fn every_labelled_graph_of_seven_vertices() {
    seven_vertices(1);
}

fn seven_vertices(step: usize) {
    let pairs: Vec<(usize, usize)> = (0..7)
        .flat_map(|u| (u + 1..7).map(move |v| (u, v)))
        .collect();
    for mask in (0u32..1 << pairs.len()).step_by(step) {
        agree(&labelled(7, &pairs, mask));
    }
}

/// Random graphs of 12 to 14 vertices, as dense as maximum degree 3, 4 or 5 allows (the
/// random test in `tests.rs` draws 2 to 14 vertices with fewer edges on average).
#[test]
fn dense_random_graphs_of_twelve_to_fourteen_vertices() {
    let mut rng = crate::rng::Rng::new(5454);
    let count = if cfg!(debug_assertions) { 10 } else { 200 };
    for max_degree in [3u32, 4, 5] {
        for _ in 0..count {
            let n = 12 + rng.below(3) as usize;
            let mut adj = vec![0u16; n];
            for _ in 0..n * n {
                let (u, v) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
                if u != v && adj[u].count_ones() < max_degree && adj[v].count_ones() < max_degree {
                    adj[u] |= 1 << v;
                    adj[v] |= 1 << u;
                }
            }
            agree(&adj);
        }
    }
}

#[test]
fn complete_graphs() {
    // K_n: every move is forced to be a move, and all n - 1 are made, so the value is
    // (n - 1) % 2 from any start.
    for n in 1..=16usize {
        let edges: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|u| (u + 1..n as u32).map(move |v| (u, v)))
            .collect();
        let values = grundy_values(&Graph::from_edges(n, &edges)).unwrap();
        assert_eq!(values, vec![(n as u32 - 1) % 2; n], "K_{n}");
    }
}
