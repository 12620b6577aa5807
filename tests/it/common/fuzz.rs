//! Property-test helpers for the readers: the contract of a reader's error, mutations of valid
//! inputs, and the test runner's configuration.

use bigame::read::ParseError;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// The error's line and column name a byte of the input or the position just past the end of
/// its line; the message is one non-empty line.
pub fn check_error(input: &[u8], e: &ParseError) -> Result<(), TestCaseError> {
    prop_assert!(e.line >= 1, "line {} in {e:?}", e.line);
    prop_assert!(e.column >= 1, "column {} in {e:?}", e.column);
    let lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    prop_assert!(
        e.line <= lines.len(),
        "line {} but the input has {} lines ({e:?})",
        e.line,
        lines.len()
    );
    let line = lines[e.line - 1];
    prop_assert!(
        e.column <= line.len() + 1,
        "column {} but line {} has {} bytes ({e:?})",
        e.column,
        e.line,
        line.len()
    );
    prop_assert!(!e.message.is_empty() && !e.message.contains('\n'), "{e:?}");
    prop_assert_eq!(
        e.to_string(),
        format!("{}:{}: {}", e.line, e.column, e.message)
    );
    Ok(())
}

#[derive(Clone, Debug)]
pub enum Edit {
    Replace(usize, u8),
    Insert(usize, u8),
    Delete(usize),
    Truncate(usize),
    Duplicate(usize, usize),
}

/// One to four edits; inserted and replacing bytes drawn from `bytes`.
pub fn edits(bytes: impl Strategy<Value = u8> + Clone) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        4 => (any::<usize>(), bytes.clone()).prop_map(|(i, b)| Edit::Replace(i, b)),
        4 => (any::<usize>(), bytes.clone()).prop_map(|(i, b)| Edit::Insert(i, b)),
        3 => any::<usize>().prop_map(Edit::Delete),
        1 => any::<usize>().prop_map(Edit::Truncate),
        1 => (any::<usize>(), 1usize..8).prop_map(|(i, len)| Edit::Duplicate(i, len)),
    ];
    proptest::collection::vec(edit, 1..5)
}

/// Applies edits; indices are taken modulo the current length.
pub fn mutate(mut bytes: Vec<u8>, edits: &[Edit]) -> Vec<u8> {
    for edit in edits {
        let len = bytes.len();
        match *edit {
            Edit::Replace(i, b) if len > 0 => bytes[i % len] = b,
            Edit::Insert(i, b) => bytes.insert(i % (len + 1), b),
            Edit::Delete(i) if len > 0 => {
                bytes.remove(i % len);
            }
            Edit::Truncate(i) => bytes.truncate(i % (len + 1)),
            Edit::Duplicate(i, n) if len > 0 => {
                let start = i % len;
                let piece: Vec<u8> = bytes[start..(start + n).min(len)].to_vec();
                bytes.splice(start..start, piece);
            }
            _ => {}
        }
    }
    bytes
}

/// `cases` in optimised builds (about 5 s for the whole file with `cargo test --release`);
/// a tenth of that in debug builds, where generating cases is many times slower.
pub fn config(cases: u32) -> ProptestConfig {
    let cases = if cfg!(debug_assertions) {
        cases / 10
    } else {
        cases
    };
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}
