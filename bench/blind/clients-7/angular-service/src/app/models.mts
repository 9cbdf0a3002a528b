export interface Job {
  id: number;
  name: string;
  status: string;
}

export interface MergeRequest {
  id: number;
  iid: number;
  title: string;
}

export interface Project {
  id: number;
  path_with_namespace: string;
}

export interface RepositoryFile {
  file_name: string;
  content: string;
}
