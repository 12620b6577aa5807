//! Readers and writers. Readers turn bytes into graphs or boards and report malformed input
//! as a [`ParseError`] with its line and column; writers print results (as text, JSON or SVG
//! pictures). Neither runs an algorithm.

pub mod board_text;
pub mod edge_list;
pub mod noi2011;
mod scan;
pub mod svg;

pub use scan::ParseError;
