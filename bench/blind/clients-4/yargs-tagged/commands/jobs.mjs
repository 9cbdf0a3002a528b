export const command = 'jobs <project>';
export const describe = 'list the jobs of a project';
export const builder = (y) => y.option('scope', { default: 'running', choices: ['running', 'pending', 'failed', 'success'] });
export const handler = ({ gl, send, project, scope }) => send({ url: gl`projects/${project}/builds`, qs: { scope } });
