//! Code layout: where each instruction of a function goes, and its bytes.
//!
//! Two things decide the offsets, and both depend on the offsets: the form
//! of each branch inside the function (`jmp`/`jcc` with an 8-bit
//! displacement when the target is within -128..127 bytes of the next
//! instruction, with a 32-bit one otherwise), and the `nop` padding that
//! starts every loop at a multiple of `LOOP_ALIGN`.
//!
//! **Branch relaxation** as assemblers do it (Szymanski, "Assembling code
//! for machines with span-dependent instructions", CACM 1978; GNU as and
//! LLVM's MC layer work this way): every branch starts short; a sweep lays
//! the code out, computing each loop's padding from the offsets as it
//! goes; every short branch that then does not reach its target becomes
//! near, and the sweep runs again. Branches only grow, so the sweeps end
//! (two or three in practice), and the last one is consistent: each
//! padding fits its offset and each short branch reaches.
//!
//! Every other instruction is encoded once, before the sweeps: its size
//! and bytes do not depend on where it goes, because references outside
//! the function (calls, RIP-relative data) always use 32-bit fields,
//! which the caller zeroes and describes by relocations. Branches are
//! encoded last, at their final offsets.

use iced_x86::{ConstantOffsets, Encoder, Instruction};

/// Loops start at a multiple of this many bytes (as gcc's `-falign-loops`
/// and LLVM's preferred loop alignment on x86): the instruction fetch and
/// the decoded-instruction cache work in aligned 16- and 32-byte windows,
/// and a loop body that starts at one crosses as few windows as it can,
/// whatever the code before it. Without it, code changes far away from a
/// loop move it across window boundaries and its speed changes with them.
pub const LOOP_ALIGN: u32 = 16;

/// A function's code laid out.
pub struct Layout {
    pub code: Vec<u8>,
    /// Where each instruction starts.
    pub offsets: Vec<u32>,
    /// Where each instruction ends (padding after it excluded).
    pub ends: Vec<u32>,
    /// (offset, bytes of padding) of each loop that needed padding.
    pub aligned: Vec<(u32, u32)>,
    /// The positions of the immediate and displacement fields of each
    /// instruction of `wanted`, in that order.
    pub constants: Vec<ConstantOffsets>,
}

/// Lay out and encode `instrs`. `branches` are (branch, target) pairs of
/// indices into `instrs` (each branch's code may be its short or near
/// form; its target address is set here); `loop_tops` are the sorted
/// indices of the loops' first instructions; `wanted` the instructions
/// whose field positions the caller needs.
pub fn lay_out(
    instrs: &mut [Instruction],
    branches: &[(usize, usize)],
    loop_tops: &[usize],
    wanted: &[usize],
) -> Layout {
    let mut target = vec![None; instrs.len()];
    for &(at, to) in branches {
        target[at] = Some(to);
        instrs[at].as_short_branch();
    }
    let mut scratch = Encoder::new(64);
    let (bytes, starts, mut sizes, constants) = encode_fixed(instrs, &target, wanted, &mut scratch);
    let mut near = vec![false; branches.len()];
    let (offsets, pads) = loop {
        let (offsets, pads) = sweep(&sizes, loop_tops);
        let mut grew = false;
        for (k, &(at, to)) in branches.iter().enumerate() {
            let next = i64::from(offsets[at]) + i64::from(sizes[at]);
            if !near[k] && i8::try_from(i64::from(offsets[to]) - next).is_err() {
                near[k] = true;
                instrs[at].as_near_branch();
                sizes[at] = encode_branch(&mut scratch, &instrs[at], 0, 0, None);
                grew = true;
            }
        }
        if !grew {
            break (offsets, pads);
        }
    };
    let mut code = Vec::with_capacity(offsets.last().map_or(0, |&o| (o + sizes[sizes.len() - 1]) as usize));
    let mut pads_left = pads.iter().peekable();
    for (k, instr) in instrs.iter().enumerate() {
        if let Some(&(_, pad)) = pads_left.next_if(|&&(top, _)| top == k) {
            code.extend(nops(pad));
        }
        debug_assert_eq!(code.len(), offsets[k] as usize, "instruction {k} is not where the layout put it");
        match target[k] {
            Some(to) => {
                let size = encode_branch(&mut scratch, instr, offsets[k], offsets[to], Some(&mut code));
                debug_assert_eq!(size, sizes[k], "branch {k} changed its size");
            }
            None => code.extend_from_slice(&bytes[starts[k] as usize..(starts[k] + sizes[k]) as usize]),
        }
    }
    let ends = offsets.iter().zip(&sizes).map(|(&o, &s)| o + s).collect();
    let aligned = pads.iter().map(|&(top, pad)| (offsets[top], pad)).collect();
    Layout { code, offsets, ends, aligned, constants }
}

/// Encode every instruction that is not a branch (`target` is `None`), at
/// address 0, into one buffer: the bytes, where each instruction starts in
/// them, every instruction's size (a branch's in its short form), and the
/// field positions of the `wanted` instructions.
fn encode_fixed(
    instrs: &[Instruction],
    target: &[Option<usize>],
    wanted: &[usize],
    scratch: &mut Encoder,
) -> (Vec<u8>, Vec<u32>, Vec<u32>, Vec<ConstantOffsets>) {
    let mut encoder = Encoder::new(64);
    let mut starts = Vec::with_capacity(instrs.len());
    let mut sizes = Vec::with_capacity(instrs.len());
    let mut constants = Vec::with_capacity(wanted.len());
    let mut wanted = wanted.iter().peekable();
    let mut at = 0u32;
    for (k, instr) in instrs.iter().enumerate() {
        starts.push(at);
        let size = if target[k].is_some() {
            encode_branch(scratch, instr, 0, 0, None)
        } else {
            let n = encoder.encode(instr, 0).unwrap_or_else(|e| panic!("encoding failed: {e}")) as u32;
            at += n;
            n
        };
        sizes.push(size);
        while wanted.next_if(|&&w| w == k).is_some() {
            constants.push(encoder.get_constant_offsets());
        }
    }
    assert!(wanted.next().is_none(), "the wanted instructions are not sorted");
    (encoder.take_buffer(), starts, sizes, constants)
}

/// Encode branch `instr` at `at` to `to`, appending its bytes to `out`
/// when given (without, only its size is wanted); its size.
fn encode_branch(encoder: &mut Encoder, instr: &Instruction, at: u32, to: u32, out: Option<&mut Vec<u8>>) -> u32 {
    let mut branch = *instr;
    branch.set_near_branch64(u64::from(to));
    let size = encoder.encode(&branch, u64::from(at)).unwrap_or_else(|e| panic!("encoding a branch failed: {e}"));
    let mut buffer = encoder.take_buffer();
    if let Some(out) = out {
        out.extend_from_slice(&buffer);
    }
    buffer.clear();
    encoder.set_buffer(buffer);
    size as u32
}

/// One layout of instructions of `sizes`: each one's offset, and (index,
/// bytes of padding) of each loop top that needs padding to start at a
/// multiple of `LOOP_ALIGN`.
fn sweep(sizes: &[u32], loop_tops: &[usize]) -> (Vec<u32>, Vec<(usize, u32)>) {
    let mut offsets = Vec::with_capacity(sizes.len());
    let mut pads = Vec::new();
    let mut tops = loop_tops.iter().peekable();
    let mut at = 0u32;
    for (k, &size) in sizes.iter().enumerate() {
        if tops.next_if(|&&t| t == k).is_some() {
            let pad = at.wrapping_neg() % LOOP_ALIGN;
            if pad > 0 {
                at += pad;
                pads.push((k, pad));
            }
        }
        offsets.push(at);
        at += size;
    }
    (offsets, pads)
}

/// `bytes` of padding as at most two long `nop`s (the multi-byte forms
/// `0F 1F /0` that the Intel and AMD optimization manuals recommend: one
/// instruction to decode instead of one per byte).
fn nops(bytes: u32) -> impl Iterator<Item = u8> {
    const NOP: [&[u8]; 9] = [
        &[0x90],
        &[0x66, 0x90],
        &[0x0F, 0x1F, 0x00],
        &[0x0F, 0x1F, 0x40, 0x00],
        &[0x0F, 0x1F, 0x44, 0x00, 0x00],
        &[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00],
        &[0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    let mut left = bytes as usize;
    std::iter::from_fn(move || {
        (left > 0).then(|| {
            let take = left.min(NOP.len());
            left -= take;
            NOP[take - 1]
        })
    })
    .flatten()
    .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Code, Decoder, DecoderOptions, Mnemonic, Register};

    /// `n` one-byte instructions (`nop`), as filler of a known size.
    fn filler(n: usize) -> Vec<Instruction> {
        vec![Instruction::with(Code::Nopd); n]
    }

    fn branch(code: Code) -> Instruction {
        Instruction::with_branch(code, 0).unwrap()
    }

    fn decode(code: &[u8]) -> Vec<Instruction> {
        Decoder::with_ip(64, code, 0, DecoderOptions::NONE).into_iter().collect()
    }

    #[test]
    fn a_branch_stays_short_while_its_target_is_in_reach() {
        // jmp (2 bytes), then 127 bytes, then the target: 127 from the
        // branch's end, the farthest a short jump goes; one more is too far.
        for (gap, short) in [(127, true), (128, false)] {
            let mut instrs = vec![branch(Code::Jmp_rel32_64)];
            instrs.extend(filler(gap));
            instrs.push(Instruction::with(Code::Int3));
            let target = instrs.len() - 1;
            let l = lay_out(&mut instrs, &[(0, target)], &[], &[]);
            let jmp = decode(&l.code)[0];
            assert_eq!(jmp.len(), if short { 2 } else { 5 }, "gap {gap}");
            assert_eq!(jmp.near_branch_target(), u64::from(l.offsets[target]));
            assert_eq!(l.code[l.offsets[target] as usize], 0xcc);
        }
    }

    #[test]
    fn a_backward_conditional_branch_reaches_its_padded_loop_top() {
        // Three bytes before the loop: it gets 13 bytes of padding; the
        // branch at its bottom jumps to the loop's first instruction.
        let mut instrs = filler(3);
        instrs.push(Instruction::with2(Code::Add_rm32_imm8, Register::EAX, 1).unwrap());
        instrs.push(branch(Code::Jne_rel32_64));
        instrs.push(Instruction::with(Code::Retnq));
        let l = lay_out(&mut instrs, &[(4, 3)], &[3], &[]);
        assert_eq!(l.aligned, vec![(16, 13)]);
        assert_eq!(l.offsets[3], 16);
        assert_eq!(l.ends[2], 3, "padding is not part of the instruction before it");
        let decoded = decode(&l.code);
        let mnemonics: Vec<Mnemonic> = decoded.iter().map(|i| i.mnemonic()).collect();
        assert_eq!(mnemonics[..5], [Mnemonic::Nop; 5]);
        // The padding: two long nops (9 + 4 bytes).
        assert_eq!((decoded[3].len(), decoded[4].len()), (9, 4));
        let jne = decoded.iter().find(|i| i.mnemonic() == Mnemonic::Jne).unwrap();
        assert_eq!((jne.len(), jne.near_branch_target()), (2, 16));
    }

    #[test]
    fn a_branch_that_grows_moves_the_loops_after_it() {
        // A forward jump over 126 bytes and a loop top: the top's padding
        // pushes the target out of reach, the jump becomes near (3 bytes
        // longer), and the loop top's padding is computed again for that.
        let mut instrs = vec![branch(Code::Jmp_rel32_64)];
        instrs.extend(filler(120));
        let top = instrs.len();
        instrs.extend(filler(6));
        instrs.push(Instruction::with(Code::Int3));
        let target = instrs.len() - 1;
        let l = lay_out(&mut instrs, &[(0, target)], &[top], &[]);
        assert_eq!(decode(&l.code)[0].len(), 5);
        assert_eq!(l.offsets[top] % LOOP_ALIGN, 0);
        assert_eq!(l.aligned, vec![(128, 3)]);
        assert_eq!(decode(&l.code)[0].near_branch_target(), u64::from(l.offsets[target]));
    }

    #[test]
    fn field_positions_are_reported_for_the_wanted_instructions() {
        let mut instrs = filler(2);
        instrs.push(Instruction::with_branch(Code::Call_rel32_64, 1 << 20).unwrap());
        instrs.push(Instruction::with(Code::Retnq));
        let l = lay_out(&mut instrs, &[], &[], &[2]);
        assert_eq!(l.constants.len(), 1);
        assert_eq!((l.constants[0].immediate_offset(), l.constants[0].immediate_size()), (1, 4));
        assert_eq!((l.offsets[2], l.ends[2]), (2, 7));
    }
}
