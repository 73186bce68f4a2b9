/**
 * A player's place on the team screens' pitch: the shirt in his club's colours, his name, a
 * caption (price or points), the C/V armband and availability; an empty place shows "+".
 * A token with `onSelect` is a button (the builder, a scored team); without it, a figure.
 */
import { useTranslation } from 'react-i18next';
import type { Player, Position, Team } from '../../../store/api/engine';
import { NO_CLUB_KIT } from '../../components/pitch/kit';
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

export function SquadToken({
  token,
  clubs,
}: {
  token: TokenView;
  clubs: ReadonlyMap<number, Team>;
}) {
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
  const kit = player ? (clubs.get(player.TeamId) ?? NO_CLUB_KIT) : null;
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
        {kit ? (
          <Shirt primary={kit.PrimaryColor} secondary={kit.SecondaryColor} />
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
