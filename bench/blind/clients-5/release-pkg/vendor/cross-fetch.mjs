// A trimmed copy of cross-fetch: the platform's fetch, as a default export (the ponyfill).
export default globalThis.fetch;
export const { Headers, Request, Response } = globalThis;
