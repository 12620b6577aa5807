//! Hopcroft–Karp: shortest augmenting paths, many per phase; and its Duff–Wiberg variant,
//! which adds one unrestricted depth-first sweep to every phase.

use super::Matching;
use crate::graph::{Bipartite, NONE};
use std::collections::VecDeque;

const UNREACHED: u32 = u32::MAX;

/// Extends `initial` to a maximum matching of `g` by Hopcroft–Karp phases: a BFS from all
/// free left vertices layers the graph up to the shortest augmenting-path length, then
/// depth-first searches (explicit stack, one resumable edge cursor per vertex) take a maximal
/// set of disjoint shortest augmenting paths. A vertex whose search fails is marked dead for
/// the rest of the phase, so each phase is `O(V + E)`; without that mark, layered graphs such
/// as ladders make a phase exponential. `O(E sqrt V)` time, `O(V)` extra memory.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{hopcroft_karp, Matching};
/// // a 6-cycle 0-1-2-3-4-5-0 has a perfect matching
/// let cycle = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
/// let g = BipartiteGraph::new(cycle, (0..6).map(|v| v % 2 == 0).collect());
/// assert_eq!(hopcroft_karp(&g, Matching::empty(6)).size(), 3);
/// ```
pub fn hopcroft_karp<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let mut phases = Phases::new(g, initial, 0);
    phases.run_to_end();
    phases.into_matching()
}

/// Hopcroft–Karp with the Duff–Wiberg extension (HK-DW): after each phase's shortest paths,
/// one more depth-first sweep from every still-free left vertex, over the whole graph rather
/// than the BFS layers, takes further vertex-disjoint augmenting paths of any length. Each
/// search first looks for a free neighbour of the vertex it stands on (*lookahead*, with a
/// cursor that never moves back: a right vertex once matched stays matched), so the sweep
/// costs `O(V + E)` per phase and `O(E)` of lookahead in all.
///
/// The extra sweep makes phases far fewer where augmenting paths are long (grids, chains). It
/// may cost more than the phase's BFS, which stops at the layer of the shortest augmenting
/// paths and can have seen a small part of the graph; but the sweep enters each left vertex
/// at most once and scans each of its slots at most once, one look at every left vertex and
/// edge at most, so a phase stays `O(V + E)`. Cost: `O(E sqrt V)` worst case. Why: a
/// phase still contains a full Hopcroft–Karp phase, but paths longer than the shortest can
/// in principle shorten later paths, so the sweeps stop after `2 ceil(sqrt V) + 2` phases
/// and the rest are plain Hopcroft–Karp phases, of which `O(sqrt V)` suffice from any
/// matching; every phase is `O(V + E)`.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{hopcroft_karp_dw, Matching};
/// //  0 - 1 - 2 - 3 - 4 - 5     left: even ids; the one augmenting path from 0 has length 5
/// let path = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
/// let g = BipartiteGraph::new(path, (0..6).map(|v| v % 2 == 0).collect());
/// let mut start = Matching::empty(6);
/// start.pair(1, 2);
/// start.pair(3, 4);
/// assert_eq!(hopcroft_karp_dw(&g, start).size(), 3);
/// ```
pub fn hopcroft_karp_dw<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let mut phases = Phases::new(g, initial, hopcroft_karp_dw_sweeps(g));
    phases.run_to_end();
    phases.into_matching()
}

/// How many phases of [`hopcroft_karp_dw`] get the Duff–Wiberg sweep: `2 ceil(sqrt V) + 2`.
pub(crate) fn hopcroft_karp_dw_sweeps<B: Bipartite>(g: &B) -> u32 {
    2 * (g.vertex_count() as f64).sqrt().ceil() as u32 + 2
}

/// The state of a run of Hopcroft–Karp phases, one phase at a time.
pub(crate) struct Phases<'g, B> {
    g: &'g B,
    mate: Vec<u32>,
    /// BFS layer of each left vertex in the current phase (`UNREACHED`: not reached, or
    /// dead for the rest of the phase).
    dist: Vec<u32>,
    /// Next slot each vertex's depth-first search tries (reset every phase).
    cursor: Vec<u32>,
    /// Next slot each left vertex's lookahead tries (never reset).
    lookahead: Vec<u32>,
    /// `seen[x] == phase`: left vertex `x` is used by the current phase's extra sweep, or
    /// lies on a path augmented in this phase.
    seen: Vec<u32>,
    /// Phases that still get the Duff–Wiberg sweep (0: plain Hopcroft–Karp).
    sweeps_left: u32,
    queue: VecDeque<u32>,
    /// The search path: (left vertex, right vertex it was entered through).
    stack: Vec<(u32, u32)>,
    /// Phases run so far (also the stamp of the current phase in `seen`).
    phase: u32,
    /// Paths augmented and neighbour slots scanned in the current phase.
    paths: u64,
    work: u64,
}

impl<'g, B: Bipartite> Phases<'g, B> {
    /// Phases from `initial`, the first `sweeps` of them with the Duff–Wiberg sweep. `O(V)`.
    pub(crate) fn new(g: &'g B, initial: Matching, sweeps: u32) -> Self {
        let n = g.vertex_count();
        Phases {
            g,
            mate: initial.into_mates(),
            dist: vec![UNREACHED; n],
            cursor: vec![0; n],
            lookahead: if sweeps > 0 { vec![0; n] } else { Vec::new() },
            seen: if sweeps > 0 { vec![0; n] } else { Vec::new() },
            sweeps_left: sweeps,
            queue: VecDeque::new(),
            stack: Vec::new(),
            phase: 0,
            paths: 0,
            work: 0,
        }
    }

    /// Runs one phase: `None` if the matching is maximum, else the paths it augmented (at
    /// least one) and the neighbour slots it scanned. `O(V + E)`.
    pub(crate) fn phase(&mut self) -> Option<(u64, u64)> {
        self.paths = 0;
        self.work = 0;
        let shortest = self.layer()?;
        self.phase += 1;
        let phase = self.phase;
        self.shortest_paths(shortest, phase);
        if self.sweeps_left > 0 {
            self.sweeps_left -= 1;
            self.sweep(phase);
        }
        Some((self.paths, self.work))
    }

    /// Runs phases until the matching is maximum; returns how many found paths, and the
    /// neighbour slots they scanned.
    pub(crate) fn run_to_end(&mut self) -> (u32, u64) {
        let (mut count, mut scans) = (0, 0);
        while let Some((_, work)) = self.phase() {
            count += 1;
            scans += work;
        }
        (count, scans)
    }

    /// The matching reached. `O(1)`.
    pub(crate) fn into_matching(self) -> Matching {
        Matching::from_mates(self.mate)
    }

    /// The BFS layers: `dist[x]` = length (in left vertices) of the shortest alternating path
    /// from a free left vertex to `x`. Returns the layer of the left ends of the shortest
    /// augmenting paths, or `None` if there is no augmenting path. `O(V + E)`.
    fn layer(&mut self) -> Option<u32> {
        let (g, mate, dist, queue) = (self.g, &self.mate, &mut self.dist, &mut self.queue);
        let mut work = g.vertex_count() as u64;
        dist.fill(UNREACHED);
        queue.clear();
        for x in 0..g.vertex_count() as u32 {
            if g.is_left(x) && mate[x as usize] == NONE {
                dist[x as usize] = 0;
                queue.push_back(x);
            }
        }
        let mut shortest = UNREACHED;
        while let Some(x) = queue.pop_front() {
            let dx = dist[x as usize];
            if dx >= shortest {
                break;
            }
            work += u64::from(g.slot_count(x));
            g.for_each_neighbor(x, |y| {
                let z = mate[y as usize];
                if z == NONE {
                    shortest = shortest.min(dx);
                } else if dist[z as usize] == UNREACHED {
                    dist[z as usize] = dx + 1;
                    queue.push_back(z);
                }
            });
        }
        self.work += work;
        (shortest != UNREACHED).then_some(shortest)
    }

    /// A maximal set of vertex-disjoint shortest augmenting paths along the layers, each
    /// augmented as found. `O(V + E)`.
    fn shortest_paths(&mut self, shortest: u32, phase: u32) {
        let g = self.g;
        self.cursor.fill(0);
        for root in 0..g.vertex_count() as u32 {
            if !g.is_left(root) || self.mate[root as usize] != NONE || self.dist[root as usize] != 0
            {
                continue;
            }
            self.stack.clear();
            self.stack.push((root, NONE));
            while let Some(&(x, _)) = self.stack.last() {
                let slot = self.cursor[x as usize];
                self.work += 1;
                if slot == g.slot_count(x) {
                    self.dist[x as usize] = UNREACHED; // dead end for this phase
                    self.stack.pop();
                    continue;
                }
                self.cursor[x as usize] += 1;
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                let dx = self.dist[x as usize];
                let z = self.mate[y as usize];
                if z == NONE {
                    if dx == shortest {
                        self.augment(y, phase);
                        break;
                    }
                    continue;
                }
                if dx < shortest && self.dist[z as usize] == dx + 1 {
                    self.stack.push((z, y));
                }
            }
        }
    }

    /// The Duff–Wiberg sweep: a depth-first search with lookahead from every free left
    /// vertex, through left vertices no path of this phase has used. `O(V + E)`.
    fn sweep(&mut self, phase: u32) {
        let g = self.g;
        self.cursor.fill(0);
        for root in 0..g.vertex_count() as u32 {
            if !g.is_left(root)
                || self.mate[root as usize] != NONE
                || self.seen[root as usize] == phase
            {
                continue;
            }
            self.seen[root as usize] = phase;
            self.stack.clear();
            self.stack.push((root, NONE));
            'search: while let Some(&(x, _)) = self.stack.last() {
                // Lookahead: a free neighbour ends the search at once.
                let slots = g.slot_count(x);
                while self.lookahead[x as usize] < slots {
                    let slot = self.lookahead[x as usize];
                    self.lookahead[x as usize] += 1;
                    self.work += 1;
                    if let Some(y) = g.neighbor(x, slot)
                        && self.mate[y as usize] == NONE
                    {
                        self.augment(y, phase);
                        break 'search;
                    }
                }
                let slot = self.cursor[x as usize];
                self.work += 1;
                if slot == slots {
                    self.stack.pop();
                    continue;
                }
                self.cursor[x as usize] += 1;
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                // Every neighbour is matched once the lookahead has passed them all.
                let z = self.mate[y as usize];
                if self.seen[z as usize] != phase {
                    self.seen[z as usize] = phase;
                    self.stack.push((z, y));
                }
            }
        }
    }

    /// Flips the path on the stack, ending at the free right vertex `free`, and marks its
    /// left vertices used for this phase's sweep.
    fn augment(&mut self, mut free: u32, phase: u32) {
        self.paths += 1;
        for &(x, entered_by) in self.stack.iter().rev() {
            self.mate[x as usize] = free;
            self.mate[free as usize] = x;
            if !self.seen.is_empty() {
                self.seen[x as usize] = phase;
            }
            free = entered_by;
        }
    }
}
