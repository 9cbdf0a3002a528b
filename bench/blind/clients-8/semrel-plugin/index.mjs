// A semantic-release plugin for GitLab (v3 API): each lifecycle step is one export.
import verify, { verifyArtifacts } from './lib/verify.mjs';
import { createMaintenanceBranch, updateChangelog } from './lib/prepare.mjs';
import { createTag, addReleaseNotes, triggerDownstream, releaseBuilds } from './lib/publish.mjs';
import { findMergeRequests, commentOnMergeRequest, commentOnIssue } from './lib/success.mjs';
import { findFailureIssues, reloadLastFailure, openFailureIssue } from './lib/fail.mjs';

let verified = false;

export async function verifyConditions(pluginConfig, context) {
  await verify(pluginConfig, context);
  if (pluginConfig.requireArtifacts) await verifyArtifacts(pluginConfig, context);
  verified = true;
}

export async function prepare(pluginConfig, context) {
  if (context.nextRelease.type === 'major') await createMaintenanceBranch(pluginConfig, context);
  if (pluginConfig.changelog !== false) await updateChangelog(pluginConfig, context);
}

export async function publish(pluginConfig, context) {
  await createTag(pluginConfig, context);
  const release = await addReleaseNotes(pluginConfig, context);
  await triggerDownstream(pluginConfig, context);
  return release;
}

export async function success(pluginConfig, context) {
  for (const mr of context.mergeRequests ?? []) await commentOnMergeRequest(pluginConfig, context, mr);
  for (const issue of context.issues ?? []) await commentOnIssue(pluginConfig, context, issue);
}

export async function fail(pluginConfig, context) {
  const open = await findFailureIssues(pluginConfig, context);
  if (!open.length) await openFailureIssue(pluginConfig, context);
}

export const steps = {
  verify, verifyArtifacts, createMaintenanceBranch, updateChangelog, createTag, addReleaseNotes, triggerDownstream,
  releaseBuilds, findMergeRequests, commentOnMergeRequest, commentOnIssue, findFailureIssues, reloadLastFailure, openFailureIssue,
};
export const isVerified = () => verified;
