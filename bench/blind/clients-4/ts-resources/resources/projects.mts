import { BaseResource, projectPath, type ProjectId } from '../base.mjs';

export interface Project {
  id: number;
  path_with_namespace: string;
  star_count?: number;
}

export type VisibilityLevel = 0 | 10 | 20;

export interface ProjectSettings {
  description?: string;
  visibility_level?: VisibilityLevel;
  issues_enabled?: boolean;
}

export class Projects extends BaseResource {
  /** The projects the token's user is a member of. */
  all(options: { order_by?: 'id' | 'name' | 'last_activity_at'; archived?: boolean } = {}): Promise<Project[]> {
    return this.get<Project[]>('projects', options);
  }

  owned(): Promise<Project[]> {
    return this.get<Project[]>('projects/owned');
  }

  show(id: ProjectId): Promise<Project> {
    return this.get<Project>(`projects/${projectPath(id)}`);
  }

  unstar(id: ProjectId): Promise<Project> {
    return this.del<Project>(`projects/${projectPath(id)}/star`);
  }

  fork(id: ProjectId): Promise<Project> {
    return this.post<Project>(`projects/fork/${projectPath(id)}`);
  }

  edit(id: ProjectId, settings: ProjectSettings): Promise<Project> {
    return this.put<Project>(`projects/${projectPath(id)}`, { ...settings });
  }
}
