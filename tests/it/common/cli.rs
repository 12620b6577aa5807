//! The `bigame` binary for end-to-end tests, and temporary files for it to read and write.

/// How long [`bigame`] lets a command run: no test input needs more than a fraction of it;
/// the bound only keeps a regression from hanging the suite.
pub const TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// The `bigame` binary, stopped after `timeout`.
pub fn bigame_within(timeout: std::time::Duration) -> assert_cmd::Command {
    let mut cmd = assert_cmd::cargo::cargo_bin_cmd!("bigame");
    cmd.timeout(timeout);
    cmd
}

/// The `bigame` binary, stopped after [`TIMEOUT`].
pub fn bigame() -> assert_cmd::Command {
    bigame_within(TIMEOUT)
}

/// A file of the tests, removed (with its directory) when dropped.
pub struct TempFile(pub std::path::PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir(dir);
        }
    }
}

impl std::ops::Deref for TempFile {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for TempFile {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for TempFile {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

/// A path named `name` (its extension can matter) in a fresh directory under the tests'
/// temporary directory, `group/PROCESS-N/`, for a command to write; the file is not created.
/// Every call gets its own directory, as tests run in parallel and reuse names.
pub fn temp_path(group: &str, name: &str) -> TempFile {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(format!("{}-{unique}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    TempFile(dir.join(name))
}

/// [`temp_path`] holding `contents`.
pub fn temp_file(group: &str, name: &str, contents: &[u8]) -> TempFile {
    let file = temp_path(group, name);
    std::fs::write(&file.0, contents).unwrap();
    file
}

/// The one line on stderr of a run of `bigame` that must be refused as bad input: exit
/// status 2, nothing on stdout, exactly one line on stderr (`what` names the run in failures).
pub fn refusal_line(out: std::process::Output, what: &str) -> String {
    assert_eq!(out.status.code(), Some(2), "{what}: {out:?}");
    assert!(out.stdout.is_empty(), "{what}: something on stdout");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr:?}");
    stderr.trim_end().to_string()
}
