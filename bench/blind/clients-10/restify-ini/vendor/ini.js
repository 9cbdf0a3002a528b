// A trimmed copy of the `ini` package's decode(): [sections], key = value, ; and # comments,
// quoted values, dotted section names nest.
'use strict';

function unsafe(val) {
  val = (val || '').trim();
  if (/^(["']).*\1$/.test(val)) return val.slice(1, -1);
  const i = val.search(/\s[;#]/);
  return i === -1 ? val : val.slice(0, i).trim();
}

exports.decode = exports.parse = function (str) {
  const out = {};
  let p = out;
  const re = /^\[([^\]]*)\]$|^([^=]+)(=(.*))?$/i;
  str.split(/[\r\n]+/g).forEach((line) => {
    if (!line || /^\s*[;#]/.test(line)) return;
    const match = line.trim().match(re);
    if (!match) return;
    if (match[1] !== undefined) {
      p = match[1].split('.').reduce((o, k) => (o[k] = o[k] || {}), out);
      return;
    }
    const key = unsafe(match[2]);
    let value = match[3] ? unsafe(match[4]) : true;
    if (value === 'true') value = true;
    else if (value === 'false') value = false;
    p[key] = value;
  });
  return out;
};
