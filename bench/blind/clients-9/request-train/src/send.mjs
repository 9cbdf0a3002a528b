// Sends built Requests: a clone per attempt (a Request's body can be read once), retrying
// server errors and network failures with a short backoff.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function send(request, { retries = 2, dry = false } = {}) {
  if (dry) {
    console.error(`[dry] ${request.method} ${request.url}`);
    return null;
  }
  let lastError;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const res = await fetch(request.clone());
      if (res.status >= 500 && attempt < retries) {
        await sleep(200 * 2 ** attempt);
        continue;
      }
      const text = await res.text();
      if (!res.ok) throw Object.assign(new Error(`${request.method} ${new URL(request.url).pathname}: ${res.status} ${text}`), { status: res.status });
      return text ? JSON.parse(text) : null;
    } catch (err) {
      if (err.status) throw err;
      lastError = err;
      await sleep(200 * 2 ** attempt);
    }
  }
  throw lastError;
}

export const sendAll = (requests, options) => Promise.all(requests.map((r) => send(r, options)));
