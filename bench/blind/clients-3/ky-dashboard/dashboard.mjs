// Team dashboard: each panel is one GitLab path; the panels a user picked are fetched together
// with Promise.all over the array of their paths.
import ky from 'ky';

const gitlab = ky.create({
  prefixUrl: `${process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__'}/api/v3`,
  headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN ?? 'secret' },
  retry: 0,
  timeout: 10_000,
});

const PANELS = [
  ['runningJobs', (p) => `projects/${p}/builds?scope=running`],
  ['pipelines', (p) => `projects/${p}/pipelines?ref=main&per_page=5`],
  ['openMrs', (p) => `projects/${p}/merge_requests?state=opened&per_page=20`],
  ['starred', () => 'projects/starred'],
  ['ownedGroups', () => 'groups/owned'],
  ['deployKeys', (p) => `projects/${p}/keys?per_page=100`],
  ['members', (p) => `projects/${p}/members?per_page=100`],
  ['branches', (p) => `projects/${p}/repository/branches?per_page=100`],
  ['readme', (p) => `projects/${p}/repository/files?file_path=README.md&ref=main`],
  ['pushes', (p) => `projects/${p}/events?action=pushed%20to&per_page=20`],
  ['mrActivity', (p) => `projects/${p}/events?target_type=MergeRequest&sort=descending`],
  ['gitignores', () => 'gitignores?per_page=100'],
  ['lastCommit', (p) => `projects/${p}/repository/commits?ref_name=main&per_page=1`],
  ['overview', (p) => `projects/${p}`],
];

export const panelNames = PANELS.map(([name]) => name);

export async function load(project, names = panelNames) {
  const picked = PANELS.filter(([name]) => names.includes(name));
  const paths = picked.map(([, path]) => path(project));
  const answers = await Promise.all(paths.map((path) => gitlab.get(path).json()));
  return Object.fromEntries(picked.map(([name], i) => [name, answers[i]]));
}
