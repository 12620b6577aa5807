//! General graphs (odd cycles allowed): the blossom algorithm and the Gallai–Edmonds
//! decomposition against exhaustive search, the structure theorem, and families worked out by
//! hand.

use bigame::game::{
    Game, Player, Position, analyze, analyze_general, analyze_general_with, brute, review,
};
use bigame::generate::Rng;
use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{
    Algorithm, GallaiEdmonds, Matching, Part, blossom, karp_sipser, micali_vazirani,
};
use proptest::prelude::*;

use crate::common;
use common::random::general_graph;

/// The graph with vertex `v` renamed `perm[v]`.
fn relabel(g: &Graph, perm: &[u32]) -> Graph {
    let edges: Vec<(u32, u32)> = g
        .edges()
        .map(|(u, v)| (perm[u as usize], perm[v as usize]))
        .collect();
    Graph::from_edges(g.vertex_count(), &edges)
}

/// Checks the structure theorem on a decomposition of `g` whose `D` should be `d_truth`,
/// with a maximum matching of `best` edges.
fn check_structure(
    g: &Graph,
    ge: &GallaiEdmonds,
    d_truth: &[bool],
    best: usize,
) -> Result<(), TestCaseError> {
    let n = g.vertex_count();
    let m = ge.matching();
    prop_assert!(m.is_valid_in(g), "not a matching");
    prop_assert_eq!(m.size(), best, "matching not maximum");
    for v in 0..n as u32 {
        prop_assert_eq!(
            ge.part(v) == Part::D,
            d_truth[v as usize],
            "D wrong at {}",
            v
        );
        // A is exactly the neighbourhood of D outside D.
        let next_to_d = g.neighbors(v).iter().any(|&w| d_truth[w as usize]);
        let expected = if d_truth[v as usize] {
            Part::D
        } else if next_to_d {
            Part::A
        } else {
            Part::C
        };
        prop_assert_eq!(ge.part(v), expected, "part wrong at {}", v);
        match ge.part(v) {
            // C is perfectly matched inside C.
            Part::C => prop_assert!(m.mate(v).is_some_and(|w| ge.part(w) == Part::C)),
            // A is matched into D.
            Part::A => prop_assert!(m.mate(v).is_some_and(|w| ge.part(w) == Part::D)),
            Part::D => prop_assert!(ge.component(v).is_some()),
        }
    }
    // Components of D: odd, each with at most one vertex matched outside it (to A), and the
    // A vertices matched into distinct components.
    let mut size = vec![0usize; ge.component_count()];
    let mut matched_out = vec![0usize; ge.component_count()];
    for v in 0..n as u32 {
        if let Some(c) = ge.component(v) {
            size[c as usize] += 1;
            if m.mate(v).is_some_and(|w| ge.part(w) != Part::D) {
                matched_out[c as usize] += 1;
            }
            for &w in g.neighbors(v) {
                if ge.part(w) == Part::D {
                    prop_assert_eq!(ge.component(w), Some(c), "D edge across components");
                }
            }
        }
    }
    prop_assert!(size.iter().all(|s| s % 2 == 1), "even component of D");
    prop_assert!(matched_out.iter().all(|&k| k <= 1));
    // Tutte–Berge: a maximum matching leaves components(D) - |A| vertices unmatched.
    let a = ge.count(Part::A);
    prop_assert!(ge.component_count() >= a);
    prop_assert_eq!(ge.deficiency(), ge.component_count() - a);
    prop_assert_eq!(
        best,
        (n - (ge.component_count() - a)) / 2,
        "Tutte–Berge formula"
    );
    prop_assert_eq!((n - ge.deficiency()) % 2, 0);
    Ok(())
}

/// Checks that `mates` (a position's matching) is a maximum matching of the graph left in play:
/// the vertices not in `visited`, plus the token `t`.
fn check_position_matching(
    g: &Graph,
    visited: u32,
    t: u32,
    mates: &[u32],
) -> Result<(), TestCaseError> {
    let alive = |v: u32| v == t || visited & (1 << v) == 0;
    let rest: Vec<(u32, u32)> = g.edges().filter(|&(u, v)| alive(u) && alive(v)).collect();
    let rest = Graph::from_edges(g.vertex_count(), &rest);
    let m = Matching::from_mates(mates.to_vec());
    prop_assert!(
        m.is_valid_in(&rest),
        "matching uses a visited vertex or a non-edge"
    );
    prop_assert_eq!(
        m.size(),
        brute::maximum_matching_size(&rest),
        "matching not maximum"
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// The incremental engine on general graphs: along a random game, every verdict and
    /// winning move agrees with exhaustive search from that position, and the kept matching is
    /// a maximum matching of the unvisited vertices plus the token.
    #[test]
    fn general_engine_follows_exhaustive_search(
        g in general_graph(12, 28),
        start in any::<u32>(),
        choices in proptest::collection::vec(any::<u8>(), 0..12),
    ) {
        let n = g.vertex_count();
        let token = start % n as u32;
        let mut position = Position::general(&g, token);
        let mut visited: u32 = 1 << token;
        for &choice in choices.iter().chain(std::iter::once(&0)) {
            let t = position.token();
            let wins = position.mover_wins();
            prop_assert_eq!(wins, brute::wins_from(&g, visited, t), "verdict at {}", t);
            check_position_matching(&g, visited, t, position.mates())?;
            let moves = position.legal_moves();
            match position.winning_move() {
                Some(w) => {
                    prop_assert!(wins && moves.contains(&w));
                    prop_assert!(!brute::wins_from(&g, visited | (1 << w), w));
                }
                None => prop_assert!(!wins),
            }
            if moves.is_empty() {
                break;
            }
            let to = moves[choice as usize % moves.len()];
            position.play(to).unwrap();
            visited |= 1 << to;
        }
    }

    /// Games with moves taken back, on both engines: after every play or undo the verdict
    /// agrees with exhaustive search from the position reached, the matching is maximum there,
    /// the best move wins whenever the mover is winning, and the history and turn are right.
    #[test]
    fn games_with_undo_follow_exhaustive_search(
        g in general_graph(12, 28),
        start in any::<u32>(),
        steps in proptest::collection::vec(any::<u8>(), 0..24),
    ) {
        let n = g.vertex_count();
        let token = start % n as u32;
        let bipartite = match two_colouring(&g) {
            TwoColouring::Sides(left) => Some(BipartiteGraph::new(g.clone(), left)),
            TwoColouring::OddCycle(_) => None,
        };
        let mut general = Game::general(&g, token);
        let mut two_ended = bipartite.as_ref().map(|bg| Game::new(bg, token));
        for &step in &steps {
            // A step: undo (one time in four), else play the best move or another legal one.
            if step % 4 == 0 {
                let undone = general.undo();
                if let Some(game) = two_ended.as_mut() {
                    prop_assert_eq!(game.undo(), undone);
                }
            } else {
                let moves = general.legal_moves();
                let best = general.best_move();
                prop_assert_eq!(best.is_some(), !moves.is_empty());
                let Some(best) = best else { continue };
                let to = if step % 2 == 0 { best } else { moves[step as usize % moves.len()] };
                general.play(to).unwrap();
                if let Some(game) = two_ended.as_mut() {
                    game.play(to).unwrap();
                }
            }
            // The position reached, from the history alone.
            let mut visited = 1u32 << token;
            for &v in general.history() {
                visited |= 1 << v;
            }
            let t = general.token();
            prop_assert_eq!(t, *general.history().last().unwrap_or(&token));
            let expected_turn = if general.history().len() % 2 == 0 { Player::First } else { Player::Second };
            prop_assert_eq!(general.to_move(), expected_turn);
            let truth = brute::wins_from(&g, visited, t);
            prop_assert_eq!(general.is_winning(), truth, "verdict at {} after {:?}", t, general.history());
            check_position_matching(&g, visited, t, general.position().mates())?;
            if truth {
                let w = general.best_move().unwrap();
                prop_assert!(!brute::wins_from(&g, visited | (1 << w), w), "best move {} loses", w);
            }
            if let Some(game) = two_ended.as_mut() {
                prop_assert_eq!(game.history(), general.history());
                prop_assert_eq!(game.is_winning(), truth);
                check_position_matching(&g, visited, t, game.position().mates())?;
            }
            prop_assert_eq!(general.is_over(), general.legal_moves().is_empty());
        }
    }

    /// On bipartite graphs the general engine and the two-ended bipartite engine review a
    /// random game identically.
    #[test]
    fn general_and_bipartite_engines_agree(
        g in general_graph(12, 28),
        start in any::<u32>(),
        choices in proptest::collection::vec(any::<u8>(), 0..12),
    ) {
        let TwoColouring::Sides(left) = two_colouring(&g) else {
            return Ok(());
        };
        let n = g.vertex_count();
        let token = start % n as u32;
        // A random legal game, chosen on a scratch position.
        let mut scratch = Position::general(&g, token);
        let mut moves = Vec::new();
        for &choice in &choices {
            let legal = scratch.legal_moves();
            if legal.is_empty() {
                break;
            }
            let to = legal[choice as usize % legal.len()];
            scratch.play(to).unwrap();
            moves.push(to);
        }
        let bg = BipartiteGraph::new(g.clone(), left);
        let general = review(&mut Position::general(&g, token), &moves).unwrap();
        let bipartite = review(&mut Position::new(&bg, token), &moves).unwrap();
        for (a, b) in general.iter().zip(&bipartite) {
            prop_assert_eq!(a.winning_before, b.winning_before);
            prop_assert_eq!(a.opponent_wins_after, b.opponent_wins_after);
            prop_assert_eq!(a.is_mistake(), b.is_mistake());
        }
    }

    #[test]
    fn blossom_verdicts_match_exhaustive_search(g in general_graph(12, 28)) {
        let n = g.vertex_count();
        let truth = brute::winning_vertices(&g);
        let best = brute::maximum_matching_size(&g);
        for initial in [Matching::empty(n), karp_sipser(&g)] {
            let m = blossom(&g, initial.clone());
            prop_assert!(m.is_valid_in(&g));
            prop_assert_eq!(m.size(), best, "blossom not maximum");
            let m = micali_vazirani(&g, initial);
            prop_assert!(m.is_valid_in(&g));
            prop_assert_eq!(m.size(), best, "micali-vazirani not maximum");
        }
        let by_mv = analyze_general_with(&g, Algorithm::MicaliVazirani);
        prop_assert_eq!(by_mv.matching().size(), best);
        check_structure(&g, &by_mv.decomposition(&g), &truth.iter().map(|&w| !w).collect::<Vec<_>>(), best)?;
        let a = analyze_general(&g);
        prop_assert_eq!(a.matching().size(), best);
        for v in 0..n as u32 {
            prop_assert_eq!(by_mv.wins(v), truth[v as usize], "micali-vazirani's verdict wrong at {}", v);
            prop_assert_eq!(a.wins(v), truth[v as usize], "verdict wrong at {}", v);
            if let Some(w) = a.winning_move(v) {
                prop_assert!(g.neighbors(v).contains(&w), "move {}->{} is not an edge", v, w);
                prop_assert!(
                    !brute::wins_from(&g, (1 << v) | (1 << w), w),
                    "move {}->{} does not win", v, w
                );
            }
        }
        // Decomposition from a maximum matching, and from the empty one (grown on the way).
        let d_truth: Vec<bool> = truth.iter().map(|&w| !w).collect();
        check_structure(&g, &GallaiEdmonds::new(&g, blossom(&g, Matching::empty(n))), &d_truth, best)?;
        check_structure(&g, &GallaiEdmonds::new(&g, Matching::empty(n)), &d_truth, best)?;
        check_structure(&g, &a.decomposition(&g), &d_truth, best)?;
    }

    /// On bipartite graphs the general route and the bipartite route agree.
    #[test]
    fn general_route_agrees_with_bipartite_route(g in general_graph(12, 28)) {
        let TwoColouring::Sides(left) = two_colouring(&g) else {
            return Ok(());
        };
        let general = analyze_general(&g);
        let general_parts = general.decomposition(&g).parts().to_vec();
        let bg = BipartiteGraph::new(g.clone(), left);
        for algorithm in Algorithm::ALL {
            let a = analyze(&bg, algorithm);
            prop_assert_eq!(a.essential(), general.essential(), "{}", algorithm);
            let d: Vec<Part> = a.decomposition(&bg).parts().to_vec();
            prop_assert_eq!(&d, &general_parts);
        }
    }
}

/// Checks the hand-worked verdicts `wins` on `g` and on random relabellings of it (so the
/// searches meet the blossoms in other orders), and against exhaustive search when small.
fn check_family(g: &Graph, wins: &[bool]) {
    let n = g.vertex_count();
    if n <= 16 {
        assert_eq!(
            brute::winning_vertices(g),
            wins,
            "the hand-worked answer is wrong"
        );
    }
    let mut rng = Rng::new(n as u64);
    for round in 0..8 {
        let mut perm: Vec<u32> = (0..n as u32).collect();
        if round > 0 {
            for i in (1..n).rev() {
                perm.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
        }
        let h = relabel(g, &perm);
        let a = analyze_general(&h);
        assert!(a.matching().is_valid_in(&h));
        for v in 0..n {
            assert_eq!(
                a.wins(perm[v]),
                wins[v],
                "vertex {v} (relabelled {}) in round {round}",
                perm[v]
            );
        }
        let ge = GallaiEdmonds::new(&h, a.matching().clone());
        let unmatched = n - 2 * a.matching().size();
        assert_eq!(ge.deficiency(), unmatched, "Tutte–Berge");
    }
}

fn cycle(n: u32) -> Graph {
    let edges: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    Graph::from_edges(n as usize, &edges)
}

fn complete(n: u32) -> Graph {
    let edges: Vec<(u32, u32)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    Graph::from_edges(n as usize, &edges)
}

/// The Petersen graph: outer 5-cycle 0..5, inner pentagram 5..10, spokes i - i+5.
fn petersen() -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for i in 0..5 {
        edges.push((i, (i + 1) % 5));
        edges.push((5 + i, 5 + (i + 2) % 5));
        edges.push((i, i + 5));
    }
    edges
}

#[test]
fn odd_cycles_lose_everywhere_even_cycles_win_everywhere() {
    // An odd cycle minus any vertex is a path with a perfect matching: every vertex is missed
    // by some maximum matching. An even cycle has a perfect matching: none is.
    for n in [3, 5, 7, 9, 11, 15, 101, 1001] {
        check_family(&cycle(n), &vec![false; n as usize]);
    }
    for n in [4, 6, 8, 10, 100, 1000] {
        check_family(&cycle(n), &vec![true; n as usize]);
    }
    let big = cycle(100_001);
    assert!(!analyze_general(&big).essential().iter().any(|&w| w));
}

#[test]
fn complete_graphs_lose_when_odd_and_win_when_even() {
    for n in 1..=12u32 {
        check_family(&complete(n), &vec![n % 2 == 0; n as usize]);
    }
    check_family(&complete(41), &[false; 41]);
    check_family(&complete(40), &[true; 40]);
}

#[test]
fn petersen_graph() {
    // Cubic and bridgeless: a perfect matching exists, so the mover wins from every vertex.
    let g = Graph::from_edges(10, &petersen());
    check_family(&g, &[true; 10]);
    // Without one vertex it is factor-critical (the Petersen graph is bicritical): the mover
    // loses everywhere.
    let edges: Vec<(u32, u32)> = petersen()
        .into_iter()
        .filter(|&(u, v)| u != 0 && v != 0)
        .map(|(u, v)| (u - 1, v - 1))
        .collect();
    check_family(&Graph::from_edges(9, &edges), &[false; 9]);
}

/// Three triangles joined in a ring (a blossom of blossoms, 9 vertices, factor-critical),
/// with a stem `2 - 9 - 10` hanging off it.
///
/// ```text
///        0           3           6
///       / \         / \         / \
///      1 - 2       4 - 5       7 - 8      ring: 1-3, 4-6, 7-0 ... (see the code)
///          |
///          9 - 10
/// ```
/// The ring alone: every vertex is missed by some maximum matching (4 edges), so the mover
/// loses everywhere. With the stem: maximum matchings have 5 edges and miss one ring vertex or
/// 10; vertex 9 is in all of them (A), so the mover wins only from 9.
#[test]
fn nested_blossoms() {
    let mut ring = Vec::new();
    for t in 0..3u32 {
        let (a, b, c) = (3 * t, 3 * t + 1, 3 * t + 2);
        ring.extend([(a, b), (b, c), (c, a)]);
        // b of this triangle to a of the next: the triangles form a larger odd cycle.
        ring.push((b, (3 * t + 3) % 9));
    }
    check_family(&Graph::from_edges(9, &ring), &[false; 9]);

    let mut stem = ring.clone();
    stem.extend([(2, 9), (9, 10)]);
    let g = Graph::from_edges(11, &stem);
    let mut wins = [false; 11];
    wins[9] = true;
    check_family(&g, &wins);
    let ge = GallaiEdmonds::new(&g, Matching::empty(11));
    assert_eq!(ge.part(9), Part::A);
    assert_eq!(ge.component_count(), 2); // the ring and {10}
    assert_eq!(ge.count(Part::C), 0);

    // Three levels: three copies of the 9-ring joined in a ring the same way (27 vertices,
    // factor-critical), then a stem.
    let mut deep = Vec::new();
    for copy in 0..3u32 {
        deep.extend(ring.iter().map(|&(u, v)| (u + 9 * copy, v + 9 * copy)));
        deep.push((9 * copy + 4, (9 * copy + 9) % 27));
    }
    check_family(&Graph::from_edges(27, &deep), &[false; 27]);
    deep.extend([(13, 27), (27, 28)]);
    let mut wins = [false; 29];
    wins[27] = true;
    check_family(&Graph::from_edges(29, &deep), &wins);
}

/// A triangle with a pendant on every vertex: a perfect matching (the three pendant edges)
/// exists, so the mover wins everywhere; without one pendant, the triangle vertex it hung
/// from is exposed to an alternating path and the answer changes.
#[test]
fn triangles_with_pendants() {
    let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 0), (0, 3), (1, 4), (2, 5)]);
    check_family(&g, &[true; 6]);
    let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (0, 3), (1, 4)]);
    // Maximum matchings have two edges: {0-3, 1-4} misses 2, {1-2, 0-3} misses 4,
    // {0-2, 1-4} misses 3; 0 and 1 are in all of them.
    check_family(&g, &[true, true, false, false, false]);
}

/// The general engine reviews the NOI 2011 judge records (bipartite boards) exactly as the
/// bipartite engine does, ply by ply.
#[test]
fn general_engine_reviews_the_judge_records_like_the_bipartite_one() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/noi2011");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/data/noi2011") {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "in") {
            continue;
        }
        let record = bigame::read::noi2011::read_record(&std::fs::read(&path).unwrap()).unwrap();
        let board = &record.board;
        let start = board.empty_vertex();
        let bipartite = review(&mut Position::new(board, start), &record.moves).unwrap();
        let general = review(&mut Position::general(board, start), &record.moves).unwrap();
        assert_eq!(general.len(), bipartite.len());
        for (a, b) in general.iter().zip(&bipartite) {
            assert_eq!(
                (a.winning_before, a.opponent_wins_after),
                (b.winning_before, b.opponent_wins_after),
                "{}: ply {}",
                path.display(),
                a.number
            );
        }
        count += 1;
    }
    assert!(count >= 10, "only {count} records");
}
