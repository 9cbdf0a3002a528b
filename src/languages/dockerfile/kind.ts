// Dockerfiles (and Containerfiles): `RUN` lines are shell, `ENV`/`ARG` assignments.
import type { KindSpec } from '../language.js';

export const dockerfile = {
  name: 'dockerfile',
  row: 'Dockerfile',
  extensions: ['dockerfile'],
  names: String.raw`^(?:dockerfile|containerfile)$|^dockerfile\.|\.dockerfile$`,
  script: true,
  fenceTags: ['dockerfile', 'docker', 'containerfile'],
  comments: ['#'],
  links: 'all',
} as const satisfies KindSpec;
