//! The decompositions a front end asks for (`bigame decompose`, the Python package), built on
//! [`solve_graph`]'s maximum matching: the same algorithm choice and renumbering as the
//! verdicts, never a matching of their own.

use super::edge_check::check_edge_classes;
use super::{Solution, SolveError, solve_graph};
use crate::graph::{Adjacency, BipartiteGraph, TwoColouring, two_colouring};
use crate::matching::{Algorithm, DulmageMendelsohn, EdgeClassWork, EdgeClasses, EdgeStage};

/// The Dulmage–Mendelsohn decomposition of the bipartite graph `g` with the sides `left`, from
/// the maximum matching [`solve_graph`] finds (`algorithm` as there, [`Algorithm::default`]
/// when `None`), with the [`Solution`] it came from. The decomposition is unique; only the
/// order of rows and columns within a fine block may follow the matching.
///
/// Cost: [`solve_graph`]'s, plus `O(V + E)` for the decomposition and `4 V` bytes for a copy of
/// the matching.
///
/// # Errors
/// [`SolveError::BadSides`] when `left` has the wrong length or an edge inside a side.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::solve::dulmage_mendelsohn;
/// // 0 - 1 - 2   a path, left side {0, 2}: one of 0 and 2 stays unmatched (horizontal part)
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let (dm, solved) = dulmage_mendelsohn(&g, vec![true, false, true], None).unwrap();
/// assert_eq!(dm.matching().size(), 1);
/// assert!(solved.bipartite && !solved.renumbered);
/// ```
pub fn dulmage_mendelsohn<A: Adjacency>(
    g: &A,
    left: Vec<bool>,
    algorithm: Option<Algorithm>,
) -> Result<(DulmageMendelsohn, Solution), SolveError> {
    let solution = solve_graph(g, Some(left.clone()), algorithm)?;
    let matching = solution.analysis.matching().clone();
    let dm = DulmageMendelsohn::from_maximum_matching(&BipartiteGraph::new(g, left), matching);
    Ok((dm, solution))
}

/// The class of every edge of `g` (in every, some or no maximum matching), from the maximum
/// matching [`solve_graph`] finds with `sides` and `algorithm` as there: through the
/// Dulmage–Mendelsohn decomposition when `g` is solved as bipartite, through the
/// Gallai–Edmonds decomposition otherwise ([`EdgeClasses::from_gallai_edmonds`]). Returns the
/// [`Solution`] too (its matching's size is the `matching_size` the writers print).
///
/// Before they are returned, the classes of a sample of edges (every edge of a graph of at
/// most 32) are checked, each by an augmenting search of its own from the checked maximum
/// matching; a wrong one on a bipartite graph falls back to the Gallai–Edmonds route, checked
/// again, and otherwise is [`SolveError::Unverified`].
///
/// Cost: [`solve_graph`]'s, plus `O(V + E)` on a bipartite graph; on another, the
/// decomposition's searches ([`EdgeClasses::from_gallai_edmonds`]); plus the check's
/// `O(V + E)` (a budget of `(V + E) / 8` search work on a bipartite graph, `(V + E) / 2` on
/// another).
///
/// # Errors
/// As [`solve_graph`]'s, and [`SolveError::Unverified`] for classes that fail their check.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::EdgeClass;
/// use bigame::solve::edge_classes;
/// // A triangle: each edge is in some maximum matching (one edge), none in all.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
/// let (classes, solved) = edge_classes(&g, None, None).unwrap();
/// assert!(!solved.bipartite);
/// assert_eq!(classes.count(EdgeClass::Allowed), 3);
/// ```
pub fn edge_classes<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
) -> Result<(EdgeClasses, Solution), SolveError> {
    edge_classes_observed(g, sides, algorithm, &|_, _, _| {})
        .map(|(classes, solved, _)| (classes, solved))
}

/// [`edge_classes`], calling `report(stage, done, total)` now and then (from any thread) while
/// the searches of a non-bipartite graph run, with their stage, the edges decided and the
/// edges to decide (for a progress line), and also returning those searches' work (all zero
/// on a bipartite graph).
/// Same cost.
///
/// # Errors
/// As [`solve_graph`]'s.
pub fn edge_classes_observed<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    algorithm: Option<Algorithm>,
    report: &(dyn Fn(EdgeStage, u64, u64) + Sync),
) -> Result<(EdgeClasses, Solution, EdgeClassWork), SolveError> {
    let solution = solve_graph(g, sides.clone(), algorithm)?;
    let classes = classify(g, sides, &solution, report);
    // A sample of the classes checked by searches of their own (the decompositions are
    // trusted nowhere else); on a bipartite graph a failure falls back to the Gallai–Edmonds
    // route, checked again.
    let matching = solution.analysis.matching();
    match check_edge_classes(g, &classes.0, matching, solution.bipartite) {
        Ok(_) => Ok((classes.0, solution, classes.1)),
        Err(first) if solution.bipartite => {
            let ge = solution.analysis.decomposition(g);
            let again = EdgeClasses::from_gallai_edmonds_observed(g, &ge, report);
            match check_edge_classes(g, &again.0, matching, false) {
                Ok(_) => Ok((again.0, solution, again.1)),
                Err(second) => Err(SolveError::Unverified {
                    reason: format!("edge classes: {first}; again: {second}"),
                }),
            }
        }
        Err(reason) => Err(SolveError::Unverified {
            reason: format!("edge classes: {reason}"),
        }),
    }
}

/// The classes of [`edge_classes_observed`] before their check, and the searches' work.
fn classify<A: Adjacency>(
    g: &A,
    sides: Option<Vec<bool>>,
    solution: &Solution,
    report: &(dyn Fn(EdgeStage, u64, u64) + Sync),
) -> (EdgeClasses, EdgeClassWork) {
    if solution.bipartite {
        // solve_graph checked the sides given; found ones are the two-colouring's again.
        let left = match sides {
            Some(left) => left,
            None => match two_colouring(g) {
                TwoColouring::Sides(left) => left,
                TwoColouring::OddCycle(_) => unreachable!("solved as bipartite"),
            },
        };
        let bipartite = BipartiteGraph::new(g, left);
        let matching = solution.analysis.matching().clone();
        let dm = DulmageMendelsohn::from_maximum_matching(&bipartite, matching);
        (
            EdgeClasses::from_decomposition(&bipartite, &dm),
            EdgeClassWork::default(),
        )
    } else {
        let ge = solution.analysis.decomposition(g);
        EdgeClasses::from_gallai_edmonds_observed(g, &ge, report)
    }
}
