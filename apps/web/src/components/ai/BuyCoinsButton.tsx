import type { AiCredits } from '@app/domain/ai-design/contract';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../ui/Button.tsx';

/** The dialog (its form, card fields and their rules) loads when it is first opened. */
const BuyCoinsDialog = lazy(() =>
  import('./BuyCoinsDialog.tsx').then((m) => ({ default: m.BuyCoinsDialog })),
);

/** "Buy coins", opening the dialog (the AI pages and the designer, with an AI session). */
export function BuyCoinsButton({
  onBought,
  children = 'Buy coins',
  ...props
}: Omit<ButtonProps, 'onClick'> & { onBought?: (credits: AiCredits) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BuyCoinsDialog onClose={() => setOpen(false)} onBought={onBought} />
        </Suspense>
      )}
    </>
  );
}
