/**
 * My friends on the profile (`Friend/GetFriends`), each name a link to his page
 * (`/arkadas/:name`), with a link to my season.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFriendGetFriendsQuery } from '../../../store/api/auth';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { managerPath } from '../../components/ManagerLink';

export function FriendsList() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useFriendGetFriendsQuery();
  const friends = data?.data ?? [];
  return (
    <section className="card stack" aria-labelledby="friends-title" data-testid="friends-list">
      <h2 id="friends-title">{t('friendsList.title')}</h2>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : friends.length === 0 ? (
        <p className="state state--empty">{t('friendsList.empty')}</p>
      ) : (
        <ul className="friends-list">
          {friends.map((friend) => (
            <li key={friend.Id}>
              <Link to={managerPath(friend.UserName)}>{friend.UserName}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
