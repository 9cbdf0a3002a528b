export const command = 'cat <project> <file>';
export const describe = "print a file's metadata and content (base64)";
export const builder = (y) => y.option('ref', { default: 'main' });
export const handler = ({ gl, send, project, file, ref }) => send({ url: gl`projects/${project}/repository/files`, qs: { file_path: file, ref } });
