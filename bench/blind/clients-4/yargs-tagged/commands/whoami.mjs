export const command = 'whoami';
export const describe = 'who the token belongs to';
export const handler = ({ gl, send }) => send({ url: gl`user` });
