//! Certificates on big general graphs: every maximum matching the solver returns is checked by
//! a Tutte–Berge bound computed with code that shares nothing with it (random graphs, king
//! boards, and grids with odd chords that take the square-first start).

use bigame::game::analyze_general;
use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph};
use bigame::matching::{GallaiEdmonds, Matching, Part};

/// A Tutte–Berge certificate, checked on big graphs with code that shares nothing with the
/// solver: for the set `A`, `G - A` has `odd` odd components (found here by plain BFS), and no
/// matching can exceed `(V + |A| - odd) / 2`; a valid matching of exactly that size is
/// therefore maximum. Returns the bound.
fn tutte_berge_bound(g: &Graph, in_a: &[bool]) -> usize {
    let n = g.vertex_count();
    let mut seen = vec![false; n];
    let mut odd = 0;
    let mut queue = Vec::new();
    for s in 0..n {
        if in_a[s] || seen[s] {
            continue;
        }
        seen[s] = true;
        queue.clear();
        queue.push(s as u32);
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &y in g.neighbors(x) {
                if !in_a[y as usize] && !seen[y as usize] {
                    seen[y as usize] = true;
                    queue.push(y);
                }
            }
        }
        odd += queue.len() % 2;
    }
    let a = in_a.iter().filter(|&&x| x).count();
    (n + a - odd) / 2
}

/// Which vertices are in `A` of the decomposition `ge`, as [`tutte_berge_bound`] takes them.
fn in_a(ge: &GallaiEdmonds) -> Vec<bool> {
    ge.parts().iter().map(|&p| p == Part::A).collect()
}

#[test]
fn big_random_graphs_carry_a_tutte_berge_certificate() {
    use bigame::generate::{GraphSpec, random_graph};
    // Uniform random edges (parallel edges possible, no self-loops), odd cycles everywhere.
    for (seed, (n, m)) in [
        (2000u32, 2000u64),
        (2001, 3000),
        (5000, 7500),
        (20_000, 80_000),
        (30_001, 24_000),
    ]
    .into_iter()
    .enumerate()
    {
        let g = random_graph(&GraphSpec::general(n, m).multi(), 7 + seed as u64)
            .unwrap()
            .graph;
        assert_eq!(g.edge_count() as u64, m);
        let a = analyze_general(&g);
        assert!(a.matching().is_valid_in(&g));
        let ge = a.decomposition(&g);
        assert_eq!(
            a.matching().size(),
            tutte_berge_bound(&g, &in_a(&ge)),
            "n = {n}, m = {m}"
        );
        // The decomposition straight from the blossom run agrees with the one rebuilt from D.
        assert_eq!(
            GallaiEdmonds::new(&g, Matching::empty(n as usize)).parts(),
            ge.parts()
        );
    }
}

#[test]
fn king_boards_carry_a_tutte_berge_certificate() {
    use bigame::board::King;
    use bigame::generate::random_board;
    for (size, blocked, seed) in [
        (40, 0, 1),
        (41, 0, 1),
        (60, 10, 2),
        (80, 30, 3),
        (120, 45, 4),
    ] {
        let board = random_board(size, size, blocked, seed).with_moves::<King>();
        let (g, ids) = board.to_graph();
        let on_board = analyze_general(&board);
        let on_graph = analyze_general(&g);
        for (i, &v) in ids.iter().enumerate() {
            assert_eq!(on_board.wins(v), on_graph.wins(i as u32), "{size}x{size}");
        }
        let ge = on_graph.decomposition(&g);
        assert_eq!(
            on_graph.matching().size(),
            tutte_berge_bound(&g, &in_a(&ge))
        );
        assert_eq!(on_board.matching().size(), on_graph.matching().size());
    }
}

/// A `side x side` grid with a tenth of its cells removed (their ids left isolated) and
/// `chords` edges between random cells of one colour: bipartite but for the chords, which
/// throw a breadth-first two-colouring off.
fn grid_with_odd_chords(side: u32, chords: u32, seed: u64) -> Graph {
    let mut rng = Rng::new(seed);
    let id = |c: u32, r: u32| r * side + c;
    let kept: Vec<bool> = (0..side * side).map(|_| rng.below(10) != 0).collect();
    let mut edges = Vec::new();
    for r in 0..side {
        for c in 0..side {
            for (c2, r2) in [(c + 1, r), (c, r + 1)] {
                if c2 < side && r2 < side && kept[id(c, r) as usize] && kept[id(c2, r2) as usize] {
                    edges.push((id(c, r), id(c2, r2)));
                }
            }
        }
    }
    let mut added = 0;
    while added < chords {
        let (u, v) = (
            rng.below(u64::from(side * side)) as u32,
            rng.below(u64::from(side * side)) as u32,
        );
        if u != v && (u % side + u / side) % 2 == (v % side + v / side) % 2 {
            edges.push((u, v));
            added += 1;
        }
    }
    Graph::from_edges((side * side) as usize, &edges)
}

/// Edges inside the classes of a breadth-first two-colouring (from the lowest id of each
/// component), as the general start's first test counts them.
fn breadth_first_inside(g: &Graph) -> usize {
    let n = g.vertex_count();
    let mut colour = vec![2u8; n];
    for s in 0..n {
        if colour[s] != 2 {
            continue;
        }
        colour[s] = 0;
        let mut queue = vec![s as u32];
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &y in g.neighbors(x) {
                if colour[y as usize] == 2 {
                    colour[y as usize] = 1 - colour[x as usize];
                    queue.push(y);
                }
            }
        }
    }
    g.edges()
        .filter(|&(u, v)| colour[u as usize] == colour[v as usize])
        .count()
}

/// Grids with holes and odd chords, where the start comes from the square-first colouring
/// (a breadth-first colouring leaves more than `sqrt V` edges inside, the square-first one at
/// most `2 sqrt V`): the matching is maximum by the Tutte–Berge bound of its own
/// decomposition, the start falls short of it by at most the edges the colouring left inside,
/// and the verdicts are those of a second route (blossom from the empty matching).
#[test]
fn grids_with_odd_chords_start_from_the_square_colouring_and_carry_a_certificate() {
    use bigame::graph::square_first_colouring;
    use bigame::matching::general_start;
    for (side, chords, seed) in [(60, 40, 1), (100, 90, 2), (140, 150, 3), (200, 250, 4)] {
        let g = grid_with_odd_chords(side, chords, seed);
        let root_v = (g.vertex_count() as f64).sqrt() as u64;
        let near = square_first_colouring(&g, u64::MAX, u64::MAX).unwrap();
        assert!(
            breadth_first_inside(&g) as u64 > root_v && near.inside <= 2 * root_v,
            "{side}: the case the square-first colouring is for ({} inside)",
            near.inside
        );
        let a = analyze_general(&g);
        assert!(a.matching().is_valid_in(&g));
        let ge = a.decomposition(&g);
        let maximum = tutte_berge_bound(&g, &in_a(&ge));
        assert_eq!(a.matching().size(), maximum, "{side}");
        let start = general_start(&g);
        assert!(start.is_valid_in(&g));
        assert!(maximum - start.size() <= near.inside as usize, "{side}");
        let other = GallaiEdmonds::new(&g, Matching::empty(g.vertex_count()));
        assert_eq!(other.parts(), ge.parts(), "{side}");
    }
}
