//! The x86-64 backend (to be written).
