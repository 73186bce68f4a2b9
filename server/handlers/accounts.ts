/**
 * `Auth/*` and `User/*`: registration, e-mail verification, sign-in, password reset,
 * contact, and the caller's own account.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { takeSignInAttempt } from '../accounts/signInAttempts';
import { isAllowedImageUrl } from '../accounts/imageUrls';
import { avatarUrl, resizePicture, setUploadedPicture } from '../accounts/pictures';
import { requestPasswordReset, resetPassword, RESET_TTL_MINUTES } from '../accounts/passwordResets';
import { endSessions, startSession } from '../accounts/sessions';
import {
  confirmEmail,
  emailKey,
  findUserById,
  findUserByLogin,
  findUserByNameOrId,
  insertUser,
  profileOf,
  recordLogin,
  setLanguage,
  takenOf,
  toUser,
  updateUser,
  type UserRow,
} from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationContext, OperationHandlers } from '../http/specRoutes';
import { text } from '../i18n/texts';
import { sendInBackground } from '../mail/mailer';
import { contactMail, passwordResetMail, verificationMail } from '../mail/messages';
import { clubExists } from '../season/clubs';
import type { HandlerDependencies } from './index';

const VERIFICATION_TTL_SECONDS = 48 * 3600;

export function accountHandlers(deps: HandlerDependencies): OperationHandlers {
  const { db, config, clock, realClock, tokens, mailer, captcha, rateCounters } = deps;
  // A real hash of a random password: an unknown user name costs a login as much time as a known one.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  const requireCaptcha = async (ctx: OperationContext, response: string | undefined) => {
    if (!(await captcha.verify(response, ctx.request.ip)))
      throw new Failure(FAILURES.captchaFailed);
  };

  const requireClub = async (clubId: number) => {
    if (!(await clubExists(db, clubId))) throw new Failure(FAILURES.unknownClub);
  };

  const sessionFor = (user: UserRow) => startSession(tokens, user, config.sessionTtlSeconds);

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
      const body = ctx.body;
      await requireCaptcha(ctx, body.CaptchaResponse);
      await requireClub(body.FavoriteTeamId);
      const taken = await takenOf(db, body.UserName, body.Email);
      if (taken.name) throw new Failure(FAILURES.userNameTaken);
      if (taken.email) throw new Failure(FAILURES.emailTaken);
      const user = await insertUser(db, {
        userName: body.UserName,
        email: body.Email,
        passwordHash: await hashPassword(body.Password),
        favoriteTeamId: body.FavoriteTeamId,
        languageCode: body.LanguageCode ?? ctx.language,
        now: clock.now(),
      });
      await sendVerification(user);
      return {
        data: await sessionFor(user),
        message: text(user.language_code, 'account.registered'),
      };
    },

    authLogin: async (ctx) => {
      const body = ctx.body;
      const user = await findUserByLogin(db, body.UserNameOrEmail.trim());
      const attempt = await takeSignInAttempt(
        rateCounters,
        config.rateLimits.accountSignIn,
        user ? { userId: user.id } : { name: body.UserNameOrEmail },
      );
      if (!attempt.allowed) throw new Failure(FAILURES.tooManyRequests);
      // Verify a hash even for an unknown name, so timing does not tell who plays.
      const ok = user
        ? await verifyPassword(body.Password, user.password_hash)
        : (await verifyPassword(body.Password, await dummyHash), false);
      if (!user || !ok) throw new Failure(FAILURES.wrongCredentials);
      // Only with the right password: a stranger does not learn that the account exists.
      if (user.disabled_at) throw new Failure(FAILURES.accountDisabled);
      await attempt.succeeded();
      await recordLogin(db, user.id, clock.now());
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
      const verified = await tokens.verify('verify-email', ctx.query.Token);
      if (!verified) throw new Failure(FAILURES.verificationLinkInvalid);
      const confirmed = await confirmEmail(
        db,
        verified.subject,
        String(verified.claims.email),
        clock.now(),
      );
      if (!confirmed) throw new Failure(FAILURES.verificationLinkInvalid);
      return { data: { Done: true }, message: text(ctx.language, 'account.verified') };
    },

    authForgotPassword: async (ctx) => {
      const body = ctx.body;
      await requireCaptcha(ctx, body.CaptchaResponse);
      // The same work for a registered and an unknown address (one statement, the mail
      // sent after the answer), so the answer's timing does not tell who plays.
      const reset = await requestPasswordReset(db, body.Email, realClock.now());
      if (reset) {
        const { token, to } = reset;
        sendInBackground(
          mailer,
          {
            to: to.email,
            ...passwordResetMail(to.language_code, {
              userName: to.user_name,
              link: `${config.publicUrl}/reset-password?token=${token}`,
              expiresInMinutes: RESET_TTL_MINUTES,
            }),
          },
          (error) => ctx.request.log.error({ err: error }, 'password reset mail not sent'),
        );
      }
      return { data: { Done: true }, message: text(ctx.language, 'account.resetSent') };
    },

    authForgotPasswordConfirm: async (ctx) => {
      const body = ctx.body;
      const changed = await resetPassword(db, body.Token, body.NewPassword, realClock.now());
      if (!changed) throw new Failure(FAILURES.resetLinkInvalid);
      return { data: { Done: true }, message: text(ctx.language, 'account.passwordChanged') };
    },

    authSignOutEverywhere: async (ctx) => {
      await endSessions(db, callerOf(ctx.request).userId);
      return { data: { Done: true }, message: text(ctx.language, 'account.signedOutEverywhere') };
    },

    authContactEmail: async (ctx) => {
      const body = ctx.body;
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
      const { userName, userId } = ctx.query;
      if (userName === undefined && userId === undefined) {
        throw new Failure(FAILURES.invalidRequest, 'userName or userId');
      }
      const user = await findUserByNameOrId(db, userName, userId);
      if (!user) throw new Failure(FAILURES.userNotFound);
      return { data: await profileOf(db, user) };
    },

    userUpdateUser: async (ctx) => {
      const body = ctx.body;
      const user = await me(ctx);
      if (body.FavoriteTeamId !== undefined) {
        await requireClub(body.FavoriteTeamId);
      }
      if (body.ImageUrl && !isAllowedImageUrl(body.ImageUrl, config.imageHosts)) {
        throw new Failure(FAILURES.imageUrlNotAllowed, config.imageHosts.join(', '));
      }
      let passwordHash: string | undefined;
      if (body.NewPassword !== undefined) {
        if (!(await verifyPassword(body.CurrentPassword ?? '', user.password_hash))) {
          throw new Failure(FAILURES.wrongCurrentPassword);
        }
        passwordHash = await hashPassword(body.NewPassword);
      }
      const row = await updateUser(db, user.id, {
        imageUrl: body.Avatar !== undefined ? avatarUrl(body.Avatar) : body.ImageUrl,
        favoriteTeamId: body.FavoriteTeamId,
        passwordHash,
      });
      return { data: toUser(row), message: text(ctx.language, 'account.saved') };
    },

    userUploadPicture: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      const picture = await resizePicture(Buffer.from(ctx.body.Data, 'base64'));
      const row = await setUploadedPicture(db, userId, picture, realClock.now());
      return { data: toUser(row), message: text(ctx.language, 'account.saved') };
    },

    userUpdateCultureInfo: async (ctx) => {
      const body = ctx.body;
      const row = await setLanguage(db, callerOf(ctx.request).userId, body.LanguageCode);
      return { data: toUser(row), message: text(body.LanguageCode, 'account.saved') };
    },
  };
}
