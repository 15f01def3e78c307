import type { SwapOption } from '@app/domain/designs/contract';
import type { FitProblem } from '@app/domain/room/fit-checks';
import { Button } from '../../../components/ui/Button.tsx';
import { Price } from '../../../components/ui/Price.tsx';

/**
 * One product size offered on the swap panel: picture, name, brand and size, price; the one in use is marked,
 * one that would not fit is greyed out with the reason and cannot be chosen.
 */
export function SwapOptionItem({
  option,
  inUse,
  problem,
  onUse,
}: {
  option: SwapOption;
  inUse: boolean;
  problem: FitProblem | undefined;
  onUse: () => void;
}) {
  const { product } = option;
  const frame = inUse ? 'border-brand-600 bg-brand-50' : 'border-slate-200';
  return (
    <li
      aria-current={inUse || undefined}
      className={`flex gap-2 rounded-md border p-2 ${frame} ${problem ? 'bg-slate-50 opacity-60' : ''}`}
    >
      <img src={product.thumb} alt="" className="size-14 shrink-0 rounded object-cover" loading="lazy" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
        <p className="truncate text-xs text-slate-500">
          {product.brand.name} · {product.size_label}
        </p>
        <Price cents={product.price_cents} unit={product.unit} className="text-sm" />
        {problem && <p className="text-xs text-amber-800">{problem.message}</p>}
      </div>
      <Button
        size="sm"
        variant={inUse ? 'ghost' : 'outline'}
        disabled={inUse || !!problem}
        onClick={onUse}
        aria-label={`Use ${product.name} ${product.size_label}`}
      >
        {inUse ? 'In use' : 'Use'}
      </Button>
    </li>
  );
}
