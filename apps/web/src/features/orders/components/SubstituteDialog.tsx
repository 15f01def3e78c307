import { unitWords } from '@app/domain/estimates/estimate-line';
import type { Substitutes } from '@app/domain/estimates/substitutes';
import { formatDecimal } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths, visualizeWith } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { OrderItemView } from '../../../lib/order-types.ts';
import { notify } from '../../../lib/toast.ts';
import { chooseSubstitute, substitutesKey, substitutesQuery } from '../api/orders.ts';
import { SubstituteRoom } from './SubstituteRoom.tsx';

type Substitute = Substitutes['substitutes'][number];

/** The difference beside the declined line, in words: '+$42.10 more', '$12.00 less', 'Same price'. */
export function differenceWords(cents: number): string {
  if (cents > 0) return `+${formatUsd(cents)} more`;
  if (cents < 0) return `${formatUsd(-cents)} less`;
  return 'Same price';
}

const DIFFERENCE_CLASS = (cents: number) =>
  cents > 0 ? 'text-amber-800' : cents < 0 ? 'text-emerald-700' : 'text-slate-600';

function SubstituteCard({
  substitute,
  busy,
  chosen,
  onChoose,
  shown,
  onShow,
}: {
  substitute: Substitute;
  busy: boolean;
  chosen: boolean;
  onChoose: () => void;
  /** Shown in the room's preview; `onShow` absent when there is no preview. */
  shown: boolean;
  onShow?: () => void;
}) {
  const { product, quantity, unit, line_total_cents, difference_cents } = substitute;
  const titleId = `substitute-${substitute.size_id}-name`;
  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-col rounded-lg border bg-white p-3 ${shown ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      {/* A phone stacks the cards: a thumbnail beside the name keeps each one short. */}
      <div className="flex gap-3 sm:flex-col sm:gap-2">
        <img
          src={product.thumb || product.image}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className="size-20 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover sm:aspect-[4/3] sm:h-auto sm:w-full"
        />
        <div className="min-w-0">
          <h3 id={titleId} className="font-medium text-slate-900">
            {product.name}
          </h3>
          <p className="text-xs text-slate-600">{product.brand.name}</p>
          <p className="text-xs text-slate-600">Size: {product.size_label}</p>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">Your room takes</dt>
        <dd className="text-right tabular-nums text-slate-900">
          {formatDecimal(quantity)} {unitWords(unit, quantity)}
        </dd>
        <dt className="text-slate-500">Total</dt>
        <dd className="text-right tabular-nums font-medium text-slate-900">{formatUsd(line_total_cents)}</dd>
      </dl>
      <p
        className={`mt-1 text-right text-sm font-medium tabular-nums ${DIFFERENCE_CLASS(difference_cents)}`}
        data-testid="substitute-difference"
      >
        {differenceWords(difference_cents)}
      </p>
      {onShow && (
        <Button
          className="mt-3"
          variant="outline"
          fullWidth
          size="sm"
          aria-pressed={shown}
          onClick={onShow}
          aria-label={`See ${product.name} in your room`}
        >
          See it in your room
        </Button>
      )}
      <Button
        className={onShow ? 'mt-2' : 'mt-3'}
        fullWidth
        size="sm"
        loading={chosen}
        disabled={busy}
        onClick={onChoose}
        aria-label={`Swap ${product.name} into my room`}
      >
        Swap into my room
      </Button>
    </li>
  );
}

/**
 * "Choose a substitute" for an item its vendor declined (issue 25 point 6): the products the showroom offers
 * for the same place in the room, each with what the room takes, its total and the difference beside the
 * declined line. Choosing one swaps it into the room; the change order that save drafted opens on the
 * project's Estimates tab, or, without an approved estimate, the dialog says to order it from the room's
 * checklist and links the room. A refusal (422 on `size_id`) shows beside the cards. Above them, the room with
 * one substitute in it (the first, until another card's "See it in your room"), in one 3-D view.
 */
export function SubstituteDialog({ item, onClose }: { item: OrderItemView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offered = useQuery(substitutesQuery(item.id));
  const [choosing, setChoosing] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [swapped, setSwapped] = useState<{ message: string; designId: number } | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const preview = useRef<HTMLElement>(null);
  // A second click before React re-renders the disabled buttons must not post again.
  const sending = useRef(false);

  const choose = async (sizeId: number) => {
    if (sending.current) return;
    sending.current = true;
    setChoosing(sizeId);
    setRefusal(null);
    try {
      const reply = await chooseSubstitute(item.id, sizeId);
      const { change_order, design, message } = reply.data;
      queryClient.removeQueries({ queryKey: substitutesKey(item.id) });
      const done = reply.message ?? 'The substitute is in your room.';
      if (change_order) {
        notify.success(done, { nextPage: true });
        void navigate(paths.projectEstimate(change_order.project_id, change_order.id));
        return;
      }
      notify.success(done);
      setSwapped({ message: message ?? done, designId: design.id });
    } catch (error) {
      // A 422 is shown beside the cards; anything else was toasted by the api client.
      if (isApiError(error) && error.status === 422)
        setRefusal(error.fieldErrors.size_id?.[0] ?? error.message);
    } finally {
      sending.current = false;
      setChoosing(null);
    }
  };

  let body: React.ReactNode;
  if (swapped) {
    body = (
      <div role="status" className="space-y-2">
        <p className="text-slate-900">{swapped.message}</p>
        <Link
          to={visualizeWith({ design: swapped.designId })}
          className="font-medium text-brand-700 underline"
        >
          Open your room
        </Link>
      </div>
    );
  } else if (offered.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner size="md" label="Loading the substitutes" />
      </div>
    );
  } else if (offered.isError) {
    body = (
      <p role="alert" className="py-4 text-slate-700">
        The substitutes could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => void offered.refetch()}
        >
          Try again
        </button>
      </p>
    );
  } else if (offered.data.substitutes.length === 0) {
    body = <p className="py-4 text-slate-700">{offered.data.reason}</p>;
  } else {
    const { declined, substitutes, room } = offered.data;
    const shown = substitutes.find((s) => s.size_id === shownId) ?? substitutes[0]!;
    const show = (sizeId: number) => {
      setShownId(sizeId);
      // On a phone the cards are stacked under the preview: bring it back into view.
      preview.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    };
    body = (
      <div className="space-y-3">
        <p>
          Your vendor declined <span className="font-medium text-slate-900">{declined.name}</span> (
          <span className="tabular-nums">{formatUsd(declined.line_total_cents)}</span>). These stand in its
          place in your room; each difference is beside that total.
        </p>
        {room && <SubstituteRoom ref={preview} room={room} declinedName={declined.name} substitute={shown} />}
        {refusal && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {refusal}
          </p>
        )}
        <ul
          aria-label={`Substitutes for ${item.product_name}`}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 min-[769px]:grid-cols-3"
        >
          {substitutes.map((s) => (
            <SubstituteCard
              key={s.size_id}
              substitute={s}
              busy={choosing !== null}
              chosen={choosing === s.size_id}
              onChoose={() => void choose(s.size_id)}
              shown={room !== null && s === shown}
              onShow={room ? () => show(s.size_id) : undefined}
            />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && choosing === null && onClose()}
      title={`Choose a substitute for ${item.product_name}`}
      size="lg"
    >
      {body}
    </Modal>
  );
}
