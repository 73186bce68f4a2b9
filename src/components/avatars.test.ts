/**
 * The app's avatars: the profile offers exactly the contract's AvatarId list, and each has
 * its picture in public/avatars/ (plain SVG, nothing that runs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AVATAR_IDS, avatarOf, pictureAt } from './avatars';

const root = join(__dirname, '..', '..');

it('offers exactly the AvatarId list of api-spec, each with its SVG file', () => {
  const spec = parse(readFileSync(join(root, 'api-spec', 'auth.yaml'), 'utf8'));
  expect([...AVATAR_IDS].sort()).toEqual([...spec.components.schemas.AvatarId.enum].sort());
  for (const id of AVATAR_IDS) {
    const svg = readFileSync(join(root, 'public', 'avatars', `${id}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  }
});

it('knows an avatar address and draws an upload at its small size when small', () => {
  expect(avatarOf('/avatars/trophy.svg')).toBe('trophy');
  expect(avatarOf('/avatars/unknown.svg')).toBeUndefined();
  expect(avatarOf('https://i.imgur.com/a.png')).toBeUndefined();
  const upload = '/pictures/7-0123456789abcdef0123-256.webp';
  expect(pictureAt(upload, 32)).toBe('/pictures/7-0123456789abcdef0123-64.webp');
  expect(pictureAt(upload, 72)).toBe(upload);
  expect(pictureAt('https://i.imgur.com/a.png', 32)).toBe('https://i.imgur.com/a.png');
});
