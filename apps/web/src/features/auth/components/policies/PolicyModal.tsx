import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { PrivacyPolicyText } from '../../../../content/policies/PrivacyPolicyText.tsx';
import { TermsAndProceduresText } from '../../../../content/policies/TermsAndProceduresText.tsx';
import { TermsOfUseText } from '../../../../content/policies/TermsOfUseText.tsx';
import { useSettings } from '../../../../lib/settings.ts';

export type PolicyKind = 'terms-of-use' | 'privacy-policy' | 'terms-and-procedures';

const TITLES: Record<PolicyKind, string> = {
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
  'terms-and-procedures': 'Terms and Procedures',
};

/** The register page's policy modals; with `onAccept` the footer offers 'I Accept' (it ticks the checkbox). */
export function PolicyModal({
  kind,
  onClose,
  onAccept,
}: {
  kind: PolicyKind | null;
  onClose: () => void;
  onAccept?: (kind: PolicyKind) => void;
}) {
  const { appName, supportEmail } = useSettings();
  return (
    <Modal
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={kind ? TITLES[kind] : ''}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {onAccept && kind && (
            <Button
              onClick={() => {
                onAccept(kind);
                onClose();
              }}
            >
              I Accept
            </Button>
          )}
        </>
      }
    >
      {kind === 'terms-of-use' && <TermsOfUseText appName={appName} supportEmail={supportEmail} />}
      {kind === 'privacy-policy' && <PrivacyPolicyText appName={appName} supportEmail={supportEmail} />}
      {kind === 'terms-and-procedures' && <TermsAndProceduresText supportEmail={supportEmail} />}
    </Modal>
  );
}
