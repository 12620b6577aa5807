//! The edge classes' check, on a sample: a full check of "in every / some / no maximum
//! matching" is one augmenting search per edge (`O(E)` searches), so
//! [`check_edge_classes`] checks a sample of the edges, each with one search from the
//! checked maximum matching, within a budget of `O(V + E)` work.
//!
//! For an edge `u - v` and a maximum matching `M` (already checked by the self-check):
//! - **in some maximum matching** (matchable): at once if `M` pairs `u` with `v` or leaves
//!   one of them free (swap the other's pair for `u - v`); otherwise exactly when
//!   `G - u - v` has a matching of `|M| - 1` edges, i.e. when `M` without the pairs of `u`
//!   and `v` has an augmenting path in `G - u - v`. Such a path ends at a partner of `u` or
//!   `v` (any other would augment `M` in `G`), so one search from those two partners decides.
//! - **in every maximum matching**: the edge is in `M`, has no parallel copy (two copies are
//!   never both in every maximum matching), and `M - uv` has no augmenting path in `G - uv`
//!   (one would give a maximum matching without `u - v`: a path from `u` or `v` to a free
//!   vertex, or from `u` to `v`, which closes an alternating cycle through `u - v`); again
//!   one search, from `u` and `v`, in the graph without that edge.
//!
//! The searches are blossom searches ([`BlossomSearch`]), not the decompositions that made the
//! classes (Dulmage–Mendelsohn on bipartite graphs, Gallai–Edmonds and sampled perfect
//! matchings on others).

use crate::graph::{Adjacency, NONE};
use crate::matching::{BlossomSearch, EdgeClass, EdgeClasses, Matching};
use crate::rng::Rng;

/// The most edges [`check_edge_classes`] checks.
pub(crate) const SAMPLE: usize = 64;

/// What [`check_edge_classes`] did: the edges it checked, those whose search passed its
/// limit (left undecided, not counted as checked), and the work of its searches (neighbour
/// slots scanned plus walks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct EdgeCheck {
    pub(crate) edges: u64,
    pub(crate) undecided: u64,
    pub(crate) work: u64,
}

/// Checks the classes of up to [`SAMPLE`] edges of `g` (random ones, drawn by vertex then
/// slot from a fixed seed; every slot when there are no more), each by one search from the
/// maximum matching `matching` (see the module docs). A graph checked whole has no limit;
/// otherwise the searches together stop at a budget and each at half of it, an edge whose
/// search reaches its limit being left undecided. The budget is `(V + E) / 2` work where the
/// classes took searches of their own (`cheap_classes` false: a graph that is not
/// bipartite, `O(V E α)` worst case), `(V + E) / 8` where they took `O(V + E)` after the
/// matching (bipartite): a blossom search on a big graph costs several times a pass of the
/// bipartite solvers per slot (random access), and a search that proves an edge in none or
/// every maximum matching must exhaust what it reaches. Edges in some but not all (found by
/// a path, usually short) are the ones a big graph's sample mostly decides. Returns what was checked, or the first edge whose class is
/// wrong. `O(V + E)`: the searches' work (at most one search's limit past the budget), a copy of the matching
/// (`4 V` bytes) and the search's scratch (`O(V)`, set up once; each search restores only
/// what it touched).
pub(crate) fn check_edge_classes<A: Adjacency>(
    g: &A,
    classes: &EdgeClasses,
    matching: &Matching,
    cheap_classes: bool,
) -> Result<EdgeCheck, String> {
    let n = g.vertex_count();
    let half_edges: u64 = (0..n as u32).map(|v| u64::from(g.slot_count(v))).sum();
    // A graph small enough to check whole is checked whole (at most 64 searches of at most
    // 32 edges each).
    let (budget, per_search) = match half_edges <= SAMPLE as u64 {
        true => (u64::MAX, u64::MAX),
        false => {
            let size = n as u64 + half_edges;
            let budget = if cheap_classes { size / 8 } else { size / 2 };
            (budget, budget / 2)
        }
    };
    let mut mate = matching.mates().to_vec();
    let mut search = BlossomSearch::new(n);
    let mut done = EdgeCheck::default();
    for (u, slot) in sample(g, half_edges) {
        let Some(v) = g.neighbor(u, slot) else {
            continue;
        };
        let Some(claimed) = classes.at(u, slot) else {
            return Err(format!("edge {u} - {v} has no class"));
        };
        let before = search.work();
        search.set_work_limit(before.saturating_add(per_search));
        let actual = class_of(g, &mut mate, matching.mates(), &mut search, u, v);
        done.work += search.work() - before;
        if done.work > budget {
            break;
        }
        let Some(actual) = actual else {
            done.undecided += 1;
            continue;
        };
        done.edges += 1;
        if actual != claimed {
            return Err(format!(
                "edge {} - {} is claimed in {} maximum matchings, but is in {}",
                u + 1,
                v + 1,
                claimed.name(),
                actual.name()
            ));
        }
    }
    Ok(done)
}

/// The sampled edges as `(vertex, slot)`: every slot when there are at most [`SAMPLE`]
/// half-edges, else [`SAMPLE`] random ones (a random vertex with neighbours, then a random
/// slot of it).
fn sample<A: Adjacency>(g: &A, half_edges: u64) -> Vec<(u32, u32)> {
    let n = g.vertex_count() as u32;
    if half_edges <= SAMPLE as u64 {
        return (0..n)
            .flat_map(|u| (0..g.slot_count(u)).map(move |slot| (u, slot)))
            .collect();
    }
    let mut rng = Rng::new(0x5eed_ed9e);
    let mut picked = Vec::with_capacity(SAMPLE);
    // Enough draws that a graph whose edges sit on few vertices still gets its sample.
    for _ in 0..64 * SAMPLE {
        if picked.len() == SAMPLE {
            break;
        }
        let u = rng.below(u64::from(n)) as u32;
        let slots = g.slot_count(u);
        if slots > 0 {
            picked.push((u, rng.below(u64::from(slots)) as u32));
        }
    }
    picked
}

/// The class of the edge `u - v` by one search (see the module docs), or `None` if the
/// search reached its work limit first. `mate` is a copy of the maximum matching `maximum`,
/// changed during the search and restored before returning.
fn class_of<A: Adjacency>(
    g: &A,
    mate: &mut [u32],
    maximum: &[u32],
    search: &mut BlossomSearch,
    u: u32,
    v: u32,
) -> Option<EdgeClass> {
    let (pu, pv) = (maximum[u as usize], maximum[v as usize]);
    if pu == v {
        let copies = (0..g.slot_count(u))
            .filter(|&s| g.neighbor(u, s) == Some(v))
            .count();
        if copies > 1 {
            return Some(EdgeClass::Allowed);
        }
        // A maximum matching without u - v: an augmenting path of M - uv in G - uv.
        mate[u as usize] = NONE;
        mate[v as usize] = NONE;
        let without = WithoutEdge { g, u, v };
        let found = search.search(&without, mate, &[u, v], |_| true);
        return settle(mate, maximum, search, found, &[u, v], EdgeClass::Mandatory);
    }
    if pu == NONE || pv == NONE {
        // One end is free (both cannot be: the matching is maximum).
        return Some(EdgeClass::Allowed);
    }
    // A maximum matching with u - v: an augmenting path of M - (pairs of u, v) in G - u - v.
    for x in [u, v, pu, pv] {
        mate[x as usize] = NONE;
    }
    let found = search.search(g, mate, &[pu, pv], |w| w != u && w != v);
    settle(
        mate,
        maximum,
        search,
        found,
        &[u, v, pu, pv],
        EdgeClass::Forbidden,
    )
}

/// What a search decided: [`EdgeClass::Allowed`] if it `found` a path, `failed` if it
/// exhausted its forest, `None` if it stopped at its work limit. Puts `mate` back to
/// `maximum` where the search (and the caller, at `changed`) may have changed it: the
/// forest's vertices and the path's ends; clears the search. `O(touched)`.
fn settle(
    mate: &mut [u32],
    maximum: &[u32],
    search: &mut BlossomSearch,
    found: Option<[u32; 2]>,
    changed: &[u32],
    failed: EdgeClass,
) -> Option<EdgeClass> {
    let class = match found {
        Some(_) => Some(EdgeClass::Allowed),
        None if search.over_work_limit() => None,
        None => Some(failed),
    };
    let ends = found.unwrap_or([NONE, NONE]);
    for &x in search.touched().iter().chain(changed).chain(&ends) {
        if x != NONE {
            mate[x as usize] = maximum[x as usize];
        }
    }
    search.clear();
    class
}

/// `g` without its edge `u - v` (one copy: the check asks this only of an edge without
/// parallel copies).
struct WithoutEdge<'a, A> {
    g: &'a A,
    u: u32,
    v: u32,
}

impl<A: Adjacency> Adjacency for WithoutEdge<'_, A> {
    fn vertex_count(&self) -> usize {
        self.g.vertex_count()
    }

    fn slot_count(&self, v: u32) -> u32 {
        self.g.slot_count(v)
    }

    fn neighbor(&self, x: u32, slot: u32) -> Option<u32> {
        let y = self.g.neighbor(x, slot)?;
        let hidden = (x == self.u && y == self.v) || (x == self.v && y == self.u);
        (!hidden).then_some(y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;
    use crate::solve::edge_classes;

    /// Small random multigraphs (bipartite and not), each with every slot checked: the
    /// searches give every edge the class the decompositions give (which the integration
    /// tests hold to an enumeration of all maximum matchings), and any one slot's class
    /// changed is caught.
    #[test]
    fn every_slot_agrees_and_any_wrong_class_is_caught() {
        let mut rng = Rng::new(7);
        let mut checked = 0;
        for case in 0..400 {
            let n = 2 + rng.below(9) as u32;
            let bipartite = case % 2 == 0;
            let mut edges = Vec::new();
            for _ in 0..rng.below(3 * u64::from(n)) + 1 {
                let (u, v) = (rng.below(n.into()) as u32, rng.below(n.into()) as u32);
                if u != v && (!bipartite || u % 2 != v % 2) && edges.len() < 30 {
                    edges.push((u, v));
                }
            }
            let g = Graph::from_edges(n as usize, &edges);
            let (classes, solved) = edge_classes(&g, None, None).unwrap();
            let matching = solved.analysis.matching();
            let done = check_edge_classes(&g, &classes, matching, solved.bipartite).unwrap();
            assert_eq!(
                done.edges,
                2 * edges.len() as u64,
                "every slot, case {case}"
            );
            checked += done.edges;
            if let Some(&(u, _)) = edges.first() {
                let right = classes.at(u, 0).unwrap();
                for wrong in [
                    EdgeClass::Mandatory,
                    EdgeClass::Allowed,
                    EdgeClass::Forbidden,
                ] {
                    if wrong != right {
                        let mut tampered = classes.clone();
                        tampered.tamper(u, 0, wrong);
                        assert!(
                            check_edge_classes(&g, &tampered, matching, solved.bipartite).is_err(),
                            "case {case}: {wrong:?} for {right:?} passed"
                        );
                    }
                }
            }
        }
        assert!(checked > 5000, "{checked}");
    }

    /// On a graph with more edges than the sample, the check stays within its budget and
    /// still checks edges.
    #[test]
    fn a_big_graph_is_sampled() {
        let mut rng = Rng::new(3);
        let n = 3000u32;
        let edges: Vec<(u32, u32)> = (0..3 * n)
            .map(|_| (rng.below(n.into()) as u32, rng.below(n.into()) as u32))
            .filter(|&(u, v)| u != v)
            .collect();
        let g = Graph::from_edges(n as usize, &edges);
        let (classes, solved) = edge_classes(&g, None, None).unwrap();
        assert!(!solved.bipartite);
        let matching = solved.analysis.matching();
        let done = check_edge_classes(&g, &classes, matching, false).unwrap();
        assert!(done.edges >= 16 && done.edges <= SAMPLE as u64, "{done:?}");
        let size = u64::from(n) + 2 * edges.len() as u64;
        // The budget, plus at most the last search's limit.
        assert!(done.work <= size / 2 + size / 4 + 64, "{done:?}");
        let cheap = check_edge_classes(&g, &classes, matching, true).unwrap();
        assert!(cheap.edges >= 1, "{cheap:?}");
        assert!(cheap.work <= size / 8 + size / 16 + 64, "{cheap:?}");
    }
}
