// danger-plugin-gitlab-hygiene: schedule every rule; a Dangerfile calls `hygiene()`.
import { sizeRule, commitsRule, lockfileRule, compareRule } from './rules/changes.mjs';
import { changelogRule, labelsRule } from './rules/changelog.mjs';
import { previousReport, reportStatus, triggerDocsPreview } from './rules/ci.mjs';
import { subscribeBot, welcomeNote, authorHistory } from './rules/people.mjs';

export const rules = {
  sizeRule, commitsRule, lockfileRule, compareRule, changelogRule, labelsRule,
  previousReport, reportStatus, triggerDocsPreview, subscribeBot, welcomeNote, authorHistory,
};

export default function hygiene(options = {}) {
  for (const [name, rule] of Object.entries(rules)) {
    if (options.skip?.includes(name)) continue;
    schedule(rule());
  }
}
