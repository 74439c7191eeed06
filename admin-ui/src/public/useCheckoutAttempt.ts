import { useRef } from 'react';
import { errorStatus } from '../providers/apiErrors';

/**
 * One key per checkout attempt, sent as `Idempotency-Key`: a double click or a retry after the
 * connection dropped reuses it, so the server answers the first attempt instead of charging
 * again. Once the server has given its answer to an attempt (a decline, a refused field), the
 * next submit is a new attempt with a new key.
 */
export function useCheckoutAttempt() {
  const key = useRef<string>(crypto.randomUUID());
  return {
    key: () => key.current,
    /** Call with the failure of a submit: only an answered attempt is over. */
    settle(error: unknown) {
      const status = errorStatus(error);
      const answered = status !== undefined && status > 0 && status < 500;
      if (answered) key.current = crypto.randomUUID();
    },
  };
}
