// Description:
//   Pipelines and jobs of the ops projects.
//
// Commands:
//   hubot ci jobs <project> [scope] - the last ten jobs (failed by default)
//   hubot ci retry <project> <job> - retry a job
//   hubot ci play <project> <job> - start a manual job
//   hubot ci pipelines <project> <ref> - the last pipelines of a ref
//   hubot ci run <project> <ref> - run a new pipeline on a ref
//
// Author:
//   ops-team

const { apiRoot, token, projectRef, failed, parse } = require('../lib/gitlab');
const announce = require('../lib/statuspage');

module.exports = (robot) => {
  robot.respond(/ci jobs (\S+)(?: (\w+))?$/i, (res) => {
    const [, project, scope = 'failed'] = res.match;
    robot
      .http(`${apiRoot}/projects/${projectRef(project)}/builds`)
      .header('PRIVATE-TOKEN', token())
      .query({ scope, per_page: 10 })
      .get()((err, resp, body) => {
        if (failed(res, err, resp, body)) return;
        const jobs = parse(body) || [];
        res.send(jobs.length ? jobs.map((j) => `#${j.id} ${j.name} (${j.stage})`).join('\n') : `No ${scope} jobs on ${project}`);
      });
  });

  robot.respond(/ci retry (\S+) (\d+)$/i, (res) => {
    const [, project, job] = res.match;
    robot.http(`${apiRoot}/projects/${projectRef(project)}/builds/${job}/retry`).header('PRIVATE-TOKEN', token()).post()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`Retried job #${job} of ${project}`);
    });
  });

  robot.respond(/ci play (\S+) (\d+)$/i, (res) => {
    const [, project, job] = res.match;
    const url = apiRoot + '/projects/' + projectRef(project) + '/builds/' + job + '/play';
    robot.http(url).header('PRIVATE-TOKEN', token()).post()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`Started manual job #${job}`);
    });
  });

  robot.respond(/ci pipelines (\S+) (\S+)$/i, (res) => {
    const [, project, ref] = res.match;
    robot
      .http(`${apiRoot}/projects/${projectRef(project)}/pipelines`)
      .header('PRIVATE-TOKEN', token())
      .query('ref', ref)
      .query('per_page', 5)
      .get()((err, resp, body) => {
        if (failed(res, err, resp, body)) return;
        const pipelines = parse(body) || [];
        res.send(`${ref}: ${[].concat(pipelines).map((p) => `${p.id} ${p.status}`).join(', ') || 'no pipelines'}`);
      });
  });

  robot.respond(/ci run (\S+) (\S+)$/i, (res) => {
    const [, project, ref] = res.match;
    robot.http(`${apiRoot}/projects/${projectRef(project)}/pipeline`).header('PRIVATE-TOKEN', token()).query({ ref }).post()((err, resp, body) => {
      if (failed(res, err, resp, body)) {
        announce(robot, project, `Pipeline for ${ref} could not start`);
        return;
      }
      res.send(`Pipeline ${(parse(body) || {}).id || ''} started on ${ref}`);
    });
  });
};
