//! The `bigame` command line: every output format on boards whose answers are worked out by
//! hand, `analyze` with and without `--start`, and every class of bad input. A refused input
//! must give exit status 2, nothing on stdout, and exactly one line on stderr:
//! `bigame: FILE:LINE:COL: message` (or `bigame: message` where no position applies). The bad
//! inputs are tables checked in process against the reader each command calls, a few of them
//! end to end.

mod analyze;
mod bad_board;
mod bad_files;
mod bad_graph;
mod board;
mod board_grundy;
mod board_why;
mod case;
mod grundy;
mod pipes;
mod run;
mod stats;
mod usage;
