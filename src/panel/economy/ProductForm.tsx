/**
 * One product's prices and whether it is sold (`Admin/UpsertProduct`, the rest of the
 * product sent as stored). Messages are keys of the `panel` namespace
 * (useTranslation('panel') through usePanelForm).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useAdminUpsertProductMutation, type AdminProduct } from '../../../store/api/wallet';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { usePanelForm } from '../usePanelForm';
import { useRun } from '../useRun';

export interface ProductFormValues {
  PriceCoins: number | null;
  PriceFanGold: number | null;
  /** Lira with up to two decimals, as typed; sent in kuruş. */
  PriceLira: number | null;
  IsActive: boolean;
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

export const productSchema = (t: TFunction<'panel'>) => {
  const price = yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError(t('form.number'))
    .min(0, t('form.min', { min: 0 }));
  return yup
    .object({
      PriceCoins: price.integer(t('form.integer')),
      PriceFanGold: price.integer(t('form.integer')),
      PriceLira: price.test(
        'kurus',
        t('products.twoDecimals'),
        (value) =>
          value === null ||
          value === undefined ||
          Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      ),
      IsActive: yup.boolean().required(),
    })
    .test('some-price', t('products.noPrice'), function check(values) {
      const { PriceCoins, PriceFanGold, PriceLira, IsActive } = values as ProductFormValues;
      if (!IsActive || PriceCoins !== null || PriceFanGold !== null || PriceLira !== null) {
        return true;
      }
      return this.createError({ path: 'PriceCoins', message: t('products.noPrice') });
    }) as unknown as yup.ObjectSchema<ProductFormValues>;
};

export function ProductForm({ product }: { product: AdminProduct }) {
  const { form, t } = usePanelForm<ProductFormValues>(productSchema, {
    PriceCoins: product.PriceCoins,
    PriceFanGold: product.PriceFanGold,
    PriceLira: product.PriceKurus === null ? null : product.PriceKurus / 100,
    IsActive: product.IsActive,
  });
  const { register, handleSubmit, formState } = form;
  const [upsert, { isLoading }] = useAdminUpsertProductMutation();
  const run = useRun();
  const [serverError, setServerError] = useState<string>();
  const errors = formState.errors;
  const id = `product-${product.Id}`;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const outcome = await run(
      upsert({
        upsertProductRequest: {
          Id: product.Id,
          ProductType: product.ProductType,
          Code: product.Code,
          Name: product.Name,
          Description: product.Description,
          PriceCoins: values.PriceCoins,
          PriceFanGold: values.PriceFanGold,
          PriceKurus: values.PriceLira === null ? null : Math.round(values.PriceLira * 100),
          Grants: product.Grants.map((g) => ({ ProductCode: g.ProductCode, Quantity: g.Quantity })),
          DurationDays: product.DurationDays,
          MaxPerHalfSeason: product.MaxPerHalfSeason,
          IsActive: values.IsActive,
          SortOrder: product.SortOrder,
        },
      }),
      t('products.saved', { code: product.Code }),
    );
    if (!outcome.ok) setServerError(outcome.message);
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={id}>
      <h3 id={id}>
        {product.Name.Tr} / {product.Name.En} <code>{product.Code}</code>
      </h3>
      <div className="panel-grid">
        <Field label={t('products.coins')} error={errors.PriceCoins?.message}>
          {(props) => (
            <input
              {...props}
              {...register('PriceCoins')}
              className="input"
              type="number"
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label={t('products.fanGold')} error={errors.PriceFanGold?.message}>
          {(props) => (
            <input
              {...props}
              {...register('PriceFanGold')}
              className="input"
              type="number"
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label={t('products.lira')} error={errors.PriceLira?.message}>
          {(props) => (
            <input
              {...props}
              {...register('PriceLira')}
              className="input"
              type="number"
              inputMode="decimal"
              step="0.01"
            />
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" {...register('IsActive')} />
        {t('products.active')}
      </label>
      <FormMessage kind="error" message={serverError} />
      <div className="form__actions">
        <button type="submit" className="button button--ghost" disabled={isLoading}>
          {t('products.save')}
          <span className="visually-hidden"> {product.Code}</span>
        </button>
      </div>
    </form>
  );
}
