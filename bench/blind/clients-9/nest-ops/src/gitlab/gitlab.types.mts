export interface Project {
  id: number;
  path_with_namespace: string;
  last_activity_at?: string;
}
export interface Job {
  id: number;
  name: string;
  status: string;
  finished_at?: string;
}
export interface MergeRequestRef {
  id: number;
  iid: number;
  project_id: number;
}
export interface Group {
  id: number;
  full_path: string;
}
