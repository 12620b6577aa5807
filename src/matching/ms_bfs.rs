//! Multi-source alternating BFS passes (the default algorithm).

use super::Matching;
use crate::graph::{Bipartite, NONE};

/// Extends `initial` (ideally a Karp–Sipser matching) to a maximum matching of `g`.
///
/// Each pass is one breadth-first search started at once from every free left vertex. Each
/// vertex belongs to the search tree of the free vertex that reached it first; a tree stops
/// growing as soon as it touches a free right vertex, and after the pass every tree that did
/// so is augmented along its path. Trees are vertex-disjoint, so the paths are too. Unlike
/// Hopcroft–Karp, the paths need not be shortest, which lets one pass do the work of many
/// phases on grid-like graphs. A pass that finds no path proves the matching maximum.
///
/// `O(V + E)` per pass, `O(V E)` worst case; `16 V` bytes of extra memory.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{ms_bfs, Matching};
/// //  0 - 1 - 2 - 3 - 4 - 5     left: even ids
/// let path = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
/// let g = BipartiteGraph::new(path, (0..6).map(|v| v % 2 == 0).collect());
/// let mut start = Matching::empty(6);
/// start.pair(1, 2);
/// start.pair(3, 4);
/// // 0 finds the augmenting path 0-1=2-3=4-5 in the first pass
/// assert_eq!(ms_bfs(&g, start).size(), 3);
/// ```
pub fn ms_bfs<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let n = g.vertex_count();
    let mut mate = initial.mates().to_vec();
    // parent[y]: the left vertex that reached right vertex y in this pass (NONE: unvisited).
    let mut parent = vec![NONE; n];
    // root[x]: the free left vertex whose tree holds left vertex x.
    let mut root = vec![NONE; n];
    // end[r]: the free right vertex found by the tree of root r (NONE: none yet).
    let mut end = vec![NONE; n];
    let mut queue: Vec<u32> = Vec::new();
    let mut roots: Vec<u32> = (0..n as u32)
        .filter(|&x| g.is_left(x) && mate[x as usize] == NONE && g.degree(x) > 0)
        .collect();
    loop {
        queue.clear();
        for &r in &roots {
            root[r as usize] = r;
            end[r as usize] = NONE;
            queue.push(r);
        }
        let mut head = 0;
        let mut found = 0usize;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            let r = root[x as usize];
            if end[r as usize] != NONE {
                continue;
            }
            let mut stop = false;
            g.for_each_neighbor(x, |y| {
                if stop || parent[y as usize] != NONE {
                    return;
                }
                parent[y as usize] = x;
                let z = mate[y as usize];
                if z == NONE {
                    end[r as usize] = y;
                    stop = true;
                } else {
                    root[z as usize] = r;
                    queue.push(z);
                }
            });
            found += stop as usize;
        }
        if found == 0 {
            return Matching::from_mates(mate);
        }
        for &r in &roots {
            let mut y = end[r as usize];
            while y != NONE {
                let x = parent[y as usize];
                let next = mate[x as usize];
                mate[x as usize] = y;
                mate[y as usize] = x;
                y = next;
            }
        }
        // Reset only what this pass touched: the right vertices reached from queued vertices.
        for &x in &queue {
            g.for_each_neighbor(x, |y| parent[y as usize] = NONE);
        }
        roots.retain(|&r| mate[r as usize] == NONE);
    }
}
