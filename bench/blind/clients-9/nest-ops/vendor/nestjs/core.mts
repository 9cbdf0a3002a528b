// A trimmed @nestjs/core: NestFactory.createApplicationContext resolves a module tree's providers
// (values and factories with `inject`), then `app.get(token)`.
import { MODULE_METADATA, type DynamicModule, type ModuleMetadata, type Provider, type Token, type Type } from './common.mjs';

export class NestApplicationContext {
  private readonly providers = new Map<Token, Provider>();
  private readonly instances = new Map<Token, unknown>();

  register(mod: Type | DynamicModule, seen = new Set<unknown>()): void {
    if (seen.has(mod)) return;
    seen.add(mod);
    const meta: ModuleMetadata = 'module' in mod ? mod : ((mod as any)[MODULE_METADATA] ?? {});
    for (const child of meta.imports ?? []) this.register(child, seen);
    for (const provider of meta.providers ?? []) this.providers.set(typeof provider === 'function' ? provider : provider.provide, provider);
  }

  get<T>(token: Token): T {
    if (this.instances.has(token)) return this.instances.get(token) as T;
    const provider = this.providers.get(token);
    if (!provider) throw new Error(`Nest can't resolve ${String((token as any).name ?? token)}`);
    let instance: unknown;
    if (typeof provider === 'function') instance = new (provider as unknown as new () => unknown)();
    else if ('useValue' in provider) instance = provider.useValue;
    else instance = provider.useFactory(...(provider.inject ?? []).map((dep) => this.get(dep)));
    this.instances.set(token, instance);
    return instance as T;
  }
}

export const NestFactory = {
  async createApplicationContext(root: Type): Promise<NestApplicationContext> {
    const app = new NestApplicationContext();
    app.register(root);
    return app;
  },
};
