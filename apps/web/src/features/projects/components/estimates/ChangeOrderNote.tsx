import { useId } from 'react';

type Props = {
  /** The approved estimate it changes. */
  parentId: number | null;
  /** The server's words of its money: what the change costs beyond the allowance, or gives back. */
  message: string;
  reader: 'client' | 'pro';
  /** The homeowner's fixed price names the allowances only: the products changed are in the trades' totals. */
  fixedPrice?: boolean;
  /** The version shown was approved: what approving does is said as done. */
  approved?: boolean;
};

/**
 * A change order's page opens with what the change costs (issue 25 point 5): the message the server drafted
 * with it, large, and how it came to be — the room's materials changed after the estimate was approved.
 */
export function ChangeOrderNote({ parentId, message, reader, fixedPrice = false, approved = false }: Props) {
  const id = useId();
  const estimate = parentId === null ? 'the estimate' : `estimate #${parentId}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-sky-200 bg-sky-50 p-4">
      <h4 id={id} className="text-sm font-semibold text-sky-900">
        What this change costs
      </h4>
      <p className="mt-1 text-lg font-semibold text-slate-900">{message}</p>
      <p className="mt-2 text-sm text-slate-700">
        {reader === 'client'
          ? `The materials of your room changed after you approved ${estimate}, so this change order was drafted from the change. ${
              approved
                ? 'You approved it: what is new was ordered, and the approved materials you removed that had not shipped were cancelled and refunded in full.'
                : 'Approving it orders what is new at today’s prices; the approved materials you removed that have not shipped yet are cancelled and refunded in full.'
            }`
          : `The room’s materials changed after the homeowner approved ${estimate}: this change order was drafted from the change and sent to them. Approved products keep their approved price; new ones are priced at today’s.`}
        {fixedPrice &&
          ' Your fixed price names the allowances only: the materials changed are in each trade’s total.'}
      </p>
    </section>
  );
}
