/**
 * Friend leagues: `/lig/arkadas-ligleri` (my groups, invitations to answer, a new group,
 * joining by invite code; a share link `?inviteCode=` lands here and offers to join) and
 * `/lig/arkadas-ligi/:groupId` (the group's table; any member shares the link and code;
 * the owner renames, invites by user name, removes members and deletes; a member leaves).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useFriendLeagueDeleteGroupMutation,
  useFriendLeagueDeleteGroupUserMutation,
  useFriendLeagueGetAllMyGroupUserQuery,
  useFriendLeagueGetFriendLeagueUserScoresQuery,
  useFriendLeagueGetGroupUsersQuery,
  useFriendLeagueInsertGroupMutation,
  useFriendLeagueInsertGroupUserMutation,
  useFriendLeagueJoinGroupByCodeMutation,
  useFriendLeagueUpdateGroupMutation,
  useFriendLeagueUpdateGroupUserMutation,
  type FriendGroup,
  type FriendGroupUser,
} from '../../../store/api/league';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useNotify } from '../../components/toast/notify';
import { failureMessage, TextForm, useOutcome } from './LeagueForms';
import { OwnerControls } from './OwnerControls';
import { tableRequest, UserLeagueTable, useMyUserId, useTableState } from './LeagueTable';

const INVITE_CODE = /^[A-HJ-NP-Za-hj-np-z2-9]{8}$/;

/** The link a member shares: anyone signed in who opens it is offered to join. */
export const shareLink = (code: string) =>
  `${window.location.origin}/lig/arkadas-ligleri?inviteCode=${code}`;

function JoinByCode({ initial }: { initial: string }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const [join] = useFriendLeagueJoinGroupByCodeMutation();
  const notify = useNotify();
  return (
    <TextForm
      label={t('friends.code')}
      hint={t('friends.codeHint')}
      button={t('friends.joinButton')}
      minLength={8}
      maxLength={8}
      pattern={INVITE_CODE}
      patternMessage={t('friends.codeInvalid')}
      tooShort={t('friends.codeInvalid')}
      initial={initial}
      onSubmit={async (code) => {
        const result = await join({ joinGroupByCodeRequest: { InviteCode: code.toUpperCase() } });
        const failed = failureMessage(result, t('failed'));
        if (failed) return failed;
        notify.success(t('friends.joined'));
        if ('data' in result && result.data)
          navigate(`/lig/arkadas-ligi/${result.data.data.GroupId}`);
        return null;
      }}
    />
  );
}

export function FriendLeaguesPage() {
  const { t } = useTranslation('leagues');
  const [params] = useSearchParams();
  const linkCode = params.get('inviteCode') ?? '';
  const mine = useFriendLeagueGetAllMyGroupUserQuery();
  const [create] = useFriendLeagueInsertGroupMutation();
  const [answer] = useFriendLeagueUpdateGroupUserMutation();
  const outcome = useOutcome();
  const fallback = t('failed');
  const rows = mine.data?.data ?? [];
  const invitations = rows.filter((row) => row.Status === 'invited');
  const groups = rows.filter((row) => row.Status === 'member');
  return (
    <>
      <h1>{t('friends.title')}</h1>
      <p className="muted">{t('friends.intro')}</p>
      {INVITE_CODE.test(linkCode) && (
        <section className="card stack" aria-labelledby="invite-link" data-testid="invite-link">
          <h2 id="invite-link">{t('friends.joinLinkTitle')}</h2>
          <p>{t('friends.joinLinkText', { code: linkCode.toUpperCase() })}</p>
          <JoinByCode initial={linkCode.toUpperCase()} />
        </section>
      )}
      {mine.isLoading ? (
        <Spinner />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          {invitations.length > 0 && (
            <section className="card stack" aria-labelledby="invitations">
              <h2 id="invitations">{t('friends.invitations')}</h2>
              <ul className="league-list">
                {invitations.map((row) => (
                  <li key={row.Id}>
                    <span>
                      {t('friends.invitedTo', {
                        owner: row.Group.OwnerUser.UserName,
                        name: row.Group.Name,
                      })}
                    </span>
                    <span className="league-list__actions">
                      <button
                        type="button"
                        className="button"
                        onClick={() =>
                          void outcome(
                            answer({ updateGroupUserRequest: { Id: row.Id, Accepted: true } }),
                            t('friends.accepted', { name: row.Group.Name }),
                            fallback,
                          )
                        }
                      >
                        {t('friends.accept')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() =>
                          void outcome(
                            answer({ updateGroupUserRequest: { Id: row.Id, Accepted: false } }),
                            t('friends.decline'),
                            fallback,
                          )
                        }
                      >
                        {t('friends.decline')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="stack" aria-labelledby="my-groups">
            <h2 id="my-groups">{t('friends.mine')}</h2>
            {groups.length === 0 ? (
              <EmptyState message={t('hub.noGroups')} />
            ) : (
              <ul className="league-list">
                {groups.map((row) => (
                  <li key={row.Id}>
                    <Link to={`/lig/arkadas-ligi/${row.GroupId}`}>{row.Group.Name}</Link>
                    <span className="muted">
                      {t('friends.members', { n: row.Group.GroupUserCount })} ·{' '}
                      {t('friends.owner', { name: row.Group.OwnerUser.UserName })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <div className="league-columns">
        <section className="card stack" aria-labelledby="new-group">
          <h2 id="new-group">{t('friends.createTitle')}</h2>
          <TextForm
            label={t('friends.name')}
            hint={t('friends.nameHint')}
            button={t('friends.create')}
            minLength={3}
            maxLength={40}
            tooShort={t('friends.nameHint')}
            onSubmit={(name) =>
              outcome(
                create({ insertGroupRequest: { Name: name } }),
                t('friends.created', { name }),
                fallback,
              )
            }
          />
        </section>
        {!INVITE_CODE.test(linkCode) && (
          <section className="card stack" aria-labelledby="join-code">
            <h2 id="join-code">{t('friends.joinCode')}</h2>
            <JoinByCode initial="" />
          </section>
        )}
      </div>
    </>
  );
}

function ShareBox({ group }: { group: FriendGroup }) {
  const { t } = useTranslation('leagues');
  const notify = useNotify();
  const link = shareLink(group.InviteCode);
  return (
    <div className="stack">
      <h3>{t('manage.share')}</h3>
      <p>
        {t('manage.codeLabel', { code: '' })}
        <code className="invite-code" data-testid="invite-code">
          {group.InviteCode}
        </code>
      </p>
      <label className="visually-hidden" htmlFor="share-link">
        {t('manage.share')}
      </label>
      <input id="share-link" className="input" readOnly value={link} data-testid="share-link" />
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => notify.success(t('manage.copied')),
            () => undefined,
          )
        }
      >
        {t('manage.copy')}
      </button>
    </div>
  );
}

export function GroupControls({
  group,
  members,
  me,
}: {
  group: FriendGroup;
  members: FriendGroupUser[];
  me: number | undefined;
}) {
  const { t } = useTranslation('leagues');
  const [rename] = useFriendLeagueUpdateGroupMutation();
  const [remove] = useFriendLeagueDeleteGroupMutation();
  const [removeUser] = useFriendLeagueDeleteGroupUserMutation();
  const [invite] = useFriendLeagueInsertGroupUserMutation();
  const listed = members.map((m) => ({
    id: m.Id,
    userId: m.User.Id,
    userName: m.User.UserName,
    owner: m.IsOwner,
    pending: m.Status === 'invited',
  }));
  return (
    <OwnerControls
      headingId="group-manage"
      name={group.Name}
      nameHint={t('friends.nameHint')}
      nameMaxLength={40}
      isOwner={group.OwnerUser.Id === me}
      members={listed}
      me={me}
      listRoute="/lig/arkadas-ligleri"
      addLabel={t('manage.invite')}
      added={(name) => t('manage.invited', { name })}
      rename={(name) => rename({ updateGroupRequest: { Id: group.Id, Name: name } })}
      add={(name) => invite({ groupId: group.Id, insertGroupUserRequest: { UserName: name } })}
      remove={() => remove({ id: group.Id })}
      removeMember={(friendLeagueGroupUserId) => removeUser({ friendLeagueGroupUserId })}
    >
      <ShareBox group={group} />
    </OwnerControls>
  );
}

export function FriendLeaguePage() {
  const { t } = useTranslation('leagues');
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const me = useMyUserId();
  const mine = useFriendLeagueGetAllMyGroupUserQuery();
  const members = useFriendLeagueGetGroupUsersQuery({ groupId }, { skip: !valid });
  const state = useTableState();
  const table = useFriendLeagueGetFriendLeagueUserScoresQuery(
    { friendGroupStandingsRequest: { ...tableRequest(state), GroupId: groupId } },
    { skip: !valid },
  );
  const group = mine.data?.data.find((row) => row.GroupId === groupId)?.Group;
  let body;
  if (!valid) body = <ErrorState message={t('friends.notFound')} />;
  else if (mine.isLoading || members.isLoading) body = <Spinner />;
  else if (members.isError || mine.isError || !group || !members.data) {
    body = (
      <ErrorState
        message={errorMessage(members.error ?? mine.error) ?? t('friends.notFound')}
        onRetry={() => {
          void mine.refetch();
          void members.refetch();
        }}
      />
    );
  } else {
    body = (
      <>
        <UserLeagueTable name={group.Name} state={state} query={table} />
        <GroupControls group={group} members={members.data.data} me={me} />
      </>
    );
  }
  return (
    <>
      <p>
        <Link to="/lig/arkadas-ligleri" className="back-link">
          ← {t('friends.title')}
        </Link>
      </p>
      <h1>{group?.Name ?? t('friends.title')}</h1>
      {body}
    </>
  );
}
