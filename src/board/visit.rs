//! The one place where a move set chosen at run time ([`Moves`]) becomes a board type
//! (`Board<Rook>`, `Board<Knight>`, `Board<King>`): [`Board::visit_moves`] and
//! [`Board::into_visit_moves`] call a [`MovesVisitor`] with the board typed by its moves, so
//! every front end gets the monomorphised neighbour loops without writing the `match` itself.
//! A visitor that does the same for every move set implements [`AnyMovesVisitor`] instead.

use super::{BipartiteMoves, Board, King, Knight, MoveSet, Moves};
use crate::graph::Graph;
use std::borrow::Cow;

/// What to do with a board once its run-time move set is a type: [`bipartite`] for rook and
/// knight moves (the board implements [`Bipartite`](crate::graph::Bipartite)), [`king`] for
/// king moves (odd cycles). The board comes borrowed or owned, as it was given to
/// [`Board::visit_moves`] or [`Board::into_visit_moves`]; `into_owned` on it copies only a
/// borrowed board.
///
/// [`bipartite`]: MovesVisitor::bipartite
/// [`king`]: MovesVisitor::king
///
/// ```
/// use bigame::board::{BipartiteMoves, Board, King, MovesVisitor, Moves};
/// use std::borrow::Cow;
/// /// Whether the board's graph is bipartite, told by the type.
/// struct IsBipartite;
/// impl MovesVisitor for IsBipartite {
///     type Output = bool;
///     fn bipartite<M: BipartiteMoves>(self, _: Cow<'_, Board<M>>) -> bool {
///         true
///     }
///     fn king(self, _: Cow<'_, Board<King>>) -> bool {
///         false
///     }
/// }
/// let board = Board::from_fn(2, 2, |_, _| true);
/// assert!(board.visit_moves(Moves::Knight, IsBipartite));
/// assert!(!board.visit_moves(Moves::King, IsBipartite));
/// ```
pub trait MovesVisitor {
    /// What the visit gives back.
    type Output;
    /// The board with rook or knight moves.
    fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output;
    /// The board with king moves.
    fn king(self, board: Cow<'_, Board<King>>) -> Self::Output;
}

/// A [`MovesVisitor`] that does the same with every move set: give it to
/// [`Board::visit_any_moves`].
pub trait AnyMovesVisitor {
    /// What the visit gives back.
    type Output;
    /// The board with its moves as the type `M`.
    fn visit<M: MoveSet>(self, board: Cow<'_, Board<M>>) -> Self::Output;
}

/// An [`AnyMovesVisitor`] as a [`MovesVisitor`]: both halves call `visit`.
struct Any<V>(V);

impl<V: AnyMovesVisitor> MovesVisitor for Any<V> {
    type Output = V::Output;
    fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> V::Output {
        self.0.visit(board)
    }
    fn king(self, board: Cow<'_, Board<King>>) -> V::Output {
        self.0.visit(board)
    }
}

/// The dispatch itself: `board`'s cells with the moves of `moves`, given to `visitor`. A rook
/// board is passed on as it came; the cells of a knight or king board are copied
/// (`(rows + 4) (cols + 2)` bytes) when they came borrowed, moved when owned.
fn dispatch<V: MovesVisitor>(board: Cow<'_, Board>, moves: Moves, visitor: V) -> V::Output {
    match moves {
        Moves::Rook => visitor.bipartite(board),
        Moves::Knight => visitor.bipartite(Cow::Owned(board.into_owned().with_moves::<Knight>())),
        Moves::King => visitor.king(Cow::Owned(board.into_owned().with_moves::<King>())),
    }
}

impl Board {
    /// Calls `visitor` with this board typed by the move set `moves` chosen at run time:
    /// [`MovesVisitor::bipartite`] for rook and knight moves, [`MovesVisitor::king`] for king
    /// moves. `O(1)` for rook moves; a knight or king board is a copy of the cells,
    /// `O(rows cols)`. Plus the visitor's cost.
    pub fn visit_moves<V: MovesVisitor>(&self, moves: Moves, visitor: V) -> V::Output {
        dispatch(Cow::Borrowed(self), moves, visitor)
    }

    /// [`Board::visit_moves`] on an owned board: the visitor gets it owned, never copied.
    /// `O(1)` plus the visitor's cost.
    pub fn into_visit_moves<V: MovesVisitor>(self, moves: Moves, visitor: V) -> V::Output {
        dispatch(Cow::Owned(self), moves, visitor)
    }

    /// [`Board::visit_moves`] with a visitor that does the same for every move set. Cost as
    /// for [`Board::visit_moves`].
    pub fn visit_any_moves<V: AnyMovesVisitor>(&self, moves: Moves, visitor: V) -> V::Output {
        self.visit_moves(moves, Any(visitor))
    }

    /// [`Board::to_graph`] of the board with the move set `moves`: a CSR graph on the free
    /// cells in row-major order, with each one's board vertex id. `O(rows cols)` time and
    /// scratch (plus a copy of the cells for knight or king moves).
    ///
    /// ```
    /// use bigame::board::{Board, Moves};
    /// let board = Board::from_fn(2, 2, |_, _| true);
    /// assert_eq!(board.to_graph_with(Moves::King).0.edge_count(), 6);
    /// assert_eq!(board.to_graph_with(Moves::Knight).0.edge_count(), 0);
    /// ```
    pub fn to_graph_with(&self, moves: Moves) -> (Graph, Vec<u32>) {
        struct ToGraph;
        impl AnyMovesVisitor for ToGraph {
            type Output = (Graph, Vec<u32>);
            fn visit<M: MoveSet>(self, board: Cow<'_, Board<M>>) -> (Graph, Vec<u32>) {
                board.to_graph()
            }
        }
        self.visit_any_moves(moves, ToGraph)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;

    /// Every move set reaches the visitor with its own type, borrowed or owned as given.
    #[test]
    fn each_move_set_is_visited_with_its_type() {
        struct Seen;
        impl MovesVisitor for Seen {
            type Output = (Moves, bool, bool);
            fn bipartite<M: BipartiteMoves>(self, board: Cow<'_, Board<M>>) -> Self::Output {
                let owned = matches!(board, Cow::Owned(_));
                (board.moves(), true, owned)
            }
            fn king(self, board: Cow<'_, Board<King>>) -> Self::Output {
                let owned = matches!(board, Cow::Owned(_));
                (board.moves(), false, owned)
            }
        }
        let board = Board::from_fn(3, 4, |r, c| (r + c) % 3 != 0);
        for moves in Moves::ALL {
            let (seen, bipartite, owned) = board.visit_moves(moves, Seen);
            assert_eq!((seen, bipartite), (moves, moves.is_bipartite()));
            assert_eq!(
                owned,
                moves != Moves::Rook,
                "only a rook board is lent as it is"
            );
            assert!(board.clone().into_visit_moves(moves, Seen).2);
            let (g, ids) = board.to_graph_with(moves);
            let degrees: u32 = ids.iter().map(|&v| board.degree_with(moves, v)).sum();
            assert_eq!(2 * g.edge_count() as u32, degrees, "{moves}");
            assert_eq!(g.vertex_count(), board.free_count());
        }
    }
}
