import { DESIGNER_LIMITS, DESIGNER_MESSAGES } from '@app/domain/projects/designers';
import type { DesignerCard } from '@app/domain/projects/designers-view';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { hireDesigner } from '../../api/designers.ts';
import { overviewKey } from '../../api/projects.ts';
import { DesignerChoice, DesignerSummary } from './DesignerChoice.tsx';
import { hireLabel } from './designer-words.ts';

type Refusal = { message: string | null; field: string | null };

/** What the server said no with, in its words: a 409's message, or a 422's field messages. */
function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  if (error.status === 409)
    return { message: error.body?.message ?? DESIGNER_MESSAGES.alreadyIn, field: null };
  if (error.status !== 422) return null;
  const { message, ...others } = error.fieldErrors;
  const rest = Object.values(others).flat();
  return { message: rest.length > 0 ? rest.join(' ') : null, field: message?.join(' ') ?? null };
}

/** Asking one designer: the message typed, the request on its way, and the server's refusal in its words. */
function useAsk(projectId: number, designer: DesignerCard | null, onAsked: () => void) {
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const reset = () => {
    setMessage('');
    setRefusal(null);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!designer || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const answer = await hireDesigner({ project_id: projectId, designer_id: designer.user_id, message });
      // 201 says it was sent; 200 that this designer was asked already and has not answered.
      if (answer.message === DESIGNER_MESSAGES.alreadyAsked) notify.info(answer.message);
      else notify.success(answer.message ?? DESIGNER_MESSAGES.asked);
      reset();
      onAsked();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
      // Asked, or refused because of a change elsewhere (a designer joined, answered): the page catches up.
      void client.invalidateQueries({ queryKey: overviewKey(projectId) });
    }
  };
  return { message, setMessage, sending, refusal, send, reset };
}

/**
 * "Hire a designer" (the pro: "Invite a designer"): approved designers nearest the project's showroom first,
 * as the server ordered them; choosing one asks for an optional message, then sends the request. A Radix
 * dialog: focus stays inside, Escape closes, the title and each step are announced.
 */
export function HireDesignerDialog({
  open,
  onClose,
  projectId,
  role,
  showroom,
  designers,
  chosen,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  projectId: number;
  role: 'owner' | 'pro';
  showroom: string | null;
  designers: { data?: DesignerCard[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The designer being asked (the form), or none (the list). */
  chosen: DesignerCard | null;
  onChoose: (designer: DesignerCard | null) => void;
}) {
  const formId = useId();
  const ask = useAsk(projectId, chosen, onClose);
  const back = () => {
    ask.reset();
    onChoose(null);
  };
  const list = designers.data ?? [];
  let body: ReactNode;
  if (chosen)
    body = (
      <form id={formId} onSubmit={(e) => void ask.send(e)} className="space-y-4" noValidate>
        <DesignerSummary designer={chosen} heading="p" />
        <TextAreaField
          label="Message (optional)"
          hint={`What you would like designed: rooms, style, budget, timing. Up to ${DESIGNER_LIMITS.message} characters.`}
          value={ask.message}
          onChange={(e) => ask.setMessage(e.target.value)}
          maxLength={DESIGNER_LIMITS.message}
          rows={5}
          autoFocus
          error={ask.refusal?.field}
        />
      </form>
    );
  else if (designers.isPending) body = <Loading label="Finding designers" />;
  else if (designers.isError)
    body = <LoadFailed what="The designers" onRetry={() => void designers.refetch()} />;
  else if (list.length === 0)
    body = <p className="py-6 text-center text-slate-600">No approved designer is taking projects yet.</p>;
  else
    body = (
      <ul aria-label="Designers" className="space-y-3">
        {list.map((d) => (
          <DesignerChoice key={d.user_id} designer={d} onAsk={() => onChoose(d)} />
        ))}
      </ul>
    );
  const footer = chosen && (
    <>
      {ask.refusal?.message && (
        <div className="basis-full">
          <FormAlert>{ask.refusal.message}</FormAlert>
        </div>
      )}
      <Button variant="ghost" onClick={back}>
        Back to designers
      </Button>
      <Button type="submit" form={formId} loading={ask.sending}>
        Send request
      </Button>
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        ask.reset();
        onClose();
      }}
      title={chosen ? `Ask ${chosen.name} to design this project` : hireLabel(role)}
      description={
        chosen
          ? 'Once they accept, they join the project and design its rooms in 3-D. Every change they save is a new version you can restore.'
          : `Approved interior designers, nearest to ${showroom ?? 'the project'} first.`
      }
      size="lg"
      footer={footer || undefined}
    >
      {body}
    </Modal>
  );
}
