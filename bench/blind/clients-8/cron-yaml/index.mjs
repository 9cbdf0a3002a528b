// The scheduler's entry: the settings, one client for every job, the job table.
import { settings } from './lib/settings.mjs';
import { createGitlab } from './lib/http.mjs';
import artifacts from './jobs/artifacts.mjs';
import branches from './jobs/branches.mjs';
import milestones from './jobs/milestones.mjs';
import deployKeys from './jobs/deploy-keys.mjs';
import audit from './jobs/audit.mjs';

export const gitlab = createGitlab(settings.gitlab);
export const context = { gitlab, settings };
export const jobs = { artifacts, branches, milestones, deployKeys, audit };
export const [ios, android] = settings.projects;
