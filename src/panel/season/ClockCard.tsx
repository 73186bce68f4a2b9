/**
 * The game clock (`Admin/GetClock`): the game's time against the machine's. When the server
 * keeps a movable clock it can be moved on by hours or days, or set to a time; the round
 * jobs that became due run at once and are listed. Messages are keys of the `panel`
 * namespace (useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  useAdminGetClockQuery,
  useAdminSetClockMutation,
  type RoundJobResult,
} from '../../../store/api/engine';
import { useCulture } from '../../components/culture';
import { Field } from '../../components/forms/Field';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { Spinner } from '../../components/Spinner';
import { usePanelForm } from '../usePanelForm';
import { useRun } from '../useRun';

export interface ClockForm {
  amount: number;
  unit: 'hours' | 'days';
}

const UNIT_SECONDS = { hours: 3600, days: 86_400 } as const;
/** The server takes up to 366 days. */
const MAX_SECONDS = 366 * 86_400;

export const clockSchema = (t: TFunction<'panel'>) =>
  yup.object({
    amount: yup
      .number()
      .typeError(t('form.number'))
      .required(t('form.required'))
      .integer(t('form.integer'))
      .min(1, t('form.min', { min: 1 }))
      .test('max', t('season.clock.tooFar'), function check(value) {
        const unit = (this.parent as ClockForm).unit;
        return value === undefined || value * UNIT_SECONDS[unit] <= MAX_SECONDS;
      }),
    unit: yup.mixed<'hours' | 'days'>().oneOf(['hours', 'days']).required(),
  });

export function ClockCard({ onJobs }: { onJobs: (jobs: RoundJobResult[]) => void }) {
  const c = useCulture();
  const clock = useAdminGetClockQuery();
  const [setClock, { isLoading: moving }] = useAdminSetClockMutation();
  const run = useRun();
  const { form, t } = usePanelForm<ClockForm>(clockSchema, { amount: 1, unit: 'days' });
  const { register, handleSubmit, formState } = form;
  const [asking, setAsking] = useState<ClockForm | null>(null);
  const value = clock.data?.data;

  const move = async ({ amount, unit }: ClockForm) => {
    const outcome = await run(
      setClock({ setClockRequest: { AdvanceSeconds: amount * UNIT_SECONDS[unit] } }),
      t('season.clock.moved'),
    );
    if (outcome.ok) onJobs(outcome.data.data.Jobs);
  };

  return (
    <section className="card panel-card" aria-labelledby="panel-clock">
      <h2 id="panel-clock">{t('season.clock.title')}</h2>
      {clock.isLoading && <Spinner />}
      {clock.error && (
        <ErrorState message={errorMessage(clock.error)} onRetry={() => void clock.refetch()} />
      )}
      {value && (
        <>
          <dl className="panel-facts">
            <div>
              <dt>{t('season.clock.now')}</dt>
              <dd>{c.dateTime(value.Now)}</dd>
            </div>
            <div>
              <dt>{t('season.clock.system')}</dt>
              <dd>{c.dateTime(value.SystemNow)}</dd>
            </div>
            <div>
              <dt>{t('season.clock.offset')}</dt>
              <dd>{t('season.clock.hours', { hours: c.number(value.OffsetSeconds / 3600, 1) })}</dd>
            </div>
          </dl>
          {value.IsMovable ? (
            <form
              className="panel-inline-form"
              noValidate
              onSubmit={handleSubmit((values) => setAsking(values))}
            >
              <Field label={t('season.clock.amount')} error={formState.errors.amount?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...register('amount')}
                    className="input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                  />
                )}
              </Field>
              <Field label={t('season.clock.unit')}>
                {(props) => (
                  <select {...props} {...register('unit')} className="input">
                    <option value="hours">{t('season.clock.unitHours')}</option>
                    <option value="days">{t('season.clock.unitDays')}</option>
                  </select>
                )}
              </Field>
              <button type="submit" className="button" disabled={moving}>
                {t('season.clock.move')}
              </button>
            </form>
          ) : (
            <p className="field__hint">{t('season.clock.fixed')}</p>
          )}
        </>
      )}
      {asking && (
        <ConfirmDialog
          message={t('season.clock.confirm', {
            amount: asking.amount,
            unit: t(asking.unit === 'days' ? 'season.clock.unitDays' : 'season.clock.unitHours'),
          })}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const values = asking;
            setAsking(null);
            void move(values);
          }}
        />
      )}
    </section>
  );
}
