// Component frameworks whose options object binds `this` (Vue's options API), as data: the core
// reads `this.projectUrl` in a component's method as the computed property of that name.

export const COMPONENT_OPTIONS = {
  /** Groups of the options object whose functions run with `this` the component. */
  groups: ['methods', 'computed', 'watch'],
  /** The group whose functions are read as values: `this.name` is what `name()` returns. */
  computed: 'computed',
} as const;

/**
 * Calls a component's compiler reads as the value they derive (Svelte 5's runes, names no import
 * binds): `$derived(e)` is `e`, `$derived.by(fn)` what `fn` returns. A name bound to one reads as
 * that value wherever the component reads it (`fetch(jobsUrl)` in an `$effect`).
 */
export const DERIVED_VALUES: Readonly<Record<string, 'value' | 'getter'>> = { $derived: 'value', '$derived.by': 'getter' };
