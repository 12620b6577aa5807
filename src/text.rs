//! Small text helpers for messages, shared by every layer (readers, writers, generators and
//! the errors of boards and certificates).

use std::fmt;

/// `n` and the noun that agrees with it, for messages: `plural(1, "cell", "cells")` is
/// `1 cell`, `plural(2, "cell", "cells")` is `2 cells` (and `0 cells`). `O(digits)`.
pub(crate) fn plural<N: fmt::Display + PartialEq + From<u8>>(
    n: N,
    one: &str,
    many: &str,
) -> String {
    let noun = if n == N::from(1) { one } else { many };
    format!("{n} {noun}")
}
