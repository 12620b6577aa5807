//! Command-line parsing and the commands. Each command reads its whole input, runs the
//! library, and only then writes the answer, so bad input never produces partial output.

mod args;
mod check;
mod commands;
mod edge;
mod files;
mod generate;
mod matching;
mod options;
mod play;
mod progress;
mod read_args;
mod serve;
mod shell;
mod sum;

use clap::Parser;
use std::io::{self, IsTerminal, Write};

use args::{AnalyzeFormat, BoardFormat, Cli, Command, DecomposeFormat, GameRule, ReviewFormat};
use args::{PlayKind, PlaySide, problem_names};

/// Exit status for bad input or usage errors.
const EXIT_BAD_INPUT: i32 = 2;

/// Why a command failed.
#[derive(Debug)]
enum Failure {
    /// Bad input or usage: one line on stderr, exit status 2, nothing on stdout (every input
    /// check happens before the first byte of the answer is written).
    BadInput(String),
    /// Writing the answer failed.
    Output(io::Error),
    /// A certificate claims something false: one line on stderr, exit status 1.
    Refuted(String),
    /// Creating or writing an output file (`--svg OUT`) failed: the file named, the error.
    OutputFile(String, io::Error),
    /// Already reported on stderr (a checker's verdict): exit with this status.
    Exit(i32),
    /// A bug caught before it reached the user (no answer passed the self-check, not even
    /// a plain proven algorithm's): one line on stderr, exit status 3, nothing on stdout.
    Internal(String),
}

/// Exit status of a bug caught by the self-check: neither bad input (2) nor a refuted claim (1).
const EXIT_INTERNAL: i32 = 3;

impl Failure {
    /// What `solve` refused, for the input named `context`: bad input (exit status 2), or,
    /// for an answer that failed its self-check twice, an internal error (exit status 3).
    fn from_solve(context: &str, e: bigame::solve::SolveError) -> Failure {
        match e {
            bigame::solve::SolveError::Unverified { .. } => {
                Failure::Internal(format!("{context}: {e}"))
            }
            other => Failure::BadInput(format!("{context}: {other}")),
        }
    }

    /// The edge game's refusal `e`, already worded as `message`: bad input (exit status 2),
    /// or, for an answer that failed its check, an internal error (exit status 3).
    fn from_edge(message: String, e: &bigame::game::edge::EdgeError) -> Failure {
        match e {
            bigame::game::edge::EdgeError::Unverified { .. } => Failure::Internal(message),
            _ => Failure::BadInput(message),
        }
    }

    /// Reports the failure on stderr (nothing for a closed pipe or a verdict already
    /// reported) and returns the exit status.
    fn report(self) -> i32 {
        match self {
            Failure::BadInput(message) => {
                eprintln!("bigame: {message}");
                EXIT_BAD_INPUT
            }
            Failure::Refuted(message) => {
                eprintln!("bigame: {message}");
                1
            }
            // A closed pipe (`bigame ... | head`) is not an error.
            Failure::Output(e) if is_broken_pipe(&e) => 0,
            Failure::Output(e) => {
                eprintln!("bigame: cannot write the answer: {e}");
                1
            }
            Failure::OutputFile(name, e) => {
                eprintln!("bigame: cannot write {name}: {e}");
                1
            }
            Failure::Exit(code) => code,
            Failure::Internal(message) => {
                eprintln!("bigame: {message}");
                EXIT_INTERNAL
            }
        }
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// `n` and the noun that agrees with it: `1 vertex`, `2 vertices`, `0 vertices`.
fn plural<N: std::fmt::Display + PartialEq + From<u8>>(n: N, one: &str, many: &str) -> String {
    let noun = if n == N::from(1) { one } else { many };
    format!("{n} {noun}")
}

/// A clap usage error on one line: its message up to the first blank line (which ends the
/// message and starts the usage), lines joined, `error: ` dropped, and where to find help.
fn one_line(e: &clap::Error) -> String {
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return "expected a generator: bigame gen board|bunny|graph ... (see bigame gen --help)"
            .to_string();
    }
    let text = e.render().to_string();
    let message: Vec<&str> = text
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let message = message.join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    format!("{message} (see bigame gen --help)")
}

/// Whether a write failed because the reader went away (`bigame ... | head`): the error's
/// kind, or that of the I/O error inside a JSON writer's error. `O(1)`.
fn is_broken_pipe(e: &io::Error) -> bool {
    let json_kind = e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<serde_json::Error>())
        .and_then(serde_json::Error::io_error_kind);
    e.kind() == io::ErrorKind::BrokenPipe || json_kind == Some(io::ErrorKind::BrokenPipe)
}

/// `csv` or `tsv` when the command line asks for `--input-format csv` (or `tsv`), which is
/// pairs with a delimiter: for a hint. `O(arguments)`.
fn delimited_format() -> Option<String> {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().to_ascii_lowercase())
        .collect();
    let asked = args
        .iter()
        .enumerate()
        .find_map(|(k, a)| match a.as_str() {
            "--input-format" => args.get(k + 1).cloned(),
            _ => a.strip_prefix("--input-format=").map(str::to_string),
        })?;
    matches!(asked.as_str(), "csv" | "tsv").then_some(asked)
}

/// Runs the command line and returns the process exit status.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() && std::env::args_os().nth(1).is_some_and(|a| a == "gen") => {
            // `bigame gen` promises one line per refused option (see `one_line`).
            eprintln!("bigame: {}", one_line(&e));
            return EXIT_BAD_INPUT;
        }
        Err(e)
            if e.kind() == clap::error::ErrorKind::InvalidValue && delimited_format().is_some() =>
        {
            let name = delimited_format().unwrap_or_default();
            eprintln!(
                "bigame: --input-format {name} is not a format of its own: {} files are pairs \
                 with a delimiter, --input-format pairs --delimiter '{}' (';' for the \
                 semicolon files Excel writes in many locales; a .{name} file name implies it)",
                name.to_ascii_uppercase(),
                if name == "tsv" { "tab" } else { "," }
            );
            return EXIT_BAD_INPUT;
        }
        // A checker's 2 means a presentation error: a judge that calls `bigame check`
        // wrongly gets testlib's FAIL (3) instead.
        Err(e) if e.use_stderr() && std::env::args_os().nth(1).is_some_and(|a| a == "check") => {
            let _ = e.print();
            return 3;
        }
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { EXIT_BAD_INPUT } else { 0 };
        }
    };
    if let Err(message) = files::check_input_limit() {
        eprintln!("bigame: {message}");
        // A judge's checker wrongly set up fails as testlib's FAIL, as a wrong call does.
        return if matches!(cli.command, Command::Check { .. }) {
            3
        } else {
            EXIT_BAD_INPUT
        };
    }
    // A game is a conversation and a server runs until stopped: no progress line there.
    if !matches!(cli.command, Command::Play { .. } | Command::Serve { .. }) {
        progress::start();
    }
    let stdout = progress::ClearsProgress::new(io::stdout().lock());
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    let result = match cli.command {
        Command::Board {
            file,
            format,
            moves,
            game,
            algorithm,
            svg,
            stats,
            grundy,
        } => {
            let format = format.unwrap_or(if io::stdout().is_terminal() {
                BoardFormat::Pretty
            } else {
                BoardFormat::Loj6033
            });
            let options = options::BoardOptions {
                format,
                moves,
                algorithm,
                picture: svg.as_deref(),
                stats,
                grundy,
            };
            match game {
                GameRule::Vertex => commands::board(&file, options, &mut out),
                GameRule::Edge => edge::board(&file, options, &mut out),
            }
        }
        Command::Analyze {
            file,
            read,
            start,
            game,
            algorithm,
            decomposition,
            format,
            certificate,
            stats,
            grundy,
        } => (match game {
            GameRule::Vertex => commands::analyze,
            GameRule::Edge => edge::analyze,
        })(
            &file,
            options::AnalyzeOptions {
                read: read.options(),
                start,
                algorithm,
                decomposition,
                format: format.unwrap_or(if io::stdout().is_terminal() {
                    AnalyzeFormat::Table
                } else {
                    AnalyzeFormat::Text
                }),
                certificate,
                stats,
                grundy,
            },
            &mut out,
        ),
        Command::Verify {
            graph,
            certificate,
            read,
        } => commands::verify(&graph, read.options(), &certificate, &mut out),
        Command::Decompose {
            file,
            read,
            edges,
            algorithm,
            format,
            stats,
        } => {
            let options = commands::DecomposeOptions {
                read: read.options(),
                edges,
                algorithm,
                format,
                stats,
            };
            commands::decompose(&file, options, &mut out)
        }
        Command::Match(args) => matching::run(args, &mut out),
        Command::Review {
            file,
            explain,
            format,
            svg,
        } => {
            let format = if explain {
                ReviewFormat::Explain
            } else {
                format
            };
            commands::review(&file, format, svg.as_deref(), &mut out)
        }
        Command::Sum(args) => sum::sum(
            &args.positions,
            sum::PartOptions {
                moves: args.moves,
                read: args.read.options(),
            },
            args.format == args::SumFormat::Json,
            &mut out,
        ),
        Command::Play {
            file,
            sum,
            side,
            start,
            kind,
            moves,
            game,
            color,
            read,
        } => {
            let options = play::PlayOptions {
                kind: kind.or(read.is_graph().then_some(PlayKind::Graph)),
                read: read.options(),
                side,
                start,
                moves,
                edge: game == GameRule::Edge,
                columns: play::terminal_columns(),
                lines: play::terminal_lines(),
                colour: color.colour(),
            };
            let stdin = &mut io::stdin().lock();
            match file {
                _ if !sum.is_empty() => play::play_sum(&sum, &options, stdin, &mut out),
                Some(file) => play::play(&file, &options, stdin, &mut out),
                None => unreachable!("clap requires FILE without --sum"),
            }
            .map(|_| ())
        }
        Command::Gen { what } => generate::run(what, &mut out),
        Command::Serve { port, host, open } => serve::serve(&host, port, open, &mut out),
        Command::Solve { problem, file } => commands::solve(&problem, &file, &mut out),
        Command::Validate { problem, file } => commands::validate(&problem, &file, &mut out),
        Command::Check {
            problem,
            dir: Some(dir),
            ..
        } => check::check_dir(&problem, &dir, &mut out),
        Command::Check {
            problem,
            input: Some(input),
            output: Some(output),
            answer: Some(answer),
            ..
        } => check::check(&problem, &input, &output, &answer),
        Command::Check { .. } => unreachable!("clap requires the three files without --dir"),
        Command::Problems => commands::problems(&mut out),
        Command::Completions(o) => shell::completions(&o, &mut out),
        Command::Man(o) => shell::man(&o, &mut out),
    }
    .and_then(|()| out.flush().map_err(Failure::from));
    progress::clear();
    match result {
        Ok(()) => 0,
        Err(failure) => failure.report(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bigame::solve::SolveError;

    /// An answer that failed its self-check twice is an internal error with its own exit
    /// status and the input named; what `solve` refuses otherwise is bad input.
    #[test]
    fn a_bug_caught_by_the_self_check_exits_3_and_bad_input_2() {
        let unverified = SolveError::Unverified {
            reason: "vertex 0 is claimed winning but is unmatched".into(),
        };
        let failure = Failure::from_solve("g.txt", unverified);
        match &failure {
            Failure::Internal(message) => {
                assert!(message.starts_with("g.txt: internal error"), "{message}");
                assert!(message.contains("please report"), "{message}");
            }
            _ => panic!("not an internal error"),
        }
        assert_eq!(failure.report(), EXIT_INTERNAL);
        let sides = Failure::from_solve("g.txt", SolveError::BadSides("wrong length".into()));
        assert!(matches!(&sides, Failure::BadInput(m) if m == "g.txt: wrong length"));
        assert_eq!(sides.report(), EXIT_BAD_INPUT);
    }

    /// The same for the edge game: an answer that failed its check exits 3, any other
    /// refusal 2.
    #[test]
    fn an_edge_game_answer_that_failed_its_check_exits_3() {
        use bigame::game::edge::EdgeError;
        let unverified = EdgeError::Unverified {
            reason: "vertex 0's witness is not in the kernel".into(),
        };
        let message = format!("g.txt: {unverified}");
        assert!(message.contains("please report"), "{message}");
        let failure = Failure::from_edge(message, &unverified);
        assert!(matches!(&failure, Failure::Internal(_)));
        assert_eq!(failure.report(), EXIT_INTERNAL);
        let sides = EdgeError::BadSides("wrong length".into());
        let failure = Failure::from_edge(format!("g.txt: {sides}"), &sides);
        assert!(matches!(&failure, Failure::BadInput(m) if m == "g.txt: wrong length"));
        assert_eq!(failure.report(), EXIT_BAD_INPUT);
    }
}
