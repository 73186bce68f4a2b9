/**
 * The builder's screen: the budget bar (and the phone's tabs) on top, a restored draft's
 * notice, the squad part (pitch, name and formation, club counts, booster, what stops a
 * save, the commands), the pool, and the tapped player's actions as a sheet.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBuilderState } from '../../../../store/team/teamBuilderSlice';
import { PlayerPool } from '../PlayerPool';
import { SquadPitch } from '../SquadPitch';
import { BoosterField } from './BoosterField';
import { BuilderFields } from './BuilderFields';
import { BuilderSummary } from './BuilderSummary';
import { BuilderTabs, useBuilderTabs, type Tab } from './BuilderTabs';
import { ClubCounts } from './ClubCounts';
import { PlayerActions } from './PlayerActions';
import { SaveBar } from './SaveBar';
import { SquadIssues } from './SquadIssues';
import type { DraftAddress } from './draftStorage';
import type { TeamBuilderProps } from './TeamBuilder';
import { useTeamBuilder } from './useTeamBuilder';

/** A phone's pool shows 20 rows at a time (a row there is two or three lines tall). */
const PHONE_PAGE = 20;

export function BuilderScreen(
  props: TeamBuilderProps & {
    state: TeamBuilderState;
    draft: DraftAddress;
    restored: boolean;
    onDiscardDraft: () => void;
  },
) {
  const { rules, round, clubs, pool, ownedBoosters } = props;
  const { t } = useTranslation('team');
  const screen = useRef<HTMLDivElement>(null);
  const tabs = useBuilderTabs(screen);
  const builder = useTeamBuilder(props.state, clubs, props.draft, {
    showPool: () => tabs.setTab('pool'),
    showSquad: () => tabs.setTab('squad'),
  });
  const choose = (next: Tab) => {
    if (next !== tabs.tab) builder.closeActions();
    tabs.setTab(next);
  };
  return (
    <div ref={screen} className={`builder ${builder.selectedPlayer ? 'builder--acting' : ''}`}>
      <div className="builder__head">
        <BuilderSummary
          round={round}
          remaining={builder.remaining}
          value={builder.value}
          picked={builder.picked}
          squadSize={rules.SquadSize}
        />
        <BuilderTabs
          tabs={tabs}
          onChoose={choose}
          squadCount={t('summary.playersCount', { count: builder.picked, total: rules.SquadSize })}
        />
      </div>
      <div className="builder__main" {...tabs.panel('squad')}>
        {props.restored && (
          <p className="builder__draft" role="status">
            {t('builder.draftRestored')}{' '}
            <button type="button" className="button button--ghost" onClick={props.onDiscardDraft}>
              {t('builder.draftDiscard')}
            </button>
          </p>
        )}
        <SquadPitch xi={builder.xi} bench={builder.bench} clubs={clubs} />
        <BuilderFields builder={builder} formations={rules.Formations} />
        <ClubCounts counts={builder.counts} clubs={clubs} maxPerClub={rules.MaxPlayersPerTeam} />
        <BoosterField
          builder={builder}
          owned={ownedBoosters}
          saved={props.team?.UserTeam.Booster}
        />
        <SquadIssues issues={builder.issues} />
        <SaveBar
          builder={builder}
          canBoostBudget={ownedBoosters.has('BudgetBooster')}
          extraTeamCoins={props.team ? null : (props.extraTeamCoins ?? null)}
        />
      </div>
      <div className="builder__pool" {...tabs.panel('pool')}>
        <PlayerPool
          players={pool}
          clubs={clubs}
          filter={builder.filter}
          onFilter={builder.setFilter}
          blockerOf={builder.blockerOf}
          maxPerClub={rules.MaxPlayersPerTeam}
          onAdd={builder.add}
          searchId={builder.searchId}
          pageSize={tabs.phone ? PHONE_PAGE : undefined}
        />
      </div>
      <PlayerActions builder={builder} />
    </div>
  );
}
