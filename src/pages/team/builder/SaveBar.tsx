/**
 * The builder's commands: the server's refusal of the last save (as it says it), generate a
 * squad (also with the budget booster when the wallet holds one), clear, save. Clearing
 * asks first (`Vazgeç` / `Evet`): it takes every player off at once. A new extra team that
 * costs coins says so, and its save asks first with the balance it leaves.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { squadCleared } from '../../../../store/team/teamBuilderSlice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCoins } from '../../../components/culture';
import { useBalances } from '../../market/marketData';
import type { TeamBuilderModel } from './useTeamBuilder';

export function SaveBar({
  builder,
  canBoostBudget,
  extraTeamCoins,
}: {
  builder: TeamBuilderModel;
  canBoostBudget: boolean;
  /** What saving this new extra team costs; null when it costs nothing. */
  extraTeamCoins: number | null;
}) {
  const { t } = useTranslation('team');
  const { busy } = builder;
  const { coins } = useBalances();
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const cost = extraTeamCoins ? formatCoins(extraTeamCoins) : null;
  return (
    <>
      {cost && (
        <p className="field__hint" data-testid="extra-team-cost">
          {t('extraTeam.cost', { coins: cost, balance: formatCoins(coins) })}
        </p>
      )}
      {asking && cost && (
        <ConfirmDialog
          message={t('extraTeam.confirm', {
            coins: cost,
            balance: formatCoins(coins - (extraTeamCoins ?? 0)),
          })}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            builder.save();
          }}
        />
      )}
      {clearing && (
        <ConfirmDialog
          title={t('builder.clearTitle')}
          message={t('builder.clearConfirm', { count: builder.picked })}
          onCancel={() => setClearing(false)}
          onConfirm={() => {
            setClearing(false);
            builder.actAndDeselect(squadCleared());
          }}
        />
      )}
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
          onClick={() => setClearing(true)}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="button button--large"
          data-testid="team-save"
          disabled={busy || builder.issues.length > 0}
          onClick={() => (cost ? setAsking(true) : builder.save())}
        >
          {builder.saving ? t('saving') : t('save')}
        </button>
      </div>
    </>
  );
}
