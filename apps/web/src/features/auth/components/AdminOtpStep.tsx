import { OTP_DIGITS, OTP_TTL_MINUTES, otpSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.tsx';
import { setOtpVerified } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';

const otpForm = z.object({ otp: otpSchema });
type OtpValues = { otp: string };

/**
 * The admin's second step on the sign-in page (docs/decisions/0001): the code is mailed on arrival and on
 * 'Resend code'; a valid code sets the OTP cookie (340 days) and opens /account.
 */
export function AdminOtpStep() {
  const navigate = useNavigate();
  const { user, logout } = useSession();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OtpValues>({ resolver: zodResolver(otpForm), defaultValues: { otp: '' } });

  // Sends are rate-limited (429): the catalogue keeps that silent, so the step says it in place.
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const { mutate: mutateSend } = sendOtp;
  const send = useCallback(() => {
    setSendProblem(null);
    mutateSend(undefined, {
      onSuccess: (answer) => answer.message && notify.success(answer.message),
      onError: (error) => setSendProblem(throttledMessage(error)),
    });
  }, [mutateSend]);

  // Mail the code once when the step opens (the ref survives StrictMode's second effect run).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  }, [send]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const answer = await verifyOtp.mutateAsync(otp);
      if (answer.data?.valid_otp) {
        setOtpVerified();
        if (answer.message) notify.success(answer.message);
        navigate(paths.account, { replace: true });
      } else {
        setError(
          'otp',
          { type: 'server', message: answer.message || 'The code is not valid.' },
          { shouldFocus: true },
        );
      }
    } catch (error) {
      showServerFieldErrors(error, setError, ['otp']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Two-step sign-in">
      {sendProblem && <FormAlert>{sendProblem}</FormAlert>}
      <p className="text-sm text-slate-700">
        We sent a {OTP_DIGITS}-digit verification code to{' '}
        <strong className="break-all">{user?.email ?? 'your email'}</strong>. Enter it below to finish signing
        in. The code expires in {OTP_TTL_MINUTES} minutes.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        required
        autoFocus
        className="tracking-[0.4em]"
        error={errors.otp?.message}
        {...register('otp', { setValueAs: (v: string) => v.replace(/\D+/g, '') })}
      />
      <Button type="submit" fullWidth size="lg" loading={verifyOtp.isPending}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" onClick={send} loading={sendOtp.isPending}>
          Resend code
        </Button>
        <Button variant="link" onClick={() => void logout()}>
          Sign out
        </Button>
      </div>
    </form>
  );
}
