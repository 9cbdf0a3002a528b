// `group/project` from the repository URL the release runs on (https or ssh form).
export default function getRepoId(gitlabUrl, repositoryUrl) {
  const ssh = /^[^@]+@[^:]+:(.+?)(\.git)?$/.exec(repositoryUrl);
  const path = ssh ? ssh[1] : new URL(repositoryUrl).pathname.replace(new URL(gitlabUrl).pathname, '');
  return path.replace(/^\/+/, '').replace(/\.git$/, '');
}
