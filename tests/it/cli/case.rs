//! Tables of refused inputs. Every case is checked in process against the reader the command
//! calls for that input, which is cheap; a few per command also go end to end through the
//! binary, where the one line on stderr must be `bigame: FILE:` followed by exactly the error
//! the reader gave in process, so the message checked in process is the one users see.

use crate::cli::run::{file, refused};
use bigame::read::ParseError;

/// A refused input: its name (for the file and messages), its bytes, the line and column the
/// error must point at, and a piece of the message.
pub type Case = (&'static str, &'static [u8], usize, usize, &'static str);

/// The case named `name` in `table`.
pub fn case<'a>(table: &'a [Case], name: &str) -> &'a Case {
    table.iter().find(|c| c.0 == name).unwrap()
}

/// Checks every case of `table` against `error_of` (the reader's error, or why there is none to
/// compare) and fails listing every case that does not hold, not only the first, so a changed
/// message shows everything it affects.
pub fn check_table(
    what: &str,
    table: &[Case],
    error_of: impl Fn(&str, &[u8]) -> Result<ParseError, String>,
) {
    let mut wrong = Vec::new();
    for &(name, input, line, column, needle) in table {
        match error_of(name, input) {
            Err(why) => wrong.push(format!("{name}: {why}")),
            Ok(e) => {
                let one_line = !e.message.is_empty() && !e.message.contains('\n');
                if (e.line, e.column) != (line, column) || !e.message.contains(needle) || !one_line
                {
                    wrong.push(format!(
                        "{name}: expected {line}:{column}: ..{needle}.., got {e:?}"
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{what}: {} of {} cases wrong:\n{}",
        wrong.len(),
        table.len(),
        wrong.join("\n")
    );
}

/// Runs `bigame ARGS FILE` on the case's input: refused (exit status 2, nothing on stdout, one
/// line on stderr), the line being `bigame: FILE:` and then `expected`, the reader's error in
/// process.
pub fn check_end_to_end(args: &[&str], case: &Case, expected: &ParseError) {
    let &(name, input, ..) = case;
    let path = file(name, input);
    let out = crate::common::bigame()
        .args(args)
        .arg(&path)
        .output()
        .unwrap();
    let message = refused(&out, &format!("{name} {args:?}"));
    assert_eq!(
        message,
        format!("bigame: {}:{expected}", path.display()),
        "{name} {args:?}"
    );
}
