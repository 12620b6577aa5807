//! Winning vertices from a maximum matching.

use crate::board::{BipartiteMoves, Board};
use crate::graph::{Adjacency, Bipartite, Renumbering, sweep_work};
use crate::matching::{
    Algorithm, GallaiEdmonds, KARP_SIPSER_SWEEPS, LeftReach, Matching, MatchingStats, NO_CODES,
    Part, Start, StepCodes, Vias, alternating_reach, alternating_reach_halves,
    alternating_reach_with_vias, dinic, general_start, general_start_with_stats, karp_sipser,
    karp_sipser_halves, maximum_matching_from, ms_bfs_counted_with_left_reach,
};
use std::borrow::Cow;

/// The verdict for every start vertex of a graph, with the matching that proves it.
///
/// The player to move wins from `v` iff `v` is covered by every maximum matching (`v` is
/// *essential*); the winning strategy is to move, each turn, to the matching partner of the
/// token's vertex.
///
/// An analysis made by the blossom algorithm keeps the Gallai–Edmonds decomposition it found
/// on the way ([`Analysis::decomposition`] then costs nothing).
#[derive(Clone, Debug)]
pub struct Analysis {
    proof: Proof,
    essential: Vec<bool>,
}

/// What the verdicts were read from: a maximum matching alone, or the whole Gallai–Edmonds
/// decomposition (which holds its maximum matching).
#[derive(Clone, Debug)]
enum Proof {
    Matching(Matching),
    Decomposition(GallaiEdmonds),
}

impl Analysis {
    /// Derives the verdicts from a *maximum* matching of the bipartite graph `g`, by one
    /// multi-source alternating BFS. `O(V + E)` time, `5 V` bytes of extra memory.
    ///
    /// The caller promises `matching` is maximum; otherwise the verdicts are wrong.
    pub fn from_maximum_matching<A: Adjacency>(g: &A, matching: Matching) -> Analysis {
        let non_essential = non_essential_by_alternating_bfs(g, &matching);
        Analysis::from_non_essential(matching, non_essential)
    }

    /// The verdicts from the vertices missed by some maximum matching (reused in place as the
    /// essential flags). `O(V)`.
    fn from_non_essential(matching: Matching, mut non_essential: Vec<bool>) -> Analysis {
        for flag in &mut non_essential {
            *flag = !*flag;
        }
        Analysis {
            proof: Proof::Matching(matching),
            essential: non_essential,
        }
    }

    /// The verdicts from the Gallai–Edmonds decomposition, which the analysis keeps: the mover
    /// loses exactly on `D`. `O(V)`.
    pub fn from_gallai_edmonds(decomposition: GallaiEdmonds) -> Analysis {
        let essential = decomposition
            .parts()
            .iter()
            .map(|&p| p != Part::D)
            .collect();
        Analysis {
            proof: Proof::Decomposition(decomposition),
            essential,
        }
    }

    /// The Gallai–Edmonds decomposition of `g`, the graph these verdicts are for: `D` is
    /// where the mover loses, `A` its neighbourhood, `C` the rest. Borrowed in `O(1)` when the
    /// analysis kept it (blossom's), else built in `O(V + E)`.
    pub fn decomposition<A: Adjacency>(&self, g: &A) -> Cow<'_, GallaiEdmonds> {
        match &self.proof {
            Proof::Decomposition(decomposition) => Cow::Borrowed(decomposition),
            Proof::Matching(matching) => {
                let in_d: Vec<bool> = self.essential.iter().map(|&e| !e).collect();
                Cow::Owned(GallaiEdmonds::from_d(g, matching.clone(), &in_d))
            }
        }
    }

    /// The analysis of a graph computed on its renumbered copy (see
    /// [`Renumbering::breadth_first`]), in the graph's own ids: the same verdicts, and the
    /// matching (or decomposition) behind them moved back. `O(V)`.
    pub fn to_old_ids(&self, renumbering: &Renumbering) -> Analysis {
        let proof = match &self.proof {
            Proof::Matching(matching) => Proof::Matching(Matching::from_mates(
                renumbering.vertex_map_to_old(matching.mates()),
            )),
            Proof::Decomposition(decomposition) => {
                Proof::Decomposition(decomposition.to_old_ids(renumbering))
            }
        };
        Analysis {
            proof,
            essential: renumbering.values_to_old(&self.essential),
        }
    }

    /// Whether the player to move wins with the token on `v`. `O(1)`.
    #[inline]
    pub fn wins(&self, v: u32) -> bool {
        self.essential[v as usize]
    }

    /// A winning move from `v` (its partner in the maximum matching), or `None` if the player
    /// to move loses from `v`. `O(1)`.
    pub fn winning_move(&self, v: u32) -> Option<u32> {
        if self.wins(v) {
            self.matching().mate(v)
        } else {
            None
        }
    }

    /// The maximum matching behind the verdicts.
    pub fn matching(&self) -> &Matching {
        match &self.proof {
            Proof::Matching(matching) => matching,
            Proof::Decomposition(decomposition) => decomposition.matching(),
        }
    }

    /// The maximum matching behind the verdicts, taken out of the analysis: what a game's
    /// engine starts from ([`crate::solve::game_on_graph`]). `O(1)`.
    pub fn into_matching(self) -> Matching {
        match self.proof {
            Proof::Matching(matching) => matching,
            Proof::Decomposition(decomposition) => decomposition.into_matching(),
        }
    }

    /// `essential()[v]` is [`Analysis::wins`]`(v)` for every vertex.
    pub fn essential(&self) -> &[bool] {
        &self.essential
    }

    /// Number of vertex ids analysed.
    pub fn vertex_count(&self) -> usize {
        self.essential.len()
    }

    /// The Gallai–Edmonds parts the analysis kept (blossom's and Micali–Vazirani's), for the
    /// self-check to hold against the verdicts. `O(1)`.
    pub(crate) fn kept_parts(&self) -> Option<&[Part]> {
        match &self.proof {
            Proof::Decomposition(decomposition) => Some(decomposition.parts()),
            Proof::Matching(_) => None,
        }
    }

    /// Any claimed answer, right or wrong, for the tests of the self-check. `O(1)`.
    #[cfg(test)]
    pub(crate) fn claimed(matching: Matching, essential: Vec<bool>) -> Analysis {
        Analysis {
            proof: Proof::Matching(matching),
            essential,
        }
    }

    /// The analysis with a bug planted, for the tests that show the self-check catching it:
    /// the matching loses its first pair (no longer maximum), or, with `flip`, the verdict
    /// of the first vertex is reversed. `O(V)`.
    #[cfg(test)]
    pub(crate) fn with_planted_bug(self, flip: bool) -> Analysis {
        let mut essential = self.essential.clone();
        if flip {
            essential[0] = !essential[0];
            return Analysis {
                proof: Proof::Matching(self.matching().clone()),
                essential,
            };
        }
        let mut mates = self.matching().mates().to_vec();
        if let Some(v) = (0..mates.len()).find(|&v| mates[v] != crate::graph::NONE) {
            let m = mates[v] as usize;
            mates[v] = crate::graph::NONE;
            mates[m] = crate::graph::NONE;
        }
        Analysis {
            proof: Proof::Matching(Matching::from_mates(mates)),
            essential,
        }
    }
}

/// For every vertex, whether it is *missed* by some maximum matching of the bipartite graph
/// `g`, given one maximum matching: exactly the vertices reached from an unmatched vertex by
/// an even-length alternating path (a non-matching edge out, the matching edge back), found
/// by one BFS from all unmatched vertices at once. `O(V + E)`.
///
/// Why: shifting the matching along such a path `u .. v` frees `v` and covers `u`, so `v` is
/// missed by a maximum matching; conversely the symmetric difference of two maximum matchings,
/// one missing `v`, contains such a path ending at `v`.
pub fn non_essential_by_alternating_bfs<A: Adjacency>(g: &A, matching: &Matching) -> Vec<bool> {
    let mut reached = vec![false; g.vertex_count()];
    let augmenting = alternating_reach(g, matching, &mut reached, |_| true);
    debug_assert!(!augmenting, "the matching is not maximum");
    reached
}

/// Solves the game from every start vertex of the bipartite graph `g`: a maximum matching by
/// `algorithm`, then the essential vertices by [`non_essential_by_alternating_bfs`] (or, for
/// [`Algorithm::Dinic`], by residual reachability in its own flow network).
/// Cost: the matching's, plus `O(V + E)`.
///
/// ```
/// use bigame::game::analyze;
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::Algorithm;
/// //  0 - 1 - 2          a path on three vertices, left side {0, 2}
/// let g = BipartiteGraph::new(Graph::from_edges(3, &[(0, 1), (1, 2)]), vec![true, false, true]);
/// let a = analyze(&g, Algorithm::default());
/// assert!(!a.wins(0));                   // from an end, the mover steps to 1 and is stuck
/// assert!(a.wins(1));                    // from the middle, the mover steps to an end and wins
/// assert!(matches!(a.winning_move(1), Some(0 | 2)));
/// ```
pub fn analyze<B: Bipartite>(g: &B, algorithm: Algorithm) -> Analysis {
    analyze_from(g, algorithm, None, NO_CODES).0
}

/// [`analyze`], also returning the path the matching took and its work ([`MatchingStats`]).
/// Same cost, plus `O(V)` to count the slots.
pub fn analyze_with_stats<B: Bipartite>(g: &B, algorithm: Algorithm) -> (Analysis, MatchingStats) {
    let (analysis, stats, _) = analyze_from(g, algorithm, None, NO_CODES);
    (analysis, stats)
}

/// [`analyze`] for a rook or knight board, the same verdicts sooner on two cores: on a large
/// board the Karp–Sipser start runs on the top and bottom halves at once
/// (`karp_sipser_halves`; 2000x2000 with 30% blocked: 62 ms instead of 112), and so do the
/// default algorithm's first pass (within each half, before what crosses the middle) and its
/// final search for the verdicts of the right side (34 ms instead of 59).
/// The matching behind the verdicts may differ from [`analyze`]'s. Cost: as [`analyze`].
///
/// ```
/// use bigame::board::Board;
/// use bigame::game::{analyze, analyze_board};
/// use bigame::matching::Algorithm;
/// // . . .     a 2x3 board has a perfect matching: the mover wins from every cell
/// // . . .
/// let board = Board::from_fn(2, 3, |_, _| true);
/// let a = analyze_board(&board, Algorithm::default());
/// assert!((0..3).all(|c| a.wins(board.vertex(0, c)) && a.wins(board.vertex(1, c))));
/// ```
pub fn analyze_board<M: BipartiteMoves>(board: &Board<M>, algorithm: Algorithm) -> Analysis {
    analyze_board_with_stats(board, algorithm).0
}

/// [`analyze_board`], also returning the path the matching took and its work
/// ([`MatchingStats`]). Same cost.
pub fn analyze_board_with_stats<M: BipartiteMoves>(
    board: &Board<M>,
    algorithm: Algorithm,
) -> (Analysis, MatchingStats) {
    let (analysis, stats, _) = analyze_board_with_vias(board, algorithm, false);
    (analysis, stats)
}

/// [`analyze_board_with_stats`], and with `vias` the [`Vias`] of its losses when the default
/// algorithm's search gave them (`None` from other algorithms, and when its guard handed the
/// search over): what the self-check on a board follows (`solve/check/board.rs`). `O(V)` more
/// for them, `V` bytes.
pub(crate) fn analyze_board_with_vias<M: BipartiteMoves>(
    board: &Board<M>,
    algorithm: Algorithm,
    vias: bool,
) -> (Analysis, MatchingStats, Option<Vias>) {
    // Below this many ids a second thread costs more than it saves.
    const HALVES_FROM: usize = 1 << 16;
    let cut =
        (board.vertex_count() >= HALVES_FROM).then(|| board.row_vertices(board.rows() / 2).start);
    analyze_from(board, algorithm, cut, vias.then_some(board))
}

/// [`analyze`], or with a `cut` of the ids [`analyze_board`]'s split in halves: the
/// Karp–Sipser start ([`karp_sipser_halves`]) and the verdicts' search
/// ([`alternating_reach_halves`]) then run on two threads. With `codes`, the default
/// algorithm's losses come with their [`Vias`].
fn analyze_from<B: Bipartite, C: StepCodes>(
    g: &B,
    algorithm: Algorithm,
    cut: Option<u32>,
    codes: Option<&C>,
) -> (Analysis, MatchingStats, Option<Vias>) {
    let start = |g: &B| match cut {
        Some(cut) => karp_sipser_halves(g, cut),
        None => karp_sipser(g),
    };
    let unit = sweep_work(g);
    let started = match cut {
        Some(_) => Start::KarpSipserHalves,
        None => Start::KarpSipser,
    };
    let mut stats = MatchingStats::new(started, unit);
    // The verdicts' alternating search reads every slot at most once.
    stats.stages.verdicts = unit;
    stats.stages.start = KARP_SIPSER_SWEEPS * unit;
    let mut vias = None;
    let analysis = match algorithm {
        Algorithm::Dinic => {
            stats.start = Start::Empty;
            stats.stages.start = 0;
            let result = dinic(g, Matching::empty(g.vertex_count()));
            Analysis {
                proof: Proof::Matching(result.matching),
                essential: result.essential,
            }
        }
        Algorithm::MsBfs => {
            let (matching, reach, work) = ms_bfs_counted_with_left_reach(g, start(g), cut, codes);
            stats.ms_bfs = Some(work);
            // The final search forest already settles the left side; one more search from the
            // free right vertices settles the rest.
            match (matching, reach) {
                (
                    matching,
                    Some(LeftReach {
                        mut reached,
                        vias: mut steps,
                    }),
                ) => {
                    let right = |v| !g.is_left(v);
                    let augmenting = match (codes, cut) {
                        (Some(codes), cut) => alternating_reach_with_vias(
                            g,
                            codes,
                            &matching,
                            &mut reached,
                            &mut steps,
                            right,
                            cut.unwrap_or(u32::MAX),
                        ),
                        (None, Some(cut)) => {
                            alternating_reach_halves(g, &matching, &mut reached, right, cut)
                        }
                        (None, None) => alternating_reach(g, &matching, &mut reached, right),
                    };
                    debug_assert!(!augmenting, "ms-bfs's matching is not maximum");
                    vias = codes.map(|_| steps);
                    Analysis::from_non_essential(matching, reached)
                }
                (matching, None) => Analysis::from_maximum_matching(g, matching),
            }
        }
        _ => {
            // Hopcroft–Karp and Kuhn begin from the empty matching (see
            // `maximum_matching_from`); the others from the start.
            if matches!(algorithm, Algorithm::HopcroftKarp | Algorithm::Kuhn) {
                stats.start = Start::Empty;
                stats.stages.start = 0;
            }
            Analysis::from_maximum_matching(g, maximum_matching_from(g, algorithm, start))
        }
    };
    (analysis, stats, vias)
}

/// Solves the game from every start vertex of any graph `g` (odd cycles allowed): a maximum
/// matching by the blossom algorithm from [`general_start`] (Karp–Sipser, or on a nearly
/// bipartite graph a maximum matching of its bipartite part), with the Gallai–Edmonds
/// decomposition it yields on the way ([`GallaiEdmonds::new`]); the mover loses exactly on
/// its `D`. Cost: the blossom algorithm's, `O(E sqrt V α(V))` worst case by its work cap
/// (past it Micali–Vazirani finishes), plus `O(V + E)`.
///
/// ```
/// use bigame::game::analyze_general;
/// use bigame::graph::Graph;
/// //  0             a triangle 0-1-2 with a tail 2-3-4: the maximum matchings (two
/// //  | \           edges) can miss any vertex but 3, so the mover wins only from 3
/// //  1 - 2 - 3 - 4
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
/// let a = analyze_general(&g);
/// assert!(a.wins(3));
/// assert!([0, 1, 2, 4].iter().all(|&v| !a.wins(v)));
/// assert!(matches!(a.winning_move(3), Some(2 | 4)));
/// ```
pub fn analyze_general<A: Adjacency>(g: &A) -> Analysis {
    Analysis::from_gallai_edmonds(GallaiEdmonds::new(g, general_start(g)))
}

/// [`analyze_general`] with the maximum matching found by `algorithm`, which must solve
/// general graphs ([`Algorithm::solves_general_graphs`]): [`Algorithm::Blossom`] is
/// [`analyze_general`]; [`Algorithm::MicaliVazirani`] runs [`micali_vazirani`](crate::matching::micali_vazirani) from the same
/// start as blossom ([`general_start`]), `O(E sqrt V α(V))` after it whatever the input, with
/// the decomposition from its last phase.
///
/// # Panics
/// If `algorithm` solves only bipartite graphs.
pub fn analyze_general_with<A: Adjacency>(g: &A, algorithm: Algorithm) -> Analysis {
    analyze_general_with_stats(g, algorithm).0
}

/// [`analyze_general_with`], also returning the path the matching took and its work
/// ([`MatchingStats`]): which branch of [`general_start`] ran, blossom's work and whether it
/// reached its cap, Micali–Vazirani's phases. Same cost, plus `O(V)` to count the slots.
///
/// # Panics
/// If `algorithm` solves only bipartite graphs.
pub fn analyze_general_with_stats<A: Adjacency>(
    g: &A,
    algorithm: Algorithm,
) -> (Analysis, MatchingStats) {
    let unit = sweep_work(g);
    match algorithm {
        Algorithm::Blossom => {
            let (start, started, start_ms_bfs, start_work) = general_start_with_stats(g);
            let (ge, blossom, mv) = GallaiEdmonds::with_work(g, start);
            let mut stats = MatchingStats {
                start_ms_bfs,
                blossom: Some(blossom),
                micali_vazirani: mv,
                ..MatchingStats::new(started, unit)
            };
            stats.stages.start = start_work;
            // The parts from the last forest: a sweep for `A`'s neighbours.
            stats.stages.verdicts = unit;
            (Analysis::from_gallai_edmonds(ge), stats)
        }
        Algorithm::MicaliVazirani => {
            let (start, started, start_ms_bfs, start_work) = general_start_with_stats(g);
            let (ge, mv) = GallaiEdmonds::by_micali_vazirani_with_work(g, start);
            let mut stats = MatchingStats {
                start_ms_bfs,
                micali_vazirani: Some(mv),
                ..MatchingStats::new(started, unit)
            };
            stats.stages.start = start_work;
            stats.stages.verdicts = unit;
            (Analysis::from_gallai_edmonds(ge), stats)
        }
        other => panic!("{other} does not solve general graphs"),
    }
}

/// The verdicts of any graph by the plain blossom algorithm from the empty matching, without
/// a cap ([`GallaiEdmonds::by_plain_blossom`]): what the self-check falls back on for a
/// graph with odd cycles. `O(V E α(V))` worst case.
pub(crate) fn analyze_general_plain<A: Adjacency>(g: &A) -> (Analysis, MatchingStats) {
    let unit = sweep_work(g);
    let (ge, blossom) = GallaiEdmonds::by_plain_blossom(g);
    let mut stats = MatchingStats {
        blossom: Some(blossom),
        ..MatchingStats::new(Start::Empty, unit)
    };
    stats.stages.verdicts = unit;
    (Analysis::from_gallai_edmonds(ge), stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Knight;
    use crate::generate::random_board;

    /// Boards large enough for the two-thread path: the verdicts must be [`analyze`]'s, and
    /// the matching a maximum matching of the board.
    #[test]
    fn a_board_analysed_on_two_threads_gets_the_verdicts_of_one() {
        for (blocked, seed) in [(5, 1), (30, 2), (45, 3)] {
            let rook = random_board(300, 301, blocked, seed);
            let knight = rook.clone().with_moves::<Knight>();
            for algorithm in [Algorithm::MsBfs, Algorithm::PothenFan, Algorithm::Kuhn] {
                check_board(&rook, algorithm);
                check_board(&knight, algorithm);
            }
        }
    }

    fn check_board<M: BipartiteMoves>(board: &Board<M>, algorithm: Algorithm) {
        let one = analyze(board, algorithm);
        let two = analyze_board(board, algorithm);
        assert!(two.matching().is_valid_in(board));
        assert_eq!(two.matching().size(), one.matching().size());
        assert_eq!(two.essential(), one.essential(), "{algorithm}");
        // And an answer reached another way: the verdicts of a maximum matching by
        // Hopcroft–Karp, an alternating search from every free vertex.
        let other = maximum_matching_from(board, Algorithm::HopcroftKarp, karp_sipser);
        let reference = non_essential_by_alternating_bfs(board, &other);
        let essential: Vec<bool> = reference.iter().map(|&reached| !reached).collect();
        assert_eq!(one.essential(), &essential[..], "{algorithm}");
    }
}
