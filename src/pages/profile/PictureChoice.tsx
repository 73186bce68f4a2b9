/**
 * The profile picture's two ways besides an address: one of the app's own avatars
 * (`User/UpdateUser` with `Avatar`), or a picture from the device, which the server checks,
 * crops square and resizes (`User/UploadPicture`). The type and size the server takes are
 * checked here first, so a wrong file is explained before anything is sent.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserUploadPictureMutation, type AvatarId } from '../../../store/api/auth';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { useAppDispatch } from '../../../store/hooks';
import { userLoaded } from '../../../store/session/userSlice';
import { AVATAR_IDS, avatarUrl, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../components/avatars';
import { useNotify } from '../../components/toast/notify';

export function AvatarPicker({
  current,
  disabled,
  onChoose,
}: {
  current: AvatarId | undefined;
  disabled: boolean;
  onChoose: (id: AvatarId) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="avatar-picker">
      <legend className="field__label">{t('profile.avatarsTitle')}</legend>
      <ul className="avatar-picker__list">
        {AVATAR_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="avatar-picker__option"
              aria-pressed={current === id}
              aria-label={t(`profile.avatars.${id}`)}
              disabled={disabled}
              onClick={() => current !== id && onChoose(id)}
            >
              <img src={avatarUrl(id)} alt="" width={44} height={44} />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The file as base64, without the data URL's prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function PictureUpload({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [upload, { isLoading }] = useUserUploadPictureMutation();

  const send = async (file: File) => {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('profile.uploadWrongType'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('profile.uploadTooLarge'));
      return;
    }
    setProblem(undefined);
    const result = await upload({ uploadPictureRequest: { Data: await base64Of(file) } });
    if ('error' in result) {
      notify.error((result.error as ApiError).ResultMessage);
      return;
    }
    dispatch(userLoaded(result.data.data));
    notify.success(result.data.message);
    onUploaded();
  };

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('profile.upload')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="input"
        accept={UPLOAD_TYPES.join(',')}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem !== undefined}
        disabled={isLoading}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (file) await send(file);
          if (input.current) input.current.value = '';
        }}
      />
      <p id={`${id}-hint`} className="field__hint muted">
        {isLoading ? t('profile.uploading') : t('profile.uploadHint')}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
