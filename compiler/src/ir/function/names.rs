//! Value names: the name hints the printer makes unique, interned in a
//! table per function.
//!
//! Invariant: a value's `NameId` indexes the table of its own function; the
//! table only grows, so an id stays valid (copying a name between values of
//! one function copies the id).

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

use super::super::entities::ValueId;
use super::Function;

/// A value's name hint in its function's table of names: a function's
/// values share a few hundred distinct names (one per source variable and
/// temporary kind), so each value keeps four bytes instead of a string.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct NameId(u32);

/// The distinct value names of one function.
#[derive(Clone, Debug, Default)]
pub(super) struct NameTable {
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, NameId>,
}

impl NameTable {
    pub(super) fn intern(&mut self, name: &str) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = NameId(u32::try_from(self.names.len()).expect("fewer than 2^32 names"));
        let shared: Arc<str> = name.into();
        self.names.push(shared.clone());
        self.ids.insert(shared, id);
        id
    }

    pub(super) fn get(&self, id: NameId) -> &str {
        &self.names[id.0 as usize]
    }
}

impl Function {
    pub fn set_value_name(&mut self, v: ValueId, name: impl Into<String>) {
        self.values[v].name = Some(self.names.intern(&name.into()));
    }

    /// Give `to` the name hint of `from` (the same interned name: cheaper
    /// than naming it again when many values share a name).
    pub fn copy_value_name(&mut self, from: ValueId, to: ValueId) {
        self.values[to].name = self.values[from].name;
    }

    /// The name hint of `v`, if it has one.
    pub fn value_name(&self, v: ValueId) -> Option<&str> {
        self.values[v].name.map(|id| self.names.get(id))
    }
}
