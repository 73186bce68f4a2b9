/**
 * react-hook-form with a yup schema built in the panel's language (the `panel` namespace);
 * the schema's tests read the server's time from the context (`now`), not the device's.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useContext, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ObjectSchema } from 'yup';
import type { RootState } from '../../store/rootReducer';
import { serverNow } from '../../store/serverClock/serverClockSlice';
import { ClockContext } from '../components/clock';

/** What a schema's tests may read through yup's context: the server's time now. */
export interface PanelFormContext {
  now: () => number;
}

export function usePanelForm<T extends FieldValues>(
  makeSchema: (t: TFunction<'panel'>) => ObjectSchema<T>,
  defaultValues: DefaultValues<T>,
) {
  const { t } = useTranslation('panel');
  const clock = useContext(ClockContext);
  const store = useStore<RootState>();
  const schema = useMemo(() => makeSchema(t), [makeSchema, t]);
  const form = useForm<T, PanelFormContext>({
    resolver: yupResolver(schema as never) as unknown as Resolver<T, PanelFormContext>,
    defaultValues,
    mode: 'onSubmit',
    context: { now: () => serverNow(clock.now(), store.getState().serverClock.offsetMs) },
  });
  return { form, t };
}
