import { useCallback } from '../../vendor/react.mjs';
import { useGitlab } from '../useGitlab.mjs';

export function useRepository(projectId) {
  const { get } = useGitlab();
  const fileAtBranch = useCallback((filePath, ref) => get(`/projects/${projectId}/repository/files`, { file_path: filePath, ref }), [get, projectId]);
  const fileAtCommit = useCallback((sha, filePath) => get(`/projects/${projectId}/repository/commits/${sha}/blob`, { filepath: filePath }), [get, projectId]);
  const environments = useCallback(() => get(`/projects/${projectId}/environments`), [get, projectId]);
  return { fileAtBranch, fileAtCommit, environments };
}
