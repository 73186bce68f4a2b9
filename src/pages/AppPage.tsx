/**
 * `/app`: the store badges and "install as an app" (the web app manifest and service
 * worker make the game installable; the browser's own prompt is used when it offers one).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreBadges } from '../layout/Footer';

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

export default function AppPage() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const installed = window.matchMedia('(display-mode: standalone)').matches;
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  return (
    <section className="page page--narrow">
      <h1>{t('appPage.title')}</h1>
      <p>{t('appPage.text')}</p>
      <StoreBadges />
      {installed ? (
        <p role="status">{t('appPage.installed')}</p>
      ) : prompt ? (
        <button type="button" className="button button--large" onClick={() => void prompt.prompt()}>
          {t('appPage.install')}
        </button>
      ) : (
        <p>{t('appPage.installHint')}</p>
      )}
    </section>
  );
}
