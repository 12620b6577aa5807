//! Inputs refused before any reader: absurd declared sizes under a small address-space limit
//! (nothing allocated from the header), and files that cannot be read.

use crate::cli::run::{file, refused};
use crate::common::{TIMEOUT, bigame};
use assert_cmd::Command;
use std::path::PathBuf;

#[test]
fn huge_declared_sizes_allocate_nothing() {
    // Under a 256 MiB address-space limit, a reader that believed the header would abort on
    // allocation instead of refusing the input cleanly.
    if !cfg!(target_os = "linux") {
        return;
    }
    let cases: [(&str, &[u8], &str); 4] = [
        ("m_board", b"999999999 999999999\n.\n", "board"),
        ("m_board_wide", b"1 4294967294\n.\n", "board"),
        ("m_graph_n", b"999999999 999999999\n1 2\n", "analyze"),
        ("m_graph_m", b"2 4294967295\n1 2\n", "analyze"),
    ];
    for (name, input, command) in cases {
        let path = file(name, input);
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 262144 && exec \"$0\" \"$1\" \"$2\"")
            .arg(env!("CARGO_BIN_EXE_bigame"))
            .arg(command)
            .arg(&path)
            .timeout(TIMEOUT)
            .output()
            .unwrap();
        let message = refused(&out, name);
        assert!(
            message.starts_with(&format!("bigame: {}:1:", path.display())),
            "{message:?}"
        );
    }
}

#[test]
fn bad_file() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli/no such file.txt");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for path in [&missing, &dir] {
        for command in [&["board"][..], &["analyze"], &["analyze", "--start", "1"]] {
            let out = bigame().args(command).arg(path).output().unwrap();
            let message = refused(&out, &format!("{command:?} {}", path.display()));
            assert!(
                message.starts_with(&format!("bigame: cannot read {}: ", path.display())),
                "{message:?}"
            );
        }
    }
}
