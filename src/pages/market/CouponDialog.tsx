/**
 * The coupon dialog (spec sections 4 and 5): 320px, CouponCode required and at least 5
 * characters, at most 16, placeholder eight zeros; the captcha must be answered first
 * (an error under it and no request otherwise). Success: the server's message as a 4 s
 * toast, dialog closed, form and captcha reset, wallet refreshed.
 * Failure: the server's message as an error toast, captcha reset, dialog stays open.
 * The wallet is refreshed by the `couponRedeemed` saga (store/sagas/wallet.ts).
 */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { usePayzeeBuyWithCouponCodeMutation } from '../../../store/api/wallet';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { COUPON_CODE_MAX, COUPON_CODE_MIN } from '../../../store/constants';
import { useAppDispatch } from '../../../store/hooks';
import { dialogClosed } from '../../../store/ui/uiSlice';
import { couponRedeemed } from '../../../store/wallet/walletEvents';
import { Captcha } from '../../components/captcha/Captcha';
import { Field } from '../../components/forms/Field';
import { useServerForm } from '../../components/forms/useServerForm';
import { Modal } from '../../components/Modal';
import { useNotify } from '../../components/toast/notify';

interface CouponForm {
  CouponCode: string;
  CaptchaResponse: string;
}

const couponSchema = (t: TFunction) =>
  yup.object({
    CouponCode: yup
      .string()
      .trim()
      .required(t('coupon.required'))
      .min(COUPON_CODE_MIN, t('coupon.min'))
      .max(COUPON_CODE_MAX),
    CaptchaResponse: yup.string().required(t('captcha.required')),
  });

export default function CouponDialog() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { form, t, captcha, resetCaptcha } = useServerForm<CouponForm>(couponSchema, {
    CouponCode: '',
    CaptchaResponse: '',
  });
  const [redeem, { isLoading }] = usePayzeeBuyWithCouponCodeMutation();
  const { register, handleSubmit, formState, reset } = form;
  const close = () => dispatch(dialogClosed());

  const onSubmit = handleSubmit(async (values) => {
    const result = await redeem({
      couponRedeemRequest: {
        CouponCode: values.CouponCode.trim(),
        IsSpecialCoupon: true,
        CaptchaResponse: values.CaptchaResponse,
      },
    });
    resetCaptcha();
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Coupon redemption failed:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    notify.couponSuccess(result.data.message);
    dispatch(couponRedeemed({ message: result.data.message }));
    reset();
    close();
  });

  return (
    <Modal title={t('coupon.title')} size="coupon" onClose={close}>
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('coupon.label')} error={formState.errors.CouponCode?.message}>
          {(props) => (
            <input
              {...props}
              {...register('CouponCode')}
              className="input input--code"
              maxLength={COUPON_CODE_MAX}
              placeholder="00000000"
              autoComplete="off"
              autoCapitalize="characters"
            />
          )}
        </Field>
        <Captcha {...captcha} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t('loading') : t('coupon.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
