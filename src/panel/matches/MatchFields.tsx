/**
 * A match's state, kickoff, score and live minute (`Admin/UpdateMatch`): only what changed
 * is sent. A score that disagrees with the goal events is refused by the server (correct
 * the events instead), and its message is shown with the form kept as typed. Messages are
 * keys of the `panel` namespace (useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  useAdminUpdateMatchMutation,
  type Match,
  type MatchState,
  type UpdateMatchRequest,
} from '../../../store/api/engine';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { usePanelForm } from '../usePanelForm';
import { useRun } from '../useRun';

export const MATCH_STATES: MatchState[] = ['scheduled', 'live', 'finished', 'postponed'];

export interface MatchFieldsForm {
  State: MatchState;
  /** `datetime-local`, the browser's time zone. */
  Kickoff: string;
  HomeScore: number | null;
  AwayScore: number | null;
  Minute: number | null;
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

export const matchFieldsSchema = (t: TFunction<'panel'>) => {
  const goals = yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError(t('form.number'))
    .integer(t('form.integer'))
    .min(0, t('form.min', { min: 0 }))
    .max(30, t('form.max', { max: 30 }));
  return yup.object({
    State: yup.mixed<MatchState>().oneOf(MATCH_STATES).required(t('form.required')),
    Kickoff: yup
      .string()
      .required(t('form.required'))
      .test('date', t('form.date'), (value) => !Number.isNaN(new Date(value).getTime())),
    HomeScore: goals.test('pair', t('match.bothScores'), function check(value) {
      const { AwayScore } = this.parent as MatchFieldsForm;
      return (value === null) === (AwayScore === null);
    }),
    AwayScore: goals,
    Minute: yup
      .number()
      .transform(emptyToNull)
      .nullable()
      .typeError(t('form.number'))
      .integer(t('form.integer'))
      .min(0, t('form.min', { min: 0 }))
      .max(130, t('form.max', { max: 130 })),
  }) as yup.ObjectSchema<MatchFieldsForm>;
};

/** An ISO time as a `datetime-local` value in the browser's zone. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function matchFieldValues(match: Match): MatchFieldsForm {
  return {
    State: match.State,
    Kickoff: localInput(match.Kickoff),
    HomeScore: match.HomeScore,
    AwayScore: match.AwayScore,
    Minute: match.Minute,
  };
}

/** What changed, as the request. */
export function matchChanges(match: Match, values: MatchFieldsForm): UpdateMatchRequest {
  const request: UpdateMatchRequest = { MatchId: match.Id };
  if (values.State !== match.State) request.State = values.State;
  if (values.Kickoff !== localInput(match.Kickoff)) {
    request.Kickoff = new Date(values.Kickoff).toISOString();
  }
  if (
    values.HomeScore !== null &&
    values.AwayScore !== null &&
    (values.HomeScore !== match.HomeScore || values.AwayScore !== match.AwayScore)
  ) {
    request.HomeScore = values.HomeScore;
    request.AwayScore = values.AwayScore;
  }
  if (values.Minute !== null && values.Minute !== match.Minute) request.Minute = values.Minute;
  return request;
}

export function MatchFields({
  match,
  homeName,
  awayName,
  onSaved,
}: {
  match: Match;
  onSaved?: (stored: Match) => void;
  homeName: string;
  awayName: string;
}) {
  const { form, t } = usePanelForm<MatchFieldsForm>(matchFieldsSchema, matchFieldValues(match));
  const { register, handleSubmit, formState } = form;
  const [update, { isLoading }] = useAdminUpdateMatchMutation();
  const run = useRun();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();

  const onSubmit = handleSubmit(async (values) => {
    const request = matchChanges(match, values);
    if (Object.keys(request).length === 1) {
      setMessage({ kind: 'success', text: t('match.nothing') });
      return;
    }
    setMessage(undefined);
    const outcome = await run(update({ updateMatchRequest: request }), t('match.saved'));
    if (!outcome.ok) setMessage({ kind: 'error', text: outcome.message });
    else onSaved?.(outcome.data.data);
  });

  const errors = formState.errors;
  return (
    <form
      className="form panel-card card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="panel-match"
    >
      <h2 id="panel-match">{t('match.title')}</h2>
      <div className="panel-grid">
        <Field label={t('match.state')} error={errors.State?.message}>
          {(props) => (
            <select {...props} {...register('State')} className="input">
              {MATCH_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`matches.states.${state}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('match.kickoff')} error={errors.Kickoff?.message}>
          {(props) => (
            <input {...props} {...register('Kickoff')} className="input" type="datetime-local" />
          )}
        </Field>
        <Field label={t('match.score', { club: homeName })} error={errors.HomeScore?.message}>
          {(props) => (
            <input
              {...props}
              {...register('HomeScore')}
              className="input"
              type="number"
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label={t('match.score', { club: awayName })} error={errors.AwayScore?.message}>
          {(props) => (
            <input
              {...props}
              {...register('AwayScore')}
              className="input"
              type="number"
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label={t('match.minute')} error={errors.Minute?.message}>
          {(props) => (
            <input
              {...props}
              {...register('Minute')}
              className="input"
              type="number"
              inputMode="numeric"
            />
          )}
        </Field>
      </div>
      <FormMessage kind={message?.kind ?? 'error'} message={message?.text} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t('match.save')}
        </button>
      </div>
    </form>
  );
}
