/**
 * A player's availability and price (`Admin/UpdatePlayer`): injured, suspended or doubtful
 * with a reason in both languages and an expected return (a date, a round, or both);
 * available clears them. Messages are keys of the `panel` namespace
 * (useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  useAdminUpdatePlayerMutation,
  type AdminPlayer,
  type PlayerStatus,
  type UpdatePlayerRequest,
} from '../../../store/api/engine';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { usePanelForm } from '../usePanelForm';
import { useRun } from '../useRun';

export const PLAYER_STATUSES: PlayerStatus[] = ['available', 'doubtful', 'injured', 'suspended'];

export interface PlayerFormValues {
  Status: PlayerStatus;
  ReasonTr: string;
  ReasonEn: string;
  /** `yyyy-mm-dd` or empty. */
  ReturnDate: string;
  ReturnRound: number | null;
  /** Millions, one decimal (7.5). */
  Price: number;
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

export const playerSchema = (t: TFunction<'panel'>) =>
  yup.object({
    Status: yup.mixed<PlayerStatus>().oneOf(PLAYER_STATUSES).required(t('form.required')),
    ReasonTr: yup
      .string()
      .max(200, t('form.maxLength', { max: 200 }))
      .defined(),
    ReasonEn: yup
      .string()
      .max(200, t('form.maxLength', { max: 200 }))
      .defined()
      .test('both', t('players.reasonBoth'), function both(value) {
        const { ReasonTr } = this.parent as PlayerFormValues;
        return Boolean(value.trim()) === Boolean(ReasonTr.trim());
      }),
    ReturnDate: yup
      .string()
      .defined()
      .test('date', t('form.date'), (value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value)),
    ReturnRound: yup
      .number()
      .transform(emptyToNull)
      .nullable()
      .typeError(t('form.number'))
      .integer(t('form.integer'))
      .min(1, t('form.min', { min: 1 }))
      .max(60, t('form.max', { max: 60 })),
    Price: yup
      .number()
      .typeError(t('form.number'))
      .required(t('form.required'))
      .min(1, t('form.min', { min: 1 }))
      .max(20, t('form.max', { max: 20 }))
      .test('tenths', t('players.priceStep'), (value) =>
        Number.isInteger(Math.round(value * 10 * 1e6) / 1e6),
      ),
  }) as yup.ObjectSchema<PlayerFormValues>;

export function playerValues(player: AdminPlayer): PlayerFormValues {
  return {
    Status: player.Status,
    ReasonTr: player.StatusReason?.Tr ?? '',
    ReasonEn: player.StatusReason?.En ?? '',
    ReturnDate: player.ExpectedReturnDate ?? '',
    ReturnRound: player.ExpectedReturnRound,
    Price: player.Price / 10,
  };
}

/** The request: availability as a whole, and the price when it changed. */
export function playerRequest(player: AdminPlayer, values: PlayerFormValues): UpdatePlayerRequest {
  const price = Math.round(values.Price * 10);
  const away = values.Status !== 'available';
  const reason =
    away && values.ReasonTr.trim()
      ? { Tr: values.ReasonTr.trim(), En: values.ReasonEn.trim() }
      : null;
  return {
    PlayerId: player.Id,
    Status: values.Status,
    StatusReason: reason,
    ExpectedReturnDate: away && values.ReturnDate ? values.ReturnDate : null,
    ExpectedReturnRound: away ? values.ReturnRound : null,
    ...(price !== player.Price && { Price: price }),
  };
}

export function PlayerForm({ player, onDone }: { player: AdminPlayer; onDone?: () => void }) {
  const { form, t } = usePanelForm<PlayerFormValues>(playerSchema, playerValues(player));
  const { register, handleSubmit, formState, watch } = form;
  const [update, { isLoading }] = useAdminUpdatePlayerMutation();
  const run = useRun();
  const [serverError, setServerError] = useState<string>();
  const errors = formState.errors;
  const away = watch('Status') !== 'available';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const outcome = await run(
      update({ updatePlayerRequest: playerRequest(player, values) }),
      t('players.saved', { player: player.DisplayName }),
    );
    if (!outcome.ok) setServerError(outcome.message);
    else onDone?.();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="panel-grid">
        <Field label={t('players.status')} error={errors.Status?.message}>
          {(props) => (
            <select {...props} {...register('Status')} className="input">
              {PLAYER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`players.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('players.price')}
          error={errors.Price?.message}
          hint={t('players.priceHint')}
        >
          {(props) => (
            <input
              {...props}
              {...register('Price')}
              className="input"
              type="number"
              inputMode="decimal"
              step="0.1"
            />
          )}
        </Field>
      </div>
      {away && (
        <div className="panel-grid">
          <Field label={t('players.reasonTr')} error={errors.ReasonTr?.message}>
            {(props) => <input {...props} {...register('ReasonTr')} className="input" lang="tr" />}
          </Field>
          <Field label={t('players.reasonEn')} error={errors.ReasonEn?.message}>
            {(props) => <input {...props} {...register('ReasonEn')} className="input" lang="en" />}
          </Field>
          <Field label={t('players.returnDate')} error={errors.ReturnDate?.message}>
            {(props) => (
              <input {...props} {...register('ReturnDate')} className="input" type="date" />
            )}
          </Field>
          <Field label={t('players.returnRound')} error={errors.ReturnRound?.message}>
            {(props) => (
              <input
                {...props}
                {...register('ReturnRound')}
                className="input"
                type="number"
                inputMode="numeric"
              />
            )}
          </Field>
        </div>
      )}
      <FormMessage kind="error" message={serverError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t('players.save')}
        </button>
      </div>
    </form>
  );
}
