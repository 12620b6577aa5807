//! Unfolding: the matching of the original graph from the matching of the folded one.

use super::Folding;
use crate::graph::{Adjacency, NONE};

impl<A: Adjacency> Folding<'_, A> {
    /// The matching of the original graph: the matches made on the folded graph, plus one
    /// edge per fold, chosen from the last fold to the first. `O(V)`.
    pub(super) fn unfold(mut self) -> Vec<u32> {
        let n = self.n as u32;
        let f = self.folds.len();
        // Per fold: the original vertex of it matched outside it, if any.
        let mut endpoint = vec![NONE; f];
        let mut resolved = vec![false; f];
        for a in 0..n {
            if self.mate[a as usize] != NONE {
                let root = self.find(a);
                let top = self.node[root as usize];
                if top >= n {
                    endpoint[(top - n) as usize] = a;
                }
            }
        }
        let mut path = Vec::new();
        for i in (0..f).rev() {
            if resolved[i] {
                continue;
            }
            let x = n + i as u32;
            let e = endpoint[i];
            path.clear();
            if e != NONE {
                let mut y = e;
                while y != x {
                    path.push(y);
                    y = self.tree_parent[y as usize];
                }
            }
            // From the top down: each fold on the way, and the part below it on the way.
            let mut node = x;
            let mut below = path.pop();
            loop {
                let k = (node - n) as usize;
                let fold = self.folds[k];
                resolved[k] = true;
                let [u, v, w] = fold.parts;
                let (edge, freed) = if below == Some(u) {
                    (fold.vw, w)
                } else {
                    debug_assert!(below != Some(v), "a fold's middle has no outside edges");
                    (fold.vu, u)
                };
                self.mate[edge[0] as usize] = edge[1];
                self.mate[edge[1] as usize] = edge[0];
                for (part, end) in [(v, edge[0]), (freed, edge[1])] {
                    if part >= n {
                        endpoint[(part - n) as usize] = end;
                    }
                }
                match below {
                    Some(b) if b >= n => {
                        node = b;
                        below = path.pop();
                    }
                    _ => break,
                }
            }
        }
        self.mate
    }
}
