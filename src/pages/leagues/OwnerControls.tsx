/**
 * The management card of a league a user owns or belongs to (a clan, a friend league): the
 * owner renames it, adds a user by name, deletes it and removes members, each destructive
 * step after a confirm; a member leaves. What differs between the kinds of league (the
 * calls, the name's rule, the words for adding) comes from the caller.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ManagerLink } from '../../components/ManagerLink';
import { ConfirmButton, TextForm, useOutcome, type Outcome } from './LeagueForms';

export interface LeagueMember {
  /** The membership's id (what removing it takes). */
  id: number;
  userId: number;
  userName: string;
  owner: boolean;
  /** Invited, not yet joined. */
  pending?: boolean;
}

export interface OwnerControlsProps {
  /** The card heading's id. */
  headingId: string;
  /** The league's current name. */
  name: string;
  nameHint: string;
  nameMaxLength: number;
  isOwner: boolean;
  members: LeagueMember[];
  /** The signed-in user's id. */
  me: number | undefined;
  /** Where the user goes after deleting or leaving. */
  listRoute: string;
  /** The add form's label, and its toast on success. */
  addLabel: string;
  added: (userName: string) => string;
  rename: (name: string) => Promise<Outcome>;
  add: (userName: string) => Promise<Outcome>;
  remove: () => Promise<Outcome>;
  removeMember: (memberId: number) => Promise<Outcome>;
  /** The owner's further actions on one member (before 'remove'). */
  memberActions?: (member: LeagueMember) => ReactNode;
  /** Shown to someone neither owner nor member. */
  outsider?: ReactNode;
  /** Shown to everyone above the controls. */
  children?: ReactNode;
}

export function OwnerControls({
  headingId,
  name,
  nameHint,
  nameMaxLength,
  isOwner,
  members,
  me,
  listRoute,
  addLabel,
  added,
  rename,
  add,
  remove,
  removeMember,
  memberActions,
  outsider,
  children,
}: OwnerControlsProps) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const outcome = useOutcome();
  const fallback = t('failed');
  const mine = members.find((member) => member.userId === me);
  const run = (call: Promise<Outcome>, success: string) => outcome(call, success, fallback);
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.title')}</h2>
      {children}
      {isOwner ? (
        <div className="stack" data-testid="owner-controls">
          <TextForm
            label={t('manage.renameTitle')}
            hint={nameHint}
            button={t('manage.rename')}
            minLength={3}
            maxLength={nameMaxLength}
            initial={name}
            tooShort={nameHint}
            onSubmit={(newName) => run(rename(newName), t('manage.renamed'))}
          />
          <TextForm
            label={addLabel}
            button={t('manage.inviteButton')}
            minLength={3}
            maxLength={32}
            tooShort={t('manage.inviteName')}
            onSubmit={(userName) => run(add(userName), added(userName))}
          />
          <ConfirmButton
            className="button button--danger"
            message={t('manage.deleteConfirm', { name })}
            onConfirm={async () => {
              const failed = await run(remove(), t('manage.deleted', { name }));
              if (!failed) navigate(listRoute);
            }}
          >
            {t('manage.delete')}
          </ConfirmButton>
        </div>
      ) : mine ? (
        <ConfirmButton
          message={t('manage.leaveConfirm', { name })}
          onConfirm={async () => {
            const failed = await run(removeMember(mine.id), t('manage.left'));
            if (!failed) navigate(listRoute);
          }}
        >
          {t('manage.leave')}
        </ConfirmButton>
      ) : (
        outsider
      )}
      <h3>{t('manage.membersTitle')}</h3>
      <ul className="league-list" aria-label={t('manage.membersTitle')}>
        {members.map((member) => (
          <li key={member.id}>
            <span>
              <ManagerLink userName={member.userName} />
              {member.owner && <span className="muted"> · {t('manage.owner')}</span>}
              {member.pending && <span className="muted"> · {t('manage.pending')}</span>}
            </span>
            {isOwner && !member.owner && (
              <span className="league-list__actions">
                {memberActions?.(member)}
                <ConfirmButton
                  message={t('manage.removeConfirm', { name: member.userName })}
                  onConfirm={() =>
                    void run(
                      removeMember(member.id),
                      t('manage.removed', { name: member.userName }),
                    )
                  }
                >
                  {t('manage.remove')}
                </ConfirmButton>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
