//! The two-ended augmenting search that repairs a [`Position`](super::Position) on a bipartite
//! graph.

use super::Repair;
use crate::graph::{Bipartite, NONE};

/// The two-ended augmenting search for bipartite graphs: forward from the vertex that lost its
/// partner and backward from the unmatched vertices of the other side, one vertex of each in
/// turn, until they meet or either side runs out. `O(V + E)` per search; a failed one costs
/// about twice the smaller of the two reachable sets, and nothing when the other side has no
/// unmatched vertex. Memory: about `24 V` bytes.
#[derive(Clone, Debug)]
pub struct BipartiteRepair {
    /// Unmatched, undeleted vertices with at least one edge, per side (`[right, left]`), in no
    /// particular order; `free_at[v]` is the index of `v` in its list.
    free: [Vec<u32>; 2],
    free_at: Vec<u32>,
    /// Search scratch: `seen[v] == epoch` marks vertices reached forward, `back[v] == epoch`
    /// vertices reached backward.
    seen: Vec<u32>,
    back: Vec<u32>,
    epoch: u32,
    /// Forward: for a vertex on the start's side, the vertex on the same side whose neighbour
    /// (its mate) led to it. Backward: for a matched vertex `y` of the other side, the vertex
    /// of that side the path continues to after `mate[y]`.
    from: Vec<u32>,
    next: Vec<u32>,
    queue: Vec<u32>,
    back_queue: Vec<u32>,
}

impl<B: Bipartite> Repair<B> for BipartiteRepair {
    fn new(graph: &B, mate: &[u32]) -> Self {
        let n = graph.vertex_count();
        let mut free: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        let mut free_at = vec![NONE; n];
        for v in 0..n as u32 {
            if mate[v as usize] == NONE && graph.degree(v) > 0 {
                let list = &mut free[graph.is_left(v) as usize];
                free_at[v as usize] = list.len() as u32;
                list.push(v);
            }
        }
        BipartiteRepair {
            free,
            free_at,
            seen: vec![0; n],
            back: vec![0; n],
            epoch: 0,
            from: vec![NONE; n],
            next: vec![NONE; n],
            queue: Vec::new(),
            back_queue: Vec::new(),
        }
    }

    fn set_free(&mut self, graph: &B, v: u32, now_free: bool) {
        let list = &mut self.free[graph.is_left(v) as usize];
        if now_free {
            self.free_at[v as usize] = list.len() as u32;
            list.push(v);
        } else {
            let at = self.free_at[v as usize];
            let last = list.pop().expect("v is listed");
            if last != v {
                list[at as usize] = last;
                self.free_at[last as usize] = at;
            }
            self.free_at[v as usize] = NONE;
        }
    }

    /// Two breadth-first searches in lockstep with explicit queues: forward from `u`, backward
    /// from the unmatched vertices of the other side.
    fn augment_from(
        &mut self,
        graph: &B,
        mate: &mut [u32],
        deleted: &[bool],
        u: u32,
        skip: u32,
    ) -> bool {
        let other = !graph.is_left(u) as usize;
        if self.free[other].is_empty() {
            return false;
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.seen.fill(0);
            self.back.fill(0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.queue.clear();
        self.back_queue.clear();
        self.queue.push(u);
        self.seen[u as usize] = epoch;
        // The backward queue starts with the free list (read in place, not copied).
        let (mut head, mut back_head, mut free_head) = (0, 0, 0);
        // The meeting edge (x, y): x reached forward (or u), y reached backward (or free).
        let mut meet = (NONE, NONE);
        while meet.0 == NONE {
            // One forward step.
            let Some(&x) = self.queue.get(head) else {
                return false;
            };
            head += 1;
            {
                let (seen, back, from, queue) =
                    (&mut self.seen, &self.back, &mut self.from, &mut self.queue);
                let mate = &*mate;
                graph.for_each_neighbor(x, |y| {
                    if meet.0 != NONE
                        || y == skip
                        || deleted[y as usize]
                        || seen[y as usize] == epoch
                    {
                        return;
                    }
                    seen[y as usize] = epoch;
                    let z = mate[y as usize];
                    if z == NONE || back[y as usize] == epoch {
                        meet = (x, y);
                    } else if seen[z as usize] != epoch {
                        seen[z as usize] = epoch;
                        from[z as usize] = x;
                        queue.push(z);
                    }
                });
            }
            if meet.0 != NONE {
                break;
            }
            // One backward step: a free vertex of the other side, or one reached backward.
            let y = if let Some(&y) = self.free[other].get(free_head) {
                free_head += 1;
                if y == skip || self.back[y as usize] == epoch {
                    continue;
                }
                self.back[y as usize] = epoch;
                self.next[y as usize] = NONE;
                y
            } else if let Some(&y) = self.back_queue.get(back_head) {
                back_head += 1;
                y
            } else {
                return false;
            };
            let (seen, back, next, back_queue) = (
                &self.seen,
                &mut self.back,
                &mut self.next,
                &mut self.back_queue,
            );
            let mate = &*mate;
            graph.for_each_neighbor(y, |x| {
                if meet.0 != NONE || x == skip || deleted[x as usize] {
                    return;
                }
                if x == u || (seen[x as usize] == epoch && mate[x as usize] != NONE) {
                    // x reached forward (queued via its mate, or the start itself)
                    meet = (x, y);
                    return;
                }
                let y2 = mate[x as usize];
                if y2 != NONE && back[y2 as usize] != epoch {
                    back[y2 as usize] = epoch;
                    next[y2 as usize] = y;
                    back_queue.push(y2);
                }
            });
        }
        let (x, y) = meet;
        // The backward half first (it reads the old mates): y, mate[y], next[y], ... up to a free
        // vertex; each old partner of a vertex on the chain is rematched with the next one.
        let mut b = y;
        let mut partner = mate[y as usize];
        while partner != NONE {
            let n = self.next[b as usize];
            let n_partner = mate[n as usize];
            mate[partner as usize] = n;
            mate[n as usize] = partner;
            b = n;
            partner = n_partner;
        }
        // b is the free end; take it off the free list before the forward half rewires y.
        self.set_free(graph, b, false);
        // The forward half: u .. x - y.
        let (mut x, mut y) = (x, y);
        loop {
            let previous = mate[x as usize];
            mate[x as usize] = y;
            mate[y as usize] = x;
            if x == u {
                break;
            }
            y = previous;
            x = self.from[x as usize];
        }
        self.set_free(graph, u, false);
        true
    }
}
