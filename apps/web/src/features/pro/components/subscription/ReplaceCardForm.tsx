import { checkCard, digitsOnly } from '@app/domain';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { CardFields } from '../../../../components/forms/CardFields.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { showServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { notify } from '../../../../lib/toast.ts';
import { useReplaceCard } from '../../api/subscription.ts';

type CardValues = { card_number: string; name_on_Card: string; exp_date: string; cvv: string };
const FIELDS = ['card_number', 'name_on_Card', 'exp_date', 'cvv'] as const;

const cardResolver: Resolver<CardValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(checkCard(values))) errors[field] = { type: 'card', message };
  if (!values.name_on_Card.trim())
    errors.name_on_Card = { type: 'required', message: 'The name on card field is required.' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** Replaces the card renewals are charged on; a payment due is taken on the new card at once. */
export function ReplaceCardForm({ onDone }: { onDone: () => void }) {
  const form = useForm<CardValues>({
    resolver: cardResolver,
    defaultValues: { card_number: '', name_on_Card: '', exp_date: '', cvv: '' },
  });
  const replace = useReplaceCard();
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const reply = await replace.mutateAsync({ ...v, card_number: digitsOnly(v.card_number) });
      notify.success(reply.message ?? 'Your card is saved.');
      onDone();
    } catch (error) {
      showServerFieldErrors(error, form.setError, [...FIELDS]);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Replace card" className="grid gap-4 md:grid-cols-2">
        <CardFields />
        <div className="flex gap-3 md:col-span-2">
          <Button type="submit" loading={replace.isPending}>
            Save card
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Keep the current card
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
