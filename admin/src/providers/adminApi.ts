/** Every call goes to this relative prefix; the dev/preview server (or the production proxy) forwards it to the API. */
export const ADMIN_API = '/admin-api';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
