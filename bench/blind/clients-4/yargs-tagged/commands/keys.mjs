export const command = 'keys <project>';
export const describe = "list a project's deploy keys";
export const handler = ({ gl, send, project }) => send({ url: gl`projects/${project}/keys` });
