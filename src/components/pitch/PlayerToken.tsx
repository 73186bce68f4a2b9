/**
 * A player on the pitch: a shirt in his club's two colours, his name and one caption
 * (points or price), with an optional captain badge and availability flag. Text comes
 * from the caller (already translated).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './pitch.css';

export interface PlayerTokenProps {
  name: string;
  /** Club shirt colours (`#rrggbb`). */
  primaryColor: string;
  secondaryColor: string;
  /** Under the name: points ("12") or a price ("7,5M"). */
  caption?: ReactNode;
  /** A short badge in the shirt's corner ("C", "V") with its spoken name. */
  badge?: { text: string; label: string };
  /** Injured or suspended: a warning flag with its spoken name. */
  flag?: { kind: 'injured' | 'suspended'; label: string };
  /** Makes the token a link (the player's page). */
  to?: string;
  /** Highlights the token (the top player). */
  highlight?: boolean;
}

export function Shirt({ primary, secondary }: { primary: string; secondary: string }) {
  return (
    <svg className="club-shirt" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d="M13 4 L4 10 L8 18 L11 16 L11 36 L29 36 L29 16 L32 18 L36 10 L27 4 Q20 9 13 4 Z"
        fill={primary}
        stroke={secondary}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M17 4.8 Q20 8 23 4.8" fill="none" stroke={secondary} strokeWidth="2" />
    </svg>
  );
}

export function PlayerToken(props: PlayerTokenProps) {
  const { name, primaryColor, secondaryColor, caption, badge, flag, to, highlight } = props;
  const body = (
    <>
      <span className="player-token__shirt">
        <Shirt primary={primaryColor} secondary={secondaryColor} />
        {badge && (
          <span className="player-token__badge" title={badge.label}>
            <span aria-hidden="true">{badge.text}</span>
            <span className="visually-hidden">{badge.label}</span>
          </span>
        )}
        {flag && (
          <span
            className={`player-token__flag player-token__flag--${flag.kind}`}
            title={flag.label}
          >
            <span aria-hidden="true">!</span>
            <span className="visually-hidden">{flag.label}</span>
          </span>
        )}
      </span>
      <span className="player-token__name">{name}</span>
      {caption !== undefined && <span className="player-token__caption tabular">{caption}</span>}
    </>
  );
  const className = `player-token${highlight ? ' player-token--highlight' : ''}`;
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <span className={className}>{body}</span>
  );
}
