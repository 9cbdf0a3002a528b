// Imported first by every handler: the cold start configures the axios default instance once.
import axios from 'axios';

axios.defaults.baseURL = `${process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__'}/api/v3`;
axios.defaults.headers.common['PRIVATE-TOKEN'] = process.env.GITLAB_TOKEN ?? 'secret';
axios.defaults.timeout = 10000;
