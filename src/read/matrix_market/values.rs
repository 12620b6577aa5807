//! The values of Matrix Market entries: checked (a real number, an integer), then dropped.

use super::Field;
use crate::read::ParseError;
use crate::read::pair_lines::is_blank;
use crate::read::scan::{Scanner, shown};

/// Checks value number `k` (0-based) of entry `entry`.
#[inline]
pub(super) fn value(
    s: &mut Scanner<'_>,
    field: Field,
    k: usize,
    entry: u64,
) -> Result<(), ParseError> {
    let what = match (field, k) {
        (Field::Complex, 0) => "the real part",
        (Field::Complex, _) => "the imaginary part",
        _ => "the value",
    };
    let Some((token, at)) = s.token_on_line() else {
        return Err(s.position().error(format!(
            "expected {what} of entry {entry} ({} matrix), found end of line",
            field.name()
        )));
    };
    let ok = match field {
        Field::Integer => is_integer(token),
        _ => is_real(token),
    };
    if ok {
        Ok(())
    } else {
        let kind = if field == Field::Integer {
            "an integer"
        } else {
            "a real number"
        };
        Err(at.error(format!(
            "expected {what} of entry {entry} ({kind}), found `{}`",
            shown(token)
        )))
    }
}

/// Whether the rest of an entry's line (after its indices) is exactly the values `field`
/// asks for, each valid, separated and surrounded by spaces and tabs. The fast path's check;
/// [`value`] explains what is wrong. `O(rest length)`.
pub(super) fn values_are_valid(rest: &[u8], field: Field) -> bool {
    if field == Field::Pattern {
        return is_blank(rest);
    }
    let mut tokens = rest
        .split(|&b| b == b' ' || b == b'\t')
        .filter(|t| !t.is_empty());
    let valid = |token: &[u8]| match field {
        Field::Integer => is_integer(token),
        _ => is_real(token),
    };
    // The first value must be separated from the column index.
    matches!(rest.first(), Some(b' ' | b'\t'))
        && (0..field.values()).all(|_| tokens.next().is_some_and(valid))
        && tokens.next().is_none()
}

/// `[+-]?digits`.
fn is_integer(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"+").or(token.strip_prefix(b"-"));
    let digits = digits.unwrap_or(token);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// A decimal real number as C's `printf` writes it: `[+-]? (d+ [.d*] | .d+) ([eE][+-]?d+)?`,
/// checked by hand for speed; anything else (`inf`, `NaN`, ...) is what Rust's `f64` parser
/// accepts.
#[inline]
fn is_real(token: &[u8]) -> bool {
    fn digits(t: &[u8], mut i: usize) -> usize {
        while t.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        i
    }
    let mut i = usize::from(matches!(token.first(), Some(b'+' | b'-')));
    let int_end = digits(token, i);
    let mut mantissa = int_end > i;
    i = int_end;
    if token.get(i) == Some(&b'.') {
        let frac_end = digits(token, i + 1);
        mantissa |= frac_end > i + 1;
        i = frac_end;
    }
    if mantissa && matches!(token.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(token.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exp_end = digits(token, i);
        i = if exp_end > i { exp_end } else { usize::MAX };
    }
    if mantissa && i == token.len() {
        return true;
    }
    std::str::from_utf8(token).is_ok_and(|t| t.parse::<f64>().is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reals() {
        for good in [
            "1", "-1", "+1.", ".5", "1.5e10", "1E-3", "-0.0", "inf", "-inf", "NaN", "1e+05",
        ] {
            assert!(is_real(good.as_bytes()), "{good}");
        }
        for bad in ["", ".", "e5", "1e", "1.2.3", "--1", "1x", "0x10", "1e5.0"] {
            assert!(!is_real(bad.as_bytes()), "{bad}");
        }
    }

    #[test]
    fn integers() {
        for good in ["0", "-12", "+7", "123456789012345678901234567890"] {
            assert!(is_integer(good.as_bytes()), "{good}");
        }
        for bad in ["", "-", "1.0", "1e3", "+-1", "x"] {
            assert!(!is_integer(bad.as_bytes()), "{bad}");
        }
    }
}
