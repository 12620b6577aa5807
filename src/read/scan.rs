//! A byte scanner for whitespace-separated text that knows where it is (line, column).

use std::fmt;
use thiserror::Error;

/// Malformed input: where it is (1-based line and byte column) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (in bytes).
    pub column: usize,
    /// What was wrong, phrased as what was expected.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl ParseError {
    /// The error as `line:column: message` with the line and column counted as `counting`
    /// says (Display counts from 1, as editors do; Python counts from 0). The message itself
    /// counts as the reader that built it was asked to ([`Counting`]). `O(message length)`.
    ///
    /// ```
    /// use bigame::read::{Counting, ParseError};
    /// let e = ParseError { line: 2, column: 5, message: "expected a number".into() };
    /// assert_eq!(e.located(Counting::FromZero), "1:4: expected a number");
    /// assert_eq!(e.located(Counting::FromOne), e.to_string());
    /// ```
    pub fn located(&self, counting: Counting) -> String {
        let shift = |x: usize| match counting {
            Counting::FromOne => x,
            Counting::FromZero => x.saturating_sub(1),
        };
        format!(
            "{}:{}: {}",
            shift(self.line),
            shift(self.column),
            self.message
        )
    }
}

/// How messages count the lines, columns, rows, cells and plies they name: from 1 (the
/// judges' formats and the command line, as editors show lines) or from 0 (Python, where
/// every index is 0-based). Numbers that are the input's own text (the vertex `7` of an edge
/// list, the count of a header) are quoted as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Counting {
    /// The first is 1.
    #[default]
    FromOne,
    /// The first is 0.
    FromZero,
}

impl Counting {
    /// The number shown for the 0-based index `i`. `O(1)`.
    pub fn show(self, i: u64) -> u64 {
        match self {
            Counting::FromOne => i + 1,
            Counting::FromZero => i,
        }
    }
}

/// The UTF-8 byte order mark, which Windows Notepad and some spreadsheets write at the start
/// of a text file.
pub(crate) const BOM: &[u8] = b"\xEF\xBB\xBF";

/// `input` without a UTF-8 byte order mark at its start: every reader skips one, and counts
/// lines and columns from the text after it (what an editor shows). `O(1)`.
pub(crate) fn skip_bom(input: &[u8]) -> &[u8] {
    input.strip_prefix(BOM).unwrap_or(input)
}

/// The separators between tokens: space, tab, newline, carriage return, form feed and
/// vertical tab.
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\x0b')
}

/// The number of 1 to 7 ASCII digits starting at `input[start]` and its length, read eight
/// bytes at a time (SWAR): `None` if fewer than eight bytes are left, the first byte is not a
/// digit, or all eight are digits. Whatever follows the digits is not looked at. `O(1)`.
#[inline(always)]
pub(crate) fn short_number(input: &[u8], start: usize) -> Option<(u64, usize)> {
    let bytes: [u8; 8] = input.get(start..start.checked_add(8)?)?.try_into().ok()?;
    let chunk = u64::from_le_bytes(bytes);
    // Per byte (the first byte is the lowest): `digits` holds b - '0', and the high bit of
    // `non_digit` is set where b < '0' (a borrow) or b > '9' (b + 0x46 reaches 0x80). Carries
    // and borrows only move towards later bytes, so the lowest flagged byte is exact.
    let digits = chunk.wrapping_sub(0x3030_3030_3030_3030);
    let non_digit = (chunk.wrapping_add(0x4646_4646_4646_4646) | digits) & 0x8080_8080_8080_8080;
    let len = (non_digit.trailing_zeros() / 8) as usize;
    if len == 0 || len == 8 {
        return None;
    }
    // Keep the `len` digits, moved to the top as if preceded by zeros, then combine pairs,
    // quadruples and octets of digits.
    let mut v = digits << (8 * (8 - len));
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00ff_00ff_00ff_00ff;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_ffff_0000_ffff;
    v = (v.wrapping_mul(10_000) + (v >> 32)) & 0xffff_ffff;
    Some((v, len))
}

/// Describes the byte at the scanner's position for an error message.
pub(crate) fn describe(byte: Option<u8>) -> String {
    match byte {
        None => "end of input".to_string(),
        Some(b) if b.is_ascii_graphic() => format!("'{}'", b as char),
        Some(b' ') => "a space".to_string(),
        Some(b) => format!("byte 0x{b:02x}"),
    }
}

/// A token for an error message: lossy UTF-8, at most 40 characters.
pub(crate) fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    let mut out: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        out.push_str("...");
    }
    out.chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect()
}

/// A position in the input: 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub line: usize,
    pub column: usize,
}

impl Position {
    pub fn error(self, message: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            message: message.into(),
        }
    }
}

/// Reads whitespace-separated tokens from a byte slice, tracking lines. `O(1)` per byte.
pub(crate) struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        Scanner {
            input,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// Total input length in bytes.
    pub fn len(&self) -> usize {
        self.input.len()
    }

    pub fn position(&self) -> Position {
        Position {
            line: self.line,
            column: self.pos - self.line_start + 1,
        }
    }

    pub fn skip_whitespace(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' | b'\x0c' | b'\x0b' => self.pos += 1,
                _ => break,
            }
        }
    }

    /// The next token (maximal run of non-whitespace bytes) and where it starts, or `None` at
    /// the end of the input.
    pub fn token(&mut self) -> Option<(&'a [u8], Position)> {
        self.skip_whitespace();
        let at = self.position();
        let start = self.pos;
        while let Some(&b) = self.input.get(self.pos) {
            if is_space(b) {
                break;
            }
            self.pos += 1;
        }
        (self.pos > start).then(|| (&self.input[start..self.pos], at))
    }

    /// The next token as an unsigned number no larger than `max`; `what` names it in errors
    /// ("the number of rows"); it is only formatted on error, so `format_args!` costs nothing
    /// on the hot path. Skips any whitespace, newlines included, before the token.
    #[inline]
    pub fn number(
        &mut self,
        what: impl std::fmt::Display,
        max: u64,
    ) -> Result<(u64, Position), ParseError> {
        self.skip_whitespace();
        self.number_here(what, max, false)
    }

    /// Like [`Scanner::number`], but the number must be on the current line: only spaces and
    /// tabs are skipped before it, and a newline or the end of the input is reported as "found
    /// end of line". For line-based formats (DIMACS, Matrix Market).
    #[inline]
    pub fn number_on_line(
        &mut self,
        what: impl std::fmt::Display,
        max: u64,
    ) -> Result<(u64, Position), ParseError> {
        self.skip_inline_space();
        self.number_here(what, max, true)
    }

    /// The number starting at the current position (whitespace already skipped).
    #[inline(always)]
    fn number_here(
        &mut self,
        what: impl std::fmt::Display,
        max: u64,
        on_line: bool,
    ) -> Result<(u64, Position), ParseError> {
        // The common case first: up to 19 digits (which cannot overflow a u64) ending at
        // whitespace or the end of the input. Anything else is rescanned by the careful path
        // below, which knows how to explain what is wrong.
        let start = self.pos;
        let (mut value, mut end) = match short_number(self.input, start) {
            Some((value, len)) => (value, start + len),
            None => (0, start),
        };
        if end == start {
            // Eight or more digits, or fewer than eight bytes left: one digit at a time.
            while let Some(&b) = self.input.get(end) {
                let digit = b.wrapping_sub(b'0');
                if digit > 9 || end - start == 19 {
                    break;
                }
                value = value * 10 + digit as u64;
                end += 1;
            }
        }
        let at_boundary = self.input.get(end).is_none_or(|&b| is_space(b));
        if end > start && at_boundary && value <= max {
            self.pos = end;
            let at = Position {
                line: self.line,
                column: start - self.line_start + 1,
            };
            return Ok((value, at));
        }
        self.number_slow(what, max, on_line)
    }

    /// The careful path of [`Scanner::number`]: parses the token again and explains what is
    /// wrong with it.
    #[cold]
    #[inline(never)]
    fn number_slow(
        &mut self,
        what: impl std::fmt::Display,
        max: u64,
        on_line: bool,
    ) -> Result<(u64, Position), ParseError> {
        let token = if on_line {
            self.token_on_line()
        } else {
            self.token()
        };
        let Some((token, at)) = token else {
            let found = if on_line && self.pos < self.input.len() {
                "end of line"
            } else if on_line {
                "end of line (and of input)"
            } else {
                "end of input"
            };
            return Err(self
                .position()
                .error(format!("expected {what}, found {found}")));
        };
        let mut value: u64 = 0;
        for (i, &b) in token.iter().enumerate() {
            let here = Position {
                line: at.line,
                column: at.column + i,
            };
            if !b.is_ascii_digit() {
                let message = if i == 0 {
                    format!(
                        "expected {what} (a non-negative integer), found {}",
                        describe(Some(b))
                    )
                } else {
                    format!("unexpected {} in {what}", describe(Some(b)))
                };
                return Err(here.error(message));
            }
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add((b - b'0') as u64))
            {
                Some(v) if v <= max => v,
                _ => return Err(at.error(format!("{what} is too large (at most {max})"))),
            };
        }
        Ok((value, at))
    }

    /// Whether only whitespace is left (skips it).
    pub fn is_at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.pos >= self.input.len()
    }

    /// The byte at the current position, if any. `O(1)`.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    /// The byte `offset` bytes after the current position, if any. `O(1)`.
    #[inline]
    pub fn peek_at(&self, offset: usize) -> Option<u8> {
        self.input.get(self.pos + offset).copied()
    }

    /// Moves past one byte that is not a newline. `O(1)`.
    #[inline]
    pub fn bump(&mut self) {
        debug_assert!(self.peek().is_some_and(|b| b != b'\n'));
        self.pos += 1;
    }

    /// Skips whitespace other than newlines. `O(bytes skipped)`.
    #[inline]
    pub fn skip_inline_space(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if b == b'\n' || !is_space(b) {
                break;
            }
            self.pos += 1;
        }
    }

    /// Skips the rest of the current line and its newline. `O(bytes skipped)`.
    pub fn skip_line(&mut self) {
        match self.input[self.pos..].iter().position(|&b| b == b'\n') {
            Some(i) => {
                self.pos += i + 1;
                self.line += 1;
                self.line_start = self.pos;
            }
            None => self.pos = self.input.len(),
        }
    }

    /// The next token on the current line (spaces and tabs skipped first, newlines not), or
    /// `None` if the line has no more tokens. `O(token length)`.
    pub fn token_on_line(&mut self) -> Option<(&'a [u8], Position)> {
        self.skip_inline_space();
        if self.peek() == Some(b'\n') {
            return None;
        }
        self.token()
    }

    /// Succeeds if only spaces and tabs are left on this line, and moves to the next line.
    /// `after` names what came before, for the error message.
    #[inline]
    pub fn expect_line_end(&mut self, after: impl std::fmt::Display) -> Result<(), ParseError> {
        self.skip_inline_space();
        match self.input.get(self.pos) {
            None => Ok(()),
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
                Ok(())
            }
            Some(&b) => Err(self.position().error(format!(
                "unexpected {} after {after} (expected end of line)",
                describe(Some(b))
            ))),
        }
    }

    /// The input from the current position on. `O(1)`.
    pub fn rest(&self) -> &'a [u8] {
        &self.input[self.pos..]
    }

    /// Succeeds if only whitespace is left.
    pub fn expect_end(&mut self, after: &str) -> Result<(), ParseError> {
        self.skip_whitespace();
        match self.input.get(self.pos) {
            None => Ok(()),
            Some(&b) => Err(self.position().error(format!(
                "unexpected {} after {after} (expected end of input)",
                describe(Some(b))
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The digits at the start of `input`, one at a time.
    fn naive(input: &[u8]) -> (u64, usize) {
        let len = input.iter().take_while(|b| b.is_ascii_digit()).count();
        let value = input[..len]
            .iter()
            .fold(0u64, |v, &b| v * 10 + u64::from(b - b'0'));
        (value, len)
    }

    #[test]
    fn short_numbers_match_the_digit_loop() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let alphabet = b"0123456789 \n\t\r/:.-x\x00\x7f\x80\xb9\xba\xff";
        for _ in 0..200_000 {
            let r = next();
            // Mostly digits, then anything.
            let bytes: Vec<u8> = (0..10)
                .map(|i| {
                    let k = (r >> (6 * i)) as usize;
                    if !k.is_multiple_of(3) {
                        b'0' + (k % 10) as u8
                    } else {
                        alphabet[k / 3 % alphabet.len()]
                    }
                })
                .collect();
            let (value, len) = naive(&bytes);
            match short_number(&bytes, 0) {
                Some(got) => assert_eq!(got, (value, len), "{bytes:?}"),
                None => assert!(len == 0 || len >= 8, "{bytes:?}"),
            }
            // Fewer than eight bytes left: never read.
            assert_eq!(short_number(&bytes[..7], 0), None);
        }
        assert_eq!(short_number(b"1234567 ", 0), Some((1_234_567, 7)));
        assert_eq!(short_number(b"x0000007", 1), None);
        assert_eq!(short_number(b"0000007\n", 0), Some((7, 7)));
        assert_eq!(short_number(b"12345678", 0), None);
    }
}
