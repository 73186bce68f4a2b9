/**
 * `/kullanici/profil`: picture, favourite club, language and password. Each part saves on
 * its own with `User/UpdateUser` (language with `User/UpdateCultureInfo`, via the
 * language saga); the server's message is the toast.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import {
  useAuthSignOutEverywhereMutation,
  useLazyAuthEmailVerificationQuery,
  useUserUpdateUserMutation,
  type UpdateUserRequest,
} from '../../../store/api/auth';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { LANGUAGES, type Language } from '../../../store/constants';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLanguage } from '../../reads/language';
import { languageChanged } from '../../../store/preferences/languageSlice';
import { logoutRequested } from '../../../store/session/sessionEvents';
import { userLoaded } from '../../../store/session/userSlice';
import { Avatar } from '../../components/Avatar';
import { avatarOf } from '../../components/avatars';
import { Field } from '../../components/forms/Field';
import { newPasswordField } from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';
import { useNotify } from '../../components/toast/notify';
import { ClubSelect } from '../auth/ClubSelect';
import { AvatarPicker, PictureUpload } from './PictureChoice';

// The server also holds the address to its list of image hosts (api-spec ImageUrl).
const IMAGE_URL = /^https:\/\/\S*$/;

function useUpdateUser() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update, state] = useUserUpdateUserMutation();
  const save = async (request: UpdateUserRequest) => {
    const result = await update({ updateUserRequest: request });
    if ('error' in result) {
      notify.error((result.error as ApiError).ResultMessage);
      return false;
    }
    dispatch(userLoaded(result.data.data));
    notify.success(result.data.message);
    return true;
  };
  return [save, state.isLoading] as const;
}

const imageSchema = (t: TFunction) =>
  yup.object({
    ImageUrl: yup
      .string()
      .trim()
      .required(t('validation.required'))
      .max(512)
      .matches(IMAGE_URL, t('validation.imageUrl')),
  });

/** A picture on another site (not one of the app's avatars or an upload). */
const isAddress = (url: string | null): url is string => url?.startsWith('https://') === true;

function ImageSection() {
  const user = useAppSelector((state) => state.session.user.value)!;
  const { form, t } = useServerForm<{ ImageUrl: string }>(imageSchema, {
    ImageUrl: isAddress(user.ImageUrl) ? user.ImageUrl : '',
  });
  const [save, saving] = useUpdateUser();
  const { register, handleSubmit, formState, reset } = form;
  return (
    <section className="card" aria-labelledby="profile-image">
      <h2 id="profile-image">{t('profile.imageTitle')}</h2>
      <div className="profile__image">
        <Avatar imageUrl={user.ImageUrl} name={user.UserName} size={72} />
      </div>
      <AvatarPicker
        current={avatarOf(user.ImageUrl)}
        disabled={saving}
        onChoose={(id) => void save({ Avatar: id }).then((ok) => ok && reset({ ImageUrl: '' }))}
      />
      <PictureUpload onUploaded={() => reset({ ImageUrl: '' })} />
      <form
        onSubmit={handleSubmit((v) => void save({ ImageUrl: v.ImageUrl.trim() }))}
        noValidate
        className="form profile__address"
      >
        <Field label={t('profile.imageUrl')} error={formState.errors.ImageUrl?.message}>
          {(p) => <input {...p} {...register('ImageUrl')} type="url" className="input" />}
        </Field>
        <button type="submit" className="button" disabled={saving}>
          {t('save')}
        </button>
      </form>
      {user.ImageUrl && (
        <button
          type="button"
          className="button button--ghost"
          disabled={saving}
          onClick={async () => (await save({ ImageUrl: null })) && reset({ ImageUrl: '' })}
        >
          {t('profile.removeImage')}
        </button>
      )}
    </section>
  );
}

const clubSchema = (t: TFunction) =>
  yup.object({
    FavoriteTeamId: yup
      .number()
      .transform((v) => (Number.isFinite(v) && v > 0 ? v : undefined))
      .required(t('validation.club')),
  }) as yup.ObjectSchema<{ FavoriteTeamId: number }>;

function ClubSection() {
  const user = useAppSelector((state) => state.session.user.value)!;
  const { form, t } = useServerForm<{ FavoriteTeamId: number }>(clubSchema, {
    FavoriteTeamId: user.FavoriteTeamId ?? undefined,
  });
  const [save, saving] = useUpdateUser();
  const { register, handleSubmit, formState } = form;
  return (
    <section className="card" aria-labelledby="profile-club">
      <h2 id="profile-club">{t('profile.clubTitle')}</h2>
      <form
        onSubmit={handleSubmit((v) => void save({ FavoriteTeamId: v.FavoriteTeamId }))}
        noValidate
        className="form"
      >
        <Field label={t('auth.favoriteClub')} error={formState.errors.FavoriteTeamId?.message}>
          {(p) => <ClubSelect {...p} {...register('FavoriteTeamId', { valueAsNumber: true })} />}
        </Field>
        <button type="submit" className="button" disabled={saving}>
          {t('save')}
        </button>
      </form>
    </section>
  );
}

function LanguageSection({ t }: { t: TFunction }) {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.languageTitle')}</h2>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('profile.languageTitle')}
        </label>
        <select
          id={id}
          className="input"
          value={language}
          onChange={(event) => dispatch(languageChanged(event.target.value as Language))}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

const passwordSchema = (t: TFunction) =>
  yup.object({
    CurrentPassword: yup.string().required(t('validation.required')).max(128),
    NewPassword: newPasswordField(t),
  });

function PasswordSection() {
  const { form, t } = useServerForm<{ CurrentPassword: string; NewPassword: string }>(
    passwordSchema,
    {
      CurrentPassword: '',
      NewPassword: '',
    },
  );
  const [save, saving] = useUpdateUser();
  const dispatch = useAppDispatch();
  const { register, handleSubmit, formState } = form;
  return (
    <section className="card" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('profile.passwordTitle')}</h2>
      <form
        // A new password ends every session, this one too: sign out here as well.
        onSubmit={handleSubmit(async (v) => (await save(v)) && dispatch(logoutRequested()))}
        noValidate
        className="form"
      >
        <Field
          label={t('profile.currentPassword')}
          error={formState.errors.CurrentPassword?.message}
        >
          {(p) => (
            <input
              {...p}
              {...register('CurrentPassword')}
              type="password"
              className="input"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field label={t('auth.newPassword')} error={formState.errors.NewPassword?.message}>
          {(p) => (
            <input
              {...p}
              {...register('NewPassword')}
              type="password"
              className="input"
              autoComplete="new-password"
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={saving}>
          {t('save')}
        </button>
      </form>
    </section>
  );
}

/** Ends every session of the account (`Auth/SignOutEverywhere`), then this one. */
function SessionsSection({ t }: { t: TFunction }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [signOutEverywhere, { isLoading }] = useAuthSignOutEverywhereMutation();
  return (
    <section className="card" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t('profile.sessionsTitle')}</h2>
      <p className="muted">{t('profile.sessionsText')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={isLoading}
        onClick={async () => {
          const result = await signOutEverywhere();
          if ('error' in result) {
            notify.error((result.error as ApiError).ResultMessage);
            return;
          }
          notify.success(result.data.message);
          dispatch(logoutRequested());
        }}
      >
        {t('profile.signOutEverywhere')}
      </button>
    </section>
  );
}

function VerificationStatus({ t }: { t: TFunction }) {
  const user = useAppSelector((state) => state.session.user.value)!;
  const notify = useNotify();
  const [resend, { isFetching }] = useLazyAuthEmailVerificationQuery();
  if (user.EmailVerified) return <p className="muted">{t('profile.emailVerified')}</p>;
  return (
    <p>
      {t('profile.emailNotVerified')}{' '}
      <button
        type="button"
        className="button button--ghost"
        disabled={isFetching}
        onClick={async () => {
          const result = await resend();
          if (result.data) notify.success(result.data.message);
          else notify.error((result.error as ApiError | undefined)?.ResultMessage ?? '');
        }}
      >
        {t('profile.resend')}
      </button>
    </p>
  );
}

export default function ProfilePage() {
  const user = useAppSelector((state) => state.session.user.value)!;
  const language = useLanguage();
  const { t } = useTranslation();
  const memberSince = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(user.CreatedAt),
  );
  return (
    <section className="page profile">
      <h1>{t('profile.title')}</h1>
      <div className="profile__head">
        <Avatar imageUrl={user.ImageUrl} name={user.UserName} size={56} />
        <div>
          <p className="profile__name">{user.UserName}</p>
          <p className="muted">{user.Email}</p>
          <p className="muted">{t('profile.memberSince', { date: memberSince })}</p>
        </div>
      </div>
      <VerificationStatus t={t} />
      <div className="profile__grid">
        <ImageSection />
        <ClubSection />
        <LanguageSection t={t} />
        <PasswordSection />
        <SessionsSection t={t} />
      </div>
    </section>
  );
}
