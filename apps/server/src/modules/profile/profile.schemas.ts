/** The answer's shape is the domain's contract (packages/domain/src/accounts/contract.ts). */
export { type Profile, profileSchema } from '@app/domain/accounts/contract';
export { type ProfileUpdate, profileUpdateSchema } from '@app/domain/accounts/profile';
