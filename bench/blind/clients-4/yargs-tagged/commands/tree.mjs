export const command = 'tree <project> [path]';
export const describe = 'list the files of a directory';
export const builder = (y) => y.option('ref', { default: 'main' });
export const handler = ({ gl, send, project, path = '', ref }) => send({ url: gl`projects/${project}/repository/tree`, qs: { path, ref_name: ref } });
