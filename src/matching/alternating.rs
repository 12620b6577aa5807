//! Alternating reachability: the vertices an even alternating path reaches from a free vertex.
//!
//! Given a maximum matching, these are exactly the vertices some maximum matching misses
//! (shift the matching along the path), which is what decides the game.

use super::Matching;
use crate::graph::{Adjacency, NONE};
use std::sync::atomic::{AtomicBool, Ordering};

/// Marks in `reached` every vertex reachable by an even alternating path (a non-matching edge
/// out, the matching edge back) from an unmatched vertex `v` with `seed(v)`, those included;
/// marks already set stay set, and a vertex already marked is not searched from. One BFS,
/// `O(V + E)`, `4 V` bytes for its queue.
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
) {
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
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        g.for_each_neighbor(x, |y| {
            let z = mate[y as usize];
            // z == NONE would close an augmenting path: impossible for a maximum matching.
            if z != NONE && !reached[z as usize] {
                reached[z as usize] = true;
                queue.push(z);
            }
        });
    }
}

/// [`alternating_reach`] on two threads: the free vertices are dealt out to two searches that
/// share the marks, each vertex searched by the one that marks it first. The same marks, in
/// about half the time on two cores for a big graph. `O(V + E)` work, `V` bytes of marks and
/// up to `4 V` bytes of queues.
pub(crate) fn alternating_reach_two_threads<A: Adjacency + Sync>(
    g: &A,
    matching: &Matching,
    reached: &mut [bool],
    seed: impl Fn(u32) -> bool,
) {
    let mate = matching.mates();
    let marks: Vec<AtomicBool> = reached.iter().map(|&r| AtomicBool::new(r)).collect();
    let mut roots = [Vec::new(), Vec::new()];
    for v in 0..g.vertex_count() as u32 {
        if mate[v as usize] == NONE && seed(v) {
            marks[v as usize].store(true, Ordering::Relaxed);
            if g.slot_count(v) > 0 {
                // Dealt alternately, so that both searches start all over the graph.
                let shorter = (roots[0].len() > roots[1].len()) as usize;
                roots[shorter].push(v);
            }
        }
    }
    let [first, second] = roots;
    let search = |mut queue: Vec<u32>| {
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            g.for_each_neighbor(x, |y| {
                let z = mate[y as usize];
                // Relaxed suffices: each mark is claimed once, by the swap that finds it
                // clear, and the threads' joining orders everything before the marks are read.
                if z != NONE
                    && !marks[z as usize].load(Ordering::Relaxed)
                    && !marks[z as usize].swap(true, Ordering::Relaxed)
                {
                    queue.push(z);
                }
            });
        }
    };
    std::thread::scope(|scope| {
        let other = scope.spawn(|| search(second));
        search(first);
        other.join().expect("an alternating search panicked");
    });
    for (r, mark) in reached.iter_mut().zip(marks) {
        *r = mark.into_inner();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;
    use crate::matching::karp_sipser;

    #[test]
    fn the_two_searches_mark_what_one_search_marks() {
        let mut rng = crate::generate::Rng::new(7);
        for round in 0..200 {
            let n = 2 + rng.below(60) as u32;
            let m = rng.below(3 * n as u64) as usize;
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
                .filter(|&(u, v)| u != v)
                .collect();
            let g = Graph::from_edges(n as usize, &edges);
            // Any matching will do for comparing the two: maximality is not needed.
            let matching = karp_sipser(&g);
            let seed = |v: u32| v % 3 != round % 3;
            let mut one = vec![false; n as usize];
            let mut two = vec![false; n as usize];
            one[0] = true;
            two[0] = true;
            alternating_reach(&g, &matching, &mut one, seed);
            alternating_reach_two_threads(&g, &matching, &mut two, seed);
            assert_eq!(one, two, "round {round}");
        }
    }
}
