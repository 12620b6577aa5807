//! Exact search over positions, for components with a vertex of more than 3 neighbours.
//!
//! The value of a position depends only on the token and the token's component of what is
//! left, so that pair (a 128-bit set over the component's own ids) is the memo's key, shared
//! by every start of the component. A position whose token some maximum matching of what is
//! left misses has value 0 (the matching theorem): the engine answers that with one
//! augmenting search, and the search goes no deeper there. The game tree is walked with an
//! explicit stack (no recursion), playing and taking back moves on one engine.

use super::GrundyError;
use crate::game::{GeneralRepair, Position};
use crate::graph::{Adjacency, Graph};
use crate::matching::{blossom, general_start};
use std::collections::HashMap;

/// One component's search: its graph in its own ids, the engine on it and the memo.
pub(super) struct Search {
    /// The component's ids in `g`, by local id.
    ids: Vec<u32>,
    /// Local id by id of `g` (`u32::MAX` outside the component).
    local: Vec<u32>,
    /// Each local vertex's neighbours as a set.
    near: Vec<u128>,
    position: Position<Graph, GeneralRepair>,
    memo: HashMap<(u32, u128), u32>,
    /// What a refusal names: a vertex of more than 3 neighbours and its count.
    wide: (u32, usize),
}

/// A position on the stack: its key, its moves, how many were tried and the values seen.
struct Frame {
    key: (u32, u128),
    moves: Vec<u32>,
    next: usize,
    seen: u128,
}

impl Search {
    /// The search of the component `component` of `g` (its vertices), which has a vertex
    /// `vertex` of `degree` distinct neighbours; refused above [`super::SEARCH_LIMIT`]
    /// vertices. `O(V + E)` for the component's graph plus one maximum matching of it.
    pub(super) fn new(
        g: &Graph,
        component: &[u32],
        vertex: u32,
        degree: usize,
    ) -> Result<Search, GrundyError> {
        if component.len() > super::SEARCH_LIMIT {
            return Err(GrundyError::TooLarge {
                start: component[0],
                vertices: component.len(),
                vertex,
                degree,
            });
        }
        let mut local = vec![u32::MAX; g.vertex_count()];
        for (i, &v) in component.iter().enumerate() {
            local[v as usize] = i as u32;
        }
        let mut edges = Vec::new();
        let mut near = vec![0u128; component.len()];
        for (i, &v) in component.iter().enumerate() {
            for &w in g.neighbors(v) {
                let j = local[w as usize];
                near[i] |= 1 << j;
                if (i as u32) < j {
                    edges.push((i as u32, j));
                }
            }
        }
        let sub = Graph::from_edges(component.len(), &edges);
        let matching = blossom(&sub, general_start(&sub));
        Ok(Search {
            ids: component.to_vec(),
            local,
            near,
            position: Position::general_with_matching(sub, 0, matching),
            memo: HashMap::new(),
            wide: (vertex, degree),
        })
    }

    /// The value of the start `start` (an id of `g` in the component). Exponential in the
    /// worst case: one augmenting search per position not yet remembered, and
    /// `O(component^2 / 128)` to find its key.
    pub(super) fn value(&mut self, start: u32) -> Result<u32, GrundyError> {
        let p = &mut self.position;
        p.restart_at(self.local[start as usize]);
        // The visited vertices other than the token, as a set of local ids.
        let mut gone = 0u128;
        let key = key_of(&self.near, gone, p.token());
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        if !p.mover_wins() {
            self.memo.insert(key, 0);
            return Ok(0);
        }
        let mut stack = vec![frame(p, key)];
        loop {
            let top = stack
                .last_mut()
                .expect("the stack holds the current position");
            if top.next < top.moves.len() {
                let m = top.moves[top.next];
                top.next += 1;
                gone |= 1 << p.token();
                p.play(m).expect("a legal move");
                let key = key_of(&self.near, gone, m);
                let known = match self.memo.get(&key) {
                    Some(&v) => Some(v),
                    None if !p.mover_wins() => {
                        self.memo.insert(key, 0);
                        Some(0)
                    }
                    None => None,
                };
                match known {
                    Some(v) => {
                        p.undo();
                        gone &= !(1 << p.token());
                        top.seen |= 1 << v;
                    }
                    None => {
                        if self.memo.len() >= super::SEARCH_BUDGET {
                            return Err(GrundyError::OverBudget {
                                start,
                                vertices: self.ids.len(),
                                vertex: self.wide.0,
                                degree: self.wide.1,
                            });
                        }
                        stack.push(frame(p, key));
                    }
                }
            } else {
                let value = top.seen.trailing_ones();
                self.memo.insert(top.key, value);
                stack.pop();
                match stack.last_mut() {
                    None => return Ok(value),
                    Some(parent) => {
                        p.undo();
                        gone &= !(1 << p.token());
                        parent.seen |= 1 << value;
                    }
                }
            }
        }
    }
}

/// A new stack frame for the engine's position, which has key `key`. `O(degree)`.
fn frame(p: &Position<Graph, GeneralRepair>, key: (u32, u128)) -> Frame {
    Frame {
        key,
        moves: super::distinct_neighbours(&p.legal_moves()),
        next: 0,
        seen: 0,
    }
}

/// The memo key of the token on `token` with the set `gone` visited: the token and its
/// component of what is left. `O(component^2 / 128)` by growing the set a ring at a time.
fn key_of(near: &[u128], gone: u128, token: u32) -> (u32, u128) {
    let mut reach = 1u128 << token;
    let mut frontier = reach;
    while frontier != 0 {
        let mut next = 0u128;
        let mut rest = frontier;
        while rest != 0 {
            let v = rest.trailing_zeros();
            rest &= rest - 1;
            next |= near[v as usize];
        }
        next &= !gone & !reach;
        reach |= next;
        frontier = next;
    }
    (token, reach)
}
