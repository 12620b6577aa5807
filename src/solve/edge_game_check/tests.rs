use super::*;
use crate::board::Moves;
use crate::game::brute_edge;
use crate::game::edge::EdgeError;
use crate::generate::random_board;
use crate::graph::{Adjacency, BipartiteGraph, Graph};
use crate::solve::edge::{planted, solve_edge_board, solve_edge_graph};

/// A random bipartite multigraph on `n` vertices (even ids left, odd right), at most
/// [`brute_edge::MAX_EDGES`] edges, some of them repeated.
fn small_multigraph(rng: &mut Rng, n: u32) -> Graph {
    let mut edges = Vec::new();
    for _ in 0..1 + rng.below(2 * u64::from(n)) {
        let u = 2 * rng.below(u64::from(n.div_ceil(2))) as u32;
        let v = 2 * rng.below(u64::from(n / 2)) as u32 + 1;
        if edges.len() < brute_edge::MAX_EDGES {
            edges.push((u, v));
            if rng.chance(15) && edges.len() < brute_edge::MAX_EDGES {
                edges.push((v, u));
            }
        }
    }
    Graph::from_edges(n as usize, &edges)
}

/// Whether every edge at `u` comes in an even number of copies (its row is zero over
/// GF(2)).
fn even_row(g: &Graph, u: u32) -> bool {
    g.neighbors(u)
        .iter()
        .all(|&w| g.neighbors(u).iter().filter(|&&x| x == w).count() % 2 == 0)
}

/// On 600 small multigraphs: the checked answer agrees with the exhaustive search and every
/// vertex with an edge is proved by its witness; a verdict flipped on any vertex is refused;
/// and any one vertex toggled in any vertex's witness is refused exactly when it breaks the
/// proof (the oracle: the toggled vertex's edges are not all doubled, or it is the vertex
/// itself, or its winning move's end).
#[test]
fn right_answers_pass_and_every_change_is_caught() {
    let mut rng = Rng::new(50);
    let (mut flips, mut toggles, mut harmless) = (0, 0, 0);
    for case in 0..600 {
        let n = 2 + rng.below(11) as u32;
        let g = small_multigraph(&mut rng, n);
        let left: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
        let a = solve_edge_graph(&g, Some(left.clone()), false).unwrap();
        let with_edge: Vec<u32> = (0..n).filter(|&v| g.degree(v) > 0).collect();
        assert_eq!(a.vertex_count(), n as usize);
        // With every winner's proof kept (`--certificate`), the check reads those.
        let proved = solve_edge_graph(&g, Some(left.clone()), true).unwrap();
        for v in 0..n {
            assert_eq!(
                a.wins(v),
                brute_edge::wins(&g, v),
                "case {case}, vertex {v}"
            );
            assert_eq!(proved.wins(v), a.wins(v), "case {case}, vertex {v}");
        }
        let b = BipartiteGraph::new(&g, left.clone());
        let sample = edge_sample(&b);
        assert_eq!(sample.len(), with_edge.len());
        let again = EdgeAnalysis::with_witnesses(&b, false, &sample).unwrap();
        let done = check_edge_answer(&b, &again, &sample).unwrap();
        assert_eq!(done.proved, with_edge.len() as u64, "case {case}");
        for &v in &with_edge {
            let to = match a.wins(v) {
                true => None,
                false => Some(g.neighbors(v)[0]),
            };
            planted::plant(move |a| a.plant_move(v, to));
            let refused = solve_edge_graph(&g, Some(left.clone()), false);
            planted::clear();
            assert!(
                matches!(refused, Err(EdgeError::Unverified { .. })),
                "case {case}: vertex {v}'s verdict flipped passed"
            );
            flips += 1;
            // The witness lies on v's side for a loser, on the other for a winner.
            let side = (v % 2 == 0) != a.wins(v);
            for u in (0..n).filter(|&u| (u % 2 == 0) == side) {
                planted::plant(move |a| a.plant_witness_toggle(v, u));
                let result = solve_edge_graph(&g, Some(left.clone()), false);
                planted::clear();
                let still_a_proof = even_row(&g, u) && u != v && a.winning_move(v) != Some(u);
                assert_eq!(
                    result.is_ok(),
                    still_a_proof,
                    "case {case}: {u} toggled in {v}'s witness: {result:?}"
                );
                toggles += 1;
                harmless += u32::from(still_a_proof);
            }
        }
    }
    assert!(flips > 2000 && toggles > 5000, "{flips} {toggles}");
    assert!(harmless > 0, "no doubled-edge witness was tried");
}

/// On a board with more cells than the sample, the check proves the sample's verdicts
/// within its budget; a flipped verdict on a rook or knight board is refused by
/// [`solve_edge_board`].
#[test]
fn boards_are_sampled_and_checked() {
    for moves in [Moves::Rook, Moves::Knight] {
        let board = random_board(30, 30, 20, 5);
        let graph = crate::game::edge::board_graph_with(&board, moves);
        let a = solve_edge_board(&board, moves).unwrap();
        let by_graph = solve_edge_graph(&graph, None, false).unwrap();
        let v = (0..graph.vertex_count() as u32)
            .find(|&v| graph.degree(v) > 0)
            .unwrap();
        assert!((0..graph.vertex_count() as u32).all(|v| a.wins(v) == by_graph.wins(v)));
        let crate::graph::TwoColouring::Sides(left) = crate::graph::two_colouring(&graph) else {
            panic!("{moves} moves make a bipartite graph");
        };
        let b = BipartiteGraph::new(&graph, left);
        let sample = edge_sample(&b);
        assert_eq!(sample.len(), SAMPLE);
        let witnessed = EdgeAnalysis::with_witnesses(&b, false, &sample).unwrap();
        let done = check_edge_answer(&b, &witnessed, &sample).unwrap();
        assert_eq!(done.proved, SAMPLE as u64, "{moves}: {done:?}");
        let slots: u64 = (0..graph.vertex_count() as u32)
            .map(|v| u64::from(graph.degree(v)))
            .sum();
        let unit = graph.vertex_count() as u64 + slots;
        assert!(done.work <= (BUDGET + 2) * unit, "{moves}: {done:?}");
        let to = match a.wins(v) {
            true => None,
            false => Some(graph.neighbors(v)[0]),
        };
        planted::plant(move |a| a.plant_move(v, to));
        let refused = solve_edge_board(&board, moves);
        planted::clear();
        assert!(
            matches!(refused, Err(EdgeError::Unverified { .. })),
            "{moves}"
        );
    }
}
