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

/** Hooks that return what their callback returns (once per list of dependencies): React's and Preact's `useMemo(fn, deps)`. */
export const MEMO_HOOKS: ReadonlySet<string> = new Set(['useMemo']);

/**
 * Module aliases a component framework defines where no tsconfig of the project says them:
 * SvelteKit's `$lib` (`kit.alias`'s default, `kit.files.lib`) is the app's `src/lib`, told to
 * TypeScript only by the tsconfig `svelte-kit sync` writes. `alias` and `alias/…` are the project's
 * own modules, under `to` of the app: the nearest folder up whose package.json depends on `app`.
 */
export const MODULE_ALIASES: readonly { alias: string; to: string; app: string }[] = [{ alias: '$lib', to: 'src/lib', app: '@sveltejs/kit' }];

/**
 * Functions that call back with a value the code gives them (Vue's `watch(source, (value) => …)`,
 * imported from its module or auto-imported): the callback's first parameter is what the source
 * getter returns (`watch(() => props.issue.id, (id) => …)`: `id` is `props.issue.id`).
 */
export const WATCHERS: Readonly<Record<string, { module: string; source: number; callback: number }>> = { watch: { module: 'vue', source: 0, callback: 1 } };

/**
 * Stores a component reads by `$name` (Svelte's auto-subscription: `$name` is no binding of its own)
 * or by the module's `get(store)`: what each constructor of the module holds — its first argument
 * (`initial`), or what its callback returns given its dependencies' values (`derived`).
 */
export const STORES = {
  prefix: '$',
  module: 'svelte/store',
  constructors: { readable: 'initial', writable: 'initial', derived: 'derived' } as Readonly<Record<string, 'initial' | 'derived'>>,
  readers: ['get'] as readonly string[],
} as const;

/**
 * Store modules that keep their state in an options object (Vuex's `{ state, mutations, getters,
 * actions }`): each group's handlers are given the module's state, as their first parameter
 * (`state` of mutations and getters) or under `contextKey` of the context that is their first
 * parameter (an action's `{ state }`, `context.state`). `state.api` there is the `api` of the object
 * the module's `state` is or returns, where the file writes no `api` of a state.
 */
export const STATE_MODULES = {
  state: 'state',
  groups: { mutations: 'state', getters: 'state', actions: 'context' } as Readonly<Record<string, 'state' | 'context'>>,
  contextKey: 'state',
} as const;
