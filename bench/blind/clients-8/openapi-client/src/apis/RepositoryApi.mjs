/* eslint-disable */
import * as runtime from '../runtime.mjs';

export class RepositoryApi extends runtime.BaseAPI {
    async authHeaders() {
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        return headerParameters;
    }

    /**
     * Get the raw file contents of a blob at a commit
     */
    async getRawFileAtShaRaw(requestParameters, initOverrides) {
        const queryParameters = {};
        if (requestParameters.filepath != null) {
            queryParameters['filepath'] = requestParameters.filepath;
        }
        const response = await this.request({
            path: `/projects/{id}/repository/blobs/{sha}`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))).replace(`{${"sha"}}`, encodeURIComponent(String(requestParameters.sha))),
            method: 'GET',
            headers: await this.authHeaders(),
            query: queryParameters,
        }, initOverrides);
        return new runtime.VoidApiResponse(response);
    }

    async getRawFileAtSha(requestParameters, initOverrides) {
        await this.getRawFileAtShaRaw(requestParameters, initOverrides);
    }

    /**
     * Get a raw blob by its sha
     */
    async getRawBlobRaw(requestParameters, initOverrides) {
        const response = await this.request({
            path: `/projects/{id}/repository/raw_blobs/{sha}`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))).replace(`{${"sha"}}`, encodeURIComponent(String(requestParameters.sha))),
            method: 'GET',
            headers: await this.authHeaders(),
            query: {},
        }, initOverrides);
        return new runtime.VoidApiResponse(response);
    }

    async getRawBlob(requestParameters, initOverrides) {
        await this.getRawBlobRaw(requestParameters, initOverrides);
    }

    /**
     * List the commits of a ref
     */
    async getCommitsRaw(requestParameters, initOverrides) {
        const queryParameters = {};
        if (requestParameters.refName != null) {
            queryParameters['ref_name'] = requestParameters.refName;
        }
        if (requestParameters.perPage != null) {
            queryParameters['per_page'] = requestParameters.perPage;
        }
        const response = await this.request({
            path: `/projects/{id}/repository/commits`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'GET',
            headers: await this.authHeaders(),
            query: queryParameters,
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async getCommits(requestParameters, initOverrides) {
        const response = await this.getCommitsRaw(requestParameters, initOverrides);
        return await response.value();
    }
}
