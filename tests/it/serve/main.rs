//! The web server's JSON API, in process (`tower::ServiceExt::oneshot` on
//! `bigame::serve::router()`), compared with the command-line tool's JSON; and one run of the
//! real `bigame serve` over TCP.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use tower::ServiceExt;

use crate::common;
use bigame::generate::Rng;
use common::bunny::legal_moves_of_text;
use common::random::random_board_text;
use common::{TempFile, bigame};

mod boards;
mod bunny;
mod edge;
mod json_doc;
mod matching;
mod page;
mod requests;
mod why;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// Sends `body` to `path` and returns the status and the parsed JSON answer (every answer
/// must be JSON).
async fn call(path: &str, body: Vec<u8>) -> (StatusCode, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body))
        .unwrap();
    let response = bigame::serve::router().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    let value = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
        panic!(
            "{path}: status {status}, not JSON ({e}): {}",
            String::from_utf8_lossy(&bytes[..bytes.len().min(200)])
        )
    });
    (status, value)
}

fn post(path: &str, body: Value) -> (StatusCode, Value) {
    runtime().block_on(call(path, body.to_string().into_bytes()))
}

/// What `bigame ARGS` writes, as JSON (it must succeed).
fn cli_json(args: &[&str]) -> Value {
    let out = bigame().args(args).output().unwrap();
    assert!(out.status.success(), "bigame {args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A fresh file `name` holding `text`.
fn temp_file(name: &str, text: &str) -> TempFile {
    common::temp_file("serve", name, text.as_bytes())
}
