//! The double depth-first search of Micali and Vazirani: from the two ends of a bridge, two
//! searches (green and red) walk down the predecessor arcs, jumping over blossoms to their
//! buds, and look for two disjoint walks to two different free vertices.
//!
//! The search whose current vertex (its *tip*) is higher moves (green on ties), so the two
//! stay level with each other. When one reaches the other's tip, that vertex is contested:
//! the newcomer first looks for another way down (without backing off above its *barrier*);
//! if it finds none it takes the vertex, and the other backs off it and looks for another way.
//! If neither finds one, the contested vertex is the *bottleneck*: the bud of a new petal made
//! of every vertex the two searches visited. Each vertex is visited at most once per phase
//! (afterwards it is in a petal or erased), so all searches of a phase cost `O(E α(V))`.

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
