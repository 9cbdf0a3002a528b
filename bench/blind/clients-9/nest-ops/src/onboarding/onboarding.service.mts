// New teams: their user accounts, their first project, its deploy keys, and the instance defaults.
import { Injectable } from '../../vendor/nestjs/common.mjs';
import { ConfigService } from '../../vendor/nestjs/config.mjs';
import { HttpService } from '../../vendor/nestjs/axios.mjs';
import { firstValueFrom } from '../../vendor/rxjs.mjs';

export interface NewMember {
  email: string;
  username: string;
  name: string;
}

@Injectable()
export class OnboardingService {
  private readonly api: string;

  constructor(
    private readonly http: HttpService,
    private readonly config: ConfigService,
  ) {
    this.api = `${this.config.get<string>('gitlab.url')}${this.config.get<string>('gitlab.apiPrefix')}`;
  }

  async createAccount(member: NewMember) {
    const { data } = await firstValueFrom(this.http.post(`${this.api}/users`, { ...member, reset_password: true, confirm: false }));
    return data;
  }

  async createTeamProject(name: string, namespaceId: number) {
    const body = { name, namespace_id: namespaceId, visibility_level: 10, builds_enabled: false };
    const { data } = await firstValueFrom(this.http.post(`${this.api}/projects`, body));
    return data;
  }

  async listDeployKeys(projectId: number) {
    const { data } = await firstValueFrom(this.http.get(`${this.api}/projects/${projectId}/keys`));
    return data;
  }

  async addDeployKey(projectId: number, title: string, key: string) {
    await firstValueFrom(this.http.post(`${this.api}/projects/${projectId}/deploy_keys`, { title, key, can_push: false }));
  }

  async disableDeployKey(projectId: number, keyId: number) {
    await firstValueFrom(this.http.delete(`${this.api}/projects/${projectId}/deploy_keys/${keyId}/disable`));
  }

  async lockDownDefaults() {
    await firstValueFrom(this.http.put(`${this.api}/application/settings`, { default_project_visibility: 10, default_snippet_visibility: 0 }));
  }
}
