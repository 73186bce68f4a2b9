/**
 * `Auth/*` and `User/*`: registration, e-mail verification, sign-in, password reset,
 * contact, and the caller's own account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  ContactEmailRequest,
  ForgotPasswordConfirmRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  UpdateCultureInfoRequest,
  UpdateUserRequest,
} from '../../store/api/generated/auth';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import {
  emailKey,
  findUserById,
  findUserByLogin,
  profileOf,
  toUser,
  userNameKey,
  type UserRow,
} from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationContext, OperationHandlers } from '../http/specRoutes';
import { text } from '../i18n/texts';
import { contactMail, passwordResetMail, verificationMail } from '../mail/messages';
import type { HandlerDependencies } from './index';

const VERIFICATION_TTL_SECONDS = 48 * 3600;
const RESET_TTL_MINUTES = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A unique violation tells which field collided; the message names it. */
function duplicateOf(error: unknown): Failure | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return undefined;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('email')
    ? new Failure(FAILURES.emailTaken)
    : new Failure(FAILURES.userNameTaken);
}

export function accountHandlers(deps: HandlerDependencies): OperationHandlers {
  const { db, config, clock, tokens, mailer, captcha } = deps;
  // A real hash of a random password: an unknown user name costs a login as much time as a known one.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  const requireCaptcha = async (ctx: OperationContext, response: string | undefined) => {
    if (!(await captcha.verify(response, ctx.request.ip)))
      throw new Failure(FAILURES.captchaFailed);
  };

  const requireClub = async (clubId: number) => {
    const [club] = await db.query('SELECT 1 FROM clubs WHERE id = $1', [clubId]);
    if (!club) throw new Failure(FAILURES.unknownClub);
  };

  const sessionFor = async (user: UserRow) => {
    const { token, expiresAt } = await tokens.sign(
      'session',
      user.id,
      { role: user.role_id },
      config.sessionTtlSeconds,
    );
    return { Token: token, ExpiresDate: expiresAt.toISOString() };
  };

  const sendVerification = async (user: UserRow) => {
    const { token } = await tokens.sign(
      'verify-email',
      user.id,
      { email: emailKey(user.email) },
      VERIFICATION_TTL_SECONDS,
    );
    const link = `${config.publicUrl}/validate-user?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      ...verificationMail(user.language_code, {
        userName: user.user_name,
        link,
        expiresInHours: VERIFICATION_TTL_SECONDS / 3600,
      }),
    });
  };

  const me = async (ctx: OperationContext) => {
    const user = await findUserById(db, callerOf(ctx.request).userId);
    if (!user) throw new Failure(FAILURES.unauthenticated);
    return user;
  };

  return {
    authRegister: async (ctx) => {
      const body = ctx.body as RegisterRequest;
      await requireCaptcha(ctx, body.CaptchaResponse);
      await requireClub(body.FavoriteTeamId);
      const [taken] = await db.query<{ name: boolean; email: boolean }>(
        `SELECT bool_or(user_name_key = $1) AS name, bool_or(email_key = $2) AS email
           FROM users WHERE user_name_key = $1 OR email_key = $2`,
        [userNameKey(body.UserName), emailKey(body.Email)],
      );
      if (taken?.name) throw new Failure(FAILURES.userNameTaken);
      if (taken?.email) throw new Failure(FAILURES.emailTaken);
      const now = clock.now();
      let user: UserRow;
      try {
        [user] = (await db.query<UserRow>(
          `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
             favorite_team_id, language_code, agreement_accepted_at, created_at, last_login_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8) RETURNING *`,
          [
            body.UserName.normalize('NFC'),
            userNameKey(body.UserName),
            body.Email.trim(),
            emailKey(body.Email),
            await hashPassword(body.Password),
            body.FavoriteTeamId,
            body.LanguageCode ?? ctx.language,
            now,
          ],
        )) as [UserRow];
      } catch (error) {
        throw duplicateOf(error) ?? error;
      }
      await sendVerification(user);
      return {
        data: await sessionFor(user),
        message: text(user.language_code, 'account.registered'),
      };
    },

    authLogin: async (ctx) => {
      const body = ctx.body as LoginRequest;
      const user = await findUserByLogin(db, body.UserNameOrEmail.trim());
      // Verify a hash even for an unknown name, so timing does not tell who plays.
      const ok = user
        ? await verifyPassword(body.Password, user.password_hash)
        : (await verifyPassword(body.Password, await dummyHash), false);
      if (!user || !ok) throw new Failure(FAILURES.wrongCredentials);
      await db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [user.id, clock.now()]);
      return { data: await sessionFor(user) };
    },

    authEmailVerification: async (ctx) => {
      const user = await me(ctx);
      if (user.email_verified_at)
        return { data: { Done: true }, message: text(ctx.language, 'account.alreadyVerified') };
      await sendVerification(user);
      return { data: { Done: true }, message: text(ctx.language, 'account.verificationSent') };
    },

    authEmailVerificationConfirm: async (ctx) => {
      const verified = await tokens.verify('verify-email', String(ctx.query.Token));
      if (!verified) throw new Failure(FAILURES.verificationLinkInvalid);
      // The link confirms the address it was sent to, not whatever the account has now.
      const [row] = await db.query<{ id: number }>(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, $3)
          WHERE id = $1 AND email_key = $2 RETURNING id`,
        [verified.subject, verified.claims.email, clock.now()],
      );
      if (!row) throw new Failure(FAILURES.verificationLinkInvalid);
      return { data: { Done: true }, message: text(ctx.language, 'account.verified') };
    },

    authForgotPassword: async (ctx) => {
      const body = ctx.body as ForgotPasswordRequest;
      await requireCaptcha(ctx, body.CaptchaResponse);
      const [user] = await db.query<UserRow>('SELECT * FROM users WHERE email_key = $1', [
        emailKey(body.Email),
      ]);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const now = clock.now();
        await db.query(
          `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
          [sha256(token), user.id, new Date(now.getTime() + RESET_TTL_MINUTES * 60_000), now],
        );
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        await mailer.send({
          to: user.email,
          ...passwordResetMail(user.language_code, {
            userName: user.user_name,
            link,
            expiresInMinutes: RESET_TTL_MINUTES,
          }),
        });
      }
      return { data: { Done: true }, message: text(ctx.language, 'account.resetSent') };
    },

    authForgotPasswordConfirm: async (ctx) => {
      const body = ctx.body as ForgotPasswordConfirmRequest;
      const hash = await hashPassword(body.NewPassword);
      const changed = await db.transaction(async (tx) => {
        // Marking the token used and changing the password happen together, once.
        const [reset] = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = $2
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
          [sha256(body.Token), clock.now()],
        );
        if (!reset) return false;
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [reset.user_id, hash]);
        return true;
      });
      if (!changed) throw new Failure(FAILURES.resetLinkInvalid);
      return { data: { Done: true }, message: text(ctx.language, 'account.passwordChanged') };
    },

    authContactEmail: async (ctx) => {
      const body = ctx.body as ContactEmailRequest;
      await requireCaptcha(ctx, body.CaptchaResponse);
      await mailer.send({
        to: config.supportEmail,
        ...contactMail({
          name: body.Name,
          email: body.Email,
          subject: body.Subject,
          message: body.Message,
        }),
      });
      return { data: { Done: true }, message: text(ctx.language, 'account.contactSent') };
    },

    userGetUser: async (ctx) => ({ data: toUser(await me(ctx)) }),

    userGetUserProfile: async (ctx) => {
      const { userName, userId } = ctx.query as { userName?: string; userId?: number };
      if (userName === undefined && userId === undefined) {
        throw new Failure(FAILURES.invalidRequest, 'userName or userId');
      }
      const [user] = await db.query<UserRow>(
        `SELECT * FROM users WHERE ($1::text IS NULL OR user_name_key = $1)
                              AND ($2::int IS NULL OR id = $2)`,
        [userName === undefined ? null : userNameKey(userName), userId ?? null],
      );
      if (!user) throw new Failure(FAILURES.userNotFound);
      return { data: await profileOf(db, user) };
    },

    userUpdateUser: async (ctx) => {
      const body = ctx.body as UpdateUserRequest;
      const user = await me(ctx);
      if (body.FavoriteTeamId !== undefined) {
        await requireClub(body.FavoriteTeamId);
      }
      let passwordHash = user.password_hash;
      if (body.NewPassword !== undefined) {
        if (!(await verifyPassword(body.CurrentPassword ?? '', user.password_hash))) {
          throw new Failure(FAILURES.wrongCurrentPassword);
        }
        passwordHash = await hashPassword(body.NewPassword);
      }
      const [row] = await db.query<UserRow>(
        `UPDATE users SET
           image_url = CASE WHEN $2 THEN $3 ELSE image_url END,
           favorite_team_id = coalesce($4, favorite_team_id),
           password_hash = $5
         WHERE id = $1 RETURNING *`,
        [
          user.id,
          body.ImageUrl !== undefined,
          body.ImageUrl ?? null,
          body.FavoriteTeamId ?? null,
          passwordHash,
        ],
      );
      return { data: toUser(row!), message: text(ctx.language, 'account.saved') };
    },

    userUpdateCultureInfo: async (ctx) => {
      const body = ctx.body as UpdateCultureInfoRequest;
      const [row] = await db.query<UserRow>(
        'UPDATE users SET language_code = $2 WHERE id = $1 RETURNING *',
        [callerOf(ctx.request).userId, body.LanguageCode],
      );
      return { data: toUser(row!), message: text(body.LanguageCode, 'account.saved') };
    },
  };
}
