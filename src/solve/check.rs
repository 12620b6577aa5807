//! The self-check every answer passes before [`solve`](super) returns it: code of its own (it
//! shares nothing with the matching algorithms, the verdicts' search or the decompositions)
//! that proves the matching maximum and checks the verdicts, in `O(V + E)`.
//!
//! What it proves, from the verdicts alone: let `D` be the vertices claimed losing, `A` the
//! other vertices with a neighbour in `D` (found from `D`'s side: the winners' neighbours are
//! never swept), and `C` the rest.
//!
//! - The matching is a matching of the graph (each pair an edge, each vertex in one pair).
//! - Every vertex of `C` is matched inside `C`, so every component of `G - A` inside `C` is
//!   even; every component of `G[D]` is odd (no edge joins `D` to `C`, so these are the
//!   other components of `G - A`). Then `odd(G - A)` is the number of `D`'s components, and
//!   `2|M| = |V| + |A| - odd(G - A)` proves `M` maximum (Tutte–Berge) and every vertex of
//!   `A` and `C` covered by every maximum matching (the certificate's argument: deleting such
//!   a vertex lowers the bound), so the mover wins there.
//! - On a bipartite graph the losses are checked too: `D` must be exactly the vertices an
//!   alternating search from the free vertices reaches (a non-matching edge out, the matching
//!   edge back), which for a maximum matching are the vertices some maximum matching misses.
//!   On other graphs the losses are checked for shape only: each free vertex among them, and
//!   each component of `G[D]` odd and, beyond one vertex, with an odd cycle (Gallai–Edmonds:
//!   they are factor-critical). An even alternating path through blossoms is not a linear
//!   check's to find; `analyze --certificate` proves every loss.

use crate::game::Analysis;
use crate::graph::{Adjacency, NONE};
use crate::matching::Part;

/// Checks `analysis` against `g` as the module docs say; `bipartite` asks for the losses'
/// exact check too (and promises `g` two-colours). Returns the work done (neighbour slots
/// read plus vertices visited), or why the answer is not proved.
///
/// Cost: `O(V + E)`: one pass over the vertices, each matched pair's edge looked for among
/// one end's slots (stopping when found), and the losers' neighbours read once (twice on a
/// graph that is not bipartite: `A` is found as the losers' winning neighbours, so the
/// winners' own neighbours are never swept). Memory: `2 V` bytes, plus `4 V` for a search.
pub(crate) fn check_answer<A: Adjacency>(
    g: &A,
    analysis: &Analysis,
    bipartite: bool,
) -> Result<u64, String> {
    let n = g.vertex_count();
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    if mate.len() != n || wins.len() != n {
        return Err(format!(
            "the answer is for {} vertices, the graph has {n}",
            mate.len().max(wins.len())
        ));
    }
    // The pairs' check and the losers' search read the answer only: on a large input they
    // run on two threads (each about a sixth of a board's whole solve).
    let mut in_a = vec![false; n];
    let losers = |in_a: &mut [bool]| {
        if bipartite {
            // `D` is independent (checked by the search): its components are its vertices.
            check_losses_by_alternating_search(g, mate, wins, in_a)
        } else {
            odd_loser_components(g, wins, in_a)
        }
    };
    let (pairs, losses) = if n >= TWO_THREADS_FROM {
        std::thread::scope(|scope| {
            let pairs = scope.spawn(|| check_pairs(g, mate, wins));
            let losses = losers(&mut in_a);
            (crate::graph::join(pairs), losses)
        })
    } else {
        (check_pairs(g, mate, wins), losers(&mut in_a))
    };
    let pairs_work = pairs?;
    let (d_components, losses_work) = losses?;
    let work = pairs_work + losses_work;
    // `C` matched inside itself.
    let mut a_count = 0u64;
    for v in 0..n {
        if in_a[v] {
            a_count += 1;
        } else if wins[v] && (!wins[mate[v] as usize] || in_a[mate[v] as usize]) {
            return Err(format!(
                "vertex {v} is claimed winning away from every loser, but its mate {} is not",
                mate[v]
            ));
        }
    }
    let size = analysis.matching().size() as u64;
    let bound = n as u64 + a_count - d_components;
    if 2 * size != bound {
        return Err(format!(
            "the matching has {size} edges, but the barrier of {a_count} winners next to \
             losers bounds a matching by {bound}/2: not proved maximum"
        ));
    }
    if let Some(parts) = analysis.kept_parts() {
        for v in 0..n {
            let part = if !wins[v] {
                Part::D
            } else if in_a[v] {
                Part::A
            } else {
                Part::C
            };
            if parts[v] != part {
                return Err(format!(
                    "vertex {v} is in {:?} of the decomposition, its verdict puts it in {part:?}",
                    parts[v]
                ));
            }
        }
    }
    Ok(work)
}

/// From this many vertices [`check_answer`] checks the pairs on a second thread.
const TWO_THREADS_FROM: usize = 1 << 16;

/// Every vertex's mate pairs it back and is a neighbour, and every claimed winner is matched.
/// Returns the work (a vertex each, and the slots read). `O(V + E)`.
fn check_pairs<A: Adjacency>(g: &A, mate: &[u32], wins: &[bool]) -> Result<u64, String> {
    let n = mate.len();
    let mut work = n as u64;
    for v in 0..n as u32 {
        let m = mate[v as usize];
        if m == NONE {
            if wins[v as usize] {
                return Err(format!("vertex {v} is claimed winning but is unmatched"));
            }
            continue;
        }
        if m as usize >= n || m == v || mate[m as usize] != v {
            return Err(format!("vertex {v}'s mate {m} is not paired back"));
        }
        if v < m {
            work += is_edge(g, v, m)
                .ok_or_else(|| format!("vertex {v} is matched to {m}, which is not a neighbour"))?;
        }
    }
    Ok(work)
}

/// Whether `u` and `v` are adjacent: `Some(slots read)` if `v` is among the neighbours of
/// `u`, `None` if not. All of them are read: a board computes its neighbours in one go much
/// faster than slot by slot. `O(slots of u)`.
fn is_edge<A: Adjacency>(g: &A, u: u32, v: u32) -> Option<u64> {
    let (mut found, mut read) = (false, 0u64);
    g.for_each_neighbor(u, |w| {
        found |= w == v;
        read += 1;
    });
    found.then_some(read)
}

/// The components of the losers' subgraph `G[D]` (own search, explicit stack), each of which
/// must be odd, and, beyond one vertex, not bipartite: in the Gallai–Edmonds decomposition
/// they are factor-critical, and a factor-critical graph of more than one vertex has an odd
/// cycle. Marks the losers' winning neighbours in `in_a`. Returns the components' number
/// and the slots read. `O(V + slots of D)`.
fn odd_loser_components<A: Adjacency>(
    g: &A,
    wins: &[bool],
    in_a: &mut [bool],
) -> Result<(u64, u64), String> {
    const UNSEEN: u8 = 2;
    let n = g.vertex_count();
    let mut colour = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let (mut components, mut work) = (0u64, 0u64);
    for root in 0..n as u32 {
        if wins[root as usize] || colour[root as usize] != UNSEEN {
            continue;
        }
        components += 1;
        colour[root as usize] = 0;
        stack.push(root);
        let (mut size, mut odd_cycle) = (0u64, false);
        while let Some(x) = stack.pop() {
            size += 1;
            work += 1;
            let cx = colour[x as usize];
            g.for_each_neighbor(x, |y| {
                work += 1;
                if wins[y as usize] {
                    in_a[y as usize] = true;
                    return;
                }
                let cy = &mut colour[y as usize];
                if *cy == UNSEEN {
                    *cy = 1 - cx;
                    stack.push(y);
                } else {
                    odd_cycle |= *cy == cx;
                }
            });
        }
        if size % 2 == 0 {
            return Err(format!(
                "the losers around vertex {root} form a component of even size {size}"
            ));
        }
        if size > 1 && !odd_cycle {
            return Err(format!(
                "the losers around vertex {root} form a bipartite component of {size} vertices, \
                 which no maximum matching can leave each of them out of"
            ));
        }
    }
    Ok((components, work))
}

/// On a bipartite graph with a maximum matching: the vertices reached from the free ones by
/// even alternating paths must be exactly the claimed losers, with no edge between two of
/// them. Marks the losers' (winning) neighbours in `in_a`. Returns the losers' number and
/// the slots read.
/// Breadth-first from every free vertex at once. `O(V + slots of D)`.
fn check_losses_by_alternating_search<A: Adjacency>(
    g: &A,
    mate: &[u32],
    wins: &[bool],
    in_a: &mut [bool],
) -> Result<(u64, u64), String> {
    let n = g.vertex_count();
    let mut reached = vec![false; n];
    // Free vertices with no neighbour (a board's blocked cells) lose and reach nothing.
    let mut isolated = 0;
    let mut queue: Vec<u32> = Vec::new();
    for v in 0..n as u32 {
        if mate[v as usize] == NONE {
            reached[v as usize] = true;
            if g.slot_count(v) == 0 {
                isolated += 1;
            } else {
                queue.push(v);
            }
        }
    }
    let (mut head, mut work, mut wrong) = (0, 0u64, None);
    while head < queue.len() && wrong.is_none() {
        let x = queue[head];
        head += 1;
        work += 1;
        g.for_each_neighbor(x, |w| {
            work += 1;
            if !wins[w as usize] {
                wrong = Some((w, "is claimed losing next to another loser"));
                return;
            }
            in_a[w as usize] = true;
            let y = mate[w as usize];
            // The pairs are checked on another thread: this one cannot assume them.
            if y as usize >= n {
                wrong = Some((w, "is claimed winning but is not matched"));
                return;
            }
            if !reached[y as usize] {
                reached[y as usize] = true;
                if wins[y as usize] {
                    wrong = Some((
                        y,
                        "is claimed winning, but an even alternating path from a free vertex reaches it",
                    ));
                }
                queue.push(y);
            }
        });
    }
    if let Some((v, why)) = wrong {
        return Err(format!("vertex {v} {why}"));
    }
    let losers = wins.iter().filter(|&&w| !w).count();
    if queue.len() + isolated != losers {
        let v = (0..n).find(|&v| !wins[v] && !reached[v]).unwrap_or(0);
        return Err(format!(
            "vertex {v} is claimed losing, but no even alternating path from a free vertex reaches it"
        ));
    }
    Ok((losers as u64, work))
}

#[cfg(test)]
mod tests {
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
        let wrong =
            crate::game::Analysis::from_gallai_edmonds(crate::matching::GallaiEdmonds::from_d(
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
}
