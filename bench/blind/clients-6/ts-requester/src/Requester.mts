// One requester shared by every resource class: it owns the host, the token and the API root, so
// resources only name their endpoints.
export type QueryValue = string | number | boolean | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequesterOptions {
  host: string;
  token: string;
}

export class GitlabError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class Requester {
  private readonly url: string;
  private readonly headers: Record<string, string>;

  constructor({ host, token }: RequesterOptions) {
    this.url = `${host.replace(/\/+$/, '')}/api/v3`;
    this.headers = { 'PRIVATE-TOKEN': token, Accept: 'application/json' };
  }

  private static search(query: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) value.forEach((v) => v !== undefined && params.append(`${key}[]`, String(v)));
      else if (value !== undefined) params.append(key, String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  private async send<T>(method: string, endpoint: string, query: Query = {}, body?: object): Promise<T> {
    const init: RequestInit = { method, headers: { ...this.headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const res = await fetch(`${this.url}/${endpoint}${Requester.search(query)}`, init);
    if (!res.ok) throw new GitlabError(`${method} ${endpoint} answered ${res.status}`, res.status);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T = unknown>(endpoint: string, query?: Query): Promise<T> {
    return this.send<T>('GET', endpoint, query);
  }

  post<T = unknown>(endpoint: string, body?: object): Promise<T> {
    return this.send<T>('POST', endpoint, {}, body);
  }

  put<T = unknown>(endpoint: string, body?: object): Promise<T> {
    return this.send<T>('PUT', endpoint, {}, body);
  }

  delete<T = unknown>(endpoint: string, query?: Query): Promise<T> {
    return this.send<T>('DELETE', endpoint, query);
  }
}
