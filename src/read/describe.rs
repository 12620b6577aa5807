//! The one sniffing step: the first bytes of an input, its name and the reading options
//! become a complete [`Description`] of the file (format, delimiter, header row, index
//! column), which every reader then obeys. Decided once here, for the command line, Python
//! and the library alike.

use super::ParseError;
use super::graph_input::{InputFormat, ReadOptions};
use super::header::{Header, sniff_header};
use super::input_format::{detect_with_reason, unsupported_format};
use super::matrix_market::{MatrixReading, default_reading};
use super::scan::shown;

/// How an input is read, decided before it is parsed ([`describe`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Description {
    /// The format.
    pub format: InputFormat,
    /// For pairs, the byte between the fields (`b','` for CSV, `b'\t'` for TSV), or `None`
    /// for blanks. Always `None` for the other formats.
    pub delimiter: Option<u8>,
    /// For pairs, the header row skipped and whether the first column is an index
    /// ([`super::header`]); the default (no header) for the other formats.
    pub header: Header,
    /// For Matrix Market, how the matrix is read (asked for, or by the header's symmetry;
    /// `None` when the header line is malformed); `None` for the other formats.
    pub matrix: Option<MatrixReading>,
}

impl Description {
    /// A description of `format` with no delimiter and no header. `O(1)`.
    pub fn of(format: InputFormat) -> Description {
        Description {
            format,
            delimiter: None,
            header: Header::default(),
            matrix: None,
        }
    }

    /// The delimiter in words, for `--stats`: `blanks`, `tab`, or the character. `O(1)`.
    pub fn delimiter_name(&self) -> String {
        match self.delimiter {
            None => "blanks".to_string(),
            Some(b'\t') => "tab".to_string(),
            Some(d) => shown(&[d]).to_string(),
        }
    }
}

/// The delimiter a file name implies: `,` for `.csv`, a tab for `.tsv` (a final `.gz`
/// looked past, any case). `O(name length)`.
///
/// ```
/// use bigame::read::describe::name_delimiter;
/// assert_eq!(name_delimiter("edges.TSV.gz"), Some(b'\t'));
/// assert_eq!(name_delimiter("g.txt"), None);
/// ```
pub fn name_delimiter(name: &str) -> Option<u8> {
    let lower = name.to_ascii_lowercase();
    let stem = lower.strip_suffix(".gz").unwrap_or(&lower);
    if stem.ends_with(".csv") {
        Some(b',')
    } else if stem.ends_with(".tsv") {
        Some(b'\t')
    } else {
        None
    }
}

/// Describes `input` (its first 64 KiB at least; decompressed) named `name`, read with
/// `options`: a delimiter given makes it pairs (an error with another format forced), a
/// `.csv` or `.tsv` name is pairs with `,` or a tab, else the format forced or detected
/// ([`InputFormat::detect`]); for pairs, the header row and index column are decided by
/// [`sniff_header`] (`options.header` forces them); for Matrix Market the reading is
/// `options.matrix`, else the header's default ([`default_reading`]). Also returns, when the format was chosen
/// as pairs because the first line is no edge-list header, why (for error messages). A format
/// bigame does not read (GML, an adjacency list) is an error naming it, unless a format is
/// forced. `O(min(input length, 64 KiB))`.
///
/// ```
/// use bigame::read::describe::describe;
/// use bigame::read::graph_input::{InputFormat, ReadOptions};
/// let (d, _) = describe(b"source\ttarget\n1\t2\n", Some("g.tsv"), &ReadOptions::default()).unwrap();
/// assert_eq!((d.format, d.delimiter), (InputFormat::Pairs, Some(b'\t')));
/// assert_eq!(d.header.skipped.unwrap().0, 1);
/// ```
///
/// # Errors
/// A delimiter with a format other than pairs, an unsupported format, an ambiguous header row.
pub fn describe(
    input: &[u8],
    name: Option<&str>,
    options: &ReadOptions,
) -> Result<(Description, Option<String>), ParseError> {
    let named = name.and_then(name_delimiter);
    let refuse = |message: String| ParseError {
        line: 1,
        column: 1,
        message,
    };
    let (format, delimiter, reason) = match (options.format, options.delimiter) {
        (Some(format), Some(d)) if format != InputFormat::Pairs => {
            return Err(refuse(format!(
                "a delimiter (here `{}`) is for pairs only (two vertices and fields after them \
                 on each line), not for {format}: drop --delimiter or use --input-format pairs",
                shown(&[d])
            )));
        }
        (Some(InputFormat::Pairs), d) => (InputFormat::Pairs, d.or(named), None),
        (Some(format), _) => (format, None, None),
        (None, d) => {
            if let Some(message) = unsupported_format(input) {
                return Err(refuse(message));
            }
            match d.or(named) {
                Some(d) => (InputFormat::Pairs, Some(d), None),
                None => {
                    let (format, reason) = detect_with_reason(name, input, options.counting);
                    (format, None, reason)
                }
            }
        }
    };
    let header = if format == InputFormat::Pairs {
        sniff_header(input, delimiter, options.header)?
    } else {
        Header::default()
    };
    let matrix = (format == InputFormat::MatrixMarket)
        .then(|| options.matrix.or_else(|| default_reading(input)))
        .flatten();
    let description = Description {
        format,
        delimiter,
        header,
        matrix,
    };
    Ok((description, reason))
}

/// The hint for a file that failed to read and whose first data line holds a `;` but was not
/// read with it: Excel writes semicolon-separated files in many locales. `None` otherwise.
/// `O(min(input length, 64 KiB))`.
pub(super) fn semicolon_hint(input: &[u8], description: &Description) -> Option<&'static str> {
    if description.delimiter == Some(b';') {
        return None;
    }
    let input = &input[..input.len().min(super::input_format::SNIFF)];
    let first = input
        .split(|&b| b == b'\n')
        .find(|l| l.iter().any(|b| !b.is_ascii_whitespace()) && !l.starts_with(b"#"))?;
    first.contains(&b';').then_some(
        "this file looks semicolon-separated, as Excel writes CSV in many locales: \
         --input-format pairs --delimiter ';' reads it",
    )
}
