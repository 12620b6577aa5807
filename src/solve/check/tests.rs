//! The self-check's tests: right answers pass, wrong ones (made by hand, planted in each
//! algorithm, drawn at random) are refused.

use super::*;
use crate::board::{Board, Moves};
use crate::game::brute;
use crate::generate::random_board;
use crate::graph::Graph;
use crate::matching::{Algorithm, Matching};
use crate::rng::Rng;
use crate::solve::planted::{self, Bug};
use crate::solve::{SelfCheck, SolveError, solve_board, solve_graph};

/// A random multigraph on up to 10 vertices (parallel copies and isolated vertices
/// likely), bipartite or not.
fn random_graph(rng: &mut Rng) -> Graph {
    crate::solve::tests::random_multigraph(rng, 10, 2, 20).0
}

/// Every answer `solve_graph` gives passes, and is the brute force's: the check never
/// cries wolf, on multigraphs too.
#[test]
fn right_answers_pass_the_check() {
    let mut rng = Rng::new(51);
    for _ in 0..400 {
        let g = random_graph(&mut rng);
        let solved = solve_graph(&g, None, None).unwrap();
        assert_eq!(solved.self_check, SelfCheck::Passed);
        assert_eq!(
            solved.analysis.essential(),
            &brute::winning_vertices(&g)[..]
        );
        assert!(solved.stats.stages.check > 0 || g.vertex_count() == 0);
    }
}

/// Wrong answers made by hand are refused, each for its own reason.
#[test]
fn wrong_answers_are_refused() {
    //  0 - 1 - 2     a path: the mover wins only from 1
    let path = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    let right = solve_graph(&path, None, None).unwrap().analysis;
    assert!(check_answer(&path, &right, true).is_ok());
    assert!(check_answer(&path, &right, false).is_ok());
    // A matching that is not maximum, with the verdicts unchanged.
    let worse = right.clone().with_planted_bug(false);
    assert!(check_answer(&path, &worse, true).is_err());
    // Every vertex claimed losing with a maximum matching: the bound is not met.
    let all_lose =
        crate::game::Analysis::from_gallai_edmonds(crate::matching::GallaiEdmonds::from_d(
            &path,
            Matching::from_mates(vec![1, 0, NONE]),
            &[true, true, true],
        ));
    // A tight barrier (the empty set, one odd component), but that component is a path:
    // not factor-critical.
    let refused = check_answer(&path, &all_lose, false).unwrap_err();
    assert!(refused.contains("bipartite component of 3"), "{refused}");
    assert!(check_answer(&path, &all_lose, true).is_err());
    // The mover claimed to win from an end: unmatched there or refuted by the search.
    let flipped = right.clone().with_planted_bug(true);
    assert!(check_answer(&path, &flipped, true).is_err());
    assert!(check_answer(&path, &flipped, false).is_err());
}

/// A path of three plus an isolated vertex, all claimed losing except the middle: the
/// tight barrier {1} alone would pass, but 0 is covered by every maximum matching of
/// the graph 0 - 1 with 2 isolated, and the bipartite check's search sees it.
#[test]
fn a_tight_barrier_alone_does_not_pass_wrong_losses_on_a_bipartite_graph() {
    //  0 - 1     2
    let g = Graph::from_edges(3, &[(0, 1)]);
    let wrong = crate::game::Analysis::from_gallai_edmonds(crate::matching::GallaiEdmonds::from_d(
        &g,
        Matching::from_mates(vec![1, 0, NONE]),
        &[true, false, true],
    ));
    assert!(check_answer(&g, &wrong, true).is_err());
}

/// A bug planted in each algorithm's answer in turn is caught and the fallback's answer
/// returned, right; planted in the fallback too, the solve refuses to answer.
#[test]
fn a_planted_bug_in_any_algorithm_is_caught_and_replaced() {
    let mut rng = Rng::new(52);
    let board = random_board(9, 10, 25, 4);
    let bipartite = board.to_graph().0;
    let triangle_tail = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    for bug in [
        Bug::DropPair {
            also_fallback: false,
        },
        Bug::FlipVerdict {
            also_fallback: false,
        },
    ] {
        for algorithm in Algorithm::ALL {
            let g = if algorithm.solves_general_graphs() && rng.chance(50) {
                &triangle_tail
            } else {
                &bipartite
            };
            let expected = brute_or_default(g);
            planted::plant(bug);
            let solved = solve_graph(g, None, Some(algorithm));
            planted::clear();
            let solved = solved.unwrap();
            assert!(
                matches!(solved.self_check, SelfCheck::Fallback { .. }),
                "{algorithm}, {bug:?}"
            );
            assert_eq!(solved.analysis.essential(), &expected[..], "{algorithm}");
            assert!(solved.stats.stages.fallback > 0);
        }
        for moves in [Moves::Rook, Moves::Knight, Moves::King] {
            let expected = solve_board(&board, moves, None).unwrap();
            planted::plant(bug);
            let solved = solve_board(&board, moves, None);
            planted::clear();
            let solved = solved.unwrap();
            assert!(matches!(solved.self_check, SelfCheck::Fallback { .. }));
            assert_eq!(solved.analysis.essential(), expected.analysis.essential());
        }
    }
    planted::plant(Bug::DropPair {
        also_fallback: true,
    });
    let refused = solve_graph(&triangle_tail, None, None);
    let refused_board = solve_board(&Board::from_fn(2, 2, |_, _| true), Moves::Rook, None);
    planted::clear();
    assert!(matches!(refused, Err(SolveError::Unverified { .. })));
    assert!(matches!(refused_board, Err(SolveError::Unverified { .. })));
}

/// A run in which a Micali–Vazirani search ended irregularly is not trusted, even when
/// its answer passes: the fallback's answer is returned.
#[test]
fn an_irregular_search_sends_the_run_to_the_fallback() {
    let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    let mut solved = solve_graph(&g, None, Some(Algorithm::MicaliVazirani)).unwrap();
    assert_eq!(solved.self_check, SelfCheck::Passed);
    let mut mv = solved.stats.micali_vazirani.unwrap();
    mv.irregular = 1;
    solved.stats.micali_vazirani = Some(mv);
    let checked = crate::solve::checked(&g, solved, || {
        (crate::game::analyze_general_plain(&g), Algorithm::Blossom)
    })
    .unwrap();
    match checked.self_check {
        SelfCheck::Fallback { reason, algorithm } => {
            assert!(reason.contains("irregular"), "{reason}");
            assert_eq!(algorithm, Algorithm::Blossom);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        checked.analysis.essential(),
        &brute::winning_vertices(&g)[..]
    );
}

/// The verdicts by brute force on a small graph, by the default (itself checked) on a
/// larger one.
fn brute_or_default(g: &Graph) -> Vec<bool> {
    if g.vertex_count() <= 20 {
        brute::winning_vertices(g)
    } else {
        solve_graph(g, None, None)
            .unwrap()
            .analysis
            .essential()
            .to_vec()
    }
}

/// A random answer, right or wrong: a maximal matching from a random edge order (maximum
/// or not, some of its pairs dropped), or the right one; the right verdicts, each flipped with some chance, or the
/// verdicts "matched wins".
/// Returns the claim and whether `g` is bipartite.
fn random_claim(g: &Graph, rng: &mut Rng) -> (Analysis, bool) {
    let n = g.vertex_count();
    let solved = solve_graph(g, None, None).unwrap();
    let right = solved.analysis;
    let matching = if rng.chance(50) {
        right.matching().clone()
    } else {
        let mut edges: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|u| g.neighbors(u).iter().map(move |&v| (u, v)))
            .collect();
        rng.shuffle(&mut edges);
        let mut matching = Matching::empty(n);
        for (u, v) in edges {
            if matching.mate(u).is_none() && matching.mate(v).is_none() {
                matching.pair(u, v);
            }
        }
        // Sometimes not even maximal: some pairs dropped.
        if rng.chance(30) {
            let mut mates = matching.into_mates();
            for v in 0..n {
                let m = mates[v];
                if m != NONE && rng.chance(40) {
                    mates[v] = NONE;
                    mates[m as usize] = NONE;
                }
            }
            Matching::from_mates(mates)
        } else {
            matching
        }
    };
    let essential = if rng.chance(20) {
        (0..n as u32).map(|v| matching.mate(v).is_some()).collect()
    } else {
        let flip = 1 + rng.below(40) as u32;
        let mut wins = right.essential().to_vec();
        for win in &mut wins {
            *win ^= rng.chance(flip.min(100));
        }
        wins
    };
    (Analysis::claimed(matching, essential), solved.bipartite)
}

/// Whatever the check passes is right: on a bipartite graph the verdicts are the brute
/// force's and the matching maximum; on any other graph the matching is maximum and every
/// claimed winner wins (the losses are checked for shape only, as the module says).
#[test]
fn what_the_check_passes_is_right() {
    let mut rng = Rng::new(53);
    let (mut passed, mut refused) = (0, 0);
    for _ in 0..3000 {
        let (g, _) = crate::solve::tests::random_multigraph(&mut rng, 9, 2, 20);
        let (claim, bipartite) = random_claim(&g, &mut rng);
        if check_answer(&g, &claim, bipartite).is_err() {
            refused += 1;
            continue;
        }
        passed += 1;
        assert_eq!(
            claim.matching().size(),
            brute::maximum_matching_size(&g),
            "{g:?}"
        );
        let truth = brute::winning_vertices(&g);
        if bipartite {
            assert_eq!(claim.essential(), &truth[..], "{g:?}");
        } else {
            for (v, (&claimed, &wins)) in claim.essential().iter().zip(&truth).enumerate() {
                assert!(!claimed || wins, "vertex {v} claimed winning in {g:?}");
            }
        }
    }
    // Both outcomes are common: the test sees right and wrong answers alike.
    assert!(
        passed > 500 && refused > 500,
        "{passed} passed, {refused} refused"
    );
}

/// From `TWO_THREADS_FROM` vertices the bipartite search runs in two halves on two
/// threads: a right answer passes, and a wrong one is refused, wherever the wrong vertex
/// lies (in either half, or where the halves meet).
#[test]
fn the_two_halves_refuse_what_one_search_refuses() {
    let board = random_board(330, 330, 30, 9);
    let g = board.to_graph().0;
    let n = g.vertex_count();
    assert!(n >= TWO_THREADS_FROM);
    let right = solve_graph(&g, None, None).unwrap().analysis;
    assert!(check_answer(&g, &right, true).is_ok());
    let mates = right.matching().mates();
    for v in [0, n / 2 - 1, n / 2, n / 2 + 1, n - 1, n / 3, 2 * n / 3] {
        let mut wins = right.essential().to_vec();
        wins[v] = !wins[v];
        let flipped = Analysis::claimed(right.matching().clone(), wins);
        assert!(check_answer(&g, &flipped, true).is_err(), "vertex {v}");
        // A matched pair dropped: the matching is no longer maximum.
        if mates[v] != NONE {
            let mut dropped = mates.to_vec();
            dropped[mates[v] as usize] = NONE;
            dropped[v] = NONE;
            let mut wins = right.essential().to_vec();
            wins[v] = false;
            wins[mates[v] as usize] = false;
            let claim = Analysis::claimed(Matching::from_mates(dropped), wins);
            assert!(check_answer(&g, &claim, true).is_err(), "pair of {v}");
        }
    }
}

/// The same on a graph that is not bipartite (a king's board): the pairs are checked on a
/// second thread while the losers' components are searched; a wrong verdict or a dropped
/// pair is refused there too.
#[test]
fn a_large_general_answer_is_checked_on_two_threads() {
    let g = random_board(270, 270, 8, 5).to_graph_with(Moves::King).0;
    assert!(g.vertex_count() >= TWO_THREADS_FROM);
    let solved = solve_graph(&g, None, None).unwrap();
    assert!(!solved.bipartite);
    let right = solved.analysis;
    assert!(check_answer(&g, &right, false).is_ok());
    let mut wins = right.essential().to_vec();
    let v = g.vertex_count() / 2;
    wins[v] = !wins[v];
    let flipped = Analysis::claimed(right.matching().clone(), wins);
    assert!(check_answer(&g, &flipped, false).is_err());
    let dropped = right.with_planted_bug(false);
    assert!(check_answer(&g, &dropped, false).is_err());
}
