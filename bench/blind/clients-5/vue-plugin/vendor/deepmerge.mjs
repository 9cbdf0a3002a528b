// A trimmed copy of deepmerge: plain objects merged key by key, everything else replaced.
const plain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export default function merge(target, source) {
  const out = { ...target };
  for (const [key, value] of Object.entries(source)) out[key] = plain(value) && plain(target[key]) ? merge(target[key], value) : value;
  return out;
}
