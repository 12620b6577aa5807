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
//! ```
//! use bigame::board::Board;
//! use bigame::game::analyze;
//! use bigame::matching::Algorithm;
//! // . . .     a 1x3 board: a path of three cells
//! let board = Board::from_fn(1, 3, |_, _| true);
//! let a = analyze(&board, Algorithm::default());
//! assert!(a.wins(board.vertex(0, 1)));      // the middle cell: the mover wins
//! assert!(!a.wins(board.vertex(0, 0)));     // an end cell: the mover loses
//! ```
//!
//! Layers: [`graph`] (graphs and the adjacency traits) and [`board`] (grids as implicit
//! graphs, Bunny-and-Egg boards and records) feed [`read`] (text to graphs, boards, records
//! and certificates), [`matching`] (five maximum-matching algorithms, the Gallai–Edmonds and
//! Dulmage–Mendelsohn decompositions, the edges in every or some maximum matching),
//! [`certificate`] and [`game`] (verdicts, the incremental engine, the brute-force oracle);
//! [`solve`] is the one call per kind of input that picks the algorithm for every front end;
//! [`write`](mod@write) prints graphs, boards and every answer as text, JSON or SVG; [`generate`] makes
//! deterministic random boards, records and graphs. The `bigame` binary only wires them.
//!
//! ## Features
//!
//! - `cli` (default): the `bigame` command-line tool; it turns on the three below.
//! - `json`: the JSON graph reader (`read::json_graph`, `write::json_graph`) and the JSON writers of answers.
//! - `gzip`: gzip-compressed graph input (`read::graph_input::gunzip`).
//! - `serve`: the web server's router (`serve`), with `json`.
//!
//! With `default-features = false` only `itoa` and `thiserror` are compiled in. The graph
//! readers of [`read::graph_input`] still recognise JSON and gzip input, and refuse it with
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

/// The README's Rust examples, compiled and run as doc tests so they cannot go stale.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
