import { stepForErrors } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.tsx';
import { useRegister } from '../api/register.ts';
import { mergeCartAfterRegistration } from './after-sign-in.ts';
import {
  invitationOf,
  PAYMENT_FIELDS,
  REGISTER_DEFAULTS,
  REGISTER_FIELDS,
  type RegisterFormValues,
  type RegisterStep,
  registrationBody,
  stepResolver,
  storedShowroomId,
} from './register-form.ts';

/**
 * The 3-step registration (spec points 2, 4 and 5): Next validates the current step first, Back goes one
 * step back, server errors move the form to the step holding the failing field and scroll to the top.
 */
export function useRegisterWizard() {
  const [step, setStep] = useState<RegisterStep>(1);
  // The resolver reads the step through a ref: it must see a step change before React re-renders.
  const stepRef = useRef<RegisterStep>(1);
  const form = useForm<RegisterFormValues>({
    resolver: stepResolver(() => stepRef.current),
    defaultValues: REGISTER_DEFAULTS,
  });
  const { handleSubmit, getValues, setValue, clearErrors, setError } = form;
  const registration = useRegister();
  const { signIn, clear } = useSession();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const focusInvalidOnStep = useRef<RegisterStep | null>(null);
  const [query] = useSearchParams();

  const goTo = useCallback((next: RegisterStep) => {
    stepRef.current = next;
    setStep(next);
  }, []);

  // After a jump to an earlier step, the first invalid field there takes the focus (the page is at the top).
  useEffect(() => {
    if (focusInvalidOnStep.current !== step) return;
    focusInvalidOnStep.current = null;
    document
      .querySelector<HTMLElement>('form[data-register] [aria-invalid="true"]')
      ?.focus({ preventScroll: true });
  }, [step]);

  const submitRegistration = useCallback(async () => {
    try {
      const invitation = invitationOf(query);
      const { data } = await registration.mutateAsync(
        registrationBody(getValues(), invitation.shopId ?? storedShowroomId(), invitation.invite),
      );
      // Only a User is signed in by registering; anything else leaves no token behind (spec point 4).
      if (data.user?.type === 'User' && data.token) {
        signIn(data.token, data.user);
        await mergeCartAfterRegistration();
      } else clear();
      setRegisteredEmail(data.user?.email ?? getValues('email'));
    } catch (error) {
      showServerFieldErrors(error, setError, REGISTER_FIELDS);
      const failing =
        isApiError(error) && error.status === 422 ? stepForErrors(Object.keys(error.fieldErrors)) : null;
      if (failing) {
        focusInvalidOnStep.current = failing;
        goTo(failing);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    }
  }, [registration, getValues, signIn, clear, setError, goTo, query]);

  /** Next on steps 1 and 2, Done on step 3: the current step's schema first (it focuses the first error). */
  const next = handleSubmit(async () => {
    if (stepRef.current < 3) {
      goTo((stepRef.current + 1) as RegisterStep);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    await submitRegistration();
  });

  const back = useCallback(() => {
    if (stepRef.current > 1) goTo((stepRef.current - 1) as RegisterStep);
  }, [goTo]);

  /** 'Skip payment': clear the card and billing fields, then register. */
  const skipPayment = useCallback(async () => {
    for (const field of PAYMENT_FIELDS) setValue(field, '');
    clearErrors(PAYMENT_FIELDS as Array<keyof RegisterFormValues>);
    await submitRegistration();
  }, [setValue, clearErrors, submitRegistration]);

  return {
    form,
    step,
    next,
    back,
    skipPayment,
    submitting: registration.isPending,
    registeredEmail,
  };
}
