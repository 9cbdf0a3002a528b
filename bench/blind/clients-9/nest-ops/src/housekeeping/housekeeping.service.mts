// Nightly tasks on top of GitlabService.
import { Injectable, Logger } from '../../vendor/nestjs/common.mjs';
import { Cron, CronExpression } from '../../vendor/nestjs/schedule.mjs';
import { GitlabService } from '../gitlab/gitlab.service.mjs';

const RETENTION_DAYS = 30;

@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(private readonly gitlab: GitlabService) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'erase-old-failures' })
  async eraseOldFailures(projectId: number) {
    const cutoff = Date.now() - RETENTION_DAYS * 86_400_000;
    const jobs = await this.gitlab.getFailedJobs(projectId);
    const old = (Array.isArray(jobs) ? jobs : []).filter((j) => j.finished_at && Date.parse(j.finished_at) < cutoff);
    for (const job of old) await this.gitlab.eraseJob(projectId, job.id);
    this.logger.log(`erased ${old.length} old failed jobs of ${projectId}`);
    return old.length;
  }

  @Cron(CronExpression.EVERY_WEEK, { name: 'stale-projects' })
  async staleProjects() {
    const projects = await this.gitlab.getAllProjects();
    return (Array.isArray(projects) ? projects : []).filter((p) => p.last_activity_at && Date.parse(p.last_activity_at) < Date.now() - 365 * 86_400_000);
  }
}
