import { commands } from './glctl.mjs';

const mr = { id: 4242, iid: 8 };

export const calls = {
  retryJob: () => commands['retry-job'](5, 70),
  artifacts: () => commands.artifacts('group/app', 'main'),
  unstar: () => commands.unstar(5),
  block: () => commands.block(42),
  ownedGroups: () => commands['owned-groups'](),
  blob: () => commands.blob(5, 'abc1234', 'src/main.c'),
  mr: () => commands.mr(5, mr),
  noteEvents: () => commands['note-events'](5),
  trigger: () => commands.trigger(5, 'tk'),
  tree: () => commands.tree(5, 'main'),
  commitJobs: () => commands['commit-jobs'](5, 'abc1234'),
  hook: () => commands.hook(5, 'https://hooks.example.org/x'),
};
