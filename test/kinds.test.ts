// The names a run reads and the kind it reads them as come from one list: a name the walk takes
// is never read as JavaScript by mistake (`gitlab-ci.yml` was walked, then parsed as JS).
import { describe, expect, it } from 'vitest';
import { isScriptName, KIND_EXTENSIONS, kindOf, kindOfName, kindOfShebang, nameFilter, type FileKind } from '../src/languages/kinds.js';

const ALL = new Set(Object.keys(KIND_EXTENSIONS) as FileKind[]);

describe('kindOfName', () => {
  it.each([
    ['.gitlab-ci.yml', 'gitlab-ci'],
    ['ci/gitlab-ci.yml', 'gitlab-ci'],
    ['deploy.gitlab-ci.yaml', 'gitlab-ci'],
    ['compose.gitlab-ci.yml', 'gitlab-ci'],
    ['docker-compose.prod.yml', 'compose'],
    ['Dockerfile', 'dockerfile'],
    ['Dockerfile.dev', 'dockerfile'],
    ['.env.dockerfile', 'dockerfile'],
    ['Containerfile', 'dockerfile'],
    ['GNUmakefile', 'makefile'],
    ['rules.mk', 'makefile'],
    ['Rakefile', 'ruby'],
    ['package.json', 'manifest'],
    ['.env', 'env'],
    ['.env.local', 'env'],
    ['prod.env', 'env'],
    ['a.ts', 'js'],
    ['README.md', 'markdown'],
    ['notes.yml', 'config'],
    ['config/default.json', 'config'],
    ['values.yaml', 'config'],
    // A configuration's sample is the configuration a program reads once copied.
    ['config/settings.json.sample', 'config'],
    ['gitlab.yml.example', 'config'],
    ['app.yaml.dist', 'config'],
    ['.env.example', 'env'],
  ])('%s is %s, and the walk takes it', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
    expect(nameFilter(ALL)(name.split('/').pop()!)).toBe(true);
  });

  // ok: names of no kind
  it.each(['tsconfig.json.example', 'package-lock.json.sample', 'gitlab-v4-migrate.config.json', 'composer.json', 'package-lock.json', 'tsconfig.build.json', '.eslintrc.json', '.travis.yml', 'pnpm-lock.yaml', 'app.min.js', '.envrc', 'makefile.txt'])('%s is of no kind', (name) => {
    expect(kindOfName(name) === undefined || !nameFilter(ALL)(name)).toBe(true);
    expect(kindOfName(name) === undefined).toBe(!['app.min.js'].includes(name));
  });
});

describe('kindOfShebang: a name with no extension is the kind its first line names', () => {
  it.each([
    ['#!/bin/sh', 'shell'],
    ['#!/usr/bin/env bash', 'shell'],
    ['#! /bin/zsh -e', 'shell'],
    ['#!/usr/bin/env python3', 'python'],
    ['#!/usr/local/bin/python3.11 -u', 'python'],
    ['#!/usr/bin/env ruby', 'ruby'],
    ['#!/usr/bin/env node', 'js'],
    ['#!/usr/bin/env -S node --no-warnings', 'js'],
    ['#!/usr/bin/env NODE_ENV=production node', 'js'],
  ])('%s is %s', (head, kind) => {
    expect(kindOfShebang(head + '\n')).toBe(kind);
    expect(kindOf('bin/release', head + '\n')).toBe(kind);
  });

  // ok: another language, no shebang, or a name with an extension
  it.each([
    ['bin/report', '#!/usr/bin/env perl\n'],
    ['bin/report', '#!/usr/bin/env shellcheck-wrapper\n'],
    ['LICENSE', 'MIT License\n#!/bin/sh\n'],
    ['notes.txt', '#!/bin/sh\n'],
  ])('%s holding %j is of no kind', (file, text) => {
    expect(kindOf(file, text)).toBeUndefined();
  });
});

describe('isScriptName: the scripts a build/ folder is still read for', () => {
  it.each(['release.sh', 'deploy.py', 'tasks.rb', 'Makefile', 'Dockerfile'])('%s is a script', (name) => expect(isScriptName(name)).toBe(true));
  it.each(['bundle.js', 'app.min.js', 'config.json', 'README.md', 'index.d.ts'])('%s is not', (name) => expect(isScriptName(name)).toBe(false));
});
