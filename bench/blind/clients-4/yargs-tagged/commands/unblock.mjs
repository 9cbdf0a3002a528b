export const command = 'unblock <user>';
export const describe = 'unblock a user';
export const builder = (y) => y.positional('user', { type: 'number' });
export const handler = ({ gl, send, user }) => send({ method: 'PUT', url: gl`users/${user}/unblock` });
