//! `bigame serve`: runs [`bigame::serve::router`] on a tokio runtime until Ctrl-C or SIGTERM.

use super::Failure;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};

/// Binds `host:port` (port 0: any free port), prints `listening on http://ADDR/` on `out`,
/// optionally opens a browser there, and serves until Ctrl-C or SIGTERM (what a service
/// manager sends; then finishes the requests in flight and returns).
pub fn serve(host: &str, port: u16, open: bool, out: &mut impl Write) -> Result<(), Failure> {
    let ip: IpAddr = if host == "localhost" {
        IpAddr::from([127, 0, 0, 1])
    } else {
        host.parse().map_err(|_| {
            Failure::BadInput(format!(
                "--host {host} is not an IP address (e.g. 127.0.0.1, ::1, 0.0.0.0)"
            ))
        })?
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::BadInput(format!("cannot start the server: {e}")))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(ip, port))
            .await
            .map_err(|e| Failure::BadInput(format!("cannot listen on {host}:{port}: {e}")))?;
        let addr = listener.local_addr()?;
        let url = format!("http://{addr}/");
        writeln!(out, "bigame serve: listening on {url} (Ctrl-C stops it)")?;
        if !ip.is_loopback() {
            writeln!(
                out,
                "bigame serve: warning: {host} is not a loopback address, other machines can reach this server"
            )?;
        }
        out.flush()?;
        if open {
            open_browser(&url);
        }
        axum::serve(listener, bigame::serve::router())
            .with_graceful_shutdown(stop_signal())
            .await?;
        writeln!(out, "bigame serve: stopped")?;
        Ok(())
    })
}

/// The program that opens a URL in the desktop's browser.
const OPENER: &str = if cfg!(target_os = "macos") {
    "open"
} else {
    "xdg-open"
};

/// Opens `url` in a browser, best effort: when no browser opens (no opener on the PATH, or
/// one that fails, as `xdg-open` does without a desktop), says so in one line on standard
/// error and lets the server run on. The opener is waited for on a thread of its own, so a
/// browser that keeps it running holds nothing up.
fn open_browser(url: &str) {
    let child = std::process::Command::new(OPENER)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    match child {
        Err(e) => cannot_open(&format!("{OPENER}: {e}"), url),
        Ok(mut child) => {
            let url = url.to_string();
            std::thread::spawn(move || match child.wait() {
                Ok(status) if status.success() => {}
                Ok(status) => cannot_open(&format!("{OPENER} failed: {status}"), &url),
                Err(e) => cannot_open(&format!("{OPENER}: {e}"), &url),
            });
        }
    }
}

/// The one line on standard error when no browser opened.
fn cannot_open(why: &str, url: &str) {
    eprintln!("bigame serve: cannot open a browser ({why}); open {url} yourself");
}

/// Resolves at the first Ctrl-C (SIGINT) or, on Unix, SIGTERM. A signal that cannot be
/// listened for never resolves, so the other still stops the server.
async fn stop_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                term.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}
