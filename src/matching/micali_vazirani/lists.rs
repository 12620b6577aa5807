//! Singly linked lists in one arena, the buckets of a Micali–Vazirani phase (vertices by
//! level, bridges by tenacity, anomalies, petals by bud and their members).

use crate::graph::NONE;

/// Singly linked lists in one arena: `head[key]` starts a list of `(value, next)` entries.
#[derive(Clone, Debug, Default)]
pub(super) struct Lists {
    pub(super) head: Vec<u32>,
    entry: Vec<(u32, u32)>,
    /// The keys whose list was started since the last clear (some more than once).
    started: Vec<u32>,
}

impl Lists {
    /// Empty lists for the keys `0..keys`. `O(keys)`.
    pub(super) fn with_keys(keys: usize) -> Lists {
        Lists {
            head: vec![NONE; keys],
            ..Lists::default()
        }
    }

    /// Empties every list, keeping the keys. `O(entries pushed since the last clear)`.
    pub(super) fn clear(&mut self) {
        for &key in &self.started {
            self.head[key as usize] = NONE;
        }
        self.started.clear();
        self.entry.clear();
    }

    /// Empties every list and drops every key. `O(1)`.
    pub(super) fn drop_keys(&mut self) {
        self.head.clear();
        self.entry.clear();
        self.started.clear();
    }

    pub(super) fn push(&mut self, key: u32, value: u32) {
        let next = self.head[key as usize];
        if next == NONE {
            self.started.push(key);
        }
        self.head[key as usize] = self.entry.len() as u32;
        self.entry.push((value, next));
    }

    /// Removes and returns the list of `key`'s first entry.
    pub(super) fn pop(&mut self, key: u32) -> Option<u32> {
        let at = self.head[key as usize];
        if at == NONE {
            return None;
        }
        let (value, next) = self.entry[at as usize];
        self.head[key as usize] = next;
        Some(value)
    }
}
