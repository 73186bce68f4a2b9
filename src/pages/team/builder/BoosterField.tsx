/**
 * The booster for the round: none, or one the wallet holds (or the saved team already uses);
 * what the wallet holds, and one it lacks bought here (BoosterShop).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booster } from '../../../../store/api/engine';
import { boosterChosen } from '../../../../store/team/teamBuilderSlice';
import { BOOSTERS } from '../teamData';
import { BoosterShop } from './BoosterShop';
import type { TeamBuilderModel } from './useTeamBuilder';

export function BoosterField({
  builder,
  owned,
  saved,
}: {
  builder: TeamBuilderModel;
  owned: ReadonlySet<Booster>;
  /** The saved team's booster: still usable when the wallet no longer holds one. */
  saved: Booster | null | undefined;
}) {
  const { t } = useTranslation('team');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-booster`} className="field__label">
        {t('booster.title')}
      </label>
      <select
        id={`${id}-booster`}
        className="input"
        value={builder.state.booster ?? ''}
        onChange={(e) => builder.act(boosterChosen((e.target.value || null) as Booster | null))}
      >
        <option value="">{t('booster.none')}</option>
        {BOOSTERS.map((booster) => {
          const usable = owned.has(booster) || saved === booster;
          return (
            <option key={booster} value={booster} disabled={!usable}>
              {t(`booster.${booster}`)}
              {usable ? '' : ` (${t('booster.notOwned')})`}
            </option>
          );
        })}
      </select>
      <BoosterShop saved={saved} onBought={(booster) => builder.act(boosterChosen(booster))} />
    </div>
  );
}
