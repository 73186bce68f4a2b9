/**
 * A new coupon (`Admin/InsertCoupon`): its code, what it grants (products and quantities),
 * how many players may use it (each once) and until when. Messages are keys of the `panel`
 * namespace (useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  useAdminInsertCouponMutation,
  type AdminProduct,
  type Coupon,
} from '../../../store/api/wallet';
import { COUPON_CODE_MAX, COUPON_CODE_MIN } from '../../../store/constants';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { usePanelForm, type PanelFormContext } from '../usePanelForm';
import { useRun } from '../useRun';

export interface CouponFormValues {
  Code: string;
  IsSpecial: boolean;
  Grants: { ProductCode: string; Quantity: number }[];
  MaxUses: number;
  /** `datetime-local`, the browser's time zone. */
  ExpiresAt: string;
  Note: string;
}

export const MAX_GRANTS = 10;

export const couponSchema = (t: TFunction<'panel'>) =>
  yup.object({
    Code: yup
      .string()
      .trim()
      .uppercase()
      .required(t('form.required'))
      .min(COUPON_CODE_MIN, t('coupons.codeLength', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX }))
      .max(COUPON_CODE_MAX, t('coupons.codeLength', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX }))
      .matches(/^[A-Z0-9]+$/, t('coupons.codeChars')),
    IsSpecial: yup.boolean().required(),
    Grants: yup
      .array(
        yup.object({
          ProductCode: yup.string().required(t('form.required')),
          Quantity: yup
            .number()
            .typeError(t('form.number'))
            .required(t('form.required'))
            .integer(t('form.integer'))
            .min(1, t('form.min', { min: 1 }))
            .max(1_000_000, t('form.max', { max: 1_000_000 })),
        }),
      )
      .min(1, t('coupons.grantsNeeded'))
      .max(MAX_GRANTS, t('coupons.grantsMax', { max: MAX_GRANTS }))
      .test('distinct', t('coupons.grantTwice'), (grants) => {
        const codes = (grants ?? []).map((g) => g.ProductCode);
        return new Set(codes).size === codes.length;
      })
      .required(),
    MaxUses: yup
      .number()
      .typeError(t('form.number'))
      .required(t('form.required'))
      .integer(t('form.integer'))
      .min(1, t('form.min', { min: 1 }))
      .max(10_000_000, t('form.max', { max: 10_000_000 })),
    ExpiresAt: yup
      .string()
      .required(t('form.required'))
      .test('date', t('form.date'), (value) => !Number.isNaN(new Date(value).getTime()))
      .test('future', t('coupons.expiryPast'), function future(value) {
        const { now } = this.options.context as PanelFormContext;
        return new Date(value).getTime() > now();
      }),
    Note: yup
      .string()
      .max(500, t('form.maxLength', { max: 500 }))
      .defined(),
  }) as yup.ObjectSchema<CouponFormValues>;

export function CouponForm({
  products,
  onCreated,
}: {
  products: AdminProduct[];
  onCreated?: (coupon: Coupon) => void;
}) {
  const { form, t } = usePanelForm<CouponFormValues>(couponSchema, {
    Code: '',
    IsSpecial: false,
    Grants: [{ ProductCode: '', Quantity: 1 }],
    MaxUses: 100,
    ExpiresAt: '',
    Note: '',
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const grants = useFieldArray({ control, name: 'Grants' });
  const [insert, { isLoading }] = useAdminInsertCouponMutation();
  const run = useRun();
  const [serverError, setServerError] = useState<string>();
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const outcome = await run(
      insert({
        insertCouponRequest: {
          Code: values.Code,
          IsSpecial: values.IsSpecial,
          Grants: values.Grants,
          MaxUses: values.MaxUses,
          ExpiresAt: new Date(values.ExpiresAt).toISOString(),
          ...(values.Note.trim() && { Note: values.Note.trim() }),
        },
      }),
      t('coupons.created', { code: values.Code }),
    );
    if (!outcome.ok) {
      setServerError(outcome.message);
      return;
    }
    reset();
    onCreated?.(outcome.data.data);
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="panel-coupon-new">
      <h3 id="panel-coupon-new">{t('coupons.new')}</h3>
      <div className="panel-grid">
        <Field label={t('coupons.code')} error={errors.Code?.message} hint={t('coupons.codeHint')}>
          {(props) => (
            <input
              {...props}
              {...register('Code')}
              className="input input--code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('coupons.maxUses')} error={errors.MaxUses?.message}>
          {(props) => (
            <input
              {...props}
              {...register('MaxUses')}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
            />
          )}
        </Field>
        <Field label={t('coupons.expires')} error={errors.ExpiresAt?.message}>
          {(props) => (
            <input {...props} {...register('ExpiresAt')} className="input" type="datetime-local" />
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" {...register('IsSpecial')} />
        {t('coupons.special')}
      </label>
      <fieldset className="panel-fieldset">
        <legend>{t('coupons.grants')}</legend>
        {grants.fields.map((field, i) => (
          <div key={field.id} className="panel-row panel-row--inline">
            <Field
              label={t('coupons.product', { n: i + 1 })}
              error={errors.Grants?.[i]?.ProductCode?.message}
            >
              {(props) => (
                <select {...props} {...register(`Grants.${i}.ProductCode`)} className="input">
                  <option value="">{t('coupons.chooseProduct')}</option>
                  {products.map((product) => (
                    <option key={product.Id} value={product.Code}>
                      {product.Code} · {product.Name.Tr} / {product.Name.En}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('coupons.quantity', { n: i + 1 })}
              error={errors.Grants?.[i]?.Quantity?.message}
            >
              {(props) => (
                <input
                  {...props}
                  {...register(`Grants.${i}.Quantity`)}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                />
              )}
            </Field>
            {grants.fields.length > 1 && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => grants.remove(i)}
              >
                {t('coupons.removeGrant')}
                <span className="visually-hidden"> {i + 1}</span>
              </button>
            )}
          </div>
        ))}
        {errors.Grants?.root?.message || errors.Grants?.message ? (
          <p className="field__error" role="alert">
            {errors.Grants?.root?.message ?? errors.Grants?.message}
          </p>
        ) : null}
        {grants.fields.length < MAX_GRANTS && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => grants.append({ ProductCode: '', Quantity: 1 })}
          >
            {t('coupons.addGrant')}
          </button>
        )}
      </fieldset>
      <Field label={t('coupons.note')} error={errors.Note?.message}>
        {(props) => <textarea {...props} {...register('Note')} className="input" rows={2} />}
      </Field>
      <FormMessage kind="error" message={serverError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t('coupons.create')}
        </button>
      </div>
    </form>
  );
}
