/**
 * A season file (the JSON of server/season/README.md) imported from the browser: checked
 * first as a dry run (nothing written), then imported all or nothing after a confirmation.
 * Both run in the background on the server (`Admin/StartSeasonImport`); their progress is
 * asked for twice a second (`Admin/GetSeasonImport`) and shown as a bar.
 */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminGetSeasonImportQuery,
  useAdminStartSeasonImportMutation,
  type AdminImportJob,
  type SeasonImport as SeasonFile,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useCulture } from '../../components/culture';
import { FormMessage } from '../../components/forms/FormMessage';
import { ConfirmButton } from '../ConfirmButton';
import { useRun } from '../useRun';

const POLL_MS = 500;

interface Chosen {
  name: string;
  /** Which file (name, size, time): a dry run only counts for the file it checked. */
  key: string;
  data: SeasonFile;
}

/** A chosen file's text (FileReader: every browser, and the tests' DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.onerror = () => fail(reader.error);
    reader.readAsText(file);
  });
}

/** The file's text as an import, or the reason it is not one. */
export function parseSeasonFile(text: string): SeasonFile | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return String((error as Error).message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const file = value as Partial<SeasonFile>;
  return {
    ...file,
    CompetitionCode: file.CompetitionCode ?? DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
  };
}

export function SeasonImport() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string>();
  // The import being watched and the file it was started for.
  const [started, setStarted] = useState<{ id: number; key: string } | null>(null);
  const [start, { isLoading: starting }] = useAdminStartSeasonImportMutation();
  const run = useRun();
  const job = useAdminGetSeasonImportQuery({ id: started?.id ?? 0 }, { skip: started === null });
  const current: AdminImportJob | undefined = job.data?.data;
  const runningNow = started !== null && (!current || current.State === 'running');
  // Asked again twice a second while it runs (a second subscription carries the polling).
  useAdminGetSeasonImportQuery(
    { id: started?.id ?? 0 },
    { skip: !runningNow, pollingInterval: POLL_MS },
  );
  // A dry run counts for the file it checked, until another import starts.
  const checked =
    chosen !== null && started?.key === chosen.key && current?.State === 'done' && current.DryRun;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChosen(null);
    setStarted(null);
    setFileError(undefined);
    if (!file) return;
    const parsed = parseSeasonFile(await readText(file));
    if (typeof parsed === 'string') {
      setFileError(t('import.notJson', { why: parsed }));
      return;
    }
    setChosen({
      name: file.name,
      key: `${file.name}:${file.size}:${file.lastModified}`,
      data: parsed,
    });
  };

  const begin = async (dryRun: boolean) => {
    if (!chosen) return;
    const outcome = await run(
      start({ seasonImport: { ...chosen.data, DryRun: dryRun } }),
      t(dryRun ? 'import.checking' : 'import.started'),
    );
    if (outcome.ok) setStarted({ id: outcome.data.data.Id, key: chosen.key });
  };

  const counts = chosen && {
    teams: chosen.data.Teams?.length ?? 0,
    players: chosen.data.Players?.length ?? 0,
    rounds: chosen.data.Rounds?.length ?? 0,
    matches: chosen.data.Matches?.length ?? 0,
  };

  return (
    <section className="card panel-card" aria-labelledby="panel-import">
      <h2 id="panel-import">{t('import.title')}</h2>
      <p className="field__hint">{t('import.hint')}</p>
      <div className="field">
        <label className="field__label" htmlFor="panel-import-file">
          {t('import.file')}
        </label>
        <input
          id="panel-import-file"
          className="input"
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onFile(event)}
        />
      </div>
      <FormMessage kind="error" message={fileError} />
      {counts && (
        <p>
          {t('import.contains', {
            teams: c.number(counts.teams),
            players: c.number(counts.players),
            rounds: c.number(counts.rounds),
            matches: c.number(counts.matches),
          })}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={!chosen || starting || runningNow}
          onClick={() => void begin(true)}
        >
          {t('import.dryRun')}
        </button>
        <ConfirmButton
          disabled={!checked || starting || runningNow}
          message={t('import.confirm', { file: chosen?.name ?? '' })}
          onConfirm={() => void begin(false)}
        >
          {t('import.run')}
        </ConfirmButton>
      </div>
      {chosen && !checked && !runningNow && <p className="field__hint">{t('import.dryFirst')}</p>}
      {current && <ImportProgress job={current} />}
    </section>
  );
}

function ImportProgress({ job }: { job: AdminImportJob }) {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const result = job.Result;
  return (
    <div className="panel-import" aria-live="polite">
      <label className="field__label" htmlFor={`import-${job.Id}`}>
        {t(job.DryRun ? 'import.dryProgress' : 'import.progress', {
          stage: t(`import.stages.${job.Stage}`),
          done: c.number(job.Done),
          total: c.number(job.Total),
        })}
      </label>
      <progress id={`import-${job.Id}`} max={Math.max(job.Total, 1)} value={job.Done} />
      {job.State === 'failed' && (
        <FormMessage kind="error" message={t('import.failed', { problem: job.Problem ?? '' })} />
      )}
      {job.State === 'done' && result && (
        <div role="status">
          <p>{t(result.DryRun ? 'import.wouldDo' : 'import.did')}</p>
          <ul className="panel-list">
            {(['Teams', 'Players', 'Rounds', 'Matches'] as const).map((list) => (
              <li key={list}>
                {t(`import.lists.${list}`)}:{' '}
                {t('import.addedUpdated', {
                  added: c.number(result[list].Added),
                  updated: c.number(result[list].Updated),
                })}
              </li>
            ))}
            <li>
              {t('import.sheets', {
                appearances: c.number(result.Appearances),
                events: c.number(result.Events),
              })}
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
