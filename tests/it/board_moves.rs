//! Boards with other move sets (rook, king, knight) against naive constructions from
//! coordinates, and knight boards against the brute-force game oracle.

use bigame::board::{Board, King, Knight, MoveSet, Moves, Rook};
use bigame::game::{Analysis, Position, analyze, analyze_general, brute};
use bigame::graph::{Adjacency, Bipartite, TwoColouring, two_colouring};
use bigame::matching::Algorithm;
use proptest::prelude::*;
use std::collections::BTreeSet;

use crate::common;
use common::random::small_cells;

/// Whether `(dr, dc)` is a move of `moves`, written from the rules of chess, independently of
/// the crate's step tables.
fn is_move(moves: Moves, dr: i64, dc: i64) -> bool {
    let (a, b) = (dr.abs(), dc.abs());
    match moves {
        Moves::Rook => a + b == 1,
        Moves::King => a.max(b) == 1,
        Moves::Knight => (a, b) == (1, 2) || (a, b) == (2, 1),
    }
}

/// A random board shape and free-cell pattern: up to 7x7 cells, any density.
fn any_cells() -> impl Strategy<Value = (u32, u32, Vec<bool>)> {
    (1u32..=7, 1u32..=7).prop_flat_map(|(r, c)| {
        (
            Just(r),
            Just(c),
            proptest::collection::vec(any::<bool>(), (r * c) as usize),
        )
    })
}

fn board<M: MoveSet>(rows: u32, cols: u32, free: &[bool]) -> Board<M> {
    Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize]).with_moves::<M>()
}

/// The neighbours of every free cell by brute force over all pairs of cells, as board
/// vertex ids.
fn naive_neighbors<M: MoveSet>(b: &Board<M>) -> Vec<(u32, BTreeSet<u32>)> {
    let cells: Vec<(u32, u32)> = (0..b.rows())
        .flat_map(|r| (0..b.cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| b.is_free(r, c))
        .collect();
    cells
        .iter()
        .map(|&(r, c)| {
            let around = cells
                .iter()
                .filter(|&&(r2, c2)| is_move(M::MOVES, r2 as i64 - r as i64, c2 as i64 - c as i64))
                .map(|&(r2, c2)| b.vertex(r2, c2))
                .collect();
            (b.vertex(r, c), around)
        })
        .collect()
}

/// Every adjacency method of the implicit board against the naive construction, plus the ids.
fn check_adjacency<M: MoveSet>(rows: u32, cols: u32, free: &[bool]) -> Result<(), TestCaseError> {
    let b = board::<M>(rows, cols, free);
    prop_assert_eq!(b.moves(), M::MOVES);
    let naive = naive_neighbors(&b);
    let free_ids: BTreeSet<u32> = naive.iter().map(|(v, _)| *v).collect();

    // Ids <-> cells, over every id of the padded grid.
    let mut real = 0;
    for v in 0..b.vertex_count() as u32 {
        match b.cell(v) {
            Some((r, c)) => {
                real += 1;
                prop_assert!(r < rows && c < cols);
                prop_assert_eq!(b.vertex(r, c), v);
                prop_assert_eq!(b.is_free_vertex(v), b.is_free(r, c));
            }
            None => {
                // A sentinel: never free, never a neighbour.
                prop_assert!(!b.is_free_vertex(v));
                prop_assert_eq!(b.slot_count(v), 0);
                prop_assert_eq!(b.degree(v), 0);
                let mut any = false;
                b.for_each_neighbor(v, |_| any = true);
                b.for_each_neighbor_or_isolated(v, |_| any = true);
                prop_assert!(!any, "sentinel {} has neighbours", v);
            }
        }
        if !free_ids.contains(&v) {
            prop_assert_eq!(b.degree(v), 0);
            prop_assert_eq!(b.slot_count(v), 0);
        }
    }
    prop_assert_eq!(real, rows * cols);
    for r in 0..rows {
        let ids: Vec<u32> = b.row_vertices(r).collect();
        let expected: Vec<u32> = (0..cols).map(|c| b.vertex(r, c)).collect();
        prop_assert_eq!(ids, expected);
        for c in 0..cols {
            prop_assert_eq!(b.cell(b.vertex(r, c)), Some((r, c)));
        }
    }
    prop_assert_eq!(b.free_count(), naive.len());
    let listed: Vec<u32> = b.free_cells().map(|(_, _, v)| v).collect();
    prop_assert_eq!(listed, naive.iter().map(|(v, _)| *v).collect::<Vec<_>>());

    // Neighbours, three ways.
    for (v, expected) in &naive {
        let mut seen = Vec::new();
        b.for_each_neighbor(*v, |w| seen.push(w));
        let set: BTreeSet<u32> = seen.iter().copied().collect();
        prop_assert_eq!(
            set.len(),
            seen.len(),
            "a neighbour of {} is listed twice",
            v
        );
        prop_assert_eq!(&set, expected, "neighbours of {}", v);
        prop_assert_eq!(b.degree(*v) as usize, expected.len());

        prop_assert_eq!(b.slot_count(*v) as usize, M::STEPS.len());
        let by_slot: Vec<u32> = (0..b.slot_count(*v))
            .filter_map(|slot| b.neighbor(*v, slot))
            .collect();
        prop_assert_eq!(&by_slot, &seen, "slot order of {}", v);

        let mut or_isolated = Vec::new();
        b.for_each_neighbor_or_isolated(*v, |w| or_isolated.push(w));
        prop_assert_eq!(or_isolated.len(), M::STEPS.len());
        for w in or_isolated {
            prop_assert!(
                expected.contains(&w) || b.degree(w) == 0,
                "{} listed for {} is neither a neighbour nor isolated",
                w,
                v
            );
            prop_assert!((w as usize) < b.vertex_count());
        }
    }

    // The CSR copy: exactly the naive edges, each once.
    let (graph, ids) = b.to_graph();
    prop_assert_eq!(&ids, &naive.iter().map(|(v, _)| *v).collect::<Vec<_>>());
    let expected_edges: BTreeSet<(u32, u32)> = naive
        .iter()
        .flat_map(|(v, around)| around.iter().map(move |&w| ((*v).min(w), (*v).max(w))))
        .collect();
    let edges: Vec<(u32, u32)> = graph
        .edges()
        .map(|(i, j)| {
            let (v, w) = (ids[i as usize], ids[j as usize]);
            (v.min(w), v.max(w))
        })
        .collect();
    let edge_set: BTreeSet<(u32, u32)> = edges.iter().copied().collect();
    prop_assert_eq!(edge_set.len(), edges.len(), "an edge appears twice");
    prop_assert_eq!(edge_set, expected_edges);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn rook_boards_match_the_naive_construction((rows, cols, free) in any_cells()) {
        check_adjacency::<Rook>(rows, cols, &free)?;
    }

    #[test]
    fn king_boards_match_the_naive_construction((rows, cols, free) in any_cells()) {
        check_adjacency::<King>(rows, cols, &free)?;
    }

    #[test]
    fn knight_boards_match_the_naive_construction((rows, cols, free) in any_cells()) {
        check_adjacency::<Knight>(rows, cols, &free)?;
    }

    /// Knight (and rook) moves change the checkerboard colour: every edge joins the sides.
    #[test]
    fn knight_and_rook_edges_join_the_two_sides((rows, cols, free) in any_cells()) {
        let knight = board::<Knight>(rows, cols, &free);
        for (_, _, v) in knight.free_cells() {
            knight.for_each_neighbor(v, |w| assert_ne!(knight.is_left(v), knight.is_left(w)));
        }
        prop_assert!(matches!(two_colouring(&knight.to_graph().0), TwoColouring::Sides(_)));
        let rook = knight.with_moves::<Rook>();
        for (_, _, v) in rook.free_cells() {
            rook.for_each_neighbor(v, |w| assert_ne!(rook.is_left(v), rook.is_left(w)));
        }
    }

    /// Changing the move set keeps the cells and the ids.
    #[test]
    fn with_moves_keeps_the_cells((rows, cols, free) in any_cells()) {
        let rook = board::<Rook>(rows, cols, &free);
        let king = rook.clone().with_moves::<King>();
        prop_assert_eq!(king.vertex_count(), rook.vertex_count());
        prop_assert_eq!(king.free_cells().collect::<Vec<_>>(), rook.free_cells().collect::<Vec<_>>());
        prop_assert_eq!(king.with_moves::<Knight>().with_moves::<Rook>(), rook);
    }
}

/// Checks an analysis of the board `b` against exhaustive game search on its CSR copy: the
/// matching is valid and maximum, every verdict is right, and every winning move wins.
fn check_board_against_oracle<M: MoveSet>(b: &Board<M>, a: &Analysis) -> Result<(), TestCaseError>
where
    Board<M>: Adjacency,
{
    let (graph, ids) = b.to_graph();
    let truth = brute::winning_vertices(&graph);
    prop_assert!(a.matching().is_valid_in(b), "not a matching");
    prop_assert_eq!(a.matching().size(), brute::maximum_matching_size(&graph));
    let index = |v: u32| ids.iter().position(|&x| x == v).unwrap() as u32;
    for (i, &v) in ids.iter().enumerate() {
        prop_assert_eq!(
            a.wins(v),
            truth[i],
            "wrong verdict for cell {:?}",
            b.cell(v)
        );
        if let Some(w) = a.winning_move(v) {
            let visited = (1 << i) | (1 << index(w));
            prop_assert!(
                !brute::wins_from(&graph, visited, index(w)),
                "move to {:?} loses",
                b.cell(w)
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Knight boards are bipartite boards like rook ones: the fast analysis on the implicit
    /// board agrees with exhaustive game search on its CSR copy.
    #[test]
    fn knight_boards_match_the_oracle((rows, cols, free) in small_cells(5, 6, 14)) {
        let b = board::<Knight>(rows, cols, &free);
        check_board_against_oracle(&b, &analyze(&b, Algorithm::default()))?;
    }

    /// King boards have odd cycles: the blossom route on the implicit board agrees with
    /// exhaustive game search on its CSR copy, for every cell and every winning move.
    #[test]
    fn king_boards_match_the_oracle((rows, cols, free) in small_cells(5, 6, 14)) {
        let b = board::<King>(rows, cols, &free);
        check_board_against_oracle(&b, &analyze_general(&b))?;
    }

    /// The incremental engine on king boards: a game played greedily by the engine's own
    /// winning moves (or the first legal move) agrees with exhaustive search at every ply.
    #[test]
    fn king_board_games_match_the_oracle(
        (rows, cols, free) in small_cells(5, 6, 14),
        start in any::<u32>(),
    ) {
        let b = board::<King>(rows, cols, &free);
        let (graph, ids) = b.to_graph();
        if ids.is_empty() {
            return Ok(());
        }
        let index = |v: u32| ids.iter().position(|&x| x == v).unwrap() as u32;
        let token = ids[start as usize % ids.len()];
        let mut position = Position::general(&b, token);
        let mut visited = 1u32 << index(token);
        loop {
            let t = position.token();
            prop_assert_eq!(position.mover_wins(), brute::wins_from(&graph, visited, index(t)));
            let moves = position.legal_moves();
            let Some(&first) = moves.first() else { break };
            let to = position.winning_move().unwrap_or(first);
            position.play(to).unwrap();
            visited |= 1 << index(to);
        }
    }
}

#[test]
fn king_square_has_a_triangle() {
    let b = Board::from_fn(2, 2, |_, _| true).with_moves::<King>();
    assert_eq!(b.moves(), Moves::King);
    let (graph, _) = b.to_graph();
    // K4: every pair of the four cells is adjacent.
    assert_eq!(graph.edge_count(), 6);
    let (a, c, d) = (b.vertex(0, 0), b.vertex(0, 1), b.vertex(1, 1));
    let adjacent = |x: u32, y: u32| {
        let mut found = false;
        b.for_each_neighbor(x, |w| found |= w == y);
        found
    };
    assert!(adjacent(a, c) && adjacent(c, d) && adjacent(d, a));
    match two_colouring(&graph) {
        TwoColouring::OddCycle(cycle) => assert_eq!(cycle.len(), 3),
        other => panic!("a king's 2x2 square is not bipartite, got {other:?}"),
    }
}

#[test]
fn knight_moves_reach_the_far_corners_of_thin_boards() {
    // 1 x n and 2 x n: knight jumps of two columns from the first and last columns land on the
    // sentinels, not on the neighbouring rows' cells.
    let one_row = Board::from_fn(1, 6, |_, _| true).with_moves::<Knight>();
    assert_eq!(one_row.to_graph().0.edge_count(), 0);
    let two_rows = Board::from_fn(2, 4, |_, _| true).with_moves::<Knight>();
    // (0,0)-(1,2), (0,1)-(1,3), (1,0)-(0,2), (1,1)-(0,3)
    assert_eq!(two_rows.to_graph().0.edge_count(), 4);
    assert_eq!(two_rows.degree(two_rows.vertex(0, 0)), 1);
    assert_eq!(two_rows.degree(two_rows.vertex(1, 3)), 1);
    // The 3x3 knight graph: an 8-cycle around an isolated centre.
    let square = Board::from_fn(3, 3, |_, _| true).with_moves::<Knight>();
    assert_eq!(square.to_graph().0.edge_count(), 8);
    assert_eq!(square.degree(square.vertex(1, 1)), 0);
    let a = analyze(&square, Algorithm::default());
    // Every maximum matching of an even cycle is perfect, so each cycle cell is essential:
    // the mover wins there, and loses on the isolated centre.
    for r in 0..3 {
        for c in 0..3 {
            assert_eq!(a.wins(square.vertex(r, c)), (r, c) != (1, 1), "({r}, {c})");
        }
    }
}

#[test]
fn rook_boards_keep_their_answers() {
    // The crate-level example, unchanged by the generic board.
    let board = Board::from_fn(1, 3, |_, _| true);
    assert_eq!(board.moves(), Moves::Rook);
    let a = analyze(&board, Algorithm::default());
    assert!(a.wins(board.vertex(0, 1)));
    assert!(!a.wins(board.vertex(0, 0)));
}
