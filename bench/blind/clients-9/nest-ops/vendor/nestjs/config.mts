// A trimmed @nestjs/config: `registerAs(namespace, factory)`, `ConfigModule.forRoot({ load })`,
// and `ConfigService.get('namespace.key')`.
import type { DynamicModule } from './common.mjs';

type ConfigFactory = (() => Record<string, unknown>) & { KEY: string };

export function registerAs<T extends Record<string, unknown>>(namespace: string, factory: () => T): (() => T) & { KEY: string } {
  return Object.assign(factory, { KEY: namespace });
}

export class ConfigService {
  constructor(private readonly internal: Record<string, unknown>) {}

  get<T = unknown>(path: string, defaultValue?: T): T | undefined {
    const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), this.internal);
    return (value ?? process.env[path] ?? defaultValue) as T | undefined;
  }

  getOrThrow<T = unknown>(path: string): T {
    const value = this.get<T>(path);
    if (value === undefined) throw new TypeError(`Configuration key "${path}" does not exist`);
    return value;
  }
}

export class ConfigModule {
  static forRoot(options: { load?: ConfigFactory[]; isGlobal?: boolean } = {}): DynamicModule {
    const internal: Record<string, unknown> = {};
    for (const factory of options.load ?? []) internal[factory.KEY] = factory();
    return { module: ConfigModule, global: options.isGlobal, providers: [{ provide: ConfigService, useValue: new ConfigService(internal) }], exports: [ConfigService] };
  }
}
