// The `gitlab` namespace of the service's configuration.
import { registerAs } from '../../vendor/nestjs/config.mjs';

export default registerAs('gitlab', () => ({
  url: process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__',
  apiPrefix: process.env.GITLAB_API_PREFIX ?? '/api/v3',
  token: process.env.GITLAB_TOKEN ?? 'secret',
  timeoutMs: Number(process.env.GITLAB_TIMEOUT_MS ?? 10_000),
}));
