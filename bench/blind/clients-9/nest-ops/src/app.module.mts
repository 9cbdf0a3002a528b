import { Module } from '../vendor/nestjs/common.mjs';
import { ConfigModule } from '../vendor/nestjs/config.mjs';
import gitlabConfig from './config/gitlab.config.mjs';
import { GitlabModule } from './gitlab/gitlab.module.mjs';
import { GitlabService } from './gitlab/gitlab.service.mjs';
import { OnboardingModule } from './onboarding/onboarding.module.mjs';
import { HousekeepingService } from './housekeeping/housekeeping.service.mjs';

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true, load: [gitlabConfig] }), GitlabModule, OnboardingModule],
  providers: [{ provide: HousekeepingService, useFactory: (gitlab: GitlabService) => new HousekeepingService(gitlab), inject: [GitlabService] }],
})
export class AppModule {}
