/**
 * Profile pictures: the app's own avatars (public/avatars/<id>.svg, api-spec's AvatarId)
 * and the sizes of an uploaded picture (`/pictures/<id>-256.webp` and `-64.webp`).
 */
import type { AvatarId } from '../../store/api/auth';

/** In the order the profile offers them. */
export const AVATAR_IDS = [
  'ball',
  'shirt-stripes',
  'shirt-halves',
  'shirt-sash',
  'gloves',
  'boots',
  'whistle',
  'trophy',
  'star',
  'goal',
  'crescent',
  'tulip',
] as const satisfies readonly AvatarId[];

export const avatarUrl = (id: AvatarId) => `/avatars/${id}.svg`;

/** The app's avatar an address shows, if it is one. */
export function avatarOf(imageUrl: string | null | undefined): AvatarId | undefined {
  const id = /^\/avatars\/([a-z-]+)\.svg$/.exec(imageUrl ?? '')?.[1];
  return (AVATAR_IDS as readonly string[]).includes(id ?? '') ? (id as AvatarId) : undefined;
}

const UPLOADED = /^(\/pictures\/[^/]+)-256\.webp$/;

/** The address to draw a picture at `size` CSS pixels: an upload's small size when it does. */
export function pictureAt(imageUrl: string, size: number): string {
  const uploaded = UPLOADED.exec(imageUrl);
  // 64 pixels stay sharp up to 32 CSS pixels on a 2× screen.
  return uploaded && size <= 32 ? `${uploaded[1]}-64.webp` : imageUrl;
}

/** What the server takes (api-spec User/UploadPicture). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5_000_000;
