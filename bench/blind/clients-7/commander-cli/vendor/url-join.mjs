// A copy of url-join 4's normalize: parts joined by one slash, the query parts merged.
function normalize(parts) {
  const out = [];
  if (parts.length === 0) return '';
  if (typeof parts[0] !== 'string') throw new TypeError('Url must be a string. Received ' + parts[0]);
  if (/^[^/:]+:\/*$/.test(parts[0]) && parts.length > 1) {
    const first = parts.shift();
    parts[0] = first + parts[0];
  }
  parts[0] = /^file:\/\/\//.test(parts[0]) ? parts[0].replace(/^([^/:]+):\/*/, '$1:///') : parts[0].replace(/^([^/:]+):\/*/, '$1://');
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i];
    if (typeof part !== 'string') throw new TypeError('Url must be a string. Received ' + part);
    if (part === '') continue;
    if (i > 0) part = part.replace(/^[/]+/, '');
    part = i < parts.length - 1 ? part.replace(/[/]+$/, '') : part.replace(/[/]+$/, '/');
    out.push(part);
  }
  let str = out.join('/').replace(/\/(\?|&|#[^!])/g, '$1');
  const q = str.split('?');
  str = q.shift() + (q.length > 0 ? '?' : '') + q.join('&');
  return str;
}

export default function urljoin(...args) {
  return normalize(Array.isArray(args[0]) ? [...args[0]] : args);
}
