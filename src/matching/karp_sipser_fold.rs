//! Karp–Sipser with the degree-two rule (folding), for general graphs.
//!
//! The degree-one rule matches a vertex with its only free neighbour. The degree-two rule
//! *folds* a vertex `v` whose free neighbours are exactly `u` and `w`: `u`, `v` and `w` become
//! one vertex `X` adjacent to the free neighbours of `u` and `w`, and `ν(G) = ν(G') + 1`
//! (some maximum matching matches `v` to `u` or `w`). A matching of the folded graph unfolds:
//! if `X` is matched through a vertex of `u`'s part, `v` takes `w`, otherwise `v` takes `u`.
//! Both rules are exact, so only the greedy steps, taken when neither applies, can lose.
//!
//! Folds are lazy: a folded vertex is a union-find class of original vertices, listed in a
//! circular list, whose adjacency is its members' adjacency read through the union-find.
//! Nothing is copied. Each vertex keeps an upper bound of its number of distinct free
//! neighbours; a fold recounts, exactly, the neighbours of the smaller of `u` and `w`
//! (smaller by neighbour slots, so each slot is recounted `O(log V)` times), which finds the
//! vertices adjacent to both. Vertices whose bound reaches two or less are checked by a scan;
//! scans of big folded vertices draw on a budget of two sweeps of the graph, past which only
//! small vertices are checked.

use std::ops::ControlFlow::{self, Break, Continue};

use super::Matching;
use crate::graph::{Adjacency, NONE};

const ALIVE: u8 = 0;
/// Matched, or left without free neighbours: out of the graph for good.
const DEAD: u8 = 1;
/// Absorbed by a fold: no longer a vertex of the graph (its class's root is).
const FOLDED: u8 = 2;

/// Vertices with at most this many neighbour slots are recounted exactly after a fold next
/// to them, and checked for degree one or two at no charge to the budget.
const SMALL: u64 = 16;

/// One application of the degree-two rule: the parts `[u, v, w]` (nodes: original vertices or
/// earlier folds) and the original edges `v`–`u` and `v`–`w`, each as `[end in v, other end]`.
#[derive(Clone, Copy, Debug)]
struct Fold {
    parts: [u32; 3],
    vu: [u32; 2],
    vw: [u32; 2],
}

/// A maximal matching of the general graph `g` by Karp–Sipser with both exact rules: while
/// some free vertex has one free neighbour, match them; else while some free vertex has two,
/// fold the three (see the module documentation in `src/matching/karp_sipser_fold.rs`); else match a free vertex (the lowest
/// id left) to its first free neighbour. The folds are unfolded at the end.
///
/// On a grid-like graph with a few odd chords (the `maze-chords` family) the plain rule falls
/// back on greedy steps that leave hundreds of free vertices whose augmenting paths cross the
/// graph; the degree-two rule leaves almost none in the generator's numbering, but thousands
/// in a random one (2,546 at 2·10^6 edges, renumbered breadth first; [`super::general_start`]
/// starts from the [square-first colouring](crate::graph::square_first_colouring) there).
///
/// Cost: `O(E log V · α(V))` worst case (each fold rescans the smaller side's slots and
/// recounts its small neighbours; scans of large folded vertices are capped at two sweeps of
/// the graph), `O(V + E)` in practice. Memory: about `40 V` bytes. No recursion.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::karp_sipser_folding;
/// // 0 - 1 - 2 - 3 - 4 - 5 - 0, a hexagon: no vertex of degree one, every vertex of degree
/// // two; folding finds a perfect matching.
/// let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
/// let m = karp_sipser_folding(&g);
/// assert!(m.is_valid_in(&g));
/// assert_eq!(m.size(), 3);
/// ```
pub fn karp_sipser_folding<A: Adjacency>(g: &A) -> Matching {
    karp_sipser_folding_counted(g).0
}

/// [`karp_sipser_folding`], also returning its work for a work meter: every neighbour slot
/// its scans read, plus one per vertex and two per slot for its first sweep. Same cost.
pub fn karp_sipser_folding_counted<A: Adjacency>(g: &A) -> (Matching, u64) {
    let mut state = Folding::new(g);
    state.run();
    let reads = state.reads;
    (Matching::from_mates(state.unfold()), reads)
}

/// Up to two free neighbours, each with an original edge to it (`[member of x, member of
/// it]`).
#[derive(Default)]
struct Found {
    items: [(u32, [u32; 2]); 2],
    len: usize,
}

impl Found {
    fn has(&self, r: u32) -> bool {
        self.items[..self.len].iter().any(|f| f.0 == r)
    }

    fn as_slice(&self) -> &[(u32, [u32; 2])] {
        &self.items[..self.len]
    }
}

/// What the folding keeps per original vertex (as a root: per vertex of the current graph).
#[derive(Clone, Copy)]
struct Slot {
    /// Union-find parent: itself for a root.
    parent: u32,
    /// For a live root: an upper bound of its distinct free neighbours.
    count: u32,
    /// Marks of the current scan.
    stamp: u32,
    /// ALIVE, DEAD or FOLDED (for a root).
    status: u8,
    /// Folds next to it whose recount was put off: `count - skipped` is a lower bound of its
    /// free neighbours (see [`Folding::fold`]).
    skipped: u8,
}

struct Folding<'g, A> {
    g: &'g A,
    n: usize,
    /// Per original vertex: union-find parent, free-neighbour bound, scan mark and status
    /// (packed: one cache miss fetches them). A root is a vertex of the current graph.
    v: Vec<Slot>,
    /// Per root: neighbour slots of its members.
    slots: Vec<u64>,
    /// Per root: one of its members.
    first: Vec<u32>,
    /// Per original vertex: the next member of its class (circular).
    next: Vec<u32>,
    /// Per node of the fold tree (original vertices, then folds): the fold that absorbed it.
    tree_parent: Vec<u32>,
    /// Per root: its node in the fold tree (itself, or its last fold).
    node: Vec<u32>,
    /// Per fold: the root it was made under.
    fold_root: Vec<u32>,
    epoch: u32,
    mate: Vec<u32>,
    folds: Vec<Fold>,
    degree_one: Vec<u32>,
    degree_two: Vec<u32>,
    /// Slot scans of large roots still allowed.
    budget: i64,
    /// Scratch: the neighbours of a fold's smaller side, or of a dead root.
    touched: Vec<u32>,
    /// Live roots.
    alive: usize,
    /// Neighbour slots read so far (the work meter's count).
    reads: u64,
}

impl<'g, A: Adjacency> Folding<'g, A> {
    fn new(g: &'g A) -> Self {
        let n = g.vertex_count();
        let mut v = Vec::with_capacity(n);
        let mut slots = Vec::with_capacity(n);
        let mut degree_one = Vec::new();
        let mut degree_two = Vec::new();
        let mut total = 0i64;
        for x in 0..n as u32 {
            let d = g.degree(x);
            let s = u64::from(g.slot_count(x));
            total += s as i64;
            v.push(Slot {
                parent: x,
                count: d,
                stamp: 0,
                status: if d == 0 { DEAD } else { ALIVE },
                skipped: 0,
            });
            slots.push(s);
            match d {
                1 => degree_one.push(x),
                2 => degree_two.push(x),
                _ => {}
            }
        }
        // Popped last first: the lowest ids first, as the plain rule.
        degree_one.reverse();
        degree_two.reverse();
        let alive = v.iter().filter(|s| s.status == ALIVE).count();
        Folding {
            g,
            n,
            v,
            slots,
            first: (0..n as u32).collect(),
            next: (0..n as u32).collect(),
            tree_parent: vec![NONE; n],
            node: (0..n as u32).collect(),
            fold_root: Vec::new(),
            epoch: 0,
            mate: vec![NONE; n],
            folds: Vec::new(),
            degree_one,
            degree_two,
            budget: 2 * total,
            touched: Vec::new(),
            alive,
            // The sweep above: `degree` and `slot_count` of every vertex.
            reads: n as u64 + 2 * total as u64,
        }
    }

    #[inline]
    fn find(&mut self, mut v: u32) -> u32 {
        let mut root = v;
        while self.v[root as usize].parent != root {
            root = self.v[root as usize].parent;
        }
        while v != root {
            let up = self.v[v as usize].parent;
            self.v[v as usize].parent = root;
            v = up;
        }
        root
    }

    /// Calls `visit(self, a, b, r)` for every original edge `a`–`b` with `a` a member of the
    /// node `x` and `r` the root of `b` (`x` itself for an edge inside the fold), until it
    /// breaks. The one walk over a node's members that every scan takes. `O(slots of x)`
    /// finds.
    fn scan(&mut self, x: u32, mut visit: impl FnMut(&mut Self, u32, u32, u32) -> ControlFlow<()>) {
        let start = self.first[x as usize];
        let mut a = start;
        loop {
            for slot in 0..self.g.slot_count(a) {
                self.reads += 1;
                let Some(b) = self.g.neighbor(a, slot) else {
                    continue;
                };
                let r = self.find(b);
                if visit(self, a, b, r).is_break() {
                    return;
                }
            }
            a = self.next[a as usize];
            if a == start {
                return;
            }
        }
    }

    fn new_epoch(&mut self) -> u32 {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.v.iter_mut().for_each(|s| s.stamp = 0);
            self.epoch = 1;
        }
        self.epoch
    }

    /// Whether `x` may be scanned for its free neighbours now: small nodes always, large ones
    /// while the budget lasts (charged).
    fn may_scan(&mut self, x: u32) -> bool {
        let s = self.slots[x as usize];
        if s <= SMALL {
            return true;
        }
        if self.budget < s as i64 {
            return false;
        }
        self.budget -= s as i64;
        true
    }

    /// Up to `limit` distinct free neighbours of the live node `x`, each with an original
    /// edge to it (`[member of x, member of it]`). Scans until `limit` are found.
    fn free_neighbours(&mut self, x: u32, limit: usize) -> Found {
        debug_assert!((1..=2).contains(&limit));
        let mut found = Found::default();
        self.scan(x, |s, a, b, r| {
            if r == x || s.v[r as usize].status != ALIVE || found.has(r) {
                return Continue(());
            }
            found.items[found.len] = (r, [a, b]);
            found.len += 1;
            if found.len == limit {
                Break(())
            } else {
                Continue(())
            }
        });
        found
    }

    /// The free neighbour of `x` with the lowest id, with an original edge to it.
    fn lowest_neighbour(&mut self, x: u32) -> Option<(u32, [u32; 2])> {
        let mut best: Option<(u32, [u32; 2])> = None;
        self.scan(x, |s, a, b, r| {
            if r != x
                && s.v[r as usize].status == ALIVE
                && best.is_none_or(|(y, _)| s.node[r as usize] < s.node[y as usize])
            {
                best = Some((r, [a, b]));
            }
            Continue(())
        });
        best
    }

    fn push(&mut self, r: u32) {
        let s = self.v[r as usize];
        if s.count <= 1 {
            self.degree_one.push(r);
        } else if s.count.saturating_sub(u32::from(s.skipped)) <= 2 {
            self.degree_two.push(r);
        }
    }

    /// The exact number of distinct free neighbours of the live root `x`. `O(slots of x)`.
    fn exact_count(&mut self, x: u32) -> u32 {
        let epoch = self.new_epoch();
        let mut distinct = 0;
        self.scan(x, |s, _, _, r| {
            let state = &mut s.v[r as usize];
            if r != x && state.status == ALIVE && state.stamp != epoch {
                state.stamp = epoch;
                distinct += 1;
            }
            Continue(())
        });
        distinct
    }

    /// Matches the live nodes `x` and `y` by the original edge `e` (`e[0]` in `x`).
    fn take(&mut self, x: u32, y: u32, e: [u32; 2]) {
        self.mate[e[0] as usize] = e[1];
        self.mate[e[1] as usize] = e[0];
        self.v[x as usize].status = DEAD;
        self.v[y as usize].status = DEAD;
        self.alive -= 2;
        // When nothing else is left (the last two vertices, or a fold that took in the
        // rest), nobody needs to hear of it.
        if self.alive > 0 {
            self.leave(x);
            self.leave(y);
        }
    }

    /// The dead node `x` leaves its free neighbours: each loses one.
    fn leave(&mut self, x: u32) {
        let epoch = self.new_epoch();
        let mut lowered = std::mem::take(&mut self.touched);
        lowered.clear();
        self.scan(x, |s, _, _, r| {
            let state = &mut s.v[r as usize];
            if state.status == ALIVE && state.stamp != epoch {
                state.stamp = epoch;
                state.count = state.count.saturating_sub(1);
                lowered.push(r);
            }
            Continue(())
        });
        for &r in &lowered {
            self.push(r);
        }
        self.touched = lowered;
    }

    /// Folds `v` with its only free neighbours `u` and `w` (edges `vu`, `vw`, `[in v, other]`).
    fn fold(&mut self, v: u32, (u, vu): (u32, [u32; 2]), (w, vw): (u32, [u32; 2])) {
        let (small, big) = if self.slots[u as usize] <= self.slots[w as usize] {
            (u, w)
        } else {
            (w, u)
        };
        // The small side's distinct free neighbours other than v and big.
        let epoch = self.new_epoch();
        let mut near = std::mem::take(&mut self.touched);
        near.clear();
        let mut adjacent = false;
        self.scan(small, |s, _, _, r| {
            if r == big {
                adjacent = true;
            } else if r != small
                && r != v
                && s.v[r as usize].status == ALIVE
                && s.v[r as usize].stamp != epoch
            {
                s.v[r as usize].stamp = epoch;
                near.push(r);
            }
            Continue(())
        });
        // Each small neighbour y is recounted with u, v, w as one; a y that saw both sides
        // was counted in big's bound already.
        let mut shared = 0u32;
        for &y in &near {
            if self.slots[y as usize] > SMALL {
                continue;
            }
            // y loses at most one neighbour here. While its bound stays above two even if it
            // did (and did at every fold skipped before), the recount can wait.
            let ys = self.v[y as usize];
            if ys.count.saturating_sub(u32::from(ys.skipped)) > 3 && ys.skipped < u8::MAX {
                self.v[y as usize].skipped += 1;
                continue;
            }
            self.v[y as usize].skipped = 0;
            let epoch = self.new_epoch();
            let (mut distinct, mut sees_big) = (0u32, false);
            self.scan(y, |s, _, _, mut r| {
                if r == big {
                    sees_big = true;
                }
                if r == big || r == small || r == v {
                    r = v; // the fold, under one name
                }
                if r != y && s.v[r as usize].status == ALIVE && s.v[r as usize].stamp != epoch {
                    s.v[r as usize].stamp = epoch;
                    distinct += 1;
                }
                Continue(())
            });
            shared += u32::from(sees_big);
            self.v[y as usize].count = distinct.min(self.v[y as usize].count);
        }
        let bound = (self.v[big as usize].count + near.len() as u32)
            .saturating_sub(1 + u32::from(adjacent) + shared);
        // The fold lives on under big's root (so that big's members stay one step from it);
        // its node in the fold tree is new.
        let x = (self.n + self.folds.len()) as u32;
        let parts = [
            self.node[u as usize],
            self.node[v as usize],
            self.node[w as usize],
        ];
        for p in parts {
            self.tree_parent[p as usize] = x;
        }
        self.tree_parent.push(NONE);
        self.fold_root.push(big);
        for p in [small, v] {
            self.v[p as usize].parent = big;
            self.v[p as usize].status = FOLDED;
            self.alive -= 1;
            self.slots[big as usize] += self.slots[p as usize];
            // Splice the circular member lists into one.
            let (a, b) = (self.first[big as usize], self.first[p as usize]);
            self.next.swap(a as usize, b as usize);
        }
        self.v[big as usize].count = bound;
        self.node[big as usize] = x;
        self.folds.push(Fold { parts, vu, vw });
        for &y in &near {
            if self.v[y as usize].status == ALIVE {
                self.push(y);
            }
        }
        self.touched = near;
        self.push(big);
    }

    /// Handles `x` popped with a bound of at most `most` free neighbours.
    fn reduce(&mut self, x: u32, most: usize) {
        let s = self.v[x as usize];
        if s.status != ALIVE || s.count.saturating_sub(u32::from(s.skipped)) as usize > most {
            return;
        }
        if s.skipped > 0 && self.slots[x as usize] <= SMALL {
            let exact = self.exact_count(x);
            let s = &mut self.v[x as usize];
            s.count = exact;
            s.skipped = 0;
        }
        if self.v[x as usize].count as usize > most {
            return;
        }
        if !self.may_scan(x) {
            return;
        }
        let found = self.free_neighbours(x, most.max(1));
        match found.as_slice() {
            [] => {
                self.v[x as usize].status = DEAD;
                self.alive -= 1;
            }
            &[(y, e)] => self.take(x, y, e),
            &[first, second] => {
                self.fold(x, first, second);
            }
            _ => unreachable!("at most `most` neighbours are asked for"),
        }
    }

    fn run(&mut self) {
        let mut next_greedy = 0u32;
        loop {
            if let Some(x) = self.degree_one.pop() {
                self.reduce(x, 1);
                continue;
            }
            if let Some(x) = self.degree_two.pop() {
                self.reduce(x, 2);
                continue;
            }
            // Neither rule applies: one greedy step, at the lowest id left (original vertices
            // first, then folds in the order they were made), to its lowest neighbour.
            let mut stepped = false;
            while (next_greedy as usize) < self.tree_parent.len() {
                let t = next_greedy;
                let r = if (t as usize) < self.n {
                    t
                } else {
                    self.find(self.fold_root[t as usize - self.n])
                };
                if self.node[r as usize] == t && self.v[r as usize].status == ALIVE {
                    // Big folds (met last) take their first free neighbour: the lowest would
                    // cost a scan of all their members.
                    let pick = if self.slots[r as usize] <= SMALL {
                        self.lowest_neighbour(r)
                    } else {
                        self.free_neighbours(r, 1).as_slice().first().copied()
                    };
                    match pick {
                        Some((y, e)) => {
                            self.take(r, y, e);
                            stepped = true;
                            break;
                        }
                        None => {
                            self.v[r as usize].status = DEAD;
                            self.alive -= 1;
                        }
                    }
                }
                next_greedy += 1;
            }
            if !stepped {
                break;
            }
        }
    }
}

mod unfold;

#[cfg(test)]
mod tests;
