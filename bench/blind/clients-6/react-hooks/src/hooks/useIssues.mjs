import { useCallback } from '../../vendor/react.mjs';
import { useGitlab } from '../useGitlab.mjs';

export function useIssues(projectId) {
  const { get, put } = useGitlab();
  const loadBugs = useCallback(() => get(`/projects/${projectId}/issues`, { labels: 'bug', state: 'opened' }), [get, projectId]);
  const closeIssue = useCallback((issue) => put(`/projects/${projectId}/issues/${issue.id}`, { state_event: 'close' }), [put, projectId]);
  const loadMilestones = useCallback(() => get(`/projects/${projectId}/milestones`, { state: 'active' }), [get, projectId]);
  return { loadBugs, closeIssue, loadMilestones };
}
