//! The Gallai–Edmonds decomposition: which vertices every maximum matching covers, and why.

use super::Matching;
use super::blossom::{BlossomRun, blossom_under_cap, work_cap};
use super::{
    BlossomSearch, BlossomWork, LastPhase, MvWork, micali_vazirani_with_last_phase,
    mv_phases_with_d,
};
use crate::graph::{Adjacency, NONE, Renumbering};

/// The part of the Gallai–Edmonds decomposition a vertex belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// Missed by some maximum matching: the player to move with the token here loses.
    D,
    /// Not in `D` but adjacent to it: every maximum matching matches it into `D`.
    A,
    /// The rest: perfectly matched among themselves by every maximum matching.
    C,
}

impl Part {
    /// The one-letter name: `D`, `A` or `C`.
    pub fn name(self) -> &'static str {
        match self {
            Part::D => "D",
            Part::A => "A",
            Part::C => "C",
        }
    }
}

/// The Gallai–Edmonds decomposition of a graph, with a maximum matching that exhibits it.
///
/// `D` is the set of vertices missed by some maximum matching, `A` the vertices outside `D`
/// with a neighbour in `D`, `C` the rest. The structure theorem: every component of `G[D]` is
/// factor-critical (so odd), `G[C]` has a perfect matching, and every maximum matching matches
/// `A` into distinct components of `D`. Hence the Tutte–Berge formula: a maximum matching
/// leaves `components(D) - |A|` vertices unmatched ([`GallaiEdmonds::deficiency`]). Isolated
/// vertex ids are components of `D` on their own.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{GallaiEdmonds, Matching, Part};
/// //  0             a triangle with a tail: maximum matchings (two edges) can miss
/// //  | \           any vertex but 3, so D = {0, 1, 2, 4} in two components
/// //  1 - 2 - 3 - 4   ({0, 1, 2} and {4}), A = {3}, C is empty
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
/// let ge = GallaiEdmonds::new(&g, Matching::empty(5));
/// assert_eq!(ge.part(3), Part::A);
/// assert!([0, 1, 2, 4].iter().all(|&v| ge.part(v) == Part::D));
/// assert_eq!(ge.component(0), ge.component(2));
/// assert_ne!(ge.component(0), ge.component(4));
/// assert_eq!(ge.component_count(), 2);
/// assert_eq!(ge.deficiency(), 1);
/// assert_eq!(ge.matching().size(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct GallaiEdmonds {
    matching: Matching,
    part: Vec<Part>,
    /// For a vertex of `D`, the index of its component of `G[D]`; `NONE` otherwise.
    component: Vec<u32>,
    component_count: usize,
}

impl GallaiEdmonds {
    /// The decomposition of the general graph `g`, from any matching of it (e.g.
    /// [`super::karp_sipser`]'s): the blossom algorithm grows it to a maximum matching, and the
    /// searches that fail along the way, taken together, form a complete alternating forest
    /// from every free vertex: its even vertices are `D`, its odd ones `A`, the vertices it
    /// never reaches `C`, and its blossoms are the components of `G[D]`. When the blossom
    /// searches reach their work cap ([`super::blossom`]), Micali–Vazirani finishes, and its
    /// last phase gives `D` ([`GallaiEdmonds::from_d`]). Cost: [`super::blossom`]'s,
    /// `O(E sqrt V α(V))` worst case, plus `O(V + E)`. Memory: about `24 V` bytes (more if
    /// Micali–Vazirani runs).
    pub fn new<A: Adjacency>(g: &A, matching: Matching) -> GallaiEdmonds {
        GallaiEdmonds::under_cap(g, matching, work_cap(g))
    }

    /// The decomposition of the general graph `g` by Micali–Vazirani alone, from `matching`:
    /// its last phase, which finds no augmenting path, reaches `D` at even levels.
    /// `O(E sqrt V α(V))` whatever the input, plus `O(V + E)`.
    ///
    /// ```
    /// use bigame::graph::Graph;
    /// use bigame::matching::{GallaiEdmonds, Matching, Part};
    /// //  0 - 1 - 2   a path: 1 is in every maximum matching (A), 0 and 2 are not (D)
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    /// let ge = GallaiEdmonds::by_micali_vazirani(&g, Matching::empty(3));
    /// assert_eq!(ge.parts(), &[Part::D, Part::A, Part::D]);
    /// ```
    pub fn by_micali_vazirani<A: Adjacency>(g: &A, matching: Matching) -> GallaiEdmonds {
        GallaiEdmonds::by_micali_vazirani_with_work(g, matching).0
    }

    /// [`GallaiEdmonds::by_micali_vazirani`], also returning Micali–Vazirani's work. Same
    /// cost.
    pub fn by_micali_vazirani_with_work<A: Adjacency>(
        g: &A,
        matching: Matching,
    ) -> (GallaiEdmonds, MvWork) {
        let (matching, work, last) = micali_vazirani_with_last_phase(g, matching);
        let ge = match last {
            LastPhase::Forest(mut forest) => GallaiEdmonds::from_forest(g, matching, &mut forest),
            LastPhase::EvenLevels(in_d) => GallaiEdmonds::from_d(g, matching, &in_d),
        };
        (ge, work)
    }

    /// [`GallaiEdmonds::new`], also returning the blossom searches' work (and whether it
    /// reached the cap) and, past the cap, Micali–Vazirani's. Same cost.
    ///
    /// ```
    /// use bigame::graph::Graph;
    /// use bigame::matching::{GallaiEdmonds, Matching};
    /// //  0 - 1 - 2   a path: one search finds 0-1, the next from 2 fails
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    /// let (ge, blossom, mv) = GallaiEdmonds::with_work(&g, Matching::empty(3));
    /// assert_eq!(ge.deficiency(), 1);
    /// assert!(!blossom.capped && blossom.work > 0 && mv.is_none());
    /// ```
    pub fn with_work<A: Adjacency>(
        g: &A,
        matching: Matching,
    ) -> (GallaiEdmonds, BlossomWork, Option<MvWork>) {
        GallaiEdmonds::under_cap_with_work(g, matching, work_cap(g))
    }

    /// The decomposition by Edmonds' blossom algorithm alone, from the empty matching and
    /// without a work cap (no start, no phases' hand-over, no Micali–Vazirani): the plain
    /// algorithm the self-check falls back on when an answer fails it. Correct by Edmonds'
    /// proof; `O(V E α(V))` worst case. Also returns its work.
    pub(crate) fn by_plain_blossom<A: Adjacency>(g: &A) -> (GallaiEdmonds, BlossomWork) {
        let empty = Matching::empty(g.vertex_count());
        let (ge, work, _) = GallaiEdmonds::under_cap_with_work(g, empty, u64::MAX);
        (ge, work)
    }

    /// [`GallaiEdmonds::new`] with the blossom searches' work capped at `cap` (tests force
    /// the hand-over with small caps).
    pub(crate) fn under_cap<A: Adjacency>(g: &A, matching: Matching, cap: u64) -> GallaiEdmonds {
        GallaiEdmonds::under_cap_with_work(g, matching, cap).0
    }

    /// [`GallaiEdmonds::under_cap`] and the work, as [`GallaiEdmonds::with_work`] says.
    fn under_cap_with_work<A: Adjacency>(
        g: &A,
        matching: Matching,
        cap: u64,
    ) -> (GallaiEdmonds, BlossomWork, Option<MvWork>) {
        let (matching, mut forest) = match blossom_under_cap(g, matching, cap) {
            BlossomRun::Complete { matching, forest } => (matching, forest),
            BlossomRun::Capped { matching, work } => {
                let (matching, mv, in_d) = mv_phases_with_d(g, matching);
                let ge = GallaiEdmonds::from_d(g, matching, &in_d);
                return (ge, BlossomWork { work, capped: true }, Some(mv));
            }
        };
        let blossom = BlossomWork {
            work: forest.work(),
            capped: false,
        };
        (
            GallaiEdmonds::from_forest(g, matching, &mut forest),
            blossom,
            None,
        )
    }

    /// The decomposition from a *maximum* matching and a complete alternating forest from
    /// every free vertex with an edge (blossom's retired searches, or a forest phase that
    /// found no path): its odd vertices are `A`, its even ones and the free vertices `D`, and
    /// the components of `G[D]` are its blossoms (free isolated vertices each one alone).
    /// `O(V α(V))`.
    fn from_forest<A: Adjacency>(
        g: &A,
        matching: Matching,
        forest: &mut BlossomSearch,
    ) -> GallaiEdmonds {
        let n = g.vertex_count();
        let mut part = Vec::with_capacity(n);
        let mut component = vec![NONE; n];
        let mut component_count = 0usize;
        for v in 0..n as u32 {
            if forest.is_odd(v) {
                part.push(Part::A);
            } else if forest.is_even(v) || !matching.is_matched(v) {
                // Free isolated vertices were never searched: each is a component of D.
                part.push(Part::D);
                let base = forest.blossom_base(v);
                if component[base as usize] == NONE {
                    component[base as usize] = component_count as u32;
                    component_count += 1;
                }
                component[v as usize] = component[base as usize];
            } else {
                part.push(Part::C);
            }
        }
        GallaiEdmonds {
            matching,
            part,
            component,
            component_count,
        }
    }

    /// The decomposition from a *maximum* matching and the set `D` already known (for a
    /// bipartite graph, the non-essential vertices of [`crate::game::Analysis`]): `A` is the
    /// neighbourhood of `D` outside it, `C` the rest. `O(V + E)`.
    ///
    /// The caller promises `matching` is maximum and `in_d` is exactly `D`.
    pub fn from_d<A: Adjacency>(g: &A, matching: Matching, in_d: &[bool]) -> GallaiEdmonds {
        let n = g.vertex_count();
        assert_eq!(in_d.len(), n, "D flags of the wrong size");
        let mut part: Vec<Part> = in_d
            .iter()
            .map(|&d| if d { Part::D } else { Part::C })
            .collect();
        for v in 0..n as u32 {
            if in_d[v as usize] {
                g.for_each_neighbor(v, |w| {
                    if !in_d[w as usize] {
                        part[w as usize] = Part::A;
                    }
                });
            }
        }
        GallaiEdmonds::with_parts(g, matching, part)
    }

    /// Labels the components of `G[D]` by breadth-first search. `O(V + E)`.
    fn with_parts<A: Adjacency>(g: &A, matching: Matching, part: Vec<Part>) -> GallaiEdmonds {
        let n = g.vertex_count();
        let mut component = vec![NONE; n];
        let mut component_count = 0usize;
        let mut queue = Vec::new();
        for start in 0..n as u32 {
            if part[start as usize] != Part::D || component[start as usize] != NONE {
                continue;
            }
            let id = component_count as u32;
            component_count += 1;
            component[start as usize] = id;
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while let Some(&x) = queue.get(head) {
                head += 1;
                g.for_each_neighbor(x, |y| {
                    if part[y as usize] == Part::D && component[y as usize] == NONE {
                        component[y as usize] = id;
                        queue.push(y);
                    }
                });
            }
        }
        GallaiEdmonds {
            matching,
            part,
            component,
            component_count,
        }
    }

    /// The decomposition of a graph computed on its renumbered copy (see
    /// [`Renumbering::breadth_first`]), in the graph's own ids. Components keep the order
    /// [`GallaiEdmonds::new`] gives them, by their first vertex in the ids. `O(V)`.
    pub fn to_old_ids(&self, renumbering: &Renumbering) -> GallaiEdmonds {
        let matching = Matching::from_mates(renumbering.vertex_map_to_old(self.matching.mates()));
        let part = renumbering.values_to_old(&self.part);
        let mut relabel = vec![NONE; self.component_count];
        let mut next = 0;
        let component = renumbering
            .values_to_old(&self.component)
            .into_iter()
            .map(|c| {
                if c == NONE {
                    return NONE;
                }
                if relabel[c as usize] == NONE {
                    relabel[c as usize] = next;
                    next += 1;
                }
                relabel[c as usize]
            })
            .collect();
        GallaiEdmonds {
            matching,
            part,
            component,
            component_count: self.component_count,
        }
    }

    /// The part of `v`. `O(1)`.
    #[inline]
    pub fn part(&self, v: u32) -> Part {
        self.part[v as usize]
    }

    /// The part of every vertex. `O(1)`.
    pub fn parts(&self) -> &[Part] {
        &self.part
    }

    /// For a vertex of `D`, the index (`0..component_count()`) of its component of `G[D]`.
    /// `O(1)`.
    pub fn component(&self, v: u32) -> Option<u32> {
        let c = self.component[v as usize];
        (c != NONE).then_some(c)
    }

    /// Number of components of `G[D]` (all odd). `O(1)`.
    pub fn component_count(&self) -> usize {
        self.component_count
    }

    /// Number of vertices in `part`. `O(V)`.
    pub fn count(&self, part: Part) -> usize {
        self.part.iter().filter(|&&p| p == part).count()
    }

    /// Number of vertices a maximum matching leaves unmatched, by the Tutte–Berge formula:
    /// `components(D) - |A|`. `O(V)`.
    pub fn deficiency(&self) -> usize {
        self.component_count.saturating_sub(self.count(Part::A))
    }

    /// The maximum matching found along the way.
    pub fn matching(&self) -> &Matching {
        &self.matching
    }

    /// The maximum matching, consuming the decomposition. `O(1)`.
    pub fn into_matching(self) -> Matching {
        self.matching
    }
}
