/**
 * The pitch: the XI in rows by position (GK at the back, forwards up front, as the
 * formation says) and the bench in substitution order below. Tokens show the shirt in the
 * club's colours, the name, a caption (price or points), the C/V armband and availability.
 * A token with `onSelect` is a button (the builder); without it, a plain figure (read-only).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, Position, Team } from '../../../store/api/engine';
import { POSITIONS } from '../../../store/team/teamBuilderSlice';
import { Shirt } from '../../components/pitch/PlayerToken';

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

// Unknown club (a malformed answer): a neutral kit.
const NO_CLUB = { PrimaryColor: '#8899aa', SecondaryColor: '#ffffff' };

/** The shirt every screen draws (components/pitch), in the club's colours. */
const TokenShirt = ({ club }: { club: Pick<Team, 'PrimaryColor' | 'SecondaryColor'> }) => (
  <Shirt primary={club.PrimaryColor} secondary={club.SecondaryColor} />
);

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
  const letter = token.captain ? t('pitch.captain') : token.vice ? t('pitch.vice') : '';
  const armband = token.captain ? t('pitch.captainFull') : token.vice ? t('pitch.viceFull') : '';
  const status =
    player?.Status === 'injured'
      ? t('pitch.injured')
      : player?.Status === 'suspended'
        ? t('pitch.suspended')
        : '';
  const position = t(`position.${token.position}`);
  // The name starts with what the token shows, in its order (name, caption, armband letter),
  // so that a speech-input user can say what they see (WCAG 2.5.3).
  const label = player
    ? [
        player.DisplayName,
        token.caption,
        letter && `${letter}: ${armband}`,
        position,
        status,
        token.note,
      ]
        .filter(Boolean)
        .join(', ')
    : t('pitch.empty', { position, short: t(`positionShort.${token.position}`) });
  // The kit comes last in the document (CSS puts it on top): the text read in order is
  // the name, the caption and the armband letter, as the label begins.
  const body = (
    <>
      <span className="token__name" aria-hidden="true">
        {player ? player.DisplayName : t(`positionShort.${token.position}`)}
      </span>{' '}
      {player && token.caption && (
        <span className="token__caption tabular" aria-hidden="true">
          {token.caption}
        </span>
      )}{' '}
      <span className="token__kit">
        {player ? (
          <TokenShirt club={clubs.get(player.TeamId) ?? NO_CLUB} />
        ) : (
          <span className="token__plus" aria-hidden="true">
            +
          </span>
        )}
        {letter && (
          <span
            className={`token__badge ${token.captain ? 'token__badge--c' : ''}`}
            aria-hidden="true"
          >
            {letter}
          </span>
        )}
        {status && (
          <span className="token__status" aria-hidden="true">
            !
          </span>
        )}
      </span>
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
        <h2 id={benchTitle} className="bench__title">
          {t('pitch.bench')}
        </h2>
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
