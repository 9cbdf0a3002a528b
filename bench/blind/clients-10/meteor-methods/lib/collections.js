// Shared between client and server.
Projects = new Mongo.Collection('projects');
Builds = new Mongo.Collection('builds');
MergeRequests = new Mongo.Collection('merge_requests');
