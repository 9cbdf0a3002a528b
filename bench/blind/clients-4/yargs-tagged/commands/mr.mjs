export const command = 'mr <project> <iid>';
export const describe = 'show a merge request by its number in the project';
export const handler = ({ gl, send, project, iid }) => send({ url: gl`projects/${project}/merge_requests`, qs: { iid, state: 'all' } });
