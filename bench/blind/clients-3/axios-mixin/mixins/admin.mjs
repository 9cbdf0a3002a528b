export const adminMixin = {
  createUser(user) {
    return this.http.post('users', {
      email: user.email,
      username: user.username,
      name: user.name,
      password: user.password,
      confirm: false,
    });
  },

  privateByDefault() {
    return this.http.put('application/settings', { default_project_visibility: 0 });
  },
};
