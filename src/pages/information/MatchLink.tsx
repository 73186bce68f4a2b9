/**
 * A link to a match's page for a signed-in user. `/mac-detayları` is in the signed-in route
 * table (spec section 2), so a visitor would land on `/`: for a visitor the same content
 * shows as plain text instead of a link that goes nowhere useful.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { matchDetailsPath } from './matchStatus';

export function MatchLink({
  matchId,
  className,
  label,
  children,
}: {
  matchId: number;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const signedIn = useAppSelector((state) => state.session.user.value !== null);
  if (!signedIn) {
    return label === undefined ? (
      <span className={className} data-match-id={matchId}>
        {children}
      </span>
    ) : (
      <span className={className} role="group" aria-label={label} data-match-id={matchId}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={matchDetailsPath(matchId)}
      className={className}
      aria-label={label}
      data-match-id={matchId}
    >
      {children}
    </Link>
  );
}
