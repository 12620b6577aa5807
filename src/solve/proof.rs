//! Certificates as every front end hands them out (`analyze --certificate`, `board --format
//! json`'s proof, the web page's Why view, Python's `certificate`): built by
//! [`Certificate::prove`] and passed through the independent verifier
//! ([`crate::certificate::verify()`]) before they are returned, so a proof that would not
//! convince `bigame verify` never leaves the library.

use super::SolveError;
use crate::board::{AnyMovesVisitor, Board, MoveSet, Moves};
use crate::certificate::{Certificate, verify};
use crate::graph::{Adjacency, sweep_work};
use crate::matching::Matching;
use std::borrow::Cow;

/// The certificate of every verdict of `g` from `matching` (any matching of `g`: it is grown
/// to a maximum one), checked. `O(E α(V))` to prove plus `O(V + E)` to check.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::Matching;
/// use bigame::solve::checked_certificate;
/// //  0 - 1 - 2: the mover wins only from the middle
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let c = checked_certificate(&g, &Matching::empty(3)).unwrap();
/// assert_eq!(c.matching.len(), 1);
/// assert!(c.claims[1].wins() && !c.claims[0].wins() && !c.claims[2].wins());
/// ```
///
/// # Errors
/// [`SolveError::Unverified`] if the proof fails its check (a bug, never an answer).
pub fn checked_certificate<A: Adjacency>(
    g: &A,
    matching: &Matching,
) -> Result<Certificate, SolveError> {
    checked_certificate_counted(g, matching).map(|(certificate, _)| certificate)
}

/// [`checked_certificate`], with its work in the units of `--stats` (slots scanned and steps
/// walked): the proof's (see [`Certificate::prove_counted`]) and its check's, charged at the
/// check's bound of three sweeps of the graph (the matching's edges, the components outside
/// the barrier, each loser's partner's neighbours). Same cost.
///
/// # Errors
/// As [`checked_certificate`].
pub fn checked_certificate_counted<A: Adjacency>(
    g: &A,
    matching: &Matching,
) -> Result<(Certificate, u64), SolveError> {
    let (certificate, work) = Certificate::prove_counted(g, matching);
    let sweep = sweep_work(g);
    passed(g, certificate).map(|certificate| (certificate, work + 3 * sweep))
}

/// `certificate` if it proves every claim it makes about `g`. `O(V + E)`.
fn passed<A: Adjacency>(g: &A, certificate: Certificate) -> Result<Certificate, SolveError> {
    match verify(g, &certificate) {
        Ok(_) => Ok(certificate),
        Err(refutation) => Err(SolveError::Unverified {
            reason: format!("the certificate fails its check: {}", refutation.message),
        }),
    }
}

/// [`checked_certificate`] for a free-cell board whose cells are joined by the move set
/// `moves` (the board's type says nothing of it: a board is read before its moves are
/// chosen), from a matching of the board with those moves. Vertices are the board's vertex
/// ids. Same cost.
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::certificate::Claim;
/// use bigame::graph::Adjacency;
/// use bigame::matching::Matching;
/// use bigame::solve::checked_board_certificate;
/// // Two cells one above the other: rook neighbours, not a knight's.
/// let board = Board::from_fn(2, 1, |_, _| true);
/// let (a, b) = (board.vertex(0, 0), board.vertex(1, 0));
/// let empty = Matching::empty(board.vertex_count());
/// let rook = checked_board_certificate(&board, Moves::Rook, &empty).unwrap();
/// assert_eq!(rook.matching.len(), 1);
/// assert!(rook.claims[a as usize].wins() && rook.claims[b as usize].wins());
/// let knight = checked_board_certificate(&board, Moves::Knight, &empty).unwrap();
/// assert!(knight.matching.is_empty());
/// assert_eq!(knight.claims[a as usize], Claim::LoseUnmatched);
/// ```
///
/// # Errors
/// As [`checked_certificate`].
pub fn checked_board_certificate(
    board: &Board,
    moves: Moves,
    matching: &Matching,
) -> Result<Certificate, SolveError> {
    checked_board_certificate_counted(board, moves, matching).map(|(certificate, _)| certificate)
}

/// [`checked_board_certificate`], with its work as [`checked_certificate_counted`] counts it.
/// Same cost.
///
/// # Errors
/// As [`checked_certificate`].
pub fn checked_board_certificate_counted(
    board: &Board,
    moves: Moves,
    matching: &Matching,
) -> Result<(Certificate, u64), SolveError> {
    struct Prove<'a>(&'a Matching);
    impl AnyMovesVisitor for Prove<'_> {
        type Output = Result<(Certificate, u64), SolveError>;
        fn visit<M: MoveSet>(self, board: Cow<'_, Board<M>>) -> Self::Output {
            checked_certificate_counted(&*board, self.0)
        }
    }
    board.visit_any_moves(moves, Prove(matching))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Graph;

    /// A proof that claims too much (what a bug in the prover would hand over) is refused,
    /// not returned; a right one passes, from any starting matching.
    #[test]
    fn a_wrong_proof_is_refused() {
        //  0 - 1 - 2: only the middle wins.
        let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
        let right = checked_certificate(&g, &Matching::empty(3)).unwrap();
        assert!(right.claims[1].wins() && !right.claims[0].wins());
        let mut wrong = right.clone();
        wrong.claims[0] = crate::certificate::Claim::Win;
        let e = passed(&g, wrong).unwrap_err();
        assert!(
            matches!(&e, SolveError::Unverified { reason } if reason.contains("certificate")),
            "{e}"
        );
    }
}
