/** The envelope's schemas are the domain's contract (packages/domain/src/api/envelope.ts). */
export { errorSchema, successSchema } from '@app/domain/api/envelope';

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, message, data };
