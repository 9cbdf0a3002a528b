// What Tampermonkey gives a userscript, over fetch: GM_xmlhttpRequest (callbacks, `data` sent as
// is), GM_getValue, GM_registerMenuCommand; plus the page's `location`, `unsafeWindow` and `prompt`.
export const menu = new Map();
export const answers = [];
const store = { token: 'secret' };

export function install(pageUrl, pageData) {
  globalThis.location = new URL(pageUrl);
  globalThis.unsafeWindow = Object.assign(globalThis, pageData);
  globalThis.prompt = () => answers.shift() ?? null;
  globalThis.GM_getValue = (key, fallback) => store[key] ?? fallback;
  globalThis.GM_registerMenuCommand = (name, fn) => menu.set(name, fn);
  globalThis.GM_xmlhttpRequest = ({ method = 'GET', url, headers = {}, data, responseType, onload, onerror }) => {
    fetch(url, { method, headers, body: data })
      .then(async (res) => {
        const text = await res.text();
        onload?.({ status: res.status, responseText: text, response: responseType === 'json' ? JSON.parse(text) : text, finalUrl: url });
      })
      .catch((err) => onerror?.(err));
  };
}
