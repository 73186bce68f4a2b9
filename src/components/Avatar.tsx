/** The user's picture (ImageUrl: an address, an app avatar, an upload) or the default icon. */
import { useTranslation } from 'react-i18next';
import { pictureAt } from './avatars';
import { UserIcon } from './icons';

export function Avatar({
  imageUrl,
  name,
  size = 32,
}: {
  imageUrl: string | null | undefined;
  name: string;
  size?: number;
}) {
  const { t } = useTranslation();
  if (imageUrl) {
    return (
      <img
        className="avatar"
        src={pictureAt(imageUrl, size)}
        alt={t('avatar.alt', { name })}
        width={size}
        height={size}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span
      className="avatar avatar--default"
      style={{ width: size, height: size }}
      data-testid="avatar-default"
    >
      <UserIcon width={size * 0.6} height={size * 0.6} />
    </span>
  );
}
