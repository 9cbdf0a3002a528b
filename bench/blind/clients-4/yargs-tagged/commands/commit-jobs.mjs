export const command = 'commit-jobs <project> <sha>';
export const describe = 'the jobs a commit ran';
export const handler = ({ gl, send, project, sha }) => send({ url: gl`projects/${project}/repository/commits/${sha}/builds` });
