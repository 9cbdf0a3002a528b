import '../init.mjs';
import axios from 'axios';
import { respond } from '../respond.mjs';

export const block = async (event) => {
  await axios.put(`/users/${event.pathParameters.userId}/block`);
  return respond({ blocked: event.pathParameters.userId });
};

export const createGroup = async (event) => {
  const { name, path } = JSON.parse(event.body);
  const { data } = await axios.post('/groups', { name, path, visibility_level: 20 });
  return respond(data, 201);
};

export const visibleProjects = async () => {
  const { data } = await axios.get('/projects/visible', { params: { per_page: 50 } });
  return respond(data);
};

export const findUser = async (event) => {
  const { data } = await axios.get('/users', { params: { username: event.queryStringParameters.username } });
  return respond(data);
};
