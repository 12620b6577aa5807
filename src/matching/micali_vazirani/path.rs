//! Augmenting paths through blossoms: rebuilt from the arcs the double depth-first searches
//! recorded, checked, flipped, and erased.
//!
//! A walk down from a vertex `v` inside a petal to the petal's bud goes one of two ways. If
//! `v` leaves by the parity of its *min* level, it follows the predecessor arc its search
//! recorded (`down_via`), through inner blossoms, to another vertex of the petal, and so on to
//! the bud. If it leaves by its *max* level, it climbs back up the search tree of its own
//! colour to its end of the petal's bridge, crosses the bridge, and walks down the other
//! colour's tree to the bud. Either way every vertex written is on the path, so a path of
//! length `L` costs `O(L)` (plus the union–find). Walks are tasks on an explicit stack.

use super::Phase;
use super::ddfs::GREEN;
use crate::graph::NONE;

/// One step of writing a path.
#[derive(Clone, Copy, Debug)]
enum Task {
    /// Writes one vertex.
    Emit(u32),
    /// Writes an alternating walk from `v` down to `target` (excluded), `v` leaving by its
    /// matching edge when `matched` is set and by a non-matching edge otherwise.
    Down { v: u32, matched: bool, target: u32 },
    /// Writes the walk from `v` down to the bud of petal `petal` (excluded) along recorded
    /// predecessor arcs.
    Min { v: u32, petal: u32 },
    /// Writes the walk from `v` over its petal's bridge to the bud (excluded).
    Max { v: u32, petal: u32 },
    /// Writes the search-tree walk from `top` down to `bottom` (excluded).
    Tree { bottom: u32, top: u32 },
    /// Reverses what was written from this position on.
    Reverse(usize),
}

impl Phase {
    /// Builds the augmenting path of the search that ended at the free vertices `green_end`
    /// and `red_end` from the bridge `a b`, checks it, flips it and erases its vertices.
    /// Returns false (and changes nothing) if the recorded arcs do not make an augmenting path,
    /// which the algorithm's invariants exclude.
    pub(super) fn augment(&mut self, a: u32, b: u32, green_end: u32, red_end: u32) -> bool {
        let green_root = self.bud_star(a);
        let red_root = self.bud_star(b);
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let tasks = [
            Task::Emit(red_end),
            Task::Tree {
                bottom: red_end,
                top: red_root,
            },
            Task::Down {
                v: b,
                matched: self.mate[b as usize] != a,
                target: red_root,
            },
            Task::Reverse(0),
            Task::Emit(green_end),
            Task::Tree {
                bottom: green_end,
                top: green_root,
            },
            Task::Down {
                v: a,
                matched: self.mate[a as usize] != b,
                target: green_root,
            },
        ];
        let ok = self.write_path(&tasks, &mut path) && self.is_augmenting(&path);
        if ok {
            for pair in path.chunks_exact(2) {
                self.mate[pair[0] as usize] = pair[1];
                self.mate[pair[1] as usize] = pair[0];
            }
            self.erase(&path);
        }
        self.path = path;
        ok
    }

    /// Runs `tasks` (the last first) and what they spawn, writing to `out`. False if a
    /// recorded arc is missing or the walk runs longer than any path can.
    fn write_path(&mut self, tasks: &[Task], out: &mut Vec<u32>) -> bool {
        let mut stack: Vec<Task> = tasks.to_vec();
        let limit = 8 * self.n as u64 + 64;
        let mut steps = 0u64;
        while let Some(task) = stack.pop() {
            steps += 1;
            if steps > limit || out.len() > self.n {
                return false;
            }
            match task {
                Task::Emit(v) => out.push(v),
                Task::Reverse(start) => out[start..].reverse(),
                Task::Down { v, matched, target } => {
                    if v == target {
                        continue;
                    }
                    let petal = self.petal_of[v as usize];
                    if petal == NONE {
                        return false;
                    }
                    let bud = self.petals[petal as usize].bud;
                    let (even, odd) = (self.even[v as usize], self.odd[v as usize]);
                    let min_side = if matched { even < odd } else { odd < even };
                    stack.push(Task::Down {
                        v: bud,
                        matched: true,
                        target,
                    });
                    stack.push(if min_side {
                        Task::Min { v, petal }
                    } else {
                        Task::Max { v, petal }
                    });
                }
                Task::Min { v, petal } => {
                    if v == self.petals[petal as usize].bud {
                        continue;
                    }
                    let (q, z) = (self.down_via[v as usize], self.down_to[v as usize]);
                    if self.petal_of[v as usize] != petal || q == NONE {
                        return false;
                    }
                    out.push(v);
                    stack.push(Task::Min { v: z, petal });
                    stack.push(Task::Down {
                        v: q,
                        matched: self.mate[q as usize] != v,
                        target: z,
                    });
                }
                Task::Max { v, petal } => {
                    let p = self.petals[petal as usize];
                    let green = self.colour[v as usize] == GREEN;
                    // Up from `v` to its own end of the bridge (the reverse of the walk down),
                    // across, and down the other side to the bud.
                    let (own_end, own_root, other_end, other_root, into_bud) = if green {
                        let into = (p.bud_red_from, p.bud_red_via);
                        (p.green, p.green_root, p.red, p.red_root, into)
                    } else {
                        let into = (p.bud_green_from, p.bud_green_via);
                        (p.red, p.red_root, p.green, p.green_root, into)
                    };
                    if into_bud.0 != NONE {
                        stack.push(Task::Down {
                            v: into_bud.1,
                            matched: self.mate[into_bud.1 as usize] != into_bud.0,
                            target: p.bud,
                        });
                        stack.push(Task::Emit(into_bud.0));
                        stack.push(Task::Tree {
                            bottom: into_bud.0,
                            top: other_root,
                        });
                    }
                    stack.push(Task::Down {
                        v: other_end,
                        matched: self.mate[other_end as usize] != own_end,
                        target: other_root,
                    });
                    stack.push(Task::Reverse(out.len()));
                    stack.push(Task::Emit(v));
                    stack.push(Task::Tree {
                        bottom: v,
                        top: own_root,
                    });
                    stack.push(Task::Down {
                        v: own_end,
                        matched: self.mate[own_end as usize] != other_end,
                        target: own_root,
                    });
                }
                Task::Tree { bottom, top } => {
                    let mut x = bottom;
                    while x != top {
                        let (y, q) = (self.from[x as usize], self.via[x as usize]);
                        if y == NONE || stack.len() as u64 > limit {
                            return false;
                        }
                        stack.push(Task::Down {
                            v: q,
                            matched: self.mate[q as usize] != y,
                            target: x,
                        });
                        stack.push(Task::Emit(y));
                        x = y;
                    }
                }
            }
        }
        true
    }

    /// Whether `path` is an augmenting path: distinct vertices, free ends, and every second
    /// edge (from the second on) a matching edge.
    fn is_augmenting(&mut self, path: &[u32]) -> bool {
        if path.len() < 2 || !path.len().is_multiple_of(2) {
            return false;
        }
        let (first, last) = (path[0], path[path.len() - 1]);
        if self.mate[first as usize] != NONE || self.mate[last as usize] != NONE {
            return false;
        }
        if path
            .windows(2)
            .skip(1)
            .step_by(2)
            .any(|e| self.mate[e[0] as usize] != e[1])
        {
            return false;
        }
        self.paths_checked += 1;
        let mark = self.paths_checked;
        let mut distinct = true;
        for &v in path {
            if self.on_path[v as usize] == mark {
                distinct = false;
            }
            self.on_path[v as usize] = mark;
        }
        distinct
    }
}
