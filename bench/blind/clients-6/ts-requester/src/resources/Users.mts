import type { Requester } from '../Requester.mjs';

export interface NewUser {
  email: string;
  username: string;
  name: string;
  password: string;
}

export class Users {
  constructor(private readonly requester: Requester) {}

  current() {
    return this.requester.get('user');
  }

  // Accounts made by the sync are already verified by the directory.
  create({ email, username, name, password }: NewUser) {
    return this.requester.post('users', { email, username, name, password, confirm: false });
  }

  block(userId: number) {
    return this.requester.put(`users/${userId}/block`);
  }
}
