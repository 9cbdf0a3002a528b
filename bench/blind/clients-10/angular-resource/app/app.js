angular.module('pipelineConsole', ['ngResource', 'pipelineConsole.gitlab']);
