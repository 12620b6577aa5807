//! Maximum matching in general graphs in `O(E sqrt V)`: the algorithm of Micali and Vazirani
//! (1980; proof by Vazirani, 1994 and 2012), in phases like Hopcroft–Karp's.
//!
//! Each phase finds a *maximal* set of vertex-disjoint *shortest* augmenting paths and flips
//! them all. After a phase the shortest augmenting path is longer (as in Hopcroft–Karp), and
//! after `sqrt V` phases at most `sqrt V` augmentations remain (the symmetric difference with a
//! maximum matching holds that many disjoint paths, each longer than `sqrt V`), so `O(sqrt V)`
//! phases suffice. A phase costs `O(E α(V))` here (`α` from the union–find of blossom buds):
//!
//! - **Levels** (the `MIN` step): a breadth-first search from every free vertex at once gives
//!   each vertex its *min level* (the length of its shortest even or odd alternating path from
//!   a free vertex) and its *predecessors* (the neighbours one level lower on such paths).
//!   Edges that join two vertices across the search instead of down it are *bridges*; the
//!   *tenacity* of a bridge is the length of the shortest alternating walk from a free vertex
//!   through it and back to a free vertex.
//! - **Bridges in order of tenacity** (the `MAX` step): a *double depth-first search* from the
//!   two ends of a bridge walks down the predecessors, jumping over blossoms already found to
//!   their buds. Either it reaches two different free vertices by disjoint walks (a shortest
//!   augmenting path: flipped at once, its vertices *erased* for the rest of the phase, with
//!   every vertex left without a live predecessor), or the two walks cannot avoid one vertex,
//!   the *bottleneck*: every vertex it visited joins a new blossom (*petal*) with that bud,
//!   and gets its *max level* (its other parity), so the breadth-first search goes on from it.
//!
//! A vertex a double depth-first search visited is afterwards inside a blossom (searches jump
//! over it), erased, or the new petal's bud, from which that search never moved; so no
//! predecessor list is scanned twice in a phase, and a phase scans at most `5V + S + 2E`
//! slots and entries (`S` neighbour slots; `5V + 4E` in a plain graph; the proof is in
//! `ddfs.rs` and `docs/defaults.md`). Paths through blossoms are rebuilt from what the
//! searches recorded, at a cost proportional to their length. No recursion.
//!
//! **Forest phases.** A shortest-path phase sweeps everything the free vertices reach below the
//! shortest augmenting path's length; where paths are long and the free vertices few and far
//! apart (a maze after a good start), it finds a path or two per sweep and the run needs
//! hundreds of phases (291 on a maze with rungs of 400,516 vertices in a random numbering).
//! So the run starts with *forest phases* ([`BlossomSearch::phase`](super::BlossomSearch::phase)):
//! one alternating forest from every free vertex at once, a path flipped wherever two trees
//! meet, shortest or not (38 forest phases on that maze). They go on while they flip paths.
//! One that completes without a path proves the matching maximum (Edmonds), and its even
//! vertices are `D`. Once they are spent, in number or in work, Micali–Vazirani's phases
//! finish, and the last gives `D`.
//!
//! **The bound, with them.** At most `⌈sqrt V⌉` forest phases run, and together they stop
//! after `(V + 2E) ⌈sqrt V⌉` steps of work (slots scanned and steps walked: blossom's cap,
//! overshooting by one vertex's slots or one contraction), so they cost `O(E sqrt V)`. Then
//! only Micali–Vazirani phases run, and from any matching they need at most
//! `2 ⌈sqrt V⌉ + 2` (above). (Flipping a path that is not shortest can shorten others, which
//! breaks Hopcroft–Karp's argument that the shortest length only grows; the forest phases,
//! counted apart and all before, do not need it.)

mod ddfs;
mod forest;
mod lists;
mod path;
mod run;

use super::Matching;
use crate::graph::{Adjacency, NONE};
use lists::Lists;
#[cfg(test)]
use run::with_forest_phases;
pub(crate) use run::{LastPhase, micali_vazirani_with_last_phase, mv_phases_with_d};

/// Not yet reached at this parity.
const INF: u32 = u32::MAX;

/// What a run of [`micali_vazirani_with_work`] did: its work counted, not timed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct MvWork {
    /// Micali–Vazirani phases run, the last one (which finds no path, unless a forest phase
    /// proved the matching maximum) included.
    pub phases: u64,
    /// Augmenting paths those phases flipped.
    pub augmentations: u64,
    /// Petals (blossoms) formed, in all phases.
    pub petals: u64,
    /// Neighbour slots and predecessor entries scanned, in all phases, and the forest phases'
    /// steps along tree paths.
    pub scans: u64,
    /// Double depth-first searches that ended in a way the algorithm's invariants exclude: a
    /// path that does not check (dropped), or a petal whose search went below its bud or
    /// moved from it (what it visited there stays closed; see `ddfs.rs`). A dropped path may
    /// be the phase's only one, so that the matching is taken as maximum when it is not:
    /// `solve` does not trust a run with any (its self-check falls back on the plain blossom
    /// algorithm). Zero on every graph tested.
    pub irregular: u64,
    /// The most neighbour slots and predecessor entries one Micali–Vazirani phase scanned
    /// (its reset's `4 V` included): at most `5 V + S + 2 E` with `S` neighbour slots, `5 V +
    /// 4 E` in a plain graph (module documentation of `ddfs.rs`; checked by the tests on
    /// petal-heavy families).
    pub max_phase_scans: u64,
    /// Forest phases run before Micali–Vazirani's (see the module documentation in `src/matching/micali_vazirani.rs`).
    pub forest_phases: u64,
    /// Augmenting paths the forest phases flipped.
    pub forest_paths: u64,
}

/// A maximum matching of the general graph `g`, grown from `initial` (any matching of `g`)
/// by forest phases, then Micali–Vazirani phases (see the module documentation in `src/matching/micali_vazirani.rs`).
///
/// Cost: `O(E sqrt V α(V))` time worst case (forest phases of `(V + 2E) ⌈sqrt V⌉` work at
/// most, then at most `2 ⌈sqrt V⌉ + 2` Micali–Vazirani phases of `O(V + E α(V))`), about
/// `25 V` bytes for the forest phases and `60 V + 16 E` for Micali–Vazirani's (made only if
/// one runs). No recursion. Unlike [`super::blossom`], the bound holds for every input,
/// whatever its numbering and whatever the start.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{micali_vazirani, Matching};
/// //      1           a triangle 0-1-2 with a tail 2-3-4-5:
/// //     / \          a perfect matching needs the odd cycle
/// //    0 - 2 - 3 - 4 - 5
/// let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5)]);
/// let m = micali_vazirani(&g, Matching::empty(6));
/// assert_eq!(m.size(), 3);
/// assert!(m.is_valid_in(&g));
/// ```
pub fn micali_vazirani<A: Adjacency>(g: &A, initial: Matching) -> Matching {
    micali_vazirani_with_work(g, initial).0
}

/// [`micali_vazirani`], also returning its [`MvWork`]. Cost: as [`micali_vazirani`].
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{micali_vazirani_with_work, Matching};
/// //  0 - 1 - 2 - 3   a path: one forest phase flips 0-1 and 2-3, a second finds nothing,
/// //                  so no Micali–Vazirani phase is needed
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
/// let (m, work) = micali_vazirani_with_work(&g, Matching::empty(4));
/// assert_eq!(m.size(), 2);
/// assert_eq!((work.forest_phases, work.forest_paths), (2, 2));
/// assert_eq!((work.phases, work.augmentations), (0, 0));
/// ```
pub fn micali_vazirani_with_work<A: Adjacency>(g: &A, initial: Matching) -> (Matching, MvWork) {
    let (matching, work, _) = micali_vazirani_with_d(g, initial);
    (matching, work)
}

/// [`micali_vazirani_with_work`], also returning `D` of the Gallai–Edmonds decomposition: the
/// vertices that the last phase (which finds no augmenting path, so the matching is maximum)
/// reaches at an even level, and the free vertices. A vertex is missed by some maximum
/// matching exactly when an even alternating path joins it to a free vertex; the last phase,
/// a complete forest or a Micali–Vazirani phase, reaches at an even level exactly the
/// vertices with such a path. Cost: as [`micali_vazirani`], plus `O(V)`.
pub(crate) fn micali_vazirani_with_d<A: Adjacency>(
    g: &A,
    initial: Matching,
) -> (Matching, MvWork, Vec<bool>) {
    let (matching, work, last) = micali_vazirani_with_last_phase(g, initial);
    let in_d = last.into_d(&matching);
    (matching, work, in_d)
}

/// A petal (blossom) found by a double depth-first search: its bridge, its bud, and the arcs
/// by which each of the two searches entered the bud (needed to walk around the petal).
#[derive(Clone, Copy, Debug)]
struct Petal {
    /// The bridge's ends: `green` where the green search started (its bud* then was
    /// `green_root`), `red` likewise.
    green: u32,
    red: u32,
    green_root: u32,
    red_root: u32,
    bud: u32,
    /// The green search's arc into the bud: the vertex it came from and the predecessor of
    /// that vertex whose bud* the bud was (`NONE` when the bud is the green root).
    bud_green_from: u32,
    bud_green_via: u32,
    bud_red_from: u32,
    bud_red_via: u32,
}

/// All the state of one phase (reset at its start), and the matching.
struct Phase {
    n: usize,
    mate: Vec<u32>,
    even: Vec<u32>,
    odd: Vec<u32>,
    /// Predecessors of `v`: `pred[pred_start[v] ..][.. pred_len[v]]` (at most its degree).
    pred_start: Vec<u32>,
    pred_len: Vec<u32>,
    pred: Vec<u32>,
    /// Successors (the reverse arcs), laid out the same way.
    succ_len: Vec<u32>,
    succ: Vec<u32>,
    /// Predecessors not erased (a vertex left with none is erased too).
    live_preds: Vec<u32>,
    /// Vertices to scan, by level.
    levels: Lists,
    /// Bridges by `(tenacity - 1) / 2`, as indices into `bridge_ends`.
    bridges: Lists,
    bridge_ends: Vec<(u32, u32)>,
    /// Per odd-only vertex, the even neighbours that reached it late (Micali–Vazirani's
    /// anomalies): bridges once it gets an even level.
    anomalies: Lists,
    pending_levels: usize,
    pending_bridges: usize,
    /// Union–find over blossoms (union by rank, path compression): `top` of a root is the
    /// set's bud*, the lowest bud of the nested blossoms.
    uf_parent: Vec<u32>,
    uf_rank: Vec<u8>,
    uf_top: Vec<u32>,
    /// The petal a vertex joined (`NONE` if none yet), and the petals each vertex is the bud
    /// of (for erasing whole blossoms).
    petal_of: Vec<u32>,
    petals: Vec<Petal>,
    petals_by_bud: Lists,
    /// Members of each petal, for erasing.
    members: Lists,
    erased: Vec<bool>,
    /// Double depth-first search marks: the search (numbered from 1) and the colour
    /// (`GREEN`, `RED`) that last visited a vertex this phase; 0 when none did, or when that
    /// search made it the bud of a petal (re-opened for later searches).
    stamp: Vec<u32>,
    colour: Vec<u8>,
    /// The vertex a search came from to enter a vertex, and the predecessor of that vertex
    /// it went through.
    from: Vec<u32>,
    via: Vec<u32>,
    /// Next predecessor entry to try, per vertex: only the phase's reset sets it back.
    cursor: Vec<u32>,
    /// The free vertices with edges (some matched since they were listed: each phase drops
    /// those).
    free: Vec<u32>,
    /// A predecessor arc that leads down inside the vertex's petal: the predecessor and the
    /// bud* it had then.
    down_via: Vec<u32>,
    down_to: Vec<u32>,
    searches: u32,
    /// Vertices visited by the current search.
    seen: Vec<u32>,
    /// Scratch for paths, and marks for checking that their vertices are distinct.
    path: Vec<u32>,
    on_path: Vec<u32>,
    paths_checked: u32,
    /// Scratch for erasing.
    erase_stack: Vec<u32>,
    scans: u64,
    irregular: u64,
    petals_formed: u64,
}

impl Phase {
    /// The state for `g`, made when the first phase runs. The matching and the free vertices
    /// (`mate`, `free`) are lent to it for each phase. `O(V + E)`.
    fn new<A: Adjacency>(g: &A) -> Phase {
        let n = g.vertex_count();
        let mut pred_start = Vec::with_capacity(n + 1);
        let mut total = 0u64;
        for v in 0..n as u32 {
            pred_start.push(total as u32);
            total += u64::from(g.slot_count(v));
        }
        assert!(
            total < u64::from(u32::MAX),
            "too many edge ends for u32 indices"
        );
        pred_start.push(total as u32);
        let total = total as usize;
        Phase {
            n,
            mate: Vec::new(),
            even: vec![INF; n],
            odd: vec![INF; n],
            pred_start,
            pred_len: vec![0; n],
            pred: vec![0; total],
            succ_len: vec![0; n],
            succ: vec![0; total],
            live_preds: vec![0; n],
            // Levels and bridge indices stay below n + 2 (an augmenting path has at most
            // n - 1 edges, and no level exceeds a tenacity).
            levels: Lists::with_keys(n + 2),
            bridges: Lists::with_keys(n + 2),
            bridge_ends: Vec::new(),
            anomalies: Lists::with_keys(n),
            pending_levels: 0,
            pending_bridges: 0,
            uf_parent: (0..n as u32).collect(),
            uf_rank: vec![0; n],
            uf_top: (0..n as u32).collect(),
            petal_of: vec![NONE; n],
            petals: Vec::new(),
            petals_by_bud: Lists::with_keys(n),
            members: Lists::default(),
            erased: vec![false; n],
            stamp: vec![0; n],
            colour: vec![0; n],
            from: vec![NONE; n],
            via: vec![NONE; n],
            cursor: vec![0; n],
            free: Vec::new(),
            down_via: vec![NONE; n],
            down_to: vec![NONE; n],
            searches: 0,
            seen: Vec::new(),
            path: Vec::new(),
            on_path: vec![0; n],
            paths_checked: 0,
            erase_stack: Vec::new(),
            scans: 0,
            irregular: 0,
            petals_formed: 0,
        }
    }

    /// Forgets the last phase. `O(V)`, in sequential sweeps of the per-vertex arrays (a
    /// reset of only the vertices the phase reached did not pay: on a scattered numbering
    /// each costs a dozen cache misses, and most phases reach much of the graph).
    fn reset(&mut self) {
        self.reset_vertices();
        self.scans += 4 * self.n as u64;
        self.levels.clear();
        self.bridges.clear();
        self.bridge_ends.clear();
        self.anomalies.clear();
        self.pending_levels = 0;
        self.pending_bridges = 0;
        self.petals.clear();
        self.petals_by_bud.clear();
        self.members.drop_keys();
        self.searches = 0;
    }

    /// The per-vertex part of [`Phase::reset`]. `O(V)`.
    fn reset_vertices(&mut self) {
        self.even.fill(INF);
        self.odd.fill(INF);
        self.pred_len.fill(0);
        self.succ_len.fill(0);
        self.live_preds.fill(0);
        for (v, (parent, top)) in (self.uf_parent.iter_mut())
            .zip(self.uf_top.iter_mut())
            .enumerate()
        {
            (*parent, *top) = (v as u32, v as u32);
        }
        self.uf_rank.fill(0);
        self.petal_of.fill(NONE);
        self.erased.fill(false);
        self.stamp.fill(0);
        self.colour.fill(0);
        self.cursor.fill(0);
        self.down_via.fill(NONE);
        self.down_to.fill(NONE);
    }

    fn min_level(&self, v: u32) -> u32 {
        self.even[v as usize].min(self.odd[v as usize])
    }

    /// The bud* of `v`: the bud of the outermost blossom holding it, or `v`. `O(α(V))`.
    fn bud_star(&mut self, v: u32) -> u32 {
        let root = self.uf_root(v);
        self.uf_top[root as usize]
    }

    /// The root of `v`'s union–find tree, pointing every vertex on the way straight at it.
    fn uf_root(&mut self, v: u32) -> u32 {
        let mut root = v;
        while self.uf_parent[root as usize] != root {
            root = self.uf_parent[root as usize];
        }
        let mut x = v;
        while self.uf_parent[x as usize] != root {
            let next = self.uf_parent[x as usize];
            self.uf_parent[x as usize] = root;
            x = next;
        }
        root
    }

    /// Puts `member`'s blossom set into `bud`'s, whose bud* stays the set's (union by rank).
    fn join_blossom(&mut self, member: u32, bud: u32) {
        let a = self.uf_root(member);
        let b = self.uf_root(bud);
        if a == b {
            return;
        }
        let top = self.uf_top[b as usize];
        let (low, high) = if self.uf_rank[a as usize] < self.uf_rank[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        self.uf_parent[low as usize] = high;
        if self.uf_rank[low as usize] == self.uf_rank[high as usize] {
            self.uf_rank[high as usize] += 1;
        }
        self.uf_top[high as usize] = top;
    }

    fn add_level(&mut self, level: u32, v: u32) {
        self.levels.push(level, v);
        self.pending_levels += 1;
    }

    fn add_bridge(&mut self, tenacity: u32, a: u32, b: u32) {
        let index = (tenacity - 1) / 2;
        if index as usize >= self.bridges.head.len() {
            return;
        }
        self.bridges.push(index, self.bridge_ends.len() as u32);
        self.bridge_ends.push((a, b));
        self.pending_bridges += 1;
    }

    fn add_pred(&mut self, v: u32, p: u32) {
        let at = self.pred_start[v as usize] + self.pred_len[v as usize];
        self.pred[at as usize] = p;
        self.pred_len[v as usize] += 1;
        self.live_preds[v as usize] += 1;
        let at = self.pred_start[p as usize] + self.succ_len[p as usize];
        self.succ[at as usize] = v;
        self.succ_len[p as usize] += 1;
    }

    /// One phase: returns the number of augmenting paths flipped (0: the matching is maximum).
    fn run<A: Adjacency>(&mut self, g: &A) -> u64 {
        self.reset();
        let mut free = std::mem::take(&mut self.free);
        free.retain(|&v| self.mate[v as usize] == NONE);
        for &v in &free {
            self.even[v as usize] = 0;
            self.add_level(0, v);
        }
        self.free = free;
        let mut found = 0;
        let mut level = 0u32;
        while (self.pending_levels > 0 || self.pending_bridges > 0) && (level as usize) < self.n + 1
        {
            self.scan_level(g, level);
            found += self.process_bridges(level);
            if found > 0 {
                break;
            }
            level += 1;
        }
        found
    }

    /// `MIN`: every vertex at `level` looks along the edges of the right kind (unmatched from
    /// an even level, its matching edge from an odd one).
    fn scan_level<A: Adjacency>(&mut self, g: &A, level: u32) {
        while let Some(v) = self.levels.pop(level) {
            self.pending_levels -= 1;
            if self.erased[v as usize] {
                continue;
            }
            if level.is_multiple_of(2) {
                debug_assert_eq!(self.even[v as usize], level);
                let slots = g.slot_count(v);
                self.scans += u64::from(slots);
                for slot in 0..slots {
                    let Some(u) = g.neighbor(v, slot) else {
                        continue;
                    };
                    // A parallel copy of the matching edge is never on a simple alternating
                    // path through v's matching edge.
                    if u == v || u == self.mate[v as usize] {
                        continue;
                    }
                    self.unmatched_edge(v, u, level);
                }
            } else {
                debug_assert_eq!(self.odd[v as usize], level);
                let u = self.mate[v as usize];
                self.scans += 1;
                if u == NONE {
                    continue;
                }
                if self.odd[u as usize] != INF {
                    let tenacity = self.odd[u as usize] + level + 1;
                    if tenacity > 2 * level {
                        self.add_bridge(tenacity, v, u);
                    }
                } else if self.even[u as usize] == INF {
                    self.even[u as usize] = level + 1;
                    self.add_level(level + 1, u);
                    self.add_pred(u, v);
                }
            }
        }
    }

    /// The unmatched edge `v u` seen from `v` at even `level`.
    fn unmatched_edge(&mut self, v: u32, u: u32, level: u32) {
        let (even_u, odd_u) = (self.even[u as usize], self.odd[u as usize]);
        if even_u != INF {
            let tenacity = even_u + level + 1;
            // Lower tenacities are predecessor arcs seen from below, or bridges already
            // filed when an anomaly turned into one.
            if tenacity > 2 * level {
                self.add_bridge(tenacity, v, u);
            }
        } else if odd_u == INF {
            self.odd[u as usize] = level + 1;
            self.add_level(level + 1, u);
            self.add_pred(u, v);
        } else if odd_u == level + 1 {
            self.add_pred(u, v);
        } else {
            self.anomalies.push(u, v);
        }
    }

    /// `MAX`: the bridges of tenacity `2 level + 1`, each by a double depth-first search.
    /// Returns the number of augmenting paths flipped.
    fn process_bridges(&mut self, level: u32) -> u64 {
        let mut found = 0;
        while let Some(index) = self.bridges.pop(level) {
            self.pending_bridges -= 1;
            let (a, b) = self.bridge_ends[index as usize];
            if self.erased[a as usize] || self.erased[b as usize] {
                continue;
            }
            match self.ddfs(a, b) {
                ddfs::Outcome::Empty => {}
                ddfs::Outcome::Petal(petal) => self.form_petal(petal, 2 * level + 1),
                ddfs::Outcome::Path { green_end, red_end } => {
                    if self.augment(a, b, green_end, red_end) {
                        // The path half of the argument in `ddfs.rs`: erasing the path erased
                        // everything the search visited, so no later search finds it stamped.
                        debug_assert!(self.seen.iter().all(|&v| self.erased[v as usize]));
                        found += 1;
                    } else {
                        self.irregular += 1;
                    }
                }
            }
        }
        found
    }

    /// Erases the vertices of `path` for the rest of the phase, with every vertex left without
    /// a live predecessor and every blossom whose bud is erased. `O(1)` per vertex and arc
    /// erased.
    fn erase(&mut self, path: &[u32]) {
        let mut stack = std::mem::take(&mut self.erase_stack);
        stack.clear();
        stack.extend_from_slice(path);
        while let Some(x) = stack.pop() {
            if self.erased[x as usize] {
                continue;
            }
            self.erased[x as usize] = true;
            let start = self.pred_start[x as usize] as usize;
            for k in start..start + self.succ_len[x as usize] as usize {
                let y = self.succ[k];
                self.scans += 1;
                let live = &mut self.live_preds[y as usize];
                *live -= 1;
                if *live == 0 && !self.erased[y as usize] {
                    stack.push(y);
                }
            }
            while let Some(id) = self.petals_by_bud.pop(x) {
                while let Some(m) = self.members.pop(id) {
                    stack.push(m);
                }
            }
        }
        self.erase_stack = stack;
    }
}

#[cfg(test)]
mod petal_tests;
#[cfg(test)]
mod tests;
