//! The `--algorithm` names, from the library.

/// Every `--algorithm` name, default first (from the library, so a new algorithm joins every
/// test that loops over them).
pub fn algorithm_names() -> Vec<&'static str> {
    bigame::matching::Algorithm::ALL
        .iter()
        .map(|a| a.name())
        .collect()
}

/// The `--algorithm` names that need a bipartite graph (all but blossom and micali-vazirani).
pub fn bipartite_algorithm_names() -> Vec<&'static str> {
    bigame::matching::Algorithm::ALL
        .iter()
        .filter(|&&a| !a.solves_general_graphs())
        .map(|a| a.name())
        .collect()
}
