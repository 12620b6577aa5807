//! Stage 0 of [`perfect`](super::perfect): edges that the shape of the graph alone forces
//! into every perfect matching or rules out of all, in `O(V + E log V)`.
//!
//! - A vertex with one neighbour left is matched to it in every perfect matching, which rules
//!   out every other edge at that neighbour, and so on (pendant vertices, paths and trees
//!   hanging off the graph).
//! - A cut vertex `x` of a component (perfectly matchable, so even) leaves an odd number of
//!   vertices, so an odd number of odd parts; every perfect matching matches `x` into one
//!   of them and the others within themselves, so there is exactly one odd part, and every
//!   edge from `x` to an even part is in no perfect matching. (A bridge to an even side is
//!   ruled out so; a bridge to an odd side is then its end's only edge left, and forced.)
//!   Chains of odd blocks joined at cut vertices or by bridges would otherwise cost one
//!   complete search per block.
//!
//! Edges ruled out are in no perfect matching, so the perfect matchings of what is left are
//! those of the graph: the rules apply again to what is left, which is why they run as
//! peel, cut vertices, peel.

use super::marks::{MATCHABLE, Marks, UNMATCHABLE};
use crate::graph::{Adjacency, NONE};

/// Runs the rules on the vertices `todo` (in components of `G[C]`, which `in_c` describes).
/// Returns the slots scanned and decided, `O(V + E)`; the time is `O(V + E log V)` (the log
/// for sorting each cut vertex's parts).
///
/// # Panics
/// If a vertex is left with no edge: the matching behind `marks` was not perfect on `C`.
pub(super) fn forced<A: Adjacency>(
    g: &A,
    marks: &Marks,
    in_c: &(dyn Fn(u32) -> bool + Sync),
    todo: &[u32],
) -> u64 {
    let mut forced = Forced::new(g, marks, in_c, todo);
    forced.peel();
    forced.cut_vertices(todo);
    forced.peel();
    forced.work
}

struct Forced<'a, A> {
    g: &'a A,
    marks: &'a Marks<'a>,
    in_c: &'a (dyn Fn(u32) -> bool + Sync),
    /// Per vertex, its distinct neighbours in `C` not ruled out (parallel copies are decided
    /// together, so each neighbour counts once).
    left: Vec<u32>,
    /// Vertices whose `left` fell to 1.
    queue: Vec<u32>,
    /// Slots scanned and decided.
    work: u64,
}

impl<'a, A: Adjacency> Forced<'a, A> {
    fn new(
        g: &'a A,
        marks: &'a Marks<'a>,
        in_c: &'a (dyn Fn(u32) -> bool + Sync),
        todo: &[u32],
    ) -> Self {
        let n = g.vertex_count();
        let mut left = vec![0u32; n];
        let mut seen = vec![NONE; n];
        let mut queue = Vec::new();
        let mut work = 0;
        for &x in todo {
            work += u64::from(g.slot_count(x));
            g.for_each_neighbor(x, |y| {
                if in_c(y) && seen[y as usize] != x {
                    seen[y as usize] = x;
                    left[x as usize] += 1;
                }
            });
            if left[x as usize] == 1 {
                queue.push(x);
            }
        }
        Forced {
            g,
            marks,
            in_c,
            left,
            queue,
            work,
        }
    }

    /// The neighbour in slot `slot` of `x` if it is in `C` and the edge is not ruled out.
    #[inline]
    fn candidate(&self, x: u32, slot: u32) -> Option<u32> {
        match self.g.neighbor(x, slot) {
            Some(y) if (self.in_c)(y) && self.marks.get(x, slot) != UNMATCHABLE => Some(y),
            _ => None,
        }
    }

    /// Rules out the edge in slot `slot` of `x`, to `y` (all its copies), if it is still a
    /// candidate. `O(copies)`.
    fn rule_out(&mut self, x: u32, slot: u32, y: u32) {
        if self.candidate(x, slot).is_none() {
            return;
        }
        self.work += self.marks.decide_slot(x, slot, y, UNMATCHABLE);
        for z in [x, y] {
            let left = &mut self.left[z as usize];
            assert!(
                *left > 1,
                "a vertex with no edge left: the decomposition's matching is not maximum"
            );
            *left -= 1;
            if *left == 1 {
                self.queue.push(z);
            }
        }
    }

    /// Puts the edge in slot `slot` of `x`, to `y`, in every perfect matching: every other
    /// edge at its ends is ruled out. `O(deg x + deg y)`.
    fn force(&mut self, x: u32, slot: u32, y: u32) {
        if self.marks.is_open(x, slot) {
            self.work += self.marks.decide_slot(x, slot, y, MATCHABLE);
        }
        for (end, other) in [(x, y), (y, x)] {
            self.work += u64::from(self.g.slot_count(end));
            for slot in 0..self.g.slot_count(end) {
                if let Some(z) = self.candidate(end, slot)
                    && z != other
                {
                    self.rule_out(end, slot, z);
                }
            }
        }
    }

    /// Forces the edge of every vertex with one neighbour left, until none is left.
    fn peel(&mut self) {
        while let Some(x) = self.queue.pop() {
            if self.left[x as usize] != 1 {
                continue;
            }
            self.work += u64::from(self.g.slot_count(x));
            if let Some((slot, y)) = (0..self.g.slot_count(x))
                .find_map(|slot| self.candidate(x, slot).map(|y| (slot, y)))
            {
                self.force(x, slot, y);
            }
        }
    }

    /// Applies the cut-vertex rule (see the module docs) to the graph of candidate edges on
    /// `todo`. Lowlink depth-first search with an explicit stack (a parallel copy of the tree
    /// edge to the parent counts as a back edge); a subtree's vertices have consecutive
    /// preorder numbers, so the part of `G - x` a neighbour of `x` lies in is found by its
    /// number. `O(V + E log V)`.
    fn cut_vertices(&mut self, todo: &[u32]) {
        let mut t = DfsTree::new(self.g.vertex_count());
        let mut components: Vec<u32> = Vec::new();
        // Frames: (vertex, next slot, whether the tree edge to the parent was seen).
        let mut stack: Vec<(u32, u32, bool)> = Vec::new();
        for &root in todo {
            if t.order[root as usize] != NONE {
                continue;
            }
            let index = components.len() as u32;
            t.visit(root, NONE, index);
            stack.push((root, 0, false));
            while let Some(frame) = stack.last_mut() {
                let v = frame.0;
                if frame.1 < self.g.slot_count(v) {
                    let slot = frame.1;
                    frame.1 += 1;
                    self.work += 1;
                    let Some(w) = self.candidate(v, slot) else {
                        continue;
                    };
                    if w == t.parent[v as usize] && !frame.2 {
                        frame.2 = true;
                        continue;
                    }
                    if t.order[w as usize] == NONE {
                        t.visit(w, v, index);
                        stack.push((w, 0, false));
                    } else {
                        t.low[v as usize] = t.low[v as usize].min(t.order[w as usize]);
                    }
                } else {
                    stack.pop();
                    let up = t.parent[v as usize];
                    if up != NONE {
                        t.low[up as usize] = t.low[up as usize].min(t.low[v as usize]);
                        t.size[up as usize] += t.size[v as usize];
                    }
                }
            }
            components.push(t.size[root as usize]);
        }
        let DfsTree {
            order,
            low,
            size,
            parent,
            component,
            ..
        } = t;
        let mut parts: Vec<(u32, u32)> = Vec::new();
        for &x in todo {
            // The subtrees that x cuts off: (first preorder number, size).
            parts.clear();
            self.work += 2 * u64::from(self.g.slot_count(x));
            for slot in 0..self.g.slot_count(x) {
                if let Some(c) = self.candidate(x, slot)
                    && parent[c as usize] == x
                    && low[c as usize] >= order[x as usize]
                    && parts
                        .last()
                        .is_none_or(|&(first, _)| first != order[c as usize])
                {
                    parts.push((order[c as usize], size[c as usize]));
                }
            }
            if parts.is_empty() {
                continue;
            }
            parts.sort_unstable();
            parts.dedup();
            let cut_off: u32 = parts.iter().map(|p| p.1).sum();
            let rest = components[component[x as usize] as usize] - 1 - cut_off;
            debug_assert_eq!(
                parts.iter().filter(|p| p.1 % 2 == 1).count() + (rest % 2) as usize,
                1,
                "a perfectly matchable component minus a vertex has one odd part"
            );
            for slot in 0..self.g.slot_count(x) {
                let Some(w) = self.candidate(x, slot) else {
                    continue;
                };
                let at = order[w as usize];
                let i = parts.partition_point(|&(first, _)| first <= at);
                let part = match i.checked_sub(1).map(|i| parts[i]) {
                    Some((first, size)) if at < first + size => size,
                    _ => rest,
                };
                if part % 2 == 0 {
                    self.rule_out(x, slot, w);
                }
            }
        }
    }
}

/// The depth-first forest of [`Forced::cut_vertices`]: per vertex, its preorder number, its
/// lowlink, the size of its subtree, its tree parent and its component's index.
struct DfsTree {
    order: Vec<u32>,
    low: Vec<u32>,
    size: Vec<u32>,
    parent: Vec<u32>,
    component: Vec<u32>,
    clock: u32,
}

impl DfsTree {
    fn new(n: usize) -> DfsTree {
        DfsTree {
            order: vec![NONE; n],
            low: vec![0; n],
            size: vec![0; n],
            parent: vec![NONE; n],
            component: vec![0; n],
            clock: 0,
        }
    }

    /// Enters `v` from its tree parent `up` (`NONE` for a root) in the component `index`.
    fn visit(&mut self, v: u32, up: u32, index: u32) {
        let v = v as usize;
        self.order[v] = self.clock;
        self.low[v] = self.clock;
        self.size[v] = 1;
        self.parent[v] = up;
        self.component[v] = index;
        self.clock += 1;
    }
}
