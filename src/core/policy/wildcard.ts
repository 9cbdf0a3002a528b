// `baseUrls` patterns of the configuration: `*` stands for any run of characters, everything else
// for itself. Matched by one pass with a single resume point, not by a regular expression: `.*`
// backtracks, and `*a*a*a*a*a*a*a*a*c` against a name of 60 characters took two minutes (and hung
// ESLint). Here the worst case is pattern length × text length steps.

/** Whether all of `text` matches `pattern`. */
export function matchesWildcard(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  // The last `*` seen, and where in the text its run would end next if what follows it fails.
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star !== -1) {
      // One more character into the last star's run; the stars before it need not move (any
      // match found by moving them is found by moving the last one).
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}
