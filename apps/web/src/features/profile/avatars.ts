/** The generated avatars in public/avatars (values the server accepts as profileImageUrl). */
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
