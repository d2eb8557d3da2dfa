'use client';
/**
 * The redirect_uri's page: hands code, state and iss (or the error) back to the walkthrough that
 * opened this window, then closes. Shows what arrived, in case it was opened some other way.
 */
import { useEffect, useState } from 'react';
import { CALLBACK_MESSAGE } from '@/lib/oauth-client';

export function CallbackRelay() {
  const [note, setNote] = useState('Handing the answer back to the walkthrough…');
  useEffect(() => {
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage({ type: CALLBACK_MESSAGE, params }, window.location.origin);
      window.close();
      return;
    }
    setNote(`No walkthrough window is waiting for this answer (${params.error ? `error ${params.error}` : 'a code arrived'}). Start again from /auth.`);
  }, []);
  return (
    <p className="text-stone-700" role="status">
      {note}
    </p>
  );
}
