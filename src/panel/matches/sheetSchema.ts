/**
 * The match sheet as the editor holds it, and the checks it runs before sending: the
 * importer's rules that a form can see (api-spec Admin/UpsertMatchEvents), each message
 * naming the row. The server checks the whole sheet again and its answer is shown as is.
 * Messages are keys of the `panel` namespace (the editor's useTranslation('panel') through
 * usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import type { MatchDetail, MatchEventType } from '../../../store/api/engine';

export const EVENT_TYPES: MatchEventType[] = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'penaltyMissed',
  'penaltySaved',
  'yellowCard',
  'secondYellow',
  'redCard',
  'substitution',
];

/** Whether an event names a second player: the assist, the taker, the player coming on. */
export const RELATED: Record<MatchEventType, 'required' | 'optional' | 'none'> = {
  goal: 'optional',
  penaltyGoal: 'none',
  ownGoal: 'none',
  penaltyMissed: 'none',
  penaltySaved: 'required',
  yellowCard: 'none',
  secondYellow: 'none',
  redCard: 'none',
  substitution: 'required',
};

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

export const MAX_MINUTE = 90;
const STARTERS_PER_SIDE = 11;

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

/** `clubOf`: the club of each player of the two squads. */
export const sheetSchema =
  (clubOf: (playerId: number) => number | undefined) => (t: TFunction<'panel'>) => {
    const whole = (min: number, max: number) =>
      yup
        .number()
        .typeError(t('form.number'))
        .required(t('form.required'))
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
      MinuteOn: whole(0, MAX_MINUTE).test('starter', function check(value) {
        const { IsStarter } = this.parent as AppearanceRow;
        if (IsStarter && value !== 0) return this.createError({ message: t('sheet.starterOn') });
        if (!IsStarter && value === 0) return this.createError({ message: t('sheet.subOn') });
        return true;
      }),
      MinuteOff: yup
        .number()
        .transform(emptyToNull)
        .nullable()
        .typeError(t('form.number'))
        .integer(t('form.integer'))
        .min(0, t('form.min', { min: 0 }))
        .max(MAX_MINUTE, t('form.max', { max: MAX_MINUTE }))
        .test('after-on', t('sheet.offBeforeOn'), function check(value) {
          const { MinuteOn } = this.parent as AppearanceRow;
          return value === null || value === undefined || value >= MinuteOn;
        }),
      Saves: whole(0, 50),
    });
    const event = yup.object({
      Minute: whole(1, MAX_MINUTE),
      AddedMinute: yup
        .number()
        .transform(emptyToNull)
        .nullable()
        .typeError(t('form.number'))
        .integer(t('form.integer'))
        .min(1, t('form.min', { min: 1 }))
        .max(30, t('form.max', { max: 30 }))
        .test('stoppage', t('sheet.stoppage'), function check(value) {
          const { Minute } = this.parent as EventRow;
          return value === null || value === undefined || Minute === 45 || Minute === 90;
        }),
      Type: yup.mixed<MatchEventType>().oneOf(EVENT_TYPES).required(t('form.required')),
      PlayerId: player,
      RelatedPlayerId: yup
        .number()
        .transform(emptyToNull)
        .nullable()
        .test('related', function check(value) {
          const { Type, PlayerId } = this.parent as EventRow;
          const rule = RELATED[Type];
          if (rule === 'required' && (value === null || value === undefined)) {
            return this.createError({ message: t('sheet.relatedRequired') });
          }
          if (rule === 'none' && value !== null && value !== undefined) {
            return this.createError({ message: t('sheet.relatedNone') });
          }
          if (value !== null && value !== undefined && value === PlayerId) {
            return this.createError({ message: t('sheet.relatedSame') });
          }
          if (
            Type === 'goal' &&
            value !== null &&
            value !== undefined &&
            clubOf(value) !== clubOf(PlayerId)
          ) {
            return this.createError({ message: t('sheet.assistSide') });
          }
          return true;
        }),
    });
    return yup
      .object({
        Appearances: yup.array(appearance).required(),
        Events: yup.array(event).required(),
      })
      .test('sheet', function check(sheet) {
        const appearances = (sheet.Appearances ?? []) as AppearanceRow[];
        const seen = new Map<number, AppearanceRow>();
        const starters = new Map<number | undefined, number>();
        // Rows without a player are reported on their own field.
        for (const [i, a] of appearances.entries()) {
          if (a.PlayerId === null || a.PlayerId === undefined) continue;
          if (seen.has(a.PlayerId)) {
            return this.createError({
              path: `Appearances.${i}.PlayerId`,
              message: t('sheet.twice'),
            });
          }
          seen.set(a.PlayerId, a);
          if (a.IsStarter) {
            const club = clubOf(a.PlayerId);
            starters.set(club, (starters.get(club) ?? 0) + 1);
            if (starters.get(club)! > STARTERS_PER_SIDE) {
              return this.createError({
                path: `Appearances.${i}.IsStarter`,
                message: t('sheet.tooManyStarters', { count: STARTERS_PER_SIDE }),
              });
            }
          }
        }
        for (const [i, e] of ((sheet.Events ?? []) as EventRow[]).entries()) {
          if (e.PlayerId === null || e.PlayerId === undefined) continue;
          const on = seen.get(e.PlayerId);
          if (!on) {
            return this.createError({
              path: `Events.${i}.PlayerId`,
              message: t('sheet.noAppearance'),
            });
          }
          const until = on.MinuteOff ?? MAX_MINUTE;
          if (typeof e.Minute !== 'number') continue;
          if (e.Minute < on.MinuteOn || e.Minute > until) {
            return this.createError({
              path: `Events.${i}.Minute`,
              message: t('sheet.notOnPitch', { from: on.MinuteOn, to: until }),
            });
          }
          if (e.RelatedPlayerId !== null && !seen.has(e.RelatedPlayerId)) {
            return this.createError({
              path: `Events.${i}.RelatedPlayerId`,
              message: t('sheet.noAppearance'),
            });
          }
        }
        return true;
      }) as unknown as yup.ObjectSchema<SheetForm>;
  };
