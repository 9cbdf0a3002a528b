import { Module } from '../../vendor/nestjs/common.mjs';
import { ConfigService } from '../../vendor/nestjs/config.mjs';
import { HttpModule, HttpService } from '../../vendor/nestjs/axios.mjs';
import { GitlabService } from './gitlab.service.mjs';

@Module({
  imports: [
    HttpModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        timeout: config.get<number>('gitlab.timeoutMs'),
        headers: { 'PRIVATE-TOKEN': config.getOrThrow<string>('gitlab.token') },
      }),
    }),
  ],
  providers: [{ provide: GitlabService, useFactory: (http: HttpService, config: ConfigService) => new GitlabService(http, config), inject: [HttpService, ConfigService] }],
  exports: [GitlabService, HttpService],
})
export class GitlabModule {}
