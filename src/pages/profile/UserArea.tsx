/**
 * `/kullanici/*`, the user area, one chunk: the profile with my friends (`profil`), my season
 * (`sezonum`); any other path goes to the profile.
 */
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ProfilePage from './ProfilePage';
import SeasonPage, { SEASON_PATH } from './SeasonPage';
import { FriendsList } from './FriendsList';
import './season.css';

function ProfileWithFriends() {
  const { t } = useTranslation();
  return (
    <>
      <ProfilePage />
      <p>
        <Link to={SEASON_PATH} className="button button--ghost" data-testid="my-season-link">
          {t('friendsList.mySeason')}
        </Link>
      </p>
      <FriendsList />
    </>
  );
}

export default function UserArea() {
  return (
    <Routes>
      <Route path="profil" element={<ProfileWithFriends />} />
      <Route path="sezonum" element={<SeasonPage />} />
      <Route path="*" element={<Navigate to="/kullanici/profil" replace />} />
    </Routes>
  );
}
