//! The decisions of [`perfect`](super::perfect)'s workers, shared between threads: each slot
//! moves once from [`OPEN`] to [`MATCHABLE`] or [`UNMATCHABLE`], both slots of an edge (and
//! every parallel copy) together.
//!
//! Each open slot knows its twin (the slot of the same edge at the other end) and its next
//! parallel copy, so that deciding an edge from a slot costs `O(copies)`, not a scan of both
//! ends: rules that decide every edge at a vertex of degree `d` (a hub with a pendant
//! neighbour) then cost `O(d)`, not `O(d^2)`.

use crate::graph::{Adjacency, NONE};
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};

/// A slot not decided yet.
pub(super) const OPEN: u8 = 0;
/// The slot's edge is in some perfect matching.
pub(super) const MATCHABLE: u8 = 1;
/// The slot's edge is in no perfect matching (or the slot is not one to decide).
pub(super) const UNMATCHABLE: u8 = 2;

/// Per slot, its decision, twin and next copy; per vertex, its open slots; and the progress.
pub(super) struct Marks<'a> {
    start: &'a [u32],
    slot: Vec<AtomicU8>,
    /// Per open slot, the slot of the same edge at the other end (`NONE` for other slots).
    twin: Vec<u32>,
    /// Per open slot, the next slot of the same end to the same neighbour, cyclically (itself
    /// for an edge without parallel copies).
    next_copy: Vec<u32>,
    open: Vec<AtomicU32>,
    /// Edges decided.
    done: AtomicU64,
    /// Edges to decide.
    total: u64,
}

impl<'a> Marks<'a> {
    /// Every slot of a vertex of `todo` to a neighbour `in_c` open, except those to its
    /// partner in the perfect matching `matched`, which are matchable; every other slot
    /// [`UNMATCHABLE`] (not to be decided; self-loops too, which are in no matching).
    /// `start[v]` indexes `v`'s slots; `todo` must hold, with a vertex, its neighbours in
    /// `C` (whole components of `G[C]`). `O(V + E)` time, `17` bytes per slot.
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
                    Some(v) if in_c(v) && v != u => {
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
        let (twin, next_copy) = twins(g, start, &slot, todo);
        Marks {
            start,
            slot,
            twin,
            next_copy,
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

    /// Decides every open slot of `x` to `y` and of `y` to `x` as `value`: finds one open
    /// slot of `x` to `y`, then [`Marks::decide_slot`] reaches the copies and the twins.
    /// Returns the slots scanned and touched: `O(deg x)`, `O(1)` for an end with no open slot.
    pub(super) fn decide<A: Adjacency>(&self, g: &A, x: u32, y: u32, value: u8) -> u64 {
        if self.open_at(x) == 0 {
            return 1;
        }
        let slots = g.slot_count(x);
        match (0..slots).find(|&s| g.neighbor(x, s) == Some(y) && self.is_open(x, s)) {
            Some(s) => u64::from(s) + 1 + self.decide_slot(x, s, y, value),
            None => u64::from(slots),
        }
    }

    /// Decides the open edge in slot `slot` of `x`, whose neighbour there is `y`, with all
    /// its parallel copies, as `value` (copies already decided are left as they are).
    /// Returns the slots touched: `O(copies)`.
    pub(super) fn decide_slot(&self, x: u32, slot: u32, y: u32, value: u8) -> u64 {
        let first = self.start[x as usize] + slot;
        debug_assert_ne!(self.twin[first as usize], NONE, "an open slot");
        let mut at = first;
        let mut touched = 0;
        loop {
            touched += 2;
            let twin = self.twin[at as usize];
            self.settle(x, at, twin, value);
            self.settle(y, twin, at, value);
            at = self.next_copy[at as usize];
            if at == first {
                return touched;
            }
        }
    }

    /// Moves the slot `at` of `v` (whose twin is `twin`) from open to `value`, if it is open.
    #[inline]
    fn settle(&self, v: u32, at: u32, twin: u32, value: u8) {
        if self.slot[at as usize]
            .compare_exchange(OPEN, value, Relaxed, Relaxed)
            .is_ok()
        {
            self.open[v as usize].fetch_sub(1, Relaxed);
            // Each edge has two slots: counted once, from its smaller end (whose slots
            // come first).
            if at < twin {
                self.done.fetch_add(1, Relaxed);
            }
        }
    }

    /// Rules out, for every vertex `x` of the barrier `barrier`, each open slot of `x` to a
    /// vertex of `C` that `even` rejects. Returns the slots scanned,
    /// `O(slots of the barrier)` plus the marking (`O(1)` per edge ruled out).
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
                    work += self.decide_slot(x, s, y, UNMATCHABLE);
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

/// Per slot of `slots` not ruled out at the start (open or matchable; the slots of the
/// vertices of `todo`, indexed by `start`), its twin and its next parallel copy (see
/// [`Marks`]); `NONE` for the other slots. Two stable counting sorts: by far end (near ends
/// in increasing order), then by near end (far ends in increasing order). The slots are
/// symmetric (one from `x` to `y` for each from `y` to `x`), so the `i`-th (near, far) pair
/// of the second order is the `i`-th (far, near) pair of the first: the same edge seen from
/// its two ends. Parallel copies come out side by side. `O(V + E)` time, `16` bytes of
/// scratch per slot.
fn twins<A: Adjacency>(
    g: &A,
    start: &[u32],
    slots: &[AtomicU8],
    todo: &[u32],
) -> (Vec<u32>, Vec<u32>) {
    let n = g.vertex_count();
    let mut in_todo = vec![false; n];
    for &u in todo {
        in_todo[u as usize] = true;
    }
    // The slots `new` did not leave out (to vertices outside C, and self-loops), as
    // (near end, slot index, far end), near ends in increasing order.
    let arcs = || {
        (0..n as u32)
            .filter(|&u| in_todo[u as usize])
            .flat_map(move |u| {
                (0..g.slot_count(u)).filter_map(move |s| {
                    let at = start[u as usize] + s;
                    (slots[at as usize].load(Relaxed) != UNMATCHABLE)
                        .then(|| g.neighbor(u, s).map(|v| (u, at, v)))
                        .flatten()
                })
            })
    };
    // offset[v]..offset[v + 1]: the slots into v, which are as many as the slots out of v.
    let mut offset = vec![0u32; n + 1];
    for (_, _, v) in arcs() {
        offset[v as usize + 1] += 1;
    }
    for v in 0..n {
        offset[v + 1] += offset[v];
    }
    let total = offset[n] as usize;
    let mut by_far = vec![(0u32, 0u32); total];
    let mut cursor = offset.clone();
    for (u, at, v) in arcs() {
        by_far[cursor[v as usize] as usize] = (at, u);
        cursor[v as usize] += 1;
    }
    let mut by_near = vec![(0u32, 0u32); total];
    cursor.copy_from_slice(&offset);
    for v in 0..n {
        for &(at, u) in &by_far[offset[v] as usize..offset[v + 1] as usize] {
            by_near[cursor[u as usize] as usize] = (at, v as u32);
            cursor[u as usize] += 1;
        }
    }
    let mut twin = vec![NONE; slots.len()];
    let mut next_copy = vec![NONE; slots.len()];
    for (&(at, far), &(far_at, far_owner)) in by_near.iter().zip(&by_far) {
        debug_assert_eq!(far, far_owner, "todo holds whole components of G[C]");
        twin[at as usize] = far_at;
    }
    // Within one near end's run, the copies of an edge share their far end.
    for u in 0..n {
        let run = &by_near[offset[u] as usize..offset[u + 1] as usize];
        for copies in run.chunk_by(|a, b| a.1 == b.1) {
            for (k, &(at, _)) in copies.iter().enumerate() {
                next_copy[at as usize] = copies[(k + 1) % copies.len()].0;
            }
        }
    }
    (twin, next_copy)
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
