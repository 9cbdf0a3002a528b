// The route tables as data: the questions the oracle and the fixes ask of them.
import { describe, expect, it } from 'vitest';
import { isKnownV3Route, isV4Route, nearestV4Route, segmentsOf, v4Route } from '../src/rulebook/routes.js';

const segs = (p: string) => segmentsOf(p);

describe('route tables', () => {
  it('knows v4 routes by method and path', () => {
    expect(isV4Route('GET', segs('/projects/:id/jobs'))).toBe(true);
    expect(isV4Route('GET', segs('/projects/:id/builds'))).toBe(false);
    expect(isV4Route('POST', segs('/projects/:id/unstar'))).toBe(true);
    expect(isV4Route('DELETE', segs('/projects/:id/star'))).toBe(false);
    expect(isV4Route(undefined, segs('/projects/:id/repository/files/:file_path'))).toBe(true);
  });

  it('expands optional groups', () => {
    expect(isV4Route('POST', segs('/projects/:id/trigger/pipeline'))).toBe(true);
    expect(isV4Route('POST', ['projects', '5', 'ref', 'master', 'trigger', 'pipeline'])).toBe(true);
  });

  it('does not prove a literal that fills a parameter where v3 had that literal route', () => {
    expect(v4Route('GET', ['projects', 'owned'])).toBe('suspect');
    expect(v4Route('GET', ['groups', 'owned'])).toBe('suspect');
    expect(v4Route('GET', ['projects', '42'])).toBe('proven');
    expect(v4Route('GET', ['user', 'keys'])).toBe('proven');
  });

  it('answers per server version', () => {
    expect(isV4Route('GET', ['events'], '9.0')).toBe(false);
    expect(isV4Route('GET', ['events'], '9.3')).toBe(true);
    expect(isV4Route('GET', ['events'])).toBe(true);
    // 8.17's v4 still had builds (renamed jobs in 9.0)
    expect(isV4Route('GET', ['projects', '5', 'builds'], '8.17')).toBe(true);
    expect(isV4Route('GET', ['projects', '5', 'builds'], '9.0')).toBe(false);
    expect(isV4Route('GET', ['projects', '5', 'search'], '9.5')).toBe(false);
    expect(isV4Route('GET', ['projects', '5', 'search'], '11.5')).toBe(true);
  });

  it('tells routes v3 clients knew from v4-era routes mounted under v3', () => {
    expect(isKnownV3Route('GET', segs('/projects/:id/builds'))).toBe(true);
    expect(isKnownV3Route('POST', segs('/projects/:id/unstar'))).toBe(false);
  });

  it('finds the nearest v4 route', () => {
    expect(nearestV4Route('GET', ['projects', '5', 'repository', 'commits', 'abc', 'builds'])).toMatch(/^GET \/projects\/:id\/repository\/commits\/:sha/);
    expect(nearestV4Route('GET', ['nothing-like-it'])).toBeUndefined();
  });
});
