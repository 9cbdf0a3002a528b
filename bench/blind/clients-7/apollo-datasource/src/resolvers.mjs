export const resolvers = {
  Query: {
    project: (_, { id }, { dataSources }) => dataSources.gitlab.getProject(id),
    jobs: (_, { projectId, scope }, { dataSources }) => dataSources.gitlab.getJobs(projectId, scope),
    allProjects: (_, __, { dataSources }) => dataSources.gitlab.getAllProjects(),
    searchProjects: (_, { term }, { dataSources }) => dataSources.gitlab.searchProjects(term),
    issue: (_, { projectId, iid }, { dataSources }) => dataSources.gitlab.getIssueByIid(projectId, iid),
    gitignore: (_, { name }, { dataSources }) => dataSources.gitlab.getGitignore(name),
    me: (_, __, { dataSources }) => dataSources.gitlab.getCurrentUser(),
  },
  MergeRequest: {
    comments: (mr, _, { dataSources }) => dataSources.gitlab.getMergeRequestComments(mr.projectId, mr),
    changes: (mr, _, { dataSources }) => dataSources.gitlab.getMergeRequestChanges(mr.projectId, mr),
  },
  Mutation: {
    createIssue: (_, { projectId, input }, { dataSources }) => dataSources.gitlab.createIssue(projectId, input),
    subscribeLabel: (_, { projectId, name }, { dataSources }) => dataSources.gitlab.subscribeLabel(projectId, name),
    unsubscribeLabel: (_, { projectId, name }, { dataSources }) => dataSources.gitlab.unsubscribeLabel(projectId, name),
    forkProject: (_, { projectId, namespace }, { dataSources }) => dataSources.gitlab.forkProject(projectId, namespace),
  },
};
