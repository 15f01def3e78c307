import { TOAST_MS } from '@app/domain/shared/constants';
import { type ToastContainerProps, toast } from 'react-toastify/unstyled';

/** Toasts of spec point 8: top-right, 10 s, progress bar, close button, paused on hover. */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: false,
  closeButton: true,
  pauseOnHover: true,
  closeOnClick: false,
  newestOnTop: true,
  theme: 'light',
};

/** One place to raise a toast; the same text twice at once shows once (toastId = text). */
export const notify = {
  success: (text: string) => toast.success(text, { toastId: `success:${text}` }),
  error: (text: string) => toast.error(text, { toastId: `error:${text}` }),
  warning: (text: string) => toast.warning(text, { toastId: `warning:${text}` }),
  info: (text: string) => toast.info(text, { toastId: `info:${text}` }),
};
