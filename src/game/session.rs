//! A game to play: whose turn it is, the best move, and taking moves back.

use super::engine::{BipartiteRepair, GeneralRepair, IllegalMove, Position, Repair};
use crate::graph::{Adjacency, Bipartite};

/// One of the two players. The first player makes the first move from the start vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player who moves first (in the board problems, the one who does not place the
    /// token).
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The other player. `O(1)`.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// A game in progress on a graph (or a board), built on [`Position`]: the same maximum
/// matching kept up to date with one augmenting search per move, plus the list of moves, whose
/// turn it is, a best move for either side, and undo.
///
/// Costs: [`Game::is_winning`], [`Game::best_move`], [`Game::play`] and [`Game::undo`] each run
/// at most one augmenting search (`O(V + E)` worst case on bipartite graphs, `O(E α(V))` on
/// general ones, usually far less); the rest is `O(1)` or `O(degree of the token)`.
///
/// ```
/// use bigame::game::{Game, Player};
/// use bigame::graph::Graph;
/// //  0 - 1 - 2 - 3 - 4      a path; the token starts in the middle
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
/// let mut game = Game::general(&g, 2);
/// assert_eq!(game.to_move(), Player::First);
/// assert!(!game.is_winning());            // 5 vertices: the middle can be left unmatched
/// let reply = game.best_move().unwrap();  // losing anyway: the rule picks a survivor
/// game.play(reply).unwrap();
/// assert_eq!(game.to_move(), Player::Second);
/// assert!(game.is_winning());
/// let w = game.best_move().unwrap();      // the winning move: to the far end
/// game.play(w).unwrap();
/// assert!(game.is_over());
/// assert_eq!(game.winner(), Some(Player::Second));
/// assert_eq!(game.history(), &[reply, w]);
/// assert_eq!(game.undo(), Some(w));
/// assert_eq!(game.history(), &[reply]);
/// ```
#[derive(Clone, Debug)]
pub struct Game<G, R = BipartiteRepair> {
    position: Position<G, R>,
    start: u32,
    moves: Vec<u32>,
}

impl<B: Bipartite> Game<B, BipartiteRepair> {
    /// A game on a bipartite graph or board, token on `start`. Cost: one maximum matching
    /// (see [`Position::new`]).
    ///
    /// # Panics
    /// If `start` is not a vertex id of `graph`.
    pub fn new(graph: B, start: u32) -> Self {
        Game::from_position(Position::new(graph, start))
    }
}

impl<A: Adjacency> Game<A, GeneralRepair> {
    /// A game on any graph (odd cycles allowed), token on `start`. Cost: one maximum matching
    /// by the blossom algorithm (see [`Position::general`]).
    ///
    /// # Panics
    /// If `start` is not a vertex id of `graph`.
    pub fn general(graph: A, start: u32) -> Self {
        Game::from_position(Position::general(graph, start))
    }
}

impl<G: Adjacency, R: Repair<G>> Game<G, R> {
    /// A game from a position at its start (no move played yet). `O(1)`.
    ///
    /// # Panics
    /// If moves have already been played in `position`.
    pub fn from_position(position: Position<G, R>) -> Self {
        assert!(
            position.trail().is_empty(),
            "the position is not at its start"
        );
        Game {
            start: position.token(),
            position,
            moves: Vec::new(),
        }
    }

    /// The position, for what this type does not wrap (the graph, the matching). `O(1)`.
    pub fn position(&self) -> &Position<G, R> {
        &self.position
    }

    /// The start vertex. `O(1)`.
    pub fn start(&self) -> u32 {
        self.start
    }

    /// The token's vertex. `O(1)`.
    pub fn token(&self) -> u32 {
        self.position.token()
    }

    /// The player to move. `O(1)`.
    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The legal moves: the unvisited neighbours of the token. `O(degree of the token)`.
    pub fn legal_moves(&self) -> Vec<u32> {
        self.position.legal_moves()
    }

    /// Whether the player to move wins with best play. At most one augmenting search.
    pub fn is_winning(&mut self) -> bool {
        self.position.mover_wins()
    }

    /// A move for the player to move: a winning move if there is one (the token's matching
    /// partner). Otherwise, since every move loses against best play, the move most likely to
    /// make a fallible opponent err: the legal move with the most unvisited neighbours (the
    /// opponent then has the most choices, and the game tends to last longest), the smallest
    /// id on ties. `None` when the game is over. At most one augmenting search, plus
    /// `O(sum of the degrees of the token's neighbours)`.
    pub fn best_move(&mut self) -> Option<u32> {
        if let Some(w) = self.position.winning_move() {
            return Some(w);
        }
        let position = &self.position;
        position
            .legal_moves()
            .into_iter()
            .max_by_key(|&v| (position.unvisited_degree(v), std::cmp::Reverse(v)))
    }

    /// Plays `v` for the player to move. An illegal move (not an unvisited neighbour of the
    /// token) is an error and changes nothing. At most one augmenting search.
    pub fn play(&mut self, v: u32) -> Result<(), IllegalMove> {
        self.position.play(v)?;
        self.moves.push(v);
        Ok(())
    }

    /// Takes the last move back and returns it, or `None` at the start. One augmenting search
    /// (see [`Position::undo`]).
    pub fn undo(&mut self) -> Option<u32> {
        let undone = self.position.undo()?;
        self.moves.pop();
        Some(undone)
    }

    /// The moves played so far (the vertices the token moved to), in order. `O(1)`.
    pub fn history(&self) -> &[u32] {
        &self.moves
    }

    /// Whether the player to move has no legal move. `O(degree of the token)`.
    pub fn is_over(&self) -> bool {
        self.position.legal_moves().is_empty()
    }

    /// The winner once the game is over (the player who made the last move), else `None`.
    /// `O(degree of the token)`.
    pub fn winner(&self) -> Option<Player> {
        self.is_over().then(|| self.to_move().other())
    }
}

/// A [`Game`] whatever its graph and engine, for front ends that learn the input at run time:
/// one `Box<dyn Play>` holds a game on a bipartite or general graph, or on a board with any
/// move set ([`crate::solve::game_on_graph`], [`crate::solve::game_on_board`]). Each method is
/// [`Game`]'s of the same name (and cost), plus two questions about the position.
pub trait Play {
    /// [`Game::start`].
    fn start(&self) -> u32;
    /// [`Game::token`].
    fn token(&self) -> u32;
    /// [`Game::to_move`].
    fn to_move(&self) -> Player;
    /// [`Game::legal_moves`].
    fn legal_moves(&self) -> Vec<u32>;
    /// [`Game::is_winning`].
    fn is_winning(&mut self) -> bool;
    /// [`Game::best_move`].
    fn best_move(&mut self) -> Option<u32>;
    /// [`Game::play`].
    fn play(&mut self, v: u32) -> Result<(), IllegalMove>;
    /// [`Game::undo`].
    fn undo(&mut self) -> Option<u32>;
    /// [`Game::history`].
    fn history(&self) -> &[u32];
    /// [`Game::is_over`].
    fn is_over(&self) -> bool;
    /// [`Game::winner`].
    fn winner(&self) -> Option<Player>;
    /// Whether the token has been on `v` ([`Position::is_visited`]). `O(1)`.
    fn is_visited(&self, v: u32) -> bool;
    /// The number of vertex ids of the graph. `O(1)`.
    fn vertex_count(&self) -> usize;
    /// The matching the engine keeps ([`Position::mates`]): a maximum matching of the
    /// unvisited vertices plus the token's, `NONE` for unmatched. `O(1)`.
    fn mates(&self) -> &[u32];
    /// The edges the token has travelled, in order, each as `(from, to)`: what the edge game
    /// forbids to use again and draws. Empty for the vertex game (its path is [`Play::start`]
    /// then [`Play::history`]). `O(moves)`.
    fn used_edges(&self) -> Vec<(u32, u32)> {
        Vec::new()
    }
}

impl<G: Adjacency, R: Repair<G>> Play for Game<G, R> {
    fn start(&self) -> u32 {
        Game::start(self)
    }
    fn token(&self) -> u32 {
        Game::token(self)
    }
    fn to_move(&self) -> Player {
        Game::to_move(self)
    }
    fn legal_moves(&self) -> Vec<u32> {
        Game::legal_moves(self)
    }
    fn is_winning(&mut self) -> bool {
        Game::is_winning(self)
    }
    fn best_move(&mut self) -> Option<u32> {
        Game::best_move(self)
    }
    fn play(&mut self, v: u32) -> Result<(), IllegalMove> {
        Game::play(self, v)
    }
    fn undo(&mut self) -> Option<u32> {
        Game::undo(self)
    }
    fn history(&self) -> &[u32] {
        Game::history(self)
    }
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }
    fn winner(&self) -> Option<Player> {
        Game::winner(self)
    }
    fn is_visited(&self, v: u32) -> bool {
        self.position.is_visited(v)
    }
    fn vertex_count(&self) -> usize {
        self.position.graph().vertex_count()
    }
    fn mates(&self) -> &[u32] {
        self.position.mates()
    }
}
