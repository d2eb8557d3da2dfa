/** One colour per JWT part, shared by the compact form and the decoded panels so they match. */
export const PART_STYLE = {
  header: { text: 'text-rose-700', border: 'border-rose-300', bg: 'bg-rose-50', label: 'Header' },
  payload: { text: 'text-violet-700', border: 'border-violet-300', bg: 'bg-violet-50', label: 'Payload (claims)' },
  signature: { text: 'text-sky-700', border: 'border-sky-300', bg: 'bg-sky-50', label: 'Signature' },
} as const;
