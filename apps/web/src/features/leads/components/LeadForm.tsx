import { digitsOnly } from '@app/domain/format/digits';
import { formatUsPhone } from '@app/domain/format/us-phone';
import { leadFormSchema } from '@app/domain/leads/lead-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { inputClasses, labelClasses } from '../../../components/ui/field-classes.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { type LeadFields, sendLead } from '../api/send-lead.ts';

const FIELDS = ['full_name', 'email', 'phone_number'] as const;
const EMPTY: LeadFields = { full_name: '', email: '', phone_number: '' };
/** What is typed becomes (xxx) xxx-xxxx, at most ten digits (spec point 9). */
const asUsPhone = (typed: string) => formatUsPhone(digitsOnly(typed).slice(0, 10));

/**
 * The lead form of the 'Save up to 30%' pop-up (spec points 2, 5, 7): full name, email and phone, checked
 * with the shared leadFormSchema. Invalid fields are highlighted (red border, aria-invalid) with no message
 * text. Success toasts the server's message, clears the form and calls `onSent`; a failure only stops the
 * loader (and highlights the fields the server rejected).
 */
export function LeadForm({ onSent }: { onSent: () => void }) {
  const { selected } = useSelectedShowroom();
  const [sending, setSending] = useState(false);
  const form = useForm<LeadFields>({
    resolver: zodResolver(leadFormSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const id = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setSending(true);
    try {
      const message = await sendLead(values, selected?.showroom ?? null);
      form.reset(EMPTY);
      if (message) notify.success(message);
      onSent();
    } catch (error) {
      if (isApiError(error)) {
        for (const name of FIELDS) if (error.fieldErrors[name]) form.setError(name, { type: 'server' });
      }
    } finally {
      setSending(false);
    }
  });

  const input = (name: (typeof FIELDS)[number], label: string, props: Record<string, string>) => {
    const inputId = `${id}-${name}`;
    const registered = form.register(
      name,
      name === 'phone_number'
        ? { onChange: (e) => form.setValue(name, asUsPhone(e.target.value)) }
        : undefined,
    );
    return (
      <div>
        <label htmlFor={inputId} className={labelClasses}>
          {label}
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </label>
        <input
          id={inputId}
          required
          aria-invalid={errors[name] ? true : undefined}
          className={inputClasses(!!errors[name])}
          {...props}
          {...registered}
        />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Save up to 30%" className="space-y-3">
      {input('full_name', 'Full name', { autoComplete: 'name', type: 'text' })}
      {input('email', 'Email', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
      {input('phone_number', 'Phone number', {
        autoComplete: 'tel-national',
        type: 'tel',
        inputMode: 'tel',
        placeholder: '(555) 123-4567',
      })}
      <Button type="submit" fullWidth loading={sending}>
        Claim my savings
      </Button>
    </form>
  );
}
