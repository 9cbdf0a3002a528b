// A trimmed copy of rxjs 7: Observable, pipe, of, map, filter, mergeMap, switchMap, lastValueFrom,
// and rxjs/ajax's `ajax(config)`, `ajax.getJSON`, `ajax.post`, `ajax.put`, `ajax.delete`.
export class Observable {
  constructor(subscribe) {
    this._subscribe = subscribe;
  }
  subscribe(observer) {
    const o = typeof observer === 'function' ? { next: observer } : observer;
    this._subscribe({ next: (v) => o.next?.(v), error: (e) => o.error?.(e), complete: () => o.complete?.() });
  }
  pipe(...ops) {
    return ops.reduce((src, op) => op(src), this);
  }
}

export const of = (...values) =>
  new Observable((s) => {
    for (const v of values) s.next(v);
    s.complete();
  });

export const map = (fn) => (src) => new Observable((s) => src.subscribe({ next: (v) => s.next(fn(v)), error: (e) => s.error(e), complete: () => s.complete() }));

export const filter = (fn) => (src) => new Observable((s) => src.subscribe({ next: (v) => fn(v) && s.next(v), error: (e) => s.error(e), complete: () => s.complete() }));

export const mergeMap = (fn) => (src) =>
  new Observable((s) => {
    let active = 0;
    let done = false;
    src.subscribe({
      next: (v) => {
        active++;
        fn(v).subscribe({ next: (x) => s.next(x), error: (e) => s.error(e), complete: () => --active === 0 && done && s.complete() });
      },
      error: (e) => s.error(e),
      complete: () => {
        done = true;
        if (active === 0) s.complete();
      },
    });
  });

export const switchMap = mergeMap;

export const lastValueFrom = (src) =>
  new Promise((resolve, reject) => {
    let last;
    let seen = false;
    src.subscribe({ next: (v) => ((last = v), (seen = true)), error: reject, complete: () => (seen ? resolve(last) : reject(new Error('no elements in sequence'))) });
  });

function send({ url, method = 'GET', headers = {}, body, queryParams }) {
  return new Observable((s) => {
    const target = new URL(url);
    for (const [k, v] of Object.entries(queryParams ?? {})) target.searchParams.append(k, String(v));
    const h = { ...headers };
    let payload = body;
    if (body !== undefined && body !== null && typeof body === 'object' && !(body instanceof URLSearchParams)) {
      payload = JSON.stringify(body);
      h['Content-Type'] ??= 'application/json;charset=utf-8';
    }
    fetch(target, { method, headers: h, body: payload })
      .then(async (res) => {
        const response = await res.json();
        if (res.status >= 400) throw Object.assign(new Error(`ajax error ${res.status}`), { status: res.status, response });
        s.next({ status: res.status, response });
        s.complete();
      })
      .catch((e) => s.error(e));
  });
}

export const ajax = Object.assign((config) => send(config), {
  getJSON: (url, headers) => send({ url, headers }).pipe(map((r) => r.response)),
  post: (url, body, headers) => send({ url, method: 'POST', body, headers }),
  put: (url, body, headers) => send({ url, method: 'PUT', body, headers }),
  delete: (url, headers) => send({ url, method: 'DELETE', headers }),
});
