/** How to play (both languages, from the `pages` translations). */
import { useTranslation } from 'react-i18next';

export default function HowToPlayPage() {
  const { t } = useTranslation('pages');
  const steps = t('howToPlay.steps', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <article className="page prose">
      <h1>{t('howToPlay.title')}</h1>
      <p>{t('howToPlay.intro')}</p>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
