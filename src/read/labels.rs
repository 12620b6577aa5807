//! The names a graph file gives its vertices, kept beside the numeric [`crate::graph::Graph`]
//! so that every answer can speak of the vertices as the file does.
//!
//! Formats that number their vertices `1..=n` (edge lists, DIMACS, Matrix Market, JSON) need
//! no labels: `None` stands for "vertex id `v` is called `v + 1`", and every writer prints
//! exactly what it printed before labels existed. The headerless pairs format
//! ([`super::pairs`]) names vertices by any token, and the names are kept here.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// The largest label kept as a number: below `10^15`, so every number label is exact in
/// every JSON reader (JavaScript's numbers are exact up to `2^53`, about `9 * 10^15`).
pub(crate) const MAX_NUMBER_LABEL: u64 = 999_999_999_999_999;

/// The vertices' names, by vertex id: all numbers, or all text.
///
/// Number labels are labels that are all decimal integers without a sign or leading zeros
/// (`0` itself is one), at most `MAX_NUMBER_LABEL`; as soon as one label of a file is
/// anything else, every label is text (so `007` and `7` stay two vertices, and JSON output
/// has one type of vertex per file). Labels are distinct, non-empty and free of whitespace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexLabels {
    repr: Repr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Repr {
    /// The number of each vertex.
    Numbers(Vec<u64>),
    /// All names one after the other in `text`; vertex `v`'s is `text[ends[v - 1]..ends[v]]`
    /// (from 0 for the first): one allocation for all of them.
    Names { text: String, ends: Vec<usize> },
}

/// One vertex's label: a number or a name. Displays as the file wrote it; in JSON a number
/// is a number and a name a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label<'a> {
    /// A number label (also the 1-based number of a vertex of an unlabelled graph).
    Number(u64),
    /// A text label.
    Name(&'a str),
}

impl fmt::Display for Label<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Number(n) => write!(f, "{n}"),
            Label::Name(s) => f.write_str(s),
        }
    }
}

#[cfg(feature = "json")]
impl serde::Serialize for Label<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Label::Number(n) => serializer.serialize_u64(*n),
            Label::Name(s) => serializer.serialize_str(s),
        }
    }
}

impl VertexLabels {
    /// Number labels, by vertex id. The caller keeps them distinct and at most
    /// [`MAX_NUMBER_LABEL`]. `O(1)`.
    pub(crate) fn from_numbers(numbers: Vec<u64>) -> VertexLabels {
        debug_assert!(numbers.iter().all(|&n| n <= MAX_NUMBER_LABEL));
        VertexLabels {
            repr: Repr::Numbers(numbers),
        }
    }

    /// Text labels, all in `text`, vertex `v`'s ending at `ends[v]`. The caller keeps them
    /// distinct, non-empty and free of whitespace. `O(1)`.
    pub(crate) fn from_names(text: String, ends: Vec<usize>) -> VertexLabels {
        debug_assert!(ends.last().is_none_or(|&e| e == text.len()));
        VertexLabels {
            repr: Repr::Names { text, ends },
        }
    }

    /// Labels for vertices `0, 1, ...` in order, as a reader would keep them: numbers if
    /// every label is a number label (see [`VertexLabels`]), else text. `Err` names the first
    /// label that is empty, holds whitespace or repeats an earlier one.
    /// `O(total length)` expected.
    ///
    /// ```
    /// use bigame::read::labels::{Label, VertexLabels};
    /// let labels = VertexLabels::from_texts(["10", "20", "7"]).unwrap();
    /// assert!(labels.are_numbers());
    /// let labels = VertexLabels::from_texts(["alice", "007"]).unwrap();
    /// assert_eq!(labels.get(1), Label::Name("007"));
    /// assert!(VertexLabels::from_texts(["a", "b", "a"]).is_err());
    /// ```
    pub fn from_texts<S: AsRef<str>>(
        labels: impl IntoIterator<Item = S>,
    ) -> Result<VertexLabels, String> {
        let mut text = String::new();
        let mut ends = Vec::new();
        for label in labels {
            let label = label.as_ref();
            if label.is_empty() || label.contains(char::is_whitespace) {
                return Err(format!("label {:?} is empty or holds whitespace", label));
            }
            text.push_str(label);
            ends.push(text.len());
        }
        let names = VertexLabels::from_names(text, ends);
        let index = names.index();
        for v in 0..names.len() as u32 {
            let Label::Name(name) = names.get(v) else {
                unreachable!("built from names");
            };
            if index.find(name.as_bytes()) != Some(v) {
                return Err(format!("label {name:?} is given twice"));
            }
        }
        drop(index);
        let numbers: Option<Vec<u64>> = (0..names.len() as u32)
            .map(|v| number_label(names.get(v).to_string().as_bytes()))
            .collect();
        Ok(match numbers {
            Some(numbers) => VertexLabels::from_numbers(numbers),
            None => names,
        })
    }

    /// Number of vertices labelled. `O(1)`.
    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Numbers(numbers) => numbers.len(),
            Repr::Names { ends, .. } => ends.len(),
        }
    }

    /// Whether no vertex is labelled. `O(1)`.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the labels are numbers (see [`VertexLabels`]). `O(1)`.
    pub fn are_numbers(&self) -> bool {
        matches!(self.repr, Repr::Numbers(_))
    }

    /// The label of vertex `v`. `O(1)`.
    ///
    /// # Panics
    /// If `v` is not a vertex (`v >= len()`).
    pub fn get(&self, v: u32) -> Label<'_> {
        let v = v as usize;
        match &self.repr {
            Repr::Numbers(numbers) => Label::Number(numbers[v]),
            Repr::Names { text, ends } => {
                let start = if v == 0 { 0 } else { ends[v - 1] };
                Label::Name(&text[start..ends[v]])
            }
        }
    }

    /// The vertex labelled `label` (as a file would write it), if any: a map of every label
    /// is built for this one question. For many, [`VertexLabels::index`]. `O(V)`.
    pub fn find(&self, label: &str) -> Option<u32> {
        self.index().find(label.as_bytes())
    }

    /// An index from labels to vertices, for reading many labels (a certificate). `O(V)`.
    pub fn index(&self) -> LabelIndex<'_> {
        let index = match &self.repr {
            Repr::Numbers(numbers) => {
                let mut map = FastMap::default();
                map.reserve(numbers.len());
                for (v, &n) in numbers.iter().enumerate() {
                    map.insert(n, v as u32);
                }
                Index::Numbers(map)
            }
            Repr::Names { .. } => {
                let mut map = FastMap::default();
                map.reserve(self.len());
                for v in 0..self.len() as u32 {
                    if let Label::Name(name) = self.get(v) {
                        map.insert(name.as_bytes(), v);
                    }
                }
                Index::Names(map)
            }
        };
        LabelIndex { index }
    }
}

/// A map from labels to vertices: [`VertexLabels::index`].
#[derive(Debug)]
pub struct LabelIndex<'a> {
    index: Index<'a>,
}

#[derive(Debug)]
enum Index<'a> {
    Numbers(FastMap<u64, u32>),
    Names(FastMap<&'a [u8], u32>),
}

impl LabelIndex<'_> {
    /// The vertex labelled `token`, if any. A number label is found only by its exact digits
    /// (`7`, not `07`). `O(token length)` expected.
    pub fn find(&self, token: &[u8]) -> Option<u32> {
        match &self.index {
            Index::Numbers(map) => number_label(token).and_then(|n| map.get(&n).copied()),
            Index::Names(map) => map.get(token).copied(),
        }
    }
}

/// `token` as a number label: decimal digits without a leading zero (but `0`), at most
/// [`MAX_NUMBER_LABEL`]; `None` for anything else. `O(token length)`.
#[inline]
pub(crate) fn number_label(token: &[u8]) -> Option<u64> {
    if token.is_empty() || token.len() > 15 || (token.len() > 1 && token[0] == b'0') {
        return None;
    }
    let mut value = 0u64;
    for &b in token {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value * 10 + u64::from(digit);
    }
    Some(value)
}

/// The label of vertex `v`: its own with `labels`, else its 1-based number. `O(1)`.
pub fn label(labels: Option<&VertexLabels>, v: u32) -> Label<'_> {
    match labels {
        Some(labels) => labels.get(v),
        None => Label::Number(u64::from(v) + 1),
    }
}

/// A hash map with [`FastHasher`]: labels are looked up once or twice per edge line, and
/// SipHash (the default, which resists chosen collisions) would cost more than the parsing.
/// Graph files are the user's own, not an attacker's.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A multiplicative hash (in the manner of rustc's FxHash) over 8-byte words. `O(bytes)`.
#[derive(Clone, Copy, Default)]
pub(crate) struct FastHasher {
    hash: u64,
}

impl FastHasher {
    const K: u64 = 0xf135_7aea_2e62_a9c5;

    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash ^ word).wrapping_mul(Self::K).rotate_left(26);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(last));
        }
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // The table takes the bucket from the low bits and a tag from the top seven: the
        // multiplications above only carry upwards, so mix every bit into both (MurmurHash3's
        // finaliser). Without it labels that differ in their last bytes share tags.
        let mut h = self.hash;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_labels_are_canonical_decimals() {
        assert_eq!(number_label(b"0"), Some(0));
        assert_eq!(number_label(b"42"), Some(42));
        assert_eq!(number_label(b"999999999999999"), Some(MAX_NUMBER_LABEL));
        for not in [
            &b""[..],
            b"007",
            b"-1",
            b"+1",
            b"1.0",
            b"1e3",
            b"1000000000000000",
            b"x",
        ] {
            assert_eq!(
                number_label(not),
                None,
                "{:?}",
                String::from_utf8_lossy(not)
            );
        }
    }

    #[test]
    fn labels_are_found_by_their_text() {
        let names = VertexLabels::from_names("alicebobcarol".to_string(), vec![5, 8, 13]);
        assert_eq!(names.len(), 3);
        assert_eq!(names.get(1), Label::Name("bob"));
        assert_eq!(names.find("carol"), Some(2));
        assert_eq!(names.find("dave"), None);
        let numbers = VertexLabels::from_numbers(vec![10, 0, 7]);
        assert!(numbers.are_numbers());
        assert_eq!(numbers.get(0).to_string(), "10");
        let index = numbers.index();
        assert_eq!(index.find(b"7"), Some(2));
        assert_eq!(index.find(b"07"), None);
        assert_eq!(label(None, 4), Label::Number(5));
    }
}
