/**
 * The script the prerendered pages run first in their head, inline, before anything paints:
 * when the browser's storage holds a session or a language or theme other than the
 * prerendered visitor's (the keys the store restores: store/persistence/persistedKeys.ts and
 * i18next's `i18nextLng`), it marks `<html>` so that global.css hides the prerendered markup,
 * and the client renders the page itself (firstScreen.ts): no flash of Turkish for an
 * English visitor, of the dark theme for a light one, of the visitor's screen for a player.
 * Built into the HTML only; the server allows it in its Content Security Policy by hash.
 */
import { DEFAULT_LANGUAGE, DEFAULT_THEME, LANGUAGES, THEMES } from '../../store/constants';
import { PERSISTED_KEYS } from '../../store/persistence/persistedKeys';
import { PRERENDER_OFF_CLASS } from './firstScreen';

const others = (all: readonly string[], chosen: string) => all.filter((v) => v !== chosen);

export function prerenderGateScript(): string {
  const session = [PERSISTED_KEYS.token.key, PERSISTED_KEYS.user.key];
  const otherLanguages = others(LANGUAGES, DEFAULT_LANGUAGE);
  const otherThemes = others(THEMES, DEFAULT_THEME);
  return (
    `(function(){var d=document.documentElement;try{var s=localStorage;` +
    `if(${JSON.stringify(session)}.some(function(k){return s.getItem(k)!==null})` +
    `||${JSON.stringify(otherLanguages)}.indexOf(s.getItem('i18nextLng'))>=0` +
    `||${JSON.stringify(otherThemes)}.indexOf(s.getItem(${JSON.stringify(PERSISTED_KEYS.theme.key)}))>=0)` +
    `d.classList.add(${JSON.stringify(PRERENDER_OFF_CLASS)})` +
    `}catch(e){d.classList.add(${JSON.stringify(PRERENDER_OFF_CLASS)})}})()`
  );
}
