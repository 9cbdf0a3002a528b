// Requests a JavaScript file declares rather than calls, read from the registry's data (issue 26,
// js26g): a declarative client's decorators (ts-retrofit: `@BasePath` on the class, `@GET(route)` on
// its methods, the builder's `setEndpoint`), a request's own base option under its style's per-call
// keys (`axios.request({ baseURL, url })`, through a helper whose callers spread their options in),
// and a store module's state read by its handlers (Vuex's `{ state }`). None is proven: a fix is for
// review at most, and a base moves only with every call on it.
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';

const keys = (text: string, file: string) =>
  checkText(text, file)
    .findings.map((f) => `${f.start.line} ${f.change}`)
    .sort();

const RETROFIT = [
  "import { BasePath, BaseService, GET, PUT, Path, Query, QueryMap, Response, ServiceBuilder } from 'ts-retrofit';",
  '',
  "@BasePath('/api/v3')",
  'export class Api extends BaseService {',
  "  @GET('/projects/{id}/builds')",
  "  async builds(@Path('id') id: number, @Query('scope') scope?: string): Promise<Response> {",
  '    return <Response>{};',
  '  }',
  '',
  "  @GET('/groups/owned')",
  '  async owned(): Promise<Response> {',
  '    return <Response>{};',
  '  }',
  '',
  "  @GET('/projects/{id}/repository/commits/{sha}')",
  "  async commit(@Path('id') id: number, @Path('sha') sha: string): Promise<Response> {",
  '    return <Response>{};',
  '  }',
  '}',
  '',
  "export const api = new ServiceBuilder().setEndpoint('https://git.corp.example').build(Api);",
  '',
].join('\n');

describe('declarative clients (the registry\'s `declared` binding)', () => {
  it('each verb-decorated method is a request on the builder\'s host and the class\'s base path; an unchanged route is silent', () => {
    expect(keys(RETROFIT, 'api.ts')).toEqual(['10 9.0/6', '3 prefix', '5 9.0/12']);
  });

  it('--fix-review moves the routes and the base path together; --fix (safe only) leaves a style not proven alone', () => {
    const out = fixText(RETROFIT, 'api.ts', { fixReview: true }).output;
    expect(out).toContain("@BasePath('/api/v4')");
    expect(out).toContain("@GET('/projects/{id}/jobs')");
    expect(out).toContain("@GET('/groups?owned=true')");
    expect(out).toContain("@GET('/projects/{id}/repository/commits/{sha}')");
    expect(fixText(RETROFIT, 'api.ts').output).toBe(RETROFIT);
  });

  it('a method change is held (the decorator is not rewritten) and so is the base that waits on it', () => {
    const text = RETROFIT.replace("@GET('/groups/owned')", "@PUT('/users/{id}/block')");
    const fs = checkText(text, 'api.ts').findings;
    expect(fs.find((f) => f.change === '9.0/4')?.fix).toBe('manual');
    expect(fs.find((f) => f.change === 'prefix')?.fix).toBe('manual');
    expect(fixText(text, 'api.ts', { fixReview: true }).output).toContain("@BasePath('/api/v3')");
  });

  it('a renamed query parameter named by `@Query` is reported, held for a person; a `@QueryMap` leaves the parameters unread', () => {
    const text = RETROFIT.replace("@GET('/groups/owned')\n  async owned(): ", "@GET('/projects/{id}/merge_requests')\n  async mrs(@Path('id') id: number, @Query('iid') iid: number): ");
    const iid = checkText(text, 'api.ts').findings.find((f) => f.change === '8.17/3');
    expect(iid?.start.line).toBe(11);
    expect(iid?.fix).toBe('manual');
    expect(iid?.held?.noRewrite?.kind).toBe('param declared');
    const map = RETROFIT.replace("@Query('scope') scope?: string", '@QueryMap query: object');
    expect(checkText(map, 'api.ts').findings.some((f) => f.start.line === 5)).toBe(true);
  });

  it('a decorator of another library (a server\'s route, an Angular provider) is no request and no base', () => {
    const nest = [
      "import { Controller, Get, Param } from '@nestjs/common';",
      "@Controller('api/v3/projects')",
      'export class ProjectsController {',
      "  @Get(':id/builds')",
      "  builds(@Param('id') id: string) { return []; }",
      '}',
      '',
    ].join('\n');
    expect(keys(nest, 'projects.controller.ts')).toEqual([]);
    const ng = [
      "import { Component } from '@angular/core';",
      "@Component({ selector: 'x-builds', providers: [{ provide: 'API', useValue: 'https://git.corp.example/api/v3' }] })",
      'export class Builds {}',
      '',
    ].join('\n');
    expect(keys(ng, 'builds.component.ts')).toEqual([]);
  });
});

describe("a request's own base option", () => {
  const HELPER = [
    "const axios = require('axios');",
    "const BASE_URL = 'https://git.corp.example/api/v3';",
    'function call(method, url, extra = {}) {',
    '  return axios.request({ method, baseURL: BASE_URL, url, ...extra }).then((res) => res.data);',
    '}',
    "call('get', '/licenses', { params: { popular: true } });",
    '',
  ].join('\n');

  it('`baseURL` beside the URL is its base, through a helper whose callers spread options in', () => {
    expect(keys(HELPER, 'rel.js')).toContain('6 9.0/10');
    expect(keys("const axios = require('axios');\naxios({ method: 'get', baseURL: 'https://git.corp.example/api/v3', url: '/licenses' });\n", 'a.js')).toContain('2 9.0/10');
  });

  it('a caller that spreads in its own base (or options the file cannot read) is not on the helper\'s', () => {
    const other = HELPER.replace('{ params: { popular: true } }', "{ baseURL: 'https://other.example/api/v3' }");
    expect(keys(other, 'rel.js')).not.toContain('6 9.0/10');
    const unread = HELPER.replace('{ params: { popular: true } }', 'opts');
    expect(keys(unread, 'rel.js')).not.toContain('6 9.0/10');
  });
});

describe("a store module's state in its handlers", () => {
  const STORE = [
    'export default {',
    "  state: () => ({ api: 'https://git.corp.example/api/v3', todos: [] }),",
    '  mutations: {',
    '    setTodos(state, todos) { state.todos = todos; },',
    '  },',
    '  actions: {',
    '    done({ state }, id) {',
    "      return fetch(`${state.api}/todos/${id}`, { method: 'DELETE' });",
    '    },',
    '    doneToo(context, id) {',
    "      return fetch(`${context.state.api}/todos/${id}`, { method: 'DELETE' });",
    '    },',
    '  },',
    '};',
    '',
  ].join('\n');

  it("an action's `{ state }` and `context.state` read the module's state", () => {
    expect(keys(STORE, 'todos.js')).toEqual(['11 9.0/3', '2 prefix', '8 9.0/3']);
  });

  it('a state the file writes under that name is not read as its first value', () => {
    const written = STORE.replace('state.todos = todos;', 'state.api = todos;');
    expect(keys(written, 'todos.js')).not.toContain('8 9.0/3');
  });
});
