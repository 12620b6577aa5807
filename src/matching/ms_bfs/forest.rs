//! The search forest that [`super::ms_bfs`]'s passes grow and keep: a node per vertex, and
//! what a pass does with the trees that found a path (augment, release, graft onto the kept
//! trees). The search itself is in [`super::search`].

use super::MsBfsWork;
use super::guard::Strategy;
use super::split::{on_halves, on_halves_pair};
use crate::graph::{Bipartite, NONE};
use crate::matching::{Matching, StepCodes, Vias};

/// Everything the search keeps about one vertex, together so that visiting a vertex touches
/// one cache line: on big boards the arrays far exceed the cache and memory latency, not
/// arithmetic, sets the speed.
#[derive(Clone, Copy, bytemuck::Zeroable)]
pub(super) struct Node {
    /// The matching partner (NONE: free).
    pub(super) mate: u32,
    /// Right vertex in the forest: the left vertex that reached it. Root (a left vertex,
    /// which has no parent): the free right vertex its tree found in this pass (NONE: none
    /// yet, the tree is kept). See [`Node::end`].
    pub(super) parent: u32,
    /// The root of the tree holding this vertex (NONE: not in the forest).
    pub(super) root: u32,
}

impl Node {
    /// The free right vertex found by the tree this node is the root of.
    #[inline]
    pub(super) fn end(&self) -> u32 {
        self.parent
    }
}

/// What [`Forest::run`] hands back when a pass finds no path: for every id whether it is a
/// left vertex an alternating path from a free left vertex reaches, and those vertices'
/// [`Vias`] if they were asked for (else empty).
pub(crate) struct LeftReach {
    pub(crate) reached: Vec<bool>,
    pub(crate) vias: Vias,
}

/// The search forest kept between passes.
pub(super) struct Forest<'g, B> {
    pub(super) g: &'g B,
    /// A node per id.
    pub(super) nodes: Vec<Node>,
    /// The initial mate array, kept to receive the result without a fresh allocation.
    mates: Vec<u32>,
    /// Left vertices to expand in the current pass.
    pub(super) queue: Vec<u32>,
    /// Roots whose trees found a free right vertex in the current pass.
    pub(super) found: Vec<u32>,
    /// Grafts the trees have received, to spread them (see [`Forest::graft`]): a small table
    /// indexed by a hash of the root, since only comparisons matter and a count per vertex
    /// would touch a page of memory per root on a big board.
    grafts: GraftCounts,
    /// Free left and free right vertices that have neighbours.
    pub(super) free_left: u64,
    pub(super) free_right: u64,
    /// An upper bound on the paths the coming pass can find: see [`Forest::run`].
    bound: u64,
    /// Work of the current pass so far.
    pub(super) pass_work: u64,
    /// A bit per id, set for the roots of the trees being dissolved: what each half's thread
    /// asks instead of the roots' nodes, which may lie in the other half.
    dissolving: Vec<u64>,
    /// Where the ids split in two halves that few edges join (a board's middle row), so that
    /// a pass may search each on its own thread first ([`Forest::search_halves`]).
    pub(super) halves: Option<u32>,
}

impl<'g, B: Bipartite> Forest<'g, B> {
    /// A forest of one-vertex trees, one per free left vertex with neighbours, over `initial`;
    /// with `halves`, its first pass searches the two halves on two threads first (see
    /// [`Forest::search`]). `O(V)`, `12 V` bytes and `V / 8` for the bit per id.
    pub(super) fn new(g: &'g B, initial: Matching, halves: Option<u32>) -> Self {
        let mates = initial.into_mates();
        // Zeroed, so untouched: each half's pages are first touched, and faulted in, by the
        // thread that fills them.
        let mut nodes: Vec<Node> = bytemuck::zeroed_vec(mates.len());
        let ((mut queue, free_low), (upper_roots, free_high)) =
            on_halves(&mut nodes, |first, part| {
                let mut roots = Vec::new();
                let mut free_right = 0u64;
                for (v, node) in (first..).zip(part.iter_mut()) {
                    let mate = mates[v as usize];
                    *node = Node {
                        mate,
                        parent: NONE,
                        root: NONE,
                    };
                    if mate != NONE || g.degree(v) == 0 {
                        continue;
                    }
                    if g.is_left(v) {
                        node.root = v;
                        roots.push(v);
                    } else {
                        free_right += 1;
                    }
                }
                (roots, free_right)
            });
        queue.extend_from_slice(&upper_roots);
        let free_right = free_low + free_high;
        let free_left = queue.len() as u64;
        Forest {
            g,
            grafts: GraftCounts::new(nodes.len()),
            dissolving: vec![0; nodes.len().div_ceil(64)],
            nodes,
            mates,
            queue,
            found: Vec::new(),
            free_left,
            free_right,
            bound: free_left.min(free_right),
            pass_work: 0,
            halves,
        }
    }

    /// Runs passes until one finds no path, and returns the left vertices the final forest
    /// reached (see [`super::ms_bfs_with_left_reach`]); or stops early, returning `None`, when
    /// `strategy` says so (its budget ran out, or the passes stalled).
    ///
    /// Each pass is charged with a bound on the paths it can find. The first: the smaller
    /// count of free left and free right vertices. After a pass: also the number of grafts,
    /// since every augmenting path passes a grafted vertex. (Every free left vertex roots a
    /// kept tree; the expanded vertices of a kept tree have no free neighbour, and all their
    /// neighbours are in kept trees; so a path leaves the expanded vertices only through a
    /// graft.)
    pub(super) fn run<C: StepCodes>(
        &mut self,
        strategy: &mut Strategy,
        work: &mut MsBfsWork,
        codes: Option<&C>,
    ) -> Option<LeftReach> {
        let first_pass = work.passes + 1;
        loop {
            self.pass_work = 0;
            work.passes += 1;
            self.search(work.passes == first_pass);
            if self.found.is_empty() {
                work.pass_scans += self.pass_work;
                return Some(self.left_reach(codes));
            }
            for i in 0..self.found.len() {
                self.augment(self.found[i]);
            }
            self.dissolve_and_graft();
            for i in 0..self.found.len() {
                self.nodes[self.found[i] as usize].parent = NONE;
            }
            work.pass_scans += self.pass_work;
            let paths = self.found.len() as u64;
            self.found.clear();
            let go_on = strategy.charge_pass(self.pass_work, paths, self.bound);
            self.free_left -= paths;
            self.free_right -= paths;
            let grafts = self.queue.len() as u64;
            self.bound = self.free_left.min(self.free_right).min(grafts);
            if !go_on {
                return None;
            }
        }
    }

    /// The left vertices the kept trees hold, with their [`Vias`] when `codes` is given
    /// (else none): every tree is kept once a pass finds no path, and together they hold
    /// exactly the vertices reachable from a free left vertex by an alternating path. A
    /// matched left vertex's step is the one from the left vertex that reached its mate in
    /// the tree. `O(V)`, on two threads for large graphs.
    fn left_reach<C: StepCodes>(&self, codes: Option<&C>) -> LeftReach {
        let (g, nodes) = (self.g, &self.nodes);
        let n = nodes.len();
        let reached_at = |v: u32| {
            let node = &nodes[v as usize];
            g.is_left(v) && (node.root != NONE || node.mate == NONE)
        };
        let mut reached = vec![false; n];
        let Some(codes) = codes else {
            on_halves(&mut reached, |first, part| {
                for (v, reached) in (first..).zip(part.iter_mut()) {
                    *reached = reached_at(v);
                }
            });
            return LeftReach {
                reached,
                vias: Vias::new(),
            };
        };
        // Zeroed, not filled: each half's pages are first touched by its own thread.
        let mut vias: Vias = vec![0; n];
        on_halves_pair(&mut reached, &mut vias, |first, part, part_vias| {
            // No branch on the verdict (it is random on a random board): every vertex's step
            // is made, and kept only for a matched reached one.
            for ((v, reached), via) in (first..).zip(part.iter_mut()).zip(part_vias) {
                *reached = reached_at(v);
                let mate = nodes[v as usize].mate;
                let matched = mate != NONE;
                let towards = if matched { mate } else { v };
                let code = codes
                    .step_code(nodes[towards as usize].parent, towards)
                    .wrapping_add(1);
                *via = code * u8::from(*reached & matched);
            }
        });
        LeftReach { reached, vias }
    }

    /// The matching reached so far. `O(V)`.
    pub(super) fn into_matching(mut self) -> Matching {
        let mut mates = std::mem::take(&mut self.mates);
        let nodes = &self.nodes;
        on_halves(&mut mates, |first, part| {
            for (mate, node) in part.iter_mut().zip(&nodes[first as usize..]) {
                *mate = node.mate;
            }
        });
        Matching::from_mates(mates)
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
        // Sequential, so far cheaper per vertex than the scattered reads of a search.
        self.pass_work += u64::from(n / 4);
        for &r in &self.found {
            self.dissolving[r as usize / 64] |= 1 << (r % 64);
        }
        let g = self.g;
        let dissolving = &self.dissolving;
        // Release everything before grafting: a released vertex must not host a graft.
        let (mut released, upper) = on_halves(&mut self.nodes, |first, part| {
            let mut released = Vec::new();
            for (v, node) in (first..).zip(part.iter_mut()) {
                let r = node.root;
                if r != NONE && dissolving[r as usize / 64] & (1 << (r % 64)) != 0 {
                    node.root = NONE;
                    if !g.is_left(v) {
                        released.push(v);
                    }
                }
            }
            released
        });
        released.extend_from_slice(&upper);
        for &r in &self.found {
            self.dissolving[r as usize / 64] = 0;
        }
        for &y in &released {
            self.graft(y);
        }
    }

    /// Attaches the released right vertex `y` (matched, after augmenting) to the kept tree
    /// among its neighbours' that has received the fewest grafts, if any (the first such
    /// neighbour, on a tie).
    fn graft(&mut self, y: u32) {
        let nodes = &self.nodes;
        let grafts = &self.grafts;
        let (mut host, mut host_root) = (NONE, NONE);
        // The host's graft count, read only once a second tree competes: on boards a
        // released vertex seldom touches two kept trees, and each read is a cache miss.
        let mut fewest = None;
        let mut scanned = 0u64;
        self.g.for_each_neighbor(y, |x| {
            scanned += 1;
            let r = nodes[x as usize].root;
            if r == NONE || r == host_root || nodes[r as usize].end() != NONE {
                return;
            }
            if host == NONE {
                (host, host_root) = (x, r);
                return;
            }
            let host_grafts = *fewest.get_or_insert(grafts.get(host_root));
            let r_grafts = grafts.get(r);
            if r_grafts < host_grafts {
                (host, host_root) = (x, r);
                fewest = Some(r_grafts);
            }
        });
        self.pass_work += scanned;
        if host == NONE {
            return;
        }
        let r = host_root;
        self.grafts.add(r);
        let z = self.nodes[y as usize].mate;
        let node = &mut self.nodes[y as usize];
        node.parent = host;
        node.root = r;
        self.nodes[z as usize].root = r;
        self.queue.push(z);
    }
}

/// Graft counts per tree, kept in at most `2^16` saturating slots chosen by a hash of the
/// root: trees that share a slot are balanced as one, which only blurs the spreading. 128 KiB
/// at most, so it stays in the cache.
struct GraftCounts {
    slots: Vec<u16>,
    shift: u32,
}

impl GraftCounts {
    fn new(n: usize) -> GraftCounts {
        let bits = (n.max(2).next_power_of_two().trailing_zeros()).min(16);
        GraftCounts {
            slots: vec![0; 1 << bits],
            shift: 64 - bits,
        }
    }

    #[inline]
    fn slot(&self, root: u32) -> usize {
        // Fibonacci hashing: the top bits of a multiple of the golden ratio.
        (u64::from(root).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[inline]
    fn get(&self, root: u32) -> u16 {
        self.slots[self.slot(root)]
    }

    #[inline]
    fn add(&mut self, root: u32) {
        let slot = self.slot(root);
        self.slots[slot] = self.slots[slot].saturating_add(1);
    }
}
