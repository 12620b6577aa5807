//! Multi-source alternating BFS with tree grafting (the default algorithm).

use super::Matching;
use crate::graph::{Bipartite, NONE};

/// Extends `initial` (ideally a Karp–Sipser matching) to a maximum matching of `g`.
///
/// A *pass* is one breadth-first search run at once from every free left vertex: each vertex
/// joins the search tree of the free vertex that reached it first, and a tree stops growing as
/// soon as it touches a free right vertex. After the pass, every tree that did so is augmented
/// along its path; trees are vertex-disjoint, so the paths are too. Paths need not be
/// shortest (unlike Hopcroft–Karp), so one pass does the work of many phases on grid-like
/// graphs.
///
/// Trees that found no path are kept for the next pass instead of being rebuilt (*tree
/// grafting*, after Azad, Buluç and Pothen): only the vertices of augmented trees are released,
/// each released right vertex next to a kept tree is grafted onto it, and the next pass
/// searches on from the grafted vertices alone. So a late pass that finds a handful of paths
/// costs about the size of the trees it dissolves, not a sweep of the whole graph. When a pass
/// finds no path, the kept trees hold every vertex reachable from a free left vertex by an
/// alternating path, none of them free on the right: the matching is maximum.
///
/// `O(V + E)` per pass, `O(V E)` worst case; `12 V` bytes of working memory besides the queue.
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
    Forest::new(g, initial).run().0
}

/// [`ms_bfs`], and as a by-product the left vertices missed by some maximum matching: those
/// the final search trees hold, and the isolated free ones. `O(V)` on top of [`ms_bfs`].
pub(crate) fn ms_bfs_with_left_reach<B: Bipartite>(
    g: &B,
    initial: Matching,
) -> (Matching, Vec<bool>) {
    Forest::new(g, initial).run()
}

/// Everything the search keeps about one vertex, together so that visiting a vertex touches
/// one cache line: on big boards the arrays far exceed the cache and memory latency, not
/// arithmetic, sets the speed.
#[derive(Clone, Copy)]
struct Node {
    /// The matching partner (NONE: free).
    mate: u32,
    /// Right vertex in the forest: the left vertex that reached it. Root (a left vertex,
    /// which has no parent): the free right vertex its tree found in this pass (NONE: none
    /// yet, the tree is kept). See [`Node::end`].
    parent: u32,
    /// The root of the tree holding this vertex (NONE: not in the forest).
    root: u32,
}

impl Node {
    /// The free right vertex found by the tree this node is the root of.
    #[inline]
    fn end(&self) -> u32 {
        self.parent
    }
}

/// The search forest kept between passes.
struct Forest<'g, B> {
    g: &'g B,
    nodes: Vec<Node>,
    /// The initial mate array, kept to receive the result without a fresh allocation.
    mates: Vec<u32>,
    /// Left vertices to expand in the current pass.
    queue: Vec<u32>,
    /// Roots whose trees found a free right vertex in the current pass.
    found: Vec<u32>,
}

impl<'g, B: Bipartite> Forest<'g, B> {
    fn new(g: &'g B, initial: Matching) -> Self {
        let mates = initial.into_mates();
        let mut nodes: Vec<Node> = mates
            .iter()
            .map(|&mate| Node {
                mate,
                parent: NONE,
                root: NONE,
            })
            .collect();
        let mut queue = Vec::new();
        for r in 0..nodes.len() as u32 {
            if g.is_left(r) && nodes[r as usize].mate == NONE && g.degree(r) > 0 {
                nodes[r as usize].root = r;
                queue.push(r);
            }
        }
        Forest {
            g,
            nodes,
            mates,
            queue,
            found: Vec::new(),
        }
    }

    fn run(mut self) -> (Matching, Vec<bool>) {
        loop {
            self.search();
            if self.found.is_empty() {
                // Every tree is kept: together they hold exactly the vertices reachable from a
                // free left vertex by an alternating path.
                let mut left_reached = vec![false; self.nodes.len()];
                for (v, (mate, node)) in self.mates.iter_mut().zip(&self.nodes).enumerate() {
                    *mate = node.mate;
                    left_reached[v] =
                        self.g.is_left(v as u32) && (node.root != NONE || node.mate == NONE);
                }
                return (Matching::from_mates(self.mates), left_reached);
            }
            for i in 0..self.found.len() {
                self.augment(self.found[i]);
            }
            self.dissolve_and_graft();
            for i in 0..self.found.len() {
                self.nodes[self.found[i] as usize].parent = NONE;
            }
            self.found.clear();
        }
    }

    /// One BFS pass from the queued left vertices.
    fn search(&mut self) {
        let g = self.g;
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            let r = self.nodes[x as usize].root;
            if self.nodes[r as usize].end() != NONE {
                continue;
            }
            let mut stop = false;
            let nodes = &mut self.nodes;
            let queue = &mut self.queue;
            g.for_each_neighbor(x, |y| {
                if stop || nodes[y as usize].root != NONE {
                    return;
                }
                let node = &mut nodes[y as usize];
                node.parent = x;
                node.root = r;
                let z = node.mate;
                if z == NONE {
                    nodes[r as usize].parent = y; // the root's end
                    stop = true;
                } else {
                    nodes[z as usize].root = r;
                    queue.push(z);
                }
            });
            if stop {
                self.found.push(r);
            }
        }
    }

    /// Flips the path from the root `r` to the free right vertex its tree found.
    fn augment(&mut self, r: u32) {
        let mut y = self.nodes[r as usize].end();
        while y != NONE {
            let x = self.nodes[y as usize].parent;
            let next = self.nodes[x as usize].mate;
            self.nodes[x as usize].mate = y;
            self.nodes[y as usize].mate = x;
            y = next;
        }
    }

    /// Releases every vertex of the augmented trees, then grafts each released right vertex
    /// that touches a kept tree onto it, queueing its mate for the next pass.
    ///
    /// One sequential sweep over all vertices finds the released ones: on big graphs that is
    /// far cheaper than walking the trees, whose members lie scattered in memory.
    fn dissolve_and_graft(&mut self) {
        self.queue.clear();
        let n = self.nodes.len() as u32;
        // Release everything before grafting: a released vertex must not host a graft.
        for v in 0..n {
            let r = self.nodes[v as usize].root;
            if r != NONE && self.nodes[r as usize].end() != NONE {
                self.nodes[v as usize].root = NONE;
                // Remember the released right vertices in the queue for now.
                if !self.g.is_left(v) {
                    self.queue.push(v);
                }
            }
        }
        let released = std::mem::take(&mut self.queue);
        for &y in &released {
            self.graft(y);
        }
    }

    /// Attaches the released right vertex `y` (matched, after augmenting) to the first kept
    /// tree among its neighbours, if any.
    fn graft(&mut self, y: u32) {
        let nodes = &self.nodes;
        let mut host = NONE;
        self.g.for_each_neighbor(y, |x| {
            let r = nodes[x as usize].root;
            if host == NONE && r != NONE && nodes[r as usize].end() == NONE {
                host = x;
            }
        });
        if host == NONE {
            return;
        }
        let r = self.nodes[host as usize].root;
        let z = self.nodes[y as usize].mate;
        let node = &mut self.nodes[y as usize];
        node.parent = host;
        node.root = r;
        self.nodes[z as usize].root = r;
        self.queue.push(z);
    }
}
