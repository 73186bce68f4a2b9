/** How many players of each club the squad has, the most first; a full club is marked. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../../store/api/engine';

export function ClubCounts({
  counts,
  clubs,
  maxPerClub,
}: {
  counts: ReadonlyMap<number, number>;
  clubs: ReadonlyMap<number, Team>;
  maxPerClub: number;
}) {
  const { t } = useTranslation('team');
  const id = useId();
  const chips = [...counts.entries()]
    .map(([clubId, count]) => ({ club: clubs.get(clubId), clubId, count }))
    .sort((a, b) => b.count - a.count);
  if (chips.length === 0) return null;
  return (
    <section className="club-counts" aria-labelledby={`${id}-clubs`}>
      <h3 id={`${id}-clubs`} className="club-counts__title">
        {t('summary.clubs')}
      </h3>
      <ul className="club-counts__list">
        {chips.map(({ club, clubId, count }) => (
          <li key={clubId} className={`chip ${count >= maxPerClub ? 'chip--full' : ''}`}>
            {t('summary.clubCount', { club: club?.ShortName ?? '', count, max: maxPerClub })}
          </li>
        ))}
      </ul>
    </section>
  );
}
