/** Previous / next round and a direct choice; the round's state beside its title. */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklyLeagueInformation } from '../../../store/api/engine';

export function RoundPicker({
  rounds,
  round,
  onSelect,
}: {
  rounds: WeeklyLeagueInformation[];
  round: WeeklyLeagueInformation;
  onSelect: (round: WeeklyLeagueInformation) => void;
}) {
  const { t } = useTranslation('stats');
  const id = useId();
  const at = rounds.findIndex((r) => r.Id === round.Id);
  const previous = at > 0 ? rounds[at - 1] : undefined;
  const next = at >= 0 && at < rounds.length - 1 ? rounds[at + 1] : undefined;
  // A choice is a navigation, drawn when its transition commits: a second quick click steps on
  // from the round last chosen, not from the one still shown.
  const chosen = useRef(round.Id);
  useEffect(() => {
    chosen.current = round.Id;
  }, [round.Id]);
  const choose = (picked: WeeklyLeagueInformation) => {
    chosen.current = picked.Id;
    onSelect(picked);
  };
  const step = (by: -1 | 1) => {
    const target = rounds[rounds.findIndex((r) => r.Id === chosen.current) + by];
    if (target) choose(target);
  };
  return (
    <div className="round-picker">
      <button
        type="button"
        className="icon-button round-picker__step"
        disabled={!previous}
        onClick={() => step(-1)}
        aria-label={t('round.previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="round-picker__middle">
        <label htmlFor={id} className="visually-hidden">
          {t('round.label')}
        </label>
        <select
          id={id}
          className="input round-picker__select"
          value={round.Id}
          onChange={(event) => {
            const picked = rounds.find((r) => r.Id === Number(event.target.value));
            if (picked) choose(picked);
          }}
        >
          {rounds.map((r) => (
            <option key={r.Id} value={r.Id}>
              {r.Title}
            </option>
          ))}
        </select>
        <span className={`round-state round-state--${round.State}`}>
          {t(`round.state.${round.State}`)}
        </span>
      </div>
      <button
        type="button"
        className="icon-button round-picker__step"
        disabled={!next}
        onClick={() => step(1)}
        aria-label={t('round.next')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
