import {
  type AdminUser,
  isSettableStatus,
  SETTABLE_USER_STATUSES,
  type SettableUserStatus,
  statusChangeRefusal,
} from '@app/domain/admin/users';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { inputClasses } from '../../../components/ui/field-classes.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetUserStatus } from '../api/users.ts';
import { focusOnMount, useFocusReturn } from '../hooks/use-focus-return.ts';

/** What each status does to the account, said before the admin confirms (spec point 4). */
const EFFECTS: Record<SettableUserStatus, string> = {
  Active: 'They can sign in again.',
  Approve: 'They can sign in again (Approve lets an account in like Active).',
  Deactive:
    'They are signed out at once on every device, and signing in shows them that the account is deactivated.',
};

const titleOf = (user: AdminUser, to: SettableUserStatus) =>
  to === 'Deactive' ? `Deactivate ${user.full_name}?` : `Set ${user.full_name} to ${to}?`;

/**
 * One account's status: a choice of Active, Approve or Deactive, confirmed in a dialog before it is sent.
 * A pro or vendor whose registration is pending or declined is the verification queue's to decide; the admin
 * cannot deactivate themself (the same rule as the server's, statusChangeRefusal).
 */
export function UserStatusControl({ user, adminId }: { user: AdminUser; adminId: number | undefined }) {
  const selectId = useId();
  const setStatus = useSetUserStatus();
  const [pending, setPending] = useState<SettableUserStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A status reached with the arrow keys, not chosen yet (see onKeyDown).
  const [browsed, setBrowsed] = useState<SettableUserStatus | null>(null);
  const keyed = useRef(false);
  useFocusReturn(pending !== null);

  if (user.verification && user.verification.status !== 'approved') {
    return (
      <TextLink to={paths.adminVerifications} className="text-sm">
        {user.verification.status === 'pending'
          ? 'Decide in the verification queue'
          : 'Declined in the queue'}
      </TextLink>
    );
  }
  const current = isSettableStatus(user.status) ? user.status : '';
  const close = () => {
    setPending(null);
    setBrowsed(null);
    setError(null);
  };
  // Arrow keys and type-ahead change a closed select at once (Chromium, Firefox on Windows and Linux): taken
  // as browsing, so a keyboard user can reach Deactive past Approve; Enter (or the button) then asks to
  // confirm. A choice from the opened list (a click, or Space/Alt+Down then Enter) asks at once.
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key === 'Enter' && browsed) {
      e.preventDefault();
      setPending(browsed);
    } else if (/^(Arrow|Page)|^(Home|End)$|^[^ ]$/.test(e.key)) {
      keyed.current = true;
      setTimeout(() => {
        keyed.current = false;
      }, 0);
    }
  };
  const onChange = (value: string) => {
    const next = isSettableStatus(value) && value !== current ? value : null;
    if (keyed.current || !next) setBrowsed(next);
    else setPending(next);
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      const reply = await setStatus.mutateAsync({ id: user.id, status: pending });
      notify.success(reply.message ?? 'The status is saved.');
      close();
    } catch (e) {
      const message = isApiError(e) ? (e.fieldErrors.status?.join(', ') ?? e.message) : 'Please try again.';
      setError(message);
    }
  };
  return (
    <div className="w-36">
      <label htmlFor={selectId} className="sr-only">
        Status of {user.full_name}
      </label>
      <select
        id={selectId}
        value={pending ?? browsed ?? current}
        onKeyDown={onKeyDown}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses(false, 'pr-8')}
      >
        {!isSettableStatus(user.status) && (
          <option value="" disabled>
            {user.status} (pending)
          </option>
        )}
        {SETTABLE_USER_STATUSES.map((s) => (
          <option key={s} value={s} disabled={statusChangeRefusal(user, s, adminId ?? -1) !== null}>
            {s}
          </option>
        ))}
      </select>
      {browsed && (
        <Button size="sm" variant="outline" className="mt-2" onClick={() => setPending(browsed)}>
          Set to {browsed}
        </Button>
      )}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && !setStatus.isPending && close()}
        title={pending ? titleOf(user, pending) : ''}
        size="sm"
        footer={
          <>
            <Button ref={focusOnMount} variant="outline" onClick={close} disabled={setStatus.isPending}>
              Cancel
            </Button>
            <Button
              variant={pending === 'Deactive' ? 'danger' : 'primary'}
              onClick={confirm}
              loading={setStatus.isPending}
            >
              {pending === 'Deactive' ? 'Deactivate' : `Set to ${pending}`}
            </Button>
          </>
        }
      >
        <p>
          {user.email} is {user.status} now. {pending && EFFECTS[pending]}
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Modal>
    </div>
  );
}
