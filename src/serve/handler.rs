//! What every API handler shares: the error answer ([`ApiError`], `{"error": message}`), the
//! skeleton [`handle`] (read the body, parse the JSON request, cheap checks, then the work
//! on a blocking thread under a computing permit and the time limit), and [`catch_panics`],
//! which turns a handler's panic (a bug) into a 500 while the server goes on.

use super::{BUSY_WAIT, TIME_LIMIT};
use axum::body::Bytes;
use axum::extract::Request;
use axum::extract::rejection::BytesRejection;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::task::Poll;
use tokio::sync::Semaphore;

/// An API error: an HTTP status and a one-line message, sent as `{"error": message}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status (4xx for bad requests, 503 for the time limit or a busy server).
    pub status: StatusCode,
    /// What was wrong, for people.
    pub message: String,
    /// For a busy server: the seconds after which asking again may succeed, sent as
    /// `Retry-After`. `None` for every other error (asking again would fail again).
    pub retry_after: Option<u32>,
}

impl ApiError {
    /// An error with this status and message. `O(message length)`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            retry_after: None,
        }
    }

    /// 500: what `solve` refused on an input the request was checked for, which can only be
    /// an answer that failed its self-check (a bug, reported, never an answer).
    pub fn from_solve(e: crate::solve::SolveError) -> Self {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())
    }

    /// 503 "busy": no computing permit came free in time; worth asking again in a second.
    fn busy() -> Self {
        ApiError {
            retry_after: Some(1),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is busy with other computations, try again in a moment",
            )
        }
    }

    /// A 422 (the request is well-formed HTTP but its content is not acceptable).
    pub(super) fn invalid(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// The 500 of a request whose handler panicked (a bug): one line, with the panic's
    /// message when it has one (newlines made spaces). `O(message length)`.
    fn panicked(payload: &(dyn Any + Send)) -> Self {
        let what = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("no message");
        let what = what.split_whitespace().collect::<Vec<_>>().join(" ");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("internal error (a bug in bigame, please report it): {what}"),
        )
    }
}

impl IntoResponse for ApiError {
    /// `{"error": message}` with the status (and `Retry-After` when the server is busy).
    /// `O(message length)`.
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.message }).to_string();
        let mut response = (
            self.status,
            [(header::CONTENT_TYPE, "application/json")],
            body,
        )
            .into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
        }
        response
    }
}

/// The body as bytes, or the body limit's 413 (or another rejection) as a JSON error.
fn body(body: Result<Bytes, BytesRejection>) -> Result<Bytes, ApiError> {
    body.map_err(|e| {
        let status = e.status();
        let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
            format!(
                "the request body is larger than {} bytes",
                super::MAX_BODY_BYTES
            )
        } else {
            e.body_text()
        };
        ApiError::new(status, message)
    })
}

/// The JSON request, or 422 with serde's message (which names line and column).
fn parse<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, ApiError> {
    // A UTF-8 byte order mark before the JSON is skipped, as the readers skip one.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    serde_json::from_slice(bytes).map_err(|e| ApiError::invalid(format!("bad request JSON: {e}")))
}

/// The middleware around every route: runs the rest of the request and answers 500 with a
/// one-line JSON error ([`ApiError::panicked`]) if it panics (a bug), instead of dropping the
/// connection; the server goes on serving (the release profile unwinds for this). A panic
/// in a blocking computation is caught by [`blocking`]. `O(1)` on top of the request.
pub(super) async fn catch_panics(request: Request, next: Next) -> Response {
    let mut answer = Box::pin(next.run(request));
    std::future::poll_fn(move |cx| {
        catch_unwind(AssertUnwindSafe(|| answer.as_mut().poll(cx)))
            .unwrap_or_else(|payload| Poll::Ready(ApiError::panicked(&*payload).into_response()))
    })
    .await
}

/// Runs `work` on a blocking thread under [`TIME_LIMIT`], holding one of `permits` from start
/// to end: 503 "busy" when no permit frees up within [`BUSY_WAIT`], 503 when the work takes
/// longer than the limit (it keeps its permit until it ends), 500 if it panicked (a bug; the
/// permit is given back as the thread unwinds).
async fn blocking<T: Send + 'static>(
    permits: &Arc<Semaphore>,
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let permit = match tokio::time::timeout(BUSY_WAIT, permits.clone().acquire_owned()).await {
        Ok(Ok(permit)) => permit,
        // Timed out, or the semaphore was closed.
        Ok(Err(_)) | Err(_) => return Err(ApiError::busy()),
    };
    let work = move || {
        let answer = work();
        drop(permit);
        answer
    };
    match tokio::time::timeout(TIME_LIMIT, tokio::task::spawn_blocking(work)).await {
        Ok(Ok(result)) => result,
        Ok(Err(e)) if e.is_panic() => Err(ApiError::panicked(&*e.into_panic())),
        Ok(Err(_)) => Err(ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the computation was cancelled",
        )),
        Err(_) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the computation took longer than {} seconds",
                TIME_LIMIT.as_secs()
            ),
        )),
    }
}

/// A JSON body already written by a library writer.
pub(super) fn json_response(bytes: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], bytes).into_response()
}

/// A serializable answer as a JSON body (compact, no newline).
pub(super) fn json_value(answer: impl Serialize) -> Response {
    axum::Json(answer).into_response()
}

/// The skeleton of every endpoint: the body (or its rejection as a JSON error), the request
/// `Q` parsed from it, `prepare` on it (cheap checks, before any permit is taken, so a bad
/// request is refused even by a busy server), then `work` on what `prepare` returned, on a
/// blocking thread under a permit and the time limit (see [`blocking`]); `work` builds the
/// response. Any [`ApiError`] on the way is the response instead. `O(body length)` plus the
/// two steps.
pub(super) async fn handle<Q, P>(
    permits: &Arc<Semaphore>,
    request: Result<Bytes, BytesRejection>,
    prepare: impl FnOnce(Q) -> Result<P, ApiError>,
    work: impl FnOnce(P) -> Result<Response, ApiError> + Send + 'static,
) -> Response
where
    Q: for<'de> Deserialize<'de>,
    P: Send + 'static,
{
    let answer = async {
        let bytes = body(request)?;
        let prepared = prepare(parse(&bytes)?)?;
        blocking(permits, move || work(prepared)).await
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_busy_server_says_when_to_ask_again() {
        let retry = |e: ApiError| {
            e.into_response()
                .headers()
                .get(header::RETRY_AFTER)
                .cloned()
        };
        assert_eq!(retry(ApiError::busy()).unwrap(), "1");
        let timed_out = ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "took over 10 s");
        assert_eq!(retry(timed_out), None);
        assert_eq!(retry(ApiError::invalid("bad")), None);
    }
}
