import { useIssues } from './src/hooks/useIssues.mjs';
import { useJobs } from './src/hooks/useJobs.mjs';
import { useProjectSettings } from './src/hooks/useProjectSettings.mjs';
import { useRepository } from './src/hooks/useRepository.mjs';

const issues = useIssues(31);
const jobs = useJobs(31);
const repo = useRepository(31);
const settings = useProjectSettings(31);

export const calls = {
  loadBugs: () => issues.loadBugs(),
  closeIssue: () => issues.closeIssue({ id: 6043, iid: 211 }),
  loadMilestones: () => issues.loadMilestones(),
  runningJobs: () => jobs.running(),
  cancelJob: () => jobs.cancel(9001),
  playJob: () => jobs.play(9002),
  commitJobs: () => jobs.commitJobs('deadbee'),
  fileAtBranch: () => repo.fileAtBranch('src/App.jsx', 'main'),
  fileAtCommit: () => repo.fileAtCommit('deadbee', 'package.json'),
  environments: () => repo.environments(),
  makePrivate: () => settings.makePrivate(),
  star: () => settings.star(),
};
