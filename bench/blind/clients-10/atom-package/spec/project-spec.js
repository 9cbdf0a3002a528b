'use strict';
const { fromRemote } = require('../lib/project');

describe('fromRemote', () => {
  it('reads ssh and https remotes', () => {
    expect(fromRemote('git@gitlab.example.com:editor/tree-view.git')).toBe('editor/tree-view');
    expect(fromRemote('https://gitlab.example.com/editor/tree-view')).toBe('editor/tree-view');
  });
});
