// What ApolloServer does per request: a fresh set of data sources, initialised with the context.
import config from './config.mjs';
import { GitlabAPI } from './gitlab-api.mjs';

export const dataSources = () => ({ gitlab: new GitlabAPI(config.gitlab) });

export function contextFor(req) {
  const context = { token: req.headers['private-token'] ?? 'secret' };
  const sources = dataSources();
  for (const source of Object.values(sources)) source.initialize({ context });
  return { ...context, dataSources: sources };
}
