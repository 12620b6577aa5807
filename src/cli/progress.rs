//! A progress line on standard error for slow commands. Nothing is drawn for the first second
//! (quick runs stay silent) nor when standard error is not a terminal (pipes and logs stay
//! clean). After that, an indicatif line shows the stage: a bar of the bytes read while the
//! input is read, then `parsing NAME` while the bytes become a graph or board (a big file
//! takes seconds), then `solving`, each with the time spent. The line is cleared for good when the
//! answer starts (see [`ClearsProgress`]), so it never mixes with the output.
//!
//! One line per process, so it is kept in a process-wide cell: the commands only call
//! [`read_all`], which is where the stages change.

use bigame::matching::EdgeStage;
use bigame::read::graph_input::{is_gzip, size_text};
use bigame::read::{TEXT_CHECK, check_text};
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
/// the bytes read; then the stage becomes `parsing NAME` (the caller moves on to [`solving`]).
/// Refuses, as [`io::ErrorKind::InvalidData`] (a message starting `line:column:` for a binary
/// file), binary input in its first 64 KiB (gzip data aside: it is checked once
/// decompressed) and input longer than `limit` bytes, without reading further. Without
/// [`start`], a plain read.
pub fn read_all(
    reader: impl Read,
    size: Option<u64>,
    name: &str,
    limit: u64,
) -> io::Result<Vec<u8>> {
    read_until(reader, size, name, limit, &mut |_| None)
}

/// [`read_all`], stopping early where `stop(bytes so far)` says the input is already wrong:
/// `Some(end)` keeps the first `end` bytes and reads no further (the reader then refuses them
/// as it would the whole input). `stop` sees the first 64 KiB (or all the input if shorter)
/// first, then every 4 MiB.
pub fn read_until(
    mut reader: impl Read,
    size: Option<u64>,
    name: &str,
    limit: u64,
    stop: &mut dyn FnMut(&[u8]) -> Option<usize>,
) -> io::Result<Vec<u8>> {
    let too_large = || {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "the input is larger than {}, the most bigame reads (set BIGAME_MAX_INPUT \
                 to a size such as 16G to read more)",
                size_text(limit)
            ),
        )
    };
    if size.is_some_and(|size| size > limit) {
        return Err(too_large());
    }
    let bar = reading(name, size);
    let mut bytes = Vec::with_capacity(size.unwrap_or(0).min(1 << 32) as usize);
    let mut reader = reader.by_ref().take(limit.saturating_add(1));
    let mut checked = false;
    loop {
        // Straight into `bytes`, a few megabytes at a time to move the bar; the first 64 KiB
        // alone, to refuse a binary file before reading the rest of it.
        let chunk = if checked { 1 << 22 } else { TEXT_CHECK as u64 };
        match reader.by_ref().take(chunk).read_to_end(&mut bytes) {
            Ok(0) => break,
            Ok(_) => bar.set_position(bytes.len() as u64),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
        if !checked && bytes.len() >= TEXT_CHECK {
            checked = true;
            refuse_binary(&bytes)?;
        }
        if let Some(end) = stop(&bytes) {
            bytes.truncate(end);
            break;
        }
    }
    if !checked {
        refuse_binary(&bytes)?;
    }
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    parsing(name);
    Ok(bytes)
}

/// [`check_text`] as an [`io::ErrorKind::InvalidData`] error, gzip data aside.
fn refuse_binary(bytes: &[u8]) -> io::Result<()> {
    if is_gzip(bytes) {
        return Ok(());
    }
    check_text(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))
}

/// Enters the stage `parsing NAME` (after [`reading`]), a spinner with the time spent: the
/// bar of bytes read is full by then, and a big file takes seconds to parse.
pub fn parsing(name: &str) {
    if let Some(bar) = LINE.get() {
        bar.set_style(spinner_style());
        bar.set_message(format!("parsing {name}"));
    }
}

/// The message of the stage the line shows (for the tests). `O(1)`.
#[cfg(test)]
fn stage() -> Option<String> {
    LINE.get().map(|bar| bar.message())
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

/// Enters the stage `classifying edges: STAGE` (the searches' [`EdgeStage`]), with a bar of
/// the edges decided out of `total` and an estimate of the time left; called again, moves the
/// bar to `done` (and names a new stage). Cheap enough to call from the searches' threads as
/// they go. Without [`start`], nothing.
pub fn classifying(stage: EdgeStage, done: u64, total: u64) {
    if let Some(bar) = LINE.get() {
        if bar.length() != Some(total) {
            // Length and position before the style, so that no frame mixes the stages.
            bar.set_length(total);
            bar.set_position(done);
            bar.set_style(count_style());
        }
        let message = classifying_message(stage);
        if bar.message() != message {
            bar.set_message(message);
        }
        bar.set_position(done);
    }
}

/// The line's message while the edges are classified in `stage`.
fn classifying_message(stage: EdgeStage) -> String {
    format!("classifying edges: {}", stage.name())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The stages a read goes through: the bar of bytes, then `parsing NAME` (not the full
    /// bar, which said nothing while a big file was parsed), then `solving`.
    #[test]
    fn the_line_shows_parsing_after_reading() {
        start();
        let input = b"3 2\n1 2\n2 3\n".to_vec();
        let read = read_all(&input[..], Some(input.len() as u64), "g.txt", 1 << 20).unwrap();
        assert_eq!(read, input);
        assert_eq!(stage().as_deref(), Some("parsing g.txt"));
        solving();
        assert_eq!(stage().as_deref(), Some("solving"));
        // decompose --edges: the searches name their stage, with a bar of the edges decided.
        classifying(EdgeStage::Sampling, 3, 10);
        assert_eq!(
            stage().as_deref(),
            Some("classifying edges: sampled matchings")
        );
        classifying(EdgeStage::CompleteSearches, 7, 10);
        assert_eq!(
            stage().as_deref(),
            Some("classifying edges: complete searches")
        );
        assert_eq!(
            LINE.get().map(|bar| (bar.position(), bar.length())),
            Some((7, Some(10)))
        );
        clear();
    }

    #[test]
    fn binary_and_endless_input_are_refused_early() {
        // An endless reader of NUL bytes: refused after its first 64 KiB.
        let e = read_all(io::repeat(0), None, "zero", 1 << 40).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
        assert!(e.to_string().starts_with("1:1: expected text"), "{e}");
        // Endless text: refused at the ceiling, which the message names.
        let e = read_all(io::repeat(b'1'), None, "ones", 1 << 20).unwrap_err();
        assert!(e.to_string().contains("larger than 1 MiB"), "{e}");
        // A file known to be larger is refused before a byte is read.
        let e = read_all(io::repeat(b'1'), Some(2 << 20), "big", 1 << 20).unwrap_err();
        assert!(e.to_string().contains("BIGAME_MAX_INPUT"), "{e}");
        // Exactly the ceiling is fine, and so is gzip data.
        assert_eq!(
            read_all(&[b'1'; 1024][..], None, "k", 1024).unwrap().len(),
            1024
        );
        assert!(read_all(&[0x1f, 0x8b, 0, 0][..], None, "gz", 1024).is_ok());
    }
}
