/* eslint-disable */
import * as runtime from '../runtime.mjs';

export class JobsApi extends runtime.BaseAPI {
    /**
     * List the builds of a project
     */
    async getProjectBuildsRaw(requestParameters, initOverrides) {
        if (requestParameters.id == null) {
            throw new runtime.RequiredError('id', 'Required parameter "id" was null or undefined when calling getProjectBuilds().');
        }
        const queryParameters = {};
        if (requestParameters.scope != null) {
            queryParameters['scope'] = requestParameters.scope;
        }
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        const response = await this.request({
            path: `/projects/{id}/builds`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async getProjectBuilds(requestParameters, initOverrides) {
        const response = await this.getProjectBuildsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Retry a build
     */
    async retryBuildRaw(requestParameters, initOverrides) {
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        const response = await this.request({
            path: `/projects/{id}/builds/{build_id}/retry`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))).replace(`{${"build_id"}}`, encodeURIComponent(String(requestParameters.buildId))),
            method: 'POST',
            headers: headerParameters,
            query: {},
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async retryBuild(requestParameters, initOverrides) {
        const response = await this.retryBuildRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Download the artifacts of the latest successful build of a job on a ref
     */
    async getBuildArtifactsByRefRaw(requestParameters, initOverrides) {
        const queryParameters = {};
        if (requestParameters.job != null) {
            queryParameters['job'] = requestParameters.job;
        }
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        const response = await this.request({
            path: `/projects/{id}/builds/artifacts/{ref_name}/download`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))).replace(`{${"ref_name"}}`, encodeURIComponent(String(requestParameters.refName))),
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);
        return new runtime.VoidApiResponse(response);
    }

    async getBuildArtifactsByRef(requestParameters, initOverrides) {
        await this.getBuildArtifactsByRefRaw(requestParameters, initOverrides);
    }
}
