// The words of the report a new user does not know yet, explained once, in a footer, when the
// report used them.

export type Term = 'change' | 'base' | 'tiers';

const TEXT: Record<Term, string> = {
  change: 'change key (9.0/12, prefix): the GitLab release and item of the v3 → v4 change list that the rule checks.',
  base: 'base: the `…/api/v3` URL part the calls share; it moves to `/api/v4` with all of them, so one call can hold it.',
  tiers: 'tiers: --fix makes the safe fixes, --fix-review also the review ones (read the diff); manual ones need a person.',
};

const ORDER: Term[] = ['change', 'base', 'tiers'];

/** The footer for the terms used, or '' when none was. */
export function termsFooter(used: ReadonlySet<Term>): string {
  return ORDER.filter((t) => used.has(t))
    .map((t) => TEXT[t])
    .join('\n');
}
