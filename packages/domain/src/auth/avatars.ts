/** The generated avatars in apps/web/public/avatars: with an upload, the only profile images accepted. */
export const avatarIds = [
  'fox',
  'owl',
  'bear',
  'cat',
  'panda',
  'rabbit',
  'koala',
  'penguin',
  'frog',
  'lion',
  'whale',
  'tiger',
] as const;
export type AvatarId = (typeof avatarIds)[number];

export const avatarUrl = (id: AvatarId): string => `/avatars/${id}.svg`;
