import { createContext } from '../vendor/react.mjs';

// Vite replaces import.meta.env at build time; tests and SSR run without it.
const apiUrl = import.meta.env?.VITE_GITLAB_API ?? 'http://127.0.0.1:__PORT__/api/v3';

export const GitlabContext = createContext({ apiUrl, token: 'secret' });
