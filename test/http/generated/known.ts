// Cases of the generated differential suite that fail today: case id (`library|binding|change|carrier`)
// → why. Each runs as `it.fails`, so the suite passes and a fix that makes one pass turns it red:
// then delete its line. KNOWN_FRONTS: `front|case id` → why, for a front (`no-project-safe`,
// `no-project-review`, `eslint`, `eslint-review`) that writes other text than the proven run.
export const KNOWN: Record<string, string> = {
};

export const KNOWN_FRONTS: Record<string, string> = {
};
