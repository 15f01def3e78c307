/** GET /api/setting's answer is the domain's contract (packages/domain/src/settings/contract.ts). */
export { type PublicSettings, publicSettingsSchema } from '@app/domain/settings/contract';
