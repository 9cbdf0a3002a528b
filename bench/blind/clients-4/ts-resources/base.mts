// The request layer every resource class shares: one keep-alive agent per client, the API root
// made from the host and the API version (v3 until the server is upgraded), JSON in and out.
import http from 'node:http';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ProjectId = number | string;
export type Query = Record<string, string | number | boolean | undefined>;

export interface ClientOptions {
  host: string;
  token: string;
  /** The REST API version the server speaks. */
  version?: 3 | 4;
  agent?: http.Agent;
}

export interface RequestOptions {
  query?: Query;
  body?: Record<string, unknown>;
}

export class GitlabError extends Error {
  constructor(
    readonly status: number,
    readonly endpoint: string,
    readonly detail: string,
  ) {
    super(`GitLab answered ${status} for ${endpoint}: ${detail}`);
  }
}

/** `group/app` and `42` alike, as a path segment. */
export const projectPath = (id: ProjectId): string => encodeURIComponent(String(id));

export abstract class BaseResource {
  protected readonly url: string;
  private readonly token: string;
  private readonly agent: http.Agent;

  constructor({ host, token, version = 3, agent }: ClientOptions) {
    this.url = `${host.replace(/\/+$/, '')}/api/v${version}`;
    this.token = token;
    this.agent = agent ?? new http.Agent({ keepAlive: true, maxSockets: 4 });
  }

  protected request<T>(verb: Verb, endpoint: string, { query, body }: RequestOptions = {}): Promise<T> {
    const target = new URL(`${this.url}/${endpoint}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) target.searchParams.append(key, String(value));
    }
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'PRIVATE-TOKEN': this.token, Accept: 'application/json' };
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    return new Promise<T>((resolve, reject) => {
      const req = http.request(target, { method: verb, agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status >= 400) reject(new GitlabError(status, endpoint, text));
          else resolve((text ? JSON.parse(text) : null) as T);
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  protected get<T>(endpoint: string, query?: Query): Promise<T> {
    return this.request<T>('GET', endpoint, { query });
  }

  protected post<T>(endpoint: string, body?: Record<string, unknown>): Promise<T> {
    return this.request<T>('POST', endpoint, { body });
  }

  protected put<T>(endpoint: string, body?: Record<string, unknown>): Promise<T> {
    return this.request<T>('PUT', endpoint, { body });
  }

  protected del<T>(endpoint: string): Promise<T> {
    return this.request<T>('DELETE', endpoint);
  }
}
