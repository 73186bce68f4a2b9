/**
 * What stops a save, as the squad changes (a live region): each squad rule still broken in
 * the server's own words for it (rules/squadMessages.ts, by rule code), or no name.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { squadMessage } from '../../../../rules/squadMessages';
import type { SquadIssue } from '../../../../store/team/teamBuilderSlice';
import { useLanguage } from '../../../reads/language';

export function SquadIssues({ issues }: { issues: readonly SquadIssue[] }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const id = useId();

  const describe = (issue: SquadIssue) =>
    issue.kind === 'noName' ? t('issues.noName') : squadMessage(issue, language);

  return (
    <section className="issues" aria-live="polite" aria-labelledby={`${id}-issues`}>
      <h3 id={`${id}-issues`} className="issues__title">
        {t('issues.title')}
      </h3>
      {issues.length === 0 ? (
        <p className="issues__ready">{t('issues.ready')}</p>
      ) : (
        <ul className="issues__list">
          {issues.map((issue) => (
            <li
              key={`${issue.kind}-${'position' in issue ? issue.position : ''}${'clubName' in issue ? issue.clubName : ''}`}
            >
              {describe(issue)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
