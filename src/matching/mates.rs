//! [`Matching`]: the result type of every algorithm, a mate array.

use crate::graph::{Adjacency, NONE};

/// A matching, stored as a mate array: `mate[v]` is the partner of `v` or [`NONE`].
///
/// ```
/// use bigame::matching::Matching;
/// let mut m = Matching::empty(4);
/// m.pair(0, 1);
/// assert_eq!(m.mate(1), Some(0));
/// assert_eq!(m.mate(2), None);
/// assert_eq!(m.size(), 1);
/// assert!(m.contains_edge(1, 0));
/// assert_eq!(m.edges().collect::<Vec<_>>(), vec![(0, 1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<u32>,
}

impl Matching {
    /// The empty matching on `n` vertices. `O(V)`.
    pub fn empty(n: usize) -> Self {
        Matching {
            mate: vec![NONE; n],
        }
    }

    /// Wraps a mate array. `O(1)`.
    ///
    /// # Panics
    /// Never; but a mate array that is not symmetric (`mate[mate[v]] == v`) makes the other
    /// methods meaningless. [`Matching::is_valid_in`] checks it.
    pub fn from_mates(mate: Vec<u32>) -> Self {
        Matching { mate }
    }

    /// The partner of `v`, if `v` is matched. `O(1)`.
    #[inline]
    pub fn mate(&self, v: u32) -> Option<u32> {
        let m = self.mate[v as usize];
        (m != NONE).then_some(m)
    }

    /// The mate array, consuming the matching (no copy). `O(1)`.
    pub fn into_mates(self) -> Vec<u32> {
        self.mate
    }

    /// The raw mate array (`NONE` for unmatched vertices). `O(1)`.
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// Whether `v` is matched. `O(1)`.
    #[inline]
    pub fn is_matched(&self, v: u32) -> bool {
        self.mate[v as usize] != NONE
    }

    /// Number of vertices the matching is defined on. `O(1)`.
    pub fn vertex_count(&self) -> usize {
        self.mate.len()
    }

    /// Number of matched edges. `O(V)`.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// The matched edges, each once as `(u, v)` with `u < v`, in order of `u`. `O(V)`.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + Clone + '_ {
        self.mate
            .iter()
            .enumerate()
            .filter(|&(u, &v)| v != NONE && (u as u32) < v)
            .map(|(u, &v)| (u as u32, v))
    }

    /// Whether `{u, v}` is a matched edge. `O(1)`.
    pub fn contains_edge(&self, u: u32, v: u32) -> bool {
        self.mate[u as usize] == v && v != NONE
    }

    /// Matches `u` with `v` (both must be unmatched or matched to each other). `O(1)`.
    #[inline]
    pub fn pair(&mut self, u: u32, v: u32) {
        self.mate[u as usize] = v;
        self.mate[v as usize] = u;
    }

    /// Whether this is a matching of `g`: symmetric, and every matched pair is an edge of `g`.
    /// `O(V + E)`.
    pub fn is_valid_in<A: Adjacency>(&self, g: &A) -> bool {
        if self.mate.len() != g.vertex_count() {
            return false;
        }
        (0..self.mate.len() as u32).all(|v| match self.mate(v) {
            None => true,
            Some(w) => {
                let mut adjacent = false;
                g.for_each_neighbor(v, |x| adjacent |= x == w);
                (w as usize) < self.mate.len() && self.mate[w as usize] == v && adjacent
            }
        })
    }
}
