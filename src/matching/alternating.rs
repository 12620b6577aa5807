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
    let n = g.vertex_count();
    let mate = matching.mates();
    // Reserved, not filled: only the pages the queue reaches are ever touched.
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in 0..n as u32 {
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
