// Turning file bytes into the text the core sees, and back; and the minified-bundle test.
import { createTwoFilesPatch } from 'diff';

const BOM = '\uFEFF';
// `fatal`: a file that is not UTF-8 must not be rewritten through a lossy decode.
// `ignoreBOM`: keep the BOM in the decoded text so that it can be put back on write.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export interface Decoded {
  /** The text without a BOM: the core's offsets and columns then match what editors show. */
  text: string;
  bom: boolean;
}

/** Throws a TypeError when the bytes are not UTF-8. */
export function decode(bytes: Uint8Array): Decoded {
  const raw = decoder.decode(bytes);
  return raw.startsWith(BOM) ? { text: raw.slice(1), bom: true } : { text: raw, bom: false };
}

export function encode(decoded: Decoded): string {
  return decoded.bom ? BOM + decoded.text : decoded.text;
}

const SMALL_FILE = 1024;
const MAX_AVERAGE_LINE = 500;
const MAX_LINE = 5000;

/**
 * Why a file looks like a minified bundle, or undefined. Files under 1 KiB are always read: they
 * are cheap and too short to tell. Bundles are slow to parse and their findings cannot be fixed at
 * the source, so they are reported as skipped instead.
 */
export function minifiedReason(text: string): string | undefined {
  if (text.length < SMALL_FILE) return undefined;
  let lines = 0;
  let longest = 0;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    longest = Math.max(longest, end - start);
    lines++;
    start = end + 1;
  }
  const average = text.length / lines;
  if (average > MAX_AVERAGE_LINE) return `looks minified (average line length ${Math.round(average)} characters)`;
  if (longest > MAX_LINE) return `looks minified (a line of ${longest} characters)`;
  return undefined;
}

/** A git-style unified diff (`a/` and `b/` prefixes), which `git apply` and `patch -p1` accept. */
export function unifiedDiff(file: string, before: string, after: string): string {
  const patch = createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context: 3 });
  // The library starts with a row of `=`; git's format does not.
  return patch.replace(/^=+\r?\n/, '');
}
