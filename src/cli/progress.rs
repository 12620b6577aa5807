//! A progress line on standard error for slow commands. Nothing is drawn for the first second
//! (quick runs stay silent) nor when standard error is not a terminal (pipes and logs stay
//! clean). After that, an indicatif line shows the stage: a bar of the bytes read while the
//! input is read, then `solving` with the time spent. The line is cleared for good when the
//! answer starts (see [`ClearsProgress`]), so it never mixes with the output.
//!
//! One line per process, so it is kept in a process-wide cell: the commands only call
//! [`read_all`], which is where the stages change.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{self, IsTerminal, Read, Write};
use std::sync::OnceLock;
use std::time::Duration;

/// How long a command runs before its progress line appears.
const QUIET_FOR: Duration = Duration::from_secs(1);

static LINE: OnceLock<ProgressBar> = OnceLock::new();

/// Starts the progress line of this process: hidden, and shown after [`QUIET_FOR`] if
/// standard error is a terminal and the line has not been cleared by then.
pub fn start() {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    bar.set_style(spinner_style());
    bar.set_message("working");
    if io::stderr().is_terminal() {
        let shown = bar.clone();
        // A detached timer: if it fires after the answer has started, the bar is finished
        // and stays hidden.
        std::thread::spawn(move || {
            std::thread::sleep(QUIET_FOR);
            if !shown.is_finished() {
                shown.set_draw_target(ProgressDrawTarget::stderr());
                shown.enable_steady_tick(Duration::from_millis(120));
            }
        });
    }
    let _ = LINE.set(bar);
}

/// Clears the progress line for good. Idempotent.
pub fn clear() {
    if let Some(bar) = LINE.get() {
        bar.finish_and_clear();
    }
}

/// Reads all of `reader` (`size` bytes if known) as the stage `reading NAME`, with a bar of
/// the bytes read; then the stage becomes `solving`. Without [`start`], a plain read.
pub fn read_all(mut reader: impl Read, size: Option<u64>, name: &str) -> io::Result<Vec<u8>> {
    let bar = reading(name, size);
    let mut bytes = Vec::with_capacity(size.unwrap_or(0).min(1 << 32) as usize);
    loop {
        // Straight into `bytes`, a few megabytes at a time to move the bar.
        match reader.by_ref().take(1 << 22).read_to_end(&mut bytes) {
            Ok(0) => break,
            Ok(_) => bar.set_position(bytes.len() as u64),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    solving();
    Ok(bytes)
}

/// Enters the stage `reading NAME`, with a bar of `size` bytes if known, and returns the line
/// (hidden without [`start`]) for the reader to move with `set_position`.
pub fn reading(name: &str, size: Option<u64>) -> ProgressBar {
    let bar = LINE.get().cloned().unwrap_or_else(ProgressBar::hidden);
    bar.set_message(format!("reading {name}"));
    if let Some(size) = size {
        bar.set_style(bar_style());
        bar.set_length(size);
    }
    bar
}

/// Enters the stage `solving` (after [`reading`]).
pub fn solving() {
    if let Some(bar) = LINE.get() {
        bar.set_style(spinner_style());
        bar.set_message("solving");
    }
}

/// Enters the stage `classifying edges`, with a bar of the edges decided out of `total` and
/// an estimate of the time left; called again, moves the bar to `done`. Cheap enough to call
/// from the searches' threads as they go. Without [`start`], nothing.
pub fn classifying(done: u64, total: u64) {
    if let Some(bar) = LINE.get() {
        if bar.length() != Some(total) {
            // Length and position before the style, so that no frame mixes the stages.
            bar.set_length(total);
            bar.set_position(done);
            bar.set_style(count_style());
            bar.set_message("classifying edges");
        }
        bar.set_position(done);
    }
}

/// A writer that clears the progress line before its first byte: the answer and the line
/// never share the terminal.
pub struct ClearsProgress<W> {
    inner: W,
    cleared: bool,
}

impl<W: Write> ClearsProgress<W> {
    /// Wraps the answer's writer.
    pub fn new(inner: W) -> Self {
        ClearsProgress {
            inner,
            cleared: false,
        }
    }
}

impl<W: Write> Write for ClearsProgress<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if !self.cleared {
            clear();
            self.cleared = true;
        }
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

fn spinner_style() -> ProgressStyle {
    ProgressStyle::with_template("{spinner} {msg} ({elapsed})").expect("a valid template")
}

fn count_style() -> ProgressStyle {
    ProgressStyle::with_template(
        "{spinner} {msg} [{bar:30}] {human_pos}/{human_len} {percent}% ({elapsed}, about {eta} left)",
    )
    .expect("a valid template")
    .progress_chars("=> ")
}

fn bar_style() -> ProgressStyle {
    ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {bytes}/{total_bytes} ({elapsed})")
        .expect("a valid template")
        .progress_chars("=> ")
}
