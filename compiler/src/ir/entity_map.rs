//! Side tables keyed by typed ids: what a pass or analysis knows about
//! each block, instruction or value.
//!
//! Analyses keep facts per entity in dense tables (dominator arrays,
//! visited flags, lattice cells, positions): one slot per id below a bound
//! such as [`Function::block_capacity`](super::Function::block_capacity).
//! [`EntityMap`] and [`EntitySet`] are those tables with the key's type in
//! theirs, so a table of blocks cannot be read with a value id and no call
//! site converts ids to `usize` by hand. Both are a plain `Vec` inside and
//! index it directly: a lookup costs what `vec[id.index()]` costs (these
//! are the innermost loops of the optimiser).
//!
//! A table made once per loop or per candidate must not cost the whole
//! function's size each time (thousands of loops would make that
//! quadratic): [`SparseMap`] holds only the ids given a value, and reads
//! a default for the others.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

use super::entities::EntityId;

/// A dense map from the ids `0..len` of `K` to values of `V` (every id
/// below `len` has a value). Indexing with an id at or past `len` panics,
/// as a `Vec` does; [`Self::get`] returns `None` instead.
pub struct EntityMap<K, V> {
    values: Vec<V>,
    key: PhantomData<fn(K) -> K>,
}

impl<K: EntityId, V> EntityMap<K, V> {
    /// An empty map (grown with [`Self::push`] or [`Self::resize`]).
    pub fn new() -> Self {
        EntityMap { values: Vec::new(), key: PhantomData }
    }

    /// An empty map with room for `capacity` entries.
    pub fn with_capacity(capacity: usize) -> Self {
        EntityMap { values: Vec::with_capacity(capacity), key: PhantomData }
    }

    /// A map of the ids `0..len`, each to `V::default()`.
    pub fn with_default(len: usize) -> Self
    where
        V: Default,
    {
        Self::from_fn(len, |_| V::default())
    }

    /// A map of the ids `0..len`, each to a copy of `value` (as
    /// `vec![value; len]`).
    pub fn from_elem(value: V, len: usize) -> Self
    where
        V: Clone,
    {
        EntityMap { values: vec![value; len], key: PhantomData }
    }

    /// A map of the ids `0..len`, each to `value(id)`.
    pub fn from_fn(len: usize, mut value: impl FnMut(K) -> V) -> Self {
        EntityMap { values: (0..len).map(|i| value(K::from_index(i))).collect(), key: PhantomData }
    }

    /// The map whose entry for id `k` is `values[k]`.
    pub fn from_vec(values: Vec<V>) -> Self {
        EntityMap { values, key: PhantomData }
    }

    /// The number of entries (one past the largest id).
    #[inline]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Append an entry for the next id; returns that id.
    pub fn push(&mut self, value: V) -> K {
        let k = K::from_index(self.values.len());
        self.values.push(value);
        k
    }

    /// Grow or shrink to the ids `0..len`; new entries are copies of `value`.
    pub fn resize(&mut self, len: usize, value: V)
    where
        V: Clone,
    {
        self.values.resize(len, value);
    }

    /// Set every entry to a copy of `value`.
    pub fn fill(&mut self, value: V)
    where
        V: Clone,
    {
        self.values.fill(value);
    }

    /// The entry of `k`, if `k` is below [`Self::len`].
    #[inline]
    pub fn get(&self, k: K) -> Option<&V> {
        self.values.get(k.index())
    }

    #[inline]
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.values.get_mut(k.index())
    }

    /// The value of `a` to change and the value of `b` to read, at once
    /// (`a` and `b` must differ).
    pub fn pair_mut(&mut self, a: K, b: K) -> (&mut V, &V) {
        let (a, b) = (a.index(), b.index());
        assert_ne!(a, b, "pair_mut of one key");
        if a < b {
            let (low, high) = self.values.split_at_mut(b);
            (&mut low[a], &high[0])
        } else {
            let (low, high) = self.values.split_at_mut(a);
            (&mut high[0], &low[b])
        }
    }

    /// The ids `0..len`, in increasing order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator {
        (0..self.values.len()).map(K::from_index)
    }

    /// The entries in increasing order of their ids.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.values.iter()
    }

    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.values.iter_mut()
    }

    /// `(id, entry)` pairs in increasing order of the ids.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator + '_ {
        self.values.iter().enumerate().map(|(i, v)| (K::from_index(i), v))
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator + '_ {
        self.values.iter_mut().enumerate().map(|(i, v)| (K::from_index(i), v))
    }

    /// The entries as a slice, entry `k.index()` for id `k`.
    pub fn as_slice(&self) -> &[V] {
        &self.values
    }
}

impl<K: EntityId, V> Default for EntityMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K, V: Clone> Clone for EntityMap<K, V> {
    fn clone(&self) -> Self {
        EntityMap { values: self.values.clone(), key: PhantomData }
    }
}

impl<K, V: PartialEq> PartialEq for EntityMap<K, V> {
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values
    }
}

impl<K, V: Eq> Eq for EntityMap<K, V> {}

impl<K: EntityId + fmt::Debug, V: fmt::Debug> fmt::Debug for EntityMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.values.iter().enumerate().map(|(i, v)| (K::from_index(i), v))).finish()
    }
}

impl<K: EntityId, V> Index<K> for EntityMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.values[k.index()]
    }
}

impl<K: EntityId, V> IndexMut<K> for EntityMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.values[k.index()]
    }
}

impl<K: EntityId, V> FromIterator<V> for EntityMap<K, V> {
    /// The map whose entry for id `k` is the `k`-th item.
    fn from_iter<I: IntoIterator<Item = V>>(items: I) -> Self {
        EntityMap { values: items.into_iter().collect(), key: PhantomData }
    }
}

/// A set of the ids below a capacity fixed when it is made: one flag per
/// id. Inserting or removing an id at or past the capacity panics; such an
/// id is never a member ([`Self::contains`] is false).
pub struct EntitySet<K> {
    members: Vec<bool>,
    key: PhantomData<fn(K) -> K>,
}

impl<K: EntityId> EntitySet<K> {
    /// An empty set that can hold the ids `0..capacity`.
    pub fn with_capacity(capacity: usize) -> Self {
        EntitySet { members: vec![false; capacity], key: PhantomData }
    }

    /// One past the largest id the set can hold.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.members.len()
    }

    /// Add `k`; true if it was not a member yet.
    #[inline]
    pub fn insert(&mut self, k: K) -> bool {
        !std::mem::replace(&mut self.members[k.index()], true)
    }

    /// Take `k` out; true if it was a member.
    #[inline]
    pub fn remove(&mut self, k: K) -> bool {
        std::mem::replace(&mut self.members[k.index()], false)
    }

    #[inline]
    pub fn contains(&self, k: K) -> bool {
        self.members.get(k.index()).copied().unwrap_or(false)
    }

    /// Remove every member (the capacity stays).
    pub fn clear(&mut self) {
        self.members.fill(false);
    }

    /// The members in increasing order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = K> + '_ {
        self.members.iter().enumerate().filter(|&(_, &m)| m).map(|(i, _)| K::from_index(i))
    }
}

/// A map from ids of `K` to values of `V` in which every id not given a
/// value reads as the default fixed when the map is made: a hash table of
/// the ids set, so its cost follows what is stored, not the function's
/// size. Indexing an id for writing gives it the default first.
pub struct SparseMap<K, V> {
    entries: rustc_hash::FxHashMap<K, V>,
    default: V,
}

impl<K: EntityId + std::hash::Hash, V: Clone> SparseMap<K, V> {
    /// An empty map reading `default` for every id.
    pub fn with_default(default: V) -> Self {
        SparseMap { entries: rustc_hash::FxHashMap::default(), default }
    }

    /// The number of ids given a value.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl<K: EntityId + std::hash::Hash, V: Clone> Index<K> for SparseMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.entries.get(&k).unwrap_or(&self.default)
    }
}

impl<K: EntityId + std::hash::Hash, V: Clone> IndexMut<K> for SparseMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        self.entries.entry(k).or_insert_with(|| self.default.clone())
    }
}

impl<K> Clone for EntitySet<K> {
    fn clone(&self) -> Self {
        EntitySet { members: self.members.clone(), key: PhantomData }
    }
}

impl<K: EntityId + fmt::Debug> fmt::Debug for EntitySet<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BlockId, InstId, ValueId};

    #[test]
    fn sparse_map_reads_its_default_until_an_id_is_written() {
        let mut m: SparseMap<BlockId, Option<u32>> = SparseMap::with_default(None);
        assert!(m.is_empty());
        assert_eq!(m[b(1_000_000)], None, "any id reads the default");
        m[b(7)] = Some(3);
        assert_eq!((m[b(7)], m[b(6)], m.len()), (Some(3), None, 1));
        // Writing through an index gives the id the default first.
        if let Some(x) = m[b(2)].as_mut() {
            *x = 9;
        }
        assert_eq!((m[b(2)], m.len()), (None, 2));
    }

    fn b(i: usize) -> BlockId {
        BlockId::new(i)
    }

    #[test]
    fn entity_ids_round_trip_through_their_index() {
        for i in [0, 1, 7, 1 << 20, u32::MAX as usize - 1] {
            assert_eq!(<BlockId as EntityId>::from_index(i).index(), i);
            assert_eq!(EntityId::index(ValueId::from_index(i)), i);
        }
    }

    #[test]
    fn map_constructors_fill_every_id() {
        let m: EntityMap<BlockId, u32> = EntityMap::with_default(3);
        assert_eq!(m.values().copied().collect::<Vec<_>>(), vec![0, 0, 0]);
        let m: EntityMap<BlockId, Option<BlockId>> = EntityMap::from_elem(Some(b(9)), 2);
        assert_eq!(m[b(1)], Some(b(9)));
        let m: EntityMap<BlockId, usize> = EntityMap::from_fn(4, |k: BlockId| k.index() * 10);
        assert_eq!(m[b(3)], 30);
        assert_eq!(m.len(), 4);
        let m: EntityMap<InstId, char> = "abc".chars().collect();
        assert_eq!(m[InstId::new(2)], 'c');
        assert_eq!(EntityMap::<BlockId, u8>::from_vec(vec![5, 6]).as_slice(), &[5, 6]);
        assert!(EntityMap::<BlockId, u8>::new().is_empty());
    }

    #[test]
    fn map_index_get_and_iterate_by_id() {
        let mut m: EntityMap<BlockId, Vec<u32>> = EntityMap::with_default(3);
        m[b(2)].push(7);
        m[b(0)].push(1);
        assert_eq!(m[b(2)], vec![7]);
        assert_eq!(m.get(b(1)), Some(&Vec::new()));
        assert_eq!(m.get(b(3)), None, "get past the end is None, not a panic");
        if let Some(v) = m.get_mut(b(1)) {
            v.push(4);
        }
        let pairs: Vec<(BlockId, Vec<u32>)> = m.iter().map(|(k, v)| (k, v.clone())).collect();
        assert_eq!(pairs, vec![(b(0), vec![1]), (b(1), vec![4]), (b(2), vec![7])]);
        assert_eq!(m.keys().collect::<Vec<_>>(), vec![b(0), b(1), b(2)]);
        for (k, v) in m.iter_mut() {
            v.push(k.index() as u32);
        }
        assert_eq!(m[b(0)], vec![1, 0]);
        for v in m.values_mut() {
            v.clear();
        }
        assert!(m.values().all(Vec::is_empty));
    }

    #[test]
    fn map_push_resize_and_fill() {
        let mut m: EntityMap<ValueId, i64> = EntityMap::with_capacity(4);
        assert!(m.is_empty());
        assert_eq!(m.push(10), ValueId::new(0));
        assert_eq!(m.push(11), ValueId::new(1));
        m.resize(4, -1);
        assert_eq!(m.as_slice(), &[10, 11, -1, -1]);
        m.resize(1, 0);
        assert_eq!(m.len(), 1);
        m.fill(3);
        assert_eq!(m[ValueId::new(0)], 3);
        let copy = m.clone();
        assert_eq!(copy, m);
        assert_eq!(format!("{m:?}"), "{v0: 3}");
    }

    #[test]
    #[should_panic(expected = "out of bounds")]
    fn map_index_past_the_end_panics() {
        let m: EntityMap<BlockId, u8> = EntityMap::with_default(2);
        let _ = m[b(2)];
    }

    #[test]
    fn set_insert_remove_and_contains() {
        let mut s: EntitySet<BlockId> = EntitySet::with_capacity(5);
        assert_eq!(s.capacity(), 5);
        assert!(s.insert(b(3)), "new member");
        assert!(!s.insert(b(3)), "already a member");
        assert!(s.insert(b(0)));
        assert!(s.contains(b(3)) && s.contains(b(0)) && !s.contains(b(1)));
        assert!(!s.contains(b(5)) && !s.contains(b(1000)), "ids past the capacity are never members");
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![b(0), b(3)]);
        assert_eq!(s.iter().rev().collect::<Vec<_>>(), vec![b(3), b(0)]);
        assert!(s.remove(b(3)));
        assert!(!s.remove(b(3)));
        assert!(!s.contains(b(3)));
        assert_eq!(format!("{s:?}"), "{bb0}");
        let t = s.clone();
        s.clear();
        assert_eq!(s.iter().count(), 0);
        assert!(t.contains(b(0)), "a clone is independent");
    }

    #[test]
    #[should_panic(expected = "out of bounds")]
    fn set_insert_past_the_capacity_panics() {
        let mut s: EntitySet<InstId> = EntitySet::with_capacity(1);
        s.insert(InstId::new(1));
    }
}
