import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { Check, LogIn, Upload } from 'lucide-react';
import { Logo } from '../../../components/brand/logo.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { avatarIds, avatarUrl, type AvatarId } from '@track-grow/domain/auth';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { MAX_IMAGE_BYTES, useUploadProfileImage } from '../api/upload-image.ts';
import { profileErrorMessage } from '../api/error-message.ts';

/** /image-selector: pick one of the generated avatars. Signed out, the grid is shown with a sign-in note. */
export default function ImageSelectorPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const update = useUpdateUser();
  const upload = useUploadProfileImage();
  const fileInput = useRef<HTMLInputElement>(null);

  const uploadFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: t('toast.error'), description: t('imageSelector.tooLarge'), variant: 'destructive' });
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      toast({ title: t('toast.error'), description: profileErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('profile.saved'), description: t('imageSelector.saved'), variant: 'success' });
    navigate('/profile');
  };

  const choose = async (id: AvatarId) => {
    try {
      await update.mutateAsync({ profileImageUrl: avatarUrl(id) });
    } catch (error) {
      toast({ title: t('toast.error'), description: profileErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('profile.saved'), description: t('imageSelector.saved'), variant: 'success' });
    navigate('/profile');
  };

  return (
    <div className={cn('grid gap-6', !user && 'mx-auto min-h-dvh w-full max-w-2xl content-start px-5 py-8')}>
      {!user ? (
        <Link href="/" className="justify-self-start rounded-xl">
          <Logo />
        </Link>
      ) : null}
      <PageHeader
        title={t('imageSelector.title')}
        subtitle={user ? t('imageSelector.subtitle') : t('imageSelector.signedOutSubtitle')}
      />
      {!user ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-secondary p-4 text-sm text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('imageSelector.signInNeeded')}</p>
          <Link href="/" className={buttonVariants({ size: 'sm' })}>
            <LogIn aria-hidden="true" />
            {t('imageSelector.goToSignIn')}
          </Link>
        </div>
      ) : null}
      {user ? (
        <section
          aria-labelledby="upload-photo-title"
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1">
            <h2 id="upload-photo-title" className="font-semibold">
              {t('imageSelector.uploadTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('imageSelector.uploadHint')}</p>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            id="profile-photo-input"
            aria-label={t('imageSelector.uploadButton')}
            onChange={(event) => void uploadFile(event.target.files?.[0])}
          />
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary' })}
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden="true" />
            {upload.isPending ? t('imageSelector.uploading') : t('imageSelector.uploadButton')}
          </button>
        </section>
      ) : null}
      {user ? <h2 className="font-semibold">{t('imageSelector.orPick')}</h2> : null}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
        {avatarIds.map((id) => {
          const selected = user?.profileImageUrl === avatarUrl(id);
          const name = t(`imageSelector.avatars.${id}`);
          return (
            <li key={id}>
              <button
                type="button"
                disabled={!user || update.isPending}
                aria-pressed={user ? selected : undefined}
                aria-label={t('imageSelector.choose', { name })}
                onClick={() => void choose(id)}
                className={cn(
                  'group relative flex w-full cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 bg-card p-3 transition-colors hover:border-primary/60 disabled:cursor-default disabled:hover:border-border',
                  selected ? 'border-primary' : 'border-border',
                )}
              >
                <img
                  src={avatarUrl(id)}
                  alt=""
                  width={80}
                  height={80}
                  className="size-16 rounded-full sm:size-20"
                />
                <span className="text-xs font-medium text-muted-foreground">{name}</span>
                {selected ? (
                  <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
