// The nightly housekeeping script over the generated client (`npm run generate` writes ../src).
import { Configuration, JobsApi, ProjectsApi, RepositoryApi, UsersApi } from '../src/index.mjs';

const configuration = new Configuration({
    basePath: process.env.GITLAB_API_BASE_PATH,
    apiKey: process.env.GITLAB_TOKEN ?? 'secret',
});

export const jobs = new JobsApi(configuration);
export const projects = new ProjectsApi(configuration);
export const repository = new RepositoryApi(configuration);
export const users = new UsersApi(configuration);

export async function retryFailed(projectId) {
    const failed = await jobs.getProjectBuilds({ id: projectId, scope: 'failed' });
    for (const build of Array.isArray(failed) ? failed : []) await jobs.retryBuild({ id: projectId, buildId: build.id });
    return failed;
}

export async function hardenProject(projectId) {
    return projects.editProject({ id: projectId, editProjectRequest: { visibility_level: 10, builds_enabled: false } });
}
