// POST /api/users: an admin form creates the account without a confirmation mail.
import { $fetch, defineEventHandler, readBody, useRuntimeConfig } from '../../vendor/nuxt.mjs';

export default defineEventHandler(async (event) => {
  const config = useRuntimeConfig();
  const form = await readBody(event);
  return $fetch(`${config.public.gitlabApi}/users`, {
    method: 'POST',
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
    body: { email: form.email, username: form.username, name: form.name, password: form.password, confirm: false },
  });
});
