//! Every integration test, in one crate (one build and one link instead of one per suite):
//! a module per suite, as each was a crate of its own before. `cargo test --release --test it`
//! runs them all; `cargo test --release --test it oracle::` one suite. The suites share the
//! helpers of `common` (the binary's path, temporary files, fuzzing edits).

mod common;

mod board_moves;
mod bom;
mod certificate;
#[path = "cli/main.rs"]
mod cli;
#[path = "decompose/main.rs"]
mod decompose;
mod doc_links;
mod edge_certificate;
mod edge_cli;
mod edge_oracle;
mod families;
#[path = "formats/main.rs"]
mod formats;
mod formats_cli;
mod formats_fuzz;
mod front_ends;
// `gen` is a keyword in Rust 2024.
mod general;
mod general_certificates;
#[path = "gen/main.rs"]
mod generate;
mod hard_families;
mod help;
mod judge;
mod limits;
#[path = "matching.rs"]
mod r#match;
mod oracle;
mod output_formats;
#[path = "parser_fuzz/main.rs"]
mod parser_fuzz;
#[path = "play/main.rs"]
mod play;
mod play_terminal;
mod plurals;
#[path = "problems/main.rs"]
mod problems;
mod readme;
mod record_fuzz;
mod review;
#[path = "serve/main.rs"]
mod serve;
#[path = "slowness_fuzz/main.rs"]
mod slowness_fuzz;
mod sum;
#[path = "svg/main.rs"]
mod svg;
#[path = "tool_files/main.rs"]
mod tool_files;
mod work_bounds;
mod work_counts;
mod written_by;
