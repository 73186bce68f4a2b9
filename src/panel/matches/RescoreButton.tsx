/**
 * Scores a round again (the `score` job) after a confirmation, so corrections count, and
 * lists whose points the run changed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminRunRoundJobMutation,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { ConfirmButton } from '../ConfirmButton';
import { PointChanges } from '../season/PointChanges';
import { useRun } from '../useRun';

export function RescoreButton({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('panel');
  const [runJob, { isLoading }] = useAdminRunRoundJobMutation();
  const run = useRun();
  const [runId, setRunId] = useState<number | null>(null);
  const scorable = round.State === 'finished' || round.State === 'scored';
  return (
    <div className="panel-rescore">
      <ConfirmButton
        disabled={!scorable || isLoading}
        message={t('matches.rescoreConfirm', { round: round.Title })}
        onConfirm={() =>
          void run(
            runJob({ runRoundJobRequest: { WeeklyLeagueInformationId: round.Id, Job: 'score' } }),
            t('matches.rescored', { round: round.Title }),
          ).then((outcome) => {
            if (outcome.ok) setRunId(outcome.data.data.RunId ?? null);
          })
        }
      >
        {t('matches.rescore', { round: round.Title })}
      </ConfirmButton>
      {!scorable && <p className="field__hint">{t('matches.rescoreLater')}</p>}
      {runId !== null && (
        <PointChanges runId={runId} title={t('changes.title', { round: round.Title })} />
      )}
    </div>
  );
}
