// A trimmed @nestjs/schedule: `@Cron(expression)` records the method; the scheduler is not run here.
export const CRON_JOBS = Symbol('cron');

export function Cron(expression: string, options: { name?: string; timeZone?: string } = {}) {
  return (value: Function, context: ClassMethodDecoratorContext) => {
    context.addInitializer(function (this: unknown) {
      const self = this as Record<symbol, unknown[]>;
      (self[CRON_JOBS] ??= []).push({ expression, name: options.name ?? String(context.name), method: value });
    });
  };
}

export const CronExpression = {
  EVERY_DAY_AT_3AM: '0 03 * * *',
  EVERY_HOUR: '0 0-23/1 * * *',
  EVERY_WEEK: '0 0 * * 0',
} as const;
