export const command = 'fork <project>';
export const describe = 'fork a project into your namespace';
export const handler = ({ gl, send, project }) => send({ method: 'POST', url: gl`projects/fork/${project}` });
