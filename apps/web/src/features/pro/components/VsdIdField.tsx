import { VSD_ID_LENGTH } from '@app/domain/pros/vsd-id';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { useVsdId } from '../api/get-vsd-id.ts';
import type { ProFormValues } from './pro-form.ts';

/** The company name a pro has stopped typing for a moment. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The showroom ID: suggested from the company name (a free one, e.g. GOLDENOA) until the pro types their own,
 * which is then checked as they type; clients enter it on the home page, so it says whether it is free.
 */
export function VsdIdField({ form }: { form: UseFormReturn<ProFormValues> }) {
  const field = fieldBinder(form);
  const [own, setOwn] = useState(false);
  const company = useSettled(useWatch({ control: form.control, name: 'company_name' }).trim());
  const typed = useWatch({ control: form.control, name: 'vsd_id' }).trim().toUpperCase();
  const ask = own
    ? typed.length === VSD_ID_LENGTH
      ? { vsd_id: typed }
      : null
    : company.length > 0
      ? { company_name: company }
      : null;
  const answer = useVsdId(ask);

  const suggestion = !own && answer.data ? answer.data.vsd_id : null;
  useEffect(() => {
    if (suggestion) form.setValue('vsd_id', suggestion);
  }, [suggestion, form]);

  const status = !ask
    ? 'Clients enter this ID on the home page to shop in your showroom.'
    : answer.isFetching
      ? 'Checking…'
      : own && answer.data
        ? answer.data.available
          ? `${answer.data.vsd_id} is free.`
          : `${answer.data.vsd_id} is already taken: try another.`
        : suggestion
          ? `Suggested from your company name; ${suggestion} is free. You can change it.`
          : '';

  return (
    <div className="md:col-span-2">
      <TextField
        label="Showroom ID"
        maxLength={VSD_ID_LENGTH}
        autoComplete="off"
        spellCheck={false}
        className="uppercase tracking-widest"
        hint={`${VSD_ID_LENGTH} letters or digits.`}
        {...field('vsd_id', { onChange: () => setOwn(true) })}
      />
      <p role="status" className="mt-1 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
