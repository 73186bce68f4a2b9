/** The UI language, for every screen that formats or asks for something in it. */
import type { Language } from '../../store/constants';
import { useAppSelector } from '../../store/hooks';
import { selectLanguage } from '../../store/preferences/languageSlice';

export const useLanguage = (): Language => useAppSelector(selectLanguage);
