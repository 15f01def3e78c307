import type { OtpCheck } from '@app/domain/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/login/verify_otp?otp=123456 answers `data.valid_otp` and a message. */
export const checkOtp = (otp: string) => api.get<OtpCheck>(apiPaths.verifyOtp, { query: { otp } });

export const useVerifyOtp = () => useMutation({ mutationFn: checkOtp });
