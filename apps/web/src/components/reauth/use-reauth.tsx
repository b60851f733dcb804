import { useCallback, useState } from 'react';
import { ReauthPrompt } from './reauth-prompt';
import { ReauthCancelled, withReauth } from './with-reauth';

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The password prompt of sensitive actions (bank details, credit limits, approving or voiding a clearance batch):
 * wrap the request in `withReauth` and render `prompt`. When the server asks for the password, the prompt opens;
 * once it is right the same request goes again and its answer is returned as if nothing had happened. Cancelling
 * rejects with ReauthCancelled (isReauthCancelled), which a screen ignores: everything stays as it was.
 *
 *   const { withReauth, prompt } = useReauth();
 *   const save = useMutation({ mutationFn: (form: FormData) => withReauth(() => saveMerchant(form)) });
 */
export function useReauth() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const askPassword = useCallback(() => new Promise<void>((resolve, reject) => setWaiting({ resolve, reject })), []);
  const run = useCallback(<T,>(request: () => Promise<T>) => withReauth(request, askPassword), [askPassword]);
  const prompt = (
    <ReauthPrompt
      open={waiting !== null}
      onConfirmed={() => {
        waiting?.resolve();
        setWaiting(null);
      }}
      onCancel={() => {
        waiting?.reject(new ReauthCancelled());
        setWaiting(null);
      }}
    />
  );
  return { withReauth: run, prompt };
}
