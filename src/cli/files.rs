//! Files for the commands: reading an input whole (with the progress line), reading a graph
//! in any format, writing a side file (a picture, a certificate), and naming files in
//! messages.

use super::Failure;
use super::progress;
use bigame::read::ParseError;
use bigame::read::board_text::{BoardLook, looks_like_board};
use bigame::read::graph_input::{
    GraphFileError, GraphInput, ReadOptions, read_graph_bytes_with, read_graph_from_with,
};
use bigame::read::line_budget::LineBudget;
use std::io::{self, Write};
use std::path::Path;

/// The whole input as bytes: the file, or standard input for `-`; the progress line (if
/// any) shows the bytes read.
pub(super) fn read_input(path: &Path) -> Result<Vec<u8>, Failure> {
    let name = display_name(path);
    let limit = input_limit();
    let result = if path.as_os_str() == "-" {
        progress::read_all(io::stdin().lock(), None, &name, limit)
    } else {
        std::fs::File::open(path).and_then(|f| {
            let size = f.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
            progress::read_all(f, size, &name, limit)
        })
    };
    result.map_err(|e| read_failure(&name, e))
}

/// A failed whole read of `name` as a one-line message.
fn read_failure(name: &str, e: io::Error) -> Failure {
    match e.kind() {
        // Binary or too long: the message says where and why.
        io::ErrorKind::InvalidData if e.to_string().starts_with(|c: char| c.is_ascii_digit()) => {
            Failure::BadInput(format!("{name}:{e}"))
        }
        io::ErrorKind::InvalidData => Failure::BadInput(format!("{name}: {e}")),
        _ => Failure::BadInput(format!("cannot read {name}: {e}")),
    }
}

/// Standard input (or a pipe) whole, as [`read_input`] reads it, but only up to the first
/// line beyond the count its header declares (an edge list's `n m`, DIMACS's `p edge n m`,
/// Matrix Market's size line; see [`LineBudget`]): the reader then refuses that line, rather
/// than after gigabytes of an endless stream. `O(bytes read)`.
fn read_stream(
    path: &Path,
    file_name: Option<&str>,
    options: &ReadOptions,
) -> Result<Vec<u8>, Failure> {
    let name = display_name(path);
    let mut budget: Option<Option<LineBudget>> = None;
    let mut stop = |bytes: &[u8]| {
        budget
            .get_or_insert_with(|| LineBudget::new(bytes, file_name, options))
            .as_mut()
            .and_then(|budget| budget.cut(bytes))
    };
    let read = if path.as_os_str() == "-" {
        progress::read_until(io::stdin().lock(), None, &name, options.limit(), &mut stop)
    } else {
        std::fs::File::open(path)
            .and_then(|f| progress::read_until(f, None, &name, options.limit(), &mut stop))
    };
    read.map_err(|e| read_failure(&name, e))
}

/// The most bytes read into memory: `BIGAME_MAX_INPUT` (bytes, or with a suffix K, M, G or
/// T, powers of 1024), else the library's 4 GiB. [`check_input_limit`] has refused an
/// unreadable value before any command runs.
pub(super) fn input_limit() -> u64 {
    max_input_setting()
        .ok()
        .flatten()
        .unwrap_or(bigame::read::MAX_INPUT)
}

/// Refuses an unreadable `BIGAME_MAX_INPUT` with a one-line message naming the variable,
/// its value and what is expected, rather than reading with the default as if it were
/// unset (a typo such as `16GG` would otherwise go unnoticed until a large file is refused).
/// `O(value length)`.
pub(super) fn check_input_limit() -> Result<(), String> {
    max_input_setting().map(|_| ())
}

/// `BIGAME_MAX_INPUT` read: `None` when unset, an error message when set to anything but a
/// positive size.
fn max_input_setting() -> Result<Option<u64>, String> {
    let Some(value) = std::env::var_os("BIGAME_MAX_INPUT") else {
        return Ok(None);
    };
    match value.to_str().and_then(parse_size) {
        Some(bytes) if bytes > 0 => Ok(Some(bytes)),
        _ => Err(format!(
            "BIGAME_MAX_INPUT={} is not a size: expected a positive number of bytes, \
             optionally with a suffix K, M, G or T (powers of 1024), such as 16G",
            shell_word(Path::new(&value))
        )),
    }
}

/// `12`, `64K`, `512M`, `16G`, `1T` (also `KiB`, `kb`, ...) as bytes. `O(text length)`.
fn parse_size(text: &str) -> Option<u64> {
    let text = text.trim();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let value: u64 = text[..digits].parse().ok()?;
    let shift = match text[digits..].trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        "T" | "TB" | "TIB" => 40,
        _ => return None,
    };
    value.checked_mul(1 << shift)
}

/// The file's name in messages (`<stdin>` for `-`).
pub(super) fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// A reader's error as a one-line message naming the file.
pub(super) fn parse_failure(path: &Path, e: ParseError) -> Failure {
    Failure::BadInput(format!("{}:{e}", display_name(path)))
}

/// The path as a word to paste into a shell: as it is if it has no character a shell
/// treats specially, else in single quotes. `O(path length)`.
pub(super) fn shell_word(path: &Path) -> String {
    let text = path.to_string_lossy();
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./+-=:,@%".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// A graph reader's error on input that looks like a board: says so, and names the command
/// that reads it, at the error's line and column.
fn board_given_as_graph(path: &Path, e: &ParseError, look: BoardLook) -> Failure {
    let (what, command) = match look {
        BoardLook::FreeCells => (
            "a free-cell board (a size line, then rows of '.' and '#')",
            format!("solve it with bigame board {}", shell_word(path)),
        ),
        BoardLook::Bunny => (
            "a Bunny-and-Egg board (a size line, then rows of 'X', 'O' and '.')",
            format!("review its record with bigame review {}", shell_word(path)),
        ),
    };
    Failure::BadInput(format!(
        "{}:{}:{}: expected a graph, but this looks like {what}: {command}",
        display_name(path),
        e.line,
        e.column
    ))
}

/// The first 64 KiB of a file, for a hint about what it is (`None` if it cannot be read).
fn head_of(path: &Path) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut head = Vec::new();
    let file = std::fs::File::open(path).ok()?;
    file.take(1 << 16).read_to_end(&mut head).ok()?;
    Some(head)
}

/// Writes what `draw` draws (a picture, a certificate) into the file `picture` (created or
/// truncated), or onto `out` for `-`; returns whether it went to `out` (which then carries no
/// other answer). Called only once the input has been read and solved, so bad input never
/// creates the file. A file that fails half-way is removed (when it is a regular file).
pub(super) fn write_output_file(
    picture: &Path,
    out: &mut impl Write,
    draw: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<bool, Failure> {
    if picture.as_os_str() == "-" {
        draw(out)?;
        return Ok(true);
    }
    let fail = |e| Failure::OutputFile(picture.display().to_string(), e);
    let file = std::fs::File::create(picture).map_err(fail)?;
    let mut writer = io::BufWriter::with_capacity(1 << 16, file);
    let result = draw(&mut writer).and_then(|()| writer.flush());
    drop(writer);
    if let Err(e) = result {
        if std::fs::metadata(picture).is_ok_and(|m| m.is_file()) {
            let _ = std::fs::remove_file(picture);
        }
        return Err(fail(e));
    }
    Ok(false)
}

/// Reads a graph file in any supported format: gzip undone (by content or a `.gz` name), the
/// format forced or detected from the name and the content, a weight column refused or
/// ignored as `options` say. A regular file is read as it
/// arrives when it can be (see [`read_graph_from_with_progress`]); standard input (`-`), pipes
/// and devices are read whole first. The progress line shows the bytes read.
/// `O(input length)`.
pub(super) fn read_graph_file(path: &Path, options: ReadOptions) -> Result<GraphInput, Failure> {
    // Every command's ceiling is the one BIGAME_MAX_INPUT sets (play reads graphs too).
    let options = ReadOptions {
        max_input: options.max_input.or(Some(input_limit())),
        ..options
    };
    let name = display_name(path);
    let file_name = (path.as_os_str() != "-").then(|| path.to_string_lossy());
    let cannot_read = |e: io::Error| Failure::BadInput(format!("cannot read {name}: {e}"));
    let regular_file = match &file_name {
        Some(_) => {
            let file = std::fs::File::open(path).map_err(cannot_read)?;
            let size = file
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len());
            size.map(|size| (file, size))
        }
        None => None,
    };
    // The start of standard input, kept for a hint should it not be a graph.
    let mut head = None;
    let read = match regular_file {
        Some((mut file, size)) => {
            let bar = progress::reading(&name, Some(size));
            let read =
                read_graph_from_with(&mut file, file_name.as_deref(), options, &mut |position| {
                    bar.set_position(position as u64);
                    // All read: what remains is parsing (and building the graph).
                    if position as u64 >= size {
                        progress::parsing(&name);
                    }
                });
            progress::solving();
            read
        }
        None => {
            let input = read_stream(path, file_name.as_deref(), &options)?;
            head = Some(input[..input.len().min(1 << 16)].to_vec());
            let read = read_graph_bytes_with(input, file_name.as_deref(), options);
            progress::solving();
            read
        }
    };
    read.map_err(|e| match e {
        GraphFileError::Io(e) => cannot_read(e),
        GraphFileError::Gzip(e) => {
            Failure::BadInput(format!("{name}: cannot decompress the gzip input: {e}"))
        }
        too_large @ GraphFileError::TooLarge(_) => Failure::BadInput(format!(
            "{name}: {too_large} (set BIGAME_MAX_INPUT to a size such as 16G to read more)"
        )),
        GraphFileError::Parse(e) => {
            // Only now, on the error path, is the start read again to tell a board.
            let head = head.or_else(|| head_of(path));
            match head.as_deref().and_then(looks_like_board) {
                Some(look) => board_given_as_graph(path, &e, look),
                None => parse_failure(path, e),
            }
        }
    })
}
