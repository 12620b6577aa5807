//! Multi-source alternating BFS with tree grafting (the default algorithm), guarded by a work
//! budget that hands stalling inputs over to Pothen–Fan+, push–relabel or
//! Hopcroft–Karp–Duff–Wiberg.

use super::Matching;
use crate::graph::{Bipartite, NONE};

mod guard;
mod trend;
use guard::{Budget, guarded};

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
/// each released right vertex next to a kept tree is grafted onto the one of them that has
/// received the fewest grafts so far, and the next pass searches on from the grafted vertices
/// alone. So a late pass that finds a handful of paths costs about the size of the trees it
/// dissolves, not a sweep of the whole graph. Spreading the grafts matters: handed to the
/// first kept tree, every released vertex of the "hell" graph (a greedy start that takes the
/// listed edges, then one tree that claims every matched vertex) joins the same tree again,
/// and each pass finds one path. When a pass finds no path, the kept trees hold every vertex
/// reachable from a free left vertex by an alternating path, none of them free on the right:
/// the matching is maximum.
///
/// **The guard.** Passes alone are `O(V E)` in the worst case. So every pass is charged its
/// work (neighbour slots scanned, plus a quarter for each vertex of the sequential sweep that
/// releases augmented trees) against a budget that starts at one unit `U = V + 2E` and is
/// credited `4 U k / d` for a pass that augments `k` paths while at most `d` can remain (see
/// `Budget::charge` for why `d` bounds the deficiency). Before any trials, the passes also stop
/// once those that *stalled* (credited less than an eighth of their work) have done a unit of
/// work in all: the credit of a few good first passes must not pay for a dozen sweeps that
/// find a path or two each. Nor, before any trials, may a steady trickle of paths go on once
/// the trend of the last passes (paths and work per pass, each shrinking by a factor per
/// pass) projects more than eight units of passes still to come: a three-dimensional grid with
/// 10% of its cells removed found about a tenth of the remaining paths per pass for half a
/// unit each, earning credit for 29 passes and 15 units where push–relabel needs two. When
/// the budget runs out or the passes stall, trial
/// phases of the other kinds are run (see `trials` in the source): first two units of
/// [`push_relabel`], which goes on at once if its second unit found paths at 1.5 times the
/// last pass's rate or more; else two phases of Pothen–Fan+ ([`pothen_fan`]: depth-first, one
/// in each scan direction) and one of Hopcroft–Karp–Duff–Wiberg ([`hopcroft_karp_dw`]). The
/// kind that found paths at the best rate goes on if that rate is at least the last pass's, its phases (for
/// push–relabel: chunks of one unit) charged to the same budget and credited as passes
/// are; when that budget runs out too, the trials are run again. If neither pays, one phase
/// from a fresh Karp–Sipser matching is tried (the passes' paths can leave the matching in a
/// worse shape for depth-first sweeps than they found it), and goes on if it gets further
/// than the passes have, and at a better rate. Else the passes resume with a new forest.
/// Whatever goes on gets a fresh allowance as large as all the work spent so far. Past
/// `U sqrt V` of charged work, Hopcroft–Karp–Duff–Wiberg finishes in any case.
///
/// Push–relabel is for long augmenting paths between scattered free vertices: a maze
/// numbered at random (`bigame gen hard maze --relabel`, 10^6 edges) took 157 passes and 16
/// failed trials of the other kinds (6.3 s); its distance labels send each free vertex down
/// a shortest path without a sweep of the grid, and the guard now hands over after 10 passes
/// (0.44 s). The corridor numbered at random (`bigame gen hard corridor --relabel`) ran 16
/// passes, 7 units, on the credit of its first two before the budget ran out (2.4x bigame's
/// `push-relabel` at 10^6 edges); with the stall rule 6 or 7 passes, and push–relabel's
/// trial, ten times the passes' rate, spares the depth-first and Hopcroft–Karp trials.
///
/// The depth-first phases are for long augmenting paths: a grid with 2% of its cells removed
/// at random, read as a Matrix Market file (rows and columns numbered apart), left a few
/// hundred paths that the passes found a dozen at a time for a sweep of the grid each (249
/// passes, 59 s at 2 M + 2 M vertices); Pothen–Fan+ finds hundreds in its second phase.
///
/// Cost: `O(E sqrt V)` worst case: at most `U sqrt V` of charged work, `O(log V)` rounds of
/// trial phases (each round renews the allowance to all the work spent so far, so the work at
/// least doubles before the next; the stall rule acts only before the first round, so it adds
/// at most one), and Hopcroft–Karp–Duff–Wiberg's `O(E sqrt V)` from
/// whatever matching it starts from. On random graphs and boards the budget is seldom
/// exhausted and the guard costs a counter in a
/// register per neighbour scanned: a few `O(V + E)` passes in all. `12 V` bytes of working memory besides
/// the queue, and `V / 8` for a bit per id.
///
/// From `2^20` ids the sweeps over all vertices (setting up the forest, releasing the
/// augmented trees, handing back the matching and the reach) run on two threads, one per half
/// of the ids: on a 2000x2000 board they took about half of the passes' time. The passes
/// themselves, and so the answer, are the same on one thread or two.
///
/// [`hopcroft_karp_dw`]: super::hopcroft_karp_dw
/// [`pothen_fan`]: super::pothen_fan
/// [`push_relabel`]: fn@super::push_relabel
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
    ms_bfs_with_left_reach(g, initial, None).0
}

/// [`ms_bfs`], and as a by-product the left vertices missed by some maximum matching: those
/// the final search trees hold, and the isolated free ones; `None` when the guard handed the
/// search over to Hopcroft–Karp–Duff–Wiberg, which leaves no such forest. `O(V)` on top of
/// [`ms_bfs`].
///
/// With `halves`, a cut of the ids that few edges cross (a board's middle row), the first
/// pass of each forest searches the two halves on two threads and then finishes what crosses
/// the cut on one (see `Forest::search_halves`): on a 2000x2000 board with 30% of the cells
/// blocked that pass holds nearly all the passes' search. The matching may then differ from
/// [`ms_bfs`]'s; any cut gives a maximum matching and the same reach, only slower where many
/// edges cross it.
pub(crate) fn ms_bfs_with_left_reach<B: Bipartite>(
    g: &B,
    initial: Matching,
    halves: Option<u32>,
) -> (Matching, Option<Vec<bool>>) {
    let (matching, reach, _) = guarded(g, initial, Budget::new(g), halves);
    (matching, reach)
}

/// The work [`ms_bfs_with_work`] did: what a test can count to catch a quadratic relapse
/// without timing anything, and what a user can read to see which way the guard went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MsBfsWork {
    /// Breadth-first passes run.
    pub passes: u32,
    /// Work charged to the passes (neighbour slots scanned, a quarter per vertex swept).
    pub pass_scans: u64,
    /// Hopcroft–Karp–Duff–Wiberg phases run, trials included.
    pub phases: u32,
    /// Neighbour slots those phases scanned.
    pub phase_scans: u64,
    /// Pothen–Fan+ phases run (depth-first, with lookahead and fairness), trials included.
    pub depth_first_phases: u32,
    /// Neighbour slots those phases scanned.
    pub depth_first_scans: u64,
    /// Push–relabel chunks run (each about `V + 2E` of work), trials included.
    pub push_chunks: u32,
    /// Neighbour slots those chunks scanned, global relabels included.
    pub push_scans: u64,
    /// Trial phases that did not pay (the search went on with passes or another trial).
    pub failed_trials: u32,
}

/// [`ms_bfs`], and the work it did. Same cost.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{karp_sipser, ms_bfs_with_work};
/// // 0 - 1 - 2 - 3      left: 0, 2
/// let g = BipartiteGraph::new(
///     Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]),
///     vec![true, false, true, false],
/// );
/// let (m, work) = ms_bfs_with_work(&g, karp_sipser(&g));
/// assert_eq!(m.size(), 2);
/// assert_eq!((work.passes, work.phases), (1, 0)); // Karp-Sipser left nothing to do
/// ```
pub fn ms_bfs_with_work<B: Bipartite>(g: &B, initial: Matching) -> (Matching, MsBfsWork) {
    let (matching, _, work) = ms_bfs_counted(g, initial);
    (matching, work)
}

/// [`ms_bfs_with_left_reach`] and the work it did.
pub(crate) fn ms_bfs_counted<B: Bipartite>(
    g: &B,
    initial: Matching,
) -> (Matching, Option<Vec<bool>>, MsBfsWork) {
    guarded(g, initial, Budget::new(g), None)
}

/// Everything the search keeps about one vertex, together so that visiting a vertex touches
/// one cache line: on big boards the arrays far exceed the cache and memory latency, not
/// arithmetic, sets the speed.
#[derive(Clone, Copy, bytemuck::Zeroable)]
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
    /// Grafts the trees have received, to spread them (see [`Forest::graft`]): a small table
    /// indexed by a hash of the root, since only comparisons matter and a count per vertex
    /// would touch a page of memory per root on a big board.
    grafts: GraftCounts,
    /// Free left and free right vertices that have neighbours.
    free_left: u64,
    free_right: u64,
    /// An upper bound on the paths the coming pass can find: see [`Forest::run`].
    bound: u64,
    /// Work of the current pass so far.
    pass_work: u64,
    /// A bit per id, set for the roots of the trees being dissolved: what each half's thread
    /// asks instead of the roots' nodes, which may lie in the other half.
    dissolving: Vec<u64>,
    /// Where the ids split in two halves that few edges join (a board's middle row), so that
    /// a pass may search each on its own thread first ([`Forest::search_halves`]).
    halves: Option<u32>,
}

impl<'g, B: Bipartite> Forest<'g, B> {
    fn new(g: &'g B, initial: Matching, halves: Option<u32>) -> Self {
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
    /// reached (see [`ms_bfs_with_left_reach`]); or stops early, returning `None`, when the
    /// `budget` runs out.
    ///
    /// Each pass is charged with a bound on the paths it can find. The first: the smaller
    /// count of free left and free right vertices. After a pass: also the number of grafts,
    /// since every augmenting path passes a grafted vertex. (Every free left vertex roots a
    /// kept tree; the expanded vertices of a kept tree have no free neighbour, and all their
    /// neighbours are in kept trees; so a path leaves the expanded vertices only through a
    /// graft.)
    fn run(&mut self, budget: &mut Budget, work: &mut MsBfsWork) -> Option<Vec<bool>> {
        let first_pass = work.passes + 1;
        loop {
            self.pass_work = 0;
            work.passes += 1;
            self.search(work.passes == first_pass);
            if self.found.is_empty() {
                work.pass_scans += self.pass_work;
                // Every tree is kept: together they hold exactly the vertices reachable from a
                // free left vertex by an alternating path.
                let mut left_reached = vec![false; self.nodes.len()];
                let (g, nodes) = (self.g, &self.nodes);
                on_halves(&mut left_reached, |first, part| {
                    for (v, reached) in (first..).zip(part.iter_mut()) {
                        let node = &nodes[v as usize];
                        *reached = g.is_left(v) && (node.root != NONE || node.mate == NONE);
                    }
                });
                return Some(left_reached);
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
            let go_on = budget.charge_pass(self.pass_work, paths, self.bound);
            self.free_left -= paths;
            self.free_right -= paths;
            let grafts = self.queue.len() as u64;
            self.bound = self.free_left.min(self.free_right).min(grafts);
            if !go_on {
                return None;
            }
        }
    }

    /// The matching reached so far. `O(V)`.
    fn into_matching(mut self) -> Matching {
        let mut mates = std::mem::take(&mut self.mates);
        let nodes = &self.nodes;
        on_halves(&mut mates, |first, part| {
            for (mate, node) in part.iter_mut().zip(&nodes[first as usize..]) {
                *mate = node.mate;
            }
        });
        Matching::from_mates(mates)
    }

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
    fn search(&mut self, first: bool) {
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

/// Below this many queued left vertices a pass is not split in halves: the second thread
/// would cost more than it saves. The unit tests split every pass, so that their graphs meet
/// the split search too.
const HALVES_QUEUE_FROM: usize = if cfg!(test) { 1 } else { 1 << 10 };

/// Below this many ids the forest's sweeps stay on one thread: a second costs more than it
/// saves. The unit tests split every graph but the tiniest, so that their graphs meet the
/// two-thread sweeps too.
const SPLIT_FROM: usize = if cfg!(test) { 64 } else { 1 << 20 };

/// Runs `sweep` over the lower and the upper half of `items`, the upper one on a second
/// scoped thread when `items` is large (else over all of `items`, then over nothing); `sweep`
/// gets the index of its part's first item. Returns the two results, the lower half's first.
fn on_halves<T: Send, R: Send>(
    items: &mut [T],
    sweep: impl Fn(u32, &mut [T]) -> R + Sync,
) -> (R, R) {
    let cut = if items.len() >= SPLIT_FROM {
        items.len() / 2
    } else {
        items.len()
    };
    let (low, high) = items.split_at_mut(cut);
    if high.is_empty() {
        return (sweep(0, low), sweep(cut as u32, high));
    }
    std::thread::scope(|scope| {
        let upper = scope.spawn(|| sweep(cut as u32, high));
        let lower = sweep(0, low);
        (lower, crate::graph::join(upper))
    })
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::graph::{Adjacency, BipartiteGraph, Graph};
    use crate::matching::karp_sipser;

    /// A random bipartite graph: `left` + `right` vertices, `edges` random edges (xorshift).
    pub(crate) fn random_bipartite(
        left: u32,
        right: u32,
        edges: usize,
        seed: u64,
    ) -> BipartiteGraph<Graph> {
        let mut state = seed | 1;
        let mut next = move |bound: u32| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(bound)) as u32
        };
        let pairs: Vec<(u32, u32)> = (0..edges)
            .map(|_| (next(left), left + next(right)))
            .collect();
        let n = (left + right) as usize;
        let sides = (0..n).map(|v| (v as u32) < left).collect();
        BipartiteGraph::new(Graph::from_edges(n, &pairs), sides)
    }

    /// The "hell" graph: s1[i]-s2[i] listed first, then s1 x s3, then s2 x s4.
    pub(crate) fn hell(n: u32) -> BipartiteGraph<Graph> {
        let (s1, s2, s3, s4) = (0, n, 2 * n, 3 * n);
        let mut edges: Vec<(u32, u32)> = (0..n).map(|i| (s1 + i, s2 + i)).collect();
        edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s1 + i, s3 + j))));
        edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (s2 + i, s4 + j))));
        let sides = (0..4 * n).map(|v| v < n || v >= 3 * n).collect();
        BipartiteGraph::new(Graph::from_edges(4 * n as usize, &edges), sides)
    }

    #[test]
    fn the_hell_graph_takes_a_few_passes() {
        // Handed to the first kept tree, the grafts rebuild one tree that finds one path per
        // pass: n passes of about E scans each. Spread, they find everything at once.
        for n in [50, 200] {
            let g = hell(n);
            let initial = karp_sipser(&g);
            // The trap: greedy takes s1-s2 (the degree-one rule saves one more pair at the end).
            assert!(initial.size() <= n as usize + 1, "{}", initial.size());
            let (m, _, work) = ms_bfs_counted(&g, initial);
            assert_eq!(m.size(), 2 * n as usize);
            let unit = Budget::new(&g).unit as u64;
            assert!(work.passes <= 4, "n = {n}: {work:?}");
            assert_eq!(
                work.phases, 0,
                "n = {n}: the guard had to step in: {work:?}"
            );
            assert!(
                work.pass_scans <= 2 * unit,
                "n = {n}: {work:?}, unit {unit}"
            );
        }
    }

    /// Split anywhere, even where most edges cross the cut, the passes on two halves reach a
    /// maximum matching and exactly the left vertices an alternating search from the free
    /// left vertices reaches.
    #[test]
    fn passes_split_in_halves_find_a_maximum_matching_and_its_left_reach() {
        use crate::board::Knight;
        use crate::game::non_essential_by_alternating_bfs;
        use crate::generate::random_board;
        use crate::matching::{Algorithm, maximum_matching};
        fn check<B: Bipartite>(g: &B, cut: u32) {
            let expected = maximum_matching(g, Algorithm::HopcroftKarp).size();
            let (m, reach) = ms_bfs_with_left_reach(g, karp_sipser(g), Some(cut));
            assert!(m.is_valid_in(g));
            assert_eq!(m.size(), expected, "cut {cut}");
            let reached = non_essential_by_alternating_bfs(g, &m);
            let left_reached: Vec<bool> = (0..g.vertex_count() as u32)
                .map(|v| g.is_left(v) && reached[v as usize])
                .collect();
            assert_eq!(
                reach.expect("no trials on these graphs"),
                left_reached,
                "cut {cut}"
            );
        }
        for seed in 1..=20 {
            let g = random_bipartite(40, 45, 120 + seed as usize * 3, seed);
            let n = g.vertex_count() as u32;
            for cut in [0, 1, n / 3, n / 2, n - 1, n] {
                check(&g, cut);
            }
            let board = random_board(15, 16, 5 + seed as u32 * 2, seed);
            let middle = board.row_vertices(7).start;
            check(&board, middle);
            check(&board, middle + 3);
            check(&board.clone().with_moves::<Knight>(), middle);
        }
        check(&hell(30), 45);
    }
}
