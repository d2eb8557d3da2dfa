/**
 * A titled block of code to copy: a command or a config file. Server-rendered; only the copy button is a
 * client leaf. Commands and .env files wrap inside the box (a comment cut at the edge hides what it
 * warns of); JSON keeps its indentation and scrolls inside the box instead.
 */
import { CopyButton } from './CopyButton';

const WRAPPED = new Set(['.env', 'command']);

export function CodeBlock({ title, code, lang }: { title: string; code: string; lang?: string }) {
  const wrap = lang !== undefined && WRAPPED.has(lang);
  return (
    <figure className="flex flex-col overflow-hidden rounded-lg border border-stone-300">
      <figcaption className="flex items-center justify-between gap-2 border-b border-stone-300 bg-stone-100 px-3 py-1.5">
        <span className="min-w-0 text-sm font-medium text-stone-900 [overflow-wrap:anywhere]">{title}</span>
        <CopyButton text={code} label={`Copy ${lang ?? 'code'}`} />
      </figcaption>
      <pre
        className={`flex-1 overflow-x-auto bg-stone-900 p-3 text-[13px] leading-5 text-stone-100 ${wrap ? 'whitespace-pre-wrap [overflow-wrap:anywhere]' : ''}`}
        tabIndex={0}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
