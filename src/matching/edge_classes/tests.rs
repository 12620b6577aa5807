//! The searches for the edges of `G[C]` against a second, independent method (Rabin and
//! Vazirani's inverse of a random Tutte matrix), every stage alone, and their work.

use super::barrier::{BarrierSearch, Outcome};
use super::perfect::Plan;
use super::{EdgeClass, EdgeClasses};
use crate::graph::{Adjacency, Graph, NONE, random_multigraph};
use crate::matching::{BlossomSearch, GallaiEdmonds, Matching, blossom};
use crate::rng::Rng;

/// The Mersenne prime `2^61 - 1`: a random Tutte matrix over it has a zero where it should not
/// with probability at most `V / 2^61` per entry.
const P: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    let r = u128::from(a) * u128::from(b);
    let s = (r & u128::from(P)) as u64 + (r >> 61) as u64;
    if s >= P { s - P } else { s }
}

fn power(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, a);
        }
        a = mul(a, a);
        e >>= 1;
    }
    r
}

/// Per edge of `g` (by `(u, v)`, `u < v`): whether `g - u - v` has a perfect matching, by
/// Rabin and Vazirani: for a graph with a perfect matching, entry `(u, v)` of the inverse of a
/// Tutte matrix with random values is nonzero iff it does (with high probability; a false
/// "no" needs a random root of a nonzero polynomial). `O(V^3)`.
fn rabin_vazirani(g: &Graph, rng: &mut Rng) -> impl Fn(u32, u32) -> bool {
    let n = g.vertex_count();
    let mut a = vec![vec![0u64; 2 * n]; n];
    for u in 0..n as u32 {
        g.for_each_neighbor(u, |v| {
            if u < v {
                let x = rng.below(P - 1) + 1;
                let (u, v) = (u as usize, v as usize);
                a[u][v] = (a[u][v] + x) % P;
                a[v][u] = (a[v][u] + P - x) % P;
            }
        });
        a[u as usize][n + u as usize] = 1;
    }
    // Gauss–Jordan on [T | I].
    for col in 0..n {
        let pivot = (col..n)
            .find(|&r| a[r][col] != 0)
            .expect("the graph has a perfect matching, so its Tutte matrix is invertible");
        a.swap(col, pivot);
        let inverse = power(a[col][col], P - 2);
        for x in a[col].iter_mut() {
            *x = mul(*x, inverse);
        }
        let row = a[col].clone();
        for (r, other) in a.iter_mut().enumerate() {
            let f = other[col];
            if r != col && f != 0 {
                for (x, &y) in other.iter_mut().zip(&row) {
                    *x = (*x + P - mul(f, y)) % P;
                }
            }
        }
    }
    move |u, v| a[u as usize][n + v as usize] != 0
}

/// A random multigraph on `n` (even) vertices with a planted perfect matching: `m` random
/// draws besides.
fn with_perfect_matching(rng: &mut Rng, n: u32, m: u64) -> Graph {
    let mut order: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut order);
    let extra = random_multigraph(rng, n, m);
    let mut edges: Vec<(u32, u32)> = order.chunks(2).map(|p| (p[0], p[1])).collect();
    for u in 0..n {
        extra.for_each_neighbor(u, |v| {
            if u < v {
                edges.push((u, v));
            }
        });
    }
    Graph::from_edges(n as usize, &edges)
}

/// Plans that make each stage do the work alone, or most of it.
fn plans() -> Vec<(&'static str, Plan)> {
    let default = Plan::default_plan();
    vec![
        ("default", default),
        (
            "one thread",
            Plan {
                threads: 1,
                ..default
            },
        ),
        (
            "complete searches only",
            Plan {
                peel: false,
                rounds: 0,
                cycle_budget: 0,
                ..default
            },
        ),
        (
            "short searches with a tiny budget",
            Plan {
                peel: false,
                rounds: 0,
                cycle_budget: 1,
                ..default
            },
        ),
        (
            "short searches, no cap",
            Plan {
                peel: false,
                rounds: 0,
                cycle_budget: 1 << 40,
                ..default
            },
        ),
        (
            "samples then complete searches",
            Plan {
                cycle_budget: 0,
                ..default
            },
        ),
    ]
}

fn classes_with(g: &Graph, plan: Plan) -> (EdgeClasses, super::EdgeClassWork) {
    let ge = GallaiEdmonds::new(g, crate::matching::karp_sipser(g));
    EdgeClasses::from_gallai_edmonds_planned(g, &ge, plan, &|_, _, _| {})
}

/// Every plan against Rabin–Vazirani on graphs with a perfect matching, sparse (many edges
/// ruled out, forced ones, barriers) to dense.
#[test]
fn every_stage_agrees_with_rabin_vazirani() {
    let mut rng = Rng::new(40);
    let (sizes, rounds) = if cfg!(debug_assertions) {
        (&[24u32, 60][..], 6)
    } else {
        (&[24, 60, 160][..], 12)
    };
    for &n in sizes {
        for round in 0..rounds {
            let m = u64::from(n) * [1, 2, 3, 8][round % 4] / 2;
            let g = with_perfect_matching(&mut rng, n, m);
            let allowed = rabin_vazirani(&g, &mut rng);
            for (name, plan) in plans() {
                let (classes, _) = classes_with(&g, plan);
                for u in 0..n {
                    for slot in 0..g.slot_count(u) {
                        let Some(v) = g.neighbor(u, slot) else {
                            continue;
                        };
                        let class = classes.at(u, slot).expect("every slot classified");
                        assert_eq!(
                            class.is_matchable(),
                            allowed(u, v),
                            "{name}: edge {u} - {v} of graph {round} on {n} vertices"
                        );
                        // Mandatory: the only matchable slot at u.
                        let matchable_at_u = (0..g.slot_count(u))
                            .filter(|&s| classes.at(u, s).is_some_and(EdgeClass::is_matchable))
                            .count();
                        assert_eq!(
                            class == EdgeClass::Mandatory,
                            class.is_matchable() && matchable_at_u == 1,
                            "{name}: edge {u} - {v}"
                        );
                    }
                }
            }
        }
    }
}

/// Every plan gives the same classes as the default on small random graphs of every kind
/// (parts `A` and `D` too, parallel edges, several components).
#[test]
fn every_plan_agrees_on_small_graphs() {
    let mut rng = Rng::new(41);
    for round in 0..300 {
        let n = 2 + rng.below(16) as u32;
        let m = rng.below(u64::from(3 * n));
        let g = if round % 2 == 0 {
            with_perfect_matching(&mut rng, n & !1, m)
        } else {
            random_multigraph(&mut rng, n, m)
        };
        let (expected, _) = classes_with(&g, Plan::default_plan());
        for (name, plan) in plans() {
            assert_eq!(
                classes_with(&g, plan).0,
                expected,
                "{name} on graph {round}"
            );
        }
    }
}

/// The label-only search labels like blossom's own complete search, from a perfect matching
/// with one vertex taken out.
#[test]
fn barrier_search_labels_like_blossom() {
    let mut rng = Rng::new(42);
    for round in 0..200 {
        let n = 2 * (1 + rng.below(40) as u32);
        let m = rng.below(u64::from(3 * n));
        let g = with_perfect_matching(&mut rng, n, m);
        let mate = blossom(&g, Matching::empty(n as usize)).into_mates();
        assert!(mate.iter().all(|&m| m != NONE), "perfect");
        let u = rng.below(u64::from(n)) as u32;
        let partner = mate[u as usize];
        let mut barrier = BarrierSearch::new(n as usize);
        assert_eq!(
            barrier.search(&g, &mate, partner, |w| w != u),
            Outcome::Complete
        );
        let mut work = mate.clone();
        work[u as usize] = NONE;
        work[partner as usize] = NONE;
        let mut forest = BlossomSearch::new(n as usize);
        assert_eq!(forest.search(&g, &mut work, &[partner], |w| w != u), None);
        for v in 0..n {
            assert_eq!(
                barrier.is_even(v),
                forest.is_even(v),
                "graph {round}, vertex {v}"
            );
            assert_eq!(
                barrier.is_odd(v),
                forest.is_odd(v),
                "graph {round}, vertex {v}"
            );
        }
        barrier.clear();
        // Reused after clear: the same again.
        assert_eq!(
            barrier.search(&g, &mate, partner, |w| w != u),
            Outcome::Complete
        );
        assert!((0..n).all(|v| barrier.is_even(v) == forest.is_even(v)));
    }
}

/// Work counted, not timed: on a random graph far below one complete search per vertex,
/// `V (V + 2E)`; with the complete searches alone, within a small multiple of it.
#[test]
fn work_stays_within_one_search_per_vertex() {
    let mut rng = Rng::new(43);
    let n = if cfg!(debug_assertions) { 600 } else { 4000 };
    let g = with_perfect_matching(&mut rng, n, 4 * u64::from(n));
    let per_vertex = u64::from(n) * (u64::from(n) + crate::graph::slot_total(&g));
    let (fast, work) = classes_with(&g, Plan::default_plan());
    // The searches' work (stage 0's linear rules, counted since, are bounded on their own by
    // a_hub_with_a_pendant_neighbour_costs_linear_work).
    assert!(
        (work.total() - work.forced_work) * 20 < per_vertex,
        "default: {work:?}, one search per vertex {per_vertex}"
    );
    let slow_plan = Plan {
        peel: false,
        rounds: 0,
        cycle_budget: 0,
        ..Plan::default_plan()
    };
    let (slow, work) = classes_with(&g, slow_plan);
    assert_eq!(slow, fast);
    assert!(work.barrier_searches <= u64::from(n));
    assert!(
        work.total() <= 4 * per_vertex,
        "complete searches alone: {work:?}, bound {}",
        4 * per_vertex
    );
}

/// `k` triangles in a row, each joined to the next by one edge (a bridge): perfectly
/// matchable for even `k`, and the bridges alternate between every and no perfect matching.
fn triangle_chain(k: u32) -> Graph {
    let mut edges = Vec::new();
    for i in 0..k {
        let t = 3 * i;
        edges.extend([(t, t + 1), (t + 1, t + 2), (t + 2, t)]);
        if i + 1 < k {
            edges.push((t + 2, t + 3));
        }
    }
    Graph::from_edges(3 * k as usize, &edges)
}

/// An adversary for the searches: no pendant vertex, one perfect matching (so samples settle
/// nothing new), and each bridge's short search crosses half the chain. The bridge rule
/// decides it all without a search; and every plan agrees with Rabin–Vazirani on a short one.
#[test]
fn a_chain_of_odd_blocks_needs_no_search() {
    let g = triangle_chain(400);
    let (classes, work) = classes_with(&g, Plan::default_plan());
    assert_eq!(work.barrier_searches, 0, "{work:?}");
    assert_eq!(work.cycle_work, 0, "{work:?}");
    for i in 0..399u32 {
        let bridge = classes.class(&g, 3 * i + 2, 3 * i + 3);
        let expected = if i % 2 == 0 {
            EdgeClass::Mandatory
        } else {
            EdgeClass::Forbidden
        };
        assert_eq!(bridge, Some(expected), "bridge {i}");
    }
    let mut rng = Rng::new(44);
    let small = triangle_chain(12);
    let allowed = rabin_vazirani(&small, &mut rng);
    for (name, plan) in plans() {
        let (classes, _) = classes_with(&small, plan);
        classes.for_each_edge(&small, |u, v, class| {
            assert_eq!(class.is_matchable(), allowed(u, v), "{name}: {u} - {v}");
        });
    }
}

/// `k` 5-cycles in a row, each sharing a vertex with the next (`4k + 1` vertices), and one
/// more vertex on a triangle with the first cycle's first edge: perfectly matchable, no
/// bridge, no pendant vertex; every shared vertex is a cut vertex.
fn pentagon_chain(k: u32) -> Graph {
    let n = 4 * k + 2;
    let z = n - 1;
    let mut edges = vec![(z, 0), (z, 1)];
    for i in 0..k {
        let c = 4 * i;
        edges.extend([
            (c, c + 1),
            (c + 1, c + 2),
            (c + 2, c + 3),
            (c + 3, c + 4),
            (c + 4, c),
        ]);
    }
    Graph::from_edges(n as usize, &edges)
}

/// The cut-vertex rule decides a chain of odd blocks joined at cut vertices: what is left
/// for the searches (inside the first block, which has the triangle) does not grow with the
/// chain.
#[test]
fn a_chain_of_blocks_at_cut_vertices_needs_few_searches() {
    let g = pentagon_chain(300);
    let (_, work) = classes_with(&g, Plan::default_plan());
    assert!(work.barrier_searches <= 2, "{work:?}");
    // One complete search is one look at the graph, V + 2E.
    let unit = g.vertex_count() as u64 + crate::graph::slot_total(&g);
    assert!(work.cycle_work + work.barrier_work < 3 * unit, "{work:?}");
    let mut rng = Rng::new(45);
    let small = pentagon_chain(10);
    let allowed = rabin_vazirani(&small, &mut rng);
    for (name, plan) in plans() {
        let (classes, _) = classes_with(&small, plan);
        classes.for_each_edge(&small, |u, v, class| {
            assert_eq!(class.is_matchable(), allowed(u, v), "{name}: {u} - {v}");
        });
    }
}

/// A wheel: a hub joined to every vertex of an even rim of `2k` vertices, and a pendant
/// vertex on the hub, with every edge given `copies` parallel copies. Perfectly matchable;
/// the pendant forces the hub's edge and rules out its `2k` others.
fn wheel_with_pendant(k: u32, copies: usize) -> Graph {
    let (hub, pendant) = (0, 1);
    let mut edges = vec![(hub, pendant)];
    for i in 0..2 * k {
        edges.extend([(hub, 2 + i), (2 + i, 2 + (i + 1) % (2 * k))]);
    }
    let edges: Vec<(u32, u32)> = edges
        .iter()
        .flat_map(|&e| std::iter::repeat_n(e, copies))
        .collect();
    Graph::from_edges(2 * k as usize + 2, &edges)
}

/// A hub with a pendant neighbour: ruling out its `d` other edges costs `O(d)` (each edge
/// decided from its slot, with its twin), not `O(d^2)` (each found by scanning both ends).
#[test]
fn a_hub_with_a_pendant_neighbour_costs_linear_work() {
    for copies in [1, 2] {
        let g = wheel_with_pendant(3000, copies);
        let unit = g.vertex_count() as u64 + crate::graph::slot_total(&g);
        let (classes, work) = classes_with(&g, Plan::default_plan());
        assert!(work.forced_work <= 8 * unit, "{work:?}, unit {unit}");
        assert!(work.total() <= 40 * unit, "{work:?}, unit {unit}");
        let want_hub = if copies == 1 {
            EdgeClass::Mandatory
        } else {
            EdgeClass::Allowed
        };
        assert_eq!(classes.class(&g, 0, 1), Some(want_hub));
        assert_eq!(classes.class(&g, 0, 2), Some(EdgeClass::Forbidden));
        assert_eq!(classes.class(&g, 2, 3), Some(EdgeClass::Allowed));
    }
    let mut rng = Rng::new(47);
    for copies in [1, 2] {
        let small = wheel_with_pendant(6, copies);
        let allowed = rabin_vazirani(&small, &mut rng);
        for (name, plan) in plans() {
            let (classes, _) = classes_with(&small, plan);
            classes.for_each_edge(&small, |u, v, class| {
                assert_eq!(class.is_matchable(), allowed(u, v), "{name}: {u} - {v}");
            });
        }
    }
}

/// On bipartite graphs (where `from_gallai_edmonds` uses the pair graph instead), the stages
/// run as on any other graph agree with Dulmage–Mendelsohn.
#[test]
fn the_stages_agree_with_dulmage_mendelsohn_on_bipartite_graphs() {
    use crate::graph::BipartiteGraph;
    use crate::matching::{Algorithm, DulmageMendelsohn};
    let mut rng = Rng::new(46);
    for round in 0..100 {
        let k = 1 + rng.below(30) as u32;
        let mut right: Vec<u32> = (k..2 * k).collect();
        rng.shuffle(&mut right);
        let mut edges: Vec<(u32, u32)> = (0..k).map(|i| (i, right[i as usize])).collect();
        for _ in 0..rng.below(u64::from(3 * k)) {
            edges.push((
                rng.below(u64::from(k)) as u32,
                k + rng.below(u64::from(k)) as u32,
            ));
        }
        let g = Graph::from_edges(2 * k as usize, &edges);
        let left: Vec<bool> = (0..2 * k).map(|v| v < k).collect();
        let bipartite = BipartiteGraph::new(g.clone(), left);
        let dm = DulmageMendelsohn::new(&bipartite, Algorithm::default());
        let expected = EdgeClasses::from_decomposition(&bipartite, &dm);
        let all: Vec<u32> = (0..2 * k).collect();
        let start = EdgeClasses::empty(&g).start;
        for (name, plan) in plans() {
            let (decided, _) = super::perfect::decide(
                &g,
                &start,
                dm.matching().mates(),
                &|_| true,
                &all,
                plan,
                &|_, _, _| {},
            );
            for u in 0..2 * k {
                for slot in 0..g.slot_count(u) {
                    let matchable =
                        decided[(start[u as usize] + slot) as usize] == super::marks::MATCHABLE;
                    let class = expected.at(u, slot).expect("an edge");
                    assert_eq!(
                        matchable,
                        class.is_matchable(),
                        "{name}, graph {round}, {u}"
                    );
                }
            }
        }
    }
}

/// Rabin–Vazirani on bigger graphs, as the issue asks (opt-in: `O(V^3)`, about a minute in
/// release): `cargo test --release --lib -- --ignored rabin_vazirani_on_thousands`.
#[test]
#[ignore = "O(V^3): about a minute in release"]
fn rabin_vazirani_on_thousands_of_vertices() {
    let mut rng = Rng::new(47);
    for (n, m) in [(1000u32, 1500u64), (2000, 8000)] {
        let g = with_perfect_matching(&mut rng, n, m);
        let allowed = rabin_vazirani(&g, &mut rng);
        let (classes, work) = classes_with(&g, Plan::default_plan());
        classes.for_each_edge(&g, |u, v, class| {
            assert_eq!(
                class.is_matchable(),
                allowed(u, v),
                "{n} vertices: {u} - {v}"
            );
        });
        eprintln!("{n} vertices, {} edges: {work:?}", g.edge_count());
    }
}
