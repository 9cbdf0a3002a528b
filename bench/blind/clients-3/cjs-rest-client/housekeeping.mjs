// The ESM housekeeping script: uses the shared CommonJS GitLab module.
import gitlab from './gitlab.cjs';

const { blockUser, openBugs, closeIssue, mrComments, packageJsonAt, createBranch, addDoc } = gitlab;

export { blockUser, openBugs, closeIssue, mrComments, packageJsonAt, createBranch, addDoc };

export const todoDone = (id) => gitlab.todoDone(id);
export const searchProjects = (term) => gitlab.searchProjects(term);
export const fork = (id) => gitlab.fork(id);
export const labels = (id) => gitlab.labels(id);
export const createGroup = (name) => gitlab.createGroup(name);
export const findUser = (name) => gitlab.findUser(name);
