/**
 * The user's path without its schemas: the web's first request reads it from here, so the landing's first load
 * carries no zod (the endpoint map's entry, `authApi.user`, is built on this path).
 */
export const USER_PATH = '/api/auth/user';
