import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button.tsx';
import { STEP_TITLES } from '../../hooks/register-form.ts';
import { useRegisterWizard } from '../../hooks/use-register-wizard.ts';
import { type PolicyKind, PolicyModal } from '../policies/PolicyModal.tsx';
import { AccountStep } from './AccountStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { ThankYouModal } from './ThankYouModal.tsx';

/** The three steps, their buttons, the policy modals and the thank-you modal. */
export function RegisterWizard() {
  const { form, step, next, back, skipPayment, submitting, registeredEmail } = useRegisterWizard();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);

  // 'I Accept' in a policy modal ticks the checkbox it belongs to.
  const accept = (kind: PolicyKind) =>
    form.setValue(kind === 'terms-and-procedures' ? 'i_accept' : 'agree', true, {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <FormProvider {...form}>
      <StepIndicator step={step} />
      <form data-register noValidate onSubmit={next} aria-labelledby="register-step-title">
        <h2 id="register-step-title" className="mb-4 text-lg font-semibold text-slate-900">
          {STEP_TITLES[step]}
        </h2>
        {step === 1 && <AccountStep openPolicy={setPolicy} />}
        {step === 2 && <ShippingStep openPolicy={setPolicy} />}
        {step === 3 && <PaymentStep />}
        <div className="mt-6 flex flex-col-reverse gap-3 md:flex-row md:items-center md:justify-between">
          <div>
            {step > 1 && (
              <Button variant="link" onClick={back} disabled={submitting}>
                ← Back
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 md:flex-row">
            {step === 3 && (
              <Button variant="outline" size="lg" onClick={skipPayment} disabled={submitting}>
                Skip payment
              </Button>
            )}
            <Button type="submit" size="lg" loading={submitting}>
              {step === 3 ? 'Done' : 'Next'}
            </Button>
          </div>
        </div>
      </form>
      <PolicyModal kind={policy} onClose={() => setPolicy(null)} onAccept={accept} />
      <ThankYouModal email={registeredEmail} />
    </FormProvider>
  );
}
