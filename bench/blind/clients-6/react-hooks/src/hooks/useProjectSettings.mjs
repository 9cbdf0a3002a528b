import { useCallback } from '../../vendor/react.mjs';
import { useGitlab } from '../useGitlab.mjs';

export function useProjectSettings(projectId) {
  const { put, post } = useGitlab();
  const makePrivate = useCallback(() => put(`/projects/${projectId}`, { public: false }), [put, projectId]);
  const star = useCallback(() => post(`/projects/${projectId}/star`), [post, projectId]);
  return { makePrivate, star };
}
