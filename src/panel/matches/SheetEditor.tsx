/**
 * Appearances and events of one match (`Admin/UpsertMatchEvents`): the whole sheet is sent
 * and replaces the stored one; the score follows the goal events. Checked here first, by the
 * server's own sheet rules (sheetSchema.ts); the server's refusal names the row and is shown above the buttons,
 * the form kept as typed. Messages are keys of the `panel` namespace
 * (useTranslation('panel') through usePanelForm). What is typed is also kept in the tab's
 * session storage until it is saved, so a reload or a sign-in that ends loses nothing: the
 * editor offers the draft back.
 */
import { useCallback, useEffect, useState } from 'react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useAdminUpsertMatchEventsMutation, type MatchDetail } from '../../../store/api/engine';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { usePanelForm } from '../usePanelForm';
import type { TFunction } from 'i18next';
import { useRun } from '../useRun';
import { PlayerSelect, type Squad } from './PlayerSelect';
import {
  EVENT_TYPES,
  RELATED,
  sheetSchema,
  sheetValues,
  type EventRow,
  type SheetForm,
} from './sheetSchema';

type SchemaT = TFunction<'panel'>;

/** Where a match's unsaved sheet waits (this tab only). */
export const draftKey = (matchId: number) => `kadro.panel.sheet.${matchId}`;

function readDraft(matchId: number): SheetForm | null {
  try {
    const text = sessionStorage.getItem(draftKey(matchId));
    return text ? (JSON.parse(text) as SheetForm) : null;
  } catch {
    return null;
  }
}

export function SheetEditor({
  detail,
  squads,
  clubOf,
  onSaved,
}: {
  detail: MatchDetail;
  squads: Squad[];
  clubOf: (playerId: number) => number | undefined;
  onSaved?: (stored: MatchDetail) => void;
}) {
  const { HomeTeamId, AwayTeamId } = detail.Match;
  const makeSchema = useCallback(
    (t: SchemaT) => sheetSchema({ homeClubId: HomeTeamId, awayClubId: AwayTeamId, clubOf })(t),
    [HomeTeamId, AwayTeamId, clubOf],
  );
  const { form, t } = usePanelForm<SheetForm>(makeSchema, sheetValues(detail));
  const { register, control, handleSubmit, formState, watch } = form;
  const appearances = useFieldArray({ control, name: 'Appearances' });
  const events = useFieldArray({ control, name: 'Events' });
  const [save, { isLoading }] = useAdminUpsertMatchEventsMutation();
  const run = useRun();
  const [serverError, setServerError] = useState<string>();
  // A match day's correction is mostly events: the line-ups open on demand, or by themselves
  // when one of their rows is wrong (hidden rows keep their values).
  const [appearancesOpen, setShowAppearances] = useState(detail.HomeLineup.length === 0);
  const showAppearances = appearancesOpen || formState.errors.Appearances !== undefined;
  const match = detail.Match;
  const [draft, setDraft] = useState(() => readDraft(match.Id));
  // Every change is kept until saved (a storage that refuses it keeps the form as it is).
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(draftKey(match.Id), JSON.stringify(values));
      } catch {
        // Storage full or off: the form still holds it.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, match.Id]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const outcome = await run(
      save({
        upsertMatchEventsRequest: {
          MatchId: match.Id,
          Appearances: values.Appearances.map((a) => ({
            PlayerId: a.PlayerId,
            IsStarter: a.IsStarter,
            MinuteOn: a.MinuteOn,
            MinuteOff: a.MinuteOff,
            Saves: a.Saves,
          })),
          Events: values.Events.map((e) => ({
            Minute: e.Minute,
            AddedMinute: e.AddedMinute,
            Type: e.Type,
            PlayerId: e.PlayerId,
            RelatedPlayerId: e.RelatedPlayerId,
          })),
          ...(detail.HomeStats && { HomeStats: teamStats(detail.HomeStats) }),
          ...(detail.AwayStats && { AwayStats: teamStats(detail.AwayStats) }),
        },
      }),
      t('sheet.saved'),
    );
    if (!outcome.ok) setServerError(outcome.message);
    else {
      sessionStorage.removeItem(draftKey(match.Id));
      onSaved?.(outcome.data.data);
    }
  });

  const rowError = (error: FieldError | undefined) => error?.message;
  const eventRows = watch('Events') as EventRow[] | undefined;

  return (
    <form className="form panel-sheet" noValidate onSubmit={onSubmit} aria-labelledby="panel-sheet">
      <h2 id="panel-sheet">{t('sheet.title')}</h2>
      <p className="field__hint">{t('sheet.hint')}</p>
      {draft && (
        <div className="form-message panel-draft" role="status">
          <p>{t('sheet.draft')}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                form.reset(draft);
                setShowAppearances(true);
                setDraft(null);
              }}
            >
              {t('sheet.restoreDraft')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                sessionStorage.removeItem(draftKey(match.Id));
                setDraft(null);
              }}
            >
              {t('sheet.discardDraft')}
            </button>
          </div>
        </div>
      )}

      <fieldset className="panel-fieldset">
        <legend>{t('sheet.events', { count: events.fields.length })}</legend>
        {events.fields.length === 0 && <p>{t('sheet.noEvents')}</p>}
        {events.fields.map((field, i) => {
          const errors = formState.errors.Events?.[i];
          const type = eventRows?.[i]?.Type ?? field.Type;
          return (
            <fieldset key={field.id} className="panel-row">
              <legend>{t('sheet.event', { n: i + 1 })}</legend>
              <Field label={t('sheet.type')} error={rowError(errors?.Type)}>
                {(props) => (
                  <select {...props} {...register(`Events.${i}.Type`)} className="input">
                    {EVENT_TYPES.map((name) => (
                      <option key={name} value={name}>
                        {t(`sheet.types.${name}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('sheet.minute')} error={rowError(errors?.Minute)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`Events.${i}.Minute`)}
                    className="input"
                    type="number"
                    inputMode="numeric"
                  />
                )}
              </Field>
              <Field label={t('sheet.added')} error={rowError(errors?.AddedMinute)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`Events.${i}.AddedMinute`)}
                    className="input"
                    type="number"
                    inputMode="numeric"
                  />
                )}
              </Field>
              <Field label={t(`sheet.playerOf.${type}`)} error={rowError(errors?.PlayerId)}>
                {(props) => (
                  <PlayerSelect
                    {...props}
                    {...register(`Events.${i}.PlayerId`)}
                    squads={squads}
                    emptyLabel={t('sheet.choosePlayer')}
                  />
                )}
              </Field>
              {RELATED[type] !== 'none' || errors?.RelatedPlayerId ? (
                <Field
                  label={t(`sheet.relatedOf.${type}`)}
                  error={rowError(errors?.RelatedPlayerId)}
                >
                  {(props) => (
                    <PlayerSelect
                      {...props}
                      {...register(`Events.${i}.RelatedPlayerId`)}
                      squads={squads}
                      emptyLabel={t('sheet.nobody')}
                    />
                  )}
                </Field>
              ) : null}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => events.remove(i)}
              >
                {t('sheet.remove')}
                <span className="visually-hidden"> {t('sheet.event', { n: i + 1 })}</span>
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            events.append({
              Minute: '' as unknown as number,
              AddedMinute: null,
              Type: 'goal',
              PlayerId: '' as unknown as number,
              RelatedPlayerId: null,
            })
          }
        >
          {t('sheet.addEvent')}
        </button>
      </fieldset>

      <fieldset className="panel-fieldset">
        <legend>{t('sheet.appearances', { count: appearances.fields.length })}</legend>
        {appearances.fields.length === 0 && <p>{t('sheet.noAppearances')}</p>}
        {appearances.fields.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={showAppearances}
            onClick={() => setShowAppearances(!showAppearances)}
          >
            {t(showAppearances ? 'sheet.hideAppearances' : 'sheet.showAppearances')}
          </button>
        )}
        {showAppearances &&
          appearances.fields.map((field, i) => {
            const errors = formState.errors.Appearances?.[i];
            return (
              <fieldset key={field.id} className="panel-row">
                <legend>{t('sheet.appearance', { n: i + 1 })}</legend>
                <Field label={t('sheet.player')} error={rowError(errors?.PlayerId)}>
                  {(props) => (
                    <PlayerSelect
                      {...props}
                      {...register(`Appearances.${i}.PlayerId`)}
                      squads={squads}
                      emptyLabel={t('sheet.choosePlayer')}
                    />
                  )}
                </Field>
                <label className="check">
                  <input type="checkbox" {...register(`Appearances.${i}.IsStarter`)} />
                  {t('sheet.starter')}
                </label>
                {errors?.IsStarter && (
                  <p className="field__error" role="alert">
                    {errors.IsStarter.message}
                  </p>
                )}
                <Field label={t('sheet.minuteOn')} error={rowError(errors?.MinuteOn)}>
                  {(props) => (
                    <input
                      {...props}
                      {...register(`Appearances.${i}.MinuteOn`)}
                      className="input"
                      type="number"
                      inputMode="numeric"
                    />
                  )}
                </Field>
                <Field label={t('sheet.minuteOff')} error={rowError(errors?.MinuteOff)}>
                  {(props) => (
                    <input
                      {...props}
                      {...register(`Appearances.${i}.MinuteOff`)}
                      className="input"
                      type="number"
                      inputMode="numeric"
                    />
                  )}
                </Field>
                <Field label={t('sheet.saves')} error={rowError(errors?.Saves)}>
                  {(props) => (
                    <input
                      {...props}
                      {...register(`Appearances.${i}.Saves`)}
                      className="input"
                      type="number"
                      inputMode="numeric"
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => appearances.remove(i)}
                >
                  {t('sheet.remove')}
                  <span className="visually-hidden"> {t('sheet.appearance', { n: i + 1 })}</span>
                </button>
              </fieldset>
            );
          })}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setShowAppearances(true);
            appearances.append({
              PlayerId: '' as unknown as number,
              IsStarter: true,
              MinuteOn: 0,
              MinuteOff: null,
              Saves: 0,
            });
          }}
        >
          {t('sheet.addAppearance')}
        </button>
      </fieldset>

      {Object.keys(formState.errors).length > 0 && (
        <FormMessage kind="error" message={t('form.fix')} />
      )}
      <FormMessage kind="error" message={serverError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t('sheet.save')}
        </button>
      </div>
    </form>
  );
}

function teamStats(stats: NonNullable<MatchDetail['HomeStats']>) {
  const out: Record<string, number> = {};
  for (const key of ['Possession', 'Shots', 'ShotsOnTarget', 'Corners', 'Fouls'] as const) {
    const value = stats[key];
    if (value !== null) out[key] = value;
  }
  return out;
}
