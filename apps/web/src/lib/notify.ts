import { notifications } from '@mantine/notifications';
import { TOAST_LIFE_MS } from '@travel/contracts/constants';

/** Toasts live 3 s (spec part 1 §9). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_LIFE_MS, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_LIFE_MS, withBorder: true });
}
