//! The terminal's text: messages wrapped at spaces to the terminal's width (a terminal breaks
//! a long line wherever the width ends, inside a word or a number), and counts written with
//! thousands separators, as the web page writes them.

/// `text` with each of its lines longer than `width` characters broken at spaces into lines
/// of at most that many (a word longer than that keeps a line of its own). A space between two digits is not a
/// break: it is inside a cell's name (`12 5`), which must stay on one line. `O(length)`.
pub fn wrap(text: &str, width: usize) -> String {
    let width = width.max(8);
    let mut out = String::with_capacity(text.len() + 8);
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        // A line that fits stays as it is (the help's aligned columns keep their spaces).
        if line.chars().count() <= width {
            out.push_str(line);
            continue;
        }
        let mut used = 0;
        for word in words(line) {
            let len = word.chars().count();
            if used > 0 && used + 1 + len > width {
                out.push('\n');
                used = 0;
            } else if used > 0 {
                out.push(' ');
                used += 1;
            }
            out.push_str(word);
            used += len;
        }
    }
    out
}

/// The unbreakable pieces of `line`: split at spaces, except a space with a digit on each
/// side. Leading spaces (an indented line) stay with the first piece. `O(length)`.
fn words(line: &str) -> Vec<&str> {
    let bytes = line.as_bytes();
    let indent = bytes.iter().take_while(|&&b| b == b' ').count();
    let mut pieces = Vec::new();
    let mut start = 0;
    for i in indent..bytes.len() {
        if bytes[i] != b' ' {
            continue;
        }
        let digits = i > 0
            && bytes[i - 1].is_ascii_digit()
            && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
        if digits {
            continue;
        }
        if i > start {
            pieces.push(&line[start..i]);
        }
        start = i + 1;
    }
    if start < line.len() {
        pieces.push(&line[start..]);
    }
    pieces
}

/// `n` with a comma between each three digits: `20,001`. `O(digits)`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// `n` (grouped) and the noun that agrees with it: `20,001 vertices`. `O(digits)`.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// `text` with its first letter in upper case, for an error said as a sentence of its own.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_break_at_spaces_never_inside_a_word_a_number_or_a_cell() {
        let text = "Legal moves: 100 101, 100 102, 100 103, 20000 vertices";
        let wrapped = wrap(text, 16);
        assert_eq!(
            wrapped,
            "Legal moves:\n100 101,\n100 102,\n100 103, 20000\nvertices"
        );
        for line in wrapped.lines() {
            assert!(line.len() <= 16, "{line:?}");
        }
        // Every piece of the original, in order.
        let joined: Vec<&str> = wrapped.split(['\n', ' ']).collect();
        let original: Vec<&str> = text.split(' ').collect();
        assert_eq!(joined, original);
        assert_eq!(wrap("  indented line", 80), "  indented line");
        assert_eq!(wrap("  hint   the best move", 80), "  hint   the best move");
        assert_eq!(wrap("a\nb", 80), "a\nb");
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(20001), "20,001");
        assert_eq!(grouped(1234567), "1,234,567");
        assert_eq!(counted(1, "cell", "cells"), "1 cell");
        assert_eq!(counted(20001, "vertex", "vertices"), "20,001 vertices");
        assert_eq!(sentence("expected a cell"), "Expected a cell");
    }
}
