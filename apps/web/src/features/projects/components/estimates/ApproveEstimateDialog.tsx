import {
  APPROVAL_LIMITS,
  type ApprovalQuote,
  type ApproveEstimateRequest,
} from '@app/domain/estimates/approval';
import { formatUsd } from '@app/domain/money/cents';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CardChoice } from '../../../../components/forms/CardChoice.tsx';
import { ShipToChoice } from '../../../../components/forms/ShipToChoice.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { describedBy } from '../../../../components/ui/field-classes.ts';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { fieldBinder } from '../../../../lib/form-fields.ts';
import { usePaymentAttempt } from '../../../../lib/use-payment-attempt.ts';
import { useApprovalQuote } from '../../api/estimates.ts';
import { ApprovalQuoteSummary } from './ApprovalQuoteSummary.tsx';
import {
  type ApproveValues,
  approveBodyOf,
  approveDefaults,
  approveResolver,
  showApprovalErrors,
} from './approve-form.ts';
import { totalUsd } from './estimate-words.ts';

const FORM_ID = 'approve-estimate';

/** The quote's own refusal (409: this version is no longer waiting for an answer), or a failed read. */
function QuoteProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 409)
    return (
      <FormAlert>{error.body?.message || 'This version is no longer waiting for your answer.'}</FormAlert>
    );
  return <LoadFailed what="What approving costs" onRetry={onRetry} />;
}

function Blockers({ blockers }: { blockers: string[] }) {
  return (
    <FormAlert>
      <p className="font-medium">This version cannot be approved as it stands:</p>
      <ul className="mt-1 list-disc pl-5">
        {blockers.map((blocker) => (
          <li key={blocker}>{blocker}</li>
        ))}
      </ul>
    </FormAlert>
  );
}

type Props = {
  projectId: number;
  estimateId: number;
  version: number;
  /** The version's total, as the homeowner read it: what signing approves. */
  totalCents: number;
  /** What is approved, in the signing words: an estimate, or a change order to one. */
  what?: 'estimate' | 'change order';
  onClose: () => void;
  /** Sends the approval; resolves once it is done (the caller closes the dialog), throws what it leaves to it. */
  onApprove: (body: ApproveEstimateRequest, key: string) => Promise<void>;
};

/**
 * The homeowner approves the version sent to them and pays for it at once (docs/api-estimates.md, "Approval"):
 * the server's quote first (the order the material lines become, the deposit, the one charge), then where
 * the materials ship, the card, and the typed name that signs. The Idempotency-Key belongs to one attempt: a
 * double click, or a retry after no answer or a 503, sends the same request under the same key (never a
 * second charge); a refusal (422) frees it and the next attempt takes a new one.
 */
export function ApproveEstimateDialog({
  projectId,
  estimateId,
  version,
  totalCents,
  what = 'estimate',
  onClose,
  onApprove,
}: Props) {
  const quote = useApprovalQuote(projectId, estimateId, version);
  const form = useForm<ApproveValues>({
    resolver: approveResolver,
    defaultValues: approveDefaults(false, false),
  });
  const data = quote.data;
  const [ready, setReady] = useState(false);
  const attempt = usePaymentAttempt<ApproveEstimateRequest>({
    pay: onApprove,
    refused: (error) => showApprovalErrors(error, form.getValues(), form.setError),
    button: 'Approve and pay',
    failed: 'The estimate could not be approved. Please try again.',
  });
  const signatureId = useId();
  const termsId = `${signatureId}-terms`;

  // The saved address and card are the defaults once the quote says there are some.
  useEffect(() => {
    if (!data || ready) return;
    // Nothing to pay (no material, no deposit): no card is asked, and the body names the saved one as a formality.
    form.reset(approveDefaults(!!data.ship_to, !!data.card || data.due_cents === 0));
    setReady(true);
  }, [data, ready, form]);

  const blocked = !data || data.blockers.length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    attempt.press(
      () => void form.handleSubmit((values) => attempt.send(approveBodyOf(version, values)))(event),
    );
  }

  const field = fieldBinder(form);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={what === 'estimate' ? `Approve version ${version}` : `Approve change order version ${version}`}
      description="Check what you pay today, then sign with your name."
      size="lg"
      footer={
        // On a phone the buttons stack full width, Approve on top, so the amount on it is never squeezed.
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button variant="ghost" className="w-full sm:w-auto" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            className="w-full sm:w-auto"
            loading={attempt.busy}
            disabled={blocked || !ready}
          >
            {attempt.busy ? 'Approving…' : approveLabel(data)}
          </Button>
        </div>
      }
    >
      {!data || !ready ? (
        quote.isError ? (
          <QuoteProblem error={quote.error} onRetry={() => void quote.refetch()} />
        ) : (
          <Loading label="Loading what approving costs" />
        )
      ) : (
        <div className="space-y-6">
          {data.blockers.length > 0 && <Blockers blockers={data.blockers} />}
          <ApprovalQuoteSummary quote={data} />
          <FormProvider {...form}>
            <form id={FORM_ID} aria-label="Approve the estimate" noValidate onSubmit={submit}>
              {/* While a payment's outcome is unknown, the request is the one already sent. */}
              <fieldset disabled={!!attempt.pending} className="space-y-6">
                <ShipToChoice saved={data.ship_to} legend="Ship the materials to" />
                {data.due_cents > 0 && <CardChoice savedCard={data.card} legend="Pay with" />}
                {/* What signing means is read before the name that signs it, not under it where it may scroll off. */}
                <div className="space-y-3">
                  <h3 className="text-base font-semibold text-slate-900">Sign</h3>
                  <p id={termsId} className="text-slate-600">
                    {signingWords(version, what, totalCents, data)}
                  </p>
                  <TextField
                    id={signatureId}
                    label="Type your full name to sign"
                    autoComplete="name"
                    required
                    maxLength={APPROVAL_LIMITS.signature}
                    aria-describedby={[
                      termsId,
                      describedBy(signatureId, form.formState.errors.signature?.message),
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    {...field('signature')}
                  />
                </div>
              </fieldset>
            </form>
          </FormProvider>
          {attempt.problem && <FormAlert>{attempt.problem}</FormAlert>}
        </div>
      )}
    </Modal>
  );
}

const approveLabel = (quote: ApprovalQuote | undefined) =>
  !quote
    ? 'Approve and pay'
    : quote.due_cents > 0
      ? `Approve and pay ${formatUsd(quote.due_cents)}`
      : 'Approve';

/** What signing means, said next to the name that signs (and, for a change order, what comes back). */
const signingWords = (version: number, what: string, totalCents: number, quote: ApprovalQuote) =>
  `By signing you approve version ${version} of this ${what} and its total of ${totalUsd(totalCents)}, and ${
    quote.due_cents > 0
      ? `you authorise a charge of ${formatUsd(quote.due_cents)} to your card today: the materials order${quote.deposit_cents > 0 ? ' and the deposit' : ''}.`
      : 'nothing is charged today.'
  }${quote.refund_cents > 0 ? ` ${formatUsd(quote.refund_cents)} is refunded to your card for what you removed.` : ''}`;
