import * as jobs from './epics/jobs.mjs';
import * as project from './epics/project.mjs';

export const epics = { ...jobs, ...project };
