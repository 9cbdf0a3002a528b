import { forProject, groups } from './project.mjs';

const app = forProject('team/app');
const gl = groups();

export const calls = {
  jobs: () => app.get('builds', { searchParams: { scope: 'failed' } }),
  unstar: () => app.delete('star'),
  tree: () => app.get('repository/tree', { searchParams: { ref_name: 'dev' } }),
  keys: () => app.get('keys'),
  ownedGroups: () => gl.get('groups/owned', { searchParams: { per_page: 50 } }),
};
