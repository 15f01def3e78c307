import { useSettings } from '../../../lib/settings.ts';

/** What the AI pages say first: the AI design account is not the shop's account (issue 26 point 1). */
export function SeparateAccountNote() {
  const { appName } = useSettings();
  return <>AI 3D Design has its own account, separate from your {appName} account.</>;
}
