//! Every algorithm against the exhaustive game search, on random small graphs and boards.

use bigame::game::{analyze, brute, non_essential_by_alternating_bfs};
use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{Algorithm, Matching, hopcroft_karp, karp_sipser, kuhn, ms_bfs};
use proptest::prelude::*;

use crate::common;
use common::random::{bipartite_graph, small_board};

/// Checks every algorithm's verdicts, matching and winning moves on a bipartite adjacency
/// whose vertex `ids[i]` is vertex `i` of the small graph `small` the oracle understands.
fn check_against_oracle<B: bigame::graph::Bipartite>(
    g: &B,
    small: &Graph,
    ids: &[u32],
) -> Result<(), TestCaseError> {
    let truth = brute::winning_vertices(small);
    let best = brute::maximum_matching_size(small);
    for algorithm in Algorithm::ALL {
        let a = analyze(g, algorithm);
        prop_assert!(a.matching().is_valid_in(g), "{algorithm}: not a matching");
        prop_assert_eq!(
            a.matching().size(),
            best,
            "{}: matching not maximum",
            algorithm
        );
        for (i, &v) in ids.iter().enumerate() {
            prop_assert_eq!(
                a.wins(v),
                truth[i],
                "{}: wrong verdict for vertex {}",
                algorithm,
                i
            );
            if let Some(w) = a.winning_move(v) {
                let j = ids
                    .iter()
                    .position(|&x| x == w)
                    .expect("move to a vertex of the graph") as u32;
                prop_assert!(
                    small.neighbors(i as u32).contains(&j),
                    "{algorithm}: move {i}->{j} is not an edge"
                );
                let visited = (1u32 << i) | (1u32 << j);
                prop_assert!(
                    !brute::wins_from(small, visited, j),
                    "{algorithm}: move {i}->{j} does not win"
                );
            }
        }
    }
    // A Karp–Sipser matching is not maximum in general, but it must be a matching.
    let ks = karp_sipser(g);
    prop_assert!(ks.is_valid_in(g));
    // Each augmenting algorithm must finish the job from any starting matching.
    for start in [Matching::empty(g.vertex_count()), ks] {
        for (name, m) in [
            ("ms-bfs", ms_bfs(g, start.clone())),
            ("kuhn", kuhn(g, start.clone())),
            ("hopcroft-karp", hopcroft_karp(g, start.clone())),
        ] {
            prop_assert!(m.is_valid_in(g), "{name}: not a matching");
            prop_assert_eq!(
                m.size(),
                best,
                "{} from a start of size {}: not maximum",
                name,
                start.size()
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn graphs_match_the_oracle((graph, left) in bipartite_graph(14, 30, usize::MAX)) {
        let ids: Vec<u32> = (0..graph.vertex_count() as u32).collect();
        let g = BipartiteGraph::new(graph.clone(), left);
        check_against_oracle(&g, &graph, &ids)?;
    }

    #[test]
    fn boards_match_the_oracle_with_both_adjacency_kinds(board in small_board(5, 6, 14)) {
        let (graph, ids) = board.to_graph();
        // implicit adjacency (the board itself)
        check_against_oracle(&board, &graph, &ids)?;
        // CSR adjacency of the same board, sides from two-colouring
        let TwoColouring::Sides(left) = two_colouring(&graph) else {
            return Err(TestCaseError::fail("a board must be bipartite"));
        };
        let compact: Vec<u32> = (0..graph.vertex_count() as u32).collect();
        check_against_oracle(&BipartiteGraph::new(graph.clone(), left), &graph, &compact)?;
    }

    /// The verdicts do not depend on which maximum matching the BFS starts from: whenever
    /// Karp–Sipser alone is already maximum, its BFS agrees with the oracle too.
    #[test]
    fn alternating_bfs_from_any_maximum_matching_agrees((graph, left) in bipartite_graph(14, 30, usize::MAX)) {
        let g = BipartiteGraph::new(graph.clone(), left);
        let ks = karp_sipser(&g);
        if ks.size() == brute::maximum_matching_size(&graph) {
            let reached = non_essential_by_alternating_bfs(&g, &ks);
            let truth = brute::winning_vertices(&graph);
            for v in 0..graph.vertex_count() {
                prop_assert_eq!(reached[v], !truth[v]);
            }
        }
    }
}
