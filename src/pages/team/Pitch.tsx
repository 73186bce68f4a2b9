/**
 * The pitch: the XI in rows by position (GK at the back, forwards up front, as the
 * formation says) and the bench in substitution order below. Tokens show the shirt in the
 * club's colours, the name, a caption (price or points), the C/V armband and availability.
 * A token with `onSelect` is a button (the builder); without it, a plain figure (read-only).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, Position, Team } from '../../../store/api/generated/engine';
import { POSITIONS } from '../../../store/team/teamBuilderSlice';

export interface TokenView {
  key: string;
  position: Position;
  player: Player | null;
  caption?: string;
  captain?: boolean;
  vice?: boolean;
  /** The token the user is acting on. */
  selected?: boolean;
  /** A place the pending swap may go to. */
  target?: boolean;
  dimmed?: boolean;
  note?: string;
  onSelect?: () => void;
}

function Shirt({ club }: { club: Team | undefined }) {
  const primary = club?.PrimaryColor ?? '#8899aa';
  const secondary = club?.SecondaryColor ?? '#ffffff';
  return (
    <svg className="token__shirt" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d="M12 4 L4 10 L8 18 L11 16 L11 36 L29 36 L29 16 L32 18 L36 10 L28 4 Q20 10 12 4 Z"
        fill={primary}
        stroke={secondary}
        strokeWidth="2"
      />
      <rect x="18" y="12" width="4" height="24" fill={secondary} />
    </svg>
  );
}

function Token({ token, clubs }: { token: TokenView; clubs: ReadonlyMap<number, Team> }) {
  const { t } = useTranslation('team');
  const { player } = token;
  const className = [
    'token',
    player ? '' : 'token--empty',
    token.selected ? 'token--selected' : '',
    token.target ? 'token--target' : '',
    token.dimmed ? 'token--dimmed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const armband = token.captain ? t('pitch.captainFull') : token.vice ? t('pitch.viceFull') : '';
  const status =
    player?.Status === 'injured'
      ? t('pitch.injured')
      : player?.Status === 'suspended'
        ? t('pitch.suspended')
        : '';
  const label = player
    ? [
        player.DisplayName,
        t(`position.${token.position}`),
        token.caption,
        armband,
        status,
        token.note,
      ]
        .filter(Boolean)
        .join(', ')
    : t('pitch.empty', { position: t(`position.${token.position}`) });
  const body = (
    <>
      <span className="token__kit">
        {player ? (
          <Shirt club={clubs.get(player.TeamId)} />
        ) : (
          <span className="token__plus" aria-hidden="true">
            +
          </span>
        )}
        {(token.captain || token.vice) && (
          <span
            className={`token__badge ${token.captain ? 'token__badge--c' : ''}`}
            aria-hidden="true"
          >
            {token.captain ? t('pitch.captain') : t('pitch.vice')}
          </span>
        )}
        {status && (
          <span className="token__status" aria-hidden="true">
            !
          </span>
        )}
      </span>
      <span className="token__name" aria-hidden="true">
        {player ? player.DisplayName : t(`positionShort.${token.position}`)}
      </span>
      {player && token.caption && (
        <span className="token__caption tabular" aria-hidden="true">
          {token.caption}
        </span>
      )}
    </>
  );
  return token.onSelect ? (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={token.selected ?? false}
      onClick={token.onSelect}
    >
      {body}
    </button>
  ) : (
    <div className={className} role="img" aria-label={label}>
      {body}
    </div>
  );
}

export function Pitch({
  xi,
  bench,
  clubs,
}: {
  xi: TokenView[];
  bench: TokenView[];
  clubs: ReadonlyMap<number, Team>;
}) {
  const { t } = useTranslation('team');
  const benchTitle = useId();
  return (
    <div className="pitch-wrap">
      <section className="pitch" aria-label={t('pitch.label')}>
        {POSITIONS.map((position) => (
          <ul key={position} className={`pitch__row pitch__row--${position.toLowerCase()}`}>
            {xi
              .filter((token) => token.position === position)
              .map((token) => (
                <li key={token.key}>
                  <Token token={token} clubs={clubs} />
                </li>
              ))}
          </ul>
        ))}
      </section>
      <section className="bench" aria-labelledby={benchTitle}>
        <h3 id={benchTitle} className="bench__title">
          {t('pitch.bench')}
        </h3>
        <ol className="bench__row">
          {bench.map((token) => (
            <li key={token.key}>
              <Token token={token} clubs={clubs} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
