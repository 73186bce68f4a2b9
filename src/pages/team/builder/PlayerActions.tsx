/**
 * What can be done with the player tapped on the pitch: captain and vice-captain (starters
 * only, one tap), a swap (then the place to swap with), remove, close.
 */
import { useTranslation } from 'react-i18next';
import {
  captainChosen,
  playerRemoved,
  viceCaptainChosen,
} from '../../../../store/team/teamBuilderSlice';
import { culture } from '../../../components/culture';
import { useLanguage } from '../../../reads/language';
import type { TeamBuilderModel } from './useTeamBuilder';

export function PlayerActions({ builder }: { builder: TeamBuilderModel }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const { selected, selectedPlayer: player, state, clubs } = builder;
  if (!player || !selected) return null;
  return (
    <div className="player-actions" role="region" aria-label={player.DisplayName}>
      <p className="player-actions__title">
        <strong>{player.DisplayName}</strong>{' '}
        <span className="muted">
          {clubs.get(player.TeamId)?.ShortName} · {culture(language).price(player.Price)}
        </span>
      </p>
      {builder.swapping ? (
        <>
          <p aria-live="polite">{t('actions.swapHint', { name: player.DisplayName })}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => builder.setSwapping(false)}
          >
            {t('actions.cancel')}
          </button>
        </>
      ) : (
        <div className="player-actions__buttons">
          {selected.zone === 'xi' && (
            <>
              <button
                type="button"
                className="button"
                disabled={state.captainId === player.Id}
                onClick={() => builder.act(captainChosen(player.Id))}
              >
                {t('actions.captain')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={state.viceCaptainId === player.Id}
                onClick={() => builder.act(viceCaptainChosen(player.Id))}
              >
                {t('actions.vice')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => builder.setSwapping(true)}
          >
            {t('actions.swap')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => builder.actAndDeselect(playerRemoved(player.Id))}
          >
            {t('actions.remove')}
          </button>
          <button type="button" className="button button--ghost" onClick={builder.closeActions}>
            {t('actions.close')}
          </button>
        </div>
      )}
    </div>
  );
}
