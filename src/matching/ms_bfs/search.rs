//! One breadth-first pass of [`super::ms_bfs`] over the forest: on one thread, or for a
//! forest's first pass on a graph cut in two halves, each half on its own thread first.

use super::forest::{Forest, Node};
use super::split::SPLIT_FROM;
use crate::graph::{Bipartite, NONE};

/// Below this many queued left vertices a pass is not split in halves: the second thread
/// would cost more than it saves. The unit tests split every pass, so that their graphs meet
/// the split search too.
const HALVES_QUEUE_FROM: usize = if cfg!(test) { 1 } else { 1 << 10 };

impl<B: Bipartite> Forest<'_, B> {
    /// One BFS pass from the queued left vertices. The `first` pass of a forest on a graph
    /// given in two halves first runs the searches that stay within a half, on two threads
    /// ([`Forest::search_halves`]), then on this one whatever they left.
    ///
    /// Only the first: its trees grow from the free vertices, spread over the whole graph,
    /// and seldom need to cross the cut. Later passes grow from grafts onto trees that
    /// already span the graph; split, each finds a few paths fewer (those that cross the cut
    /// late), and on boards with 2–7% of the cells blocked the guard then ran up to three
    /// passes more before handing over (a 2000x2000 board with 2% blocked: 9 passes instead
    /// of 6, 10% slower in all).
    pub(super) fn search(&mut self, first: bool) {
        if let Some(cut) = self.halves
            && first
            && self.nodes.len() >= SPLIT_FROM
            && self.queue.len() >= HALVES_QUEUE_FROM
        {
            self.search_halves(cut);
        }
        self.pass_work += search_part::<B, false>(
            self.g,
            &mut self.nodes,
            0,
            &mut self.queue,
            &mut self.found,
            &mut Vec::new(),
        );
    }

    /// The part of a pass that stays within the halves `..cut` and `cut..`, each searched on
    /// its own thread from the queued left vertices whose tree is rooted in the same half; on
    /// return the queue holds, in a fixed order, those left for [`search_part`] on the whole
    /// graph: the queued vertices of trees rooted across the cut, and the vertices whose
    /// expansion stopped at a neighbour (or a neighbour's mate) across it. A half's thread
    /// writes only its own half's nodes and reads only those, so the halves need no locks,
    /// and the outcome does not depend on the threads' timing.
    ///
    /// Why this is still a pass: any order of expansion grows valid alternating trees, and
    /// every vertex left half-expanded is expanded again, in full, on the whole graph; so
    /// when the pass ends, every expanded vertex of a kept tree has all its neighbours in kept
    /// trees, as [`Forest::run`] needs. The paths found may differ from one thread's.
    fn search_halves(&mut self, cut: u32) {
        let cut = cut.min(self.nodes.len() as u32);
        let (mut low_queue, mut high_queue, mut rest) = (Vec::new(), Vec::new(), Vec::new());
        for &x in &self.queue {
            let r = self.nodes[x as usize].root;
            match (x < cut, r < cut) {
                (true, true) => low_queue.push(x),
                (false, false) => high_queue.push(x),
                _ => rest.push(x),
            }
        }
        let g = self.g;
        let (low, high) = self.nodes.split_at_mut(cut as usize);
        let ((low_found, low_rest, low_work), (high_found, high_rest, high_work)) =
            std::thread::scope(|scope| {
                let upper = scope.spawn(move || {
                    let (mut found, mut rest) = (Vec::new(), Vec::new());
                    let work = search_part::<B, true>(
                        g,
                        high,
                        cut,
                        &mut high_queue,
                        &mut found,
                        &mut rest,
                    );
                    (found, rest, work)
                });
                let (mut found, mut rest) = (Vec::new(), Vec::new());
                let work = search_part::<B, true>(g, low, 0, &mut low_queue, &mut found, &mut rest);
                ((found, rest, work), crate::graph::join(upper))
            });
        self.pass_work += low_work + high_work;
        self.found.extend_from_slice(&low_found);
        self.found.extend_from_slice(&high_found);
        rest.extend_from_slice(&low_rest);
        rest.extend_from_slice(&high_rest);
        self.queue = rest;
    }
}

/// A breadth-first search over `nodes`, the forest's nodes of the ids `first..first +
/// nodes.len()` (all of them unless `PART`), from the left vertices of `queue` (which grows as
/// it goes); each tree that touches a free right vertex is pushed to `found` and grows no
/// more. With `PART`, a neighbour outside the part, or whose mate is outside, is not claimed:
/// its left vertex goes to `unfinished` once the rest of its neighbours are seen (unless its
/// tree found a path meanwhile). Returns the neighbour slots scanned. `O(slots scanned)`.
fn search_part<B: Bipartite, const PART: bool>(
    g: &B,
    nodes: &mut [Node],
    first: u32,
    queue: &mut Vec<u32>,
    found: &mut Vec<u32>,
    unfinished: &mut Vec<u32>,
) -> u64 {
    let len = nodes.len() as u32;
    // The node of id `v` (within the part, when `PART`): on one part, no subtraction at all.
    let local = |v: u32| if PART { v.wrapping_sub(first) } else { v };
    let mut work = 0u64;
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        let r = nodes[local(x) as usize].root;
        if nodes[local(r) as usize].end() != NONE {
            continue;
        }
        let (mut stop, mut outside) = (false, false);
        // Counted per neighbour, in a register: asking a board for its slot count would cost
        // a read of the cell.
        let mut scanned = 0u64;
        g.for_each_neighbor(x, |y| {
            scanned += 1;
            let i = local(y);
            if stop {
                return;
            }
            if PART && i >= len {
                outside = true;
                return;
            }
            let node = &nodes[i as usize];
            if node.root != NONE {
                return;
            }
            let z = node.mate;
            if PART && z != NONE && local(z) >= len {
                outside = true;
                return;
            }
            let node = &mut nodes[i as usize];
            node.parent = x;
            node.root = r;
            if z == NONE {
                nodes[local(r) as usize].parent = y; // the root's end
                stop = true;
            } else {
                nodes[local(z) as usize].root = r;
                queue.push(z);
            }
        });
        work += scanned;
        if stop {
            found.push(r);
        } else if outside {
            unfinished.push(x);
        }
    }
    work
}
