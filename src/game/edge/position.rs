//! A game of edge geography in progress: the used edges are gone, and the engine answers for
//! the position reached.

use super::gf2::{Dynamic, Eliminated};
use super::{EdgeError, OddCycle};
use crate::game::brute_edge;
use crate::graph::{Adjacency, Graph, TwoColouring, two_colouring};

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
/// On a bipartite graph the position keeps the eliminations of the biadjacency matrix `A`
/// (rows `L`) and of `Aᵀ` (rows `R`), both sides' vertices, and updates both after each move
/// or undo, which toggles one entry ([`Dynamic::toggle`], `O(n (n + m) / 64)` word operations
/// for sides of `n` and `m` vertices, instead of a new elimination's `O(n² (n + m) / 64)`).
/// Memory: about `(|L| + |R|)² / 4` bytes (16 MB for a 60 × 60 board), `L` and `R` the
/// sides' vertices that have an edge. On a graph that is not
/// bipartite (at most [`brute_edge::MAX_EDGES`] edges) the exhaustive search answers.
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
    /// The eliminations of a bipartite graph; `None` for a small graph with an odd cycle.
    engine: Option<Engine>,
}

/// The two eliminations of a bipartite game: `by_left` has a row per vertex of `L` and a
/// column per vertex of `R` (it answers for a token on `R`), `by_right` the transpose.
#[derive(Clone, Debug)]
struct Engine {
    left: Vec<bool>,
    /// Each vertex's row or column number on its side.
    index: Vec<u32>,
    by_left: Dynamic,
    by_right: Dynamic,
}

impl Engine {
    /// Both eliminations of `g` with the sides `left`, on the vertices with an edge (the
    /// others have no row or column). `O(n m (n + m) / 64)` at worst.
    fn new(g: &Graph, left: Vec<bool>) -> Engine {
        let mut index = vec![0; g.vertex_count()];
        let (mut l, mut r) = (Vec::new(), Vec::new());
        for v in (0..g.vertex_count() as u32).filter(|&v| g.degree(v) > 0) {
            let side = if left[v as usize] { &mut l } else { &mut r };
            index[v as usize] = side.len() as u32;
            side.push(v);
        }
        let eliminate = |rows: &[u32], cols: usize| {
            Dynamic::new(Eliminated::new(rows.len(), cols, |i, toggle| {
                g.for_each_neighbor(rows[i], |w| toggle(index[w as usize]))
            }))
        };
        Engine {
            by_left: eliminate(&l, r.len()),
            by_right: eliminate(&r, l.len()),
            left,
            index,
        }
    }

    /// One edge `(u, v)` used or given back: one entry of `A` toggled.
    fn toggle(&mut self, u: u32, v: u32) {
        let (a, b) = if self.left[u as usize] {
            (u, v)
        } else {
            (v, u)
        };
        let (ia, ib) = (self.index[a as usize], self.index[b as usize]);
        self.by_left.toggle(ia, ib);
        self.by_right.toggle(ib, ia);
    }
}

impl EdgePosition {
    /// The start of a game on `g` with the token on `start`. `O(V + E)` plus the two
    /// eliminations of a bipartite graph (see the type).
    ///
    /// # Errors
    /// [`EdgeError::OddCycle`] when `g` has an odd cycle and more than
    /// [`brute_edge::MAX_EDGES`] edges; [`EdgeError::TooBig`] when more than
    /// [`super::MAX_ELIMINATION_VERTICES`] vertices have an edge (checked before the
    /// eliminations allocate).
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
    pub fn new(g: &Graph, start: u32) -> Result<EdgePosition, EdgeError> {
        let with_edges = (0..g.vertex_count() as u32).filter(|&v| g.degree(v) > 0);
        EdgeError::check_size(with_edges.count())?;
        let engine = match two_colouring(g) {
            TwoColouring::Sides(left) => Some(Engine::new(g, left)),
            TwoColouring::OddCycle(_) if g.edge_count() <= brute_edge::MAX_EDGES => None,
            TwoColouring::OddCycle(cycle) => {
                return Err(EdgeError::OddCycle {
                    cycle: OddCycle::Vertices(cycle),
                    edges: g.edge_count(),
                });
            }
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
            engine,
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
        if let Some(engine) = &mut self.engine {
            engine.toggle(self.token, to);
        }
        self.token = to;
        Ok(())
    }

    /// Takes back the last move; `false` if there was none. `O(1)`.
    pub fn undo(&mut self) -> bool {
        let Some(edge) = self.history.pop() else {
            return false;
        };
        self.used[edge as usize] = false;
        let (u, v) = self.edges[edge as usize];
        if let Some(engine) = &mut self.engine {
            engine.toggle(u, v);
        }
        self.token = self.other_end(edge);
        true
    }

    /// A winning move for the player to move, or `None` if every move loses (or there is
    /// none): the token's unit column in the kept elimination (see the type), then an unused
    /// edge into its tracker, `O((|L| + |R|) / 64 + degree)`; or the exhaustive search on a
    /// small graph with an odd cycle.
    pub fn best_move(&self) -> Option<u32> {
        let t = self.token;
        if self.incident[t as usize].is_empty() {
            // No edge at all (a start with none): no move, and no row or column either.
            return None;
        }
        let Some(engine) = &self.engine else {
            let rest: Vec<(u32, u32)> = (0..self.edges.len())
                .filter(|&e| !self.used[e])
                .map(|e| self.edges[e])
                .collect();
            return brute_edge::solve(&Graph::from_edges(self.vertices, &rest))[t as usize];
        };
        // Rows on the other side, columns on the token's: e_t must be a sum of rows.
        let d = if engine.left[t as usize] {
            &engine.by_right
        } else {
            &engine.by_left
        };
        let r = d.unit_row(engine.index[t as usize])?;
        // Any neighbour in the tracker wins: the tracker is then a kernel vector holding it.
        self.incident[t as usize]
            .iter()
            .filter(|&&e| !self.used[e as usize])
            .map(|&e| self.other_end(e))
            .find(|&k| d.tracker_has(r, engine.index[k as usize] as usize))
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

    /// Long random games on boards and random bipartite multigraphs too big for the search:
    /// at every position the kept elimination's verdict is that of a full elimination of the
    /// unused edges ([`super::EdgeAnalysis::winning_move_from`]), through moves and undos.
    #[test]
    fn long_games_agree_with_a_full_elimination() {
        use crate::board::Board;
        use crate::graph::BipartiteGraph;
        let mut rng = Rng::new(41);
        let mut positions = 0;
        for round in 0..12 {
            let g = if round % 2 == 0 {
                let board = Board::from_fn(5 + round % 4, 6, |_, _| rng.chance(85));
                super::super::board_graph(&board)
            } else {
                let n = 30 + rng.below(20) as u32;
                let edges: Vec<(u32, u32)> = (0..3 * n)
                    .map(|_| {
                        (
                            rng.below(n as u64) as u32 & !1,
                            rng.below(n as u64) as u32 | 1,
                        )
                    })
                    .filter(|&(_, v)| v < n)
                    .collect();
                Graph::from_edges(n as usize, &edges)
            };
            let TwoColouring::Sides(left) = two_colouring(&g) else {
                unreachable!("bipartite by construction")
            };
            let Some(start) = (0..g.vertex_count() as u32).find(|&v| g.degree(v) > 0) else {
                continue;
            };
            let mut p = EdgePosition::new(&g, start).unwrap();
            for ply in 0..200 {
                let rest: Vec<(u32, u32)> = (0..p.edges.len())
                    .filter(|&e| !p.used[e])
                    .map(|e| p.edges[e])
                    .collect();
                let rest = Graph::from_edges(g.vertex_count(), &rest);
                let full = super::super::EdgeAnalysis::winning_move_from(
                    &BipartiteGraph::new(&rest, left.clone()),
                    p.token(),
                )
                .unwrap();
                assert_eq!(
                    p.best_move().is_some(),
                    full.is_some(),
                    "round {round}, ply {ply}"
                );
                positions += 1;
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                if rng.chance(15) && p.undo() {
                    continue;
                }
                p.play(moves[rng.below(moves.len() as u64) as usize])
                    .unwrap();
            }
        }
        assert!(positions > 300, "only {positions} positions");
    }
}
