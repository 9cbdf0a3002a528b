export const command = 'trigger <project> <token>';
export const describe = 'start a pipeline with a trigger token';
export const builder = (y) => y.option('ref', { default: 'main' });
export const handler = ({ gl, send, project, token, ref }) => send({ method: 'POST', url: gl`projects/${project}/trigger/builds`, form: { token, ref } });
