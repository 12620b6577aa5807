//! The blossom search that repairs a [`Position`](super::Position) on any graph.

use super::Repair;
use crate::graph::{Adjacency, NONE};
use crate::matching::BlossomSearch;

/// The augmenting search for any graph: one blossom search (`BlossomSearch`) from the vertex
/// that lost its partner, over the undeleted vertices. `O(E α(V))` over what it reaches, and
/// `O(1)` when no other vertex is unmatched. Memory: about `16 V` bytes.
#[derive(Clone, Debug)]
pub struct GeneralRepair {
    search: BlossomSearch,
    /// Number of unmatched, undeleted vertices with at least one edge.
    free: usize,
}

impl<A: Adjacency> Repair<A> for GeneralRepair {
    fn new(graph: &A, mate: &[u32]) -> Self {
        let free = (0..graph.vertex_count() as u32)
            .filter(|&v| mate[v as usize] == NONE && graph.degree(v) > 0)
            .count();
        GeneralRepair {
            search: BlossomSearch::new(graph.vertex_count()),
            free,
        }
    }

    fn set_free(&mut self, graph: &A, v: u32, now_free: bool) {
        if now_free {
            self.search.note_free(graph, v);
            self.free += 1;
        } else {
            self.free -= 1;
        }
    }

    fn augment_from(
        &mut self,
        graph: &A,
        mate: &mut [u32],
        deleted: &[bool],
        u: u32,
        skip: u32,
    ) -> bool {
        // `u` itself is one of the free vertices; a path needs another.
        if self.free < 2 {
            return false;
        }
        let found = self
            .search
            .search(graph, mate, &[u], |v| v != skip && !deleted[v as usize]);
        self.search.clear();
        if found.is_some() {
            self.free -= 2;
        }
        found.is_some()
    }
}
