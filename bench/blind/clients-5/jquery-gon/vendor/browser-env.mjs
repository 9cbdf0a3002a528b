// What a page gives the scripts in a browser, for Node: `window` and the page's `location`.
globalThis.window = globalThis;
globalThis.location = new URL('http://127.0.0.1:__PORT__/dashboard/merge_requests');
