//! The forest's sweeps over all ids (setting it up, releasing the augmented trees, handing
//! back the matching and the reach), split in two halves on two threads for large graphs.

use crate::graph::both;

/// Below this many ids the forest's sweeps stay on one thread: a second costs more than it
/// saves. The unit tests split every graph but the tiniest, so that their graphs meet the
/// two-thread sweeps too.
pub(super) const SPLIT_FROM: usize = if cfg!(test) { 64 } else { 1 << 20 };

/// Runs `sweep` over the lower and the upper half of `items`, the upper one on a second
/// scoped thread when `items` is large (else over all of `items`, then over nothing); `sweep`
/// gets the index of its part's first item. Returns the two results, the lower half's first.
pub(super) fn on_halves<T: Send, R: Send>(
    items: &mut [T],
    sweep: impl Fn(u32, &mut [T]) -> R + Sync,
) -> (R, R) {
    let cut = cut_of(items.len());
    let (low, high) = items.split_at_mut(cut);
    let sweep = &sweep;
    both(
        !high.is_empty(),
        || sweep(0, low),
        || sweep(cut as u32, high),
    )
}

/// Where [`on_halves`] cuts `len` items: in the middle from [`SPLIT_FROM`], else after all.
fn cut_of(len: usize) -> usize {
    if len >= SPLIT_FROM { len / 2 } else { len }
}

/// [`on_halves`] over two slices of the same length at once, split at the same place.
pub(super) fn on_halves_pair<T: Send, U: Send, R: Send>(
    items: &mut [T],
    others: &mut [U],
    sweep: impl Fn(u32, &mut [T], &mut [U]) -> R + Sync,
) -> (R, R) {
    debug_assert_eq!(items.len(), others.len());
    let cut = cut_of(items.len());
    let (low, high) = items.split_at_mut(cut);
    let (low_others, high_others) = others.split_at_mut(cut);
    let sweep = &sweep;
    both(
        !high.is_empty(),
        || sweep(0, low, low_others),
        || sweep(cut as u32, high, high_others),
    )
}
