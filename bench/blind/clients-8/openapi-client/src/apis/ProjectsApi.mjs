/* eslint-disable */
import * as runtime from '../runtime.mjs';

export class ProjectsApi extends runtime.BaseAPI {
    async authHeaders() {
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        return headerParameters;
    }

    /**
     * List projects owned by the authenticated user
     */
    async getOwnedProjectsRaw(requestParameters, initOverrides) {
        const queryParameters = {};
        if (requestParameters.perPage != null) {
            queryParameters['per_page'] = requestParameters.perPage;
        }
        const response = await this.request({
            path: `/projects/owned`,
            method: 'GET',
            headers: await this.authHeaders(),
            query: queryParameters,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async getOwnedProjects(requestParameters = {}, initOverrides) {
        const response = await this.getOwnedProjectsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Fork a project into a namespace
     */
    async forkProjectRaw(requestParameters, initOverrides) {
        const headerParameters = await this.authHeaders();
        headerParameters['Content-Type'] = 'application/json';
        const response = await this.request({
            path: `/projects/fork/{id}`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'POST',
            headers: headerParameters,
            query: {},
            body: requestParameters.forkProjectRequest,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async forkProject(requestParameters, initOverrides) {
        const response = await this.forkProjectRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Edit a project
     */
    async editProjectRaw(requestParameters, initOverrides) {
        const headerParameters = await this.authHeaders();
        headerParameters['Content-Type'] = 'application/json';
        const response = await this.request({
            path: `/projects/{id}`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'PUT',
            headers: headerParameters,
            query: {},
            body: requestParameters.editProjectRequest,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async editProject(requestParameters, initOverrides) {
        const response = await this.editProjectRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Star a project
     */
    async starProjectRaw(requestParameters, initOverrides) {
        const response = await this.request({
            path: `/projects/{project_id}/star`.replace(`{${"project_id"}}`, encodeURIComponent(String(requestParameters.projectId))),
            method: 'POST',
            headers: await this.authHeaders(),
            query: {},
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async starProject(requestParameters, initOverrides) {
        const response = await this.starProjectRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Unstar a project
     */
    async unstarProjectRaw(requestParameters, initOverrides) {
        const response = await this.request({
            path: `/projects/{id}/star`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'DELETE',
            headers: await this.authHeaders(),
            query: {},
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async unstarProject(requestParameters, initOverrides) {
        const response = await this.unstarProjectRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Get a trigger by its token
     */
    async getTriggerRaw(requestParameters, initOverrides) {
        const response = await this.request({
            path: `/projects/{id}/triggers/{token}`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))).replace(`{${"token"}}`, encodeURIComponent(String(requestParameters.token))),
            method: 'GET',
            headers: await this.authHeaders(),
            query: {},
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async getTrigger(requestParameters, initOverrides) {
        const response = await this.getTriggerRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * List merge requests, filtered by their internal ids
     */
    async getMergeRequestsRaw(requestParameters, initOverrides) {
        const queryParameters = {};
        if (requestParameters.iid != null) {
            queryParameters['iid[]'] = requestParameters.iid;
        }
        if (requestParameters.state != null) {
            queryParameters['state'] = requestParameters.state;
        }
        const response = await this.request({
            path: `/projects/{id}/merge_requests`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'GET',
            headers: await this.authHeaders(),
            query: queryParameters,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async getMergeRequests(requestParameters, initOverrides) {
        const response = await this.getMergeRequestsRaw(requestParameters, initOverrides);
        return await response.value();
    }
}
