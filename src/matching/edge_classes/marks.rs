//! The decisions of [`perfect`](super::perfect)'s workers, shared between threads: each slot
//! moves once from [`OPEN`] to [`MATCHABLE`] or [`UNMATCHABLE`], both slots of an edge (and
//! every parallel copy) together.

use crate::graph::Adjacency;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};

/// A slot not decided yet.
pub(super) const OPEN: u8 = 0;
/// The slot's edge is in some perfect matching.
pub(super) const MATCHABLE: u8 = 1;
/// The slot's edge is in no perfect matching (or the slot is not one to decide).
pub(super) const UNMATCHABLE: u8 = 2;

/// Per slot, its decision; per vertex, its open slots; and the progress.
pub(super) struct Marks<'a> {
    start: &'a [u32],
    slot: Vec<AtomicU8>,
    open: Vec<AtomicU32>,
    /// Edges decided.
    done: AtomicU64,
    /// Edges to decide.
    total: u64,
}

impl<'a> Marks<'a> {
    /// Every slot of a vertex of `todo` to a neighbour `in_c` open, except those to its
    /// partner in the perfect matching `matched`, which are matchable; every other slot
    /// [`UNMATCHABLE`] (not to be decided). `start[v]` indexes `v`'s slots. `O(V + E)`.
    pub(super) fn new<A: Adjacency>(
        g: &A,
        start: &'a [u32],
        matched: &[u32],
        in_c: &(dyn Fn(u32) -> bool + Sync),
        todo: &[u32],
    ) -> Marks<'a> {
        let slots = start[g.vertex_count()] as usize;
        let slot: Vec<AtomicU8> = (0..slots).map(|_| AtomicU8::new(UNMATCHABLE)).collect();
        let open: Vec<AtomicU32> = (0..g.vertex_count()).map(|_| AtomicU32::new(0)).collect();
        let mut total = 0u64;
        for &u in todo {
            let mut count = 0;
            for s in 0..g.slot_count(u) {
                match g.neighbor(u, s) {
                    Some(v) if in_c(v) => {
                        let value = if v == matched[u as usize] {
                            MATCHABLE
                        } else {
                            count += 1;
                            OPEN
                        };
                        slot[(start[u as usize] + s) as usize].store(value, Relaxed);
                    }
                    _ => {}
                }
            }
            open[u as usize].store(count, Relaxed);
            total += u64::from(count);
        }
        Marks {
            start,
            slot,
            open,
            done: AtomicU64::new(0),
            total: total / 2,
        }
    }

    /// The decision of slot `slot` of `u`. `O(1)`.
    #[inline]
    pub(super) fn get(&self, u: u32, slot: u32) -> u8 {
        self.slot[(self.start[u as usize] + slot) as usize].load(Relaxed)
    }

    /// Whether slot `slot` of `u` is open. `O(1)`.
    #[inline]
    pub(super) fn is_open(&self, u: u32, slot: u32) -> bool {
        self.get(u, slot) == OPEN
    }

    /// Open slots of `u`. `O(1)`.
    #[inline]
    pub(super) fn open_at(&self, u: u32) -> u32 {
        self.open[u as usize].load(Relaxed)
    }

    /// Edges decided so far, and edges to decide in all.
    pub(super) fn progress(&self) -> (u64, u64) {
        (self.done.load(Relaxed), self.total)
    }

    /// Edges still open.
    pub(super) fn left(&self) -> u64 {
        self.total - self.done.load(Relaxed)
    }

    /// Decides every open slot of `x` to `y` and of `y` to `x` as `value`. Returns the slots
    /// scanned: `O(deg x + deg y)`, `O(1)` for an end with no open slot.
    pub(super) fn decide<A: Adjacency>(&self, g: &A, x: u32, y: u32, value: u8) -> u64 {
        self.decide_side(g, x, y, value) + self.decide_side(g, y, x, value)
    }

    fn decide_side<A: Adjacency>(&self, g: &A, x: u32, y: u32, value: u8) -> u64 {
        if self.open_at(x) == 0 {
            return 1;
        }
        let slots = g.slot_count(x);
        let mut decided = 0;
        for s in 0..slots {
            if g.neighbor(x, s) == Some(y)
                && self.slot[(self.start[x as usize] + s) as usize]
                    .compare_exchange(OPEN, value, Relaxed, Relaxed)
                    .is_ok()
            {
                decided += 1;
            }
        }
        if decided > 0 {
            self.open[x as usize].fetch_sub(decided, Relaxed);
            // Each edge has two sides: counted once, from its smaller end.
            if x < y {
                self.done.fetch_add(u64::from(decided), Relaxed);
            }
        }
        u64::from(slots)
    }

    /// Rules out, for every vertex `x` of the barrier `barrier`, each open slot of `x` to a
    /// vertex of `C` that `even` rejects. Returns the slots scanned,
    /// `O(slots of the barrier)` plus the marking.
    pub(super) fn rule_out<A: Adjacency>(
        &self,
        g: &A,
        barrier: impl Iterator<Item = u32>,
        in_c: &(dyn Fn(u32) -> bool + Sync),
        even: impl Fn(u32) -> bool,
    ) -> u64 {
        let mut work = 0;
        for x in barrier {
            if self.open_at(x) == 0 {
                continue;
            }
            for s in 0..g.slot_count(x) {
                work += 1;
                if let Some(y) = g.neighbor(x, s)
                    && in_c(y)
                    && !even(y)
                    && self.is_open(x, s)
                {
                    work += self.decide(g, x, y, UNMATCHABLE);
                }
            }
        }
        work
    }

    /// The decisions, one per slot. `O(slots)`.
    pub(super) fn into_slots(self) -> Vec<u8> {
        self.slot.into_iter().map(AtomicU8::into_inner).collect()
    }
}

/// Vertices a worker takes at a time from a [`Queue`].
const CHUNK: usize = 64;

/// A list of vertices that workers share out chunk by chunk, with a work counter and a cap
/// past which no more chunks are handed out.
pub(super) struct Queue<'t> {
    items: &'t [u32],
    next: AtomicUsize,
    work: AtomicU64,
    cap: u64,
}

impl<'t> Queue<'t> {
    /// `items` to share out, until the work reported passes `cap`.
    pub(super) fn new(items: &'t [u32], cap: u64) -> Queue<'t> {
        Queue {
            items,
            next: AtomicUsize::new(0),
            work: AtomicU64::new(0),
            cap,
        }
    }

    /// How many workers the queue can keep busy, at most `wanted`.
    pub(super) fn workers(items: usize, wanted: usize) -> usize {
        wanted.clamp(1, items.div_ceil(CHUNK).max(1))
    }

    /// Whether the work reported has passed the cap.
    pub(super) fn over_cap(&self) -> bool {
        self.work.load(Relaxed) > self.cap
    }

    /// The next chunk, or `None` when the list is exhausted or the cap is passed.
    pub(super) fn take(&self) -> Option<&'t [u32]> {
        if self.over_cap() {
            return None;
        }
        let from = self.next.fetch_add(CHUNK, Relaxed);
        (from < self.items.len()).then(|| &self.items[from..(from + CHUNK).min(self.items.len())])
    }

    /// Adds `work` to the counter.
    pub(super) fn charge(&self, work: u64) {
        self.work.fetch_add(work, Relaxed);
    }

    /// The work reported so far.
    pub(super) fn work(&self) -> u64 {
        self.work.load(Relaxed)
    }
}
