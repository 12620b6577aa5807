//! Checkers, as testlib's: a contestant's output against the jury's answer, with testlib's
//! verdicts and exit codes, so that `bigame check` can sit in a judge. Like testlib's readers
//! they are lenient about whitespace; a malformed output (a word where a number belongs, an
//! early end, tokens after the answer) is a presentation error, a well-formed wrong one a
//! wrong answer.
//!
//! Unlike testlib's, they have the solver: before the contestant's output is read, the jury's
//! answer is checked against the input (its format, and its value where the problem has one
//! answer), and a wrong one is the jury's [`Verdict::Fail`], never the contestant's fault.

use std::fmt;

/// A checker's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The output is right (testlib's `_ok`, exit status 0).
    Accepted(String),
    /// Well-formed, but wrong (`_wa`, exit status 1).
    WrongAnswer(String),
    /// Not in the answer's format (`_pe`, exit status 2).
    PresentationError(String),
    /// The jury is wrong: the input or the answer file is broken (`_fail`, exit status 3).
    Fail(String),
}

impl Verdict {
    /// The verdict's message, without testlib's prefix (`ok`, `wrong answer`, ...). `O(1)`.
    pub fn message(&self) -> &str {
        match self {
            Verdict::Accepted(m)
            | Verdict::WrongAnswer(m)
            | Verdict::PresentationError(m)
            | Verdict::Fail(m) => m,
        }
    }

    /// testlib's exit status for the verdict: 0, 1, 2 or 3. `O(1)`.
    pub fn exit_code(&self) -> i32 {
        match self {
            Verdict::Accepted(_) => 0,
            Verdict::WrongAnswer(_) => 1,
            Verdict::PresentationError(_) => 2,
            Verdict::Fail(_) => 3,
        }
    }
}

impl fmt::Display for Verdict {
    /// testlib's result line: `ok ...`, `wrong answer ...`, `wrong output format ...` or
    /// `FAIL ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted(m) => write!(f, "ok {m}"),
            Verdict::WrongAnswer(m) => write!(f, "wrong answer {m}"),
            Verdict::PresentationError(m) => write!(f, "wrong output format {m}"),
            Verdict::Fail(m) => write!(f, "FAIL {m}"),
        }
    }
}

/// The whitespace-separated tokens of a file, each with its 1-based line. `O(1)` per byte.
pub struct Tokens<'a> {
    text: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    /// The tokens of `text`. `O(1)`.
    pub fn new(text: &'a [u8]) -> Tokens<'a> {
        Tokens {
            text,
            pos: 0,
            line: 1,
        }
    }

    /// The next token and its line, or `None` at the end. `O(token length + whitespace)`.
    pub fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        while let Some(&b) = self.text.get(self.pos) {
            if !b.is_ascii_whitespace() {
                break;
            }
            if b == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
        let start = self.pos;
        while self
            .text
            .get(self.pos)
            .is_some_and(|b| !b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
        (self.pos > start).then(|| (&self.text[start..self.pos], self.line))
    }

    /// The next token, which must be one of `words`; a presentation error otherwise (naming
    /// `what` was expected). `O(token length)`.
    pub fn word(&mut self, what: &str, words: &[&str]) -> Result<&'a [u8], Verdict> {
        match self.next_token() {
            Some((token, _)) if words.iter().any(|w| w.as_bytes() == token) => Ok(token),
            Some((token, line)) => Err(Verdict::PresentationError(format!(
                "line {line}: expected {what}, found '{}'",
                shown(token)
            ))),
            None => Err(unexpected_end(what)),
        }
    }

    /// The next token as an integer in `min..=max`: a presentation error if it is no
    /// integer, a wrong answer if it is out of range (as testlib's `readInt(min, max)`).
    /// `O(token length)`.
    pub fn integer(&mut self, what: &str, min: i64, max: i64) -> Result<i64, Verdict> {
        let Some((token, line)) = self.next_token() else {
            return Err(unexpected_end(what));
        };
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|t| is_integer(t.as_bytes()))
            .and_then(|t| t.parse::<i64>().ok())
            .ok_or_else(|| {
                Verdict::PresentationError(format!(
                    "line {line}: expected {what} (an integer), found '{}'",
                    shown(token)
                ))
            })?;
        if !(min..=max).contains(&value) {
            return Err(Verdict::WrongAnswer(format!(
                "line {line}: {what} = {value} is out of range (expected {min} to {max})"
            )));
        }
        Ok(value)
    }

    /// Nothing but whitespace left; a presentation error otherwise. `O(rest)`.
    pub fn end(&mut self) -> Result<(), Verdict> {
        match self.next_token() {
            None => Ok(()),
            Some((token, line)) => Err(Verdict::PresentationError(format!(
                "line {line}: extra output '{}' after the answer",
                shown(token)
            ))),
        }
    }
}

/// The jury's answer read by `read`: a broken answer file is the jury's [`Verdict::Fail`].
/// `read`'s cost.
pub fn read_jury<T>(
    answer: &[u8],
    read: impl FnOnce(&mut Tokens) -> Result<T, Verdict>,
) -> Result<T, Verdict> {
    read(&mut Tokens::new(answer))
        .map_err(|verdict| Verdict::Fail(format!("the answer file: {verdict}")))
}

/// The failure of a checker whose input file does not parse (`problem` names it).
pub fn bad_input(problem: &str, e: &crate::read::ParseError) -> Verdict {
    Verdict::Fail(format!("the input file is not a {problem} input: {e}"))
}

/// The checker of a problem with one right answer, `solution` (the solver's answer for the
/// input, or why the input does not parse): the jury's `answer` must be the solution token
/// for token, else the jury fails ([`Verdict::Fail`], before the output is looked at); then
/// the output's tokens must be the answer's ([`compare_tokens`]). `O(output + answer +
/// solution)`.
///
/// ```
/// use bigame::problems::check::check_one_answer;
/// let solution = Ok(b"2\n1 1\n1 3\n".to_vec());
/// assert_eq!(check_one_answer(solution.clone(), "loj6033", b"2 1 1 1 3", b"2\n1 1\n1 3\n").exit_code(), 0);
/// // An answer cut to its count line is the jury's fault, whatever the output.
/// assert_eq!(check_one_answer(solution, "loj6033", b"2", b"2\n").exit_code(), 3);
/// ```
pub fn check_one_answer(
    solution: Result<Vec<u8>, crate::read::ParseError>,
    problem: &str,
    output: &[u8],
    answer: &[u8],
) -> Verdict {
    let solution = match solution {
        Ok(solution) => solution,
        Err(e) => return bad_input(problem, &e),
    };
    match compare_tokens(answer, &solution) {
        Verdict::Accepted(_) => compare_tokens(output, answer),
        fault => Verdict::Fail(format!(
            "the answer file is not the answer to the input: {}",
            fault.message()
        )),
    }
}

/// The presentation error of an output that ends before `what`.
fn unexpected_end(what: &str) -> Verdict {
    Verdict::PresentationError(format!("unexpected end of file: expected {what}"))
}

/// A token for a message: lossy UTF-8, at most 40 characters.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    if text.chars().count() > 40 {
        format!("{}...", text.chars().take(40).collect::<String>())
    } else {
        text.into_owned()
    }
}

/// Whether `token` is an integer as testlib writes one: an optional `-`, then digits.
fn is_integer(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// The checker of a problem with one right answer: the output's tokens must be the answer's
/// (testlib's `wcmp`, whitespace free). An integer where the answer has a word or the
/// reverse, an early end or extra tokens: a presentation error; another token of the right
/// kind: a wrong answer. `O(output + answer)`.
///
/// ```
/// use bigame::problems::check::{compare_tokens, Verdict};
/// assert_eq!(compare_tokens(b"WIN\n1 2\n", b"WIN 1 2\n").exit_code(), 0);
/// assert_eq!(compare_tokens(b"WIN\n1 3\n", b"WIN\n1 2\n").exit_code(), 1);
/// assert_eq!(compare_tokens(b"WIN\n1\n", b"WIN\n1 2\n").exit_code(), 2);
/// ```
pub fn compare_tokens(output: &[u8], answer: &[u8]) -> Verdict {
    let mut out = Tokens::new(output);
    let mut jury = Tokens::new(answer);
    let mut count = 0usize;
    while let Some((expected, _)) = jury.next_token() {
        count += 1;
        let Some((found, line)) = out.next_token() else {
            return unexpected_end(&format!("token {count}, '{}'", shown(expected)));
        };
        if found == expected {
            continue;
        }
        let message = format!(
            "line {line}: token {count} differs: expected '{}', found '{}'",
            shown(expected),
            shown(found)
        );
        return if is_integer(expected) == is_integer(found) {
            Verdict::WrongAnswer(message)
        } else {
            Verdict::PresentationError(message)
        };
    }
    match out.end() {
        Ok(()) => Verdict::Accepted(crate::text::plural(count, "token", "tokens")),
        Err(verdict) => verdict,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_comparison_tells_the_verdicts_apart() {
        let answer = b"3\nAlice\nBob\n";
        for (output, code) in [
            (&b"3 Alice Bob"[..], 0),
            (b"  3\r\n\tAlice\n\nBob", 0),
            (b"3\nAlice\nAlice\n", 1),
            (b"4\nAlice\nBob\n", 1),
            (b"3\nAlice\n", 2),
            (b"3\nAlice\nBob\nBob\n", 2),
            (b"x\nAlice\nBob\n", 2),
            (b"3\n7\nBob\n", 2),
            (b"", 2),
        ] {
            let verdict = compare_tokens(output, answer);
            assert_eq!(verdict.exit_code(), code, "{output:?}: {verdict}");
            assert!(!verdict.to_string().contains('\n'));
        }
        assert_eq!(compare_tokens(b"", b"").exit_code(), 0);
    }

    #[test]
    fn readers_name_lines_and_ranges() {
        let mut t = Tokens::new(b"win\n 12\nx");
        assert!(t.word("win or lose", &["win", "lose"]).is_ok());
        assert_eq!(
            t.integer("v", 1, 10),
            Err(Verdict::WrongAnswer(
                "line 2: v = 12 is out of range (expected 1 to 10)".to_string()
            ))
        );
        assert_eq!(
            t.end(),
            Err(Verdict::PresentationError(
                "line 3: extra output 'x' after the answer".to_string()
            ))
        );
    }
}
