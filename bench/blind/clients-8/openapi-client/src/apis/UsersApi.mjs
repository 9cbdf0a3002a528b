/* eslint-disable */
import * as runtime from '../runtime.mjs';

export class UsersApi extends runtime.BaseAPI {
    /**
     * Block a user (admin)
     */
    async blockUserRaw(requestParameters, initOverrides) {
        const headerParameters = {};
        if (this.configuration && this.configuration.apiKey) {
            headerParameters["PRIVATE-TOKEN"] = await this.configuration.apiKey("PRIVATE-TOKEN");
        }
        const response = await this.request({
            path: `/users/{id}/block`.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters.id))),
            method: 'PUT',
            headers: headerParameters,
            query: {},
        }, initOverrides);
        return new runtime.JSONApiResponse(response);
    }

    async blockUser(requestParameters, initOverrides) {
        const response = await this.blockUserRaw(requestParameters, initOverrides);
        return await response.value();
    }
}
