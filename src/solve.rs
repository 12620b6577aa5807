//! "Solve this input": one call per kind of input, which picks the algorithm the way every
//! front end (the CLI, `play`, `serve`, the Python package) must pick it.
//!
//! A graph whose two sides are known, or that two-colours, gets a bipartite algorithm (the
//! default, [`Algorithm::MsBfs`], unless one is asked for); a graph with an odd cycle, and a
//! board with king moves, get blossom. Asking for a bipartite-only algorithm on such an input
//! is a [`SolveError`], not a silent switch.
//!
//! ```
//! use bigame::board::{Board, Moves};
//! use bigame::graph::Graph;
//! use bigame::matching::Algorithm;
//! use bigame::solve::{solve_board, solve_graph};
//! //  0 - 1           a triangle 0-1-2 with a tail 2-3: not bipartite, so blossom
//! //   \  |           solves it; the mover wins from 2 (every maximum matching covers it)
//! //     2 - 3
//! let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
//! let solved = solve_graph(&g, None, None).unwrap();
//! assert_eq!(solved.algorithm, Algorithm::Blossom);
//! assert!(!solved.bipartite);
//! assert!(solved.analysis.wins(2));
//! assert!(solve_graph(&g, None, Some(Algorithm::HopcroftKarp)).is_err());
//!
//! // . .     a 2x2 board: rook moves pair the cells up, so the mover wins everywhere
//! // . .
//! let board = Board::from_fn(2, 2, |_, _| true);
//! let solved = solve_board(&board, Moves::Rook, None).unwrap();
//! assert!((0..2).all(|c| solved.analysis.wins(board.vertex(1, c))));
//! ```

use crate::board::bunny::BunnyBoard;
use crate::board::{BipartiteMoves, Board, King, Moves, MovesVisitor};
use crate::game::{
    Analysis, Game, Play, Position, analyze, analyze_board_with_stats, analyze_general_with_stats,
    analyze_with_stats,
};
use crate::graph::{
    Adjacency, BipartiteGraph, Renumbering, TwoColouring, numbering_is_scattered, two_colouring,
};
use crate::matching::{Algorithm, Matching, MatchingStats};
use std::borrow::Cow;

mod decompose;
pub mod edge;
pub use decompose::{dulmage_mendelsohn, edge_classes, edge_classes_observed};
pub use edge::{
    EdgeError, edge_game_on_board, edge_game_on_graph, edge_position_on_board, solve_edge_board,
    solve_edge_graph,
};

/// The verdicts for one input, with how they were computed.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The verdict of every vertex, the maximum matching behind them, and (when blossom ran)
    /// the Gallai–Edmonds decomposition.
    pub analysis: Analysis,
    /// The algorithm that found the maximum matching.
    pub algorithm: Algorithm,
    /// Whether the input was solved as a bipartite graph (its sides given, or found by
    /// two-colouring; a board with rook or knight moves).
    pub bipartite: bool,
    /// Whether the input was solved on a breadth-first renumbered copy (see [`solve_graph`]);
    /// the answers are in the input's ids either way.
    pub renumbered: bool,
    /// The path the matching took (its start, the algorithms that ran) and their work
    /// counted, for `--stats` and the tests that bound it.
    pub stats: MatchingStats,
}

/// Why an input could not be solved as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// A bipartite-only algorithm was asked for on a graph with an odd cycle.
    #[error(
        "the graph is not bipartite (an odd cycle of {} vertices), so {algorithm} cannot solve it; use blossom",
        cycle.len()
    )]
    OddCycle {
        /// The vertices of an odd cycle, in order.
        cycle: Vec<u32>,
        /// The algorithm asked for.
        algorithm: Algorithm,
    },
    /// A bipartite-only algorithm was asked for on a board with king moves.
    #[error(
        "{algorithm} cannot solve a board with king moves: diagonal steps make odd cycles; use blossom"
    )]
    KingMoves {
        /// The algorithm asked for.
        algorithm: Algorithm,
    },
    /// The sides given do not fit the graph: a wrong length, or an edge with both ends on one
    /// side.
    #[error("{0}")]
    BadSides(String),
}

/// Solves the game from every start vertex of `g`. `sides`, when known (a matrix's rows and
/// columns), says which vertices are on the left; otherwise the graph is two-coloured.
/// `algorithm` is the one asked for, or `None` for the default: [`Algorithm::default`] on a
/// bipartite graph, blossom otherwise.
///
/// A large graph that is grid-like but numbered at random ([`numbering_is_scattered`]) is
/// solved on a breadth-first renumbered copy ([`Renumbering::breadth_first`]) and the answers
/// moved back to its own ids: the same verdicts, 1.4 to 2.3 times sooner from 8·10^5
/// vertices on (relabelled mazes, corridors and 3-d grids, whole process), for `8 E + 12 V`
/// bytes more memory. The matching behind them may differ from the one found on `g` as
/// numbered (another maximum matching).
///
/// Cost: `O(V + E)` to check or find the sides, plus the algorithm's (`O(E sqrt V)` for the
/// bipartite default, blossom's `O(E sqrt V α(V))` under its work cap), plus `O(V + E)` for the verdicts
/// and for a renumbering.
///
/// # Errors
/// [`SolveError::OddCycle`] when a bipartite-only algorithm is asked for on a graph with an odd
/// cycle; [`SolveError::BadSides`] when `sides` has the wrong length or an edge inside a side.
pub fn solve_graph<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
    let renumber = g.vertex_count() >= RENUMBER_FROM && numbering_is_scattered(g);
    solve_graph_renumbered_if(g, sides, algorithm, renumber)
}

/// Fewer vertices than this and a graph's arrays stay in the caches whatever its numbering:
/// [`solve_graph`] then does not renumber it.
const RENUMBER_FROM: usize = 1 << 18;

/// [`solve_graph`], on a breadth-first renumbered copy of `g` when `renumber` is set.
fn solve_graph_renumbered_if<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
    renumber: bool,
) -> Result<Solution, SolveError> {
    if !renumber {
        return solve_graph_as_numbered(g, sides, algorithm);
    }
    let (renumbering, h) = Renumbering::breadth_first(g);
    let new_sides = match &sides {
        Some(left) => {
            check_side_count(g, left)?;
            Some(renumbering.values_to_new(left))
        }
        None => None,
    };
    match solve_graph_as_numbered(&h, new_sides, algorithm) {
        Ok(solution) => Ok(Solution {
            analysis: solution.analysis.to_old_ids(&renumbering),
            renumbered: true,
            ..solution
        }),
        Err(SolveError::OddCycle { cycle, algorithm }) => Err(SolveError::OddCycle {
            cycle: cycle.iter().map(|&v| renumbering.old_id(v)).collect(),
            algorithm,
        }),
        // Checked again in the input's ids, for a message that names its vertices.
        Err(SolveError::BadSides(_)) => Err(check_sides(g, &sides.unwrap_or_default())
            .expect_err("sides refused in new ids but not in old ones")),
        Err(other) => Err(other),
    }
}

/// [`solve_graph`] on `g` as it is numbered.
fn solve_graph_as_numbered<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
    let colouring = match sides {
        Some(left) => {
            check_sides(g, &left)?;
            TwoColouring::Sides(left)
        }
        None => two_colouring(g),
    };
    match (colouring, algorithm) {
        (TwoColouring::Sides(left), algorithm)
            if !algorithm.is_some_and(Algorithm::solves_general_graphs) =>
        {
            let algorithm = algorithm.unwrap_or_default();
            let (analysis, stats) = analyze_with_stats(&BipartiteGraph::new(g, left), algorithm);
            Ok(Solution {
                analysis,
                algorithm,
                bipartite: true,
                renumbered: false,
                stats,
            })
        }
        (TwoColouring::OddCycle(cycle), Some(algorithm)) if !algorithm.solves_general_graphs() => {
            Err(SolveError::OddCycle { cycle, algorithm })
        }
        (colouring, algorithm) => {
            let algorithm = algorithm.unwrap_or(Algorithm::Blossom);
            let (analysis, stats) = analyze_general_with_stats(g, algorithm);
            Ok(Solution {
                analysis,
                algorithm,
                bipartite: matches!(colouring, TwoColouring::Sides(_)),
                renumbered: false,
                stats,
            })
        }
    }
}

/// Solves the game from every free cell of `board` with the move set `moves` (the vertex ids
/// are the board's, whatever the moves). Rook and knight moves make a bipartite graph (the
/// cell colours), solved on two cores when the board is large (`game::analyze_board`); king
/// moves need blossom. `algorithm` as in [`solve_graph`].
///
/// Cost: the algorithm's on the board's graph plus `O(rows cols)`; a knight or king board is
/// copied once (`rows cols` bytes) to give it its move set.
///
/// # Errors
/// [`SolveError::KingMoves`] when a bipartite-only algorithm is asked for with king moves.
pub fn solve_board(
    board: &Board,
    moves: Moves,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
    /// Rook and knight moves: the bipartite default on the board; king moves: blossom.
    struct SolveBoard(Option<Algorithm>);
    impl MovesVisitor for SolveBoard {
        type Output = Result<Solution, SolveError>;
        fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output {
            let algorithm = self.0.unwrap_or_default();
            let (analysis, stats) = analyze_board_with_stats(&*board, algorithm);
            Ok(Solution {
                analysis,
                algorithm,
                bipartite: true,
                renumbered: false,
                stats,
            })
        }
        fn king(self, king: Cow<'_, Board<King>>) -> Self::Output {
            match self.0 {
                Some(algorithm) if !algorithm.solves_general_graphs() => {
                    Err(SolveError::KingMoves { algorithm })
                }
                algorithm => {
                    let algorithm = algorithm.unwrap_or(Algorithm::Blossom);
                    let (analysis, stats) = analyze_general_with_stats(&*king, algorithm);
                    Ok(Solution {
                        analysis,
                        algorithm,
                        bipartite: false,
                        renumbered: false,
                        stats,
                    })
                }
            }
        }
    }
    board.visit_moves(moves, SolveBoard(algorithm))
}

/// A game on the graph `g` from `start`, with the engine its shape needs: the bipartite one
/// when `g` two-colours (or its `sides` are given), the general one otherwise. `g` may be
/// borrowed (`&Graph`) or owned. The engine starts from [`solve_graph`]'s maximum matching
/// (the default algorithm, renumbering included), so a game's winning moves are those of
/// the verdicts [`solve_graph`] gives. Cost: [`solve_graph`]'s, plus `O(V + E)` to two-colour
/// `g` again for the bipartite engine.
///
/// # Errors
/// [`SolveError::BadSides`] as in [`solve_graph`].
pub fn game_on_graph<'a, A: Adjacency + Send + Sync + 'a>(
    g: A,
    sides: Option<Vec<bool>>,
    start: u32,
) -> Result<Box<dyn Play + Send + Sync + 'a>, SolveError> {
    let matching = solve_graph(&g, sides.clone(), None)?
        .analysis
        .into_matching();
    let colouring = match sides {
        Some(left) => TwoColouring::Sides(left),
        None => two_colouring(&g),
    };
    Ok(match colouring {
        TwoColouring::Sides(left) => {
            let g = BipartiteGraph::new(g, left);
            Box::new(Game::from_position(Position::with_matching(
                g, start, matching,
            )))
        }
        TwoColouring::OddCycle(_) => Box::new(Game::from_position(
            Position::general_with_matching(g, start, matching),
        )),
    })
}

/// A game on `board` with the move set `moves` from the free cell `start` (a vertex id of the
/// board): the bipartite engine for rook and knight moves, the general one for king moves,
/// started from [`solve_board`]'s maximum matching. Cost: [`solve_board`]'s.
pub fn game_on_board(board: Board, moves: Moves, start: u32) -> Box<dyn Play + Send + Sync> {
    let matching = solve_board(&board, moves, None)
        .expect("no algorithm was asked for")
        .analysis
        .into_matching();
    /// The bipartite engine for rook and knight moves, the general one for king moves.
    struct NewGame(u32, Matching);
    impl MovesVisitor for NewGame {
        type Output = Box<dyn Play + Send + Sync>;
        fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output {
            let position = Position::with_matching(board.into_owned(), self.0, self.1);
            Box::new(Game::from_position(position))
        }
        fn king(self, king: Cow<'_, Board<King>>) -> Self::Output {
            let position = Position::general_with_matching(king.into_owned(), self.0, self.1);
            Box::new(Game::from_position(position))
        }
    }
    board.into_visit_moves(moves, NewGame(start, matching))
}

/// The start of a Bunny-and-Egg game on `board` (token on the empty cell, no move played),
/// from a maximum matching by the default bipartite algorithm, as every front end (`play`,
/// `review`, `serve`) starts one. Cost: the default algorithm's on the board's graph, plus
/// `O(V + E)`.
pub fn bunny_position(board: &BunnyBoard) -> Position<&BunnyBoard> {
    let matching = analyze(board, Algorithm::default()).into_matching();
    Position::with_matching(board, board.empty_vertex(), matching)
}

/// Checks that `left` has one flag per vertex of `g` and that every edge joins the two sides,
/// as [`solve_graph`] and [`game_on_graph`] do with the sides they are given. `O(V + E)`.
///
/// # Errors
/// [`SolveError::BadSides`] naming the wrong length or the first edge inside a side.
pub fn check_sides<A: Adjacency>(g: &A, left: &[bool]) -> Result<(), SolveError> {
    check_side_count(g, left)?;
    for v in 0..g.vertex_count() as u32 {
        let mut inside = None;
        g.for_each_neighbor(v, |w| {
            if inside.is_none() && left[w as usize] == left[v as usize] {
                inside = Some(w);
            }
        });
        if let Some(w) = inside {
            let side = if left[v as usize] { "left" } else { "right" };
            return Err(SolveError::BadSides(format!(
                "the edge {v} - {w} (0-based ids) joins two vertices of the {side} side: the sides given are not a bipartition"
            )));
        }
    }
    Ok(())
}

/// [`check_sides`]' first check: one flag per vertex. `O(1)`.
fn check_side_count<A: Adjacency>(g: &A, left: &[bool]) -> Result<(), SolveError> {
    if left.len() == g.vertex_count() {
        return Ok(());
    }
    Err(SolveError::BadSides(format!(
        "the sides name {} vertices, but the graph has {}",
        left.len(),
        g.vertex_count()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Knight;
    use crate::game::analyze_general;
    use crate::generate::random_board;
    use crate::graph::Graph;
    use crate::rng::Rng;

    /// A random graph on up to 40 vertices: bipartite (with its sides) or not.
    fn random_graph(rng: &mut Rng) -> (Graph, Vec<bool>) {
        let n = 1 + rng.below(40) as usize;
        let left: Vec<bool> = (0..n).map(|_| rng.chance(50)).collect();
        let bipartite = rng.chance(50);
        let mut edges = Vec::new();
        for _ in 0..rng.below(3 * n as u64 + 1) {
            let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
            if u != v && (!bipartite || left[u as usize] != left[v as usize]) {
                edges.push((u, v));
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
}
