//! The self-check on a bipartite graph, exact for every verdict: a breadth-first search of
//! the check's own from every free vertex along alternating paths (a non-matching edge out,
//! the matching edge back).
//!
//! - If it meets a free vertex across a non-matching edge, that is an augmenting path: the
//!   matching is not maximum. If not, no augmenting path exists (every one starts at a free
//!   vertex, and the search follows every alternating path from there): the matching is
//!   maximum (Berge).
//! - For a maximum matching, the vertices it reaches are exactly those some maximum matching
//!   misses (shift the matching along the path; conversely the symmetric difference with a
//!   maximum matching that misses `v` holds such a path), where the mover loses: the claimed
//!   losers must be exactly them.

use super::{TWO_THREADS_FROM, check_kept_parts, check_pairs};
use crate::game::Analysis;
use crate::graph::{Adjacency, NONE};
use std::ops::Range;

/// Checks the bipartite answer `analysis` on `g` as the module docs say. Returns the work
/// (vertices passed over, neighbour slots read), or why the answer is not proved.
///
/// Cost: `O(V + E)`: the pairs' edges looked up (by their step on a board, else among one
/// end's slots), the reached vertices' slots read once, and one pass over the vertices. From
/// [`TWO_THREADS_FROM`] vertices the search runs in two halves of the seeds on two threads,
/// each with its own marks (a union of searches is the search from the union of their seeds),
/// the pairs checked on the first: at worst twice the search's work where the halves meet,
/// in the wall-clock time of one. Memory: `V` bytes of marks (`2 V` on two threads) and a
/// queue of at most `4 V`.
pub(super) fn check_bipartite<A: Adjacency>(g: &A, analysis: &Analysis) -> Result<u64, String> {
    let n = g.vertex_count();
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    let (pairs, lower, upper) = if n < TWO_THREADS_FROM {
        let mut marks = vec![false; n];
        let search = alternating_search(g, mate, &mut marks, 0..n as u32);
        (check_pairs(g, mate, wins), (marks, search), None)
    } else {
        let cut = n as u32 / 2;
        let (mut lower, mut upper) = (vec![false; n], vec![false; n]);
        let ((pairs, lower_search), upper_search) = crate::graph::both(
            true,
            || {
                let pairs = check_pairs(g, mate, wins);
                (pairs, alternating_search(g, mate, &mut lower, 0..cut))
            },
            || alternating_search(g, mate, &mut upper, cut..n as u32),
        );
        (pairs, (lower, lower_search), Some((upper, upper_search)))
    };
    let mut work = pairs? + n as u64;
    for (_, search) in std::iter::once(&lower).chain(upper.as_ref()) {
        work += search.work;
        if let Some((x, w)) = search.free_neighbour {
            return Err(format!(
                "an even alternating path from a free vertex reaches vertex {x}, next to the \
                 free vertex {w}: an augmenting path, so the matching is not maximum"
            ));
        }
    }
    let (lower, upper) = (&lower.0, upper.as_ref().map(|(marks, _)| marks));
    for v in 0..n {
        let reached = lower[v] || upper.is_some_and(|upper| upper[v]);
        if reached == wins[v] {
            return Err(format!(
                "vertex {v} is claimed {}",
                if reached {
                    "winning, but an even alternating path from a free vertex reaches it"
                } else {
                    "losing, but no even alternating path from a free vertex reaches it"
                }
            ));
        }
    }
    // A winner is in `A` when its mate loses: the mate is reached, so the winner is next to
    // a reached vertex; and every neighbour of a reached vertex is matched to a reached one.
    check_kept_parts(analysis, |v| !wins[mate[v] as usize])?;
    Ok(work)
}

/// What one [`alternating_search`] found.
struct Search {
    /// Vertices searched from and slots read.
    work: u64,
    /// A reached vertex and a free neighbour of it (an augmenting path), if one was met.
    free_neighbour: Option<(u32, u32)>,
}

/// Breadth-first from the free vertices among `ids` at once, each vertex an even alternating
/// path reaches marked. It reads the answer only (the pairs may be checked on another thread
/// meanwhile): a mate out of range ends the path there, and the pairs' check reports it; the
/// search stops at the first free vertex met across a non-matching edge.
/// `O(V + slots of the reached vertices)`.
fn alternating_search<A: Adjacency>(
    g: &A,
    mate: &[u32],
    marks: &mut [bool],
    ids: Range<u32>,
) -> Search {
    let n = mate.len();
    // Reserved, not filled: only the pages the queue reaches are touched.
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in ids {
        if mate[v as usize] == NONE {
            marks[v as usize] = true;
            // Free vertices with no neighbour (a board's blocked cells) reach nothing.
            if g.slot_count(v) > 0 {
                queue.push(v);
            }
        }
    }
    let (mut head, mut work) = (0, 0u64);
    let mut free_neighbour = None;
    while head < queue.len() && free_neighbour.is_none() {
        let x = queue[head];
        head += 1;
        work += 1;
        g.for_each_neighbor(x, |w| {
            work += 1;
            let y = mate[w as usize];
            if y == NONE {
                free_neighbour.get_or_insert((x, w));
            } else if (y as usize) < n && !marks[y as usize] {
                marks[y as usize] = true;
                queue.push(y);
            }
        });
    }
    Search {
        work,
        free_neighbour,
    }
}
