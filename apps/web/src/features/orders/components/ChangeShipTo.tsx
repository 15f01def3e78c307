import { canChangeShipTo } from '@app/domain/orders/homeowner-actions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADDRESS_FORM_FIELDS, AddressForm } from '../../../components/address/AddressForm.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import type { OrderView } from '../../../lib/order-types.ts';
import { changeShipTo, ordersKey } from '../api/orders.ts';

/**
 * 'Change address' on a homeowner's order while the domain allows it (within 60 minutes of the order, nothing
 * picked up): a dialog with the address form that saves through PUT /api/orders/{id}/ship_to and refreshes
 * the orders. The server's refusals (another tax state, the window closed) show in the form.
 */
export function ChangeShipTo({ order, now }: { order: OrderView; now: number }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const statuses = order.items.map((i) => i.status);
  if (!open && !canChangeShipTo(statuses, order.created_at, now)) return null;

  const save = async (address: Parameters<typeof changeShipTo>[1]) => {
    const reply = await changeShipTo(order.id, address, ADDRESS_FORM_FIELDS);
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    setOpen(false);
    return reply.message ?? 'Your shipping address has been updated.';
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Change the shipping address of order #${order.number}`}
      >
        Change address
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Ship order #${order.number} to`}
        description="You can change the address within 60 minutes of your order, before anything is picked up."
      >
        <AddressForm
          address={order.ship_to}
          label="New shipping address"
          submitLabel="Save address"
          save={save}
          serverField={(part) => part}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
