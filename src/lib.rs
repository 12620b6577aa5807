//! # bigame
//!
//! Solves two-player token games on graphs by maximum matching.
//!
//! A token sits on a start vertex of an undirected graph; players alternately move it to an
//! unvisited neighbour, and the player who cannot move loses. **The player to move wins
//! exactly when the token's vertex is covered by every maximum matching**: the winner always
//! moves to the matching partner of the token's vertex, and the opponent can never leave the
//! matching without creating an augmenting path.
//!
//! [`solve`] is the entry point: one call per kind of input ([`solve::solve_board`],
//! [`solve::solve_graph`], and [`solve::edge`] for the edge game), which picks the algorithm
//! the way the `bigame` tool, its web page and the Python package do, and self-checks the
//! answer:
//!
//! ```
//! use bigame::board::{Board, Moves};
//! use bigame::solve::solve_board;
//! // . . .     a 2x3 board with one blocked cell: the five free cells make a path
//! // # . .     (0,0)-(0,1)-(0,2)-(1,2)-(1,1) under rook moves
//! let board = Board::from_fn(2, 3, |r, c| (r, c) != (1, 0));
//! let solved = solve_board(&board, Moves::Rook, None).unwrap();
//! let a = &solved.analysis;
//! // On a path of five cells the mover wins from the 2nd and 4th (each has a partner in
//! // every maximum matching) and loses from the 1st, 3rd and 5th.
//! let wins: Vec<bool> = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1)]
//!     .iter()
//!     .map(|&(r, c)| a.wins(board.vertex(r, c)))
//!     .collect();
//! assert_eq!(wins, [false, true, false, true, false]);
//! // The winning move from (0,1) is to its matching partner, a neighbour that loses.
//! let to = a.winning_move(board.vertex(0, 1)).unwrap();
//! assert!(to == board.vertex(0, 0) || to == board.vertex(0, 2));
//! ```
//!
//! Layers: [`graph`] (graphs and the adjacency traits) and [`board`] (grids as implicit
//! graphs, Bunny-and-Egg boards and records) feed [`read`] (text to graphs, boards, records
//! and certificates), [`matching`] (nine maximum-matching algorithms, listed in
//! [`matching::Algorithm`]: seven for bipartite graphs and two, blossom and
//! Micali–Vazirani, for any graph; the Gallai–Edmonds and Dulmage–Mendelsohn
//! decompositions; the edges in every or some maximum matching), [`certificate`] and
//! [`game`] (verdicts, the incremental engine, the edge game, the brute-force oracles);
//! [`solve`] is the one call per kind of input that picks the algorithm for every front end;
//! [`write`](mod@write) prints graphs, boards and every answer as text, JSON or SVG;
//! [`generate`] makes deterministic random boards, records and graphs; [`problems`] holds the
//! contest problems' solvers, validators and checkers. The `bigame` binary only wires them.
//! What runs by default, every gate and the guarantee of each path: [`defaults`]. Every
//! command of the tool, and more library examples: `docs/guide.md` in the repository.
//!
//! ## Features
//!
//! - `cli` (default): the `bigame` command-line tool; it turns on the four below.
//! - `json`: the JSON graph reader (`read::json_graph`, `write::json_graph`) and the JSON
//!   writers of answers.
//! - `gzip`: gzip-compressed graph input (`read::graph_input::gunzip`).
//! - `graphml`: GraphML graph input (`read::graphml`, with `roxmltree`).
//! - `serve`: the web server's router (`serve`), with `json`.
//!
//! With `default-features = false` only `itoa`, `thiserror` and `bytemuck` are compiled in.
//! The graph readers of [`read::graph_input`] still recognise JSON and gzip input, and refuse it with
//! an error that names the missing feature (a `ParseError` for JSON, `GraphFileError::Gzip`
//! for gzip) rather than misreading it as another format.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod certificate;
pub mod game;
pub mod generate;
pub mod graph;
pub mod matching;
pub mod problems;
pub mod read;
pub mod rng;
#[cfg(feature = "serve")]
pub mod serve;
pub mod solve;
mod text;
pub mod write;

#[doc = include_str!("../docs/defaults.md")]
pub mod defaults {}

/// The README's Rust examples, compiled and run as doc tests so they cannot go stale.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The Rust examples of docs/guide.md (the library's section), compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/guide.md")]
struct GuideDoctests;
