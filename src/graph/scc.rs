//! Strongly connected components of a directed graph in CSR form (the Dulmage–Mendelsohn
//! decomposition's fine blocks are those of its pair graph).

use super::NONE;

/// The strongly connected components of the directed graph whose arcs out of `v` are
/// `targets[offsets[v]..offsets[v + 1]]`: Tarjan's algorithm with an explicit stack, sinks
/// first. Returns each vertex's component and the number of components. `O(V + E)`, `12 V`
/// bytes plus the stacks.
pub(crate) fn strongly_connected_components(offsets: &[u64], targets: &[u32]) -> (Vec<u32>, u32) {
    /// Tarjan's numbers of a vertex, together so that one cache miss fetches both.
    /// `low == DONE` once the vertex's component is complete (it is off the stack).
    #[derive(Clone, Copy)]
    struct Node {
        index: u32,
        low: u32,
    }
    const DONE: u32 = NONE;
    let n = offsets.len() - 1;
    let mut node = vec![
        Node {
            index: NONE,
            low: 0
        };
        n
    ];
    let mut component = vec![NONE; n];
    let mut stack: Vec<u32> = Vec::new();
    // (vertex, position of the next arc to follow)
    let mut calls: Vec<(u32, u64)> = Vec::new();
    let mut counter = 0u32;
    let mut found = 0u32;
    for root in 0..n as u32 {
        if node[root as usize].index != NONE {
            continue;
        }
        node[root as usize] = Node {
            index: counter,
            low: counter,
        };
        counter += 1;
        stack.push(root);
        calls.push((root, offsets[root as usize]));
        while let Some(top) = calls.last_mut() {
            let (v, mut arc) = *top;
            let end = offsets[v as usize + 1];
            // Follow v's arcs up to the first vertex not yet visited, in one tight loop so
            // that the lookups of consecutive arcs overlap.
            let mut low = node[v as usize].low;
            let mut descend = NONE;
            while arc < end {
                let w = targets[arc as usize];
                arc += 1;
                let nw = node[w as usize];
                if nw.index == NONE {
                    descend = w;
                    break;
                }
                if nw.low != DONE {
                    // On the stack: in the component being built.
                    low = low.min(nw.index);
                }
            }
            top.1 = arc;
            node[v as usize].low = low;
            if descend != NONE {
                node[descend as usize] = Node {
                    index: counter,
                    low: counter,
                };
                counter += 1;
                stack.push(descend);
                calls.push((descend, offsets[descend as usize]));
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                let np = &mut node[parent as usize];
                np.low = np.low.min(low);
            }
            if low == node[v as usize].index {
                loop {
                    let w = stack.pop().expect("v is on the stack");
                    node[w as usize].low = DONE;
                    component[w as usize] = found;
                    if w == v {
                        break;
                    }
                }
                found += 1;
            }
        }
    }
    (component, found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Two vertices share a component exactly when each reaches the other (checked by a
    /// search from every vertex), and the components come sinks first: an arc never leads to
    /// a component found later.
    #[test]
    fn components_are_mutual_reachability_sinks_first() {
        let mut rng = Rng::new(9);
        for _ in 0..300 {
            let n = 1 + rng.below(12) as usize;
            let arcs: Vec<Vec<u32>> = (0..n)
                .map(|_| (0..n as u32).filter(|_| rng.chance(20)).collect())
                .collect();
            let mut offsets = vec![0u64];
            let mut targets = Vec::new();
            for out in &arcs {
                targets.extend_from_slice(out);
                offsets.push(targets.len() as u64);
            }
            let (component, found) = strongly_connected_components(&offsets, &targets);
            let reach: Vec<Vec<bool>> = (0..n)
                .map(|s| {
                    let mut seen = vec![false; n];
                    let mut stack = vec![s];
                    seen[s] = true;
                    while let Some(v) = stack.pop() {
                        for &w in &arcs[v] {
                            if !seen[w as usize] {
                                seen[w as usize] = true;
                                stack.push(w as usize);
                            }
                        }
                    }
                    seen
                })
                .collect();
            for u in 0..n {
                assert!(component[u] < found);
                for v in 0..n {
                    assert_eq!(component[u] == component[v], reach[u][v] && reach[v][u]);
                }
                for &w in &arcs[u] {
                    assert!(component[w as usize] <= component[u]);
                }
            }
        }
    }
}
