//! The web board behind `bigame serve`: an [axum](https://docs.rs/axum) router serving one
//! embedded page (`page/`: its HTML, a style sheet and one JavaScript module per concern, all
//! in the binary, no network needed) and a JSON API that calls the same library code as the
//! command-line tool (endpoints in `docs/api.md`, bodies in `docs/json.md`):
//!
//! - `GET /`: the page: free-cell boards (draw, solve, play against the engine) and
//!   Bunny-and-Egg boards (draw with an X/O tool and an empty-cell tool, record plies, play
//!   either side against the engine from the end of the record with hints and undo, download
//!   the NOI 2011 record, replay any record ply by ply with each ply marked winning, losing or a
//!   mistake); usable by keyboard (a cursor on the board) and at phone width. Its read-only
//!   test hook `window.bigameState()` and the requests it makes are in `docs/api.md`; it is
//!   tested in chromium by `tests/e2e/run.sh`. It has no reader and no rule of its own: the
//!   server reads what it loads and names the legal moves;
//! - `GET /page/NAME`: the page's style sheet and modules (`text/css`, `text/javascript`);
//! - `POST /api/board/solve`: a free-cell board's verdicts, as `bigame board --format json`,
//!   plus a winning reply for every cell where the player to move wins;
//! - `POST /api/review`: a NOI 2011 record reviewed, as `bigame review --format json`;
//! - `POST /api/move`: the engine's move, the verdict and the legal moves of a position
//!   reached by a list of moves;
//! - `POST /api/bunny/move`: the same for a Bunny-and-Egg position: a NOI 2011 board (with or
//!   without a record) and any number of further plies, read and played by the same reader
//!   and engine as `bigame play` on a Bunny board;
//! - `POST /api/read`: a free-cell board or a NOI 2011 board and record read by the tool's
//!   readers: the cells and the plies, for the page's Load;
//! - `POST /api/match`: a maximum matching of a graph file's text (and a cover made from it),
//!   as `bigame match --format json`.
//!
//! Limits: request bodies of at most [`MAX_BODY_BYTES`] (413 otherwise), boards of at most
//! [`MAX_CELLS`] cells (413), [`TIME_LIMIT`] of computing per request (503). Every error is a
//! JSON object `{"error": "..."}`, a method a path does not take (405, with `Allow`) and an
//! unknown path (404) included; no request makes the server panic. Should a handler panic all
//! the same (a bug), that request gets 500 `{"error": "internal error ..."}` and the server
//! goes on serving the others.
//!
//! Load: every computation (a solve, a review, an engine move, a reading) holds one permit of a
//! semaphore shared by the router, [`default_concurrency`] permits by default (twice the
//! available parallelism), from the moment it starts until it ends, even when its answer is
//! dropped by the time limit. A request that finds no free permit waits up to [`BUSY_WAIT`]
//! for one, then gets 503 `{"error": "the server is busy ..., try again"}` with
//! `Retry-After: 1`, so a burst of requests cannot pile up threads or memory; the page
//! retries such answers a few times after a short pause. The page itself (`GET /`) is never
//! capped, nor are its files.

mod api;
mod edge;
mod handler;
mod matching;
mod why;
mod wire;

use axum::Router;
use axum::extract::{DefaultBodyLimit, Path};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

pub use handler::ApiError;

/// The largest request body accepted, in bytes (4 MiB); larger bodies get 413.
pub const MAX_BODY_BYTES: usize = 4 << 20;

/// The largest board accepted, in cells (rows times columns, blocked cells included); larger
/// boards get 413.
pub const MAX_CELLS: u64 = 4_000_000;

/// The most computing time one request may take; slower requests get 503 (the computation
/// itself runs on to its end on a blocking thread, its answer is dropped).
pub const TIME_LIMIT: Duration = Duration::from_secs(10);

/// How long a computing request waits for a free permit (see the module docs) before it is
/// answered 503 "busy, try again".
pub const BUSY_WAIT: Duration = Duration::from_millis(250);

/// The number of requests [`router`] lets compute at once: twice the available parallelism
/// (2 when it cannot be known). `O(1)` (one system call).
pub fn default_concurrency() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()) * 2
}

/// The page: its HTML (`GET /`).
const PAGE: &str = include_str!("page/index.html");

/// The page's style sheet and JavaScript modules, served at `/page/NAME` with their content
/// type; each module's header comment says what it does, `main.js` is the entry point.
const PAGE_FILES: &[(&str, &str, &str)] = &[
    ("style.css", CSS, include_str!("page/style.css")),
    ("main.js", JS, include_str!("page/main.js")),
    ("state.js", JS, include_str!("page/state.js")),
    ("api.js", JS, include_str!("page/api.js")),
    ("draw.js", JS, include_str!("page/draw.js")),
    ("text.js", JS, include_str!("page/text.js")),
    ("edit.js", JS, include_str!("page/edit.js")),
    ("solve.js", JS, include_str!("page/solve.js")),
    ("play.js", JS, include_str!("page/play.js")),
    ("bunny.js", JS, include_str!("page/bunny.js")),
    ("replay.js", JS, include_str!("page/replay.js")),
    ("bunnyplay.js", JS, include_str!("page/bunnyplay.js")),
    ("undo.js", JS, include_str!("page/undo.js")),
    ("why.js", JS, include_str!("page/why.js")),
    ("link.js", JS, include_str!("page/link.js")),
    ("position.js", JS, include_str!("page/position.js")),
    ("replayview.js", JS, include_str!("page/replayview.js")),
    ("solution.js", JS, include_str!("page/solution.js")),
    ("gamepath.js", JS, include_str!("page/gamepath.js")),
    ("gamesteps.js", JS, include_str!("page/gamesteps.js")),
    ("answers.js", JS, include_str!("page/answers.js")),
    ("zoom.js", JS, include_str!("page/zoom.js")),
    ("puzzle.js", JS, include_str!("page/puzzle.js")),
];

/// The content types of the page's files.
const CSS: &str = "text/css; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// The router of the whole server: the page and the API with their limits, at most
/// [`default_concurrency`] requests computing at once. Building it is `O(1)`; each request's
/// cost is its handler's (see `docs/api.md`).
///
/// ```
/// let app = bigame::serve::router();
/// # let _ = app;
/// ```
pub fn router() -> Router {
    router_with_permits(Arc::new(Semaphore::new(default_concurrency())))
}

/// [`router`] with the given semaphore as the cap on concurrent computations: each one holds
/// one of its permits while it runs, and a request that cannot get one within [`BUSY_WAIT`]
/// is answered 503. Holding permits from outside (`acquire_many_owned`) makes the server
/// busy, as the tests do; a semaphore with no permits refuses every computation. `O(1)`.
///
/// ```
/// use std::sync::Arc;
/// use tokio::sync::Semaphore;
/// let app = bigame::serve::router_with_permits(Arc::new(Semaphore::new(4)));
/// # let _ = app;
/// ```
pub fn router_with_permits(permits: Arc<Semaphore>) -> Router {
    let routes = Router::new();
    // A route that panics, for the test that the server outlives a bug (never in a build).
    #[cfg(test)]
    let routes = routes.route("/api/test/panic", post(tests::panic));
    routes
        .route("/", get(page).fallback(only("GET")))
        .route("/page/{name}", get(page_file).fallback(only("GET")))
        .route("/api/board/solve", post(api::solve).fallback(only("POST")))
        .route("/api/board/why", post(why::why).fallback(only("POST")))
        .route("/api/review", post(api::review).fallback(only("POST")))
        .route("/api/move", post(api::engine_move).fallback(only("POST")))
        .route(
            "/api/bunny/move",
            post(api::bunny_move).fallback(only("POST")),
        )
        .route("/api/read", post(api::read).fallback(only("POST")))
        .route(
            "/api/match",
            post(matching::match_graph).fallback(only("POST")),
        )
        .fallback(not_found)
        .layer(axum::middleware::from_fn(handler::catch_panics))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(permits)
}

/// `GET /`: the embedded page. `O(page size)`.
async fn page() -> Response {
    ([(header::CACHE_CONTROL, "no-cache")], Html(PAGE)).into_response()
}

/// `GET /page/NAME`: one of the page's files, or 404. `O(file size)`.
async fn page_file(Path(name): Path<String>) -> Response {
    match PAGE_FILES.iter().find(|&&(file, _, _)| file == name) {
        Some(&(_, kind, text)) => (
            [
                (header::CONTENT_TYPE, kind),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            text,
        )
            .into_response(),
        None => not_found().await,
    }
}

/// The answer to a method a path does not take: 405 with a JSON error naming the one it
/// takes (axum adds the `Allow` header). `O(1)`.
fn only(
    method: &'static str,
) -> impl FnOnce() -> std::future::Ready<Response> + Clone + Send + Sync + 'static {
    move || {
        let message = format!("this path takes {method} requests only");
        std::future::ready(ApiError::new(StatusCode::METHOD_NOT_ALLOWED, message).into_response())
    }
}

/// Any other path: 404 with a JSON error. `O(1)`.
async fn not_found() -> Response {
    ApiError::new(StatusCode::NOT_FOUND, "no such page or endpoint").into_response()
}

#[cfg(test)]
mod tests {
    use super::api::Permits;
    use super::handler::{ApiError, handle};
    use axum::body::{Body, Bytes};
    use axum::extract::{State, rejection::BytesRejection};
    use axum::http::{Request, StatusCode};
    use axum::response::{IntoResponse, Response};
    use serde_json::Value;
    use tower::ServiceExt;

    /// `POST /api/test/panic` with the body `"prepare"` panics before the computation, `"work"`
    /// in it (on the blocking thread), `"async"` in the handler itself.
    pub(super) async fn panic(
        State(permits): Permits,
        request: Result<Bytes, BytesRejection>,
    ) -> Response {
        if request.as_deref().is_ok_and(|body| body == b"\"async\"") {
            panic!("a bug in the handler");
        }
        let prepare = |at: String| -> Result<String, ApiError> {
            assert_ne!(at, "prepare", "a bug before the computation");
            Ok(at)
        };
        handle(
            &permits,
            request,
            prepare,
            |_: String| -> Result<Response, ApiError> { panic!("a bug\nin the computation") },
        )
        .await
        .into_response()
    }

    /// Sends `body` to `path` on `app` and returns the status and the JSON answer.
    async fn call(app: &axum::Router, path: &str, body: &str) -> (StatusCode, Value) {
        let request = Request::post(path)
            .body(Body::from(body.to_owned()))
            .unwrap();
        let response = app.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    /// A handler that panics, wherever it does, gets a one-line 500, and the same router
    /// answers the next request as usual.
    #[test]
    fn the_server_outlives_a_panicking_handler() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap();
        let app = super::router();
        runtime.block_on(async {
            for (at, what) in [
                ("async", "a bug in the handler"),
                ("prepare", "a bug before the computation"),
                ("work", "a bug in the computation"),
            ] {
                let (status, answer) = call(&app, "/api/test/panic", &format!("\"{at}\"")).await;
                assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{at}");
                let message = answer["error"].as_str().unwrap();
                assert!(message.starts_with("internal error"), "{message}");
                assert!(
                    message.contains(what) && !message.contains('\n'),
                    "{message}"
                );
                let board = r#"{"board": "2 2\n..\n.#\n"}"#;
                let (status, answer) = call(&app, "/api/board/solve", board).await;
                assert_eq!(status, StatusCode::OK, "after a panic in {at}: {answer}");
            }
        });
    }
}
