//! A game of edge geography to play: [`EdgePosition`] plus the moves, whose turn it is and
//! undo, behind the same [`Play`] trait as the vertex game, so one front end plays both.

use super::{EdgeError, EdgePosition};
use crate::board::{Board, MoveSet, Moves};
use crate::game::{IllegalMove, Play, Player};
use crate::graph::{Adjacency, Graph};

/// An edge-geography game in progress (see [`EdgePosition`] for the engine and its costs).
///
/// ```
/// use bigame::game::{Play, Player};
/// use bigame::game::edge::EdgeGame;
/// use bigame::graph::Graph;
/// // A path 0 - 1 - 2 from its middle: the mover wins by moving to either end.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut game = EdgeGame::new(&g, 1).unwrap();
/// assert!(game.is_winning());
/// let w = game.best_move().unwrap();
/// game.play(w).unwrap();
/// // From an end the only edge is the one just used: the opponent is stuck.
/// assert!(game.is_over());
/// assert_eq!(game.winner(), Some(Player::First));
/// assert_eq!(game.used_edges(), [(1, w)]);
/// ```
#[derive(Clone, Debug)]
pub struct EdgeGame {
    position: EdgePosition,
    start: u32,
    moves: Vec<u32>,
}

impl EdgeGame {
    /// A game on `g` with the token on `start`. Cost: [`EdgePosition::new`].
    ///
    /// # Errors
    /// [`EdgeError`] as for [`EdgePosition::new`].
    pub fn new(g: &Graph, start: u32) -> Result<EdgeGame, EdgeError> {
        Ok(EdgeGame {
            position: EdgePosition::new(g, start)?,
            start,
            moves: Vec::new(),
        })
    }

    /// A game on the free cells of `board` with its move set, vertex ids those of the board,
    /// token on the free cell `start`. `O(rows cols)` plus [`EdgePosition::new`].
    ///
    /// # Errors
    /// [`EdgeError`] as for [`EdgePosition::new`] (king moves on a board with more than
    /// [`crate::game::brute_edge::MAX_EDGES`] passages, its odd cycle named by cells).
    pub fn on_board<M: MoveSet>(board: &Board<M>, start: u32) -> Result<EdgeGame, EdgeError> {
        Self::new(&board_graph(board), start).map_err(|e| e.on_cells(|v| board_cell(board, v)))
    }

    /// The position, for what this type does not wrap. `O(1)`.
    pub fn position(&self) -> &EdgePosition {
        &self.position
    }
}

/// The graph of `board`'s passages on the board's own vertex ids (blocked cells isolated).
/// `O(rows cols)`.
pub fn board_graph<M: MoveSet>(board: &Board<M>) -> Graph {
    on_board_ids(board.to_graph(), board.vertex_count())
}

/// The cell of a board vertex id that is a cell (as an odd cycle's vertices are). `O(1)`.
pub(crate) fn board_cell<M: MoveSet>(board: &Board<M>, v: u32) -> (u32, u32) {
    board.cell(v).expect("a vertex with a passage is a cell")
}

/// [`board_graph`] with the move set `moves` chosen at run time. `O(rows cols)`.
pub fn board_graph_with(board: &Board, moves: Moves) -> Graph {
    on_board_ids(board.to_graph_with(moves), board.vertex_count())
}

/// The graph `g` of a board's free cells moved to the board's `vertex_count` ids (`ids[v]`
/// for `g`'s vertex `v`). `O(V + E)`.
fn on_board_ids((g, ids): (Graph, Vec<u32>), vertex_count: usize) -> Graph {
    let edges: Vec<(u32, u32)> = g
        .edges()
        .map(|(u, v)| (ids[u as usize], ids[v as usize]))
        .collect();
    Graph::from_edges(vertex_count, &edges)
}

impl Play for EdgeGame {
    fn start(&self) -> u32 {
        self.start
    }
    fn token(&self) -> u32 {
        self.position.token()
    }
    fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }
    fn legal_moves(&self) -> Vec<u32> {
        self.position.legal_moves()
    }
    fn is_winning(&mut self) -> bool {
        self.position.mover_wins()
    }
    /// A winning move if there is one; otherwise (every move loses against best play) the
    /// legal move leaving the opponent the most unused edges, the smallest id on ties.
    fn best_move(&mut self) -> Option<u32> {
        if let Some(w) = self.position.best_move() {
            return Some(w);
        }
        let p = &self.position;
        let token = p.token();
        p.legal_moves().into_iter().max_by_key(|&v| {
            // The edge travelled to v is used afterwards: one fewer from there.
            let mut left = p.unused_degree(v);
            left -= u32::from(left > 0 && v != token);
            (left, std::cmp::Reverse(v))
        })
    }
    fn play(&mut self, v: u32) -> Result<(), IllegalMove> {
        let token = self.position.token();
        self.position
            .play(v)
            .map_err(|_| IllegalMove { token, to: v })?;
        self.moves.push(v);
        Ok(())
    }
    fn undo(&mut self) -> Option<u32> {
        let undone = self.moves.pop()?;
        self.position.undo();
        Some(undone)
    }
    fn history(&self) -> &[u32] {
        &self.moves
    }
    fn is_over(&self) -> bool {
        self.position.legal_moves().is_empty()
    }
    fn winner(&self) -> Option<Player> {
        self.is_over().then(|| self.to_move().other())
    }
    /// Whether the token has been on `v` (it may come back in this game). `O(moves)`.
    fn is_visited(&self, v: u32) -> bool {
        v == self.start || self.moves.contains(&v)
    }
    fn vertex_count(&self) -> usize {
        self.position.vertex_count()
    }
    /// Empty: the edge game keeps no matching.
    fn mates(&self) -> &[u32] {
        &[]
    }
    fn used_edges(&self) -> Vec<(u32, u32)> {
        self.position.used_edges()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute_edge;

    /// On a 3x3 board with one blocked cell, every start, a whole game where each side plays
    /// the engine's move: the winner is the side the search says wins from the start, and
    /// every move is along a passage of the board.
    #[test]
    fn engine_games_on_a_board_end_as_the_search_says() {
        let board = Board::from_fn(3, 3, |r, c| (r, c) != (1, 1));
        let g = board_graph(&board);
        let starts: Vec<u32> = board.free_cells().map(|(_, _, v)| v).collect();
        assert_eq!(starts.len(), 8);
        for start in starts {
            let mut game = EdgeGame::on_board(&board, start).unwrap();
            let wins = brute_edge::wins_after(&g, &[], start);
            assert_eq!(game.is_winning(), wins);
            while let Some(v) = game.best_move() {
                assert!(game.legal_moves().contains(&v));
                game.play(v).unwrap();
            }
            let expected = if wins { Player::First } else { Player::Second };
            assert_eq!(game.winner(), Some(expected), "start {start}");
            assert_eq!(game.used_edges().len(), game.history().len());
            while game.undo().is_some() {}
            assert_eq!(game.token(), start);
            assert!(game.used_edges().is_empty());
        }
    }
}
