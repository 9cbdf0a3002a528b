/* eslint-disable */
export * from './runtime.mjs';
export * from './apis/JobsApi.mjs';
export * from './apis/ProjectsApi.mjs';
export * from './apis/RepositoryApi.mjs';
export * from './apis/UsersApi.mjs';
