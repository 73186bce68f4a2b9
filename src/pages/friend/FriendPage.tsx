/**
 * `/arkadas/:name`: another player's profile with friend and follow counts, follow /
 * unfollow (unfollow asks first), a friend request and his season round by round.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useFollowFollowMutation,
  useFollowFollowStatusQuery,
  useFollowUnFollowMutation,
  useFriendAcceptFriendMutation,
  useFriendAddFriendMutation,
  useFriendIsFriendQuery,
  useUserGetUserProfileQuery,
} from '../../../store/api/auth';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { useAppSelector } from '../../../store/hooks';
import { useLanguage } from '../../reads/language';
import { Avatar } from '../../components/Avatar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { useNotify } from '../../components/toast/notify';
import { ManagerSeason } from '../profile/SeasonPage';

function useFailureToast() {
  const notify = useNotify();
  return (result: { error?: unknown }) => {
    if (result.error) notify.error((result.error as ApiError).ResultMessage);
  };
}

function SocialActions({ userId, userName }: { userId: number; userName: string }) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const follow = useFollowFollowStatusQuery({ userId });
  const friend = useFriendIsFriendQuery({ userId });
  const [doFollow, followState] = useFollowFollowMutation();
  const [doUnfollow, unfollowState] = useFollowUnFollowMutation();
  const [addFriend, addState] = useFriendAddFriendMutation();
  const [accept, acceptState] = useFriendAcceptFriendMutation();
  const [confirming, setConfirming] = useState(false);
  const busy =
    followState.isLoading || unfollowState.isLoading || addState.isLoading || acceptState.isLoading;
  if (follow.isLoading || friend.isLoading) return <Spinner />;
  if (follow.isError || friend.isError) {
    return (
      <ErrorState
        message={errorMessage(follow.error ?? friend.error)}
        onRetry={() => {
          void follow.refetch();
          void friend.refetch();
        }}
      />
    );
  }
  const status = friend.data?.data.Status ?? 'none';
  const following = follow.data?.data.IsFollowing ?? false;
  return (
    <div className="friend__actions">
      {follow.data?.data.IsFollowedBy && <span className="chip">{t('friend.followsYou')}</span>}
      {following ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('friend.unfollow')}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => failed(await doFollow({ userId }))}
        >
          {t('friend.follow')}
        </button>
      )}
      {status === 'none' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => failed(await addFriend({ userId }))}
        >
          {t('friend.addFriend')}
        </button>
      )}
      {status === 'incoming' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => failed(await accept({ userId }))}
        >
          {t('friend.incoming')}
        </button>
      )}
      {status === 'requested' && <span className="chip">{t('friend.requested')}</span>}
      {status === 'friends' && <span className="chip">{t('friend.friendsNow')}</span>}
      {confirming && (
        <ConfirmDialog
          message={t('friend.unfollowConfirm', { name: userName })}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            failed(await doUnfollow({ userId }));
          }}
        />
      )}
    </div>
  );
}

export default function FriendPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const me = useAppSelector((state) => state.session.user.value);
  const language = useLanguage();
  const { data, isLoading, isError, error, refetch } = useUserGetUserProfileQuery({
    userName: name,
  });
  if (isLoading) return <Spinner />;
  if (isError || !data)
    return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const profile = data.data;
  const itsMe = me?.Id === profile.Id;
  const counts = [
    ['friends', profile.FriendCount],
    ['followers', profile.FollowerCount],
    ['following', profile.FollowingCount],
  ] as const;
  return (
    <section className="page friend">
      <div className="profile__head">
        <Avatar imageUrl={profile.ImageUrl} name={profile.UserName} size={72} />
        <h1>{profile.UserName}</h1>
      </div>
      <dl className="counts">
        {counts.map(([key, value]) => (
          <div key={key} className="counts__item">
            <dt>{t(`friend.${key}`)}</dt>
            <dd className="tabular">{value.toLocaleString(language)}</dd>
          </div>
        ))}
      </dl>
      {itsMe ? (
        <p>
          {t('friend.itsYou')} <Link to="/kullanici/profil">{t('friend.toProfile')}</Link>
        </p>
      ) : (
        <SocialActions userId={profile.Id} userName={profile.UserName} />
      )}
      <ManagerSeason userId={profile.Id} name={profile.UserName} />
    </section>
  );
}
