//! Linking with the system linker, and atomic output files.
//!
//! `link_executable` writes the object and the embedded runtime archive
//! (`wend_runtime::ARCHIVE`) into a temporary directory created next to the
//! output file, runs
//!
//! ```text
//! ld -static --gc-sections -e _start -o <tmp>/out <tmp>/program.o <tmp>/libwendrt.a
//! ```
//!
//! and puts the result at the output as `output.rs` decides: renamed over a
//! regular file (the temporary directory then lives beside it, so that the
//! rename is atomic: readers see the old file or the complete new one, and a
//! failed link leaves an existing output untouched and no partial file), or
//! copied into a device or FIFO such as `/dev/null`. The temporary
//! directory is removed when dropped, on success and on failure.
//! `--gc-sections` drops runtime functions a program does not call.
//!
//! With `--sanitize`, the sanitizer runtime's archive
//! (`wend_runtime::SANITIZER_ARCHIVE`) goes between the object and the
//! runtime, and the runtime is its build with the sanitizer's hooks
//! (`SANITIZER_BASE_ARCHIVE`): the object's table refers to `wendsan_init`,
//! which takes the sanitizer out of its archive, and the sanitizer uses the
//! runtime's internals (stdout buffer, stack bounds), found in the archive
//! after it. The sanitizer starts through `.init_array` (the runtime runs
//! its entries between `__init_array_start` and `__init_array_end`, which
//! `ld`'s default script defines and keeps under `--gc-sections`:
//! `runtime/src/wendrt.c`, "Initialisers"). Without `--sanitize` nothing
//! of the sanitizer is linked.

use std::fmt;
use std::fs;
use std::io;
use std::path::Path;
use std::process::Command;

use super::output::Destination;

/// The linker program.
const LINKER: &str = "ld";

/// Why linking failed.
#[derive(Debug)]
pub enum LinkError {
    /// The linker program could not be found on PATH.
    LinkerNotFound,
    /// The linker ran and reported an error.
    LinkerFailed { status: std::process::ExitStatus, stderr: String },
    /// A file operation around the link failed.
    Io { action: String, source: io::Error },
    /// The folder the output is to go in does not exist.
    NoDirectory(std::path::PathBuf),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::LinkerNotFound => write!(f, "linker `{LINKER}` not found (install GNU binutils)"),
            LinkError::LinkerFailed { status, stderr } => {
                write!(f, "linker `{LINKER}` failed ({status})")?;
                let stderr = stderr.trim_end();
                if !stderr.is_empty() {
                    write!(f, ":\n{stderr}")?;
                }
                Ok(())
            }
            LinkError::Io { action, source } => write!(f, "{action}: {source}"),
            LinkError::NoDirectory(dir) => write!(f, "the directory `{}` does not exist", dir.display()),
        }
    }
}

impl std::error::Error for LinkError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LinkError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

fn io_error(action: impl Into<String>) -> impl FnOnce(io::Error) -> LinkError {
    let action = action.into();
    move |source| LinkError::Io { action, source }
}

/// Link the relocatable object `object_elf` with the wend runtime into the
/// static executable `output`, replacing it atomically.
pub fn link_executable(object_elf: &[u8], output: &Path) -> Result<(), LinkError> {
    link_executable_with(object_elf, output, false)
}

/// [`link_executable`], with the sanitizer runtime if `sanitizer`.
pub fn link_executable_with(object_elf: &[u8], output: &Path, sanitizer: bool) -> Result<(), LinkError> {
    let destination = Destination::of(output).map_err(io_error(format!("cannot write {}", output.display())))?;
    let dir = destination.work_dir();
    // The work files go beside the output: name the user's path in what
    // can go wrong there, never the temporary one.
    let cannot_write = format!("cannot write {}", output.display());
    if !dir.is_dir() {
        return Err(LinkError::NoDirectory(dir));
    }
    let tmp = tempfile::Builder::new()
        .prefix(".wendc-link-")
        .tempdir_in(&dir)
        .map_err(|e| LinkError::Io { action: cannot_write.clone(), source: io::Error::from(e.kind()) })?;
    let object_path = tmp.path().join("program.o");
    let archive_path = tmp.path().join("libwendrt.a");
    let sanitizer_path = tmp.path().join("libwendsan.a");
    let linked_path = tmp.path().join("out");
    fs::write(&object_path, object_elf).map_err(io_error("cannot write the object file"))?;
    let runtime = if sanitizer { wend_runtime::SANITIZER_BASE_ARCHIVE } else { wend_runtime::ARCHIVE };
    fs::write(&archive_path, runtime).map_err(io_error("cannot write the runtime archive"))?;
    if sanitizer {
        fs::write(&sanitizer_path, wend_runtime::SANITIZER_ARCHIVE)
            .map_err(io_error("cannot write the sanitizer runtime archive"))?;
    }

    let result = Command::new(LINKER)
        .arg("-static")
        .arg("--gc-sections")
        .args(["-e", wend_runtime::ENTRY_SYMBOL])
        .arg("-o")
        .arg(&linked_path)
        .arg(&object_path)
        .args(sanitizer.then_some(&sanitizer_path))
        .arg(&archive_path)
        .output();
    let result = match result {
        Ok(r) => r,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(LinkError::LinkerNotFound),
        Err(e) => return Err(LinkError::Io { action: format!("cannot run `{LINKER}`"), source: e }),
    };
    if !result.status.success() {
        let stderr = String::from_utf8_lossy(&result.stderr).into_owned();
        return Err(LinkError::LinkerFailed { status: result.status, stderr });
    }
    destination.install(&linked_path, 0o755).map_err(io_error(format!("cannot write {}", output.display())))
}

/// Write `bytes` to the output `path` (see `output.rs`: atomically over a
/// regular file, in place into a device): mode 0755 when `executable`, else
/// 0644.
pub fn write_output(path: &Path, bytes: &[u8], executable: bool) -> io::Result<()> {
    Destination::of(path)?.write(bytes, if executable { 0o755 } else { 0o644 })
}
