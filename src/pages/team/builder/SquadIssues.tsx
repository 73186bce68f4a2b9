/**
 * What stops a save, in words, as the squad changes (a live region): missing players by
 * position, over budget, a club over its limit, no captain or vice-captain, no name.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../../store/api/engine';
import type { SquadIssue } from '../../../../store/team/teamBuilderSlice';
import { culture } from '../../../components/culture';
import { useLanguage } from '../../../reads/language';

export function SquadIssues({
  issues,
  clubs,
}: {
  issues: readonly SquadIssue[];
  clubs: ReadonlyMap<number, Team>;
}) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const id = useId();

  const describe = (issue: SquadIssue) => {
    switch (issue.kind) {
      case 'missing':
        return t('issues.missing', {
          count: issue.count,
          position: t(`position.${issue.position}`),
        });
      case 'overBudget':
        return t('issues.overBudget', { amount: culture(language).price(issue.over) });
      case 'clubLimit':
        return t('issues.clubLimit', {
          club: clubs.get(issue.teamId)?.Name ?? '',
          count: issue.count,
          max: issue.max,
        });
      case 'noCaptain':
        return t('issues.noCaptain');
      case 'noViceCaptain':
        return t('issues.noViceCaptain');
      case 'noName':
        return t('issues.noName');
    }
  };

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
              key={`${issue.kind}-${'position' in issue ? issue.position : ''}${'teamId' in issue ? issue.teamId : ''}`}
            >
              {describe(issue)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
