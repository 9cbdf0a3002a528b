// A trimmed @nestjs/common: the decorators record metadata the vendored core reads; the logger.
export type Type<T = unknown> = abstract new (...args: any[]) => T;
export type Token = Type | string | symbol;
export type Provider =
  | Type
  | { provide: Token; useValue: unknown }
  | { provide: Token; useFactory: (...deps: any[]) => unknown; inject?: Token[] };

export interface ModuleMetadata {
  imports?: Array<Type | DynamicModule>;
  providers?: Provider[];
  exports?: Token[];
}
export interface DynamicModule extends ModuleMetadata {
  module: Type;
  global?: boolean;
}

export const MODULE_METADATA = Symbol('module');
export const INJECTABLE = Symbol('injectable');

export function Module(metadata: ModuleMetadata) {
  return (target: Type, _context?: ClassDecoratorContext) => {
    (target as any)[MODULE_METADATA] = metadata;
  };
}

export function Injectable() {
  return (target: Type, _context?: ClassDecoratorContext) => {
    (target as any)[INJECTABLE] = true;
  };
}

export class Logger {
  constructor(private readonly context = 'App') {}
  log(message: string) {
    if (process.env.NEST_DEBUG) console.error(`[Nest] ${this.context} ${message}`);
  }
  warn(message: string) {
    if (process.env.NEST_DEBUG) console.error(`[Nest] WARN ${this.context} ${message}`);
  }
  error(message: string) {
    if (process.env.NEST_DEBUG) console.error(`[Nest] ERROR ${this.context} ${message}`);
  }
}
