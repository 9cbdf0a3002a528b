import express from './vendor/express.mjs';
import { admin } from './routes/admin.mjs';
import { me } from './routes/me.mjs';
import { projects } from './routes/projects.mjs';

export const app = express();

app.set('gitlab api', `${process.env.GITLAB_HOST || 'http://127.0.0.1:__PORT__'}/api/v3`);
app.use('/api/me', me);
app.use('/api/projects', projects);
app.use('/api/admin', admin);
