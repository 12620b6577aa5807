//! Readers and writers. Readers turn bytes into graphs or boards and report malformed input
//! as a [`ParseError`] with its line and column; writers print results. Neither runs an
//! algorithm.

pub mod board_text;
pub mod decomposition;
pub mod edge_list;
pub mod noi2011;
mod scan;

pub use scan::ParseError;
