//! The header line of a Matrix Market file, and the comment lines after it.

use super::{Field, Symmetry};
use crate::read::ParseError;
use crate::read::scan::{Position, Scanner, shown};

/// Reads the header line and returns its field and symmetry.
pub(super) fn header(s: &mut Scanner<'_>) -> Result<(Field, Symmetry), ParseError> {
    s.skip_whitespace();
    let Some((banner, at)) = s.token_on_line() else {
        return Err(s.position().error(
            "expected the header `%%MatrixMarket matrix coordinate ...`, found end of input",
        ));
    };
    if !banner.eq_ignore_ascii_case(b"%%MatrixMarket") {
        return Err(at.error(format!(
            "expected the header `%%MatrixMarket matrix coordinate ...`, found `{}`",
            shown(banner)
        )));
    }
    let mut word = |what: &str, expected: &str| -> Result<(Vec<u8>, Position), ParseError> {
        match s.token_on_line() {
            Some((w, at)) => Ok((w.to_ascii_lowercase(), at)),
            None => Err(s.position().error(format!(
                "expected the {what} ({expected}) in the header, found end of line"
            ))),
        }
    };
    let (object, at) = word("object", "`matrix`")?;
    if object != b"matrix" {
        return Err(at.error(format!(
            "expected the object `matrix` in the header, found `{}` (only matrices are read)",
            shown(&object)
        )));
    }
    let (format, at) = word("format", "`coordinate`")?;
    match &format[..] {
        b"coordinate" => {}
        b"array" => {
            return Err(at.error(
                "dense `array` matrices are not read (a graph needs the sparse `coordinate` format)",
            ));
        }
        other => {
            return Err(at.error(format!(
                "expected the format `coordinate` in the header, found `{}`",
                shown(other)
            )));
        }
    }
    let fields = "`pattern`, `real`, `integer` or `complex`";
    let (field, at) = word("field", fields)?;
    let field = match &field[..] {
        b"pattern" => Field::Pattern,
        b"real" => Field::Real,
        b"integer" => Field::Integer,
        b"complex" => Field::Complex,
        other => {
            return Err(at.error(format!(
                "expected the field {fields} in the header, found `{}`",
                shown(other)
            )));
        }
    };
    let symmetries = "`general`, `symmetric`, `skew-symmetric` or `hermitian`";
    let (symmetry, at) = word("symmetry", symmetries)?;
    let symmetry = match &symmetry[..] {
        b"general" => Symmetry::General,
        b"symmetric" => Symmetry::Symmetric,
        b"skew-symmetric" => Symmetry::SkewSymmetric,
        b"hermitian" => Symmetry::Hermitian,
        other => {
            return Err(at.error(format!(
                "expected the symmetry {symmetries} in the header, found `{}`",
                shown(other)
            )));
        }
    };
    s.expect_line_end("the header")?;
    Ok((field, symmetry))
}

/// Skips blank lines and `%` comment lines.
pub(super) fn skip_comments(s: &mut Scanner<'_>) {
    loop {
        s.skip_whitespace();
        if s.peek() == Some(b'%') {
            s.skip_line();
        } else {
            return;
        }
    }
}
