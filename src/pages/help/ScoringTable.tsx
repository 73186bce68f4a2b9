/**
 * The scoring table, rendered from the rule set the server publishes
 * (`PlayerScoreRuleSet/GetRuleSets`): one row per event (its LabelKey), one column per
 * position, in the rule set's order.
 */
import { useTranslation } from 'react-i18next';
import type { Position, ScoreRule } from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { POSITIONS } from '../../../rules/squad';
import { useRuleSet } from '../../reads/ruleSet';

export interface ScoringRow {
  labelKey: string;
  cells: Record<Position, ScoreRule | undefined>;
}

/** Rules → rows by label, in SortOrder. */
export function scoringRows(rules: ScoreRule[]): ScoringRow[] {
  const rows = new Map<string, ScoringRow & { order: number }>();
  for (const rule of [...rules].sort((a, b) => a.SortOrder - b.SortOrder)) {
    const row = rows.get(rule.LabelKey) ?? {
      labelKey: rule.LabelKey,
      order: rule.SortOrder,
      cells: { GK: undefined, DEF: undefined, MID: undefined, FWD: undefined },
    };
    row.cells[rule.Position] = rule;
    rows.set(rule.LabelKey, row);
  }
  return [...rows.values()].map(({ labelKey, cells }) => ({ labelKey, cells }));
}

export function ScoringTable() {
  const { t } = useTranslation('pages');
  const { ruleSet, isLoading, isError, error, refetch } = useRuleSet();
  if (isLoading) return <Spinner />;
  if (isError) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!ruleSet || ruleSet.Rules.length === 0) return <EmptyState message={t('help.empty')} />;
  const points = (rule: ScoreRule | undefined) => {
    if (!rule) return t('help.none');
    const value = rule.Points > 0 ? `+${rule.Points}` : String(rule.Points);
    return rule.Per > 1 ? `${value} (${t('help.per', { count: rule.Per })})` : value;
  };
  return (
    <section>
      <h2 id="scoring-title">{t('help.scoringTitle')}</h2>
      <p className="muted">{ruleSet.Name}</p>
      {/* Wider than a phone: focusable, so that the keyboard can scroll it too; the one
          landmark named by the title (the section would be a second of the same name). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="scoring-title">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('help.stat')}</th>
              {POSITIONS.map((position) => (
                <th key={position} scope="col" className="num">
                  {t(`help.position.${position}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scoringRows(ruleSet.Rules).map((row) => (
              <tr key={row.labelKey}>
                <th scope="row">{t(row.labelKey)}</th>
                {POSITIONS.map((position) => (
                  <td key={position} className="num tabular">
                    {points(row.cells[position])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {t('help.captain', {
          multiplier: ruleSet.CaptainMultiplier,
          triple: ruleSet.TripleCaptainMultiplier,
        })}
      </p>
    </section>
  );
}
