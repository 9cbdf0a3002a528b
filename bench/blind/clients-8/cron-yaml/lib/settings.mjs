// The YAML settings, read once at start-up.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const file = process.env.GITLAB_CONFIG ?? fileURLToPath(new URL('../config/maintenance.yml', import.meta.url));
export const settings = YAML.parse(readFileSync(file, 'utf8'));
