//! Dinic's maximum flow on the unit-capacity network of a bipartite graph (seed 004's method).

use super::Matching;
use crate::graph::{Bipartite, NONE};
use std::collections::VecDeque;

/// What [`dinic`] computes: a maximum matching and, read off the residual network, the
/// vertices that every maximum matching covers.
#[derive(Clone, Debug)]
pub struct DinicResult {
    /// A maximum matching (the saturated left-to-right arcs).
    pub matching: Matching,
    /// `essential[v]`: `v` is covered by every maximum matching. A left vertex is not
    /// essential iff the source reaches it in the final residual network; a right vertex is
    /// not essential iff it reaches the sink.
    pub essential: Vec<bool>,
}

/// The flow network source -> left -> right -> sink with unit capacities, stored as paired
/// arcs (arc `a` and its reverse `a ^ 1`) grouped per node in CSR form.
struct Network {
    source: u32,
    sink: u32,
    head: Vec<u32>,    // head[v]..head[v + 1]: positions in `arcs_of`
    arcs_of: Vec<u32>, // arc ids leaving each node
    to: Vec<u32>,      // to[a]: the node arc a enters
    capacity: Vec<u8>, // residual capacity of arc a (0 or 1)
}

impl Network {
    /// The network with the flow of `initial` already in it: one unit along source -> x ->
    /// y -> sink for each matching edge `x - y`.
    fn build<B: Bipartite>(g: &B, initial: &Matching) -> Network {
        let n = g.vertex_count();
        let (source, sink) = (n as u32, n as u32 + 1);
        let mate = initial.mates();
        let mut to = Vec::new();
        let mut capacity = Vec::new();
        // An arc u -> v and its reverse, the unit on the arc when `flows`.
        let add = |u: u32, v: u32, flows: bool, to: &mut Vec<u32>, capacity: &mut Vec<u8>| {
            to.push(v);
            capacity.push(u8::from(!flows));
            to.push(u);
            capacity.push(u8::from(flows));
        };
        for v in 0..n as u32 {
            let matched = mate[v as usize] != NONE;
            if g.is_left(v) {
                add(source, v, matched, &mut to, &mut capacity);
                // Of parallel edges to the partner, the first carries the unit.
                let mut carried = false;
                g.for_each_neighbor(v, |w| {
                    let flows = !carried && w == mate[v as usize];
                    carried |= flows;
                    add(v, w, flows, &mut to, &mut capacity);
                });
                assert_eq!(
                    carried, matched,
                    "the initial matching is not a matching of g"
                );
            } else {
                // Every right id gets its sink arc, isolated ones too: an isolated vertex is
                // unmatched, and the open arc is what shows it.
                add(v, sink, matched, &mut to, &mut capacity);
            }
        }
        // Group arcs by tail: the tail of arc a is the head of its reverse.
        let mut head = vec![0u32; n + 3];
        for a in 0..to.len() {
            head[to[a ^ 1] as usize + 1] += 1;
        }
        for i in 0..n + 2 {
            head[i + 1] += head[i];
        }
        let mut fill = head.clone();
        let mut arcs_of = vec![0u32; to.len()];
        for a in 0..to.len() {
            let tail = to[a ^ 1] as usize;
            arcs_of[fill[tail] as usize] = a as u32;
            fill[tail] += 1;
        }
        Network {
            source,
            sink,
            head,
            arcs_of,
            to,
            capacity,
        }
    }

    fn arcs(&self, v: u32) -> std::ops::Range<usize> {
        self.head[v as usize] as usize..self.head[v as usize + 1] as usize
    }

    /// BFS levels from the source over arcs with residual capacity; false if the sink is
    /// unreachable.
    fn level_graph(&self, level: &mut [u32], queue: &mut VecDeque<u32>) -> bool {
        level.fill(u32::MAX);
        level[self.source as usize] = 0;
        queue.clear();
        queue.push_back(self.source);
        while let Some(v) = queue.pop_front() {
            for i in self.arcs(v) {
                let a = self.arcs_of[i] as usize;
                let w = self.to[a];
                if self.capacity[a] > 0 && level[w as usize] == u32::MAX {
                    level[w as usize] = level[v as usize] + 1;
                    queue.push_back(w);
                }
            }
        }
        level[self.sink as usize] != u32::MAX
    }

    /// A blocking flow in the level graph by depth-first search with an explicit stack of
    /// arcs and a current-arc cursor per node; a node found to be a dead end is taken out of
    /// the level graph.
    fn blocking_flow(&mut self, level: &mut [u32], cursor: &mut [u32], path: &mut Vec<u32>) {
        cursor.copy_from_slice(&self.head[..cursor.len()]);
        path.clear();
        loop {
            let v = path.last().map_or(self.source, |&a| self.to[a as usize]);
            if v == self.sink {
                for &a in path.iter() {
                    self.capacity[a as usize] -= 1;
                    self.capacity[a as usize ^ 1] += 1;
                }
                path.clear();
                continue;
            }
            let end = self.head[v as usize + 1];
            let mut next = None;
            while cursor[v as usize] < end {
                let a = self.arcs_of[cursor[v as usize] as usize];
                let w = self.to[a as usize];
                if self.capacity[a as usize] > 0 && level[w as usize] == level[v as usize] + 1 {
                    next = Some(a);
                    break;
                }
                cursor[v as usize] += 1;
            }
            match next {
                Some(a) => path.push(a),
                None if v == self.source => return,
                None => {
                    level[v as usize] = u32::MAX;
                    path.pop();
                }
            }
        }
    }

    /// Nodes reachable from `start` over residual arcs, forward (`reverse == false`) or
    /// backward (nodes that reach `start`).
    fn residual_reach(&self, start: u32, reverse: bool) -> Vec<bool> {
        let mut seen = vec![false; self.head.len() - 1];
        seen[start as usize] = true;
        let mut queue = VecDeque::from([start]);
        while let Some(v) = queue.pop_front() {
            for i in self.arcs(v) {
                let a = self.arcs_of[i] as usize;
                let w = self.to[a];
                let open = if reverse {
                    self.capacity[a ^ 1]
                } else {
                    self.capacity[a]
                };
                if open > 0 && !seen[w as usize] {
                    seen[w as usize] = true;
                    queue.push_back(w);
                }
            }
        }
        seen
    }
}

/// Maximum matching of `g` grown from `initial` (any matching of `g`; the empty one is seed
/// 004's method) as a maximum flow by Dinic's algorithm on the unit-capacity network, and the
/// essential vertices read off the residual network: a left vertex is
/// missed by some maximum matching iff the source still reaches it, a right vertex iff it still
/// reaches the sink. This answer shares no code with [`crate::game::analyze`]'s alternating
/// search, which is why tests compare the two.
///
/// `O(E sqrt V)` time; builds its own network of `2 (V + E)` arcs (about `26 (V + E)` bytes).
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{Matching, dinic};
/// // 0 - 1 - 2   left: 0, 2. Vertex 1 is in every maximum matching, 0 and 2 are not.
/// let g = BipartiteGraph::new(Graph::from_edges(3, &[(0, 1), (1, 2)]), vec![true, false, true]);
/// let result = dinic(&g, Matching::empty(3));
/// assert_eq!(result.matching.size(), 1);
/// assert_eq!(result.essential, vec![false, true, false]);
/// ```
pub fn dinic<B: Bipartite>(g: &B, initial: Matching) -> DinicResult {
    let n = g.vertex_count();
    assert_eq!(initial.vertex_count(), n, "matching of the wrong size");
    let mut net = Network::build(g, &initial);
    drop(initial);
    let nodes = n + 2;
    let mut level = vec![0u32; nodes];
    let mut cursor = vec![0u32; nodes];
    let mut queue = VecDeque::new();
    let mut path = Vec::new();
    while net.level_graph(&mut level, &mut queue) {
        net.blocking_flow(&mut level, &mut cursor, &mut path);
    }

    let mut mate = vec![NONE; n];
    for x in 0..n as u32 {
        if !g.is_left(x) {
            continue;
        }
        for i in net.arcs(x) {
            let a = net.arcs_of[i] as usize;
            let y = net.to[a];
            // A saturated forward arc x -> y (forward arcs have even ids) carries the flow.
            if a.is_multiple_of(2) && y != net.source && net.capacity[a] == 0 {
                mate[x as usize] = y;
                mate[y as usize] = x;
            }
        }
    }
    let from_source = net.residual_reach(net.source, false);
    let to_sink = net.residual_reach(net.sink, true);
    let essential = (0..n)
        .map(|v| {
            if g.is_left(v as u32) {
                !from_source[v]
            } else {
                !to_sink[v]
            }
        })
        .collect();
    DinicResult {
        matching: Matching::from_mates(mate),
        essential,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{BipartiteGraph, Graph};
    use crate::matching::karp_sipser;
    use crate::rng::Rng;

    /// From Karp–Sipser's start (parallel edges included), the same size and the same
    /// essential vertices as from the empty matching.
    #[test]
    fn a_start_changes_nothing_but_the_work() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let (l, r) = (1 + rng.below(30) as u32, 1 + rng.below(30) as u32);
            let m = rng.below(3 * u64::from(l + r));
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    (
                        rng.below(u64::from(l)) as u32,
                        l + rng.below(u64::from(r)) as u32,
                    )
                })
                .collect();
            let left = (0..l + r).map(|v| v < l).collect();
            let g = BipartiteGraph::new(Graph::from_edges((l + r) as usize, &edges), left);
            let empty = dinic(&g, Matching::empty((l + r) as usize));
            let started = dinic(&g, karp_sipser(&g));
            assert!(started.matching.is_valid_in(&g));
            assert_eq!(started.matching.size(), empty.matching.size());
            assert_eq!(started.essential, empty.essential);
        }
    }
}
