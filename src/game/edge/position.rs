//! A game of edge geography in progress: the used edges are gone, and the engine answers for
//! the position reached.

use super::{EdgeAnalysis, NotBipartite};
use crate::game::brute_edge;
use crate::graph::{BipartiteGraph, Graph, TwoColouring, two_colouring};

/// A move that is not legal: no unused edge joins the token's vertex to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no unused edge from {from} to {to} (ids from 0)")]
pub struct IllegalEdgeMove {
    /// The token's vertex.
    pub from: u32,
    /// The vertex asked for.
    pub to: u32,
}

/// A position of the edge game: the graph's edges, which are used, and the token.
///
/// Each answer ([`EdgePosition::best_move`], [`EdgePosition::mover_wins`]) rebuilds the
/// graph of unused edges and runs one elimination ([`EdgeAnalysis::winning_move_from`]); on a
/// graph that is not bipartite (at most [`brute_edge::MAX_EDGES`] edges) the exhaustive
/// search answers. An update of the elimination after one deleted edge (a rank-one change of
/// the matrix) would be cheaper; the full elimination keeps the engine simple and is fast on
/// boards (a banded matrix).
#[derive(Clone, Debug)]
pub struct EdgePosition {
    vertices: usize,
    /// Every edge once, as `(u, v)`, parallel copies separately.
    edges: Vec<(u32, u32)>,
    /// `incident[v]`: the ids of the edges at `v`.
    incident: Vec<Vec<u32>>,
    used: Vec<bool>,
    /// The edges used, in order (for undo).
    history: Vec<u32>,
    token: u32,
    /// The sides of a bipartite graph; `None` for a small graph with an odd cycle.
    left: Option<Vec<bool>>,
}

impl EdgePosition {
    /// The start of a game on `g` with the token on `start`. `O(V + E)`.
    ///
    /// # Errors
    /// [`NotBipartite`] when `g` has an odd cycle and more than [`brute_edge::MAX_EDGES`]
    /// edges.
    ///
    /// ```
    /// use bigame::game::edge::EdgePosition;
    /// use bigame::graph::Graph;
    /// // A 4-cycle: the mover loses wherever the token starts; after one move the opponent
    /// // is on a path of three edges, from its end: a win.
    /// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
    /// let mut p = EdgePosition::new(&g, 0).unwrap();
    /// assert!(!p.mover_wins());
    /// p.play(1).unwrap();
    /// assert_eq!(p.best_move(), Some(2));
    /// assert!(p.play(0).is_err()); // that edge is used
    /// ```
    pub fn new(g: &Graph, start: u32) -> Result<EdgePosition, NotBipartite> {
        use crate::graph::Adjacency;
        let left = match two_colouring(g) {
            TwoColouring::Sides(left) => Some(left),
            TwoColouring::OddCycle(_) if g.edge_count() <= brute_edge::MAX_EDGES => None,
            TwoColouring::OddCycle(odd_cycle) => return Err(NotBipartite { odd_cycle }),
        };
        let edges: Vec<(u32, u32)> = g.edges().collect();
        let mut incident = vec![Vec::new(); g.vertex_count()];
        for (id, &(u, v)) in edges.iter().enumerate() {
            incident[u as usize].push(id as u32);
            incident[v as usize].push(id as u32);
        }
        Ok(EdgePosition {
            vertices: g.vertex_count(),
            used: vec![false; edges.len()],
            edges,
            incident,
            history: Vec::new(),
            token: start,
            left,
        })
    }

    /// The token's vertex. `O(1)`.
    pub fn token(&self) -> u32 {
        self.token
    }

    /// The edges used so far, in order, each as `(from, to)`. `O(moves)`.
    pub fn used_edges(&self) -> Vec<(u32, u32)> {
        let mut at = self.token;
        let mut path: Vec<(u32, u32)> = self
            .history
            .iter()
            .rev()
            .map(|&e| {
                let (u, v) = self.edges[e as usize];
                let from = if v == at { u } else { v };
                let step = (from, at);
                at = from;
                step
            })
            .collect();
        path.reverse();
        path
    }

    /// The vertices the token can move to (each once, however many unused edges lead
    /// there). `O(degree)`.
    pub fn legal_moves(&self) -> Vec<u32> {
        let mut moves: Vec<u32> = self.incident[self.token as usize]
            .iter()
            .filter(|&&e| !self.used[e as usize])
            .map(|&e| self.other_end(e))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        moves
    }

    /// The number of unused edges at `v` (parallel copies each). `O(degree)`.
    pub fn unused_degree(&self, v: u32) -> u32 {
        self.incident[v as usize]
            .iter()
            .filter(|&&e| !self.used[e as usize])
            .count() as u32
    }

    /// The number of vertex ids. `O(1)`.
    pub fn vertex_count(&self) -> usize {
        self.vertices
    }

    fn other_end(&self, e: u32) -> u32 {
        let (u, v) = self.edges[e as usize];
        if u == self.token { v } else { u }
    }

    /// Moves the token to `to` along an unused edge. `O(degree)`.
    ///
    /// # Errors
    /// [`IllegalEdgeMove`] if no unused edge leads there.
    pub fn play(&mut self, to: u32) -> Result<(), IllegalEdgeMove> {
        let edge = self.incident[self.token as usize]
            .iter()
            .copied()
            .find(|&e| !self.used[e as usize] && self.other_end(e) == to)
            .ok_or(IllegalEdgeMove {
                from: self.token,
                to,
            })?;
        self.used[edge as usize] = true;
        self.history.push(edge);
        self.token = to;
        Ok(())
    }

    /// Takes back the last move; `false` if there was none. `O(1)`.
    pub fn undo(&mut self) -> bool {
        let Some(edge) = self.history.pop() else {
            return false;
        };
        self.used[edge as usize] = false;
        self.token = self.other_end(edge);
        true
    }

    /// A winning move for the player to move, or `None` if every move loses (or there is
    /// none). `O(V + E)` plus one elimination ([`EdgeAnalysis::winning_move_from`]), or the
    /// exhaustive search on a small graph with an odd cycle.
    pub fn best_move(&self) -> Option<u32> {
        let rest: Vec<(u32, u32)> = (0..self.edges.len())
            .filter(|&e| !self.used[e])
            .map(|e| self.edges[e])
            .collect();
        let g = Graph::from_edges(self.vertices, &rest);
        match &self.left {
            Some(left) => {
                EdgeAnalysis::winning_move_from(&BipartiteGraph::new(&g, left.clone()), self.token)
            }
            None => brute_edge::solve(&g)[self.token as usize],
        }
    }

    /// Whether the player to move wins from here. As [`EdgePosition::best_move`].
    pub fn mover_wins(&self) -> bool {
        self.best_move().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Random games on random bipartite and general multigraphs: at every position the
    /// engine's verdict is the search's, and its move wins by the search.
    #[test]
    fn random_games_agree_with_the_search() {
        let mut rng = Rng::new(5);
        for round in 0..200 {
            let n = 2 + rng.below(7) as u32;
            let bipartite = round % 4 != 0;
            let edges: Vec<(u32, u32)> = (0..rng.below(15))
                .map(|_| {
                    let u = rng.below(n as u64) as u32;
                    let v = rng.below(n as u64) as u32;
                    if bipartite { (u & !1, v | 1) } else { (u, v) }
                })
                .filter(|&(u, v)| u != v && u < n && v < n)
                .collect();
            let g = Graph::from_edges(n as usize, &edges);
            let start = rng.below(n as u64) as u32;
            let mut p = EdgePosition::new(&g, start).unwrap();
            loop {
                let used = p.used_edges();
                let truth = brute_edge::wins_after(&g, &used, p.token());
                let best = p.best_move();
                assert_eq!(best.is_some(), truth, "round {round}, {used:?}");
                if let Some(to) = best {
                    let mut after = used.clone();
                    after.push((p.token(), to));
                    assert!(!brute_edge::wins_after(&g, &after, to), "round {round}");
                }
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let to = moves[rng.below(moves.len() as u64) as usize];
                p.play(to).unwrap();
                if rng.chance(10) {
                    assert!(p.undo());
                    p.play(to).unwrap();
                }
            }
            assert!(p.play(p.token()).is_err());
        }
    }
}
