//! Tests of `solve`: renumbered and plain runs agree, sides are checked, every move set gets
//! its own graph's verdicts, games agree with the verdicts.

use super::*;
use crate::board::Knight;
use crate::game::analyze_general;
use crate::generate::random_board;
use crate::graph::Graph;
use crate::rng::Rng;

/// A random graph on up to 40 vertices: bipartite (with its sides) or not.
fn random_graph(rng: &mut Rng) -> (Graph, Vec<bool>) {
    random_multigraph(rng, 40, 3, 0)
}

/// A random graph on up to `max_n` vertices with up to `edges_per_vertex` edges a vertex,
/// each edge given a parallel copy with `copy_percent` percent chance: bipartite (with its
/// sides) or not, isolated vertices likely. Shared with the self-check's tests.
pub(super) fn random_multigraph(
    rng: &mut Rng,
    max_n: u64,
    edges_per_vertex: u64,
    copy_percent: u32,
) -> (Graph, Vec<bool>) {
    let n = 1 + rng.below(max_n) as usize;
    let left: Vec<bool> = (0..n).map(|_| rng.chance(50)).collect();
    let bipartite = rng.chance(50);
    let mut edges = Vec::new();
    for _ in 0..rng.below(edges_per_vertex * n as u64 + 1) {
        let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
        if u != v && (!bipartite || left[u as usize] != left[v as usize]) {
            edges.push((u, v));
            if copy_percent > 0 && rng.chance(copy_percent) {
                edges.push((v, u));
            }
        }
    }
    (Graph::from_edges(n, &edges), left)
}

/// Whether `cycle` is an odd cycle of `g`.
fn is_odd_cycle(g: &Graph, cycle: &[u32]) -> bool {
    let k = cycle.len();
    k % 2 == 1
        && (0..k).all(|i| g.neighbors(cycle[i]).contains(&cycle[(i + 1) % k]))
        && (1..k).all(|i| !cycle[..i].contains(&cycle[i]))
}

/// Solved on a renumbered copy, every input gets the answers it gets as numbered: the
/// same verdicts, decomposition and refusals, and a maximum matching of the input itself.
#[test]
fn a_renumbered_solve_gives_the_answers_of_the_input_as_numbered() {
    let mut rng = Rng::new(14);
    for _ in 0..300 {
        let (g, left) = random_graph(&mut rng);
        let mut wrong_sides = left.clone();
        wrong_sides[0] = !wrong_sides[0];
        let sides = [None, Some(left), Some(wrong_sides), Some(vec![true])];
        let algorithms = [None, Some(Algorithm::Blossom), Some(Algorithm::PothenFan)];
        for (sides, algorithm) in sides.iter().flat_map(|s| algorithms.map(|a| (s, a))) {
            let plain = solve_graph_renumbered_if(&g, sides.clone(), algorithm, false);
            let renumbered = solve_graph_renumbered_if(&g, sides.clone(), algorithm, true);
            match (plain, renumbered) {
                (Ok(plain), Ok(renumbered)) => {
                    let (a, b) = (&plain.analysis, &renumbered.analysis);
                    assert_eq!(plain.algorithm, renumbered.algorithm);
                    assert_eq!(plain.bipartite, renumbered.bipartite);
                    assert!(!plain.renumbered && renumbered.renumbered);
                    assert_eq!(a.essential(), b.essential());
                    assert!(b.matching().is_valid_in(&g));
                    assert_eq!(a.matching().size(), b.matching().size());
                    let (da, db) = (a.decomposition(&g), b.decomposition(&g));
                    assert_eq!(da.parts(), db.parts());
                    assert_eq!(da.component_count(), db.component_count());
                    for v in 0..g.vertex_count() as u32 {
                        assert_eq!(da.component(v), db.component(v));
                    }
                }
                (Err(SolveError::OddCycle { cycle: a, .. }), Err(e)) => match e {
                    SolveError::OddCycle { cycle: b, .. } => {
                        assert!(is_odd_cycle(&g, &a) && is_odd_cycle(&g, &b), "{b:?}");
                    }
                    other => panic!("{other:?} where an odd cycle was refused"),
                },
                (plain, renumbered) => assert_eq!(plain.err(), renumbered.err()),
            }
        }
    }
}

#[test]
fn sides_with_an_edge_inside_one_are_refused() {
    let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    let wrong = solve_graph(&g, Some(vec![true, true, false]), None).unwrap_err();
    assert_eq!(
        wrong.to_string(),
        "the edge 0 - 1 (0-based ids) joins two vertices of the left side: the sides given are not a bipartition"
    );
    let short = solve_graph(&g, Some(vec![true]), None).unwrap_err();
    assert!(matches!(short, SolveError::BadSides(_)));
    let right = solve_graph(&g, Some(vec![true, false, true]), None).unwrap();
    assert!(right.bipartite && right.analysis.wins(1) && !right.analysis.wins(0));
}

/// Blossom on a bipartite graph when asked, with the verdicts of the default.
#[test]
fn blossom_asked_for_on_a_bipartite_graph_agrees_with_the_default() {
    let board = random_board(12, 13, 30, 7);
    let (g, _) = board.to_graph();
    let default = solve_graph(&g, None, None).unwrap();
    let blossom = solve_graph(&g, None, Some(Algorithm::Blossom)).unwrap();
    assert_eq!(blossom.algorithm, Algorithm::Blossom);
    assert!(default.bipartite && blossom.bipartite);
    assert_eq!(default.analysis.essential(), blossom.analysis.essential());
}

#[test]
fn every_move_set_gets_the_verdicts_of_its_own_graph() {
    let board = random_board(9, 11, 25, 3);
    for moves in [Moves::Rook, Moves::Knight, Moves::King] {
        let solved = solve_board(&board, moves, None).unwrap();
        assert_eq!(solved.bipartite, moves != Moves::King);
        let expected = match moves {
            Moves::Rook => analyze_general(&board),
            Moves::Knight => analyze_general(&board.clone().with_moves::<Knight>()),
            Moves::King => analyze_general(&board.clone().with_moves::<King>()),
        };
        assert_eq!(
            solved.analysis.essential(),
            expected.essential(),
            "{moves:?}"
        );
    }
    let refused = solve_board(&board, Moves::King, Some(Algorithm::Kuhn)).unwrap_err();
    assert_eq!(
        refused,
        SolveError::KingMoves {
            algorithm: Algorithm::Kuhn
        }
    );
}

/// A game made at run time knows the verdict of its start, on boards and graphs alike.
#[test]
fn games_on_any_input_agree_with_the_verdicts() {
    let board = random_board(7, 8, 20, 5);
    for moves in [Moves::Rook, Moves::Knight, Moves::King] {
        let solved = solve_board(&board, moves, None).unwrap();
        for (_, _, v) in board.free_cells() {
            let mut game = game_on_board(board.clone(), moves, v);
            assert_eq!(game.is_winning(), solved.analysis.wins(v), "{moves:?} {v}");
        }
    }
    let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
    let solved = solve_graph(&g, None, None).unwrap();
    for v in 0..4 {
        let mut game = game_on_graph(&g, None, v).unwrap();
        assert_eq!(game.is_winning(), solved.analysis.wins(v));
        assert_eq!(game.vertex_count(), 4);
    }
    let wrong = game_on_graph(&g, Some(vec![true, false, true, false]), 0);
    assert!(matches!(wrong, Err(SolveError::BadSides(_))));
}

/// `bunny_position` starts from a checked matching: on random small boards, the start's
/// verdict is the exhaustive search's over the game's own rules; a matching that loses a pair
/// or a reversed verdict (planted in the first answer) is caught and Hopcroft–Karp's, from
/// scratch, is used instead; planted in the fallback's answer too, it is an internal error,
/// never a position.
#[test]
fn bunny_positions_are_checked_and_a_wrong_answer_is_caught() {
    use crate::board::bunny::Piece;
    use crate::game::brute_bunny::wins_by_rules;
    use trusted::planted::{Bug, clear, plant};
    let mut rng = Rng::new(2011);
    let mut fell_back = 0;
    for case in 0..150 {
        let (rows, cols) = (1 + rng.below(4) as u32, 2 + rng.below(4) as u32);
        let n = (rows * cols) as usize;
        let empty = rng.below(n as u64) as usize;
        let cells: Vec<Piece> = (0..n)
            .map(|i| match i == empty {
                true => Piece::Empty,
                false if rng.chance(50) => Piece::White,
                false => Piece::Black,
            })
            .collect();
        let board = BunnyBoard::new(rows, cols, &cells).unwrap();
        let expected = wins_by_rules(rows, cols, &cells, true);
        let plain = solve_bunny(&board).unwrap();
        assert_eq!(plain.self_check, SelfCheck::Passed);
        let mut game = Game::from_position(bunny_position(&board).unwrap());
        assert_eq!(game.is_winning(), expected, "case {case}");
        let bugs = [
            (
                Bug::DropPair {
                    also_fallback: false,
                },
                Bug::DropPair {
                    also_fallback: true,
                },
            ),
            (
                Bug::FlipVerdict {
                    also_fallback: false,
                },
                Bug::FlipVerdict {
                    also_fallback: true,
                },
            ),
        ];
        for (first_only, both) in bugs {
            plant(first_only);
            let caught = solve_bunny(&board);
            let position = bunny_position(&board);
            plant(both);
            let refused = bunny_position(&board);
            clear();
            let caught = caught.unwrap();
            if matches!(first_only, Bug::DropPair { .. }) && plain.analysis.matching().size() == 0 {
                // Nothing to drop: the planted bug changes nothing.
                assert_eq!(caught.self_check, SelfCheck::Passed);
                continue;
            }
            assert!(
                matches!(&caught.self_check, SelfCheck::Fallback { algorithm, .. } if *algorithm == FALLBACK_BIPARTITE),
                "case {case}, {first_only:?}: {:?}",
                caught.self_check
            );
            assert_eq!(
                caught.analysis.matching().size(),
                plain.analysis.matching().size()
            );
            let mut game = Game::from_position(position.unwrap());
            assert_eq!(
                game.is_winning(),
                expected,
                "case {case}, after the fallback"
            );
            assert!(
                matches!(refused, Err(SolveError::Unverified { .. })),
                "case {case}, {both:?}"
            );
            fell_back += 1;
        }
    }
    assert!(fell_back > 200, "{fell_back}");
}
