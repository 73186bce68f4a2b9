/**
 * A manager's name as a link to his page (`/arkadas/:name`, spec section 2): the one way
 * league tables, rival pages and friend lists name a manager.
 */
import { Link } from 'react-router-dom';

export const managerPath = (userName: string) => `/arkadas/${encodeURIComponent(userName)}`;

export function ManagerLink({
  userName,
  className,
  children,
}: {
  userName: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Link to={managerPath(userName)} className={className}>
      {children ?? userName}
    </Link>
  );
}
