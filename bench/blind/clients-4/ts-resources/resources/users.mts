import { BaseResource } from '../base.mjs';

export interface User {
  id: number;
  username: string;
  state: 'active' | 'blocked';
}

export interface NewUser {
  email: string;
  username: string;
  name: string;
  password: string;
}

export class Users extends BaseResource {
  current(): Promise<User> {
    return this.get<User>('user');
  }

  block(userId: number): Promise<boolean> {
    return this.put<boolean>(`users/${userId}/block`);
  }

  /** Service accounts: created already confirmed, no mail is sent. */
  createServiceAccount(user: NewUser): Promise<User> {
    return this.post<User>('users', { ...user, confirm: false });
  }
}
