/** `Captcha/GetChallenge`: what the forms that need a captcha show. */
import type { OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';

export function captchaHandlers({ captcha }: HandlerDependencies): OperationHandlers {
  return {
    captchaGetChallenge: async (ctx) => {
      ctx.reply.header('Cache-Control', 'no-store'); // each challenge is single use
      return { data: await captcha.challenge(ctx.language) };
    },
  };
}
