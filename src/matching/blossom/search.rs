//! The search state of the blossom algorithm: the alternating forest with its labels, the
//! union-find over blossom bases, and one search or one phase of searches grown in it (see the
//! [module documentation](super) for the method).

mod phase;

use crate::graph::{Adjacency, NONE};

const UNLABELLED: u32 = 0;
const EVEN: u32 = 1;
const ODD: u32 = 2;
/// Labels of a search that failed and was [retired](BlossomSearch::retire): kept for good and
/// out of bounds for later searches.
const RETIRED_EVEN: u32 = 3;
const RETIRED_ODD: u32 = 4;

/// Bits of [`Node::meta`]: the label in the lowest three, the union-find rank in the next
/// five (a rank never exceeds `log2 V < 32`), the common-base walk's epoch in the rest.
const LABEL_BITS: u32 = 0b111;
const RANK_SHIFT: u32 = 3;
const RANK_BITS: u32 = 0b1_1111 << RANK_SHIFT;
const MARK_SHIFT: u32 = 8;
/// Epochs wrap after this many walks: then every mark is cleared, `O(V)` per `2^24` walks.
const EPOCHS: u32 = 1 << (32 - MARK_SHIFT);

/// Everything a search keeps per vertex, packed into 16 bytes so that one cache miss fetches
/// it all: on big random graphs the search is bound by memory latency, not by instructions.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The label, the union-find rank and the mark of the common-base walk (see
    /// [`LABEL_BITS`]).
    meta: u32,
    /// For odd vertices (and even vertices inside a blossom): the vertex across the edge that
    /// labelled them. Meaningful only for labelled vertices.
    parent: u32,
    /// Union-find forest over blossoms, by rank with path compression: `up == self` for the
    /// set's root.
    up: u32,
    /// For a root: the base of the set's blossom (the vertex whose mate leaves it), which
    /// need not be the root. Stale for other vertices.
    base: u32,
}

impl Node {
    fn lone(v: u32) -> Node {
        Node {
            meta: UNLABELLED,
            parent: NONE,
            up: v,
            base: v,
        }
    }

    #[inline]
    fn label(self) -> u32 {
        self.meta & LABEL_BITS
    }

    #[inline]
    fn set_label(&mut self, label: u32) {
        self.meta = (self.meta & !LABEL_BITS) | label;
    }

    #[inline]
    fn rank(self) -> u32 {
        (self.meta & RANK_BITS) >> RANK_SHIFT
    }

    #[inline]
    fn mark(self) -> u32 {
        self.meta >> MARK_SHIFT
    }

    #[inline]
    fn set_mark(&mut self, epoch: u32) {
        self.meta = (self.meta & (LABEL_BITS | RANK_BITS)) | (epoch << MARK_SHIFT);
    }

    /// Back to a blossom of its own (rank 0), keeping its label and mark.
    #[inline]
    fn make_lone(&mut self, v: u32) {
        self.meta &= !RANK_BITS;
        self.up = v;
        self.base = v;
    }
}

/// A reusable alternating-forest search for general graphs, with scratch space for `V`
/// vertices. Only the vertices a search labels are touched, and [`BlossomSearch::clear`] resets
/// just those, so many small searches on a big graph stay cheap.
///
/// Memory: about `25 V` bytes (nodes, lookahead cursors, trees, dead marks) and `V / 8` for
/// the lookahead's bits, plus the queue.
#[derive(Clone, Debug)]
pub(crate) struct BlossomSearch {
    node: Vec<Node>,
    /// Per vertex, the next slot its lookahead tries (see [`BlossomSearch::search`]).
    lookahead: Vec<u32>,
    /// One bit per vertex: set for the neighbours of the vertices free at the first search
    /// (empty before it). Only they can have a free neighbour while the caller only
    /// augments, so only they look ahead.
    near_free: Vec<u64>,
    /// Neighbour slots scanned by all searches, lookahead included (the phases' budget, and
    /// tests that count work instead of timing it).
    scanned: u64,
    /// Steps of the walks along tree paths: contractions, common-base searches and flips.
    walked: u64,
    /// Work ([`BlossomSearch::work`]) past which searches and phases stop early (see
    /// [`BlossomSearch::set_work_limit`]).
    work_limit: u64,
    epoch: u32,
    queue: Vec<u32>,
    /// Every vertex labelled since the last clear, in labelling order.
    touched: Vec<u32>,
    /// In a [phase](BlossomSearch::phase): the root of each labelled vertex's tree.
    tree: Vec<u32>,
    /// In a phase: per root, whether its tree took part in an augmentation (and is out of the
    /// rest of the phase).
    dead: Vec<bool>,
}

impl BlossomSearch {
    /// Scratch space for graphs with `n` vertex ids. `O(V)`.
    pub fn new(n: usize) -> BlossomSearch {
        BlossomSearch {
            node: (0..n as u32).map(Node::lone).collect(),
            lookahead: vec![0; n],
            near_free: Vec::new(),
            scanned: 0,
            walked: 0,
            work_limit: u64::MAX,
            epoch: 0,
            queue: Vec::new(),
            touched: Vec::new(),
            tree: vec![NONE; n],
            dead: vec![false; n],
        }
    }

    /// Grows an alternating forest from the free vertices `roots` over the vertices accepted by
    /// `allowed` (roots included; the partner of an allowed matched vertex must be allowed
    /// too). Stops at the first augmenting path: flips it in `mate` and returns its two ends,
    /// which were free and are now matched. Returns `None` when the forest is complete: then no
    /// augmenting path starts at a root, and [`BlossomSearch::is_even`],
    /// [`BlossomSearch::is_odd`] and [`BlossomSearch::touched`] describe the forest until the
    /// next [`BlossomSearch::clear`].
    ///
    /// *Lookahead*: a vertex made even by the search first looks for a free neighbour outside
    /// the forest, at once, before the search goes on; the scan resumes where that vertex's
    /// last lookahead stopped, since neighbours it passed were matched and, while the caller
    /// only augments, stay matched. Only the neighbours of the vertices free at the first
    /// search (and of those given to [`BlossomSearch::note_free`]) look ahead: nothing else
    /// can have a free neighbour then, and on a start that leaves few vertices free this
    /// spares a third to a half of all slot scans (random graphs, king boards). (A neighbour
    /// that became free again otherwise is still found by the search's own scan: the
    /// lookahead only finds paths sooner.) Without it, a search from a free vertex next to
    /// many matched vertices first expands all their partners: the "hell" graph with one odd
    /// cycle makes that cubic.
    ///
    /// Must start from a cleared state. `O(E α(V))` over the vertices it reaches, plus its
    /// walks (`O(V)` per contraction, so `O(V^2)` at worst, all counted as work), plus
    /// lookahead scans, `O(E)` over all searches while the caller only augments, plus `O(V)`
    /// once, at the first search, to mark the neighbours of the free vertices.
    pub fn search<A: Adjacency>(
        &mut self,
        g: &A,
        mate: &mut [u32],
        roots: &[u32],
        allowed: impl Fn(u32) -> bool,
    ) -> Option<[u32; 2]> {
        debug_assert!(self.touched.is_empty(), "search from a cleared state");
        if self.near_free.is_empty() {
            self.mark_near_free(g, mate);
        }
        self.queue.clear();
        for &r in roots {
            debug_assert_eq!(mate[r as usize], NONE, "roots are free");
            self.label_vertex(r, EVEN);
            self.queue.push(r);
        }
        let mut head = 0;
        while let Some(&x) = self.queue.get(head) {
            head += 1;
            if self.over_work_limit() {
                return None;
            }
            // The neighbour that closes an augmenting path, and whether it is free (outside
            // the forest) or even in another tree.
            let mut found = NONE;
            let mut bx = self.find(x);
            let mut slot = 0;
            let slots = g.slot_count(x);
            self.scanned += u64::from(slots);
            while slot < slots {
                let Some(y) = g.neighbor(x, slot) else {
                    slot += 1;
                    continue;
                };
                slot += 1;
                if !allowed(y) {
                    continue;
                }
                match self.node[y as usize].label() {
                    UNLABELLED => {
                        let z = mate[y as usize];
                        if z == NONE {
                            found = y;
                            break;
                        }
                        self.label_vertex(y, ODD);
                        self.node[y as usize].parent = x;
                        self.label_vertex(z, EVEN);
                        self.queue.push(z);
                        if let Some(w) = self.look_ahead(g, z, mate, &allowed) {
                            let root = self.flip_to_root(z, mate);
                            mate[z as usize] = w;
                            mate[w as usize] = z;
                            return Some([root, w]);
                        }
                    }
                    EVEN => {
                        let by = self.find(y);
                        if bx == by {
                            continue;
                        }
                        let lca = self.common_base(bx, by, mate);
                        if lca == NONE {
                            found = y;
                            break;
                        }
                        self.contract(x, y, lca, mate);
                        self.contract(y, x, lca, mate);
                        bx = self.find(x);
                        if self.over_work_limit() {
                            return None;
                        }
                    }
                    // An even-odd edge, or a vertex of a retired search: nothing new.
                    _ => {}
                }
            }
            if found != NONE {
                let y = found;
                let near = self.flip_to_root(x, mate);
                let far = if self.node[y as usize].label() == EVEN {
                    self.flip_to_root(y, mate)
                } else {
                    y
                };
                mate[x as usize] = y;
                mate[y as usize] = x;
                return Some([near, far]);
            }
        }
        None
    }

    /// Sets the bit of every neighbour of a free vertex in `near_free`. `O(V)` plus the free
    /// vertices' slots.
    fn mark_near_free<A: Adjacency>(&mut self, g: &A, mate: &[u32]) {
        self.near_free = vec![0; mate.len().div_ceil(64) + 1];
        for (v, &m) in mate.iter().enumerate() {
            if m == NONE {
                self.scanned += u64::from(g.slot_count(v as u32));
                g.for_each_neighbor(v as u32, |u| {
                    self.near_free[u as usize / 64] |= 1 << (u % 64);
                });
            }
        }
    }

    /// Lets the neighbours of `v`, which the caller has made free, look ahead again (see
    /// [`BlossomSearch::search`]). `O(degree of v)`.
    pub fn note_free<A: Adjacency>(&mut self, g: &A, v: u32) {
        if !self.near_free.is_empty() {
            g.for_each_neighbor(v, |u| self.near_free[u as usize / 64] |= 1 << (u % 64));
        }
    }

    /// A free, allowed neighbour of `v` outside the forest, scanning from where `v`'s last
    /// lookahead stopped; nothing at once if `v` was next to no free vertex at the first
    /// search. `O(1 + slots passed)`.
    fn look_ahead<A: Adjacency>(
        &mut self,
        g: &A,
        v: u32,
        mate: &[u32],
        allowed: &impl Fn(u32) -> bool,
    ) -> Option<u32> {
        if self.near_free[v as usize / 64] & (1 << (v % 64)) == 0 {
            return None;
        }
        let slots = g.slot_count(v);
        let cursor = &mut self.lookahead[v as usize];
        while *cursor < slots {
            let slot = *cursor;
            self.scanned += 1;
            if let Some(w) = g.neighbor(v, slot)
                && mate[w as usize] == NONE
                && allowed(w)
                && self.node[w as usize].label() == UNLABELLED
            {
                // Not passed: w may be taken by another path before v looks again.
                return Some(w);
            }
            *cursor += 1;
        }
        None
    }

    /// Whether `v` is even in the last complete forest or in a retired one: a root, the
    /// partner of an odd vertex, or inside a blossom. `O(1)`.
    #[inline]
    pub fn is_even(&self, v: u32) -> bool {
        matches!(self.node[v as usize].label(), EVEN | RETIRED_EVEN)
    }

    /// Whether `v` is odd in the last complete forest or in a retired one. `O(1)`.
    #[inline]
    pub fn is_odd(&self, v: u32) -> bool {
        matches!(self.node[v as usize].label(), ODD | RETIRED_ODD)
    }

    /// The vertex across the edge that labelled `v` (see the module docs): for an odd vertex
    /// the even vertex that reached it, for a vertex made even by a blossom the vertex across
    /// the edge that closed it. So for a non-root even vertex `e`, `labelled_by(mate[e])` is
    /// the next even vertex on `e`'s even alternating path to its root. Meaningful only for
    /// labelled vertices. `O(1)`.
    pub(crate) fn labelled_by(&self, v: u32) -> u32 {
        self.node[v as usize].parent
    }

    /// Every vertex the last search labelled (even or odd). `O(1)`.
    pub fn touched(&self) -> &[u32] {
        &self.touched
    }

    /// Neighbour slots scanned so far (each search charged its vertices' full slot counts).
    pub(crate) fn scanned(&self) -> u64 {
        self.scanned
    }

    /// All work so far: slots scanned plus the steps of every walk along a tree path
    /// (contractions, which go vertex by vertex, also through blossoms already formed; the
    /// searches for a common base; the flips of augmenting paths).
    pub(crate) fn work(&self) -> u64 {
        self.scanned + self.walked
    }

    /// Makes searches and phases stop early once [`BlossomSearch::work`] exceeds `limit`:
    /// a search then returns `None` with an incomplete forest (the caller must
    /// [clear](BlossomSearch::clear) it, not retire it), a phase returns the paths it
    /// flipped so far. The work past the limit is at most one contraction or one vertex's
    /// slots: `O(V + E)`.
    pub(crate) fn set_work_limit(&mut self, limit: u64) {
        self.work_limit = limit;
    }

    /// Whether the work has exceeded the limit of [`BlossomSearch::set_work_limit`].
    pub(crate) fn over_work_limit(&self) -> bool {
        self.work() > self.work_limit
    }

    /// Forgets the last search. `O(vertices it labelled)`.
    pub fn clear(&mut self) {
        for &v in &self.touched {
            let node = &mut self.node[v as usize];
            node.set_label(UNLABELLED);
            node.make_lone(v);
            self.dead[v as usize] = false;
        }
        self.touched.clear();
    }

    /// Keeps the forest of the last search, which must have failed, for good: its labels and
    /// blossoms stay readable, and later searches treat its vertices as absent. Sound when no
    /// augmenting path can ever use them (Edmonds: a failed search from a single root, on a
    /// graph that later searches only shrink). `O(vertices it labelled)`.
    pub fn retire(&mut self) {
        for &v in &self.touched {
            let node = &mut self.node[v as usize];
            node.set_label(if node.label() == EVEN {
                RETIRED_EVEN
            } else {
                RETIRED_ODD
            });
        }
        self.touched.clear();
    }

    /// The base of the blossom of `v` in the last complete or a retired forest (`v` itself
    /// outside blossoms). Within a complete forest the blossoms are exactly the components of
    /// the subgraph induced by the even vertices. Amortised `O(α(V))`.
    pub fn blossom_base(&mut self, v: u32) -> u32 {
        self.find(v)
    }

    #[inline]
    fn label_vertex(&mut self, v: u32, label: u32) {
        let node = &mut self.node[v as usize];
        if node.label() == UNLABELLED {
            self.touched.push(v);
        }
        node.set_label(label);
    }

    /// The base of `v`'s blossom (`v` itself outside blossoms). Amortised `O(α(V))`: see
    /// [`BlossomSearch::root`].
    #[inline]
    fn find(&mut self, v: u32) -> u32 {
        let root = self.root(v);
        self.node[root as usize].base
    }

    /// The root of `v`'s union-find tree, pointing every vertex on the way straight at it
    /// (full compression: on big blossoms halving left chains of four or five steps, each a
    /// cache miss). With [`BlossomSearch::link`]'s union by rank, amortised `O(α(V))`.
    #[inline]
    fn root(&mut self, mut v: u32) -> u32 {
        let mut root = v;
        loop {
            let up = self.node[root as usize].up;
            if up == root {
                break;
            }
            root = up;
        }
        while v != root {
            let up = self.node[v as usize].up;
            self.node[v as usize].up = root;
            v = up;
        }
        root
    }

    /// Joins the sets of the roots `a` and `b` (union by rank) into one whose blossom's base
    /// is `base`; returns the new root. `O(1)`.
    #[inline]
    fn link(&mut self, a: u32, b: u32, base: u32) -> u32 {
        if a == b {
            self.node[a as usize].base = base;
            return a;
        }
        let (ra, rb) = (self.node[a as usize].rank(), self.node[b as usize].rank());
        let (low, high) = if ra < rb { (a, b) } else { (b, a) };
        self.node[low as usize].up = high;
        let top = &mut self.node[high as usize];
        if ra == rb {
            top.meta += 1 << RANK_SHIFT;
        }
        top.base = base;
        high
    }

    /// The first base common to the paths from the bases `a` and `b` to their roots, or `NONE`
    /// if they lie in different trees. Walks both paths in turn, so it costs about twice the
    /// shorter distance to the meeting point (or both paths in full when there is none).
    fn common_base(&mut self, a: u32, b: u32, mate: &[u32]) -> u32 {
        self.epoch += 1;
        if self.epoch == EPOCHS {
            self.node.iter_mut().for_each(|node| node.set_mark(0));
            self.epoch = 1;
        }
        let (mut a, mut b) = (a, b);
        loop {
            self.walked += 1;
            if a != NONE {
                if self.node[a as usize].mark() == self.epoch {
                    return a;
                }
                self.node[a as usize].set_mark(self.epoch);
                let m = mate[a as usize];
                a = if m == NONE {
                    NONE
                } else {
                    let p = self.node[m as usize].parent;
                    self.find(p)
                };
            }
            std::mem::swap(&mut a, &mut b);
            if a == NONE && b == NONE {
                return NONE;
            }
        }
    }

    /// Contracts the half of a blossom from the even vertex `v` up to the base `lca`, where `w`
    /// is the vertex across the closing edge from `v`: every odd vertex on the way becomes
    /// even (and is queued), every even one gets `parent` across the edge it is now entered
    /// by, and all their blossoms join `lca`'s.
    ///
    /// The walk goes vertex by vertex, also through blossoms formed earlier (their even
    /// vertices get new `parent`s across the new closing edge only where the walk passes),
    /// so one contraction costs `O(V)` steps; each step is counted in the work.
    fn contract(&mut self, mut v: u32, mut w: u32, lca: u32, mate: &[u32]) {
        let mut top = self.root(lca);
        loop {
            let rv = self.root(v);
            if rv == top {
                break;
            }
            self.walked += 1;
            self.node[v as usize].parent = w;
            w = mate[v as usize];
            let wn = &mut self.node[w as usize];
            // An odd vertex is a blossom of its own; an even `w` is in `v`'s (its mate).
            if wn.label() == ODD {
                wn.set_label(EVEN);
                self.queue.push(w);
                top = self.link(w, top, lca);
            }
            // A blossom formed earlier joins when the walk leaves it at its base: joined
            // sooner, the walk would stop inside it.
            if self.node[rv as usize].base == v {
                top = self.link(rv, top, lca);
            }
            v = self.node[w as usize].parent;
        }
    }

    /// Flips the even alternating path from the even vertex `e` to its root: afterwards the
    /// root is matched and `e`'s old partner is taken, so `e` may be matched anew (its `mate`
    /// entry is stale until the caller does). Returns the root. `O(path length)`.
    fn flip_to_root(&mut self, e: u32, mate: &mut [u32]) -> u32 {
        let mut root = e;
        let mut x = mate[e as usize];
        while x != NONE {
            self.walked += 1;
            let p = self.node[x as usize].parent;
            let next = mate[p as usize];
            mate[x as usize] = p;
            mate[p as usize] = x;
            root = p;
            x = next;
        }
        root
    }
}
