import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { userSchema, type User } from '@track-grow/domain/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session.ts';
import { getUserId } from '../../../lib/storage.ts';

export const PROFILE_IMAGE_PATH = api.profile.uploadImage.path;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/profile/image as multipart (the one non-JSON call: the browser sets the boundary). The server
 * re-encodes the picture and answers the user with the new profileImageUrl.
 */
export async function uploadProfileImage(file: File): Promise<User> {
  const form = new FormData();
  form.append('image', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const userId = getUserId();
  if (userId) headers['x-user-id'] = userId;
  const response = await fetch(PROFILE_IMAGE_PATH, {
    method: 'POST',
    body: form,
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return userSchema.parse(await response.json());
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
