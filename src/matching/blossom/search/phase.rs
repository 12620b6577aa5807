//! Phases of [`BlossomSearch`]: one alternating forest from every free vertex at once.

use super::{BlossomSearch, EVEN, NONE, ODD, UNLABELLED};
use crate::graph::Adjacency;

impl BlossomSearch {
    /// One *phase*: grows a single alternating forest from all the free vertices `roots` at
    /// once (breadth-first, blossoms contracted as in [`BlossomSearch::search`]), and each time
    /// two trees meet, flips the augmenting path through them and drops both trees for the rest
    /// of the phase. The paths found are vertex-disjoint; returns how many. Every vertex is
    /// scanned at most once, so a phase costs `O(E α(V))` however many paths it finds, plus
    /// its walks (contractions go vertex by vertex: `O(V)` each, counted as work): on
    /// graphs where augmenting paths are long (grids, mazes) this beats one search per free
    /// vertex, each of which may cross the whole graph. It stops once a path has been found
    /// and fewer than two trees live (the last could meet no other). When it returns 0 (and
    /// did not pass the work limit) its forest is complete. Must start from a cleared state
    /// and be [cleared](BlossomSearch::clear) (or, after 0, retired) after.
    pub fn phase<A: Adjacency>(&mut self, g: &A, mate: &mut [u32], roots: &[u32]) -> usize {
        debug_assert!(self.touched.is_empty(), "a phase from a cleared state");
        self.queue.clear();
        for &r in roots {
            debug_assert_eq!(mate[r as usize], NONE, "roots are free");
            self.label_vertex(r, EVEN);
            self.tree[r as usize] = r;
            self.queue.push(r);
        }
        let mut found = 0;
        // Trees not dead yet. Once a path has been found and fewer than two are left, the
        // last can meet no other tree (every free vertex with an edge is a root), so growing
        // it would only cost work; it is grown to its end only when no tree died, for a
        // complete forest.
        let mut live = roots.len();
        let mut head = 0;
        while let Some(&x) = self.queue.get(head) {
            head += 1;
            if self.over_work_limit() || (found > 0 && live < 2) {
                break;
            }
            let tx = self.tree[x as usize];
            // Dead, or adopted as odd by another tree since it was queued.
            if self.dead[tx as usize] || self.node[x as usize].label() != EVEN {
                continue;
            }
            let mut bx = self.find(x);
            let slots = g.slot_count(x);
            self.scanned += u64::from(slots);
            for slot in 0..slots {
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                // A vertex of a dead tree is free for the taking: its tree is gone from
                // the phase, and it is matched (the augmentation matched the tree's root).
                let label = match self.node[y as usize].label() {
                    EVEN | ODD if self.dead[self.tree[y as usize] as usize] => UNLABELLED,
                    // Unlabelled, live, or retired (absent for good).
                    label => label,
                };
                match label {
                    UNLABELLED => {
                        let z = mate[y as usize];
                        if z == NONE {
                            // Free but no root: not expected (every free vertex with an edge
                            // is a root), but an augmenting path all the same.
                            self.flip_to_root(x, mate);
                            mate[x as usize] = y;
                            mate[y as usize] = x;
                            self.dead[tx as usize] = true;
                            found += 1;
                            live -= 1;
                            break;
                        }
                        self.adopt(y, ODD, tx);
                        self.node[y as usize].parent = x;
                        self.adopt(z, EVEN, tx);
                        self.queue.push(z);
                    }
                    EVEN => {
                        let ty = self.tree[y as usize];
                        let by = self.find(y);
                        if bx == by {
                            continue;
                        }
                        if ty != tx {
                            self.flip_to_root(x, mate);
                            self.flip_to_root(y, mate);
                            mate[x as usize] = y;
                            mate[y as usize] = x;
                            self.dead[tx as usize] = true;
                            self.dead[ty as usize] = true;
                            found += 1;
                            live = live.saturating_sub(2);
                            break;
                        }
                        let lca = self.common_base(bx, by, mate);
                        debug_assert_ne!(lca, NONE, "one tree, one common base");
                        self.contract(x, y, lca, mate);
                        self.contract(y, x, lca, mate);
                        bx = self.find(x);
                        if self.over_work_limit() {
                            return found;
                        }
                    }
                    // An even-odd edge: nothing new.
                    _ => {}
                }
            }
        }
        found
    }

    /// Labels `v` as a lone vertex (no blossom) of the tree rooted at `root`, in a phase,
    /// whether it was unlabelled or in a dead tree. `O(1)`.
    fn adopt(&mut self, v: u32, label: u32, root: u32) {
        self.label_vertex(v, label);
        self.node[v as usize].make_lone(v);
        self.tree[v as usize] = root;
    }
}
