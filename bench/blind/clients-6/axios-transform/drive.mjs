import * as board from './board.mjs';
import * as setup from './setup.mjs';

export const calls = {
  milestoneByNumber: () => board.milestoneByNumber(55, 2),
  mergeRequestsByNumber: () => board.mergeRequestsByNumber(55, [3, 4]),
  milestoneIssues: () => board.milestoneIssues(55, 610),
  pipelines: () => board.pipelines(55),
  mergedActivity: () => board.mergedActivity(55),
  reviewComments: () => board.reviewComments(55, 7001),
  stopAutoMerge: () => board.stopAutoMerge(55, { id: 7001, iid: 9 }),
  findBoards: () => board.findBoards('dashboard'),
  visibleProjects: () => board.visibleProjects(),
  createBoardProject: () => setup.createBoardProject(),
  addHook: () => setup.addHook(55, 'https://board.example.org/hook'),
  followLabel: () => setup.followLabel(55, 14),
};
