// A standalone application context: the service runs its cron jobs and a few admin commands.
import { NestFactory, type NestApplicationContext } from '../vendor/nestjs/core.mjs';
import { AppModule } from './app.module.mjs';

export async function bootstrap(): Promise<NestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule);
}
