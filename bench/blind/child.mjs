// Runs one blind client in its own process: imports its entry module and makes each call in
// turn, with a marker request before each so that the bench can tell which requests a call sent.
// Prints one JSON line: { load?: error, calls: [{ id, error?, timeout? }] }. Never throws.
/* global fetch, setTimeout, clearTimeout */
import { pathToFileURL } from 'node:url';

const [entry] = process.argv.slice(2);
const mark = process.env.BLIND_MARK;
const CALL_MS = 5000;

async function main() {
  let mod;
  try {
    mod = await import(pathToFileURL(entry).href);
  } catch (err) {
    return { load: String(err?.stack ?? err), calls: [] };
  }
  const out = [];
  for (const [id, fn] of Object.entries(mod.calls ?? {})) {
    await fetch(`${mark}/${encodeURIComponent(id)}`);
    const result = { id };
    try {
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { timedOut: true })), CALL_MS);
      });
      await Promise.race([Promise.resolve().then(fn), timeout]).finally(() => clearTimeout(timer));
    } catch (err) {
      result.error = `${err?.name ?? 'Error'}: ${err?.message ?? err}`.slice(0, 300);
      // An HTTP error answer is not a failure of the client: the bench judges the request.
      const status = err?.status ?? err?.statusCode ?? err?.response?.status ?? err?.response?.statusCode;
      if (status) result.httpStatus = status;
      if (err?.timedOut) result.timeout = true;
    }
    out.push(result);
  }
  await fetch(`${mark}/__end__`);
  return { calls: out };
}

main().then(
  (r) => {
    process.stdout.write(JSON.stringify(r) + '\n');
    process.exit(0);
  },
  (err) => {
    process.stdout.write(JSON.stringify({ load: String(err?.stack ?? err), calls: [] }) + '\n');
    process.exit(0);
  },
);
