// Component frameworks whose options object binds `this` (Vue's options API), as data: the core
// reads `this.projectUrl` in a component's method as the computed property of that name.

export const COMPONENT_OPTIONS = {
  /** Groups of the options object whose functions run with `this` the component. */
  groups: ['methods', 'computed', 'watch'],
  /** The group whose functions are read as values: `this.name` is what `name()` returns. */
  computed: 'computed',
} as const;
