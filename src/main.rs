//! The `bigame` command-line tool: argument parsing and wiring only; all work is done by the
//! library.

mod cli;

fn main() {
    std::process::exit(cli::run());
}
