// Vue and Svelte components: their `<script>` blocks are JavaScript or TypeScript.
import type { KindSpec } from '../language.js';

export const vue = {
  name: 'vue',
  moduleCode: true,
  row: 'Vue',
  extensions: ['vue'],
  comments: ['//'],
  readsEnvironment: true,
} as const satisfies KindSpec;

export const svelte = {
  name: 'svelte',
  moduleCode: true,
  row: 'Svelte',
  extensions: ['svelte'],
  comments: ['//'],
  readsEnvironment: true,
} as const satisfies KindSpec;
