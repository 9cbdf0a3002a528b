// Tampermonkey's side: the page the script runs on, then each menu command as a click.
import { answers, install, menu } from './vendor/tampermonkey.mjs';

install('http://127.0.0.1:__PORT__/web/portal/issues/31', { issuable: { id: 5544, iid: 31 } });
await import('./gitlab-portal-helper.user.js');

const click = (name, ...typed) => {
  answers.push(...typed);
  return menu.get(name)();
};

export const calls = {
  retryJob: () => click('Retry job', '777'),
  eraseJob: () => click('Erase job', '777'),
  artifacts: () => click('Job artifacts', '777'),
  star: () => click('Star'),
  unstar: () => click('Unstar'),
  closeIssue: () => click('Close this issue'),
  todoDone: () => click('Mark todo done', '2048'),
  findProject: () => click('Find project', 'portal'),
  mergeRequestByIid: () => click('Merge request by number', '12'),
  commitJobs: () => click('Commit jobs', 'ab12cd34'),
  branch: () => click('Branch', 'feature/login'),
  whoAmI: () => click('Who am I'),
};
