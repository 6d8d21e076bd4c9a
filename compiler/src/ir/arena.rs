//! A growable arena of records that never moves what it holds: the store
//! behind a function's values and instructions.
//!
//! A `Vec` grows by allocating twice its capacity and copying every record
//! over. For a function of millions of instructions that copy is the
//! largest single step of building the IR (each new buffer is fresh memory
//! the kernel must fault in and zero), and for a moment both buffers are
//! alive. This arena instead keeps its records in chunks of `CHUNK`: the
//! first chunk grows as a `Vec` does (small functions stay small), every
//! later one is allocated at full size once and never moved. Indexing is
//! one shift and one mask more than a `Vec`'s. (The same idea as LLVM's
//! slab-based `BumpPtrAllocator` and the "segmented vector" of many
//! compilers.)
//!
//! Invariant: every chunk but the last holds exactly `CHUNK` records, so
//! record `i` is entry `i % CHUNK` of chunk `i / CHUNK`.
//!
//! Records are keyed by a typed id `K` (an `InstId` for instructions, a
//! `ValueId` for values): `push` hands out the next id, indexing takes one.

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

use super::entities::EntityId;

const CHUNK_BITS: u32 = 14;
const CHUNK: usize = 1 << CHUNK_BITS;

#[derive(Clone, Debug)]
pub struct Arena<K, T> {
    chunks: Vec<Vec<T>>,
    len: usize,
    key: PhantomData<fn(K) -> K>,
}

impl<K, T> Default for Arena<K, T> {
    fn default() -> Self {
        Arena { chunks: Vec::new(), len: 0, key: PhantomData }
    }
}

impl<K: EntityId, T> Arena<K, T> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Append a record; returns its id.
    pub fn push(&mut self, item: T) -> K {
        if self.len.is_multiple_of(CHUNK) {
            // The first chunk starts small and grows; later ones are full
            // size from the start and never reallocated.
            let capacity = if self.chunks.is_empty() { 0 } else { CHUNK };
            self.chunks.push(Vec::with_capacity(capacity));
        }
        self.chunks.last_mut().expect("a chunk with room").push(item);
        self.len += 1;
        K::from_index(self.len - 1)
    }

    /// The id the next `push` returns.
    pub fn next_id(&self) -> K {
        K::from_index(self.len)
    }

    /// `(id, record)` pairs in the order of the ids.
    pub fn iter(&self) -> impl Iterator<Item = (K, &T)> + '_ {
        self.values().enumerate().map(|(i, item)| (K::from_index(i), item))
    }

    /// The records in the order of their ids.
    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.chunks.iter().flatten()
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut T> + '_ {
        self.chunks.iter_mut().flatten()
    }

    /// Keep the first `len` records.
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        let chunks = len.div_ceil(CHUNK);
        self.chunks.truncate(chunks);
        if let Some(last) = self.chunks.last_mut() {
            last.truncate(len - (chunks - 1) * CHUNK);
        }
        self.len = len;
    }

    /// Keep the records for whose id `keep` is true, in order (the kept
    /// ones are renumbered from 0). Each old chunk is freed as soon as its
    /// records have moved, so this needs about one chunk of memory beyond
    /// what the kept records take.
    pub fn retain_by_id(&mut self, mut keep: impl FnMut(K) -> bool) {
        let old = std::mem::take(self);
        let mut index = 0;
        for chunk in old.chunks {
            for item in chunk {
                if keep(K::from_index(index)) {
                    self.push(item);
                }
                index += 1;
            }
        }
    }

    /// Give back the unused room of the last chunk.
    pub fn shrink_to_fit(&mut self) {
        if let Some(last) = self.chunks.last_mut() {
            last.shrink_to_fit();
        }
    }
}

impl<K: EntityId, T> Index<K> for Arena<K, T> {
    type Output = T;
    #[inline]
    fn index(&self, k: K) -> &T {
        let i = k.index();
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

impl<K: EntityId, T> IndexMut<K> for Arena<K, T> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut T {
        let i = k.index();
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::InstId;

    fn id(i: usize) -> InstId {
        InstId::new(i)
    }

    #[test]
    fn records_keep_their_ids_across_chunks() {
        let mut a: Arena<InstId, usize> = Arena::new();
        let n = 3 * CHUNK + 5;
        for i in 0..n {
            assert_eq!(a.next_id(), id(i));
            assert_eq!(a.push(i), id(i));
        }
        assert_eq!(a.len(), n);
        assert!((0..n).all(|i| a[id(i)] == i));
        assert_eq!(a.values().copied().collect::<Vec<_>>(), (0..n).collect::<Vec<_>>());
        assert!(a.iter().all(|(k, &item)| k == id(item)));
        a[id(CHUNK)] = 7;
        assert_eq!(a[id(CHUNK)], 7);
        // No chunk but the first was ever reallocated: all but the last are full.
        assert!(a.chunks[..a.chunks.len() - 1].iter().all(|c| c.len() == CHUNK));
    }

    #[test]
    fn truncate_and_retain_keep_the_layout_invariant() {
        let mut a: Arena<InstId, usize> = Arena::new();
        for i in 0..2 * CHUNK + 3 {
            a.push(i);
        }
        a.truncate(CHUNK + 1);
        assert_eq!(a.len(), CHUNK + 1);
        assert_eq!(a[id(CHUNK)], CHUNK);
        a.push(99);
        assert_eq!(a[id(CHUNK + 1)], 99);
        a.retain_by_id(|k| k.index() % 2 == 1);
        assert_eq!(a.len(), (CHUNK + 2) / 2);
        assert_eq!(a[id(0)], 1);
        assert_eq!(a[id(a.len() - 1)], 99);
        assert!(a.chunks[..a.chunks.len() - 1].iter().all(|c| c.len() == CHUNK));
        for item in a.values_mut() {
            *item = 0;
        }
        assert!(a.values().all(|&item| item == 0));
        a.truncate(0);
        assert!(a.is_empty());
    }

    #[test]
    #[should_panic(expected = "out of bounds")]
    fn reading_past_the_end_panics() {
        let mut a: Arena<InstId, u8> = Arena::new();
        a.push(1u8);
        let _ = a[id(1)];
    }
}
