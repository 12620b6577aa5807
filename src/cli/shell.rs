//! `bigame completions SHELL` and `bigame man [COMMAND]`: shell completions and man pages,
//! generated from the one grammar in args.rs (clap_complete, clap_mangen), as ripgrep and fd
//! ship theirs.

use super::Failure;
use super::args::Cli;
use clap::{Args, CommandFactory};
use std::io::Write;

/// `bigame completions`.
#[derive(Args, Debug)]
pub(super) struct Completions {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// `bigame man`.
#[derive(Args, Debug)]
pub(super) struct Man {
    /// A command (board, analyze, gen, ...): its own page, bigame-COMMAND(1); without it
    /// the page of bigame itself, bigame(1).
    command: Option<String>,
}

/// The completion script for the shell, on `out`. `O(size of the grammar)`.
pub(super) fn completions(o: &Completions, out: &mut impl Write) -> Result<(), Failure> {
    // Into memory first: the generators panic on a failed write (a closed pipe), `out`
    // reports it.
    let mut script = Vec::new();
    clap_complete::generate(o.shell, &mut Cli::command(), "bigame", &mut script);
    out.write_all(&script).map_err(Failure::from)
}

/// The man page (roff) of bigame or of one of its commands, on `out`. `O(size of the
/// grammar)`.
pub(super) fn man(o: &Man, out: &mut impl Write) -> Result<(), Failure> {
    let mut bigame = Cli::command();
    // Building names the commands bigame-COMMAND, the name their pages go by.
    bigame.build();
    let page = match &o.command {
        None => bigame,
        Some(name) => match bigame.find_subcommand(name) {
            Some(command) => command.clone().version(env!("CARGO_PKG_VERSION")),
            None => {
                let names: Vec<&str> = bigame
                    .get_subcommands()
                    .map(|c| c.get_name())
                    .filter(|&n| n != "help")
                    .collect();
                return Err(Failure::BadInput(format!(
                    "no command called {name} (the commands: {})",
                    names.join(", ")
                )));
            }
        },
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).render(&mut roff)?;
    out.write_all(&roff).map_err(Failure::from)
}
