// A trimmed copy of @backstage/core-plugin-api's surface this plugin uses: API refs, factories,
// and the DiscoveryApi / FetchApi / ConfigApi shapes.
export type ApiRef<T> = { id: string; T: T };
export function createApiRef<T>(config: { id: string }): ApiRef<T> {
  return { id: config.id, T: undefined as unknown as T };
}

export interface DiscoveryApi {
  getBaseUrl(pluginId: string): Promise<string>;
}
export interface FetchApi {
  fetch: typeof fetch;
}
export interface ConfigApi {
  getString(key: string): string;
  getOptionalString(key: string): string | undefined;
}

export type ApiFactory<Api, Deps extends Record<string, unknown>> = {
  api: ApiRef<Api>;
  deps: { [K in keyof Deps]: ApiRef<Deps[K]> };
  factory(deps: Deps): Api;
};
export function createApiFactory<Api, Deps extends Record<string, unknown>>(f: ApiFactory<Api, Deps>): ApiFactory<Api, Deps> {
  return f;
}

export const discoveryApiRef = createApiRef<DiscoveryApi>({ id: 'core.discovery' });
export const fetchApiRef = createApiRef<FetchApi>({ id: 'core.fetch' });
export const configApiRef = createApiRef<ConfigApi>({ id: 'core.config' });

/** Resolves an app's APIs from their factories, as the app's ApiProvider does. */
export class ApiRegistry {
  private readonly impls = new Map<string, unknown>();
  with<T>(ref: ApiRef<T>, impl: T): this {
    this.impls.set(ref.id, impl);
    return this;
  }
  register<Api, Deps extends Record<string, unknown>>(f: ApiFactory<Api, Deps>): this {
    const deps = Object.fromEntries(Object.entries(f.deps).map(([k, ref]) => [k, this.get(ref as ApiRef<unknown>)])) as Deps;
    this.impls.set(f.api.id, f.factory(deps));
    return this;
  }
  get<T>(ref: ApiRef<T>): T {
    if (!this.impls.has(ref.id)) throw new Error(`No implementation available for ${ref.id}`);
    return this.impls.get(ref.id) as T;
  }
}
