import { useCallback } from '../../vendor/react.mjs';
import { useGitlab } from '../useGitlab.mjs';

export function useJobs(projectId) {
  const gitlab = useGitlab();
  const running = useCallback(() => gitlab.get(`/projects/${projectId}/builds`, { scope: ['running', 'pending'] }), [gitlab, projectId]);
  const cancel = useCallback((jobId) => gitlab.post(`/projects/${projectId}/builds/${jobId}/cancel`), [gitlab, projectId]);
  const play = useCallback((jobId) => gitlab.post(`/projects/${projectId}/builds/${jobId}/play`), [gitlab, projectId]);
  const commitJobs = useCallback((sha) => gitlab.get(`/projects/${projectId}/repository/commits/${sha}/builds`), [gitlab, projectId]);
  return { running, cancel, play, commitJobs };
}
