import type { User } from '@track-grow/domain/auth';
import { cn } from '../../../lib/utils.ts';

/** The profile image, or the user's initials on a soft circle. Decorative: the name is always shown beside it. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string | undefined;
}) {
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className={cn('size-16 rounded-full bg-muted object-cover', className)}
      />
    );
  }
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-16 items-center justify-center rounded-full bg-secondary text-xl font-semibold text-secondary-foreground',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
