// Not GitLab: Discord's own REST API, for the announcements the bot posts outside an interaction.
import { request } from 'undici';

export async function announce(channelId, content, token) {
  const { body } = await request(`https://discord.com/api/v10/channels/${channelId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  return body.json();
}
