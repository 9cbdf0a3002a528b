import { fileURLToPath } from 'node:url';
import dotenv from './vendor/dotenv/main.mjs';

// The script is run from anywhere (cron, a CI job): read the .env beside it.
dotenv.config({ path: fileURLToPath(new URL('./.env', import.meta.url)) });

export const apiUrl = process.env.GITLAB_API_URL;
export const token = process.env.GITLAB_TOKEN;
export const project = process.env.GITLAB_PROJECT;
