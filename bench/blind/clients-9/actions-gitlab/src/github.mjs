// Not GitLab: the release being mirrored, read from GitHub's own API with the workflow's token.
import { HttpClient } from '../vendor/http-client/index.mjs';
import { BearerCredentialHandler } from '../vendor/http-client/auth.mjs';

export async function latestRelease() {
  const api = process.env.GITHUB_API_URL || 'https://api.github.com';
  const github = new HttpClient('gitlab-release-sync/1.4', [new BearerCredentialHandler(process.env.GITHUB_TOKEN || '')]);
  const { result } = await github.getJson(`${api}/repos/${process.env.GITHUB_REPOSITORY}/releases/latest`);
  return result;
}

export const releaseTag = () => (process.env.GITHUB_REF || '').replace(/^refs\/tags\//, '');
