// @actions/http-client/lib/auth: request handlers that put credentials on every request.
export class BearerCredentialHandler {
  constructor(token) {
    this.token = token;
  }
  prepareRequest(options) {
    if (!options.headers) throw Error('The request has no headers');
    options.headers['Authorization'] = `Bearer ${this.token}`;
  }
  canHandleAuthentication() {
    return false;
  }
  handleAuthentication() {
    throw new Error('not implemented');
  }
}
