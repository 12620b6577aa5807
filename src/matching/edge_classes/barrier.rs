//! A blossom search that keeps only labels, for searches known to fail: from the one free
//! vertex of a graph whose matching misses one vertex, it finds the Gallai–Edmonds parts, and
//! with them a barrier (see [`BarrierSearch`]).
//!
//! It never flips a path, so it needs no path through a blossom: a contraction walks from
//! base to base (`b`, the odd vertex `mate[b]`, the base of that vertex's parent, ...) and
//! never enters a blossom already formed. Each step of a walk merges a blossom or an odd
//! vertex into the new blossom, so the walks of one search take `O(V)` steps in all; the
//! blossoms are a union-find by rank with path compression. One search is `O((V + E) α(V))`,
//! which [`blossom`](super::super::blossom)'s own search, walking vertex by vertex so that it
//! can flip paths later, cannot promise.

use crate::graph::{Adjacency, NONE};

const UNLABELLED: u8 = 0;
const EVEN: u8 = 1;
const ODD: u8 = 2;

/// Per vertex, packed so that one cache line fetches it all.
#[derive(Clone, Copy, Debug)]
struct Node {
    label: u8,
    /// Union-find rank (only meaningful at a set's root).
    rank: u8,
    /// For an odd vertex, the even vertex that reached it.
    parent: u32,
    /// Union-find parent; a root points at itself.
    up: u32,
    /// At a set's root: the base of the blossom the set is.
    base: u32,
    /// Marks of the common-base walk, one epoch per walk.
    mark: u32,
}

/// What a complete search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// No augmenting path: the labels are the Gallai–Edmonds parts of the graph searched.
    Complete,
    /// The search reached a free vertex other than the root: the matching was not maximum.
    Augmenting,
}

/// A reusable label-only alternating search from one free vertex, with scratch space for `V`
/// vertices; [`BarrierSearch::clear`] resets only what a search touched.
///
/// Run on a graph `H` whose matching leaves only the root `r` free and is maximum (for
/// example `G[C] - u` with the partner `r` of `u` free, when `G[C]` is perfectly matched), a
/// complete search labels `D(H)` even, `A(H)` odd and leaves `C(H)` unlabelled (Edmonds,
/// Gallai). Then in `G`, `B = A(H) + u` is a *barrier*: `G - B` has `|A(H)| + 1 = |B|` odd
/// components (those of `D(H)`) and only even ones besides (those of `C(H)`), so every
/// perfect matching matches `B` into distinct odd components, and no edge inside `B` or from
/// `B` to `C(H)` is in any perfect matching.
///
/// Memory: `20 V` bytes plus the queue.
#[derive(Clone, Debug)]
pub(super) struct BarrierSearch {
    node: Vec<Node>,
    epoch: u32,
    /// The root of the current search (its `mate` entry is ignored: see [`BarrierSearch::search`]).
    root: u32,
    queue: Vec<u32>,
    /// Every vertex labelled since the last clear.
    touched: Vec<u32>,
    /// Neighbour slots scanned plus walk steps, over all searches (the tests bound it).
    work: u64,
}

impl BarrierSearch {
    /// Scratch space for graphs with `n` vertex ids. `O(V)`.
    pub(super) fn new(n: usize) -> BarrierSearch {
        BarrierSearch {
            node: (0..n as u32)
                .map(|v| Node {
                    label: UNLABELLED,
                    rank: 0,
                    parent: NONE,
                    up: v,
                    base: v,
                    mark: 0,
                })
                .collect(),
            epoch: 0,
            root: NONE,
            queue: Vec::new(),
            touched: Vec::new(),
            work: 0,
        }
    }

    /// Grows the alternating tree of `root` over the vertices `allowed` accepts to completion,
    /// unless it meets a free vertex. `root` is free, or its partner is not allowed (so that a
    /// caller can search `G - u` from `u`'s partner without changing `mate`); the partner of
    /// any other allowed matched vertex must be allowed too. Must start cleared.
    /// `O((V + E) α(V))` over the vertices and edges it reaches.
    pub(super) fn search<A: Adjacency>(
        &mut self,
        g: &A,
        mate: &[u32],
        root: u32,
        allowed: impl Fn(u32) -> bool,
    ) -> Outcome {
        debug_assert!(self.touched.is_empty(), "a search from a cleared state");
        debug_assert!(
            mate[root as usize] == NONE || !allowed(mate[root as usize]),
            "the root is free"
        );
        self.root = root;
        self.queue.clear();
        self.label(root, EVEN);
        self.queue.push(root);
        let mut head = 0;
        while let Some(&x) = self.queue.get(head) {
            head += 1;
            let slots = g.slot_count(x);
            self.work += u64::from(slots);
            for slot in 0..slots {
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                if !allowed(y) {
                    continue;
                }
                match self.node[y as usize].label {
                    UNLABELLED => {
                        let z = mate[y as usize];
                        if z == NONE || !allowed(z) {
                            return Outcome::Augmenting;
                        }
                        self.label(y, ODD);
                        self.node[y as usize].parent = x;
                        self.label(z, EVEN);
                        self.queue.push(z);
                    }
                    EVEN => {
                        let bx = self.base_of(x);
                        let by = self.base_of(y);
                        if bx != by {
                            let lca = self.common_base(bx, by, mate);
                            self.contract(bx, lca, mate);
                            self.contract(by, lca, mate);
                        }
                    }
                    // An even-odd edge: nothing new.
                    _ => {}
                }
            }
        }
        Outcome::Complete
    }

    /// Whether the last search labelled `v` even. `O(1)`.
    #[inline]
    pub(super) fn is_even(&self, v: u32) -> bool {
        self.node[v as usize].label == EVEN
    }

    /// Whether the last search labelled `v` odd. `O(1)`.
    #[inline]
    pub(super) fn is_odd(&self, v: u32) -> bool {
        self.node[v as usize].label == ODD
    }

    /// Every vertex the last search labelled. `O(1)`.
    pub(super) fn touched(&self) -> &[u32] {
        &self.touched
    }

    /// Slots scanned plus walk steps over all searches so far.
    pub(super) fn work(&self) -> u64 {
        self.work
    }

    /// Forgets the last search. `O(vertices it labelled)`.
    pub(super) fn clear(&mut self) {
        for &v in &self.touched {
            let node = &mut self.node[v as usize];
            node.label = UNLABELLED;
            node.rank = 0;
            node.up = v;
            node.base = v;
        }
        self.touched.clear();
    }

    #[inline]
    fn label(&mut self, v: u32, label: u8) {
        let node = &mut self.node[v as usize];
        if node.label == UNLABELLED {
            self.touched.push(v);
        }
        node.label = label;
    }

    /// The root of `v`'s set, pointing every vertex on the way straight at it.
    /// Amortised `O(α(V))`.
    #[inline]
    fn find(&mut self, v: u32) -> u32 {
        let mut root = v;
        while self.node[root as usize].up != root {
            root = self.node[root as usize].up;
        }
        let mut v = v;
        while v != root {
            let up = self.node[v as usize].up;
            self.node[v as usize].up = root;
            v = up;
        }
        root
    }

    /// The base of the blossom of `v` (`v` itself outside blossoms). Amortised `O(α(V))`.
    #[inline]
    fn base_of(&mut self, v: u32) -> u32 {
        let root = self.find(v);
        self.node[root as usize].base
    }

    /// Joins the sets of `v` and of the base `base`, by rank; the union's base is `base`.
    fn join(&mut self, v: u32, base: u32) {
        let (a, b) = (self.find(v), self.find(base));
        if a == b {
            return;
        }
        let (low, high) = if self.node[a as usize].rank < self.node[b as usize].rank {
            (a, b)
        } else {
            (b, a)
        };
        self.node[low as usize].up = high;
        if self.node[low as usize].rank == self.node[high as usize].rank {
            self.node[high as usize].rank += 1;
        }
        self.node[high as usize].base = base;
    }

    /// The next base on the way to the root after the base `b`, or `NONE` at the root.
    #[inline]
    fn next_base(&mut self, b: u32, mate: &[u32]) -> u32 {
        if b == self.root {
            NONE
        } else {
            let p = self.node[mate[b as usize] as usize].parent;
            self.base_of(p)
        }
    }

    /// The first base common to the paths from the bases `a` and `b` to the root (one tree:
    /// they meet). Walks the two paths in turn, so it stops within twice the longer distance
    /// to the meeting point, and every base it passes below that point joins the blossom.
    fn common_base(&mut self, a: u32, b: u32, mate: &[u32]) -> u32 {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.node.iter_mut().for_each(|node| node.mark = 0);
            self.epoch = 1;
        }
        let (mut a, mut b) = (a, b);
        loop {
            if a != NONE {
                self.work += 1;
                if self.node[a as usize].mark == self.epoch {
                    return a;
                }
                self.node[a as usize].mark = self.epoch;
                a = self.next_base(a, mate);
            }
            std::mem::swap(&mut a, &mut b);
            debug_assert!(a != NONE || b != NONE, "one tree: the paths meet");
        }
    }

    /// Joins every blossom and odd vertex on the path from the base `b` up to the base `lca`
    /// into `lca`'s blossom, base by base; the odd vertices become even and are queued.
    fn contract(&mut self, mut b: u32, lca: u32, mate: &[u32]) {
        while b != lca {
            self.work += 1;
            let odd = mate[b as usize];
            debug_assert_eq!(
                self.node[odd as usize].label, ODD,
                "a base hangs from an odd vertex"
            );
            self.node[odd as usize].label = EVEN;
            self.queue.push(odd);
            let next = self.node[odd as usize].parent;
            self.join(b, lca);
            self.join(odd, lca);
            b = self.base_of(next);
        }
    }
}
