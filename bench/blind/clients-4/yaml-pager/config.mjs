// The settings file is YAML, next to the script (or MIRROR_CONFIG); read once.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

const file = process.env.MIRROR_CONFIG ?? new URL('./mirror.yml', import.meta.url);

export const config = yaml.load(readFileSync(file, 'utf8'));
