//! Values: looking them up, and making constants, vector constants, `undef`
//! and global addresses.
//!
//! Invariant: those are interned, one `ValueId` per distinct constant of a
//! type; integer constants are stored normalised to their type's width
//! (`normalize_int`), so equal constants are the same `ValueId`.

use super::super::entities::{GlobalId, InstId, ValueId};
use super::super::types::Type;
use super::uses::SmallList;
use super::{Function, ValueData, ValueDef};

impl Function {
    pub(super) fn new_value(&mut self, def: ValueDef, ty: Type, name: Option<String>) -> ValueId {
        let name = name.map(|n| self.names.intern(&n));
        self.values.push(ValueData { def, ty, name, users: SmallList::new() })
    }

    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v]
    }

    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// The integer constant `value` of type `ty` (interned: equal constants
    /// are the same `ValueId`). Values are normalised to the type's width.
    pub fn const_int(&mut self, ty: Type, value: i64) -> ValueId {
        let value = match ty {
            Type::Int(it) => normalize_int(value, it.bits()),
            _ => panic!("const_int of non-integer type {ty}"),
        };
        if let Some(&v) = self.interned_consts.get(&(ty, value)) {
            return v;
        }
        let v = self.new_value(ValueDef::Const(value), ty, None);
        self.interned_consts.insert((ty, value), v);
        v
    }

    /// The vector constant of type `ty` with the given lanes (interned).
    pub fn const_vector(&mut self, ty: Type, lanes: &[i64]) -> ValueId {
        let Type::Vector { elem, lanes: n } = ty else { panic!("const_vector of non-vector type {ty}") };
        assert_eq!(n as usize, lanes.len(), "lane count of {ty}");
        let lanes: Vec<i64> = lanes.iter().map(|&v| normalize_int(v, elem.bits())).collect();
        if let Some(&v) = self.interned_vectors.get(&(ty, lanes.clone())) {
            return v;
        }
        let id = self.const_vectors.len() as u32;
        self.const_vectors.push(lanes.clone());
        let v = self.new_value(ValueDef::ConstVector(id), ty, None);
        self.interned_vectors.insert((ty, lanes), v);
        v
    }

    /// The lanes of a vector constant.
    pub fn vector_lanes(&self, v: ValueId) -> Option<&[i64]> {
        match self.values[v].def {
            ValueDef::ConstVector(id) => Some(&self.const_vectors[id as usize]),
            _ => None,
        }
    }

    pub fn const_bool(&mut self, value: bool) -> ValueId {
        self.const_int(Type::I1, value as i64)
    }

    pub fn undef(&mut self, ty: Type) -> ValueId {
        if let Some(&v) = self.interned_undefs.get(&ty) {
            return v;
        }
        let v = self.new_value(ValueDef::Undef, ty, None);
        self.interned_undefs.insert(ty, v);
        v
    }

    /// The `undef` values of the function (one per type in use).
    pub fn undef_values(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.interned_undefs.values().copied()
    }

    pub fn global_addr(&mut self, g: GlobalId) -> ValueId {
        if let Some(&v) = self.interned_globals.get(&g) {
            return v;
        }
        let v = self.new_value(ValueDef::Global(g), Type::Ptr, None);
        self.interned_globals.insert(g, v);
        v
    }

    /// The constant behind `v`, if it is one.
    pub fn as_const(&self, v: ValueId) -> Option<i64> {
        match self.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }

    /// The instruction defining `v`, if it is an instruction result.
    pub fn defining_inst(&self, v: ValueId) -> Option<InstId> {
        match self.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        }
    }
}

/// Truncate `value` to `bits` and sign-extend it back (LLVM prints integer
/// constants as signed; `i1 1` is printed as `true`).
pub fn normalize_int(value: i64, bits: u32) -> i64 {
    if bits == 1 {
        return value & 1;
    }
    if bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}
