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
    Analysis, Game, Play, Position, analyze_board_with_vias, analyze_general_plain,
    analyze_general_with_stats, analyze_with_stats,
};
use crate::graph::{
    Adjacency, BipartiteGraph, Renumbering, TwoColouring, numbering_is_scattered_counted,
    slot_total, two_colouring, without_parallel_edges,
};
use crate::matching::{Algorithm, Matching, MatchingStats};
use std::borrow::Cow;

mod check;
mod cover;
mod decompose;
pub mod edge;
mod edge_check;
mod edge_game_check;
mod grundy;
mod proof;
mod sum;
mod trusted;
pub use cover::{Cover, CoverKind, solve_cover};
pub use decompose::{dulmage_mendelsohn, edge_classes, edge_classes_observed};
pub use edge::{
    EdgeError, edge_game_on_board, edge_game_on_graph, edge_position_on_board, solve_edge_board,
    solve_edge_graph,
};
pub use grundy::{grundy_of_board, grundy_of_starts};
pub use proof::{
    checked_board_certificate, checked_board_certificate_counted, checked_certificate,
    checked_certificate_counted,
};
pub use sum::{SumError, SumPart, part_moves, part_value, solve_sum};
pub use trusted::SelfCheck;
#[cfg(test)]
pub(crate) use trusted::planted;
use trusted::{FALLBACK_BIPARTITE, FALLBACK_GENERAL, checked, checked_by};

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
    /// The path the matching took (its start, the algorithms that ran) and the whole run's
    /// work counted, stage by stage, for `--stats` and the tests that bound it.
    pub stats: MatchingStats,
    /// Parallel copies of edges set aside before solving (each pair of vertices is solved
    /// once: neither the matching nor the verdicts depend on copies).
    pub parallel_copies: u64,
    /// What the self-check of the answer found.
    pub self_check: SelfCheck,
}

/// Why an input could not be solved as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
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
    /// A vertex cover or an independent set was asked for on a graph with an odd cycle: on
    /// such graphs both are NP-hard, and only bipartite ones have König's answer.
    #[error(
        "the graph is not bipartite (an odd cycle of {} vertices): {} of a general graph is NP-hard; the Gallai–Edmonds decomposition (bigame decompose --edges, analyze --decomposition) describes its maximum matchings instead",
        cycle.len(),
        if matches!(kind, CoverKind::VertexCover) { "a minimum vertex cover" } else { "a maximum independent set" }
    )]
    NotBipartiteCover {
        /// The vertices of an odd cycle, in order.
        cycle: Vec<u32>,
        /// The cover asked for.
        kind: CoverKind,
    },
    /// An edge cover was asked for on a graph with an isolated vertex, which no edge covers.
    #[error("vertex {vertex} (0-based id) has no edge, so no set of edges covers every vertex")]
    IsolatedVertex {
        /// The first isolated vertex.
        vertex: u32,
    },
    /// No answer passed the self-check, not even a plain proven algorithm's from scratch: a
    /// bug, reported rather than answered.
    #[error(
        "internal error: the answer failed its self-check ({reason}), and so did the fallback's; please report this input"
    )]
    Unverified {
        /// Why the last answer failed.
        reason: String,
    },
}

/// Solves the game from every start vertex of `g`. `sides`, when known (a matrix's rows and
/// columns), says which vertices are on the left; otherwise the graph is two-coloured.
/// `algorithm` is the one asked for, or `None` for the default: [`Algorithm::default`] on a
/// bipartite graph, blossom otherwise.
///
/// A large graph that is grid-like but numbered at random ([`crate::graph::numbering_is_scattered`]) is
/// solved on a breadth-first renumbered copy ([`Renumbering::breadth_first`]) and the answers
/// moved back to its own ids: the same verdicts, 1.4 to 2.3 times sooner from 8·10^5
/// vertices on (relabelled mazes, corridors and 3-d grids, whole process), for `8 E + 12 V`
/// bytes more memory. The matching behind them may differ from the one found on `g` as
/// numbered (another maximum matching).
///
/// Parallel copies of an edge are collapsed first (neither the matching nor the verdicts
/// depend on them; [`Solution::parallel_copies`] says how many), and the answer is
/// self-checked against `g` itself before it is returned ([`Solution::self_check`]).
///
/// Cost: `O(V + E)` to collapse copies and to check or find the sides, plus the algorithm's
/// (`O(E sqrt V)` for the bipartite default, blossom's `O(E sqrt V α(V))` under its work
/// cap), plus `O(V + E)` for the verdicts, a renumbering and the self-check.
///
/// # Errors
/// [`SolveError::OddCycle`] when a bipartite-only algorithm is asked for on a graph with an odd
/// cycle; [`SolveError::BadSides`] when `sides` has the wrong length or an edge inside a side.
pub fn solve_graph<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
    let (simple, simplify_work) = without_parallel_edges(g);
    let mut solution = match &simple {
        Some(h) => solve_simple_graph(h, sides.clone(), algorithm)?,
        None => solve_simple_graph(g, sides.clone(), algorithm)?,
    };
    solution.stats.stages.simplify = simplify_work;
    if let Some(h) = &simple {
        let slots = slot_total(g);
        solution.parallel_copies = (slots - slot_total(h)) / 2;
        // The work is measured against the input as given, copies included.
        solution.stats.unit = g.vertex_count() as u64 + slots;
    }
    // Checked against `g` itself, so that the collapsing of copies and the renumbering are
    // checked too.
    let bipartite = solution.bipartite;
    checked(g, solution, || {
        let fallback = match sides.or_else(|| match two_colouring(g) {
            TwoColouring::Sides(left) => Some(left),
            TwoColouring::OddCycle(_) => None,
        }) {
            Some(left) if bipartite => {
                analyze_with_stats(&BipartiteGraph::new(g, left), FALLBACK_BIPARTITE)
            }
            _ => analyze_general_plain(g),
        };
        (
            fallback,
            if bipartite {
                FALLBACK_BIPARTITE
            } else {
                FALLBACK_GENERAL
            },
        )
    })
}

/// [`solve_graph`] on a graph without parallel edges, renumbered when large and scattered.
fn solve_simple_graph<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
    let (scattered, test_work) = if g.vertex_count() >= RENUMBER_FROM {
        numbering_is_scattered_counted(g)
    } else {
        (false, 0)
    };
    let mut solution = solve_graph_renumbered_if(g, sides, algorithm, scattered)?;
    solution.stats.stages.renumber += test_work;
    Ok(solution)
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
    // One breadth-first sweep that writes the new graph as it goes: charged as two.
    let renumber_work = 2 * crate::graph::sweep_work(g);
    let new_sides = match &sides {
        Some(left) => {
            check_side_count(g, left)?;
            Some(renumbering.values_to_new(left))
        }
        None => None,
    };
    match solve_graph_as_numbered(&h, new_sides, algorithm) {
        Ok(mut solution) => {
            solution.stats.stages.renumber += renumber_work;
            Ok(Solution {
                analysis: solution.analysis.to_old_ids(&renumbering),
                renumbered: true,
                ..solution
            })
        }
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
    // Either reads every slot once.
    let colouring_work = crate::graph::sweep_work(g);
    let mut solution = solve_coloured(g, colouring, algorithm)?;
    solution.stats.stages.colouring = colouring_work;
    Ok(solution)
}

/// [`solve_graph_as_numbered`] once the sides are known (or an odd cycle found).
fn solve_coloured<A: Adjacency>(
    g: &A,
    colouring: TwoColouring,
    algorithm: Option<Algorithm>,
) -> Result<Solution, SolveError> {
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
                parallel_copies: 0,
                self_check: SelfCheck::Passed,
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
                parallel_copies: 0,
                self_check: SelfCheck::Passed,
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
    /// Rook and knight moves: the bipartite default on the board; king moves: blossom. Each
    /// answer self-checked on the board it is for.
    struct SolveBoard(Option<Algorithm>);
    impl MovesVisitor for SolveBoard {
        type Output = Result<Solution, SolveError>;
        fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output {
            let algorithm = self.0.unwrap_or_default();
            let (analysis, stats, vias) = analyze_board_with_vias(&*board, algorithm, true);
            let solution = Solution {
                analysis,
                algorithm,
                bipartite: true,
                renumbered: false,
                stats,
                parallel_copies: 0,
                self_check: SelfCheck::Passed,
            };
            // The default's losses come with their vias: checked by following them, without
            // a second search.
            let check = |analysis: &Analysis| match &vias {
                Some(vias) => check::check_board_answer(&*board, analysis, vias),
                None => check::check_answer(&*board, analysis, true),
            };
            checked_by(&*board, solution, check, || {
                let fallback = analyze_with_stats(&*board, FALLBACK_BIPARTITE);
                (fallback, FALLBACK_BIPARTITE)
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
                    let solution = Solution {
                        analysis,
                        algorithm,
                        bipartite: false,
                        renumbered: false,
                        stats,
                        parallel_copies: 0,
                        self_check: SelfCheck::Passed,
                    };
                    checked(&*king, solution, || {
                        (analyze_general_plain(&*king), FALLBACK_GENERAL)
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

/// The vertex game on the graph of a Bunny-and-Egg `board` (NOI 2011: cells joined by the
/// moves of the empty cell, bipartite by the cells' colours; the token on the empty cell),
/// by the default bipartite algorithm, every verdict from a maximum matching, self-checked
/// as [`solve_graph`]'s answers are (an alternating search of the check's own from the free
/// vertices proves the matching maximum and every verdict: `check.rs`'s `check_answer`); a
/// failed check falls back to Hopcroft–Karp from scratch, checked again
/// ([`Solution::self_check`]).
///
/// Cost: the default algorithm's on the board's graph, plus `O(V + E)` for the verdicts and
/// the check.
///
/// # Errors
/// [`SolveError::Unverified`] if the fallback's answer fails its check too (a bug).
pub fn solve_bunny(board: &BunnyBoard) -> Result<Solution, SolveError> {
    let algorithm = Algorithm::default();
    let (analysis, stats) = analyze_with_stats(board, algorithm);
    let solution = Solution {
        analysis,
        algorithm,
        bipartite: true,
        renumbered: false,
        stats,
        parallel_copies: 0,
        self_check: SelfCheck::Passed,
    };
    checked(board, solution, || {
        (
            analyze_with_stats(board, FALLBACK_BIPARTITE),
            FALLBACK_BIPARTITE,
        )
    })
}

/// The start of a Bunny-and-Egg game on `board` (token on the empty cell, no move played),
/// from the checked maximum matching of [`solve_bunny`], as every front end (`play`,
/// `review`, `serve`) starts one. Cost: [`solve_bunny`]'s.
///
/// # Errors
/// [`SolveError::Unverified`] as for [`solve_bunny`] (a bug, never an answer).
pub fn bunny_position(board: &BunnyBoard) -> Result<Position<&BunnyBoard>, SolveError> {
    let matching = solve_bunny(board)?.analysis.into_matching();
    Ok(Position::with_matching(
        board,
        board.empty_vertex(),
        matching,
    ))
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
mod tests;
