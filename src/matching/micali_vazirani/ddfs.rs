//! The double depth-first search of Micali and Vazirani: from the two ends of a bridge, two
//! searches (green and red) walk down the predecessor arcs, jumping over blossoms to their
//! buds, and look for two disjoint walks to two different free vertices.
//!
//! The search whose current vertex (its *tip*) is higher moves (green on ties), so the two
//! stay level with each other. When one reaches the other's tip, that vertex is contested:
//! the newcomer first looks for another way down (without backing off above its *barrier*);
//! if it finds none it takes the vertex, and the other backs off it and looks for another way.
//! If neither finds one, the contested vertex is the *bottleneck*: the bud of a new petal made
//! of every other vertex the two searches visited.
//!
//! **No predecessor list is scanned twice in a phase.** A search reads a vertex's list through
//! its cursor, which only the phase's start sets back; a vertex is visited again in the phase
//! only if the search that visited it made it a petal's bud, and such a search never moved
//! from it.
//! The proof (in full in `docs/defaults.md`, "General graphs"), for a phase in which no search
//! was irregular, with levels the min levels (they fall along every step down: a
//! predecessor's bud* is lower):
//! - a vertex leaves a search's two stacks only once its list ran out (a back-off, or the
//!   taker's barrier when it takes the contested vertex), so when a search ends, everything it
//!   visited is on a stack or *exhausted*; a petal ends it with one tip the bud and the other
//!   a barrier whose list just ran out. A tip at level 0 never moves (green moves only when
//!   red is not higher, and two tips at level 0 are a path), so no exhausted vertex is free;
//! - between searches: (I1) a bud* that an earlier search stamped and that was not re-opened
//!   is erased; (I2) a vertex with stamp 0 has its cursor at 0; (I3) a vertex above level 0
//!   that is not erased has a predecessor that is not erased (erasing propagates), whose bud*
//!   is then not erased either (erasing a bud erases its blossoms), so not dead, by (I1);
//! - **a petal**: every vertex but the bud `b` that the search visited is higher than `b`, and
//!   no move was made from `b`. Else take the lowest other visited vertex `z` not higher than
//!   `b`: not on a stack above a tip (that tip would be lower than `z`, so not `b`), so
//!   exhausted and above level 0; by (I2) its whole list was scanned in this search, the live
//!   predecessor of (I3) too, whose bud* was then visited: lower than `z`, a contradiction. A
//!   move from `b` (above level 0, as it moved) would scan past dead entries to a live one
//!   (I2, I3) and visit a vertex lower than `b`, against the first part;
//! - **a path**: erasing it erases everything the search visited: the stacks are on the path,
//!   and an exhausted vertex's entries all led to erased (I1) or lower visited vertices, so by
//!   induction from below its predecessors are all erased, and the erasing reaches it.
//!
//! So a petal re-opens its bud alone, cursor at 0, and a path leaves no stamped vertex
//! unerased: (I1)–(I3) hold again and no cursor goes back. A phase therefore scans at most
//! `4V` (its reset) `+ S` (the neighbour slots, `2E` in a plain graph, once per even level)
//! `+ V` (matching edges, once per odd level) `+ E` (predecessor entries: each edge is an arc
//! at most once, as its end scanned second sees the other's level set) `+ E` (erasing)
//! `= 5V + S + 2E`, that is `5V + 4E` with edges counted with their copies, in
//! `O((V + E) α(V))` time. [`Phase::form_petal`] checks the petal half at run time: a search
//! that visited anything else at or below its bud, or moved from it, is counted irregular
//! (the run then goes to the self-check's fallback), and nothing of it is re-opened but the
//! bud's stamp, so the bound holds on every input.

use super::{Petal, Phase};
use crate::graph::NONE;

pub(super) const GREEN: u8 = 1;
pub(super) const RED: u8 = 2;

/// How a double depth-first search ended.
pub(super) enum Outcome {
    /// Nothing to do: both ends in one blossom already, or an end erased or dead.
    Empty,
    /// A new petal: every vertex in `Phase::seen` but the bud joins it.
    Petal(Petal),
    /// Two disjoint walks to the free vertices `green_end` and `red_end`.
    Path { green_end: u32, red_end: u32 },
}

/// One of the two searches.
#[derive(Clone, Copy)]
struct Side {
    colour: u8,
    root: u32,
    tip: u32,
    /// The search never backs off this vertex: it is its root, or a contested vertex it took.
    barrier: u32,
}

impl Phase {
    /// Whether `w` is of no use to the current search (number `self.searches`): erased, or
    /// visited by an earlier search of this phase that did not make it a bud.
    fn is_dead(&self, w: u32) -> bool {
        let stamp = self.stamp[w as usize];
        self.erased[w as usize] || (stamp != 0 && stamp != self.searches)
    }

    fn visit(&mut self, w: u32, colour: u8, from: u32, via: u32) {
        self.stamp[w as usize] = self.searches;
        self.colour[w as usize] = colour;
        self.from[w as usize] = from;
        self.via[w as usize] = via;
        self.seen.push(w);
    }

    /// The next untried predecessor of `c`, if any.
    fn next_pred(&mut self, c: u32) -> Option<u32> {
        let k = self.cursor[c as usize];
        if k == self.pred_len[c as usize] {
            return None;
        }
        self.cursor[c as usize] = k + 1;
        self.scans += 1;
        Some(self.pred[(self.pred_start[c as usize] + k) as usize])
    }

    /// The double depth-first search from the bridge `a b` (`a` green, `b` red).
    pub(super) fn ddfs(&mut self, a: u32, b: u32) -> Outcome {
        let green_root = self.bud_star(a);
        let red_root = self.bud_star(b);
        self.searches += 1;
        if green_root == red_root || self.is_dead(green_root) || self.is_dead(red_root) {
            return Outcome::Empty;
        }
        self.seen.clear();
        self.visit(green_root, GREEN, NONE, NONE);
        self.visit(red_root, RED, NONE, NONE);
        let mut sides = [
            Side {
                colour: GREEN,
                root: green_root,
                tip: green_root,
                barrier: green_root,
            },
            Side {
                colour: RED,
                root: red_root,
                tip: red_root,
                barrier: red_root,
            },
        ];
        // The contested vertex, the arc by which each search entered (or tried to enter) it,
        // and whether its first holder has already given it up.
        let mut contested = NONE;
        let mut entered = [(NONE, NONE); 2];
        let mut given_up = false;
        loop {
            let green_level = self.min_level(sides[0].tip);
            let red_level = self.min_level(sides[1].tip);
            if green_level == 0 && red_level == 0 {
                return Outcome::Path {
                    green_end: sides[0].tip,
                    red_end: sides[1].tip,
                };
            }
            let x = usize::from(green_level < red_level);
            let y = 1 - x;
            let c = sides[x].tip;
            if let Some(q) = self.next_pred(c) {
                let w = self.bud_star(q);
                if self.is_dead(w) {
                    continue;
                }
                if self.down_via[c as usize] == NONE {
                    self.down_via[c as usize] = q;
                    self.down_to[c as usize] = w;
                }
                if self.stamp[w as usize] == 0 {
                    self.visit(w, sides[x].colour, c, q);
                    sides[x].tip = w;
                } else if w == sides[y].tip {
                    if contested != w {
                        contested = w;
                        given_up = false;
                        entered[y] = (self.from[w as usize], self.via[w as usize]);
                    }
                    entered[x] = (c, q);
                }
                continue;
            }
            if c != sides[x].barrier {
                sides[x].tip = self.from[c as usize];
                continue;
            }
            // `x` found no other way down.
            if contested == NONE || sides[y].tip != contested {
                self.irregular += 1;
                return Outcome::Empty;
            }
            if given_up || contested == sides[y].barrier {
                return Outcome::Petal(self.petal(a, b, &sides, contested, entered));
            }
            // `x` takes the contested vertex; `y` backs off it and looks for another way.
            given_up = true;
            let (from, via) = entered[x];
            self.colour[contested as usize] = sides[x].colour;
            self.from[contested as usize] = from;
            self.via[contested as usize] = via;
            sides[x].tip = contested;
            sides[x].barrier = contested;
            sides[y].tip = entered[y].0;
        }
    }

    /// Makes every vertex the last search visited, but the bud, a member of `petal` (found
    /// at `tenacity`): its max level, its place in the blossom's union–find, and the bridges
    /// its anomalies become. `O(1 + α(V))` per vertex visited.
    ///
    /// Only the bud is re-opened (stamp and colour cleared), so that later searches of the
    /// phase can enter it and go on down; its cursor stays: the search never moved from the bud
    /// and visited nothing else at or below its level (module documentation), so the cursor is
    /// still 0. If the search did either, which the argument excludes, it is counted irregular
    /// and what it visited down there stays closed: re-opening it could let later searches of
    /// the phase scan the same lists again and again.
    pub(super) fn form_petal(&mut self, petal: Petal, tenacity: u32) {
        let id = self.petals.len() as u32;
        self.petals.push(petal);
        self.petals_formed += 1;
        self.petals_by_bud.push(petal.bud, id);
        self.members.head.push(NONE);
        let bud = petal.bud as usize;
        let bud_level = self.min_level(petal.bud);
        self.stamp[bud] = 0;
        self.colour[bud] = 0;
        let mut irregular = self.cursor[bud] != 0;
        let seen = std::mem::take(&mut self.seen);
        for &x in &seen {
            if x == petal.bud {
                continue;
            }
            if self.min_level(x) <= bud_level {
                irregular = true;
                continue;
            }
            self.petal_of[x as usize] = id;
            self.members.push(id, x);
            self.join_blossom(x, petal.bud);
            let max_level = tenacity - self.min_level(x);
            self.add_level(max_level, x);
            if max_level.is_multiple_of(2) {
                self.even[x as usize] = max_level;
                while let Some(w) = self.anomalies.pop(x) {
                    let tenacity = max_level + self.even[w as usize] + 1;
                    self.add_bridge(tenacity, x, w);
                }
            } else {
                self.odd[x as usize] = max_level;
            }
        }
        self.seen = seen;
        self.irregular += u64::from(irregular);
    }

    fn petal(
        &self,
        a: u32,
        b: u32,
        sides: &[Side; 2],
        bud: u32,
        entered: [(u32, u32); 2],
    ) -> Petal {
        Petal {
            green: a,
            red: b,
            green_root: sides[0].root,
            red_root: sides[1].root,
            bud,
            bud_green_from: entered[0].0,
            bud_green_via: entered[0].1,
            bud_red_from: entered[1].0,
            bud_red_via: entered[1].1,
        }
    }
}
