//! The x86-64 instruction set level the generated code may use: the one
//! choice every backend stage depends on (isel picks vector forms, `mir`
//! sizes vector registers, `emit` picks legacy-SSE or VEX encodings).

/// The x86-64 instruction set level the generated code requires.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Target {
    /// x86-64-v2: SSE up to SSE4.2 (SSSE3's `pshufb`, SSE4.1's `pmulld`,
    /// `pinsrd`, `pextrd`, `pmovzx*`), no AVX. Vectors are at most 16
    /// bytes (XMM registers, legacy SSE encodings). Runs on any x86-64 CPU
    /// made since about 2009.
    #[default]
    X86_64V2,
    /// x86-64-v2 plus AVX2: every vector instruction is VEX-encoded, and
    /// 32-byte vectors (`<8 x i32>`) live in YMM registers.
    Avx2,
}

impl Target {
    /// The best target the running CPU supports.
    pub fn native() -> Target {
        #[cfg(target_arch = "x86_64")]
        {
            if std::is_x86_feature_detected!("avx2") {
                return Target::Avx2;
            }
        }
        Target::X86_64V2
    }

    /// Whether 256-bit (YMM) vectors are available.
    pub fn has_avx2(self) -> bool {
        self == Target::Avx2
    }

    /// The largest vector, in bytes, that fits one register.
    pub fn max_vector_bytes(self) -> u64 {
        if self.has_avx2() {
            32
        } else {
            16
        }
    }
}
