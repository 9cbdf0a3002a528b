// GET /projects/{projectId}/jobs and POST /projects/{projectId}/jobs/{jobId}/cancel behind API Gateway.
import '../init.mjs';
import axios from 'axios';
import { respond } from '../respond.mjs';

export const list = async (event) => {
  const { projectId } = event.pathParameters;
  const scope = event.queryStringParameters?.scope ?? 'running';
  const { data } = await axios.get(`/projects/${projectId}/builds`, { params: { scope } });
  return respond(data);
};

export const cancel = async (event) => {
  const { projectId, jobId } = event.pathParameters;
  const { data } = await axios.post(`/projects/${projectId}/builds/${jobId}/cancel`);
  return respond(data);
};
