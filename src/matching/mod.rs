//! Maximum matching: seven bipartite algorithms and two for general graphs (Edmonds' blossom
//! algorithm and Micali–Vazirani), behind one [`Matching`] result; and the Gallai–Edmonds
//! decomposition.
//!
//! | algorithm | cost | notes |
//! |---|---|---|
//! | [`Algorithm::MsBfs`] (default) | `O(E sqrt V)` worst case, a few `O(V + E)` passes in practice | Karp–Sipser start, multi-source BFS passes; a work budget hands stalling inputs to PF+, push–relabel or HK-DW |
//! | [`Algorithm::HopcroftKarp`] | `O(E sqrt V)` | shortest augmenting paths in phases |
//! | [`Algorithm::HopcroftKarpDw`] | `O(E sqrt V)` | Hopcroft–Karp plus a Duff–Wiberg depth-first sweep per phase; Karp–Sipser start |
//! | [`Algorithm::PothenFan`] | `O(V E)` | depth-first phases with lookahead and fairness (PF+); Karp–Sipser start |
//! | [`Algorithm::PushRelabel`] | `O(V E)` | single-push FIFO push–relabel with fairness and global relabels; Karp–Sipser start |
//! | [`Algorithm::Kuhn`] | `O(V E)` | one augmenting path at a time (seeds 000/002) |
//! | [`Algorithm::Dinic`] | `O(E sqrt V)` | unit-capacity max flow on an explicit network (seed 004) |
//! | [`Algorithm::Blossom`] | `O(E sqrt V α(V))` by its work cap | Edmonds, any graph; Karp–Sipser start, failed trees set aside, phases from all free vertices when searches get expensive; past `(V + 2E) ⌈sqrt V⌉` of work, Micali–Vazirani finishes |
//! | [`Algorithm::MicaliVazirani`] | `O(E sqrt V α(V))` | any graph; forest phases from all free vertices (at most `sqrt V`, within blossom's work cap), then phases of shortest augmenting paths (double depth-first searches from bridges in order of tenacity); blossom's start |
//!
//! The bipartite ones are generic over [`Bipartite`](crate::graph::Bipartite), [`blossom`]
//! and [`micali_vazirani`] over any [`Adjacency`](crate::graph::Adjacency), so
//! they run on CSR graphs and on boards alike; none of them recurses.
//!
//! On top of a maximum matching: the Dulmage–Mendelsohn decomposition of bipartite graphs
//! ([`DulmageMendelsohn`], with MATLAB-style [`dmperm`] permutations) and the class of every
//! edge, in every, some or no maximum matching ([`EdgeClasses`], any graph); a minimum vertex
//! cover and a maximum independent set of a bipartite graph ([`minimum_vertex_cover`],
//! [`maximum_independent_set`]) and a minimum edge cover of any graph ([`minimum_edge_cover`]).
//! What runs by default, every gate and the guarantee of each path: `docs/defaults.md`.

mod algorithm;
mod alternating;
mod blossom;
mod covers;
mod dinic;
mod dulmage_mendelsohn;
mod edge_classes;
mod gallai_edmonds;
mod hopcroft_karp;
mod karp_sipser;
mod karp_sipser_fold;
mod kuhn;
mod mates;
mod micali_vazirani;
mod ms_bfs;
mod near_bipartite;
mod pothen_fan;
mod push_relabel;
mod stats;

pub use algorithm::{Algorithm, maximum_matching, maximum_matching_from};
pub(crate) use alternating::{
    NO_CODES, StepCodes, Vias, alternating_reach, alternating_reach_halves,
    alternating_reach_with_vias,
};
pub(crate) use blossom::BlossomSearch;
pub(crate) use blossom::{BlossomRun, blossom_under_cap, maximum_with_forest, work_cap};
pub use blossom::{blossom, blossom_with_work};
pub use covers::{CoverError, maximum_independent_set, minimum_edge_cover, minimum_vertex_cover};
pub use dinic::{DinicResult, dinic};
pub use dulmage_mendelsohn::{CoarsePart, Dmperm, DulmageMendelsohn, dmperm};
pub use edge_classes::{EdgeClass, EdgeClassWork, EdgeClasses, EdgeStage};
pub use gallai_edmonds::{GallaiEdmonds, Part};
pub use hopcroft_karp::{hopcroft_karp, hopcroft_karp_dw};
pub(crate) use karp_sipser::karp_sipser_halves;
pub use karp_sipser::{KARP_SIPSER_SWEEPS, karp_sipser};
pub use karp_sipser_fold::{karp_sipser_folding, karp_sipser_folding_counted};
pub use kuhn::kuhn;
pub use mates::Matching;
pub(crate) use micali_vazirani::{LastPhase, micali_vazirani_with_last_phase, mv_phases_with_d};
pub use micali_vazirani::{MvWork, micali_vazirani, micali_vazirani_with_work};
pub(crate) use ms_bfs::{LeftReach, ms_bfs_counted_with_left_reach};
pub use ms_bfs::{MsBfsWork, ms_bfs, ms_bfs_with_work};
pub use near_bipartite::{general_start, general_start_with_stats};
pub use pothen_fan::pothen_fan;
pub use push_relabel::push_relabel;
pub use stats::{BlossomWork, MatchingStats, StageWork, Start};
