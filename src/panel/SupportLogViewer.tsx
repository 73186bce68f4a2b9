/**
 * One support log replayed: the divergence check's verdict, a timeline of its actions
 * (slider and step buttons), the action and the state it changed at the chosen step, and
 * the real UI redrawn from the replayed state there (ReplayedScreen).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSupportLogGetByIdQuery } from '../../store/api/auth';
import { ErrorState, errorMessage } from '../components/StateViews';
import { Spinner } from '../components/Spinner';
import { ReplayedScreen } from './ReplayedScreen';
import { locationOf, replaySteps, stateDiff } from './replaySteps';

/** The log as the file `npm run replay` and Redux DevTools open. */
function save(id: number, log: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(log)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kadro-support-log-${id}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function SupportLogViewer() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: answer, error, isLoading, refetch } = useSupportLogGetByIdQuery({ id });
  const data = answer?.data;
  const steps = useMemo(() => (data ? replaySteps(data.Log) : null), [data]);
  const [chosen, setChosen] = useState<number | null>(null);

  if (isLoading) return <Spinner />;
  if (error || !data || !steps)
    return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const header = (
    <>
      <p>
        <Link to="/panel/destek-kayitlari">{t('panel.logs.back')}</Link>
      </p>
      <h1>{t('panel.viewer.title', { id: data.Id, user: data.UserName })}</h1>
      {data.Note && <p className="muted">{data.Note}</p>}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => save(data.Id, data.Log)}
      >
        {t('panel.viewer.download')}
      </button>
    </>
  );
  if ('refused' in steps) {
    return (
      <section className="page panel">
        {header}
        <p role="alert" className="form-message form-message--error">
          {steps.refused}
        </p>
      </section>
    );
  }
  const last = steps.states.length - 1;
  const step = Math.min(chosen ?? steps.focus, last);
  const state = steps.states[step];
  const action = step > 0 ? steps.actions[step - 1] : null;
  const changes = step > 0 ? stateDiff(steps.states[step - 1], state) : [];
  const location = locationOf(state);
  return (
    <section className="page panel">
      {header}
      <p className="muted">{t('panel.viewer.version', { version: steps.appVersion })}</p>
      <p
        role="status"
        className={`form-message form-message--${steps.ok ? 'success' : 'error'}`}
        data-testid="replay-verdict"
      >
        {steps.verdict}
      </p>
      <div className="panel__timeline">
        <button
          type="button"
          className="button button--ghost"
          disabled={step === 0}
          onClick={() => setChosen(step - 1)}
        >
          {t('panel.viewer.previous')}
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          aria-label={t('panel.viewer.timeline')}
          aria-valuetext={
            action
              ? t('panel.viewer.stepOf', { seq: steps.firstSeq + step - 1, type: action.type })
              : t('panel.viewer.base')
          }
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={step === last}
          onClick={() => setChosen(step + 1)}
        >
          {t('panel.viewer.next')}
        </button>
      </div>
      <h2 data-testid="replay-step">
        {action
          ? t('panel.viewer.stepOf', { seq: steps.firstSeq + step - 1, type: action.type })
          : t('panel.viewer.base')}
      </h2>
      <div className="panel__columns">
        <div>
          <h3>{t('panel.viewer.action')}</h3>
          <pre className="panel__code" tabIndex={0}>
            {action ? JSON.stringify(action, null, 2).slice(0, 20_000) : '—'}
          </pre>
        </div>
        <div>
          <h3>{t('panel.viewer.changes')}</h3>
          {changes.length === 0 ? (
            <p>{t('panel.viewer.noChange')}</p>
          ) : (
            <ul className="panel__diff" data-testid="replay-diff">
              {changes.map((change) => (
                <li key={change.path}>
                  <code>{change.path}</code>: <del>{change.before}</del> → <ins>{change.after}</ins>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h3>{t('panel.viewer.screen', { location })}</h3>
      <ReplayedScreen state={state} location={location} />
    </section>
  );
}
