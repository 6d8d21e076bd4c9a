//! Register allocation: give every virtual register of a function a
//! location (a physical register or a stack slot), then rewrite the machine
//! IR so that it names only physical registers.
//!
//! - `liveness`: the control-flow graph, loop depths and live intervals
//!   (with lifetime holes) of the machine IR;
//! - `linear_scan`: the optimizing allocator (Poletto & Sarkar; Traub,
//!   Holloway & Smith; Wimmer & Mössenböck), on `liveness`'s intervals;
//! - `stack_slots`: the `-O0` allocator, one stack slot per virtual
//!   register, the obviously correct reference;
//! - `rewrite`: the step both allocators end with. It substitutes the
//!   chosen locations and inserts the loads and stores that stack locations
//!   need, through the scratch registers ([`SCRATCH`], [`VEC_SCRATCH`]).
//!
//! - `debug_values`: for `-g`, where the arguments still are in the
//!   allocated code (not part of allocation; it reads its result).
//!
//! Both allocators produce an [`Assignment`] and an [`AllocationResult`]
//! (the callee-saved registers the prologue must save).

pub mod debug_values;
pub mod linear_scan;
pub mod liveness;
pub mod rewrite;
pub mod stack_slots;

pub use rewrite::{AllocationResult, Assignment, Location, SCRATCH, VEC_SCRATCH};
