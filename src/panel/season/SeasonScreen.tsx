/**
 * Season (`Admin/GetSeason`): the game clock and every round with its state, deadline and
 * matches played, and its jobs (open, lock, live, finish, score) with their last runs and
 * results. A job runs on a round after a confirmation; a score run lists whose points it
 * changed. The round in play (else the current one) opens first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminGetSeasonQuery,
  useAdminRunRoundJobMutation,
  type AdminRound,
  type AdminRoundJob,
  type RoundJob,
  type RoundJobResult,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useCulture } from '../../components/culture';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRun } from '../useRun';
import { ClockCard } from './ClockCard';
import { PointChanges } from './PointChanges';
import { ListStates } from '../ListStates';

const SEASON_ARG = { competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode };

export default function SeasonScreen() {
  const { t } = useTranslation('panel');
  const season = useAdminGetSeasonQuery(SEASON_ARG);
  const [runJob, { isLoading: running }] = useAdminRunRoundJobMutation();
  const run = useRun();
  const [asking, setAsking] = useState<{ round: AdminRound; job: RoundJob } | null>(null);
  const [ran, setRan] = useState<(RoundJobResult & { key: number })[]>([]);
  const note = (jobs: RoundJobResult[]) =>
    setRan((before) => [...jobs.map((job, i) => ({ ...job, key: before.length + i })), ...before]);
  const rounds = season.data?.data.Rounds ?? [];
  const focus =
    rounds.find((r) => r.State === 'live' || r.State === 'finished' || r.State === 'locked') ??
    rounds.find((r) => r.State === 'open');

  const start = async (round: AdminRound, job: RoundJob) => {
    const outcome = await run(
      runJob({ runRoundJobRequest: { WeeklyLeagueInformationId: round.Id, Job: job } }),
      t('season.jobs.ran', { job: t(`season.job.${job}`), round: round.Title }),
    );
    if (outcome.ok) note([outcome.data.data]);
  };

  return (
    <section className="page panel">
      <h1>{t('season.title')}</h1>
      <ClockCard onJobs={note} />
      {ran.length > 0 && (
        <section className="card panel-card" aria-labelledby="panel-runs">
          <h2 id="panel-runs">{t('season.jobs.results')}</h2>
          <ul className="panel-list">
            {ran.map((job) => (
              <li key={job.key}>
                {t('season.jobs.result', {
                  job: t(`season.job.${job.Job}`),
                  round: job.Round.Title,
                  state: t(`season.states.${job.Round.State}`),
                })}{' '}
                {job.Changed ? t('season.jobs.changed') : t('season.jobs.unchanged')}
                {job.Job === 'score' && job.RunId != null && (
                  <PointChanges
                    runId={job.RunId}
                    title={t('changes.title', { round: job.Round.Title })}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="panel-rounds">
        <h2 id="panel-rounds">{t('season.rounds')}</h2>
        <ListStates read={season} isEmpty={rounds.length === 0} empty={t('season.noRounds')} />
        <ul className="panel-cards">
          {rounds.map((round) => (
            <RoundCard
              key={round.Id}
              round={round}
              open={round.Id === focus?.Id}
              disabled={running}
              onRun={(job) => setAsking({ round, job })}
            />
          ))}
        </ul>
      </section>
      {asking && (
        <ConfirmDialog
          message={t('season.jobs.confirm', {
            job: t(`season.job.${asking.job}`),
            round: asking.round.Title,
          })}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { round, job } = asking;
            setAsking(null);
            void start(round, job);
          }}
        />
      )}
    </section>
  );
}

function RoundCard({
  round,
  open,
  disabled,
  onRun,
}: {
  round: AdminRound;
  open: boolean;
  disabled: boolean;
  onRun: (job: RoundJob) => void;
}) {
  const { t } = useTranslation('panel');
  const c = useCulture();
  return (
    <li className="card panel-card">
      <details open={open}>
        <summary className="panel-round__summary">
          <strong>{round.Title}</strong>{' '}
          <span className={`panel-state panel-state--${round.State}`}>
            {t(`season.states.${round.State}`)}
          </span>{' '}
          <span className="panel-muted">
            {t('season.deadlineAt', { at: c.dateTime(round.Deadline) })} ·{' '}
            {t('season.playedOf', { done: round.FinishedMatchCount, total: round.MatchCount })}
          </span>
        </summary>
        <ul className="panel-jobs">
          {round.Jobs.map((job) => (
            <JobRow key={job.Job} round={round} job={job} disabled={disabled} onRun={onRun} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function JobRow({
  round,
  job,
  disabled,
  onRun,
}: {
  round: AdminRound;
  job: AdminRoundJob;
  disabled: boolean;
  onRun: (job: RoundJob) => void;
}) {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const last = job.LastRun;
  const [showChanges, setShowChanges] = useState(false);
  return (
    <li className="panel-job">
      <div>
        <strong>{t(`season.job.${job.Job}`)}</strong>
        {job.IsNext && <span className="panel-badge">{t('season.jobs.next')}</span>}
        {job.IsDue && <span className="panel-badge panel-badge--warn">{t('season.jobs.due')}</span>}
        <p className="panel-muted">
          {last
            ? t('season.jobs.last', {
                at: c.dateTime(last.RanAt),
                by: last.RanBy ? last.RanBy.UserName : t('season.jobs.scheduler'),
                outcome: last.Changed ? t('season.jobs.changed') : t('season.jobs.unchanged'),
              })
            : t('season.jobs.never')}
          {last?.PointChanges != null &&
            ` · ${t('season.jobs.pointChanges', { count: last.PointChanges })}`}
        </p>
        {last && last.Job === 'score' && last.RanBy && (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={showChanges}
            onClick={() => setShowChanges(!showChanges)}
          >
            {t(showChanges ? 'season.jobs.hideChanges' : 'season.jobs.showChanges')}
          </button>
        )}
        {showChanges && last && (
          <PointChanges runId={last.Id} title={t('changes.title', { round: round.Title })} />
        )}
      </div>
      <button
        type="button"
        className={job.IsNext ? 'button' : 'button button--ghost'}
        disabled={disabled}
        onClick={() => onRun(job.Job)}
      >
        {t('season.jobs.run')}
        <span className="visually-hidden">
          {' '}
          {t(`season.job.${job.Job}`)} · {round.Title}
        </span>
      </button>
    </li>
  );
}
