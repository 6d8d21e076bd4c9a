//! What a program prints reaches a terminal line by line, and a program
//! ended by SIGINT, SIGTERM or SIGHUP, or by a closed pipe, ends as a C
//! program does (runtime/src/wendrt.c: "Output", "Write errors",
//! "Termination signals").
//!
//! The programs loop forever; every test kills what it started (`Running`
//! sends SIGKILL when it is dropped before the program ended).

use std::fs;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long a test waits for something that should take milliseconds: long
/// enough for a loaded machine.
const PATIENCE: Duration = Duration::from_secs(30);

/// Prints a line, then computes forever (without overflowing, which the
/// sanitizer would report).
const LINE_THEN_LOOP: &str = "main() {
    int i;
    println \"computing\";
    while true {
        i = 1 - i;
    }
}
";

/// Prints lines forever.
const PRINT_FOREVER: &str = "main() {
    int i;
    while true {
        println i;
        i = i + 1;
    }
}
";

/// A runaway recursion that tre turns into an endless loop (the call is
/// returned at once): each level prints a line, then computes for a while,
/// so that a full 64 KiB buffer would take thousands of levels.
const RUNAWAY_TAIL_RECURSION: &str = "main() {
    int spin(int x) {
        int i;
        while i < 20000000 {
            x = x * 1103515245 + 12345;
            i = i + 1;
        }
        return x;
    }
    int down(int n, int seed) {
        print \"level \";
        println n;
        return down(n + 1, spin(seed));
    }
    println down(0, 1);
}
";

struct Program {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

/// Build `source` with `flags`; returns the executable and wendc's stderr.
fn build(source: &str, flags: &[&str]) -> (Program, String) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("p.wend"), source).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_wendc"))
        .current_dir(dir.path())
        .args(flags)
        .args(["p.wend", "-o", "p"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    let path = dir.path().join("p");
    (Program { _dir: dir, path }, stderr)
}

/// The command that runs `program`, with `ignored` signals ignored (as an
/// inherited disposition: `nohup`, a shell's background job).
fn command(program: &Program, ignored: &[i32]) -> Command {
    let mut command = Command::new(&program.path);
    command.stdin(Stdio::null()).stderr(Stdio::piped());
    let ignored = ignored.to_vec();
    // SAFETY: signal(2) is async-signal-safe; nothing else runs in the child.
    unsafe {
        command.pre_exec(move || {
            for &sig in &ignored {
                if libc::signal(sig, libc::SIG_IGN) == libc::SIG_ERR {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    command
}

/// A started program, killed with SIGKILL and reaped if the test ends (or
/// fails) before the program did.
struct Running(Child);

impl Running {
    fn start(mut command: Command) -> Running {
        Running(command.spawn().expect("the program starts"))
    }

    fn pid(&self) -> i32 {
        self.0.id() as i32
    }

    fn send(&self, sig: i32) {
        // SAFETY: kill(2) on our own, not yet reaped, child.
        assert_eq!(unsafe { libc::kill(self.pid(), sig) }, 0, "kill({sig})");
    }

    /// The status, once the program has ended; panics after PATIENCE.
    fn wait(&mut self, why: &str) -> ExitStatus {
        let start = Instant::now();
        while start.elapsed() < PATIENCE {
            if let Some(status) = self.0.try_wait().unwrap() {
                return status;
            }
            sleep(Duration::from_millis(10));
        }
        panic!("the program did not end within {PATIENCE:?}: {why}");
    }

    fn stderr(&mut self) -> String {
        let mut text = String::new();
        self.0.stderr.take().unwrap().read_to_string(&mut text).unwrap();
        text
    }

    /// A line of /proc/PID/status holding a signal mask (`SigIgn`,
    /// `SigCgt`), as a bit set.
    fn signal_mask(&self, field: &str) -> u64 {
        let status = fs::read_to_string(format!("/proc/{}/status", self.pid())).unwrap();
        let line = status.lines().find(|l| l.starts_with(&format!("{field}:"))).unwrap();
        u64::from_str_radix(line[field.len() + 1..].trim(), 16).unwrap()
    }

    /// /proc/PID/stat: the state letter and the user + system CPU time in
    /// clock ticks.
    fn stat(&self) -> (char, u64) {
        let stat = fs::read_to_string(format!("/proc/{}/stat", self.pid())).unwrap();
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
        (fields[0].chars().next().unwrap(), fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap())
    }

    /// Wait until the program has spent some CPU time: it has started,
    /// printed its first line (start-up takes microseconds) and is in its
    /// endless loop.
    fn wait_until_computing(&self) {
        let start = Instant::now();
        while self.stat().1 < 5 {
            assert!(start.elapsed() < PATIENCE, "the program is not computing");
            sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

fn bit(sig: i32) -> u64 {
    1 << (sig - 1)
}

/// A pseudo-terminal: the program writes to `slave`, the test reads
/// `master`. Both close on exec (the program's stdout is a dup).
struct Pty {
    master: OwnedFd,
    slave: OwnedFd,
}

fn open_pty() -> Pty {
    // SAFETY: plain libc calls on descriptors this function owns.
    unsafe {
        let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC);
        assert!(master >= 0, "posix_openpt: {}", std::io::Error::last_os_error());
        let master = OwnedFd::from_raw_fd(master);
        assert_eq!(libc::grantpt(master.as_raw_fd()), 0);
        assert_eq!(libc::unlockpt(master.as_raw_fd()), 0);
        let mut name = [0 as libc::c_char; 128];
        assert_eq!(libc::ptsname_r(master.as_raw_fd(), name.as_mut_ptr(), name.len()), 0);
        let slave = libc::open(name.as_ptr(), libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC);
        assert!(slave >= 0, "opening the pty's slave: {}", std::io::Error::last_os_error());
        Pty { master, slave: OwnedFd::from_raw_fd(slave) }
    }
}

impl Pty {
    /// Start `command` with the terminal as its stdout. The parent's copy
    /// of the slave goes with `command`, so that only the program holds it.
    fn start(self, mut command: Command) -> (Running, OwnedFd) {
        command.stdout(Stdio::from(self.slave));
        (Running::start(command), self.master)
    }
}

/// Read the terminal until what it shows (line ends "\r\n" made "\n")
/// contains `wanted`; gives up after PATIENCE. Returns what it read.
fn read_terminal_until(master: &OwnedFd, wanted: &str) -> String {
    let start = Instant::now();
    let mut seen = Vec::new();
    loop {
        let text = String::from_utf8_lossy(&seen).replace("\r\n", "\n");
        if text.contains(wanted) || start.elapsed() >= PATIENCE {
            return text;
        }
        let mut poll = libc::pollfd { fd: master.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one pollfd; a buffer of the length passed.
        unsafe {
            if libc::poll(&mut poll, 1, 100) == 1 {
                let mut buffer = [0u8; 4096];
                let n = libc::read(master.as_raw_fd(), buffer.as_mut_ptr().cast(), buffer.len());
                if n <= 0 {
                    // EIO: no process holds the slave any more.
                    return String::from_utf8_lossy(&seen).replace("\r\n", "\n");
                }
                seen.extend_from_slice(&buffer[..n as usize]);
            }
        }
    }
}

#[test]
fn a_terminal_sees_a_line_at_once_and_sigint_still_kills() {
    for level in ["-O0", "-O2"] {
        let (program, _) = build(LINE_THEN_LOOP, &[level]);
        let (mut running, master) = open_pty().start(command(&program, &[]));
        let shown = read_terminal_until(&master, "computing\n");
        assert_eq!(shown, "computing\n", "{level}: the line is on the terminal while the program computes");
        assert!(running.0.try_wait().unwrap().is_none(), "{level}: still computing");
        running.send(libc::SIGINT);
        let status = running.wait("SIGINT");
        assert_eq!(status.signal(), Some(libc::SIGINT), "{level}: dies of SIGINT ({status})");
        assert_eq!(running.stderr(), "", "{level}");
    }
}

#[test]
fn sigterm_and_sighup_write_what_is_buffered_and_kill() {
    for flags in [&[][..], &["-O0"][..], &["--sanitize"][..]] {
        let (program, _) = build(LINE_THEN_LOOP, flags);
        for sig in [libc::SIGTERM, libc::SIGHUP, libc::SIGINT] {
            let mut command = command(&program, &[]);
            command.stdout(Stdio::piped());
            let mut running = Running::start(command);
            running.wait_until_computing();
            assert!(running.signal_mask("SigCgt") & bit(sig) != 0, "{flags:?}: the runtime handles signal {sig}");
            running.send(sig);
            let status = running.wait("a termination signal");
            let mut stdout = String::new();
            running.0.stdout.take().unwrap().read_to_string(&mut stdout).unwrap();
            assert_eq!(stdout, "computing\n", "{flags:?}, signal {sig}: the buffered line is written");
            assert_eq!(status.signal(), Some(sig), "{flags:?}: dies of signal {sig} ({status})");
            assert_eq!(running.stderr(), "", "{flags:?}, signal {sig}");
        }
    }
}

#[test]
fn an_inherited_ignored_sigint_stays_ignored() {
    let (program, _) = build(LINE_THEN_LOOP, &[]);
    let mut command = command(&program, &[libc::SIGINT]);
    command.stdout(Stdio::piped());
    let mut running = Running::start(command);
    running.wait_until_computing();
    // The runtime has installed its handlers (SIGTERM's), not SIGINT's.
    assert!(running.signal_mask("SigCgt") & bit(libc::SIGTERM) != 0);
    assert!(running.signal_mask("SigCgt") & bit(libc::SIGINT) == 0, "SIGINT must not be handled");
    assert!(running.signal_mask("SigIgn") & bit(libc::SIGINT) != 0, "SIGINT stays ignored");
    running.send(libc::SIGINT);
    sleep(Duration::from_millis(500));
    assert!(running.0.try_wait().unwrap().is_none(), "an ignored SIGINT killed the program");
    running.send(libc::SIGKILL);
    assert_eq!(running.wait("SIGKILL").signal(), Some(libc::SIGKILL));
}

#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    let (program, _) = build(PRINT_FOREVER, &[]);
    for ignored in [&[][..], &[libc::SIGPIPE][..]] {
        let mut command = command(&program, ignored);
        command.stdout(Stdio::piped());
        let mut running = Running::start(command);
        let mut stdout = running.0.stdout.take().unwrap();
        let mut first = [0u8; 2];
        stdout.read_exact(&mut first).unwrap();
        assert_eq!(&first, b"0\n");
        let ignoring = running.signal_mask("SigIgn") & bit(libc::SIGPIPE) != 0;
        assert_eq!(ignoring, !ignored.is_empty(), "SIGPIPE is ignored as the test set it up");
        drop(stdout); // like `| head -1` exiting
        let status = running.wait("a closed pipe");
        assert_eq!(status.signal(), Some(libc::SIGPIPE), "SIGPIPE ignored: {ignoring} ({status})");
        assert_eq!(running.stderr(), "", "SIGPIPE ignored: {ignoring}");
    }
}

#[test]
fn sigterm_ends_a_program_whose_output_nobody_reads() {
    // The pipe fills up and the flush blocks in write(2); the handler
    // cannot write the buffer, yet the signal must end the program.
    let (program, _) = build(PRINT_FOREVER, &[]);
    let mut command = command(&program, &[]);
    command.stdout(Stdio::piped());
    let mut running = Running::start(command);
    let start = Instant::now();
    while running.stat().0 != 'S' {
        assert!(start.elapsed() < PATIENCE, "the program never blocked writing");
        sleep(Duration::from_millis(10));
    }
    running.send(libc::SIGTERM);
    let status = running.wait("SIGTERM while the output is blocked");
    assert_eq!(status.signal(), Some(libc::SIGTERM), "{status}");
}

#[test]
fn a_full_disk_ends_the_program_with_a_message_and_status_1() {
    let (program, _) = build(PRINT_FOREVER, &[]);
    let mut command = command(&program, &[]);
    command.stdout(fs::OpenOptions::new().write(true).open("/dev/full").unwrap());
    let mut running = Running::start(command);
    let status = running.wait("writing to /dev/full");
    assert_eq!(status.code(), Some(1), "{status}");
    assert_eq!(running.stderr(), "wend: cannot write standard output: no space left on device; stopping\n");
}

#[test]
fn a_runaway_tail_recursion_prints_to_a_terminal_at_once() {
    let (program, remarks) = build(RUNAWAY_TAIL_RECURSION, &["-O2", "--remarks=tre"]);
    assert!(remarks.contains("made a loop"), "tre turns the recursion into a loop: {remarks}");
    let (mut running, master) = open_pty().start(command(&program, &[]));
    let shown = read_terminal_until(&master, "level 1\n");
    assert!(shown.starts_with("level 0\nlevel 1\n"), "the lines are on the terminal as they are printed: {shown:?}");
    running.send(libc::SIGINT);
    assert_eq!(running.wait("SIGINT").signal(), Some(libc::SIGINT));
}
