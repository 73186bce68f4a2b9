/**
 * The builder's commands: the server's refusal of the last save (as it says it), generate a
 * squad (also with the budget booster when the wallet holds one), clear, save.
 */
import { useTranslation } from 'react-i18next';
import { squadCleared } from '../../../../store/team/teamBuilderSlice';
import type { TeamBuilderModel } from './useTeamBuilder';

export function SaveBar({
  builder,
  canBoostBudget,
}: {
  builder: TeamBuilderModel;
  canBoostBudget: boolean;
}) {
  const { t } = useTranslation('team');
  const { busy } = builder;
  return (
    <>
      {builder.serverError && (
        <p className="form-message form-message--error" role="alert">
          {builder.serverError}
        </p>
      )}
      <div className="builder__actions">
        <button
          type="button"
          className="button button--ghost"
          data-testid="team-generate"
          disabled={busy}
          onClick={() => builder.generate(false)}
        >
          {builder.generating ? t('generating') : t('generate')}
        </button>
        {canBoostBudget && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => builder.generate(true)}
          >
            {t('generateWithBooster')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || builder.picked === 0}
          onClick={() => builder.actAndDeselect(squadCleared())}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="button button--large"
          data-testid="team-save"
          disabled={busy || builder.issues.length > 0}
          onClick={builder.save}
        >
          {builder.saving ? t('saving') : t('save')}
        </button>
      </div>
    </>
  );
}
