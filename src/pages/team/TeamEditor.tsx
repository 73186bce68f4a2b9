/**
 * The builder with what it needs loaded: the squad rules, the clubs, the whole pool and
 * the wallet's boosters; loading and error states until then.
 */
import { useTranslation } from 'react-i18next';
import type { UserTeamDetail, WeeklyLeagueInformation } from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { TeamBuilder } from './builder/TeamBuilder';
import { useClubs } from '../../reads/clubs';
import { useRuleSet } from '../../reads/ruleSet';
import { useOwnedBoosters, usePlayerPool } from './teamData';

export function TeamEditor({
  round,
  team,
  isPrimary,
  defaultName,
  extraTeamCoins = null,
}: {
  round: WeeklyLeagueInformation;
  team?: UserTeamDetail;
  isPrimary: boolean;
  defaultName: string;
  /** A new extra team's price in coins (paid when it is saved). */
  extraTeamCoins?: number | null;
}) {
  const { t } = useTranslation('team');
  const rules = useRuleSet();
  const clubs = useClubs();
  const pool = usePlayerPool();
  const boosters = useOwnedBoosters();
  if (rules.isError || clubs.isError || pool.isError) {
    return (
      <ErrorState
        message={errorMessage(rules.error ?? clubs.error)}
        onRetry={() => {
          if (rules.isError) void rules.refetch();
          if (clubs.isError) void clubs.refetch();
          if (pool.isError) pool.retry();
        }}
      />
    );
  }
  if (rules.isLoading || clubs.isLoading || pool.isLoading) return <Spinner />;
  if (!rules.ruleSet) return <ErrorState message={t('round.none')} />;
  return (
    <TeamBuilder
      // A new team or another saved version starts a fresh build.
      key={team ? `${team.UserTeam.Id}-${team.UserTeam.UpdatedAt}` : 'new'}
      rules={rules.ruleSet.Squad}
      round={round}
      clubs={clubs.byId}
      pool={pool.players}
      team={team}
      isPrimary={isPrimary}
      defaultName={defaultName}
      ownedBoosters={boosters}
      extraTeamCoins={extraTeamCoins}
    />
  );
}
