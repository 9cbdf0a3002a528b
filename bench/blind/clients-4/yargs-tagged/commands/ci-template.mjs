export const command = 'ci-template <name>';
export const describe = 'print a .gitlab-ci.yml template';
export const handler = ({ gl, send, name }) => send({ url: gl`gitlab_ci_ymls/${name}` });
