/** A titled card of the home board; its heading names the section for screen readers. */
import { useId, type ReactNode } from 'react';

export function HomeCard({
  title,
  badge,
  className = '',
  children,
}: {
  title: string;
  /** Shown beside the title (the round's state, "provisional"). */
  badge?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`card home-card ${className}`.trim()} aria-labelledby={id}>
      <div className="home-card__head">
        <h2 id={id} className="home-card__title">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'live' | 'warning';
  children: ReactNode;
}) {
  return <span className={`home-badge home-badge--${tone}`}>{children}</span>;
}

/** A club's shirt colours as a small dot beside its name. */
export function ClubDot({ primary, secondary }: { primary?: string; secondary?: string }) {
  return (
    <span
      className="home-club-dot"
      aria-hidden="true"
      style={{
        background: `linear-gradient(90deg, ${primary ?? 'var(--raised)'} 50%, ${secondary ?? 'var(--raised)'} 50%)`,
      }}
    />
  );
}
