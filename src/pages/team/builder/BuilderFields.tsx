/** The team's name and its formation (a segmented control of the rule set's formations). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineupOfPlayerType } from '../../../../store/api/engine';
import { formationChosen, nameChanged } from '../../../../store/team/teamBuilderSlice';
import type { TeamBuilderModel } from './useTeamBuilder';

export function BuilderFields({
  builder,
  formations,
}: {
  builder: TeamBuilderModel;
  formations: readonly LineupOfPlayerType[];
}) {
  const { t } = useTranslation('team');
  const id = useId();
  const { state } = builder;
  return (
    <div className="builder__fields">
      <div className="field">
        <label htmlFor={`${id}-name`} className="field__label">
          {t('name')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          maxLength={30}
          value={state.name}
          onChange={(e) => builder.act(nameChanged(e.target.value))}
        />
      </div>
      <fieldset className="segmented">
        <legend className="field__label">{t('formation')}</legend>
        <div className="segmented__options">
          {formations.map((lineup) => (
            <label key={lineup} className="segmented__option">
              <input
                type="radio"
                name={`${id}-formation`}
                value={lineup}
                checked={state.lineup === lineup}
                onChange={() => builder.actAndDeselect(formationChosen(lineup))}
              />
              <span>{lineup}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
