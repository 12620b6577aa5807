//! A testlib-like reader shared by every problem: in [`Mode::Strict`] it checks the exact
//! layout of an input file (single spaces, `\n` line ends, a final newline, no trailing
//! spaces, no byte order mark, canonical integers) and the statement's limits, naming the
//! first violation by line and column; in [`Mode::Lenient`] the same calls accept any
//! whitespace and only the limits the solver itself needs, so a solver and its validator share
//! one parser.

use crate::read::ParseError;
use std::fmt;

/// A broken rule of an input file: where (1-based line and byte column) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, in bytes.
    pub column: usize,
    /// What is wrong, phrased as what was expected.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for Violation {}

impl From<Violation> for ParseError {
    fn from(v: Violation) -> ParseError {
        ParseError {
            line: v.line,
            column: v.column,
            message: v.message,
        }
    }
}

/// How strictly a [`Reader`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A validator: exact whitespace and the statement's limits.
    Strict,
    /// A solver: any whitespace between tokens, a byte order mark skipped, only the limits
    /// the algorithm needs.
    Lenient,
}

/// Reads an input file token by token, knowing its line and column. `O(1)` per byte.
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
    mode: Mode,
}

/// Names a byte for a message.
fn describe(byte: Option<u8>) -> String {
    match byte {
        None => "end of file".to_string(),
        Some(b' ') => "a space".to_string(),
        Some(b'\n') => "a line end".to_string(),
        Some(b'\r') => "a carriage return (\\r)".to_string(),
        Some(b'\t') => "a tab".to_string(),
        Some(b) if b.is_ascii_graphic() => format!("'{}'", b as char),
        Some(b) => format!("byte 0x{b:02x}"),
    }
}

impl<'a> Reader<'a> {
    /// A reader at the start of `input`. A strict reader refuses a UTF-8 byte order mark at
    /// once; a lenient one skips it (lines and columns then count from the text after it, as
    /// every bigame reader does). `O(1)`.
    pub fn new(input: &'a [u8], mode: Mode) -> Result<Reader<'a>, Violation> {
        let bom = input.starts_with(b"\xEF\xBB\xBF");
        let reader = Reader {
            input: if bom && mode == Mode::Lenient {
                &input[3..]
            } else {
                input
            },
            pos: 0,
            line: 1,
            line_start: 0,
            mode,
        };
        if bom && mode == Mode::Strict {
            return Err(reader.violation("expected no byte order mark (found UTF-8 BOM)"));
        }
        Ok(reader)
    }

    /// Whether this reader validates (strict mode). `O(1)`.
    pub fn strict(&self) -> bool {
        self.mode == Mode::Strict
    }

    /// The input's length in bytes (for sanity checks of announced counts). `O(1)`.
    pub fn len(&self) -> usize {
        self.input.len()
    }

    /// Whether the input is empty. `O(1)`.
    pub fn is_empty(&self) -> bool {
        self.input.is_empty()
    }

    /// The current line and column. `O(1)`.
    pub fn position(&self) -> (usize, usize) {
        (self.line, self.pos - self.line_start + 1)
    }

    /// A violation at the current position. `O(message)`.
    pub fn violation(&self, message: impl Into<String>) -> Violation {
        let (line, column) = self.position();
        Violation {
            line,
            column,
            message: message.into(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    fn bump(&mut self) {
        if self.input[self.pos] == b'\n' {
            self.line += 1;
            self.line_start = self.pos + 1;
        }
        self.pos += 1;
    }

    /// Lenient mode: skips any whitespace. `O(skipped bytes)`.
    fn skip_whitespace(&mut self) {
        while self
            .peek()
            .is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\x0b'))
        {
            self.bump();
        }
    }

    /// The next token: a run of bytes other than whitespace, and the position of its first
    /// byte; in strict mode it must start right here. `what` names it in messages.
    /// `O(token length)`.
    pub fn read_token(&mut self, what: &str) -> Result<(&'a [u8], (usize, usize)), Violation> {
        if !self.strict() {
            self.skip_whitespace();
        }
        let at = self.position();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_graphic() || b >= 0x80)
        {
            self.pos += 1;
        }
        if self.pos == start {
            let found = self.peek();
            let hint = match found {
                Some(b' ') if self.strict() => " (tokens are separated by single spaces)",
                Some(b'\n') if self.strict() => " (no blank lines)",
                _ => "",
            };
            return Err(self.violation(format!("expected {what}, found {}{hint}", describe(found))));
        }
        Ok((&self.input[start..self.pos], at))
    }

    /// An integer `name` with `min <= value <= max`: in strict mode written canonically (an
    /// optional `-`, no `+`, no leading zeros). `O(digits)`.
    pub fn read_int(&mut self, name: &str, min: i64, max: i64) -> Result<i64, Violation> {
        let (token, (line, column)) = self.read_token(&format!("{name} (an integer)"))?;
        let at = |message: String| Violation {
            line,
            column,
            message,
        };
        let (negative, digits) = match token.strip_prefix(b"-") {
            Some(rest) => (true, rest),
            None => (false, token),
        };
        let canonical = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits.len() == 1 || digits[0] != b'0')
            && !(negative && digits == b"0");
        let lenient_ok = !digits.is_empty() && digits.iter().all(u8::is_ascii_digit);
        if !(canonical || (!self.strict() && lenient_ok)) {
            let text = String::from_utf8_lossy(token);
            let why = if lenient_ok {
                "an integer without leading zeros"
            } else {
                "an integer"
            };
            return Err(at(format!("expected {name} ({why}), found '{text}'")));
        }
        let mut value: i64 = 0;
        for &d in digits {
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add((d - b'0') as i64))
            {
                Some(v) => v,
                None => {
                    return Err(at(format!(
                        "{name} = {} is out of range: expected {min} <= {name} <= {max}",
                        String::from_utf8_lossy(token)
                    )));
                }
            };
        }
        if negative {
            value = -value;
        }
        if value < min || value > max {
            return Err(at(format!(
                "{name} = {value} is out of range: expected {min} <= {name} <= {max}"
            )));
        }
        Ok(value)
    }

    /// Like [`Reader::read_int`], but the statement's limit `max` binds only in strict mode; a
    /// solver accepts up to `hard_max` (what its algorithm and memory can take).
    /// `O(digits)`.
    pub fn read_limit(
        &mut self,
        name: &str,
        min: i64,
        max: i64,
        hard_max: i64,
    ) -> Result<i64, Violation> {
        let max = if self.strict() { max } else { hard_max };
        self.read_int(name, min, max)
    }

    /// Strict: exactly one space, not followed by another. Lenient: nothing (the next read
    /// skips whitespace). `O(1)`.
    pub fn read_space(&mut self) -> Result<(), Violation> {
        if !self.strict() {
            return Ok(());
        }
        match self.peek() {
            Some(b' ') => {
                self.bump();
                if self.peek() == Some(b' ') {
                    return Err(self.violation("expected one space, found a second space"));
                }
                Ok(())
            }
            found => Err(self.violation(format!("expected a space, found {}", describe(found)))),
        }
    }

    /// Strict: the end of a line, `\n` alone (no trailing space, no `\r`, not the end of
    /// the file). Lenient: nothing. `O(1)`.
    pub fn read_eoln(&mut self) -> Result<(), Violation> {
        if !self.strict() {
            return Ok(());
        }
        match self.peek() {
            Some(b'\n') => {
                self.bump();
                Ok(())
            }
            Some(b'\r') => Err(self.violation(
                "expected a line end \\n, found \\r: lines end with \\n alone (no CRLF)",
            )),
            Some(b' ') | Some(b'\t') => {
                Err(self.violation("expected a line end, found a trailing space"))
            }
            None => {
                Err(self.violation("expected a line end, found end of file (no final newline)"))
            }
            found => Err(self.violation(format!("expected a line end, found {}", describe(found)))),
        }
    }

    /// The end of the input: strict, right here (no blank line after the last); lenient,
    /// after any whitespace. `O(trailing whitespace)`.
    pub fn read_eof(&mut self) -> Result<(), Violation> {
        if !self.strict() {
            self.skip_whitespace();
        }
        match self.peek() {
            None => Ok(()),
            Some(b'\n') if self.strict() => {
                Err(self.violation("expected end of file, found a blank line"))
            }
            found => {
                Err(self.violation(format!("expected end of file, found {}", describe(found))))
            }
        }
    }

    /// A row of exactly `len` cells, each a byte of `alphabet`, named `what` in messages.
    /// `O(len)`.
    pub fn read_row(
        &mut self,
        what: &str,
        len: usize,
        alphabet: &[u8],
    ) -> Result<&'a [u8], Violation> {
        self.read_string(what, len, alphabet, ("cell", "cells"))
    }

    /// A token of exactly `len` bytes of `alphabet` (a row of cells, a password of digits),
    /// named `what` in messages, its bytes called `unit` (singular, plural). `O(len)`.
    pub fn read_string(
        &mut self,
        what: &str,
        len: usize,
        alphabet: &[u8],
        unit: (&str, &str),
    ) -> Result<&'a [u8], Violation> {
        let (row, (line, column)) = self.read_token(what)?;
        let at = |offset: usize, message: String| Violation {
            line,
            column: column + offset,
            message,
        };
        if let Some(i) = row.iter().take(len).position(|b| !alphabet.contains(b)) {
            let consecutive = alphabet.windows(2).all(|w| w[1] == w[0] + 1);
            let allowed = if consecutive && alphabet.len() > 3 {
                format!(
                    "'{}' to '{}'",
                    alphabet[0] as char,
                    alphabet[alphabet.len() - 1] as char
                )
            } else {
                let each: Vec<String> = alphabet
                    .iter()
                    .map(|&b| format!("'{}'", b as char))
                    .collect();
                each.join(" or ")
            };
            return Err(at(
                i,
                format!(
                    "expected a {} ({allowed}), found {}",
                    unit.0,
                    describe(Some(row[i]))
                ),
            ));
        }
        if row.len() != len {
            return Err(at(
                row.len().min(len),
                format!(
                    "{what} has {}, expected {len}",
                    crate::text::plural(row.len(), unit.0, unit.1)
                ),
            ));
        }
        Ok(row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strict(input: &[u8]) -> Reader<'_> {
        Reader::new(input, Mode::Strict).unwrap()
    }

    #[test]
    fn reads_a_canonical_line() {
        let mut r = strict(b"3 -4\n");
        assert_eq!(r.read_int("n", 1, 5), Ok(3));
        r.read_space().unwrap();
        assert_eq!(r.read_int("m", -5, 5), Ok(-4));
        r.read_eoln().unwrap();
        r.read_eof().unwrap();
    }

    #[test]
    fn names_each_layout_fault() {
        let err = |input: &[u8]| {
            let mut r = strict(input);
            r.read_int("n", 0, 100)
                .and_then(|_| r.read_space())
                .and_then(|_| r.read_int("m", 0, 100))
                .and_then(|_| r.read_eoln())
                .and_then(|_| r.read_eof())
                .unwrap_err()
                .to_string()
        };
        assert!(err(b"1  2\n").starts_with("1:3: expected one space"));
        assert!(err(b"1 2\r\n").starts_with("1:4: expected a line end \\n, found \\r"));
        assert!(err(b"1 2").starts_with("1:4: expected a line end, found end of file"));
        assert!(err(b"1 2 \n").starts_with("1:4: expected a line end, found a trailing space"));
        assert!(err(b"1 2\n\n").starts_with("2:1: expected end of file, found a blank line"));
        assert!(err(b"01 2\n").starts_with("1:1: expected n (an integer without leading zeros)"));
        assert!(err(b"1 200\n").starts_with("1:3: m = 200 is out of range"));
        assert!(err(b"1 99999999999999999999\n").starts_with("1:3: m = 9999"));
        assert!(err(b"+1 2\n").starts_with("1:1: expected n (an integer), found '+1'"));
        let bom = Reader::new(b"\xEF\xBB\xBF1 2\n", Mode::Strict)
            .err()
            .unwrap();
        assert_eq!(
            bom.to_string(),
            "1:1: expected no byte order mark (found UTF-8 BOM)"
        );
    }

    #[test]
    fn lenient_reads_any_whitespace() {
        let mut r = Reader::new(b"\xEF\xBB\xBF 007\r\n\t2  \n\n", Mode::Lenient).unwrap();
        assert_eq!(r.read_int("n", 0, 10), Ok(7));
        r.read_space().unwrap();
        assert_eq!(r.read_limit("m", 0, 1, 5), Ok(2));
        r.read_eoln().unwrap();
        r.read_eof().unwrap();
    }

    #[test]
    fn rows_are_checked_cell_by_cell() {
        let mut r = strict(b".#x\n");
        let e = r.read_row("row 1", 3, b".#").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:3: expected a cell ('.' or '#'), found 'x'"
        );
        let mut r = strict(b".#\n");
        let e = r.read_row("row 1", 3, b".#").unwrap_err();
        assert_eq!(e.to_string(), "1:3: row 1 has 2 cells, expected 3");
    }
}
