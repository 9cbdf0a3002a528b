// A small copy of RFC 6570 URI template expansion (levels 1–3 as url-template implements them):
// `{var}` encodes the value, `{+var}` keeps reserved characters, `{?a,b}` makes a query of the
// defined ones.
const encode = (value, reserved) =>
  reserved ? encodeURI(String(value)) : encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function expand(template, vars) {
  return template.replace(/\{([+?]?)([^}]+)\}/g, (_, op, list) => {
    const names = list.split(',');
    if (op === '?') {
      const pairs = names.filter((n) => vars[n] !== undefined && vars[n] !== null).map((n) => `${n}=${encode(vars[n], false)}`);
      return pairs.length ? `?${pairs.join('&')}` : '';
    }
    return names
      .filter((n) => vars[n] !== undefined && vars[n] !== null)
      .map((n) => encode(vars[n], op === '+'))
      .join(',');
  });
}
