//! Where an output file goes, and how it gets there without destroying
//! what it replaces.
//!
//! The rules are those of gcc and GNU ld:
//!
//! - a **regular file**, or nothing, at the output path is replaced
//!   atomically: the new contents are written to a temporary file in the
//!   same directory and renamed over the path, so readers see the old file
//!   or the complete new one, and a failed compile leaves the old file as it
//!   was and no partial file behind;
//! - a **character or block device, FIFO or socket** is opened and written
//!   in place: `-o /dev/null` throws the output away, as any user, and never
//!   replaces the device node (renaming over it would, for root, delete
//!   `/dev/null` system-wide). Work files then go to the system's temporary
//!   directory, since the device's directory may not be writable;
//! - a **symbolic link** is followed (a chain of them, up to 40 as the
//!   kernel allows), and what it finally names is treated by the two rules
//!   above: the link itself survives and points at the new file;
//! - a **directory** is refused.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The longest chain of symbolic links followed (Linux's `MAXSYMLINKS`).
const MAX_SYMLINKS: usize = 40;

/// An output path, resolved: how to write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Destination {
    /// A regular file or nothing: write beside it and rename over it.
    Replace(PathBuf),
    /// A device, FIFO or socket: open it and write into it.
    InPlace(PathBuf),
}

impl Destination {
    /// Resolve `path`: follow symbolic links and look at what is there.
    pub fn of(path: &Path) -> io::Result<Destination> {
        let target = follow_symlinks(path)?;
        match fs::metadata(&target) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Destination::Replace(target)),
            Err(e) => Err(e),
            Ok(m) if m.is_dir() => Err(io::Error::new(io::ErrorKind::IsADirectory, "is a directory")),
            Ok(m) if m.is_file() => Ok(Destination::Replace(target)),
            Ok(_) => Ok(Destination::InPlace(target)),
        }
    }

    /// The path finally written.
    pub fn path(&self) -> &Path {
        match self {
            Destination::Replace(p) | Destination::InPlace(p) => p,
        }
    }

    /// Where temporary files for this output belong: beside a replaced file
    /// (so that the rename stays on one file system and is atomic), in the
    /// system's temporary directory for a device.
    pub fn work_dir(&self) -> PathBuf {
        match self {
            Destination::Replace(p) => parent_dir(p),
            Destination::InPlace(_) => std::env::temp_dir(),
        }
    }

    /// Move the finished file `built`, which lives in [`Self::work_dir`], to
    /// the destination, with `mode` (Unix permission bits) when replacing.
    pub fn install(&self, built: &Path, mode: u32) -> io::Result<()> {
        match self {
            Destination::Replace(target) => {
                set_mode(built, mode)?;
                fs::rename(built, target)
            }
            Destination::InPlace(target) => {
                let mut sink = open_in_place(target)?;
                io::copy(&mut File::open(built)?, &mut sink)?;
                sink.flush()
            }
        }
    }

    /// Write `bytes` to the destination, with `mode` when replacing.
    pub fn write(&self, bytes: &[u8], mode: u32) -> io::Result<()> {
        match self {
            Destination::Replace(target) => {
                let mut tmp = tempfile::Builder::new().prefix(".wendc-out-").tempfile_in(parent_dir(target))?;
                tmp.write_all(bytes)?;
                tmp.flush()?;
                set_mode(tmp.path(), mode)?;
                tmp.persist(target).map_err(|e| e.error)?;
                Ok(())
            }
            Destination::InPlace(target) => {
                let mut sink = open_in_place(target)?;
                sink.write_all(bytes)?;
                sink.flush()
            }
        }
    }
}

/// Open a device or FIFO for writing, never creating or truncating a file.
fn open_in_place(target: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).open(target)
}

/// What `path` names once every symbolic link on it is followed (the last
/// component only; the kernel follows links in the directories on the way).
/// A dangling link yields the path it points to, which is then created.
fn follow_symlinks(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..=MAX_SYMLINKS {
        match fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let points_to = fs::read_link(&current)?;
                current = if points_to.is_absolute() { points_to } else { parent_dir(&current).join(points_to) };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// The directory a file is created in (`.` for a bare file name).
pub(crate) fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) -> io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    #[test]
    fn nothing_or_a_regular_file_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out");
        assert_eq!(Destination::of(&path).unwrap(), Destination::Replace(path.clone()));
        fs::write(&path, "old").unwrap();
        assert_eq!(Destination::of(&path).unwrap(), Destination::Replace(path.clone()));
        assert_eq!(Destination::of(&path).unwrap().work_dir(), dir.path());
    }

    #[test]
    fn a_device_is_written_in_place_with_work_files_elsewhere() {
        let null = Path::new("/dev/null");
        let destination = Destination::of(null).unwrap();
        assert_eq!(destination, Destination::InPlace(null.to_path_buf()));
        assert_eq!(destination.work_dir(), std::env::temp_dir());
    }

    #[test]
    fn symlink_chains_are_followed_relative_to_each_link() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("sub")).unwrap();
        fs::write(dir.path().join("sub/real"), "old").unwrap();
        symlink("real", dir.path().join("sub/one")).unwrap();
        symlink("sub/one", dir.path().join("two")).unwrap();
        let resolved = Destination::of(&dir.path().join("two")).unwrap();
        assert_eq!(resolved, Destination::Replace(dir.path().join("sub/real")));
        symlink("missing", dir.path().join("dangling")).unwrap();
        let dangling = Destination::of(&dir.path().join("dangling")).unwrap();
        assert_eq!(dangling, Destination::Replace(dir.path().join("missing")));
    }

    #[test]
    fn a_symlink_loop_and_a_directory_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        symlink("b", dir.path().join("a")).unwrap();
        symlink("a", dir.path().join("b")).unwrap();
        let err = Destination::of(&dir.path().join("a")).unwrap_err();
        assert!(err.to_string().contains("symbolic links"), "{err}");
        assert_eq!(Destination::of(dir.path()).unwrap_err().kind(), io::ErrorKind::IsADirectory);
    }

    #[test]
    fn replacing_keeps_the_link_and_changes_the_target() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("real"), "old").unwrap();
        symlink("real", dir.path().join("link")).unwrap();
        Destination::of(&dir.path().join("link")).unwrap().write(b"new", 0o644).unwrap();
        assert!(fs::symlink_metadata(dir.path().join("link")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read(dir.path().join("real")).unwrap(), b"new");
    }
}
