import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { afterRegistration } from '../../hooks/after-sign-in.ts';

/** 'Thank you for signing up' with a return-home button; leaving goes where afterRegistration() says. */
export function ThankYouModal({ email }: { email: string | null }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    navigate(await afterRegistration(), { replace: true });
  };
  return (
    <Modal
      open={email !== null}
      onOpenChange={(open) => !open && void leave()}
      title="Thank you for signing up"
      size="sm"
      footer={
        <Button onClick={leave} loading={leaving} autoFocus>
          Return Home
        </Button>
      }
    >
      <p>
        Your account is ready. We sent a verification link to <strong className="break-all">{email}</strong>:
        open it to confirm your email address.
      </p>
    </Modal>
  );
}
