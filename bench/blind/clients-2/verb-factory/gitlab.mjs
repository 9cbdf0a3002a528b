// One function per HTTP verb, made by a small factory over fetch.
const BASE = 'http://127.0.0.1:__PORT__/api/v3';

const verb = (method) => async (path, body) => {
  const res = await fetch(BASE + path, {
    method,
    headers: { 'PRIVATE-TOKEN': 'secret', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.ok ? res.json() : null;
};

export const get = verb('GET');
export const post = verb('POST');
export const put = verb('PUT');
export const del = verb('DELETE');
