import { Module } from '../../vendor/nestjs/common.mjs';
import { ConfigService } from '../../vendor/nestjs/config.mjs';
import { HttpService } from '../../vendor/nestjs/axios.mjs';
import { GitlabModule } from '../gitlab/gitlab.module.mjs';
import { OnboardingService } from './onboarding.service.mjs';

@Module({
  imports: [GitlabModule],
  providers: [{ provide: OnboardingService, useFactory: (http: HttpService, config: ConfigService) => new OnboardingService(http, config), inject: [HttpService, ConfigService] }],
  exports: [OnboardingService],
})
export class OnboardingModule {}
