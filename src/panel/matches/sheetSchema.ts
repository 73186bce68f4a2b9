/**
 * The match sheet as the editor holds it, and the checks it runs before sending: each field's
 * shape here, then the sheet's own rules (rules/matchSheet.ts, the ones the server runs for
 * Admin/UpsertMatchEvents and the season import), each problem beside the row and field it
 * names. The server checks the whole sheet again and its answer is shown as is. Messages are
 * keys of the `panel` namespace (the editor's useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import type { MatchDetail, MatchEventType } from '../../../store/api/engine';
import {
  LAST_MINUTE,
  SHEET_EVENT_TYPES,
  sheetProblems,
  type SheetClubs,
  type SheetRows,
} from '../../../rules/matchSheet';

export { RELATED } from '../../../rules/matchSheet';
export const EVENT_TYPES: readonly MatchEventType[] = SHEET_EVENT_TYPES;

export interface AppearanceRow {
  PlayerId: number;
  IsStarter: boolean;
  MinuteOn: number;
  MinuteOff: number | null;
  Saves: number;
}

export interface EventRow {
  Minute: number;
  AddedMinute: number | null;
  Type: MatchEventType;
  PlayerId: number;
  RelatedPlayerId: number | null;
}

export interface SheetForm {
  Appearances: AppearanceRow[];
  Events: EventRow[];
}

export const MAX_MINUTE = LAST_MINUTE;

/** The stored sheet as the form's starting values. */
export function sheetValues(detail: MatchDetail): SheetForm {
  return {
    Appearances: [...detail.HomeLineup, ...detail.AwayLineup].map((p) => ({
      PlayerId: p.PlayerId,
      IsStarter: p.IsStarter,
      MinuteOn: p.MinuteOn,
      MinuteOff: p.MinuteOff,
      Saves: p.Stats.Saves,
    })),
    Events: detail.Events.map((e) => ({
      Minute: e.Minute,
      AddedMinute: e.AddedMinute,
      Type: e.Type,
      PlayerId: e.PlayerId,
      RelatedPlayerId: e.RelatedPlayerId,
    })),
  };
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

const isWhole = (value: unknown): value is number => Number.isInteger(value);
const isWholeOrNull = (value: unknown) => value === null || isWhole(value);

/** The form's rows as the rules read them, once every field has a value of its shape. */
function completeSheet(form: Partial<SheetForm>): SheetRows | null {
  const appearances = form.Appearances ?? [];
  const events = form.Events ?? [];
  const ready =
    appearances.every(
      (a) => isWhole(a.PlayerId) && isWhole(a.MinuteOn) && isWholeOrNull(a.MinuteOff),
    ) &&
    events.every(
      (e) =>
        isWhole(e.PlayerId) &&
        isWhole(e.Minute) &&
        isWholeOrNull(e.AddedMinute) &&
        isWholeOrNull(e.RelatedPlayerId) &&
        EVENT_TYPES.includes(e.Type),
    );
  if (!ready) return null;
  return {
    appearances: appearances.map((a) => ({
      playerId: a.PlayerId,
      isStarter: a.IsStarter,
      minuteOn: a.MinuteOn,
      minuteOff: a.MinuteOff,
      saves: a.Saves,
    })),
    events: events.map((e) => ({
      minute: e.Minute,
      addedMinute: e.AddedMinute,
      type: e.Type,
      playerId: e.PlayerId,
      relatedPlayerId: e.RelatedPlayerId,
    })),
  };
}

/** `clubs`: the match's two clubs and the club of each player of their squads. */
export const sheetSchema = (clubs: SheetClubs) => (t: TFunction<'panel'>) => {
  const whole = (min: number, max: number) =>
    yup
      .number()
      .typeError(t('form.number'))
      .required(t('form.required'))
      .integer(t('form.integer'))
      .min(min, t('form.min', { min }))
      .max(max, t('form.max', { max }));
  const wholeOrEmpty = (min: number, max: number) =>
    yup
      .number()
      .transform(emptyToNull)
      .nullable()
      .typeError(t('form.number'))
      .integer(t('form.integer'))
      .min(min, t('form.min', { min }))
      .max(max, t('form.max', { max }));
  const player = yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError(t('form.required'))
    .required(t('form.required'));
  const appearance = yup.object({
    PlayerId: player,
    IsStarter: yup.boolean().required(),
    MinuteOn: whole(0, MAX_MINUTE),
    MinuteOff: wholeOrEmpty(0, MAX_MINUTE),
    Saves: whole(0, 50),
  });
  const event = yup.object({
    Minute: whole(1, MAX_MINUTE),
    AddedMinute: wholeOrEmpty(1, 30),
    Type: yup.mixed<MatchEventType>().oneOf(EVENT_TYPES).required(t('form.required')),
    PlayerId: player,
    RelatedPlayerId: yup.number().transform(emptyToNull).nullable(),
  });
  return yup
    .object({
      Appearances: yup.array(appearance).required(),
      Events: yup.array(event).required(),
    })
    .test('sheet', function check(form) {
      const sheet = completeSheet(form as Partial<SheetForm>);
      if (!sheet) return true; // each field says what it lacks first
      // One message a field: the first problem the rules name there.
      const errors = new Map<string, yup.ValidationError>();
      for (const problem of sheetProblems(sheet, clubs)) {
        const path = `${problem.list}.${problem.row}.${problem.field}`;
        if (errors.has(path)) continue;
        const { count, from, to, minute } = problem;
        const message = t(`sheet.${problem.code}`, { count, from, to, minute });
        errors.set(path, this.createError({ path, message }));
      }
      return errors.size === 0 || new yup.ValidationError([...errors.values()]);
    }) as unknown as yup.ObjectSchema<SheetForm>;
};
