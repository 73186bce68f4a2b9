/**
 * A player's points in a round, reason by reason, in a dialog: what a tap on any player who
 * shows points opens (the team view's tokens, a rival's team, the best of the week). With
 * `share`, what his points counted for in a team, each figure labelled: his points, the
 * multiplier and why (captain, triple captain, bench), and "2 × 2 = 4" for the team, so a
 * captain's doubled figure is never read as doubled again; `note` says more (an
 * automatic substitution).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerGetWeeklyPlayerScoreBreakdownQuery } from '../../../store/api/engine';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { ErrorState, errorMessage } from '../StateViews';
import { BreakdownList } from './BreakdownList';

export type ShareRole = 'captain' | 'vice' | 'starter' | 'bench';

export interface TeamShare {
  /** His points before the multiplier. */
  points: number;
  multiplier: number;
  role: ShareRole;
}

export interface PlayerBreakdownDialogProps {
  playerId: number;
  name: string;
  roundId: number;
  share?: TeamShare;
  note?: string;
  onClose: () => void;
}

export function PlayerBreakdownDialog(props: PlayerBreakdownDialogProps) {
  return (
    <Suspense fallback={null}>
      <BreakdownDialog {...props} />
    </Suspense>
  );
}

/** "2 × 2 = 4": his points, the multiplier and the team's figure. */
export function shareSum(share: TeamShare): string {
  return `${share.points} × ${share.multiplier} = ${share.points * share.multiplier}`;
}

function BreakdownDialog({
  playerId,
  name,
  roundId,
  share,
  note,
  onClose,
}: PlayerBreakdownDialogProps) {
  const { t } = useTranslation('stats');
  const { data, isLoading, isError, error, refetch } = usePlayerGetWeeklyPlayerScoreBreakdownQuery({
    playerRoundRequest: { PlayerId: playerId, WeeklyLeagueInformationId: roundId },
  });
  const title = t('playerBreakdown.title', { name });
  const why =
    share &&
    (share.multiplier === 0
      ? t('playerBreakdown.bench')
      : share.role === 'captain' && share.multiplier > 2
        ? t('playerBreakdown.tripleCaptain')
        : share.role === 'captain' && share.multiplier > 1
          ? t('playerBreakdown.captain')
          : share.role === 'vice' && share.multiplier > 1
            ? t('playerBreakdown.viceStandsIn')
            : share.role === 'bench'
              ? t('playerBreakdown.benchCounts')
              : t('playerBreakdown.starter'));
  return (
    <Modal title={title} onClose={onClose}>
      <div className="player-breakdown" data-testid="player-breakdown">
        {isLoading ? (
          <Spinner />
        ) : isError ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : !data || data.data.length === 0 ? (
          <p className="state state--empty">{t('playerBreakdown.empty')}</p>
        ) : (
          <BreakdownList rows={data.data} caption={title} />
        )}
        {share && (
          <dl className="player-breakdown__share" data-testid="team-share">
            <div>
              <dt>{t('playerBreakdown.his')}</dt>
              <dd className="tabular">{t('playerBreakdown.points', { count: share.points })}</dd>
            </div>
            <div>
              <dt>{t('playerBreakdown.multiplier')}</dt>
              <dd className="tabular">
                ×{share.multiplier} <span className="muted">({why})</span>
              </dd>
            </div>
            <div>
              <dt>{t('playerBreakdown.forTeam')}</dt>
              <dd className="tabular strong">
                {shareSum(share)} {t('playerBreakdown.pointsWord')}
              </dd>
            </div>
          </dl>
        )}
        {note && <p className="player-breakdown__note">{note}</p>}
      </div>
    </Modal>
  );
}
