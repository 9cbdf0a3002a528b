// A got instance per project, its prefix already inside the project.
import got from 'got';

const HOST = 'http://127.0.0.1:__PORT__';

export function forProject(path) {
  return got.extend({
    prefixUrl: `${HOST}/api/v3/projects/${encodeURIComponent(path)}`,
    headers: { 'PRIVATE-TOKEN': 'secret' },
    retry: { limit: 0 },
    throwHttpErrors: false,
  });
}

export function groups() {
  return got.extend({ prefixUrl: `${HOST}/api/v3`, headers: { 'PRIVATE-TOKEN': 'secret' }, retry: { limit: 0 }, throwHttpErrors: false });
}
