// The JSON API client: POSTs a request to the server, asking again when it is busy, and
// counts the requests in flight (for the test hook).

let inflight = 0;     // API requests not answered yet
export const STOPPED = "The server has stopped (or cannot be reached): start bigame serve again, then try again.";
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
// POSTs JSON; a busy server (503 with Retry-After) is asked again up to four times.
export async function api(path, body) {
  inflight++;
  try {
    for (let attempt = 0; ; attempt++) {
      let res;
      try {
        res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      } catch (e) {
        // fetch fails only when no answer came: the server is gone (stopped, or the network).
        throw new Error(STOPPED);
      }
      let json;
      try { json = await res.json(); } catch (e) { throw new Error("the server sent no JSON (status " + res.status + ")"); }
      if (res.status === 503 && res.headers.get("retry-after") && attempt < 4) { await sleep(300 * (attempt + 1)); continue; }
      if (!res.ok) throw new Error(json.error || ("status " + res.status));
      return json;
    }
  } finally { inflight--; }
}
// The number of requests not answered yet.
export const pending = () => inflight;
