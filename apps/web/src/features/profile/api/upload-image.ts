import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, userSchema } from '@track-grow/domain/auth';
import { profileApi } from '@track-grow/domain/auth/api';
import { apiUpload } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session.ts';

export const PROFILE_IMAGE_PATH = profileApi.uploadImage.path;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/profile/image as multipart (the browser sets the boundary). The server
 * re-encodes the picture and answers the user with the new profileImageUrl.
 */
export async function uploadProfileImage(file: File): Promise<User> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiUpload(PROFILE_IMAGE_PATH, form);
  return userSchema.parse(await response.json());
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
