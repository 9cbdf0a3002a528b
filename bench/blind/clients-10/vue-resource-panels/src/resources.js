import Vue from './http.js';

// Resources shared by several panels.
export const Issues = Vue.resource('projects{/projectId}/issues{/issueId}');
