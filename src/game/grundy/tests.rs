//! The fast methods against the exhaustive search of [`crate::game::brute`], which shares no
//! code with them, and known values.

use super::{
    GrundyError, SEARCH_LIMIT, grundy_of_position, grundy_value, grundy_values, grundy_values_of,
};
use crate::game::brute;
use crate::graph::{Adjacency, Graph};
use crate::rng::Rng;

/// Fewer cases in a debug build (CI runs the library's tests unoptimised once).
fn cases(release: usize) -> usize {
    if cfg!(debug_assertions) {
        release / 20 + 1
    } else {
        release
    }
}

fn brute_values(g: &Graph) -> Vec<u32> {
    (0..g.vertex_count() as u32)
        .map(|v| brute::grundy(g, v))
        .collect()
}

/// A random graph on `n` vertices with about `m` edges and no vertex of more than `max_degree`
/// neighbours (parallel edges allowed: they are one move).
fn random_bounded(rng: &mut Rng, n: u32, m: usize, max_degree: usize) -> Graph {
    let mut degree = vec![0usize; n as usize];
    let mut edges = Vec::new();
    for _ in 0..m * 3 {
        if edges.len() >= m || n < 2 {
            break;
        }
        let u = rng.below(n as u64) as u32;
        let v = rng.below(n as u64) as u32;
        if u != v && degree[u as usize] < max_degree && degree[v as usize] < max_degree {
            degree[u as usize] += 1;
            degree[v as usize] += 1;
            edges.push((u, v));
        }
    }
    Graph::from_edges(n as usize, &edges)
}

fn check(g: &Graph) {
    assert_eq!(
        grundy_values(g).unwrap(),
        brute_values(g),
        "{:?}",
        g.edges().collect::<Vec<_>>()
    );
}

#[test]
fn every_graph_up_to_six_vertices() {
    let mut graphs = 0;
    for n in 1..=6u32 {
        let pairs: Vec<(u32, u32)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        // In a debug build only every 7th graph of 6 vertices.
        let step = if cfg!(debug_assertions) && n == 6 {
            7
        } else {
            1
        };
        for mask in (0u32..1 << pairs.len()).step_by(step) {
            let edges: Vec<_> = (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            check(&Graph::from_edges(n as usize, &edges));
            graphs += 1;
        }
    }
    assert!(graphs > 4000);
}

#[test]
fn random_graphs_of_seven_and_eight_vertices() {
    let mut rng = Rng::new(54);
    for _ in 0..cases(2000) {
        let n = 7 + rng.below(2) as u32;
        let m = rng.below(20) as usize;
        check(&random_bounded(&mut rng, n, m, 8));
    }
}

#[test]
fn random_graphs_of_maximum_degree_three_four_and_five() {
    let mut rng = Rng::new(3);
    for max_degree in [3, 4, 5] {
        let count = if max_degree == 3 { 3000 } else { 300 };
        for _ in 0..cases(count) {
            let n = 2 + rng.below(13) as u32;
            let m = rng.below(n as u64 * max_degree as u64 / 2 + 1) as usize;
            check(&random_bounded(&mut rng, n, m, max_degree));
        }
    }
}

#[test]
fn cubic_graphs() {
    // The cube Q3: vertices 0..8, edges between ids one bit apart.
    let q3: Vec<_> = (0..8u32)
        .flat_map(|v| (0..3).map(move |b| (v, v ^ 1 << b)))
        .filter(|&(u, v)| u < v)
        .collect();
    check(&Graph::from_edges(8, &q3));
    // Prisms C_k x K_2.
    for k in 3..=8u32 {
        let mut edges = Vec::new();
        for i in 0..k {
            edges.push((i, (i + 1) % k));
            edges.push((k + i, k + (i + 1) % k));
            edges.push((i, k + i));
        }
        check(&Graph::from_edges(2 * k as usize, &edges));
    }
    // Petersen: outer 5-cycle, inner pentagram, spokes.
    let mut petersen = Vec::new();
    for i in 0..5u32 {
        petersen.push((i, (i + 1) % 5));
        petersen.push((5 + i, 5 + (i + 2) % 5));
        petersen.push((i, 5 + i));
    }
    check(&Graph::from_edges(10, &petersen));
}

#[test]
fn known_values() {
    for n in 1..=40u32 {
        // A path of n vertices from an end: n - 1 forced moves.
        let path: Vec<_> = (1..n).map(|i| (i - 1, i)).collect();
        let g = Graph::from_edges(n as usize, &path);
        assert_eq!(grundy_value(&g, 0).unwrap(), (n - 1) % 2, "P_{n}");
        if n >= 3 {
            // A cycle: the first move leaves a path of n - 1 from an end.
            let mut cycle = path.clone();
            cycle.push((n - 1, 0));
            let expected = if n % 2 == 0 { 1 } else { 0 };
            assert_eq!(
                grundy_values(&Graph::from_edges(n as usize, &cycle)).unwrap(),
                vec![expected; n as usize],
                "C_{n}"
            );
        }
        // A star with n leaves: the centre 1; a leaf 1 with one leaf, else 0.
        let star: Vec<_> = (1..=n).map(|i| (0, i)).collect();
        let values = grundy_values(&Graph::from_edges(n as usize + 1, &star)).unwrap();
        assert_eq!(values[0], 1);
        assert!(
            values[1..].iter().all(|&v| v == u32::from(n == 1)),
            "star {n}"
        );
    }
}

#[test]
fn values_three_appear() {
    // A start of value 3 (moves of values 0, 1 and 2) exists among small degree-3 graphs,
    // so the mex at the start is exercised; found by the random test's generator.
    let mut rng = Rng::new(7);
    let mut best = 0;
    for _ in 0..cases(3000) {
        let g = random_bounded(&mut rng, 12, 16, 3);
        best = best.max(*grundy_values(&g).unwrap().iter().max().unwrap());
    }
    assert_eq!(best, 3);
}

#[test]
fn positions_agree_with_the_exhaustive_search() {
    let mut rng = Rng::new(11);
    for case in 0..cases(2000) {
        let n = 3 + rng.below(10) as u32;
        let max_degree = [3, 4, 8][case % 3];
        let m = rng.below(2 * n as u64) as usize;
        let g = random_bounded(&mut rng, n, m, max_degree);
        let token = rng.below(n as u64) as u32;
        let visited: Vec<u32> = (0..n).filter(|&v| v != token && rng.chance(30)).collect();
        let mask = visited.iter().fold(1u32 << token, |m, &v| m | 1 << v);
        assert_eq!(
            grundy_of_position(&g, &visited, token).unwrap(),
            brute::grundy_from(&g, mask, token),
            "{:?} visited {visited:?} token {token}",
            g.edges().collect::<Vec<_>>()
        );
    }
}

#[test]
fn large_components_of_higher_degree_are_refused() {
    // A path of SEARCH_LIMIT + 1 vertices with one vertex of 4 neighbours.
    let n = SEARCH_LIMIT as u32 + 3;
    let mut edges: Vec<_> = (1..n - 2).map(|i| (i - 1, i)).collect();
    edges.extend([(5, n - 2), (5, n - 1)]);
    let g = Graph::from_edges(n as usize, &edges);
    let err = grundy_values(&g).unwrap_err();
    assert!(
        matches!(
            err,
            GrundyError::TooLarge {
                vertex: 5,
                degree: 4,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("PSPACE-complete"));
    // From the wide vertex itself the method for maximum degree 3 applies: its legs have
    // 5, 1, 1 and n - 8 vertices, a path of L vertices from its end has value (L - 1) % 2,
    // so the value is the mex of {0, (n - 9) % 2}.
    let expected = if (n - 9) % 2 == 1 { 2 } else { 1 };
    assert_eq!(grundy_value(&g, 5), Ok(expected));
}

#[test]
fn components_are_independent() {
    // Two components, one searched (a vertex of degree 4) and one by the chain method.
    let g = Graph::from_edges(9, &[(0, 1), (0, 2), (0, 3), (0, 4), (5, 6), (6, 7), (7, 8)]);
    check(&g);
}

/// The memo of chain steps across bridges (every start at once) against each start's own
/// chains without it, on graphs too large for the exhaustive search: trees of maximum degree 3
/// (every edge a bridge), combs (a path with a pendant at each vertex, whose chains run the
/// whole path), and random graphs of maximum degree 3 with pendant paths and cycles, where
/// some steps cross bridges and some do not.
#[test]
fn remembered_chain_steps_agree_with_each_start_alone() {
    let mut rng = Rng::new(541);
    let mut graphs = Vec::new();
    for n in [60u32, 61, 200] {
        let comb: Vec<(u32, u32)> = (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((0..n).map(|i| (i, n + i)))
            .collect();
        graphs.push(Graph::from_edges(2 * n as usize, &comb));
    }
    for _ in 0..cases(40) {
        let n = 20 + rng.below(120) as u32;
        // A random tree of maximum degree 3, then a few extra edges on some of them.
        let mut degree = vec![0u32; n as usize];
        let mut edges = Vec::new();
        for v in 1..n {
            let u = (0..8)
                .map(|_| rng.below(u64::from(v)) as u32)
                .find(|&u| degree[u as usize] < 3);
            if let Some(u) = u {
                degree[u as usize] += 1;
                degree[v as usize] += 1;
                edges.push((u, v));
            }
        }
        if rng.chance(50) {
            for _ in 0..rng.below(u64::from(n) / 8 + 1) {
                let (u, v) = (
                    rng.below(u64::from(n)) as u32,
                    rng.below(u64::from(n)) as u32,
                );
                if u != v && degree[u as usize] < 3 && degree[v as usize] < 3 {
                    degree[u as usize] += 1;
                    degree[v as usize] += 1;
                    edges.push((u, v));
                }
            }
        }
        graphs.push(Graph::from_edges(n as usize, &edges));
    }
    for g in &graphs {
        let alone: Vec<u32> = (0..g.vertex_count() as u32)
            .map(|s| grundy_value(g, s).unwrap())
            .collect();
        assert_eq!(
            grundy_values(g).unwrap(),
            alone,
            "{:?}",
            g.edges().collect::<Vec<_>>()
        );
    }
}

/// A comb (a path with a pendant at every vertex) makes every start's chain run the rest of
/// the path: `V^2 / 4` chain moves when each start walks its own. Every step crosses a bridge,
/// so the memo walks each once: at most a few moves a vertex over all starts, at every size.
#[test]
fn the_chains_of_a_comb_are_walked_once() {
    for n in [500u32, 1000, 2000] {
        let comb: Vec<(u32, u32)> = (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((0..n).map(|i| (i, n + i)))
            .collect();
        let g = Graph::from_edges(2 * n as usize, &comb);
        let mut layer = super::chain::Layer::new(&g);
        let values: Vec<u32> = (0..2 * n).map(|s| layer.value_of_start(s)).collect();
        assert_eq!(values, grundy_values(&g).unwrap());
        let moves = layer.chain_moves();
        assert!(
            moves <= 4 * u64::from(2 * n),
            "{moves} chain moves on a comb of {} vertices",
            2 * n
        );
    }
}

/// The values of some starts together agree with each start alone and with the exhaustive
/// search, on graphs of several components, some of maximum degree 3 and some with a wider
/// vertex (searched, or the start itself).
#[test]
fn some_starts_together_agree_with_each_alone() {
    let mut rng = Rng::new(5411);
    for _ in 0..cases(300) {
        let parts = 1 + rng.below(3) as u32;
        let mut edges = Vec::new();
        let mut n = 0u32;
        for _ in 0..parts {
            let size = 2 + rng.below(7) as u32;
            let degree = if rng.chance(50) { 3 } else { 5 };
            let part = random_bounded(&mut rng, size, 2 * size as usize, degree);
            edges.extend(part.edges().map(|(u, v)| (u + n, v + n)));
            n += size;
        }
        let g = Graph::from_edges(n as usize, &edges);
        let starts: Vec<u32> = (0..n).filter(|_| rng.chance(40)).collect();
        let together = grundy_values_of(&g, &starts).unwrap();
        let brute = brute_values(&g);
        for &s in &starts {
            assert_eq!(
                together[s as usize],
                grundy_value(&g, s).unwrap(),
                "{edges:?}"
            );
            assert_eq!(
                together[s as usize], brute[s as usize],
                "{edges:?} from {s}"
            );
        }
    }
}

/// Long random runs: `cargo test --release --lib grundy::tests::soak -- --ignored`.
#[test]
#[ignore]
fn soak() {
    let mut rng = Rng::new(2026);
    for case in 0..200_000 {
        let n = 2 + rng.below(13) as u32;
        let max_degree = 3 + case % 3;
        let m = rng.below(n as u64 * max_degree as u64 / 2 + 1) as usize;
        check(&random_bounded(&mut rng, n, m, max_degree));
    }
}

/// The figures in BENCHMARKS.md: all starts of random graphs of maximum degree 3, and how
/// the exact search grows on random graphs of maximum degree 4 and 5.
/// `cargo test --release --lib grundy::tests::measure -- --ignored --nocapture`
#[test]
#[ignore]
fn measure() {
    let mut rng = Rng::new(1);
    for n in [10_000u32, 100_000] {
        if std::env::var("GRUNDY_SKIP_LARGE").is_ok() {
            break;
        }
        let g = random_bounded(&mut rng, n, 3 * n as usize / 2, 3);
        let t = std::time::Instant::now();
        let values = grundy_values(&g).unwrap();
        let mut counts = [0usize; 4];
        values.iter().for_each(|&v| counts[v as usize] += 1);
        println!(
            "degree 3, {n} vertices, {} edges: {:?} ({counts:?} of values 0..3)",
            g.edge_count(),
            t.elapsed()
        );
    }
    // Complete graphs: every vertex set left is its own key, so the memo grows as 2^n.
    for n in 8..=22u32 {
        let edges: Vec<_> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        let g = Graph::from_edges(n as usize, &edges);
        let t = std::time::Instant::now();
        let result = grundy_values(&g);
        println!("K_{n}: {:?}, {:?}", t.elapsed(), result.map(|v| v[0]));
    }
    // Grids k x k (rook moves, degree 4) and near-regular random graphs of degree 4 and 5.
    for k in 4..=11u32 {
        let mut edges = Vec::new();
        for r in 0..k {
            for c in 0..k {
                if c + 1 < k {
                    edges.push((r * k + c, r * k + c + 1));
                }
                if r + 1 < k {
                    edges.push((r * k + c, (r + 1) * k + c));
                }
            }
        }
        let g = Graph::from_edges((k * k) as usize, &edges);
        let t = std::time::Instant::now();
        let ok = grundy_values(&g).is_ok();
        println!("grid {k}x{k}: {:?}, answered {ok}", t.elapsed());
    }
    for max_degree in [4, 5] {
        for n in [12u32, 16, 20, 24, 28, 32, 40, 48, 64, 96, 128] {
            let mut worst = std::time::Duration::ZERO;
            let mut refused = 0;
            for _ in 0..3 {
                let mut g = random_bounded(&mut rng, n, n as usize * max_degree / 2, max_degree);
                for _ in 0..10 {
                    let more = random_bounded(&mut rng, n, n as usize * max_degree / 2, max_degree);
                    if more.edge_count() > g.edge_count() {
                        g = more;
                    }
                }
                let t = std::time::Instant::now();
                refused += grundy_values(&g).is_err() as usize;
                worst = worst.max(t.elapsed());
            }
            println!(
                "degree {max_degree}, {n} vertices: worst of 3 {worst:?}, {refused} over budget"
            );
        }
    }
}

#[test]
fn sums_agree_with_the_exhaustive_search() {
    let mut rng = Rng::new(99);
    for _ in 0..cases(300) {
        let count = 2 + rng.below(3) as usize;
        let graphs: Vec<(Graph, u32)> = (0..count)
            .map(|_| {
                let n = 1 + rng.below(7) as u32;
                let m = rng.below(2 * n as u64) as usize;
                (
                    random_bounded(&mut rng, n, m, 4),
                    rng.below(n as u64) as u32,
                )
            })
            .collect();
        let parts: Vec<(&Graph, u32)> = graphs.iter().map(|(g, s)| (g, *s)).collect();
        let answer = super::grundy_of_sum(&parts).unwrap();
        let total = parts.iter().fold(0, |x, &(g, s)| x ^ brute::grundy(g, s));
        assert_eq!(answer.total, total);
        assert_eq!(answer.winning_move.is_some(), total != 0);
        if let Some((i, u)) = answer.winning_move {
            // The move is legal and leaves a sum of value 0.
            let (g, s) = parts[i];
            assert!(g.neighbors(s).contains(&u));
            let after = brute::grundy_from(g, 1 << s | 1 << u, u);
            assert_eq!(total ^ brute::grundy(g, s) ^ after, 0);
        }
    }
}
