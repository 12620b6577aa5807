//! Alternating reachability: the vertices an even alternating path reaches from a free vertex.
//!
//! Given a maximum matching, these are exactly the vertices some maximum matching misses
//! (shift the matching along the path), which is what decides the game.

use super::Matching;
use crate::graph::{Adjacency, NONE};

/// Marks in `reached` every vertex reachable by an even alternating path (a non-matching edge
/// out, the matching edge back) from an unmatched vertex `v` with `seed(v)`, those included;
/// marks already set stay set, and a vertex already marked is not searched from. Returns
/// whether the search met an unmatched vertex across a non-matching edge: an augmenting path,
/// so `matching` was not maximum (never, for the maximum matchings every caller passes; the
/// Dulmage–Mendelsohn decomposition checks it). One BFS, `O(V + E)`, `4 V` bytes for its
/// queue.
///
/// ```text
///  0 = 1 - 2 = 3 - 4      matched 0=1, 2=3; 4 is free: from 4 the path 4-3=2 reaches 2,
///                         then 2-1=0 reaches 0: {0, 2, 4} are missed by some maximum matching
/// ```
pub(crate) fn alternating_reach<A: Adjacency>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool,
) -> bool {
    search_from(
        g,
        matching.mates(),
        reached,
        0..g.vertex_count() as u32,
        &seed,
    )
}

/// [`alternating_reach`] on two threads: the seeds below `cut` are searched from on this one,
/// those from `cut` up on a second, each thread with its own copy of the marks, merged at the
/// end. The marks are exactly [`alternating_reach`]'s (a union of searches is the search from
/// the union of their seeds). Where ids follow the geometry (a board's rows) the two searches
/// seldom meet and take about half the wall-clock time; where they do, each may search what
/// the other does: at worst twice the work, in the wall-clock time of one search.
/// `O(V + E)` per thread, `V` bytes for the copy.
pub(crate) fn alternating_reach_halves<A: Adjacency>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool + Sync,
    cut: u32,
) -> bool {
    let n = g.vertex_count() as u32;
    let cut = cut.min(n);
    let mates = matching.mates();
    let mut upper_marks = reached.to_vec();
    let (lower, upper) = std::thread::scope(|scope| {
        let upper = scope.spawn(|| search_from(g, mates, &mut upper_marks, cut..n, &seed));
        let lower = search_from(g, mates, reached, 0..cut, &seed);
        (lower, crate::graph::join(upper))
    });
    for (mark, upper) in reached.iter_mut().zip(&upper_marks) {
        *mark |= *upper;
    }
    lower || upper
}

/// The search of [`alternating_reach`] from the seeds among `ids`.
fn search_from<A: Adjacency>(
    g: &A,
    mate: &[u32],
    reached: &mut [bool],
    ids: std::ops::Range<u32>,
    seed: &impl Fn(u32) -> bool,
) -> bool {
    // Reserved, not filled: only the pages the queue reaches are ever touched.
    let mut queue: Vec<u32> = Vec::with_capacity(g.vertex_count());
    for v in ids {
        if mate[v as usize] == NONE && seed(v) {
            reached[v as usize] = true;
            // Isolated ids (blocked board cells) lead nowhere: not worth a queue slot.
            if g.slot_count(v) > 0 {
                queue.push(v);
            }
        }
    }
    let mut augmenting = false;
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        g.for_each_neighbor(x, |y| {
            let z = mate[y as usize];
            if z == NONE {
                augmenting = true;
            } else if !reached[z as usize] {
                reached[z as usize] = true;
                queue.push(z);
            }
        });
    }
    augmenting
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;

    #[test]
    fn the_reach_follows_matching_edges_back() {
        //  0 = 1 - 2 = 3 - 4
        let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let mut matching = Matching::empty(5);
        matching.pair(0, 1);
        matching.pair(2, 3);
        let mut reached = vec![false; 5];
        assert!(!alternating_reach(&g, &matching, &mut reached, |_| true));
        assert_eq!(reached, [true, false, true, false, true]);
        // Seeds refused: nothing is reached.
        let mut none = vec![false; 5];
        assert!(!alternating_reach(&g, &matching, &mut none, |_| false));
        assert_eq!(none, [false; 5]);
    }

    /// Split anywhere, the two threads mark exactly what one search marks, marks set
    /// beforehand included, and both report an augmenting path.
    #[test]
    fn halves_mark_what_one_search_marks() {
        use crate::matching::ms_bfs::tests::random_board;
        use crate::matching::{Algorithm, maximum_matching};
        let board = random_board(12, 13, 30, 5);
        let n = board.vertex_count() as u32;
        let maximum = maximum_matching(&board, Algorithm::HopcroftKarp);
        let mut mates = maximum.mates().to_vec();
        let v = (0..n).find(|&v| mates[v as usize] != NONE).unwrap();
        let w = mates[v as usize];
        (mates[v as usize], mates[w as usize]) = (NONE, NONE);
        let smaller = Matching::from_mates(mates);
        for matching in [&maximum, &smaller] {
            let mut given = vec![false; n as usize];
            given[(n / 2) as usize] = true;
            let seed = |v: u32| !v.is_multiple_of(3);
            let mut one = given.clone();
            let augmenting = alternating_reach(&board, matching, &mut one, seed);
            for cut in [0, 1, n / 4, n / 2, n - 1, n] {
                let mut two = given.clone();
                let found = alternating_reach_halves(&board, matching, &mut two, seed, cut);
                assert_eq!(two, one, "cut {cut}");
                assert_eq!(found, augmenting, "cut {cut}");
            }
        }
    }

    #[test]
    fn an_augmenting_path_is_reported() {
        //  0 - 1 = 2 - 3   matched 1=2 only: 0 and 3 are free, 0-1=2-3 augments
        let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
        let mut matching = Matching::empty(4);
        matching.pair(1, 2);
        let mut reached = vec![false; 4];
        assert!(alternating_reach(&g, &matching, &mut reached, |v| v == 0));
        assert_eq!(reached, [true, false, true, false]);
    }
}
