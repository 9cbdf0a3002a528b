import * as gl from './gitlab.mjs';

export const calls = {
  visible: () => gl.visibleProjects(),
  all: () => gl.allProjects(),
  mine: () => gl.myProjects(),
  createProject: () => gl.createProject('tools'),
  createUser: () => gl.createUser({ email: 'a@b.c', username: 'ab', name: 'A B', password: 'pw123456' }),
  todosDone: () => gl.markAllTodosDone(),
  userComments: () => gl.userComments(42),
  commitFix: () => gl.commitFix(5, 'a.txt', 'x'),
  updateFile: () => gl.updateFile(5, 'docs/a b.md', 'hello'),
  projectEvents: () => gl.projectEvents(5),
  dockerfile: () => gl.dockerfileTemplate('Node'),
};
